"""Standing rules through the API: every context carries the rules that apply to its request, whatever
the query, inside their own share of the budget (docs/context.md)."""

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from memory_factory import add_fact, context, index_everything, runtime_of
from pydantic import ValidationError

from conftest import Tenant
from memory_center.config import Settings
from memory_center.enums import MemoryType, Scope
from memory_center.retrieval.tokens import count_tokens


async def rule(tenant: Tenant, content: str, subject: str, *, scope: str = "USER", **ids: Any) -> str:
    """A standing rule as an agent submits it: a CONSTRAINT candidate with the user's words as evidence."""
    body = {
        "memory_type": "CONSTRAINT",
        "content": content,
        "subject": subject,
        "predicate": "rule",
        "object_value": content,
        "scope": scope,
        "confidence": 0.95,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": "USER_STATED",
            "source_system": "test-chat",
            "content": content,
            "user_id": ids.get("user_id"),
        },
        **ids,
    }
    response = await tenant.post("/v1/candidates", json=body)
    assert response.status_code == 201, response.text
    fact = response.json()["fact"]
    assert fact is not None and fact["memory_type"] == "CONSTRAINT", response.json()["candidate"]
    fact_id: str = fact["id"]
    return fact_id


async def rule_order(tenant: Tenant, ids: list[str]) -> list[str]:
    """These rules as a context orders them: most important first, then the most recently stated."""
    facts = [(await tenant.get(f"/v1/facts/{fact_id}")).json() for fact_id in ids]
    facts.sort(key=lambda f: f["id"])
    facts.sort(key=lambda f: datetime.fromisoformat(f["valid_from"]), reverse=True)
    facts.sort(key=lambda f: -f["importance"])
    return [f["id"] for f in facts]


def rule_ids(built: dict[str, Any]) -> list[str]:
    return [item["id"] for item in built["sections"]["constraints"] if item["standing_rule"]]


async def background(tenant: Tenant, user_id: str) -> None:
    """Everyday memories of the user, so a rule competes with matched memories for the budget."""
    for content, memory_type in (
        ("Lives in Hangzhou and works at a bank", "FACT"),
        ("喜欢周末去西湖边散步", "PREFERENCE"),
        ("Prefers short answers in the morning", "PREFERENCE"),
        ("最近在准备去日本旅行", "FACT"),
    ):
        await add_fact(tenant, content, user_id=user_id, memory_type=MemoryType(memory_type))


@pytest.mark.parametrize(
    ("said", "subject", "asked"),
    [
        ("以后不要再给我发促销短信了", "促销短信", "给这位用户推荐一下最近的优惠活动"),
        ("记住我绝对不要香菜", "香菜", "今晚订什么外卖"),
        (
            "I never want phone calls, email only",
            "phone calls",
            "how should we contact the customer about the new offer?",
        ),
        ("千万别在晚上十点以后打电话给我", "晚上十点以后打电话", "安排一下明天的回访"),
        (
            "Always book me an aisle seat, I can't sit by the window",
            "aisle seat",
            "find me a flight to Tokyo next week",
        ),
        ("Don't ever share my address with delivery partners", "address sharing", "下单一个新的电饭煲"),
    ],
)
async def test_a_users_rule_reaches_a_new_session_whatever_the_question(
    tenant: Tenant, said: str, subject: str, asked: str
) -> None:
    await background(tenant, "u1")
    rule_id = await rule(tenant, said, subject, user_id="u1", session_id="s1")
    await index_everything(tenant)

    built = await context(tenant, query=asked, user_id="u1", session_id="s2")

    assert said in built["text"]
    assert rule_ids(built) == [rule_id]
    (item,) = [i for i in built["sections"]["constraints"] if i["id"] == rule_id]
    assert "standing_rule" in item["reasons"] and 0 <= item["importance"] <= 1
    assert built["omitted_rules"] == 0 and built["omitted_rule_ids"] == []
    assert built["tokens"] == count_tokens(built["text"]) <= built["token_budget"]
    trace = (await tenant.get(f"/v1/traces/{built['trace_id']}")).json()
    (traced,) = [t for t in trace["items"] if t["id"] == rule_id]
    assert "standing_rule" in traced["reasons"] and traced["section"] == "constraints"


async def test_rules_are_there_without_a_query_and_for_an_empty_memory(tenant: Tenant) -> None:
    rule_id = await rule(tenant, "不要在周末给我打电话", "周末电话", user_id="u1")
    assert rule_ids(await context(tenant, user_id="u1")) == [rule_id]
    assert rule_ids(await context(tenant, user_id="u1", query="随便聊聊")) == [rule_id]


