// docs/sdk.md's TypeScript quick start, run as written: the package imports itself by its name (Node
// resolves "memory-center-client" to this package for a file inside it).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { test } from "node:test";
import { tenant } from "./helpers.js";

const DOC = new globalThis.URL("../../../docs/sdk.md", import.meta.url);

test("docs/sdk.md's TypeScript quick start runs as written", async () => {
  const text = readFileSync(DOC, "utf8");
  const blocks = [...text.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  assert.equal(blocks.length, 1);
  const file = new globalThis.URL("./docs-snippet.generated.mjs", import.meta.url);
  writeFileSync(file, blocks[0]);
  try {
    const t = await tenant();
    const run = spawnSync(process.execPath, [file.pathname], {
      env: { ...process.env, MC_API_URL: process.env.MC_TEST_URL, MC_API_KEY: t.keys.agent },
      encoding: "utf8",
      timeout: 60_000,
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^ACCEPTED /m);
    assert.match(run.stdout, /Munich/);
    assert.match(run.stdout, /^1 .*Munich/m);
    assert.match(run.stdout, /^404 not_found$/m);
  } finally {
    rmSync(file, { force: true });
  }
});
