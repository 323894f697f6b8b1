"""How many tenant-binding proof checks (migration 0016) the service makes, and PostgreSQL's time in
them, per ingested event (single and batched) and per ``/v1/context`` request.

Runs the app in this process (``httpx.ASGITransport``) against ``DATABASE_URL`` — a superuser's or the
owner's URL of a scratch database with pgvector; the sessions switch to ``memory_center_app`` per
transaction as always — after ``ALTER DATABASE … SET track_functions = 'pl'``, and reads
``pg_stat_user_functions`` before and after each phase. Counts do not depend on the machine's load;
times do.

    python bench/binding_checks.py 'postgresql://postgres:@/probe?host=/tmp/pg' 200
"""

import asyncio
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from factories import message
from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url
from memory_center.db.migrations import migrate
from memory_center.main import create_app

TEXTS = ["I prefer aisle seats", "我对花生过敏", "My budget is 2000 euros", "hello there", "I live in Lisbon"]
STATS = sa.text(
    "SELECT funcname, calls, self_time FROM pg_stat_user_functions WHERE funcname LIKE 'memory_center_bound%'"
)


def _stats(engine: sa.Engine) -> dict[str, tuple[int, float]]:
    with engine.connect() as connection:
        connection.execute(sa.text("SELECT pg_stat_clear_snapshot()"))
        return {row.funcname: (row.calls, row.self_time) for row in connection.execute(STATS)}


def _report(label: str, count: int, before: dict[str, Any], after: dict[str, Any], cpu: float) -> None:
    checks = sum(after[name][0] - before.get(name, (0, 0.0))[0] for name in after) / count
    spent = sum(after[name][1] - before.get(name, (0, 0.0))[1] for name in after) / count
    print(f"{label}: {checks:.2f} checks, {spent:.3f} ms in them, service CPU {cpu / count * 1000:.1f} ms")


async def main(url: str, count: int) -> None:
    migrate(url)
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    database = sa.make_url(url).database
    with admin.connect() as connection:
        connection.execute(sa.text(f"ALTER DATABASE \"{database}\" SET track_functions = 'pl'"))
    platform = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=platform, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=False, retrieval_access_flush_seconds=1e6,
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": "probe-" + uuid.uuid4().hex[:6], "role": "agent"},
                headers={"Authorization": f"Bearer {platform}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            for i in range(20):  # warm-up
                await client.post(
                    "/v1/events", json=message(TEXTS[i % 5], user_id=f"u{i % 5}"), headers=headers
                )

            async def phase(label: str, requests: int, per_request: int, send: Any) -> None:
                await asyncio.sleep(1)  # the statistics are flushed at the end of transactions, lazily
                before, cpu = _stats(admin), time.process_time()
                for i in range(requests):
                    response = await send(i)
                    assert response.status_code in (200, 201), response.text
                await asyncio.sleep(1)
                _report(label, requests * per_request, before, _stats(admin), time.process_time() - cpu)

            await phase(
                "single event",
                count,
                1,
                lambda i: client.post(
                    "/v1/events", json=message(f"{TEXTS[i % 5]} {i}", user_id=f"u{i % 50}"), headers=headers
                ),
            )
            await phase(
                "batched event",
                4,
                100,
                lambda b: client.post(
                    "/v1/events/batch",
                    json={
                        "events": [
                            message(f"{TEXTS[i % 5]} b{b} {i}", user_id=f"u{i % 50}") for i in range(100)
                        ]
                    },
                    headers=headers,
                ),
            )
            await phase(
                "context request",
                count // 2,
                1,
                lambda i: client.post(
                    "/v1/context",
                    json={"user_id": f"u{i % 50}", "query": "seats and allergies"},
                    headers=headers,
                ),
            )


if __name__ == "__main__":
    asyncio.run(main(sqlalchemy_url(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 200))