async def test_a_new_agent_of_the_same_user_gets_the_users_rules_not_another_agents(tenant: Tenant) -> None:
    shared = await rule(tenant, "Never call me before 9am", "early calls", user_id="u1", agent_id="sales")
    own = await rule(
        tenant, "Only quote prices in euros", "price currency", scope="AGENT", user_id="u1", agent_id="sales"
    )
    support = await context(tenant, query="open a ticket", user_id="u1", agent_id="support", session_id="s9")
    sales = await context(tenant, query="open a ticket", user_id="u1", agent_id="sales")
    assert rule_ids(support) == [shared]
    assert set(rule_ids(sales)) == {shared, own}


async def test_a_task_of_the_user_carries_its_rules_and_the_users(tenant: Tenant) -> None:
    created = await tenant.post(
        "/v1/tasks", json={"task_id": "trip-9", "user_id": "u1", "goal": "Plan the Osaka trip"}
    )
    assert created.status_code == 201, created.text
    lasting = await rule(tenant, "我绝对不坐红眼航班", "红眼航班", user_id="u1")
    this_trip = await rule(
        tenant, "这次出差酒店每晚不能超过800元", "酒店预算", scope="TASK", user_id="u1", task_id="trip-9"
    )
    in_task = await context(tenant, query="订酒店", user_id="u1", task_id="trip-9", session_id="s3")
    assert set(rule_ids(in_task)) == {lasting, this_trip}
    assert in_task["sections"]["task"]["task_id"] == "trip-9"
    elsewhere = await context(tenant, query="订酒店", user_id="u1", task_id="trip-10")
    assert rule_ids(elsewhere) == [lasting]


async def test_a_task_is_shown_only_to_its_own_user(tenant: Tenant) -> None:
    """A context naming a task but no user (or another user) gets neither the task nor its state."""
    created = await tenant.post(
        "/v1/tasks",
        json={
            "task_id": "trip-7",
            "user_id": "u1",
            "goal": "Plan the Kyoto trip",
            "state": {"next_step": "book ryokan"},
        },
    )
    assert created.status_code == 201, created.text
    own = await context(tenant, query="hotel", user_id="u1", task_id="trip-7")
    assert own["sections"]["task"]["task_id"] == "trip-7"
    assert own["sections"]["task_state"] == {"next_step": "book ryokan"}
    for other in (await context(tenant, query="hotel", task_id="trip-7", scope="TENANT"),
                  await context(tenant, query="hotel", user_id="u2", task_id="trip-7")):  # fmt: skip
        assert other["sections"]["task"] is None and other["sections"]["task_state"] is None
        assert "Kyoto" not in other["text"] and "ryokan" not in other["text"]


async def test_a_company_policy_reaches_every_users_context(tenant: Tenant) -> None:
    policy = await rule(
        tenant,
        "Company policy: never promise a refund before finance approves it",
        "refund promises",
        scope="TENANT",
    )
    for user, asked in (("u1", "the customer wants their money back"), ("u2", "帮我查一下订单"), ("u3", "")):
        built = await context(tenant, query=asked or None, user_id=user)
        assert policy in rule_ids(built), user
        assert "never promise a refund" in built["text"]
    assert policy in rule_ids(await context(tenant, query="anything", agent_id="support", scope="TENANT"))


async def test_another_users_rules_never_appear(tenant: Tenant) -> None:
    mine = await rule(tenant, "Never send me newsletters", "newsletters", user_id="u1")
    theirs = [
        await rule(tenant, "不要给我推荐理财产品", "理财产品", user_id="u2"),
        await rule(
            tenant, "No calls during this chat", "calls", scope="SESSION", user_id="u2", session_id="s1"
        ),
        await rule(tenant, "这次预算不超过两千", "预算", scope="TASK", user_id="u2", task_id="k1"),
        await rule(tenant, "Only Spanish with me", "language", scope="AGENT", user_id="u2", agent_id="sales"),
    ]
    built = await context(
        tenant,
        query="理财 calls 预算 language",
        user_id="u1",
        session_id="s1",
        task_id="k1",
        agent_id="sales",
    )
    assert rule_ids(built) == [mine]
    shown = {
        item["id"]
        for section in ("constraints", "preferences", "facts")
        for item in built["sections"][section]
    }
    assert shown.isdisjoint(theirs)
    for text in ("理财产品", "No calls during this chat", "两千", "Spanish"):
        assert text not in built["text"]


