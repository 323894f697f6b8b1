"""The split semantic search (retrieval/shared_repository.py): the tenant's shared facts scored in the
process, the viewer's own rows in SQL, against the one statement of semantic_repository on the same
rows — same facts, same order, same distances (to float rounding) — and the generation that makes a
change of a shared fact seen at once, by every process, without ever mixing tenants."""

import random
import uuid
from contextlib import AsyncExitStack
from datetime import UTC, datetime, timedelta

import httpx
import numpy as np
import pytest
import sqlalchemy as sa

from conftest import Tenant, make_tenant
from memory_center.config import Settings
from memory_center.db.tenancy import tenant_session
from memory_center.enums import EmbeddingTarget, FactStatus, IndexStatus, MemoryType, Scope
from memory_center.main import create_app
from memory_center.models import Embedding, Fact
from memory_center.retrieval import semantic_repository, shared_repository
from memory_center.retrieval.records import FactRecord
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.scope import Viewer
from memory_center.retrieval.semantic_repository import VectorQuery
from memory_center.retrieval.service import read_path
from memory_center.retrieval.shared_vectors import SharedVectors
from retrieval.memory_factory import add_fact, ids_of, index_everything, retrieve, runtime_of

DIMENSIONS = 896
CJK_PART = (384, 512)
USERS = ("u1", "u2", "u3")
DEPARTMENTS = ("d1", "d2")
TYPES = list(MemoryType)

Found = list[tuple[FactRecord, float, bool]]


async def _plant(tenant: Tenant, model: str, fact_id: uuid.UUID, vector: np.ndarray, cjk: bool) -> None:
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        session.add(
            Embedding(
                tenant_id=tenant.id,
                target_kind=EmbeddingTarget.FACT,
                target_id=fact_id,
                model=model,
                dimensions=DIMENSIONS,
                embedding=vector.astype(np.float32).tolist(),
                cjk=cjk,
                status=IndexStatus.DONE,
            )
        )
        await session.commit()


async def _fill(tenant: Tenant, model: str, rng: random.Random, count: int) -> list[uuid.UUID]:
    """Facts of every scope, type, validity and status, most with a vector (some shared ones with the
    same vector, so that ties are broken by id), a third of the vectors marked as CJK."""
    generator = np.random.default_rng(rng.randrange(1 << 30))
    now = datetime.now(UTC)
    repeated = generator.normal(size=DIMENSIONS)
    shared: list[uuid.UUID] = []
    for number in range(count):
        scope = rng.choice(
            [Scope.TENANT, Scope.TENANT, Scope.DEPARTMENT, Scope.USER, Scope.USER, Scope.AGENT]
        )
        user = rng.choice(USERS) if scope in (Scope.USER, Scope.AGENT) else None
        fact_id = await add_fact(
            tenant,
            f"fact {number}",
            scope=scope,
            memory_type=rng.choice(TYPES),
            user_id=user,
            department_id=rng.choice([*DEPARTMENTS, None]) if scope is Scope.DEPARTMENT else None,
            agent_id="agent-1" if scope is Scope.AGENT else None,
            status=FactStatus.INVALIDATED if rng.random() < 0.08 else FactStatus.ACTIVE,
            valid_from=now + timedelta(days=3) if rng.random() < 0.08 else now - timedelta(days=30),
            valid_until=now - timedelta(days=1) if rng.random() < 0.08 else None,
            index=False,
        )
        if scope in (Scope.TENANT, Scope.DEPARTMENT):
            shared.append(fact_id)
        if rng.random() < 0.9:
            same = scope is Scope.TENANT and rng.random() < 0.1
            vector = repeated if same else generator.normal(size=DIMENSIONS)
            await _plant(tenant, model, fact_id, vector, cjk=rng.random() < 0.33)
    return shared


def _query(rng: random.Random, model: str) -> tuple[FactScope, VectorQuery, int]:
    viewer = Viewer(
        "",
        user_id=rng.choice([*USERS, None]),
        department_id=rng.choice([*DEPARTMENTS, None]),
        agent_id=rng.choice(["agent-1", None]),
    )
    types = rng.choice([None, None, (MemoryType.PREFERENCE,), (MemoryType.FACT, MemoryType.CONSTRAINT)])
    vector = np.random.default_rng(rng.randrange(1 << 30)).normal(size=DIMENSIONS)
    query = VectorQuery(
        vector.tolist(),
        model,
        DIMENSIONS,
        scale=rng.choice([1.0, 0.8]),
        cjk_part=rng.choice([None, CJK_PART]),
    )
    return FactScope(viewer, datetime.now(UTC), memory_types=types), query, rng.choice([5, 20, 100])


