"""Where the service's own Python goes on ``/v1/context``: ``cProfile`` over many requests in-process.

Runs the app in this process (``httpx.ASGITransport``, no HTTP server) against a database that
``bench/latency.py``'s layout was loaded into, warms up, then profiles ``--requests`` sequential
requests of random users and queries, timing the event loop's thread by its CPU time (not wall time,
which a shared machine would fill with waiting). Prints the CPU per request, the share of each library (by the
file of the function that spent the time: ``tottime``) and the top functions. The query embedding
runs on worker threads, which cProfile does not see: what is printed is the event loop's Python.

``--sample out.txt`` runs without cProfile (which inflates a Python call several times) and samples
the stack instead (``profile_ingest.Sampler``: a SIGPROF every 1 ms of process CPU, the event loop's
frame at that instant; CPU spent on other threads lands where the loop then was, mostly its
``select``): the CPU per request printed is then the service's own, and the file holds each
function's real share.

    nice -n 10 python bench/profile_context.py --database-url postgresql://…/db --facts 10000
    nice -n 10 python bench/profile_context.py --database-url postgresql://…/db --sample /tmp/s.txt
"""

import argparse
import asyncio
import cProfile
import pstats
import sys
import time
import uuid
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency
from profile_ingest import Sampler

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url
from memory_center.main import create_app

GROUPS = (
    ("memory_center/", "memory_center"),
    ("sqlalchemy/", "sqlalchemy"),
    ("psycopg/", "psycopg"),
    ("pydantic", "pydantic"),
    ("fastapi/", "fastapi"),
    ("starlette/", "starlette"),
    ("httpx/", "httpx (the load generator)"),
    ("anyio/", "anyio"),
    ("asyncio/", "asyncio"),
    ("json/", "json"),
)


def group_of(filename: str) -> str:
    for marker, name in GROUPS:
        if marker in filename:
            return name
    return "builtins and other" if filename.startswith("~") or "<" in filename else "other"


async def run(url: str, args: argparse.Namespace) -> None:
    layout = latency.Layout(args.facts)
    key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=key, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=False, retrieval_access_flush_seconds=1e6, retrieval_embed_timeout_seconds=60,
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=120) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            await asyncio.sleep(args.settle)
            queries = latency.Queries(layout, args.seed)
            for _ in range(args.warm_up):
                await client.post("/v1/context", json=queries.next("context"), headers=headers)
            profile = cProfile.Profile(time.thread_time)  # CPU of the event loop's thread, not wall time
            sampler = Sampler() if args.sample else None
            began, loop_began = time.process_time(), time.thread_time()
            (sampler or profile).enable()
            for _ in range(args.requests):
                response = await client.post("/v1/context", json=queries.next("context"), headers=headers)
                assert response.status_code == 200, response.text
            (sampler or profile).disable()
            cpu, loop_cpu = time.process_time() - began, time.thread_time() - loop_began
    if sampler is not None:
        sampler.write(args.sample)
        per, loop = cpu / args.requests * 1000, loop_cpu / args.requests * 1000
        print(f"{args.requests} requests: process CPU {per:.1f} ms/request (threads included)")
        print(f"event-loop thread CPU: {loop:.1f} ms/request (sampled, no profiler)")
        return
    if args.save:
        profile.dump_stats(args.save)
    stats = pstats.Stats(profile)
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    groups: dict[str, float] = {}
    for (filename, _, _), row in stats.stats.items():  # type: ignore[attr-defined]
        groups[group_of(filename)] = groups.get(group_of(filename), 0.0) + row[2]
    per_request = cpu / args.requests * 1000
    print(f"{args.requests} requests: process CPU {per_request:.1f} ms/request (threads included)")
    print(f"event-loop thread CPU: {total / args.requests * 1000:.1f} ms/request (under the profiler)")
    for name, seconds in sorted(groups.items(), key=lambda item: -item[1]):
        print(f"  {name}: {seconds / total * 100:.1f} %")
    stats.sort_stats("tottime").print_stats(args.top)
    if args.cumulative:
        stats.sort_stats("cumulative").print_stats(args.top)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--facts", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--warm-up", type=int, default=20)
    parser.add_argument("--settle", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--cumulative", action="store_true", help="also the top functions by cumulative time")
    parser.add_argument("--save", type=Path, help="also write the raw profile (pstats) to this file")
    parser.add_argument("--sample", type=Path, help="sample the stack instead of cProfile (to this file)")
    args = parser.parse_args()
    asyncio.run(run(sqlalchemy_url(args.database_url), args))


if __name__ == "__main__":
    main()
