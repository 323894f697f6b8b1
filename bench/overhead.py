"""What a /v1/context request costs outside the retrieval code (issues 14 and 17), measured in-process.

The app runs in this process (no uvicorn, the client talks ASGI directly) on the tenant that
``bench/latency.py`` loads, and every request is timed twice: as a whole (wall clock and the event-loop
thread's CPU time) and inside ``retrieval.service.build_context`` (the traced stages). The difference is
what authentication, dependency injection, the transaction's settings, response validation and
serialisation, the commit and the in-process client cost. CPU time is the number to compare on a busy
machine: wall clock there mostly measures the other jobs.

    python bench/overhead.py --pg-dir /tmp/mc-overhead          # loads 100k facts once, keeps them
    PYTHONPATH=<other checkout>/src python bench/overhead.py --pg-dir /tmp/mc-overhead --no-migrate

(the second line measures another checkout's code on the same data: its migrations may be older).
"""

import argparse
import asyncio
import statistics
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency

import memory_center
from memory_center.config import Settings
from memory_center.db.embedded import start_embedded
from memory_center.db.migrations import migrate
from memory_center.main import create_app
from memory_center.retrieval import service

INSIDE: list[tuple[float, float]] = []


def timed(original: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        cpu, wall = time.thread_time(), time.perf_counter()
        try:
            return await original(*args, **kwargs)
        finally:
            INSIDE.append((time.thread_time() - cpu, time.perf_counter() - wall))

    return wrapper


def database(folder: Path, size: int, run_migrations: bool) -> str:
    url = start_embedded(folder)
    if run_migrations:
        migrate(url)
    dsn = url.replace("postgresql+psycopg://", "postgresql://")
    layout = latency.Layout(size)
    with psycopg.connect(dsn) as conn:
        row = conn.execute(
            "SELECT count(*) FROM memory_fact WHERE tenant_id = %s", (layout.tenant,)
        ).fetchone()
    if row is None or row[0] != size:
        latency.load(dsn, layout, seed=7)
    return url


async def measure(url: str, size: int, requests: int) -> dict[str, list[float]]:
    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test",
        admin_api_key=platform_key,
        redis_url=None,
        sweeper_interval_seconds=0,
        indexer_enabled=False,
    )
    app = create_app(settings, db_url=url)
    layout = latency.Layout(size)
    queries = latency.Queries(layout, int(time.time()))
    found: dict[str, list[float]] = {"wall": [], "cpu": [], "outside_wall": [], "outside_cpu": []}
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=60) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            for n in range(60 + requests):  # 60 to warm up
                INSIDE.clear()
                cpu, wall = time.thread_time(), time.perf_counter()
                response = await client.post("/v1/context", json=queries.next("context"), headers=headers)
                cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
                assert response.status_code == 200, response.text
                if n < 60:
                    continue
                found["wall"].append(wall * 1000)
                found["cpu"].append(cpu * 1000)
                found["outside_wall"].append((wall - INSIDE[0][1]) * 1000)
                found["outside_cpu"].append((cpu - INSIDE[0][0]) * 1000)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", type=int, default=100_000, help="facts in the tenant")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--pg-dir", type=Path, required=True, help="the embedded PostgreSQL's folder (kept)")
    parser.add_argument("--no-migrate", action="store_true", help="use the schema as it is")
    args = parser.parse_args()
    service.build_context = timed(service.build_context)  # type: ignore[assignment]
    url = database(args.pg_dir, args.size, not args.no_migrate)
    found = asyncio.run(measure(url, args.size, args.requests))
    wall = sorted(found["wall"])
    p50, p95 = statistics.median(wall), wall[int(len(wall) * 0.95)]
    cpu, outside_cpu = statistics.median(found["cpu"]), statistics.median(found["outside_cpu"])
    outside_wall = statistics.median(found["outside_wall"])
    print(f"code: {Path(memory_center.__file__).parents[2]}")
    print(
        f"{args.requests} context requests at {args.size:,} facts: wall p50 {p50:.1f} ms, p95 {p95:.1f} ms; "
        f"event-loop CPU median {cpu:.2f} ms; outside build_context: CPU median {outside_cpu:.2f} ms, "
        f"wall median {outside_wall:.2f} ms"
    )


if __name__ == "__main__":
    main()
