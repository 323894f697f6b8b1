// `npm run gen-types`: regenerate src/schema.ts from the service's OpenAPI document.
//
// The document comes from the app itself, without a server: Python imports the app factory and prints
// `create_app().openapi()` (the interpreter is $PYTHON, else the repository's .venv, else python3; the
// repository's src/ goes first on PYTHONPATH). `--url http://host:port` reads a running service instead.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderTypes } from "./render-types.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..", "..", "..");
export const SCHEMA_FILE = join(here, "..", "src", "schema.ts");

const DUMP = "import json, sys\nfrom memory_center.main import create_app\n" +
  "json.dump(create_app().openapi(), sys.stdout)";

export function python() {
  if (process.env.PYTHON) return process.env.PYTHON;
  const venv = join(repo, ".venv", "bin", "python");
  return existsSync(venv) ? venv : "python3";
}

/** The OpenAPI document of the service in this repository, made by the app factory (no server). */
export function documentFromApp() {
  const path = [join(repo, "src"), process.env.PYTHONPATH].filter(Boolean).join(":");
  const run = spawnSync(python(), ["-c", DUMP], {
    env: { ...process.env, PYTHONPATH: path },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`could not dump the OpenAPI document:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

async function main() {
  const at = process.argv.indexOf("--url");
  const document = at > 0
    ? await (await fetch(new URL("/openapi.json", process.argv[at + 1]))).json()
    : documentFromApp();
  writeFileSync(SCHEMA_FILE, renderTypes(document));
  console.log(`wrote ${SCHEMA_FILE} (${Object.keys(document.components?.schemas ?? {}).length} schemas)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
