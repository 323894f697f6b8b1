#!/usr/bin/env bash
# Play outcome-level evaluation sets against a fresh server (docs/evaluation.md, "Held-out sets as data").
#
#   scripts/run_outcomes.sh CHECKOUT PORT OUTPREFIX SET.jsonl...
#
# Starts `memory-center serve --workers 1` from CHECKOUT's src on PORT with its own data folder,
# creates an admin key of tenant t-eval, plays each set with evals/outcomes.py through HTTP only, and
# writes OUTPREFIX.<set>.txt (the table and the failures) and OUTPREFIX.<set>.json (one row per case).
# Give the sets as absolute paths. Extra options of evals/outcomes.py go in OUTCOMES_ARGS (e.g.
# OUTCOMES_ARGS="--batch": each case's messages in one batch call; none by default). The server and its embedded PostgreSQL are stopped at the end.
set -euo pipefail
checkout=$(cd "$1" && pwd); port=$2; out=$3; shift 3
here=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$here/.venv/bin/python}
serve=$(dirname "$python")/memory-center
data=$(mktemp -d "/tmp/mc-outcomes-$port-XXXX")
export PYTHONPATH=$checkout/src:$checkout/clients/python/src MC_DATA_DIR=$data
export MC_ADMIN_API_KEY=adminkey-$port-secret-0123456789
(cd "$checkout" && exec "$serve" serve --workers 1 --port "$port") > "$out.server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; sleep 2; pkill -f "$data" 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$port/healthz" > /dev/null && break; sleep 1; done
key=$(curl -s -X POST "http://127.0.0.1:$port/v1/admin/api-keys" -H "Authorization: Bearer $MC_ADMIN_API_KEY" \
  -H 'content-type: application/json' -d '{"tenant_id":"t-eval","role":"admin"}' \
  | "$python" -c 'import json, sys; print(json.load(sys.stdin)["key"])')
for set in "$@"; do
  name=$(basename "$set" .jsonl)
  # shellcheck disable=SC2086  # OUTCOMES_ARGS is a list of options
  "$python" "$checkout/evals/outcomes.py" --url "http://127.0.0.1:$port" --key "$key" --failures \
    ${OUTCOMES_ARGS:-} --json "$out.$name.json" "$set" > "$out.$name.txt" 2>&1 || true
done
