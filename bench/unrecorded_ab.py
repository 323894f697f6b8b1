"""The held-in-part step's cost: ``/v1/context`` of two checkouts on one user with ~120 everyday messages,
interleaved, by the server's own timings (docs/benchmarks.md, "Session 20: the cost of the held-in-part
step").

Starts an embedded PostgreSQL, migrates it with this checkout, and posts ``--messages`` messages of the
dev sets (the ``say`` fields of ``evals/dev/context_h*.jsonl``, in a fixed order) for one user through
``/v1/events`` on the ``after`` server, waits until the index holds them, then starts the ``before``
server beside it (``PYTHONPATH`` set to each checkout's ``src``, both with this checkout's migrations;
Redis off, so no answer is cached). Every query (``--queries`` of the sets' ``ask`` fields) is asked
of each server as a warm-up (its vector is then in the encoder's cache, so the timings are of the read
path), then ``--rounds`` rounds of ``--requests`` queries each ask every query of both servers in turn
(which is asked first flips from one query to the next). Per round and over all rounds: the median and
p95 of the trace's ``unrecorded_ms`` and ``total_ms`` (``/v1/traces``), and how many context texts
differ between the servers on the same queries.

    python bench/unrecorded_ab.py --before /tmp/base/src --after src --rounds 4 --requests 60
"""

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support import Postgres, Service, free_port

from memory_center.db.migrations import migrate

ROOT = Path(__file__).resolve().parents[1]
TENANT, USER = "t-unrecorded", "u-bench"
STEPS = ("unrecorded_ms", "total_ms")


def dev_texts(field: str) -> list[str]:
    """The ``field`` texts of the dev context sets, each once, in a fixed order."""
    texts: list[str] = []
    for path in sorted((ROOT / "evals" / "dev").glob("context_h*.jsonl")):
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            value = json.loads(line).get(field)
            for text in value if isinstance(value, list) else [value]:
                text = text[1] if isinstance(text, list) else text
                if isinstance(text, str) and text not in texts:
                    texts.append(text)
    return texts


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(0.95 * len(ordered)) - 1)]


class Server:
    def __init__(self, name: str, url: str, src: Path, platform_key: str) -> None:
        self.name = name
        # Both servers take this checkout's migrations (the database is migrated with them: an older
        # checkout would not know the newest revision).
        settings = {
            "MC_SWEEPER_INTERVAL_SECONDS": "0",
            "MC_REDIS_URL": "",
            "MC_MIGRATIONS_DIR": str(ROOT / "migrations"),
        }
        self.service = Service(url, free_port(), platform_key, settings)
        self.service.env["PYTHONPATH"] = f"{src.resolve()}:{self.service.env.get('PYTHONPATH', '')}"
        self.timings: dict[str, list[float]] = {step: [] for step in STEPS}
        self.unembedded = 0
        """Answers whose query had no vector (the embedder past its deadline): counted, not wanted."""


async def load(
    client: httpx.AsyncClient, server: Server, headers: dict[str, str], messages: list[str]
) -> None:
    for n, text in enumerate(messages):
        body = {
            "actor_type": "USER", "actor_id": USER, "user_id": USER, "session_id": f"{USER}-s{n // 10}",
            "event_type": "message", "source": "unrecorded-ab", "payload": {"role": "user", "text": text},
        }  # fmt: skip
        response = await client.post(server.service.base + "/v1/events", json=body, headers=headers)
        response.raise_for_status()


def wait_indexed(dsn: str, seconds: float = 600.0) -> tuple[int, int]:
    """Wait until no embedding of the tenant is pending; (evidence rows, facts) of the user."""
    deadline = time.monotonic() + seconds
    with psycopg.connect(dsn, autocommit=True) as conn:
        while time.monotonic() < deadline:
            row = conn.execute(
                "SELECT count(*) FROM memory_embedding WHERE tenant_id = %s AND status <> 'DONE'", (TENANT,)
            ).fetchone()
            if row is not None and row[0] == 0:
                break
            time.sleep(1.0)
        counts = conn.execute(
            "SELECT (SELECT count(*) FROM memory_evidence WHERE tenant_id = %s AND user_id = %s),"
            " (SELECT count(*) FROM memory_fact WHERE tenant_id = %s AND user_id = %s AND status = 'ACTIVE')",
            (TENANT, USER, TENANT, USER),
        ).fetchone()
    assert counts is not None
    return int(counts[0]), int(counts[1])