MANY_RULES = [
    ("绝对不要在我的餐里放香菜", "香菜"),
    ("千万别在晚上十点以后给我打电话", "深夜电话"),
    ("Never share my home address with delivery partners", "address sharing"),
    ("不要给我推荐任何理财产品", "理财产品"),
    ("Only contact me by email, never by SMS", "contact channel"),
    ("我对花生过敏，订餐时一定要避开", "花生过敏"),
    ("Don't book flights with more than one stopover for me", "stopovers"),
    ("以后不要再给我发促销短信了", "促销短信"),
    ("Always send invoices to the finance mailbox, not to me", "invoices"),
    ("请不要在周末安排任何会议", "周末会议"),
    ("Never upgrade my plan without asking me first", "plan upgrades"),
    ("酒店必须是无烟房", "无烟房"),
    ("Do not call my office line under any circumstances", "office line"),
    ("不要用我的名字称呼我，叫我王老师", "称呼"),
    ("Never auto-renew any of my subscriptions", "auto-renewal"),
]


async def test_rules_beyond_their_share_are_counted_and_named(tenant: Tenant) -> None:
    ids = [await rule(tenant, content, subject, user_id="u1") for content, subject in MANY_RULES]
    await background(tenant, "u1")
    built = await context(
        tenant, query="what should I cook tonight in Hangzhou?", user_id="u1", token_budget=400
    )

    shown = rule_ids(built)
    assert 0 < len(shown) < len(ids)
    assert built["omitted_rules"] == len(ids) - len(shown)
    assert set(built["omitted_rule_ids"]) == set(ids) - set(shown)
    # Most important first, then the most recently stated: the omitted ones are the tail.
    assert shown + built["omitted_rule_ids"] == await rule_order(tenant, ids)
    assert f"({built['omitted_rules']} more standing rules not shown for lack of space)" in built["text"]
    parts = built["parts"]
    assert parts["rules"]["cap"] == 160 and parts["rules"]["tokens"] <= 160
    assert parts["rules"]["omitted"] == built["omitted_rules"]
    assert built["tokens"] == count_tokens(built["text"]) <= 400
    assert built["omitted"] >= built["omitted_rules"]
    # The matched memories still get the rest of the budget.
    assert built["sections"]["facts"] or built["sections"]["preferences"]


async def test_rules_past_the_read_limit_are_counted(tenant: Tenant) -> None:
    settings = runtime_of(tenant.client).settings
    ids = [await rule(tenant, content, subject, user_id="u1") for content, subject in MANY_RULES[:5]]
    previous = settings.context_rules_limit
    settings.context_rules_limit = 3
    try:
        built = await context(tenant, query="x", user_id="u1", token_budget=2000)
    finally:
        settings.context_rules_limit = previous
    assert rule_ids(built) == (await rule_order(tenant, ids))[:3]
    assert built["omitted_rules"] == 2 and built["omitted_rule_ids"] == []
    assert "(2 more standing rules not shown for lack of space)" in built["text"]


async def test_rules_order_by_importance_then_recency(tenant: Tenant) -> None:
    low = await add_fact(tenant, "Low", user_id="u1", memory_type=MemoryType.CONSTRAINT, importance=0.2)
    old_high = await add_fact(
        tenant,
        "Old high",
        user_id="u1",
        memory_type=MemoryType.CONSTRAINT,
        importance=0.9,
        valid_from=datetime(2024, 1, 1, tzinfo=UTC),
    )
    new_high = await add_fact(
        tenant,
        "New high",
        user_id="u1",
        memory_type=MemoryType.CONSTRAINT,
        importance=0.9,
        valid_from=datetime(2025, 1, 1, tzinfo=UTC),
    )
    mid = await add_fact(
        tenant, "Team rule", scope=Scope.TENANT, memory_type=MemoryType.CONSTRAINT, importance=0.6
    )
    built = await context(tenant, query="hello", user_id="u1")
    assert rule_ids(built) == [str(new_high), str(old_high), str(mid), str(low)]
    item = built["sections"]["constraints"][0]
    assert "importance=0.90" in item["reasons"] and "importance_raised" in item["reasons"]
    assert "importance_lowered" in built["sections"]["constraints"][-1]["reasons"]


