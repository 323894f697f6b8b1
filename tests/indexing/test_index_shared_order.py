"""A batch of several tenants' vectors takes their shared-generation rows in the tenants' order.

Storing a shared fact's vector moves its tenant's row of ``memory_shared_generation`` (migration 0018's
trigger), and that row stays locked until the indexer's transaction ends. Two indexers that stored
batches of the same tenants in different orders took those locks crosswise and deadlocked (CI, session
20, two app instances on one database); ``indexing.repository.store`` now writes a batch tenant by
tenant in sorted order, so one indexer waits for the other instead. Here another transaction holds the
later tenant's row: the store must already hold the earlier tenant's row while it waits for it,
whatever order the batch came in."""

import asyncio
import uuid

import sqlalchemy as sa
from psycopg.errors import LockNotAvailable
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conftest import Tenant
from indexing.test_index_queue import runtime_of
from memory_center.db.tenancy import maintenance_session
from memory_center.enums import EmbeddingTarget, Scope
from memory_center.indexing import repository
from memory_center.indexing.repository import Claimed
from retrieval.memory_factory import add_fact

_BUMP = sa.text(
    "INSERT INTO memory_shared_generation (tenant_id, generation) "
    "VALUES (:t, nextval('memory_shared_generation_seq')) "
    "ON CONFLICT (tenant_id) DO UPDATE SET generation = EXCLUDED.generation"
)
_TRY_LOCK = sa.text("SELECT tenant_id FROM memory_shared_generation WHERE tenant_id = :t FOR UPDATE NOWAIT")


async def _queued(tenant: Tenant, fact_id: uuid.UUID) -> Claimed:
    async with maintenance_session(runtime_of(tenant).session_factory) as session:
        row = (
            await session.execute(
                sa.text(
                    "SELECT tenant_id, id, target_kind, target_id, attempts FROM memory_embedding "
                    "WHERE tenant_id = :t AND target_id = :f AND status = 'PENDING' LIMIT 1"
                ),
                {"t": tenant.id, "f": fact_id},
            )
        ).one()
    return Claimed(row.tenant_id, row.id, EmbeddingTarget(row.target_kind), row.target_id, row.attempts)


async def _held_by_another(factory: async_sessionmaker[AsyncSession], tenant_id: str) -> bool:
    """Whether another transaction holds the tenant's generation row (a NOWAIT lock fails)."""
    async with maintenance_session(factory) as probe:
        try:
            await probe.execute(_TRY_LOCK, {"t": tenant_id})
        except sa.exc.OperationalError as error:
            if isinstance(error.orig, LockNotAvailable):
                return True
            raise
        finally:
            await probe.rollback()
    return False


async def test_a_batch_takes_the_tenants_generation_rows_in_their_order(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    factory = runtime_of(tenant).session_factory
    first, later = sorted((tenant, other_tenant), key=lambda one: one.id)
    items = {}
    for one in (later, first):  # the later tenant's rows first in the table and in the batch
        fact = await add_fact(one, f"Expense reports of {one.id} are due on the fifth", scope=Scope.TENANT)
        items[one.id] = await _queued(one, fact)
    async with maintenance_session(factory) as setup:  # both rows exist, committed, unlocked
        for one in (first, later):
            await setup.execute(_BUMP, {"t": one.id})
        await setup.commit()

    vector = [0.5] * 8
    async with maintenance_session(factory) as holder:
        await holder.execute(_BUMP, {"t": later.id})  # holds the later tenant's row

        async def store() -> None:
            async with maintenance_session(factory) as session:
                batch = [(items[later.id], "later", vector), (items[first.id], "first", vector)]
                await repository.store(session, batch, 8)
                await session.commit()

        stored = asyncio.create_task(store())
        try:
            for _ in range(300):  # the store bumps the earlier tenant, then waits for the holder
                if await _held_by_another(factory, first.id):
                    break
                assert not stored.done(), "the store ended while the later tenant's row was held"
                await asyncio.sleep(0.1)
            else:
                raise AssertionError("the store waits without holding the earlier tenant's row")
        finally:
            await holder.rollback()
        await asyncio.wait_for(stored, timeout=60)

    async with maintenance_session(factory) as session:
        statuses = (
            await session.execute(
                sa.text("SELECT status FROM memory_embedding WHERE id = ANY(:ids)"),
                {"ids": [item.id for item in items.values()]},
            )
        ).scalars()
        assert sorted(statuses) == ["DONE", "DONE"]
