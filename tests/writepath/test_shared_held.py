"""One read of the user's held memories for all the readers of a message (``writepath.held_repository``,
``shared_held``: docs/benchmarks.md, "Session 17, write-path cost"): inside the scope a second read
returns what the first read; ``forget_held`` (the batch's governance of what the user said before)
makes the next read see what was written; outside the scope every read is fresh."""

import pytest
import sqlalchemy as sa

from conftest import Tenant
from factories import message
from facts.flows import list_facts, say
from memory_center.db.tenancy import tenant_session
from memory_center.runtime import Runtime
from memory_center.writepath.held_repository import (
    forget_held,
    held_keyed_memories,
    held_keyed_statements,
    shared_held,
)

_END = sa.text("UPDATE memory_fact SET status = 'INVALIDATED' WHERE tenant_id = :tenant AND owner_id = :user")


def runtime_of(tenant: Tenant) -> Runtime:
    runtime: Runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


async def test_a_read_inside_the_scope_is_shared_until_forgotten(tenant: Tenant) -> None:
    await say(tenant, "I live in Leeds.", user_id="u-held")
    await say(tenant, "I love olives.", user_id="u-held")
    async with tenant_session(runtime_of(tenant).session_factory, tenant.id) as session:
        with shared_held(session):
            first = await held_keyed_statements(session, tenant.id, "u-held", 200)
            assert {row[1] for row in first} >= {"residence"}, first
            await session.execute(_END, {"tenant": tenant.id, "user": "u-held"})
            # the same rows, in each reader's own shape, with no second statement
            assert await held_keyed_statements(session, tenant.id, "u-held", 200) == first
            assert await held_keyed_memories(session, tenant.id, "u-held", 200) == [row[:4] for row in first]
            assert await held_keyed_memories(session, tenant.id, "u-other", 200) == []  # another user: read
            forget_held(session)
            assert await held_keyed_statements(session, tenant.id, "u-held", 200) == []
        await session.rollback()
        assert await held_keyed_statements(session, tenant.id, "u-held", 200) == first  # no scope: fresh


async def test_a_shared_list_is_the_callers_own(tenant: Tenant) -> None:
    await say(tenant, "I live in Leeds.", user_id="u-own")
    async with tenant_session(runtime_of(tenant).session_factory, tenant.id) as session:
        with shared_held(session):
            first = await held_keyed_memories(session, tenant.id, "u-own", 200)
            first.clear()
            assert await held_keyed_memories(session, tenant.id, "u-own", 200)


@pytest.mark.parametrize(
    "second",
    [
        "I can't stand olives anymore, and I live in Leeds.",
        "I can't stand olives anymore. Switched to Monzo last week.",
        "can you leave the olives out? can't stand the stuff anymore, my Capgemini laptop is a pain",
    ],
)
async def test_a_turn_later_in_a_batch_reads_what_the_batch_said_before(tenant: Tenant, second: str) -> None:
    """A message naming a value of a known kind and turning a liking the batch stated before: its turn
    governs the earlier message first and reads the held memories after it (``forget_held``)."""
    events = [
        message("I love olives.", user_id="u-batch", session_id="s-1", idempotency_key="h-1"),
        message(
            second,
            user_id="u-batch",
            session_id="s-1",
            idempotency_key="h-2",
        ),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    facts = await list_facts(tenant, user_id="u-batch")
    stances = {(f["subject"], f["object_value"]) for f in facts if f["predicate"] == "preference"}
    assert ("olives", "like") not in stances, facts