async def ask(
    client: httpx.AsyncClient, server: Server, headers: dict[str, str], query: str, keep: bool
) -> tuple[str, str]:
    body = {"user_id": USER, "session_id": f"{USER}-ask", "query": query, "token_budget": 1500}
    response = await client.post(server.service.base + "/v1/context", json=body, headers=headers)
    response.raise_for_status()
    answer = response.json()
    if "semantic" in answer["degraded"]:
        server.unembedded += 1
    return str(answer["text"]), str(answer["trace_id"]) if keep else ""


async def timings(
    client: httpx.AsyncClient, server: Server, headers: dict[str, str], trace_ids: list[str]
) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {step: [] for step in STEPS}
    for trace_id in trace_ids:
        response = await client.get(server.service.base + f"/v1/traces/{trace_id}", headers=headers)
        response.raise_for_status()
        trace = response.json().get("timings") or {}
        for step in STEPS:
            found[step].append(float(trace.get(step, 0.0)))  # no step: the user had nothing unheld
    return found


def line(label: str, found: dict[str, list[float]]) -> str:
    return f"{label}: " + ", ".join(
        f"{step} {statistics.median(found[step]):.1f} / {p95(found[step]):.1f}" for step in STEPS
    )


async def run(url: str, dsn: str, args: argparse.Namespace) -> None:
    platform_key = "bench-" + uuid.uuid4().hex
    servers = [Server(name, url, getattr(args, name), platform_key) for name in ("before", "after")]
    messages = dev_texts("say")
    random.Random(args.seed).shuffle(messages)
    messages = messages[: args.messages]
    queries = dev_texts("ask")
    random.Random(args.seed + 1).shuffle(queries)
    queries = queries[: args.queries]
    before, after = servers
    try:
        after.service.start()
        await after.service.wait_ready()
        async with httpx.AsyncClient(timeout=120.0) as client:
            made = await client.post(
                after.service.base + "/v1/admin/api-keys",
                json={"tenant_id": TENANT, "role": "admin"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            made.raise_for_status()
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            started = time.perf_counter()
            await load(client, after, headers, messages)
            evidence, facts = wait_indexed(dsn)
            print(
                f"{len(messages)} messages posted and indexed in {time.perf_counter() - started:.0f} s: "
                f"{evidence} evidence rows, {facts} active memories; {len(queries)} queries",
                flush=True,
            )
            before.service.start()
            await before.service.wait_ready()
            for server in servers:  # every query's vector into each server's encoder cache
                for _ in range(3):  # again while the embedder missed its deadline on some
                    server.unembedded = 0
                    for query in queries:
                        await ask(client, server, headers, query, keep=False)
                    if not server.unembedded:
                        break
                server.unembedded = 0
            differ = 0
            rng = random.Random(args.seed + 2)
            for n in range(args.rounds):
                asked = [rng.choice(queries) for _ in range(args.requests)]
                answers: dict[str, list[tuple[str, str]]] = {"before": [], "after": []}
                for m, query in enumerate(asked):  # each query of both, the first of the pair flips
                    for server in servers if (n + m) % 2 == 0 else servers[::-1]:
                        answers[server.name].append(await ask(client, server, headers, query, keep=True))
                for server in servers:
                    traces = [trace for _, trace in answers[server.name]]
                    found = await timings(client, server, headers, traces)
                    for step in STEPS:
                        server.timings[step] += found[step]
                    print(line(f"round {n + 1}, {server.name} (median / p95 ms)", found), flush=True)
                pairs = zip(answers["before"], answers["after"], strict=True)
                differ += sum(1 for (a, _), (b, _) in pairs if a != b)
            for server in servers:
                label = f"all rounds, {server.name} (median / p95 ms; {server.unembedded} without a vector)"
                print(line(label, server.timings), flush=True)
            total = args.rounds * args.requests
            load_now = os.getloadavg()[0]
            print(f"context texts that differ between the servers: {differ} of {total}; load {load_now:.1f}")
    finally:
        for server in servers:
            server.service.stop()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", type=Path, required=True, help="the src folder of the 'before' checkout")
    parser.add_argument("--after", type=Path, required=True, help="the src folder of the 'after' checkout")
    parser.add_argument("--messages", type=int, default=120)
    parser.add_argument("--queries", type=int, default=100, help="distinct queries (the sets' 'ask')")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--requests", type=int, default=60)
    parser.add_argument("--seed", type=int, default=20)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mc-unrecorded-ab-", dir="/tmp"))
    pg = Postgres(folder / "data")
    try:
        migrate(pg.url)
        asyncio.run(run(pg.url, pg.dsn, args))
    finally:
        pg.release()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
