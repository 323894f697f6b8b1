"""The keyword search over the shared facts' texts held by the process (retrieval/shared_texts.py),
against the one statement of repository.matching_facts on the same rows: the same matching rows, the
same collection size, the same mean length (to the last bit); a shared fact added, ended or deleted by
any connection seen by the next request; the one statement wherever the two could differ."""

import random
import time
import uuid
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa

from conftest import Tenant
from memory_center.db.tenancy import tenant_session
from memory_center.enums import FactStatus, MemoryType, Scope
from memory_center.kit.text_analysis import or_tsquery, query_terms
from memory_center.models import Fact
from memory_center.retrieval import repository, shared_texts
from memory_center.retrieval.repository import FactScope, Matches
from memory_center.retrieval.scope import Viewer
from memory_center.retrieval.shared_rules import HELD_SECONDS
from memory_center.retrieval.shared_texts import SharedTexts, query_lexemes
from retrieval.memory_factory import add_fact, runtime_of

USERS = ("u1", "u2", "u3")
DEPARTMENTS = ("d1", "d2")
WORDS = ("budget", "travel", "hotel", "seat", "window", "vegan", "coffee", "report", "friday")
WORDS += ("旅行", "预算", "deadline", "invoice")
SCOPES = (Scope.TENANT, Scope.TENANT, Scope.DEPARTMENT, Scope.USER, Scope.AGENT, Scope.TASK)


def _text(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 9)))


async def _fill(tenant: Tenant, rng: random.Random, count: int) -> list[uuid.UUID]:
    """Facts of every scope, type, status and validity, of texts from a few words (many matches)."""
    now = datetime.now(UTC)
    shared: list[uuid.UUID] = []
    for _ in range(count):
        scope = rng.choice(SCOPES)
        fact_id = await add_fact(
            tenant,
            _text(rng),
            scope=scope,
            memory_type=rng.choice(list(MemoryType)),
            user_id=rng.choice(USERS) if scope in (Scope.USER, Scope.AGENT, Scope.TASK) else None,
            department_id=rng.choice(DEPARTMENTS) if scope is Scope.DEPARTMENT else None,
            agent_id="agent-1" if scope is Scope.AGENT else None,
            task_id="task-1" if scope is Scope.TASK else None,
            status=FactStatus.INVALIDATED if rng.random() < 0.1 else FactStatus.ACTIVE,
            valid_from=now + timedelta(days=3) if rng.random() < 0.08 else now - timedelta(days=9),
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
    types = rng.choice([None, None, (MemoryType.FACT, MemoryType.CONSTRAINT)])
    return FactScope(viewer, datetime.now(UTC), memory_types=types)


async def _both(
    tenant: Tenant, where: FactScope, query: str, held: SharedTexts, limit: int = 1000, sample: int = 20_000
) -> tuple[Matches, Matches | None]:
    tsquery = or_tsquery(query_terms(query))
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        one = await repository.matching_facts(session, where, tsquery, limit, sample)
        split = await shared_texts.matching_facts(session, where, tsquery, limit, sample, held)
    return one, split


def _assert_same(one: Matches, split: Matches | None) -> set[uuid.UUID]:
    assert split is not None
    assert sorted(split.rows) == sorted(one.rows)  # BM25 does not depend on the rows' order
    assert (split.documents, split.mean_length) == (one.documents, one.mean_length)
    return {row_id for row_id, _ in split.rows}


async def _write(tenant: Tenant, statement: sa.Executable) -> None:
    runtime = runtime_of(tenant.client)
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        await session.execute(statement)
        await session.commit()


@pytest.mark.parametrize("seed", [31, 131])
async def test_the_held_texts_match_as_the_one_statement(tenant: Tenant, seed: int) -> None:
    rng = random.Random(seed)
    shared = set(await _fill(tenant, rng, 120))
    held = SharedTexts(10_000)
    seen_shared = 0
    started = time.monotonic()
    for _ in range(40):
        query = " ".join(rng.sample(WORDS, rng.randint(1, 3)))
        found = _assert_same(*await _both(tenant, _where(tenant, rng), query, held))
        seen_shared += len(found & shared)
    # read once; shared matches came from the held texts. Held texts age after HELD_SECONDS, so on a
    # machine loaded enough for the 40 queries to outlast it they are read again once per period.
    periods = int((time.monotonic() - started) // HELD_SECONDS)
    assert 1 <= held.builds <= 1 + periods and seen_shared > 40


async def test_a_shared_fact_added_ended_or_deleted_is_seen_by_the_next_request(tenant: Tenant) -> None:
    await _fill(tenant, random.Random(32), 30)
    held = SharedTexts(10_000)
    where = FactScope(Viewer(tenant.id, user_id="u1", department_id="d1"), datetime.now(UTC))
    before = _assert_same(*await _both(tenant, where, "pottery budget", held))
    added = await add_fact(tenant, "pottery class on monday", scope=Scope.DEPARTMENT, department_id="d1")
    assert _assert_same(*await _both(tenant, where, "pottery budget", held)) == before | {added}
    await _write(tenant, sa.update(Fact).where(Fact.id == added).values(valid_until=datetime.now(UTC)))
    now = FactScope(where.viewer, datetime.now(UTC))
    assert _assert_same(*await _both(tenant, now, "pottery budget", held)) == before
    other = await add_fact(tenant, "pottery kiln rules", scope=Scope.TENANT)
    assert other in _assert_same(*await _both(tenant, now, "pottery", held))
    await _write(tenant, sa.delete(Fact).where(Fact.id == other))
    assert other not in _assert_same(*await _both(tenant, now, "pottery", held))
    assert held.builds == 5  # read again after each of the four changes


async def test_where_the_two_could_differ_the_one_statement_runs(tenant: Tenant) -> None:
    await _fill(tenant, random.Random(33), 60)
    where = FactScope(Viewer(tenant.id, user_id="u1", department_id="d2"), datetime.now(UTC))
    one, split = await _both(tenant, where, "budget travel hotel", SharedTexts(10_000), limit=3)
    assert len(one.rows) == 3 and split is None  # more matches than the limit: ts_rank chooses
    one, split = await _both(tenant, where, "budget", SharedTexts(10_000), sample=5)
    assert one.documents == 5 and split is None  # a sample of the collection, in its scan order
    as_of = FactScope(where.viewer, where.at, as_of=True)
    assert (await _both(tenant, as_of, "budget", SharedTexts(10_000)))[1] is None
    small = SharedTexts(2)
    assert (await _both(tenant, where, "budget", small))[1] is None  # more shared facts than it holds
    assert (await _both(tenant, where, "budget", small))[1] is None and small.builds == 1


def test_only_a_query_of_single_lexemes_joined_by_or_is_matched_in_the_process() -> None:
    assert query_lexemes("'budget' | '旅行' | 'b2b'") == {"budget", "旅行", "b2b"}
    assert query_lexemes("'budget'") == {"budget"}
    for other in ("", "'a' & 'b'", "'a' <-> 'b'", "'a' | 'b' <-> 'c'", "'a':*", "'it''s'"):
        assert query_lexemes(other) is None
