"""What the read-replica routing costs (issue 14): the same requests against one service on the primary
alone and one with ``MC_DATABASE_READ_URL`` set, interleaved in one run on one embedded PostgreSQL and
its streaming standby (made as the tests make it: ``tests/scaleout/replication.py``).

Per request the replica service pays a Redis ``GET`` (the tenant's fence) and one short query on the
standby (its replay position) before a read, and one query on the primary plus a Redis ``EVAL`` after
a write. Reported: median milliseconds per call, primary-only vs with replica, and where the replica
service's reads went (``mc_replica_reads_total``).

    python bench/read_replica.py --rounds 200

Both services run in this process (ASGI, no network); embedder and indexer are off (keyword search).
"""

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
from prometheus_client import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests"), str(ROOT / "tests" / "scaleout")]

from replication import streaming_standby  # noqa: E402

from conftest import RedisServer, free_port, start_redis_process  # noqa: E402
from memory_center.config import Settings  # noqa: E402
from memory_center.db.embedded import start_embedded  # noqa: E402
from memory_center.db.migrations import migrate  # noqa: E402
from memory_center.main import create_app  # noqa: E402

ADMIN = "bench-platform-key-" + uuid.uuid4().hex
USER = "u-bench"


@asynccontextmanager
async def service(settings: Settings, url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, db_url=url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=60) as client:
            yield client


async def tenant_headers(client: httpx.AsyncClient) -> dict[str, str]:
    body = {"tenant_id": "t-" + uuid.uuid4().hex[:12], "role": "admin"}
    response = await client.post(
        "/v1/admin/api-keys", json=body, headers={"Authorization": f"Bearer {ADMIN}"}
    )
    response.raise_for_status()
    return {"Authorization": f"Bearer {response.json()['key']}"}


def candidate(number: int) -> dict[str, object]:
    content = f"Project {number} prefers weekly reports on Friday afternoon, item {uuid.uuid4().hex[:6]}."
    return {
        "memory_type": "PREFERENCE",
        "content": content,
        "scope": "USER",
        "user_id": USER,
        "confidence": 0.95,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": "USER_STATED",
            "source_system": "bench",
            "content": content,
            "user_id": USER,
        },
    }


async def timed(call: object) -> float:
    started = time.perf_counter()
    response: httpx.Response = await call  # type: ignore[misc]
    elapsed = (time.perf_counter() - started) * 1000.0
    assert response.status_code in (200, 201), response.text
    return elapsed


async def run(rounds: int, facts: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="mc-bench-replica-"))
    url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    redis_port = free_port()
    redis_server = RedisServer(
        f"redis://127.0.0.1:{redis_port}/0", start_redis_process(redis_port), redis_port
    )
    base = Settings(
        environment="test",
        admin_api_key=ADMIN,
        redis_url=redis_server.url,
        embedding_provider="none",
        indexer_enabled=False,
        sweeper_interval_seconds=0,
    )
    try:
        with streaming_standby(url) as standby:
            with_replica = base.model_copy(update={"database_read_url": standby.url})
            async with service(base, url) as plain, service(with_replica, url) as routed:
                await measure(plain, routed, rounds, facts)
    finally:
        redis_server.stop()


async def measure(plain: httpx.AsyncClient, routed: httpx.AsyncClient, rounds: int, facts: int) -> None:
    clients = {"primary only": plain, "with replica": routed}
    headers = {name: await tenant_headers(client) for name, client in clients.items()}
    for name, client in clients.items():
        for number in range(facts):
            (
                await client.post("/v1/candidates", json=candidate(number), headers=headers[name])
            ).raise_for_status()
    samples: dict[tuple[str, str], list[float]] = {}
    calls = {
        "GET /v1/facts (50)": lambda c, h: c.get(
            "/v1/facts", params={"user_id": USER, "limit": 50}, headers=h
        ),
        "POST /v1/retrieve": lambda c, h: c.post(
            "/v1/retrieve",
            json={"query": f"weekly reports {uuid.uuid4().hex[:4]}", "user_id": USER},
            headers=h,
        ),
        "POST /v1/candidates (write)": lambda c, h: c.post("/v1/candidates", json=candidate(0), headers=h),
    }
    await asyncio.sleep(1.0)  # the standby replays the load
    for call_name, call in calls.items():  # reads first (no write in between), then writes
        for number in range(rounds):
            order = list(clients.items()) if number % 2 == 0 else list(reversed(clients.items()))
            for name, client in order:
                samples.setdefault((call_name, name), []).append(await timed(call(client, headers[name])))
    print(f"{rounds} rounds, {facts} facts per tenant; median ms (ratio with replica / primary only)")
    for call_name in calls:
        alone = statistics.median(samples[(call_name, "primary only")])
        routed_ms = statistics.median(samples[(call_name, "with replica")])
        print(f"  {call_name:30s} {alone:7.2f} {routed_ms:7.2f}  x{routed_ms / alone:.2f}")
    for labels in (("replica", "caught_up"), ("primary", "replica_behind"), ("primary", "replica_down")):
        value = REGISTRY.get_sample_value(
            "mc_replica_reads_total", dict(zip(("database", "reason"), labels, strict=True))
        )
        print(f"  reads {labels[0]}/{labels[1]}: {int(value or 0)}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--facts", type=int, default=200)
    args = parser.parse_args()
    asyncio.run(run(args.rounds, args.facts))


if __name__ == "__main__":
    main()