async def _both(
    tenant: Tenant, where: FactScope, query: VectorQuery, limit: int, shared: SharedVectors
) -> tuple[Found, Found | None]:
    runtime = runtime_of(tenant.client)
    where = FactScope(Viewer(tenant.id, **_ids(where.viewer)), where.at, memory_types=where.memory_types)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        one = await semantic_repository.semantic_facts(session, where, query, limit)
        split = await shared_repository.semantic_facts(session, where, query, limit, shared)
    return one, split


async def _generation(tenant: Tenant) -> int:
    """The tenant's shared generation (migration 0018) now."""
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        found = await session.scalar(
            sa.text("SELECT generation FROM memory_shared_generation WHERE tenant_id = :tenant_id"),
            {"tenant_id": tenant.id},
        )
    return int(found or 0)


def _ids(viewer: Viewer) -> dict[str, str | None]:
    return {"user_id": viewer.user_id, "department_id": viewer.department_id, "agent_id": viewer.agent_id}


def _assert_same(one: Found, split: Found | None) -> None:
    assert split is not None
    assert [fact.id for fact, _, _ in split] == [fact.id for fact, _, _ in one]
    assert [fact for fact, _, _ in split] == [fact for fact, _, _ in one]
    assert [partial for _, _, partial in split] == [partial for _, _, partial in one]
    assert np.allclose([s for _, s, _ in split], [s for _, s, _ in one], rtol=0, atol=2e-6)


@pytest.mark.parametrize("seed", [28, 128, 228])
async def test_the_split_finds_what_the_one_statement_finds(tenant: Tenant, seed: int) -> None:
    rng = random.Random(seed)
    model = "shared-test-" + uuid.uuid4().hex[:8]
    await _fill(tenant, model, rng, 160)
    shared = SharedVectors(10_000)
    before = await _generation(tenant)
    for _ in range(40):
        where, query, limit = _query(rng, model)
        one, split = await _both(tenant, where, query, limit, shared)
        _assert_same(one, split)
    # read once, then scored in the process for every query; read again only for a new generation (the
    # app's own index worker may still be embedding a planted fact of the tenant: seen in a loaded suite)
    assert 1 <= shared.builds <= 1 + await _generation(tenant) - before


async def test_a_changed_shared_fact_is_seen_at_once(tenant: Tenant) -> None:
    rng = random.Random(29)
    model = "shared-test-" + uuid.uuid4().hex[:8]
    shared_ids = await _fill(tenant, model, rng, 60)
    shared = SharedVectors(10_000)
    where, query, _ = _query(rng, model)
    one, split = await _both(tenant, where, query, 100, shared)
    _assert_same(one, split)
    gone = next(fact.id for fact, _, _ in one if fact.id in shared_ids)
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:  # any writer, even raw SQL
        await session.execute(sa.update(Fact).where(Fact.id == gone).values(status=FactStatus.INVALIDATED))
        await session.commit()
    one, split = await _both(tenant, where, query, 100, shared)
    _assert_same(one, split)
    assert gone not in {fact.id for fact, _, _ in split or []}
    assert shared.builds == 2
    near = np.asarray(query.vector) + 0.01  # a new shared fact, nearest to the query
    added = await add_fact(tenant, "new policy", scope=Scope.TENANT, index=False)
    await _plant(tenant, model, added, near, cjk=False)
    one, split = await _both(tenant, where, query, 100, shared)
    _assert_same(one, split)
    assert split is not None and split[0][0].id == added


