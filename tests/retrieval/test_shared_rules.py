"""The standing rules a tenant's viewers share, held by the process (retrieval/shared_rules.py), against
the one statement of repository.standing_rules on the same rows — same rules, same order, same count —
and the generation that makes a rule added, ended or deleted by any connection or process seen by the
next request, without ever serving one tenant's rules to another."""

import random
import uuid
from contextlib import AsyncExitStack
from datetime import UTC, datetime, timedelta

import httpx
import pytest
import sqlalchemy as sa

from conftest import Tenant, make_tenant
from memory_center.config import Settings
from memory_center.db.tenancy import tenant_session
from memory_center.enums import FactStatus, MemoryType, Scope
from memory_center.main import create_app
from memory_center.models import Fact
from memory_center.retrieval import repository, shared_rules
from memory_center.retrieval.records import FactRecord
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.scope import Viewer
from memory_center.retrieval.service import read_path
from memory_center.retrieval.shared_rules import SharedRules
from retrieval.memory_factory import add_fact, context, runtime_of

USERS = ("u1", "u2", "u3")
DEPARTMENTS = ("d1", "d2")
Both = tuple[tuple[list[FactRecord], int], tuple[list[FactRecord], int] | None]


async def _fill(tenant: Tenant, rng: random.Random, count: int) -> list[uuid.UUID]:
    """Facts of every scope, most of them rules, of every status and validity; few importances and
    instants, so that the order's ties are broken by the later keys."""
    now = datetime.now(UTC)
    instants = [now - timedelta(days=30), now - timedelta(days=2), now - timedelta(days=2)]
    shared: list[uuid.UUID] = []
    for number in range(count):
        scope = rng.choice(
            [Scope.TENANT, Scope.TENANT, Scope.DEPARTMENT, Scope.USER, Scope.AGENT, Scope.TASK]
        )
        fact_id = await add_fact(
            tenant,
            f"rule {number}",
            scope=scope,
            memory_type=MemoryType.CONSTRAINT if rng.random() < 0.8 else MemoryType.PREFERENCE,
            user_id=rng.choice(USERS) if scope in (Scope.USER, Scope.AGENT, Scope.TASK) else None,
            department_id=rng.choice(DEPARTMENTS) if scope is Scope.DEPARTMENT else None,
            agent_id="agent-1" if scope is Scope.AGENT else None,
            task_id="task-1" if scope is Scope.TASK else None,
            status=FactStatus.INVALIDATED if rng.random() < 0.1 else FactStatus.ACTIVE,
            importance=rng.choice([0.3, 0.5, 0.5, 0.9]),
            valid_from=now + timedelta(days=3) if rng.random() < 0.08 else rng.choice(instants),
            valid_until=now - timedelta(days=1) if rng.random() < 0.08 else None,
            index=False,
        )
        if scope in (Scope.TENANT, Scope.DEPARTMENT):
            shared.append(fact_id)
    return shared


def _where(tenant: Tenant, rng: random.Random) -> FactScope:
    viewer = Viewer(
        tenant.id,
        user_id=rng.choice([*USERS, None]),
        department_id=rng.choice([*DEPARTMENTS, None]),
        agent_id=rng.choice(["agent-1", None]),
        task_id=rng.choice(["task-1", None]),
    )
    return FactScope(viewer, datetime.now(UTC))


async def _both(tenant: Tenant, where: FactScope, limit: int, held: SharedRules) -> Both:
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        one = await repository.standing_rules(session, where, limit)
        split = await shared_rules.standing_rules(session, where, limit, held)
    return one, split


def _assert_same(both: Both) -> list[uuid.UUID]:
    one, split = both
    assert split is not None
    assert split[1] == one[1]
    assert [fact.id for fact in split[0]] == [fact.id for fact in one[0]]
    assert split[0] == one[0]  # every field
    return [fact.id for fact in split[0]]


async def _write(tenant: Tenant, statement: sa.Executable) -> None:
    """Any writer on a connection of its own, even raw SQL."""
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        await session.execute(statement)
        await session.commit()


@pytest.mark.parametrize("seed", [21, 121])
async def test_the_held_rules_are_the_one_statements(tenant: Tenant, seed: int) -> None:
    rng = random.Random(seed)
    await _fill(tenant, rng, 120)
    held = SharedRules(10_000)
    for _ in range(30):
        _assert_same(await _both(tenant, _where(tenant, rng), rng.choice([3, 10, 50]), held))
    assert held.builds == 1  # read once, then merged in the process for every viewer


async def test_a_rule_added_ended_or_deleted_is_seen_by_the_next_request(tenant: Tenant) -> None:
    rng = random.Random(22)
    shared = await _fill(tenant, rng, 40)
    held = SharedRules(10_000)
    where = FactScope(Viewer(tenant.id, user_id="u1", department_id="d1"), datetime.now(UTC))
    before = _assert_same(await _both(tenant, where, 50, held))
    added = await add_fact(
        tenant, "No client data on personal devices", scope=Scope.TENANT,
        memory_type=MemoryType.CONSTRAINT, importance=1.0, index=False,
    )  # fmt: skip
    assert _assert_same(await _both(tenant, where, 50, held)) == [added, *before]
    await _write(tenant, sa.update(Fact).where(Fact.id == added).values(valid_until=datetime.now(UTC)))
    assert _assert_same(await _both(tenant, FactScope(where.viewer, datetime.now(UTC)), 50, held)) == before
    gone = next(fact_id for fact_id in before if fact_id in shared)
    await _write(tenant, sa.delete(Fact).where(Fact.id == gone))  # erased: gone at once
    after = _assert_same(await _both(tenant, FactScope(where.viewer, datetime.now(UTC)), 50, held))
    assert gone not in after and after == [fact_id for fact_id in before if fact_id != gone]
    assert held.builds == 4


