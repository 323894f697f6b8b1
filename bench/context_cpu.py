"""CPU per /v1/context request, in-process: the service's own process and PostgreSQL's, with the
trace's stage medians — less sensitive to a loaded machine than wall-clock latency.

Runs the app in this process through ``httpx.ASGITransport`` (no HTTP server; the load generator's
CPU is counted with the service's) against a database that ``bench/latency.py``'s layout was loaded
into (``--load`` loads it), with the query embedder of the configured provider. ``--dump`` writes the
responses (without trace ids) so that two versions of the code can be compared field by field on the
same queries: put the other version's ``src`` first on ``PYTHONPATH``.

    python bench/context_cpu.py --database-url postgresql://…/db --load     # once
    python bench/context_cpu.py --database-url postgresql://…/db --requests 100 --dump /tmp/after.json
"""

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url
from memory_center.db.migrations import migrate
from memory_center.main import create_app


def postgres_cpu(postmaster_pid: int) -> float:
    """CPU seconds of the PostgreSQL server: the postmaster and its backends."""
    root = psutil.Process(postmaster_pid)
    total = 0.0
    for process in [root, *root.children()]:
        try:
            times = process.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            pass
    return total


async def measure(url: str, args: argparse.Namespace) -> None:
    layout = latency.Layout(args.facts)
    key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=key, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=False, retrieval_access_flush_seconds=1e6,
        retrieval_embed_timeout_seconds=args.embed_timeout,
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            await asyncio.sleep(args.settle)  # the query embedder loads in the background

            async def run(
                queries: latency.Queries, count: int
            ) -> list[tuple[dict[str, Any], dict[str, Any], float]]:
                done: list[tuple[dict[str, Any], dict[str, Any], float]] = []

                async def one_client() -> None:
                    while len(done) < count:  # a few more finish when several clients run
                        body = queries.next("context")
                        began = time.perf_counter()
                        response = await client.post("/v1/context", json=body, headers=headers)
                        assert response.status_code == 200, response.text
                        done.append((body, response.json(), (time.perf_counter() - began) * 1000))

                await asyncio.gather(*(one_client() for _ in range(args.clients)))
                return done

            await run(latency.Queries(layout, 999), args.warm_up)
            cpu, pg = time.process_time(), postgres_cpu(args.postmaster_pid)
            done = await run(latency.Queries(layout, args.seed), args.requests)
            cpu, pg = time.process_time() - cpu, postgres_cpu(args.postmaster_pid) - pg
            timings: dict[str, list[float]] = {}
            for _, answer, _ in done:
                trace = (await client.get(f"/v1/traces/{answer['trace_id']}", headers=headers)).json()
                for name, value in (trace.get("timings") or {}).items():
                    timings.setdefault(name, []).append(float(value))
    walls = sorted(wall for _, _, wall in done)
    count = len(done)
    degraded = sum(1 for _, answer, _ in done if answer["degraded"])
    print(
        f"{count} requests: wall p50 {statistics.median(walls):.1f} ms, "
        f"p95 {walls[int(0.95 * count) - 1]:.1f} ms; service CPU {cpu / count * 1000:.1f} ms/request, "
        f"PostgreSQL CPU {pg / count * 1000:.1f} ms/request; degraded {degraded}; "
        f"load {os.getloadavg()[0]:.1f}"
    )
    print(
        "server-side medians (ms): "
        + ", ".join(f"{k} {statistics.median(v):.1f}" for k, v in sorted(timings.items()))
    )
    if args.dump:
        kept = [[body, {k: v for k, v in answer.items() if k != "trace_id"}] for body, answer, _ in done]
        args.dump.write_text(json.dumps(kept, sort_keys=True))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database-url", required=True)
    parser.add_argument(
        "--postmaster-pid", type=int, required=True, help="PostgreSQL's postmaster (for its CPU)"
    )
    parser.add_argument(
        "--load", action="store_true", help="load the tenant first (bench/latency.py's layout)"
    )
    parser.add_argument("--facts", type=int, default=100_000)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument(
        "--clients", type=int, default=1, help="concurrent clients (their query embeddings share calls)"
    )
    parser.add_argument("--warm-up", type=int, default=40)
    parser.add_argument("--settle", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--dump", type=Path)
    parser.add_argument(
        "--embed-timeout",
        type=float,
        default=2.0,
        help="the query embedding's deadline (a busy machine: raise it)",
    )
    args = parser.parse_args()
    url = sqlalchemy_url(args.database_url)
    if args.load:
        migrate(url)
        latency.load(url.replace("postgresql+psycopg://", "postgresql://"), latency.Layout(args.facts), 7)
    asyncio.run(measure(url, args))


if __name__ == "__main__":
    main()
