"""Memory judgement through POST /v1/events: every everyday update of the issue ends as the user meant
(changes of mind supersede, moves and renames replace, several memories in one message, lasting vs
one-time scope, exact amounts), and the user's standing rules are clean CONSTRAINTs of USER scope."""

from typing import Any

import pytest

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, list_facts, revisions, say, submit


async def active(tenant: Tenant, **params: Any) -> list[tuple[str, str, str, str, str]]:
    """The ACTIVE facts of u-1 as (type, scope, subject, predicate, value), oldest first."""
    return [
        (f["memory_type"], f["scope"], f["subject"], f["predicate"], f["object_value"])
        for f in await list_facts(tenant, user_id="u-1", **params)
    ]


async def said_in_order(tenant: Tenant, *texts: str, **fields: Any) -> list[dict[str, Any]]:
    return [await say(tenant, text, session_id="s-1", **fields) for text in texts]


@pytest.mark.parametrize(
    ("first", "second", "subject", "predicate", "old", "new"),
    [
        ("I love tea.", "I don't like tea anymore.", "tea", "preference", "like", "dislike"),
        ("I live in Berlin.", "I moved to Munich last month.", "user", "residence", "Berlin", "Munich"),
        ("Call me Alex.", "Please call me Sasha from now on.", "user", "name", "Alex", "Sasha"),
        ("我喜欢吃辣。", "我现在不吃辣了。", "辣", "preference", "like", "dislike"),
        ("我住在杭州。", "我上个月搬到上海了。", "user", "residence", "杭州", "上海"),
    ],
)
async def test_a_change_supersedes_the_old_memory(
    tenant: Tenant, first: str, second: str, subject: str, predicate: str, old: str, new: str
) -> None:
    _, update = await said_in_order(tenant, first, second)
    [candidate] = update["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    facts = await list_facts(tenant, user_id="u-1")
    assert [(f["subject"], f["predicate"], f["object_value"], f["scope"]) for f in facts] == [
        (subject, predicate, new, "USER")
    ]
    before, after = await revisions(tenant, facts[0]["id"])
    assert (before["object_value"], before["status"]) == (old, "SUPERSEDED")
    assert (after["object_value"], after["revision"]) == (new, 2)


async def test_a_lasting_budget_keeps_its_exact_amount(tenant: Tenant) -> None:
    await said_in_order(tenant, "我以后预算一般不超过 5000 元。", task_id="T1")
    assert await active(tenant) == [("CONSTRAINT", "USER", "budget", "max_amount", "5000 元")]


async def test_a_birthday_is_a_lasting_fact(tenant: Tenant) -> None:
    await said_in_order(tenant, "请记住我的生日是5月1日。", task_id="T1")
    assert await active(tenant) == [("FACT", "USER", "user", "birthday", "5月1日")]


async def test_a_usual_hotel_budget_is_lasting(tenant: Tenant) -> None:
    await said_in_order(tenant, "I usually keep my hotel budget under 200 euros a night.", task_id="T1")
    assert await active(tenant) == [("CONSTRAINT", "USER", "hotel_budget", "max_amount", "200 EUR/night")]


@pytest.mark.parametrize(
    ("text", "diet", "city"),
    [
        ("I'm vegetarian and I live in Berlin.", "vegetarian", "Berlin"),
        ("我是素食者，住在柏林", "素食", "柏林"),
    ],
)
async def test_one_message_gives_every_memory_it_holds(
    tenant: Tenant, text: str, diet: str, city: str
) -> None:
    [answer] = await said_in_order(tenant, text)
    assert [c["status"] for c in answer["candidates"]] == ["ACCEPTED", "ACCEPTED"]
    assert sorted(await active(tenant)) == [
        ("CONSTRAINT", "USER", "user", "diet", diet),
        ("FACT", "USER", "user", "residence", city),
    ]


async def test_someone_elses_move_leaves_the_users_residence(tenant: Tenant) -> None:
    await said_in_order(tenant, "I live in Berlin.", "My sister moved to Munich.", "My boss hates tea.")
    assert await active(tenant) == [("FACT", "USER", "user", "residence", "Berlin")]


async def test_a_correction_replaces_the_value_and_matters_more(tenant: Tenant) -> None:
    await said_in_order(tenant, "我在阿里巴巴工作。")
    [answer] = await said_in_order(tenant, "不对，我说错了，我在腾讯工作。")
    [candidate] = answer["candidates"]
    assert candidate["governance_reason"] == "supersedes"
    [fact] = await list_facts(tenant, user_id="u-1")
    assert (fact["object_value"], fact["importance"]) == ("腾讯", 0.65)


async def test_the_same_amount_in_other_words_merges(tenant: Tenant) -> None:
    first, second = await said_in_order(tenant, "以后预算一般五千块", "我以后预算通常是5000元")
    assert second["candidates"][0]["governance_reason"] == "duplicate_merged"
    assert second["candidates"][0]["fact_id"] == first["candidates"][0]["fact_id"]


# --- standing rules (issue 17) ---------------------------------------------------------------------------

EVERYDAY = (
    "I like oat milk lattes",
    "我住在上海",
    "I usually stay in city-centre hotels",
    "我喜欢看科幻电影",
    "I hate queueing",
    "我习惯早上跑步",
    "I love jazz",
    "我对猫毛过敏",
)


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("以后不要再给我发促销短信了。", [("促销短信", "never")]),
        ("记住我绝对不要香菜。", [("香菜", "never")]),
        ("I never want phone calls, email only.", [("phone call", "never"), ("user", "email")]),
        ("千万别给我订红眼航班", [("红眼航班", "never")]),
        ("Please don't send me marketing emails.", [("marketing email", "never")]),
        ("Always book me an aisle seat.", [("aisle seat", "required")]),
    ],
)
async def test_a_standing_rule_is_a_user_constraint_with_a_clean_subject(
    tenant: Tenant, text: str, rules: list[tuple[str, str]]
) -> None:
    await said_in_order(tenant, text, task_id="T1")
    facts = await list_facts(tenant, user_id="u-1")
    assert [(f["subject"], f["object_value"]) for f in facts] == rules
    assert {(f["memory_type"], f["scope"]) for f in facts} == {("CONSTRAINT", "USER")}
    assert all(f["importance"] > 0.5 for f in facts), "a standing rule matters more than chit-chat"


