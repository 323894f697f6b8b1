// The Node suite runs against a live service: MC_TEST_URL and a platform key in MC_TEST_PLATFORM_KEY
// (tests/clients/test_typescript.py starts one and runs `npm test` with both set). Each test makes a
// fresh tenant with one key per role, through the client itself.
import { randomUUID } from "node:crypto";
import { MemoryCenterClient } from "../dist/index.js";

export const URL = process.env.MC_TEST_URL;
export const PLATFORM_KEY = process.env.MC_TEST_PLATFORM_KEY;
if (!URL || !PLATFORM_KEY) {
  throw new Error("set MC_TEST_URL and MC_TEST_PLATFORM_KEY (a running service and its platform key)");
}

export async function tenant() {
  const id = "ts-" + randomUUID().slice(0, 12);
  const platform = new MemoryCenterClient({ baseUrl: URL, apiKey: PLATFORM_KEY });
  const keys = {};
  const keyIds = {};
  for (const role of ["agent", "reviewer", "admin"]) {
    const created = await platform.createApiKey(id, role, `ts-${role}`);
    keys[role] = created.key;
    keyIds[role] = created.id;
  }
  const client = (role = "agent", options = {}) => new MemoryCenterClient({ baseUrl: URL, apiKey: keys[role], ...options });
  return { id, keys, keyIds, client };
}

export async function collect(iterator) {
  const items = [];
  for await (const item of iterator) items.push(item);
  return items;
}
