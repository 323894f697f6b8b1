"""Should remember: explicit and stable statements become the right type, scope and value."""

from dataclasses import dataclass
from typing import Any

import pytest

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, say, submit

pytestmark = pytest.mark.should_remember


@dataclass(frozen=True)
class Remember:
    text: str
    memory_type: str
    scope: str
    subject: str
    value: str
    task_id: str | None = None


CASES = {
    # The design's own scenario.
    "zh-direct-flights": Remember("我以后尽量都坐直飞", "PREFERENCE", "USER", "直飞", "like"),
    "zh-latte": Remember("我喜欢喝拿铁", "PREFERENCE", "USER", "拿铁", "like"),
    "zh-no-coriander": Remember("我不吃香菜", "PREFERENCE", "USER", "香菜", "dislike"),
    "zh-peanut-allergy": Remember("我对花生过敏", "CONSTRAINT", "USER", "花生", "allergic"),
    "zh-name": Remember("我叫王小明", "FACT", "USER", "user", "王小明"),
    "zh-workplace": Remember("我在腾讯工作", "FACT", "USER", "user", "腾讯"),
    "zh-residence": Remember("我住在上海", "FACT", "USER", "user", "上海"),
    "zh-remember-note": Remember("请记住我女儿叫朵朵", "FACT", "USER", "note", "我女儿叫朵朵"),
    "zh-usual-hotel": Remember("我一般住如家酒店", "PREFERENCE", "USER", "如家酒店", "like"),
    "zh-habit": Remember("我习惯早上跑步", "PREFERENCE", "USER", "早上跑步", "like"),
    "zh-red-eye": Remember("我讨厌红眼航班", "PREFERENCE", "USER", "红眼航班", "dislike"),
    "zh-task-budget": Remember("这次预算不超过 8000 元", "CONSTRAINT", "TASK", "budget", "8000 元", "T200"),
    "zh-task-decision": Remember("就选国航那班", "DECISION", "TASK", "option", "国航那班", "T201"),
    "zh-hotel-budget": Remember(
        "酒店预算每晚不超过 500 元", "CONSTRAINT", "TASK", "hotel_budget", "500 元/晚", "T202"
    ),
    "en-aisle": Remember("I prefer aisle seats", "PREFERENCE", "USER", "aisle seats", "like"),
    "en-train": Remember("I always take the train when I can", "PREFERENCE", "USER", "train", "like"),
    "en-shellfish": Remember("I'm allergic to shellfish", "CONSTRAINT", "USER", "shellfish", "allergic"),
    "en-name": Remember("My name is Alice Chen", "FACT", "USER", "user", "Alice Chen"),
    "en-workplace": Remember("I work at Contoso", "FACT", "USER", "user", "Contoso"),
    "en-residence": Remember("I live in Berlin", "FACT", "USER", "user", "Berlin"),
    "en-remember-note": Remember(
        "Remember that my wife's name is Maria", "FACT", "USER", "note", "my wife's name is Maria"
    ),
    "en-early-flights": Remember(
        "I hate early morning flights", "PREFERENCE", "USER", "early morning flights", "dislike"
    ),
    "en-no-coffee": Remember("I never drink coffee", "PREFERENCE", "USER", "coffee", "dislike"),
    "en-dont-forget": Remember("Don't forget I'm vegetarian", "FACT", "USER", "note", "I'm vegetarian"),
    "en-marriott": Remember(
        "I usually stay at Marriott hotels", "PREFERENCE", "USER", "marriott hotels", "like"
    ),
    "en-gluten": Remember("I can't eat gluten", "CONSTRAINT", "USER", "gluten", "cannot"),
    "en-trip-budget": Remember(
        "For this trip the budget is no more than 2000 USD",
        "CONSTRAINT",
        "TASK",
        "budget",
        "2000 USD",
        "T300",
    ),
    "en-hilton": Remember("Let's go with the Hilton", "DECISION", "TASK", "option", "Hilton", "T301"),
    "en-flight-choice": Remember(
        "I'll take the 9am flight", "DECISION", "TASK", "flight", "9am flight", "T302"
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
async def test_a_statement_becomes_the_right_memory(tenant: Tenant, case: Remember) -> None:
    body = await say(tenant, case.text, session_id="s-1", task_id=case.task_id)
    accepted = [c for c in body["candidates"] if c["status"] == "ACCEPTED"]
    assert len(accepted) == 1, body["candidates"]
    fact = await get_fact(tenant, accepted[0]["fact_id"])
    got = (fact["memory_type"], fact["scope"], fact["subject"], fact["object_value"], fact["status"])
    assert got == (case.memory_type, case.scope, case.subject, case.value, "ACTIVE")
    assert fact["task_id"] == (case.task_id if case.scope == "TASK" else None)
    assert fact["evidence"][0]["content"] == case.text
    assert [f["id"] for f in await list_facts(tenant, user_id="u-1")] == [fact["id"]]


async def test_a_session_detail_without_a_task_lives_in_the_session(tenant: Tenant) -> None:
    body = await say(tenant, "预算不超过 8000 元", session_id="s-7")
    fact = await get_fact(tenant, body["candidates"][0]["fact_id"])
    assert (fact["scope"], fact["session_id"], fact["object_value"]) == ("SESSION", "s-7", "8000 元")


async def test_a_tool_result_an_agent_submits_is_remembered_with_its_trust(tenant: Tenant) -> None:
    body = candidate_body(
        "The customer is on the Enterprise plan",
        subject="subscription",
        predicate="plan",
        object_value="Enterprise",
        evidence=evidence_body("plan: Enterprise", source_type="TOOL_RESULT", evidence_type="DOCUMENT"),
    )
    fact = (await submit(tenant, body))["fact"]
    assert (fact["status"], fact["source_type"], fact["memory_type"]) == ("ACTIVE", "TOOL_RESULT", "FACT")


async def test_a_department_policy_belongs_to_the_department(tenant: Tenant) -> None:
    body = candidate_body(
        "Sales travel policy: economy class on flights under 4 hours",
        subject="flight class",
        predicate="policy",
        object_value="economy under 4h",
        scope="DEPARTMENT",
        user_id=None,
        department_id="sales",
        evidence=evidence_body("travel policy v3", source_type="TOOL_RESULT", user_id="u-9"),
    )
    fact: dict[str, Any] = (await submit(tenant, body))["fact"]
    assert (fact["owner_type"], fact["owner_id"], fact["scope"]) == ("DEPARTMENT", "sales", "DEPARTMENT")
    assert fact["user_id"] is None


async def test_a_confirmed_guess_is_remembered(tenant: Tenant) -> None:
    candidate = (await say(tenant, "Maybe I like sushi"))["candidates"][0]
    assert candidate["status"] == "NEEDS_CONFIRMATION"
    response = await tenant.post(
        f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={"reason": "asked"}
    )
    assert response.status_code == 200, response.text
    assert [f["subject"] for f in await list_facts(tenant)] == ["sushi"]
