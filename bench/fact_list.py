"""GET /v1/facts?user_id= at depth: PostgreSQL's execution time of the list statement (the repository's
own), with the index the list had before migration 0015_kit and with the one it has now, in one run.

Seeds one user with ``--facts`` facts (80 % ACTIVE) in an embedded PostgreSQL, then times the first
page and a page half-way down, each index in turn (the other dropped inside a transaction that is
rolled back), rounds alternating. Server-side timings (EXPLAIN ANALYZE), so a loaded machine blurs
them less than wall clock.

    python bench/fact_list.py --facts 100000 --rounds 15
"""

import argparse
import asyncio
import statistics
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, create_async_engine

from memory_center.db.embedded import start_embedded
from memory_center.db.migrations import migrate
from memory_center.facts import repository
from memory_center.facts.repository import FactFilter
from memory_center.kit.keyset import Keyset

SEED = """
INSERT INTO memory_fact (tenant_id, id, chain_id, owner_type, owner_id, user_id, scope, memory_type,
    content, status, source_type, confidence, valid_from, created_at, updated_at)
SELECT 't1', gen_random_uuid(), gen_random_uuid(), 'USER', 'u-1', 'u-1', 'USER', 'PREFERENCE',
    'fact ' || g, CASE WHEN g % 5 = 0 THEN 'SUPERSEDED' ELSE 'ACTIVE' END, 'USER_STATED', 0.9,
    now() - interval '400 days', now() - (g || ' seconds')::interval, now()
FROM generate_series(1, :facts) AS g
"""
BEFORE = "ix_memory_fact_tenant_user"  # (tenant_id, user_id, status): the index before 0015_kit
AFTER = "ix_memory_fact_user_created"  # (tenant_id, user_id, created_at, id)


async def statement_of(engine: AsyncEngine, after: Keyset | None) -> tuple[str, Any]:
    captured: list[tuple[str, Any]] = []

    def capture(*args: Any) -> None:
        captured.append((args[2], args[3]))

    sa.event.listen(engine.sync_engine, "before_cursor_execute", capture)
    async with AsyncSession(engine) as session:
        where = FactFilter(user_id="u-1")
        now = datetime.now(UTC)
        await repository.list_facts(session, "t1", where, now=now, as_of=None, limit=50, after=after)
    sa.event.remove(engine.sync_engine, "before_cursor_execute", capture)
    return captured[-1]


async def execution_ms(engine: AsyncEngine, drop: str, statement: tuple[str, Any]) -> float:
    async with engine.connect() as conn:
        transaction = await conn.begin()
        await conn.exec_driver_sql(f"DROP INDEX {drop}")
        result = await conn.exec_driver_sql("EXPLAIN (ANALYZE, FORMAT JSON) " + statement[0], statement[1])
        plan = result.scalar_one()
        await transaction.rollback()
    return float(plan[0]["Execution Time"])


async def main(facts: int, rounds: int) -> None:
    url = start_embedded(Path(tempfile.mkdtemp(prefix="mc-bench-list-")) / "data", delete_on_exit=True)
    migrate(url)
    engine = create_async_engine(url)
    async with engine.begin() as conn:
        await conn.execute(sa.text(SEED), {"facts": facts})
        await conn.exec_driver_sql(f"CREATE INDEX {BEFORE} ON memory_fact (tenant_id, user_id, status)")
        await conn.exec_driver_sql("ANALYZE memory_fact")
        middle = (
            await conn.execute(
                sa.text("SELECT created_at, id FROM memory_fact ORDER BY created_at, id OFFSET :n LIMIT 1"),
                {"n": facts // 2},
            )
        ).one()
    pages = {"first page": None, "middle page": Keyset(middle[0], middle[1])}
    for name, after in pages.items():
        statement = await statement_of(engine, after)
        times: dict[str, list[float]] = {"before": [], "after": []}
        for _ in range(rounds):
            times["before"].append(await execution_ms(engine, AFTER, statement))
            times["after"].append(await execution_ms(engine, BEFORE, statement))
        before, after_ms = statistics.median(times["before"]), statistics.median(times["after"])
        ratio = before / after_ms
        print(f"{name}: before {before:.2f} ms, after {after_ms:.2f} ms (median of {rounds}; ×{ratio:.0f})")
    await engine.dispose()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=15)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.facts, arguments.rounds))
