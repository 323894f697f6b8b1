// The committed types are the service's: rendering its OpenAPI document again gives src/schema.ts
// byte for byte. When this fails, the API changed: run `npm run gen-types` and commit the result.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { renderTypes } from "../scripts/render-types.mjs";
import { URL } from "./helpers.js";

test("src/schema.ts matches the live service's OpenAPI document (else: npm run gen-types)", async () => {
  const document = await (await fetch(URL + "/openapi.json")).json();
  const committed = readFileSync(new globalThis.URL("../src/schema.ts", import.meta.url), "utf8");
  assert.ok(committed === renderTypes(document), "src/schema.ts is stale: run `npm run gen-types` in clients/typescript");
});

test("the renderer covers the document's shapes", async () => {
  const { tsType } = await import("../scripts/render-types.mjs");
  assert.equal(tsType({ anyOf: [{ type: "string" }, { type: "null" }] }), "string | null");
  assert.equal(tsType({ type: "array", items: { $ref: "#/components/schemas/FactOut" } }), "Array<FactOut>");
  assert.equal(tsType({ enum: ["A", "B"] }), '"A" | "B"');
  assert.equal(tsType({ type: "object", additionalProperties: { type: "integer" } }), "Record<string, number>");
  assert.equal(tsType({}), "unknown");
});
