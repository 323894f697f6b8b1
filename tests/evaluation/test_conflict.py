"""Conflict: a lower-trust contradiction waits for review (with a CONFLICT link); a same-trust newer
statement supersedes; a TASK-scope value never overwrites a USER-scope one; keys never cross."""

from datetime import UTC, datetime
from typing import Any

import pytest

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, revisions, say, submit

pytestmark = pytest.mark.conflict


async def fact_of(tenant: Tenant, text: str, **fields: Any) -> dict[str, Any]:
    body = await say(tenant, text, **fields)
    [candidate] = body["candidates"]
    assert candidate["status"] == "ACCEPTED", candidate
    return await get_fact(tenant, candidate["fact_id"])


async def tool_says(
    tenant: Tenant, subject: str, predicate: str, value: str, **fields: Any
) -> dict[str, Any]:
    body = candidate_body(
        f"{predicate}: {value}",
        subject=subject,
        predicate=predicate,
        object_value=value,
        evidence=evidence_body(
            f"{predicate} = {value}", source_type=fields.pop("source_type", "TOOL_RESULT")
        ),
        **fields,
    )
    candidate: dict[str, Any] = (await submit(tenant, body))["candidate"]
    return candidate


async def assert_waits_in_conflict(tenant: Tenant, candidate: dict[str, Any], fact: dict[str, Any]) -> None:
    assert candidate["status"] == "NEEDS_CONFIRMATION"
    assert candidate["conflict_fact_id"] == fact["id"]
    detail = (await tenant.get(f"/v1/candidates/{candidate['id']}")).json()
    conflicting = [e["id"] for e in detail["evidence"] if e["relation"] == "CONFLICT"]
    assert conflicting == [e["id"] for e in fact["evidence"]]
    assert [f["id"] for f in await list_facts(tenant, subject=fact["subject"])] == [fact["id"]]


@pytest.mark.parametrize(
    ("statement", "value"), [("I work at Contoso", "Fabrikam"), ("我住在上海", "北京")], ids=["en", "zh"]
)
async def test_a_lower_trust_contradiction_waits_for_review(
    tenant: Tenant, statement: str, value: str
) -> None:
    fact = await fact_of(tenant, statement)
    candidate = await tool_says(tenant, "user", fact["predicate"], value)
    assert candidate["governance_reason"] == "superseded_lower_trust"
    await assert_waits_in_conflict(tenant, candidate, fact)


async def test_an_inferred_contradiction_waits_with_its_conflict_link(tenant: Tenant) -> None:
    fact = await fact_of(tenant, "I work at Contoso")
    candidate = await tool_says(tenant, "user", "workplace", "Globex", source_type="INFERRED")
    assert candidate["governance_reason"] == "needs_review"
    await assert_waits_in_conflict(tenant, candidate, fact)


@pytest.mark.parametrize(
    ("first", "second", "values"),
    [
        ("我喜欢咖啡", "我不喜欢咖啡", ["like", "dislike"]),
        ("I like tea", "I don't like tea", ["like", "dislike"]),
        ("I work at Contoso", "I work at Fabrikam", ["Contoso", "Fabrikam"]),
    ],
    ids=["zh-preference", "en-preference", "en-workplace"],
)
async def test_a_same_trust_newer_statement_supersedes(
    tenant: Tenant, first: str, second: str, values: list[str]
) -> None:
    old = await fact_of(tenant, first)
    new = await fact_of(tenant, second)
    assert (new["revision"], new["supersedes_id"]) == (2, old["id"])
    assert [r["object_value"] for r in await revisions(tenant, new["id"])] == values
    assert [f["id"] for f in await list_facts(tenant)] == [new["id"]]


async def test_the_t200_budget_is_revised_in_its_task_and_as_of_returns_the_old_value(tenant: Tenant) -> None:
    first = await fact_of(tenant, "预算不超过 8000 元", task_id="T200")
    between = datetime.now(UTC).isoformat()
    second = await fact_of(tenant, "这次旅行预算调整到 10000 元", task_id="T200")
    assert (second["revision"], second["supersedes_id"], second["task_id"]) == (2, first["id"], "T200")
    assert (await get_fact(tenant, first["id"]))["status"] == "SUPERSEDED"
    [then] = await list_facts(tenant, task_id="T200", as_of=between)
    assert then["object_value"] == "8000 元"
    [now] = await list_facts(tenant, task_id="T200")
    assert now["object_value"] == "10000 元"