async def test_tenants_never_share_their_rows(tenant: Tenant, other_tenant: Tenant) -> None:
    rng = random.Random(30)
    model = "shared-test-" + uuid.uuid4().hex[:8]
    mine = set(await _fill(tenant, model, rng, 40))
    theirs = set(await _fill(other_tenant, model, rng, 40))
    shared = SharedVectors(10_000)  # one process serving both
    before = [await _generation(who) for who in (tenant, other_tenant)]
    assert all(before)  # both hold shared facts: their generation rows exist
    for _ in range(6):
        where, query, _ = _query(rng, model)
        where = FactScope(where.viewer, where.at)  # every memory type: the shared ones are among them
        for who, own, foreign in ((tenant, mine, theirs), (other_tenant, theirs, mine)):
            one, split = await _both(who, where, query, 100, shared)
            _assert_same(one, split)
            found = {fact.id for fact, _, _ in split or []}
            assert found & own and not found & foreign
    after = [await _generation(who) for who in (tenant, other_tenant)]
    moved = sum(late - early for early, late in zip(before, after, strict=True))
    # read once per tenant; again only when something moved a generation meanwhile (once in a clean-clone
    # CI run of session 21 a third read happened, the writer unknown: the moves are counted, not assumed)
    assert 2 <= shared.builds <= 2 + moved, (shared.builds, before, after)


async def test_more_shared_facts_than_the_process_holds_are_searched_in_sql(tenant: Tenant) -> None:
    rng = random.Random(31)
    model = "shared-test-" + uuid.uuid4().hex[:8]
    await _fill(tenant, model, rng, 30)
    shared = SharedVectors(3)
    where, query, limit = _query(rng, model)
    one, split = await _both(tenant, where, query, limit, shared)
    assert split is None and one
    assert shared.builds == 1  # the refusal is remembered: no read of every vector on each request


async def test_a_new_tenant_without_shared_facts_is_not_split(app_client: httpx.AsyncClient) -> None:
    tenant = await make_tenant(app_client)
    model = "shared-test-" + uuid.uuid4().hex[:8]
    mine = await add_fact(tenant, "my own", scope=Scope.USER, user_id="u1", index=False)
    await _plant(tenant, model, mine, np.ones(DIMENSIONS), cjk=False)
    shared = SharedVectors(100)
    where = FactScope(Viewer(tenant.id, user_id="u1"), datetime.now(UTC))
    query = VectorQuery(np.ones(DIMENSIONS).tolist(), model, DIMENSIONS)
    one, split = await _both(tenant, where, query, 10, shared)
    assert [fact.id for fact, _, _ in one] == [mine] and split is None  # no generation yet: in SQL


async def test_two_processes_see_a_change_of_a_shared_fact_at_once(
    settings: Settings, database_url: str
) -> None:
    """Two app instances on one database, no Redis (so no cached answers): each holds the tenant's
    shared rows; a retraction through one, a deletion through the other, a new policy, are seen by
    both on their next request."""
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
        reports = await add_fact(
            first, "Expense reports are due on the fifth of each month", scope=Scope.TENANT
        )
        travel = await add_fact(
            first, "Business trips are booked through the travel desk", scope=Scope.TENANT
        )
        await add_fact(first, "I prefer a window seat on flights", user_id="u1")
        for who in both:
            await index_everything(who)

        async def found(who: Tenant, query: str) -> list[str]:
            answer = await retrieve(who, query=query, user_id="u1", k=10)
            assert "semantic" not in answer["degraded"], answer["degraded"]
            return ids_of(answer)

        for who in both:
            assert str(reports) in await found(who, "when is the expense report due")
            assert str(travel) in await found(who, "how do I book a business trip")
        builds = [_shared_of(who).builds for who in both]
        assert min(builds) >= 1  # each process scored the shared rows itself
        retracted = await first.post(
            f"/v1/facts/{reports}/invalidate", "reviewer", json={"reason": "outdated"}
        )
        assert retracted.status_code == 200, retracted.text
        for who in both:
            assert str(reports) not in await found(who, "when is the expense report due")
        assert (await second.delete(f"/v1/facts/{travel}", json={"reason": "wrong"})).status_code == 204
        for who in both:
            assert str(travel) not in await found(who, "how do I book a business trip")
        added = await add_fact(first, "Parking permits are renewed every January", scope=Scope.TENANT)
        await index_everything(first)
        for who in both:
            assert str(added) in await found(who, "when do I renew my parking permit")
        assert all(_shared_of(who).builds > count for who, count in zip(both, builds, strict=True))


def _shared_of(tenant: Tenant) -> SharedVectors:
    shared = read_path(runtime_of(tenant.client)).shared
    assert shared is not None
    return shared