async def test_a_rule_for_this_trip_stays_in_its_task(tenant: Tenant) -> None:
    await said_in_order(tenant, "这次别给我订红眼航班", task_id="T1")
    [fact] = await list_facts(tenant, user_id="u-1", task_id="T1")
    assert (fact["memory_type"], fact["scope"], fact["subject"]) == ("CONSTRAINT", "TASK", "红眼航班")


async def test_a_change_of_mind_replaces_the_rule_and_keeps_it_in_history(tenant: Tenant) -> None:
    await said_in_order(tenant, "记住我绝对不要香菜。", "其实我现在喜欢吃香菜了。")
    [fact] = await list_facts(tenant, user_id="u-1")
    assert (fact["memory_type"], fact["subject"], fact["object_value"]) == ("PREFERENCE", "香菜", "like")
    assert [r["object_value"] for r in await revisions(tenant, fact["id"])] == ["never", "like"]


async def test_a_liking_never_collides_with_another_things_rule(tenant: Tenant) -> None:
    await said_in_order(tenant, "I like tea.", "Never call me.")
    assert sorted(await active(tenant)) == [
        ("CONSTRAINT", "USER", "phone call", "preference", "never"),
        ("PREFERENCE", "USER", "tea", "preference", "like"),
    ]


@pytest.mark.parametrize(
    ("rule", "query", "expected"),
    [
        ("以后不要再给我发促销短信了。", "给这位用户推荐一下最近的优惠活动", "促销短信"),
        ("记住我绝对不要香菜。", "今晚订什么外卖", "香菜"),
        (
            "I never want phone calls, email only.",
            "how should we contact the customer about the new offer?",
            "phone",
        ),
    ],
)
async def test_a_standing_rule_reaches_the_context_of_a_new_session(
    tenant: Tenant, rule: str, query: str, expected: str
) -> None:
    await say(tenant, rule, session_id="s1")
    for everyday in EVERYDAY:
        await say(tenant, everyday, session_id="s1")
    response = await tenant.post("/v1/context", json={"user_id": "u-1", "session_id": "s2", "query": query})
    assert response.status_code == 200, response.text
    built = response.json()
    assert expected in built["text"]
    rules = [item["content"] for item in built["sections"]["constraints"] if item.get("standing_rule")]
    assert any(expected in content for content in rules), rules


async def test_a_reviewers_accept_raises_the_importance_of_a_waiting_rule(tenant: Tenant) -> None:
    [answer] = await said_in_order(tenant, "我觉得以后可能别给我打电话比较好")
    [candidate] = answer["candidates"]
    assert candidate["status"] == "NEEDS_CONFIRMATION", "a hedged rule waits for a reviewer"
    response = await tenant.post(f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={})
    assert response.status_code == 200, response.text
    fact = response.json()["fact"]
    assert (fact["memory_type"], fact["subject"], fact["object_value"]) == ("CONSTRAINT", "电话", "never")
    assert fact["importance"] == 0.7, "hedged (−0.15), standing rule (+0.2), confirmed (+0.15)"


async def test_an_agents_rule_and_an_agents_guess_get_their_importance(tenant: Tenant) -> None:
    rule = candidate_body(
        "Never call the customer; email only",
        subject="phone call",
        predicate="preference",
        object_value="never",
        memory_type="CONSTRAINT",
        evidence=evidence_body("ticket #12: customer asked for email only", source_type="TOOL_RESULT"),
    )
    note = candidate_body(
        "The customer probably likes jazz",
        subject="jazz",
        predicate="preference",
        object_value="like",
        memory_type="PREFERENCE",
        evidence=evidence_body("playlist export", source_type="TOOL_RESULT"),
    )
    assert (await submit(tenant, rule))["fact"]["importance"] == 0.85, "never (emphasis) and a rule"
    assert (await submit(tenant, note))["fact"]["importance"] == 0.35