@pytest.mark.parametrize("budget", [20, 60, 150, 400, 1500])
async def test_every_part_stays_within_its_cap(tenant: Tenant, budget: int) -> None:
    await tenant.post(
        "/v1/tasks",
        json={
            "task_id": "t1",
            "user_id": "u1",
            "goal": "Renew the contract",
            "state": {"next": "call " * 40},
        },
    )
    for content, subject in MANY_RULES[5:11]:
        await rule(tenant, content, subject, user_id="u1")
    await background(tenant, "u1")
    built = await context(
        tenant,
        query="renew the contract",
        user_id="u1",
        task_id="t1",
        token_budget=budget,
        include_evidence=True,
    )
    assert built["tokens"] == count_tokens(built["text"]) <= budget
    for name, part in built["parts"].items():
        assert part["tokens"] <= part["cap"], name
    assert sum(part["tokens"] for part in built["parts"].values()) == built["tokens"]


async def test_only_the_types_asked_for(tenant: Tenant) -> None:
    await rule(tenant, "Never email me", "email", user_id="u1")
    built = await context(tenant, query="email", user_id="u1", memory_types=["FACT"])
    assert built["sections"]["constraints"] == [] and built["omitted_rules"] == 0


async def test_a_new_rule_shows_at_once_despite_the_cache(tenant: Tenant) -> None:
    first = await rule(tenant, "Never call on Sundays", "sunday calls", user_id="u1")
    assert rule_ids(await context(tenant, query="plan the week", user_id="u1")) == [first]
    second = await rule(tenant, "不要在群里@我", "群里@", user_id="u1")
    assert set(rule_ids(await context(tenant, query="plan the week", user_id="u1"))) == {first, second}


async def test_a_prohibition_said_in_chat_becomes_a_standing_rule(tenant: Tenant) -> None:
    response = await tenant.post(
        "/v1/events",
        json={
            "actor_type": "USER",
            "actor_id": "u1",
            "user_id": "u1",
            "session_id": "s1",
            "event_type": "message",
            "source": "chat",
            "payload": {"role": "user", "text": "以后不要再给我发促销短信了。"},
        },
    )
    assert response.status_code == 201, response.text
    built = await context(tenant, query="给这位用户推荐一下最近的优惠活动", user_id="u1", session_id="s2")
    (item,) = [i for i in built["sections"]["constraints"] if i["standing_rule"]]
    assert "促销短信" in item["content"] and "促销短信" in built["text"]


@pytest.mark.parametrize(
    "bad",
    [
        {"context_rules_share": 0},
        {"context_rules_share": 1.5},
        {"context_task_share": -0.1},
        {"context_evidence_share": 2},
        {"context_memories_share": 0},
        {"context_rules_limit": 0},
    ],
)
def test_part_caps_are_validated(bad: dict[str, float]) -> None:
    with pytest.raises(ValidationError):
        Settings(**bad)  # type: ignore[arg-type]


def test_part_caps_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MC_CONTEXT_RULES_SHARE", "0.5")
    monkeypatch.setenv("MC_CONTEXT_RULES_LIMIT", "20")
    settings = Settings()
    assert settings.context_rules_share == 0.5 and settings.context_rules_limit == 20
    assert Settings.model_fields["context_task_share"].default == 0.25


async def test_only_rules_in_force_are_carried_and_as_of_replays_them(tenant: Tenant) -> None:
    now = datetime.now(UTC)
    expired = await add_fact(
        tenant,
        "No calls during the old contract period",
        user_id="u1",
        memory_type=MemoryType.CONSTRAINT,
        valid_from=now - timedelta(days=30),
        valid_until=now - timedelta(days=1),
    )
    future = await add_fact(
        tenant,
        "From next month, never offer the legacy plan",
        user_id="u1",
        memory_type=MemoryType.CONSTRAINT,
        valid_from=now + timedelta(days=30),
    )
    withdrawn = await rule(tenant, "不要在早上八点前联系我", "早上联系", user_id="u1")
    before = datetime.now(UTC)
    response = await tenant.post(
        f"/v1/facts/{withdrawn}/invalidate", role="reviewer", json={"reason": "the user withdrew it"}
    )
    assert response.status_code == 200, response.text

    built = await context(tenant, query="plan the follow-up", user_id="u1")
    assert rule_ids(built) == [] and built["omitted_rules"] == 0
    assert "不要在早上八点前联系我" not in built["text"]
    replay = await context(tenant, query="plan the follow-up", user_id="u1", as_of=before.isoformat())
    assert rule_ids(replay) == [withdrawn]
    earlier = (now - timedelta(days=10)).isoformat()
    assert rule_ids(await context(tenant, query="x", user_id="u1", as_of=earlier)) == [str(expired)]
    assert str(future) not in str(replay)
