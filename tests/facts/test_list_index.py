"""GET /v1/facts?user_id= reads its page from an index in (created_at, id) order, from the page's
position on: no sort of all the user's facts, however deep the page. The plan is asked with sorting
disabled, so it holds a Sort node exactly when no index gives the order."""

import uuid
from datetime import UTC, datetime
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine

from memory_center.facts import repository
from memory_center.facts.repository import FactFilter
from memory_center.kit.keyset import Keyset


async def _plan(database_url: str, after: Keyset | None) -> str:
    engine = create_async_engine(database_url)
    statements: list[tuple[str, Any]] = []

    def capture(*args: Any) -> None:
        statements.append((args[2], args[3]))  # (conn, cursor, statement, parameters, ...)

    try:
        async with AsyncSession(engine) as session:
            await session.execute(sa.text("SET LOCAL enable_sort = off"))
            sa.event.listen(engine.sync_engine, "before_cursor_execute", capture)
            try:
                await repository.list_facts(
                    session, "t-plan", FactFilter(user_id="u-1"), now=datetime.now(UTC), as_of=None,
                    limit=50, after=after,
                )  # fmt: skip
            finally:
                sa.event.remove(engine.sync_engine, "before_cursor_execute", capture)
            statement, parameters = statements[-1]
            connection = await session.connection()
            plan = await connection.exec_driver_sql("EXPLAIN (COSTS OFF) " + statement, parameters)
            return "\n".join(str(row[0]) for row in plan)
    finally:
        await engine.dispose()


@pytest.mark.parametrize("after", [None, Keyset(datetime(2026, 1, 1, tzinfo=UTC), uuid.uuid4())])
async def test_a_users_fact_page_comes_in_order_from_an_index(
    database_url: str, after: Keyset | None
) -> None:
    plan = await _plan(database_url, after)
    assert "Sort" not in plan, plan
    assert "ix_memory_fact_user_created" in plan, plan
    if after is not None:  # the position starts the index scan, it does not filter a scan from the start
        index_condition = next(line for line in plan.splitlines() if "Index Cond" in line)
        assert "ROW(created_at, id) >" in index_condition, plan
