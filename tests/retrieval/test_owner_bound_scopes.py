"""TASK, SESSION (and AGENT) memories of one user never reach another user of the same tenant, whatever
ids the caller passes: a request naming u1 and u2's task, session or agent sees none of u2's memories.
TENANT and DEPARTMENT memories are shared by design (the department is the caller's claim)."""

import pytest
from memory_factory import add_fact, context, ids_of, index_everything, retrieve

from conftest import Tenant
from memory_center.enums import MemoryType, Scope

RULE = "Never book flights that land after midnight"
QUERY = "which flights may I book?"

# scope -> (ids of u2's fact, whether u1 naming those ids may see it)
CASES: dict[Scope, tuple[dict[str, str], bool]] = {
    Scope.TASK: ({"task_id": "trip-u2"}, False),
    Scope.SESSION: ({"session_id": "chat-u2"}, False),
    Scope.AGENT: ({"agent_id": "travel-bot"}, False),
    Scope.USER: ({}, False),
    Scope.DEPARTMENT: ({"department_id": "sales"}, True),
    Scope.TENANT: ({}, True),
}


async def _seen(tenant: Tenant, **request: str) -> set[str]:
    found = set(ids_of(await retrieve(tenant, query=QUERY, include_evidence=True, **request)))
    found |= set(ids_of(await retrieve(tenant, k=50, **request)))
    answer = await context(tenant, query=QUERY, include_evidence=True, **request)
    for name in ("constraints", "preferences", "facts", "evidence"):
        found |= {item["id"] for item in answer["sections"][name]}
    return found


@pytest.mark.parametrize("scope", list(CASES))
async def test_another_users_scoped_memory_is_hidden_whatever_ids_are_passed(
    tenant: Tenant, scope: Scope
) -> None:
    ids, shared = CASES[scope]
    fact_id = str(
        await add_fact(tenant, RULE, scope=scope, memory_type=MemoryType.CONSTRAINT, user_id="u2", **ids)
    )
    await index_everything(tenant)

    assert fact_id in await _seen(tenant, user_id="u2", **ids), "the owner sees it"
    assert (fact_id in await _seen(tenant, user_id="u1", **ids)) is shared
    assert (fact_id in await _seen(tenant, scope="TENANT", **ids)) is (shared or scope is Scope.TENANT)


async def test_context_for_u1_with_u2s_task_has_none_of_u2s_task_constraints(tenant: Tenant) -> None:
    budget = await add_fact(
        tenant,
        "这次旅行预算不超过 8000 元",
        scope=Scope.TASK,
        memory_type=MemoryType.CONSTRAINT,
        user_id="u2",
        task_id="T-u2",
        subject="budget",
        predicate="max_amount",
        object_value="8000",
    )
    answer = await context(tenant, user_id="u1", task_id="T-u2", query="预算")
    assert str(budget) not in {item["id"] for item in answer["sections"]["constraints"]}
    assert "8000" not in answer["text"]
    mine = await context(tenant, user_id="u2", task_id="T-u2", query="预算")
    assert str(budget) in {item["id"] for item in mine["sections"]["constraints"]}
