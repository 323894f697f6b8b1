"""No memory of another tenant, user, department, agent, session or task reaches retrieve or context."""

import random
import uuid

from memory_factory import add_evidence, add_fact, context, ids_of, index_everything, retrieve

from conftest import Tenant
from memory_center.enums import Scope
from memory_center.retrieval.scope import Viewer, fact_visible

SECRET = "The launch code word is pineapple"
QUERY = "what is the launch code word?"


async def both_ways(tenant: Tenant, **ids: str) -> list[str]:
    """Ids returned by retrieve (with and without a query) and by context, for one viewer (a viewer
    naming no user reads tenant-wide on purpose: ``scope: TENANT``)."""
    if "user_id" not in ids:
        ids = {**ids, "scope": "TENANT"}
    found: list[str] = []
    found += ids_of(await retrieve(tenant, query=QUERY, include_evidence=True, **ids))
    found += ids_of(await retrieve(tenant, k=50, **ids))
    answer = await context(tenant, query=QUERY, include_evidence=True, **ids)
    sections = answer["sections"]
    for name in ("constraints", "preferences", "facts", "evidence"):
        found += [item["id"] for item in sections[name]]
    if "pineapple" in answer["text"]:
        found.append("text")
    return found


async def test_other_tenants_memories_never_appear(tenant: Tenant, other_tenant: Tenant) -> None:
    theirs = await add_fact(other_tenant, SECRET, scope=Scope.TENANT)
    their_user = await add_fact(other_tenant, SECRET, user_id="u1")
    await add_evidence(other_tenant, SECRET, user_id="u1")
    mine = await add_fact(tenant, "The office opens at nine", scope=Scope.TENANT)
    await index_everything(tenant)

    found = await both_ways(tenant, user_id="u1")

    assert str(theirs) not in found and str(their_user) not in found and "text" not in found
    assert str(mine) in found


async def test_users_see_only_their_own_and_shared_memories(tenant: Tenant) -> None:
    u1 = await add_fact(tenant, SECRET, user_id="u1")
    await add_evidence(tenant, SECRET, user_id="u1")
    shared = await add_fact(tenant, "The launch window opens at noon", scope=Scope.TENANT)
    await index_everything(tenant)

    assert str(u1) in await both_ways(tenant, user_id="u1")
    found = await both_ways(tenant, user_id="u2")
    assert str(u1) not in found and "text" not in found
    assert str(shared) in found


async def test_department_agent_session_and_task_scopes(tenant: Tenant) -> None:
    cases = {
        "department": (
            await add_fact(tenant, SECRET, scope=Scope.DEPARTMENT, department_id="d1"),
            {"department_id": "d1"},
            {"department_id": "d2"},
        ),
        "agent": (
            await add_fact(tenant, SECRET, scope=Scope.AGENT, agent_id="sales", user_id="u1"),
            {"agent_id": "sales", "user_id": "u1"},
            {"agent_id": "support", "user_id": "u1"},
        ),
        "agent-other-user": (
            await add_fact(tenant, SECRET, scope=Scope.AGENT, agent_id="ops", user_id="u1"),
            {"agent_id": "ops", "user_id": "u1"},
            {"agent_id": "ops", "user_id": "u2"},
        ),
        "session": (
            await add_fact(tenant, SECRET, scope=Scope.SESSION, session_id="s1", user_id="u1"),
            {"session_id": "s1", "user_id": "u1"},
            {"session_id": "s2", "user_id": "u1"},
        ),
        "session-other-user": (
            await add_fact(tenant, SECRET, scope=Scope.SESSION, session_id="s9", user_id="u1"),
            {"session_id": "s9", "user_id": "u1"},
            {"session_id": "s9", "user_id": "u2"},
        ),
        "task": (
            await add_fact(tenant, SECRET, scope=Scope.TASK, task_id="k1", user_id="u1"),
            {"task_id": "k1", "user_id": "u1"},
            {"task_id": "k2", "user_id": "u1"},
        ),
        "task-other-user": (
            await add_fact(tenant, SECRET, scope=Scope.TASK, task_id="k9", user_id="u1"),
            {"task_id": "k9", "user_id": "u1"},
            {"task_id": "k9", "user_id": "u2"},
        ),
    }
    await index_everything(tenant)
    for name, (fact_id, allowed, denied) in cases.items():
        assert str(fact_id) in await both_ways(tenant, **allowed), name
        assert str(fact_id) not in await both_ways(tenant, **denied), name


async def test_evidence_of_another_session_user_or_task_never_appears(tenant: Tenant) -> None:
    mine = await add_evidence(tenant, SECRET, session_id="s1")
    task_note = await add_evidence(tenant, SECRET, task_id="k1")
    await index_everything(tenant)

    assert str(mine) in await both_ways(tenant, session_id="s1")
    assert str(task_note) in await both_ways(tenant, task_id="k1")
    found = await both_ways(tenant, session_id="s2", task_id="k2", user_id="u3")
    assert str(mine) not in found and str(task_note) not in found


async def test_sql_visibility_matches_the_rules(tenant: Tenant) -> None:
    """Random facts and viewers: what SQL returns is exactly what the pure rules allow."""
    rng = random.Random(7)
    pick = lambda values: rng.choice([None, *values])  # noqa: E731
    facts: dict[str, tuple[Scope, dict[str, str | None]]] = {}
    for _ in range(60):
        scope = rng.choice(list(Scope))
        ids = {
            "user_id": pick(["u1", "u2"]),
            "department_id": pick(["d1", "d2"]),
            "agent_id": pick(["a1", "a2"]),
            "session_id": pick(["s1", "s2"]),
            "task_id": pick(["k1", "k2"]),
        }
        fact_id = await add_fact(tenant, f"note {uuid.uuid4().hex[:6]}", scope=scope, index=False, **ids)
        facts[str(fact_id)] = (scope, ids)
    for _ in range(25):
        request = {
            "user_id": pick(["u1", "u2"]),
            "department_id": pick(["d1", "d2"]),
            "agent_id": pick(["a1", "a2"]),
            "session_id": pick(["s1", "s2"]),
            "task_id": pick(["k1", "k2"]),
        }
        body = {key: value for key, value in request.items() if value is not None}
        if "user_id" not in body:
            body["scope"] = "TENANT"  # no user: a tenant-wide read, asked for on purpose
        got = set(ids_of(await retrieve(tenant, k=100, **body)))
        viewer = Viewer(tenant.id, **request)
        expected = {fid for fid, (scope, ids) in facts.items() if fact_visible(_Row(scope, ids), viewer)}
        assert got == expected, body


class _Row:
    def __init__(self, scope: Scope, ids: dict[str, str | None]) -> None:
        self.scope = scope
        self.user_id = ids["user_id"]
        self.department_id = ids["department_id"]
        self.agent_id = ids["agent_id"]
        self.session_id = ids["session_id"]
        self.task_id = ids["task_id"]
