"""Only current memories are returned: superseded, invalidated, expired and deleted facts never appear;
``as_of`` returns the revision valid then."""

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

from memory_factory import add_fact, context, ids_of, index_everything, remember, retrieve

from conftest import Tenant
from memory_center.db.base import utcnow
from memory_center.enums import FactStatus, MemoryType, Scope

QUERY = "which hotel does the user prefer?"


async def everything(tenant: Tenant, **body: object) -> set[str]:
    found = set(ids_of(await retrieve(tenant, query=QUERY, user_id="u1", **body)))
    found |= set(ids_of(await retrieve(tenant, user_id="u1", k=50, **body)))
    sections = (await context(tenant, query=QUERY, user_id="u1", **body))["sections"]
    found |= {item["id"] for name in ("constraints", "preferences", "facts") for item in sections[name]}
    return found


async def test_non_current_facts_never_appear(tenant: Tenant) -> None:
    now = utcnow()
    current = await add_fact(tenant, "The user prefers the Hilton hotel", user_id="u1")
    hidden = [
        await add_fact(tenant, "The user prefers the Hyatt hotel", user_id="u1", status=status)
        for status in (FactStatus.SUPERSEDED, FactStatus.INVALIDATED, FactStatus.EXPIRED)
    ]
    hidden.append(
        await add_fact(
            tenant, "The user prefers the Marriott hotel", user_id="u1", valid_until=now - timedelta(1)
        )
    )
    hidden.append(
        await add_fact(
            tenant, "The user prefers the Ritz hotel", user_id="u1", valid_from=now + timedelta(days=1)
        )
    )
    await index_everything(tenant)

    found = await everything(tenant)

    assert str(current) in found
    assert not found & {str(h) for h in hidden}


async def test_as_of_returns_the_revision_valid_then(tenant: Tenant) -> None:
    chain = uuid.uuid4()
    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    t1 = datetime(2025, 6, 1, tzinfo=UTC)
    old = await add_fact(
        tenant,
        "The user prefers the Hyatt hotel",
        user_id="u1",
        subject="hotel",
        predicate="preferred",
        status=FactStatus.SUPERSEDED,
        valid_from=t0,
        valid_until=t1,
        status_changed_at=t1,
        chain_id=chain,
    )
    new = await add_fact(
        tenant,
        "The user prefers the Hilton hotel",
        user_id="u1",
        subject="hotel",
        predicate="preferred",
        valid_from=t1,
        chain_id=chain,
        revision=2,
    )
    withdrawn = await add_fact(
        tenant,
        "The user prefers hotels near the airport",
        user_id="u1",
        status=FactStatus.INVALIDATED,
        valid_from=t0,
        status_changed_at=datetime(2025, 9, 1, tzinfo=UTC),
    )
    await index_everything(tenant)

    then = await everything(tenant, as_of="2025-03-01T00:00:00Z")
    assert str(old) in then and str(new) not in then and str(withdrawn) in then
    later = await everything(tenant, as_of="2025-07-01T00:00:00+00:00")
    assert str(new) in later and str(old) not in later and str(withdrawn) in later
    now = await everything(tenant)
    assert str(new) in now and str(old) not in now and str(withdrawn) not in now
    before = await everything(tenant, as_of="2024-01-01T00:00:00Z")
    assert not before & {str(old), str(new), str(withdrawn)}


async def test_corrections_invalidation_and_deletion_through_the_api(tenant: Tenant) -> None:
    fact_id = await remember(
        tenant,
        "The user prefers the Hyatt hotel",
        user_id="u1",
        memory_type="PREFERENCE",
        subject="hotel",
        predicate="preferred",
        object_value="Hyatt",
    )
    await index_everything(tenant)
    assert fact_id in await everything(tenant)  # and now cached in Redis
    before_patch = utcnow()
    await asyncio.sleep(0.01)

    patched = await tenant.patch(
        f"/v1/facts/{fact_id}",
        "reviewer",
        json={"content": "The user prefers the Hilton hotel", "object_value": "Hilton", "reason": "moved"},
    )
    assert patched.status_code == 200, patched.text
    new_id = patched.json()["id"]
    await index_everything(tenant)
    found = await everything(tenant)
    assert new_id in found and fact_id not in found
    assert fact_id in await everything(tenant, as_of=before_patch.isoformat())

    invalidated = await tenant.post(f"/v1/facts/{new_id}/invalidate", "reviewer", json={"reason": "wrong"})
    assert invalidated.status_code == 200, invalidated.text
    assert new_id not in await everything(tenant)

    other = await remember(tenant, "The user prefers quiet hotel rooms", user_id="u1")
    await index_everything(tenant)
    assert other in await everything(tenant)
    deleted = await tenant.delete(f"/v1/facts/{other}", "reviewer")
    assert deleted.status_code == 204, deleted.text
    assert other not in await everything(tenant)
    assert other not in await everything(tenant, as_of=utcnow().isoformat())


async def test_expiry_is_checked_at_read_time_even_from_the_cache(tenant: Tenant) -> None:
    soon = utcnow() + timedelta(seconds=2)
    fact_id = await add_fact(
        tenant,
        "Budget for today only is 300",
        user_id="u1",
        memory_type=MemoryType.CONSTRAINT,
        scope=Scope.USER,
        valid_until=soon,
    )
    assert str(fact_id) in ids_of(await retrieve(tenant, user_id="u1"))
    await asyncio.sleep(max(0.0, (soon - utcnow()).total_seconds()) + 0.1)
    assert str(fact_id) not in ids_of(await retrieve(tenant, user_id="u1"))