@pytest.mark.parametrize(
    ("lasting", "this_time"),
    [
        ("我喜欢靠窗的座位", "这次我不喜欢靠窗的座位"),
        ("I like window seats", "This time I don't like window seats"),
    ],
    ids=["zh", "en"],
)
async def test_a_task_value_never_overwrites_a_user_value(
    tenant: Tenant, lasting: str, this_time: str
) -> None:
    user_fact = await fact_of(tenant, lasting)
    task_fact = await fact_of(tenant, this_time, task_id="T9")
    assert (user_fact["scope"], task_fact["scope"]) == ("USER", "TASK")
    assert task_fact["revision"] == 1 and task_fact["supersedes_id"] is None
    assert (await get_fact(tenant, user_fact["id"]))["status"] == "ACTIVE"
    assert {f["scope"]: f["object_value"] for f in await list_facts(tenant)} == {
        "USER": "like",
        "TASK": "dislike",
    }


async def test_a_lasting_budget_survives_a_task_budget(tenant: Tenant) -> None:
    lasting = candidate_body(
        "以后预算一般不超过 5000 元",
        subject="budget",
        predicate="max_amount",
        object_value="5000 元",
        memory_type="CONSTRAINT",
        evidence=evidence_body("以后预算一般不超过 5000 元"),
    )
    user_fact = (await submit(tenant, lasting))["fact"]
    assert user_fact["scope"] == "USER"
    await fact_of(tenant, "这次预算不超过 8000 元", task_id="T10")
    assert (await get_fact(tenant, user_fact["id"]))["status"] == "ACTIVE"


async def test_two_tasks_never_touch_each_other(tenant: Tenant) -> None:
    await fact_of(tenant, "预算不超过 8000 元", task_id="T1")
    await fact_of(tenant, "预算不超过 3000 元", task_id="T2")
    assert {f["task_id"]: f["revision"] for f in await list_facts(tenant)} == {"T1": 1, "T2": 1}


async def test_agent_namespaces_never_touch_each_other(tenant: Tenant) -> None:
    for agent, value in (("sales-bot", "upsell"), ("support-bot", "refund")):
        body = candidate_body(
            f"Last topic: {value}",
            subject="last topic",
            predicate="note",
            object_value=value,
            scope="AGENT",
            agent_id=agent,
            evidence=evidence_body(f"talked about {value}"),
        )
        assert (await submit(tenant, body))["fact"]["revision"] == 1
    assert sorted(f["agent_id"] for f in await list_facts(tenant, scope="AGENT")) == [
        "sales-bot",
        "support-bot",
    ]


async def test_a_reviewer_resolves_a_conflict_by_accepting(tenant: Tenant) -> None:
    fact = await fact_of(tenant, "I work at Contoso")
    candidate = await tool_says(tenant, "user", "workplace", "Fabrikam")
    response = await tenant.post(
        f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={"reason": "HR"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["fact"]["supersedes_id"] == fact["id"]
    assert [f["object_value"] for f in await list_facts(tenant)] == ["Fabrikam"]


async def test_a_reviewer_resolves_a_conflict_by_rejecting(tenant: Tenant) -> None:
    fact = await fact_of(tenant, "I work at Contoso")
    candidate = await tool_says(tenant, "user", "workplace", "Fabrikam")
    response = await tenant.post(
        f"/v1/candidates/{candidate['id']}/reject", "reviewer", json={"reason": "stale"}
    )
    assert response.status_code == 200
    assert [f["id"] for f in await list_facts(tenant)] == [fact["id"]]


async def test_a_user_confirmed_correction_outranks_a_later_tool_result(tenant: Tenant) -> None:
    fact = await fact_of(tenant, "I work at Contoso")
    response = await tenant.patch(
        f"/v1/facts/{fact['id']}", json={"object_value": "Initech", "reason": "user"}
    )
    corrected = response.json()
    assert corrected["source_type"] == "USER_CONFIRMED"
    candidate = await tool_says(tenant, "user", "workplace", "Fabrikam")
    assert (candidate["status"], candidate["conflict_fact_id"]) == ("NEEDS_CONFIRMATION", corrected["id"])


async def test_a_restatement_is_not_a_conflict(tenant: Tenant) -> None:
    fact = await fact_of(tenant, "I work at Contoso")
    again = (await say(tenant, "I work at contoso"))["candidates"][0]
    assert (again["governance_reason"], again["fact_id"]) == ("duplicate_merged", fact["id"])
    assert (await get_fact(tenant, fact["id"]))["revision"] == 1
