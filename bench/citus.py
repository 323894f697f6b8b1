"""The service on the local Citus cluster vs on one PostgreSQL primary, same machine, same binaries
(docs/scaling.md §4): ingest throughput and ``/v1/context`` latency.

Needs the cluster and the plain server of ``scripts/citus-cluster`` (``build``, ``start``,
``single-start``). Each target gets one ``memory-center serve`` process (one uvicorn worker, the
in-process indexer on) and a Redis of its own. Both run at once and the workload is interleaved: in
each of ``--rounds`` rounds, a slice of the work runs against one target, then the same slice against
the other (the order alternates), so that the machine's load falls on both alike:

1. ingest: ``--tenants`` tenants × ``--events`` message events (extraction on), ``--clients`` at a
   time; events/s over the time spent on each target, and per-request p50/p95;
2. the index drains (time until every tenant's queue is empty; both targets drain at once);
3. context: ``--contexts`` ``POST /v1/context`` requests per target, each with a query of its own
   (no read-cache hit), ``--clients`` at a time, tenants in turn; p50/p95.

    python bench/citus.py --tenants 6 --events 20 --contexts 120 --clients 4 --rounds 6

Timings on a shared machine are noisy: compare the two columns of one run, not runs.
"""

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
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
Job = tuple[dict[str, str], int]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Target:
    """One service (and its Redis) on one database, with its tenants and what was measured."""

    def __init__(self, name: str, url: str) -> None:
        self.name = name
        self.redis_port = free_port()
        self.redis = start_redis_process(self.redis_port)
        settings = {
            "MC_REDIS_URL": f"redis://127.0.0.1:{self.redis_port}/0",
            "MC_SWEEPER_INTERVAL_SECONDS": "0",
            "MC_ENVIRONMENT": "test",
        }
        self.service = Service(url, free_port(), ADMIN, settings)
        self.keys: list[dict[str, str]] = []
        self.ingest: list[float] = []
        self.ingest_seconds = 0.0
        self.context: list[float] = []
        self.drain = 0.0

    async def open(self, stack: AsyncExitStack, tenants: int) -> httpx.AsyncClient:
        self.service.start()
        stack.callback(self.close)
        await self.service.wait_ready(300)
        client = await stack.enter_async_context(httpx.AsyncClient(base_url=self.service.base, timeout=120))
        platform = {"Authorization": f"Bearer {ADMIN}"}
        for _ in range(tenants):
            body = {"tenant_id": "bench-" + uuid.uuid4().hex[:10], "role": "admin"}
            created = await client.post("/v1/admin/api-keys", json=body, headers=platform)
            created.raise_for_status()
            self.keys.append({"Authorization": f"Bearer {created.json()['key']}"})
        return client

    def close(self) -> None:
        self.service.stop()
        self.redis.terminate()
        self.redis.wait(10)


async def post_event(client: httpx.AsyncClient, target: Target, headers: dict[str, str], n: int) -> None:
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
    target.ingest.append(time.perf_counter() - started)
    assert response.status_code == 201, response.text


async def ask(client: httpx.AsyncClient, target: Target, headers: dict[str, str], n: int) -> None:
    body = {"query": QUERIES[n % len(QUERIES)].format(n=n), "user_id": "u-bench", "token_budget": 400}
    started = time.perf_counter()
    response = await client.post("/v1/context", json=body, headers=headers)
    target.context.append(time.perf_counter() - started)
    assert response.status_code == 200, response.text


async def in_parallel(
    jobs: list[Job], call: Callable[[dict[str, str], int], Awaitable[None]], clients: int
) -> float:
    queue: asyncio.Queue[Job] = asyncio.Queue()
    for job in jobs:
        queue.put_nowait(job)

    async def worker() -> None:
        while not queue.empty():
            headers, n = queue.get_nowait()
            await call(headers, n)

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(clients)))
    return time.perf_counter() - started


async def drained(client: httpx.AsyncClient, target: Target) -> None:
    started = time.perf_counter()
    for headers in target.keys:
        for _ in range(3000):  # up to ten minutes
            if not (await client.get("/v1/index/status", headers=headers)).json()["pending"]:
                break
            await asyncio.sleep(0.2)
    target.drain = time.perf_counter() - started


async def compare(targets: list[Target], args: argparse.Namespace) -> None:
    async with AsyncExitStack() as stack:
        clients = [await target.open(stack, args.tenants) for target in targets]
        pairs = list(zip(targets, clients, strict=True))
        numbers = list(range(args.events * args.tenants))
        for round_number in range(args.rounds):
            for target, client in pairs if round_number % 2 == 0 else pairs[::-1]:
                mine = numbers[round_number :: args.rounds]
                jobs = [(target.keys[n % args.tenants], n) for n in mine]

                async def call(
                    headers: dict[str, str], n: int, t: Target = target, c: httpx.AsyncClient = client
                ) -> None:
                    await post_event(c, t, headers, n)

                target.ingest_seconds += await in_parallel(jobs, call, args.clients)
        await asyncio.gather(*(drained(client, target) for target, client in pairs))
        questions = list(range(args.contexts))
        for round_number in range(args.rounds):
            for target, client in pairs if round_number % 2 == 0 else pairs[::-1]:
                jobs = [(target.keys[n % args.tenants], n) for n in questions[round_number :: args.rounds]]

                async def question(
                    headers: dict[str, str], n: int, t: Target = target, c: httpx.AsyncClient = client
                ) -> None:
                    await ask(c, t, headers, n)

                await in_parallel(jobs, question, args.clients)


def report(targets: list[Target]) -> None:
    rows = {
        "ingest, events/s": lambda t: len(t.ingest) / t.ingest_seconds,
        "ingest p50, ms": lambda t: 1000 * statistics.median(t.ingest),
        "ingest p95, ms": lambda t: 1000 * percentile(t.ingest, 0.95),
        "index drained after ingest, s": lambda t: t.drain,
        "context p50, ms": lambda t: 1000 * statistics.median(t.context),
        "context p95, ms": lambda t: 1000 * percentile(t.context, 0.95),
    }
    print(f"| measure | {' | '.join(t.name for t in targets)} |")
    print(f"|---|{'---|' * len(targets)}")
    for label, value in rows.items():
        print(f"| {label} | {' | '.join(f'{value(t):.1f}' for t in targets)} |")


def cluster(command: str) -> str:
    return subprocess.run([str(SCRIPT), command], check=True, capture_output=True, text=True).stdout.strip()


async def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("--tenants", type=int, default=6)
    parser.add_argument("--events", type=int, default=20, help="events per tenant")
    parser.add_argument("--contexts", type=int, default=120, help="context requests per target")
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    targets = [
        Target("one primary (PG 15)", cluster("single-start")),
        Target("Citus, coordinator + 2 workers", cluster("url")),
    ]
    await compare(targets, args)
    report(targets)


if __name__ == "__main__":
    asyncio.run(main())