async def test_held_rules_are_read_again_after_a_while(
    tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Access times change without moving the generation: held rules are never older than
    HELD_SECONDS."""
    shared = await _fill(tenant, random.Random(23), 20)
    held = SharedRules(10_000)
    where = FactScope(Viewer(tenant.id, department_id="d1"), datetime.now(UTC))
    _assert_same(await _both(tenant, where, 50, held))
    touched = datetime.now(UTC)
    await _write(tenant, sa.update(Fact).where(Fact.id.in_(shared)).values(last_accessed_at=touched))
    one, split = await _both(tenant, where, 50, held)
    assert split is not None and [fact.id for fact in split[0]] == [fact.id for fact in one[0]]
    assert held.builds == 1  # the same generation: the held rules, their access times behind
    monkeypatch.setattr(shared_rules, "HELD_SECONDS", -1.0)
    found = _assert_same(await _both(tenant, where, 50, held))
    assert held.builds == 2 and found


async def test_tenants_never_share_their_rules(tenant: Tenant, other_tenant: Tenant) -> None:
    rng = random.Random(24)
    mine = set(await _fill(tenant, rng, 40))
    theirs = set(await _fill(other_tenant, rng, 40))
    held = SharedRules(10_000)  # one process serving both
    for _ in range(6):
        where = _where(tenant, rng)
        for who, own, foreign in ((tenant, mine, theirs), (other_tenant, theirs, mine)):
            viewer = Viewer(who.id, user_id=where.viewer.user_id, department_id=where.viewer.department_id)
            found = set(_assert_same(await _both(who, FactScope(viewer, where.at), 50, held)))
            assert found & own and not found & foreign
    assert held.builds == 2


async def test_more_shared_rules_than_the_process_holds_are_read_in_sql(tenant: Tenant) -> None:
    await _fill(tenant, random.Random(25), 30)
    held = SharedRules(2)
    where = FactScope(Viewer(tenant.id, user_id="u1"), datetime.now(UTC))
    one, split = await _both(tenant, where, 50, held)
    assert split is None and one[0]
    one, split = await _both(tenant, where, 50, held)
    assert split is None and held.builds == 1  # the refusal is remembered: no read on each request


async def test_a_tenant_without_shared_facts_is_read_in_sql(app_client: httpx.AsyncClient) -> None:
    tenant = await make_tenant(app_client)
    mine = await add_fact(tenant, "My rule", user_id="u1", memory_type=MemoryType.CONSTRAINT, index=False)
    held = SharedRules(100)
    where = FactScope(Viewer(tenant.id, user_id="u1"), datetime.now(UTC))
    one, split = await _both(tenant, where, 10, held)
    assert [fact.id for fact in one[0]] == [mine] and split is None  # no generation yet: in SQL


async def test_two_processes_see_a_rule_added_ended_and_deleted(
    settings: Settings, database_url: str
) -> None:
    """Two app instances on one database, no Redis: each holds the tenant's shared rules; a rule
    added through one, retracted through the other, a third deleted, are seen by both on their next
    context."""
    quiet = settings.model_copy(update={"redis_url": None})
    apps = [create_app(quiet, db_url=database_url) for _ in range(2)]
    async with AsyncExitStack() as stack:
        clients = []
        for name, app in zip("ab", apps, strict=True):
            await stack.enter_async_context(app.router.lifespan_context(app))
            transport = httpx.ASGITransport(app=app)
            client = httpx.AsyncClient(transport=transport, base_url=f"http://{name}", timeout=60)
            client.app = app  # type: ignore[attr-defined]
            clients.append(await stack.enter_async_context(client))
        first = await make_tenant(clients[0])
        second = Tenant(first.id, clients[1], first.keys, first.key_ids)
        both = (first, second)
        rule = MemoryType.CONSTRAINT
        badges = await add_fact(first, "Badges are worn at all times", scope=Scope.TENANT, memory_type=rule)
        await add_fact(
            first, "No meetings on Friday", scope=Scope.DEPARTMENT, department_id="d1", memory_type=rule
        )

        async def rules(who: Tenant) -> list[str]:
            answer = await context(who, user_id="u1", department_id="d1", query="what applies")
            return [item["id"] for item in answer["sections"]["constraints"] if item["standing_rule"]]

        for who in both:
            assert str(badges) in await rules(who)
        builds = [_held_of(who).builds for who in both]
        assert min(builds) >= 1  # each process holds the rules itself
        added = await add_fact(first, "Visitors sign in at the desk", scope=Scope.TENANT, memory_type=rule)
        for who in both:
            assert str(added) in await rules(who)
        retracted = await second.post(
            f"/v1/facts/{added}/invalidate", "reviewer", json={"reason": "outdated"}
        )
        assert retracted.status_code == 200, retracted.text
        for who in both:
            assert str(added) not in await rules(who)
        assert (await first.delete(f"/v1/facts/{badges}", json={"reason": "wrong"})).status_code == 204
        for who in both:
            assert str(badges) not in await rules(who)
        assert all(_held_of(who).builds > count for who, count in zip(both, builds, strict=True))


def _held_of(tenant: Tenant) -> SharedRules:
    held = read_path(runtime_of(tenant.client)).rules
    assert held is not None
    return held
