"""The service on the local Citus cluster vs on one PostgreSQL primary, same machine, same binaries
(docs/scaling.md §4): ingest throughput and ``/v1/context`` latency.

Needs the cluster and the plain server of ``scripts/citus-cluster`` (``build``, ``start``,
``single-start``). Each target gets one ``memory-center serve`` process (one uvicorn worker, the
in-process indexer on) and a Redis of its own; the same workload runs against each in turn:

1. ingest: ``--tenants`` tenants × ``--events`` message events (extraction on), ``--clients`` at a
   time; events/s over the wall time, and per-request p50/p95;
2. the index drains (time until every tenant's queue is empty);
3. context: ``--contexts`` ``POST /v1/context`` requests, each with a query of its own (no read-cache
   hit), ``--clients`` at a time, tenants in turn; p50/p95.

    python bench/citus.py --tenants 8 --events 40 --contexts 200 --clients 4

Timings on a shared machine are noisy: compare the two columns of one run, not runs.
"""

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests"), str(ROOT / "bench")]

from support import Service, free_port  # noqa: E402

from conftest import start_redis_process  # noqa: E402

ADMIN = "bench-platform-key-" + uuid.uuid4().hex
SCRIPT = ROOT / "scripts" / "citus-cluster"
TEXTS = [
    "I prefer window seats on long flights, number {n}.",
    "我对花生过敏，第{n}次提醒：不要点含花生的菜。",
    "Please send invoice {n} as a PDF.",
    "我住在里斯本，门牌号是{n}。",
]
QUERIES = ["what should I avoid eating {n}", "座位偏好 {n}", "where do I live {n}", "invoice format {n}"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def run_target(name: str, url: str, args: argparse.Namespace) -> dict[str, float]:
    redis_port = free_port()
    redis = start_redis_process(redis_port)
    settings = {
        "MC_REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
        "MC_SWEEPER_INTERVAL_SECONDS": "0",
        "MC_ENVIRONMENT": "test",
    }
    service = Service(url, free_port(), ADMIN, settings)
    service.start()
    try:
        await service.wait_ready(300)
        async with httpx.AsyncClient(base_url=service.base, timeout=120) as client:
            return await workload(client, args)
    finally:
        service.stop()
        redis.terminate()
        redis.wait(10)


async def workload(client: httpx.AsyncClient, args: argparse.Namespace) -> dict[str, float]:
    keys = []
    for _ in range(args.tenants):
        tenant = "bench-" + uuid.uuid4().hex[:10]
        body = {"tenant_id": tenant, "role": "admin"}
        platform = {"Authorization": f"Bearer {ADMIN}"}
        created = await client.post("/v1/admin/api-keys", json=body, headers=platform)
        created.raise_for_status()
        keys.append({"Authorization": f"Bearer {created.json()['key']}"})

    jobs = [(keys[t], n) for n in range(args.events) for t in range(args.tenants)]
    ingest: list[float] = []

    async def post_event(headers: dict[str, str], n: int) -> None:
        event = {
            "actor_type": "USER",
            "actor_id": "u-bench",
            "user_id": "u-bench",
            "event_type": "message",
            "source": "bench",
            "payload": {"role": "user", "text": TEXTS[n % len(TEXTS)].format(n=n)},
            "idempotency_key": uuid.uuid4().hex,
        }
        started = time.perf_counter()
        response = await client.post("/v1/events", json=event, headers=headers)
        ingest.append(time.perf_counter() - started)
        assert response.status_code == 201, response.text

    ingest_wall = await in_parallel(jobs, post_event, args.clients)

    started = time.perf_counter()
    for headers in keys:
        for _ in range(3000):  # up to ten minutes
            if not (await client.get("/v1/index/status", headers=headers)).json()["pending"]:
                break
            await asyncio.sleep(0.2)
    drain = time.perf_counter() - started

    context: list[float] = []

    async def ask(headers: dict[str, str], n: int) -> None:
        body = {"query": QUERIES[n % len(QUERIES)].format(n=n), "user_id": "u-bench", "token_budget": 400}
        started = time.perf_counter()
        response = await client.post("/v1/context", json=body, headers=headers)
        context.append(time.perf_counter() - started)
        assert response.status_code == 200, response.text

    asks = [(keys[n % args.tenants], n) for n in range(args.contexts)]
    await in_parallel(asks, ask, args.clients)
    return {
        "events_per_s": len(jobs) / ingest_wall,
        "ingest_p50_ms": 1000 * statistics.median(ingest),
        "ingest_p95_ms": 1000 * percentile(ingest, 0.95),
        "drain_s": drain,
        "context_p50_ms": 1000 * statistics.median(context),
        "context_p95_ms": 1000 * percentile(context, 0.95),
    }


async def in_parallel(jobs: list[tuple[dict[str, str], int]], call: object, clients: int) -> float:
    queue: asyncio.Queue[tuple[dict[str, str], int]] = asyncio.Queue()
    for job in jobs:
        queue.put_nowait(job)

    async def worker() -> None:
        while not queue.empty():
            headers, n = queue.get_nowait()
            await call(headers, n)  # type: ignore[operator]

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(clients)))
    return time.perf_counter() - started


def cluster(command: str) -> str:
    return subprocess.run([str(SCRIPT), command], check=True, capture_output=True, text=True).stdout.strip()


async def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("--tenants", type=int, default=8)
    parser.add_argument("--events", type=int, default=40, help="events per tenant")
    parser.add_argument("--contexts", type=int, default=200)
    parser.add_argument("--clients", type=int, default=4)
    args = parser.parse_args()
    targets = {
        "one primary (PG 15)": cluster("single-start"),
        "Citus, 1 coordinator + 2 workers": cluster("url"),
    }
    results = {name: await run_target(name, url, args) for name, url in targets.items()}
    names = list(results)
    print(f"| measure | {' | '.join(names)} |")
    print(f"|---|{'---|' * len(names)}")
    for measure in results[names[0]]:
        print(f"| {measure} | {' | '.join(f'{results[name][measure]:.1f}' for name in names)} |")


if __name__ == "__main__":
    asyncio.run(main())
