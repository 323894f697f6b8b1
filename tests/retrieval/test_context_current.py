"""The context shows the current memory: after a change of mind only the new value, and a disagreement
governance could not settle is stated as such (issue 10 point 4; docs/context.md)."""

from typing import Any

import pytest
from memory_factory import add_fact, context, index_everything

from conftest import Tenant
from memory_center.enums import MemoryType


async def submit(
    tenant: Tenant,
    content: str,
    *,
    subject: str,
    predicate: str,
    value: str,
    memory_type: str = "PREFERENCE",
    source_type: str = "USER_STATED",
    scope: str = "USER",
    **ids: Any,
) -> dict[str, Any]:
    body = {
        "memory_type": memory_type,
        "content": content,
        "subject": subject,
        "predicate": predicate,
        "object_value": value,
        "scope": scope,
        "confidence": 0.9,
        "evidence": {
            "evidence_type": "CONVERSATION" if source_type == "USER_STATED" else "TOOL",
            "source_type": source_type,
            "source_system": "test-chat",
            "content": content,
            "user_id": ids.get("user_id"),
        },
        **ids,
    }
    response = await tenant.post("/v1/candidates", json=body)
    assert response.status_code == 201, response.text
    result: dict[str, Any] = response.json()
    return result


@pytest.mark.parametrize(
    ("before", "after", "key", "asked"),
    [
        (
            ("Likes to drink green tea", "green tea"),
            ("Likes to drink black coffee", "black coffee"),
            ("drink", "favourite"),
            "what drink should I offer them at the meeting?",
        ),
        (
            ("现在住在杭州", "杭州"),
            ("现在住在上海", "上海"),
            ("住址", "城市"),
            "这位用户现在在哪个城市生活？",
        ),
        (
            ("Wants to be called Alex", "Alex"),
            ("Wants to be called Sasha from now on", "Sasha"),
            ("name", "preferred"),
            "how should I greet the user, by which name should they be called?",
        ),
    ],
)
async def test_after_a_change_of_mind_only_the_current_value_is_shown(
    tenant: Tenant,
    before: tuple[str, str],
    after: tuple[str, str],
    key: tuple[str, str],
    asked: str,
) -> None:
    subject, predicate = key
    old = await submit(
        tenant,
        before[0],
        subject=subject,
        predicate=predicate,
        value=before[1],
        user_id="u1",
        session_id="s1",
    )
    new = await submit(
        tenant, after[0], subject=subject, predicate=predicate, value=after[1], user_id="u1", session_id="s2"
    )
    assert new["fact"]["supersedes_id"] == old["fact"]["id"]
    await index_everything(tenant)

    built = await context(tenant, query=asked, user_id="u1", session_id="s3")

    assert after[0] in built["text"]
    assert before[0] not in built["text"]
    shown = [i for section in ("preferences", "facts") for i in built["sections"][section]]
    assert [i["id"] for i in shown if i["subject"] == subject] == [new["fact"]["id"]]
    assert all(i["id"] != old["fact"]["id"] for i in shown)


async def test_a_waiting_contradiction_of_a_standing_rule_is_stated(tenant: Tenant) -> None:
    rule = await submit(
        tenant,
        "Never call me, contact me by email only",
        subject="contact channel",
        predicate="allowed",
        value="email only",
        memory_type="CONSTRAINT",
        user_id="u1",
    )
    # A less trusted source says otherwise: governance keeps it waiting, linked to the rule.
    doubt = await submit(
        tenant,
        "CRM says the customer asked for phone calls",
        subject="contact channel",
        predicate="allowed",
        value="phone",
        memory_type="CONSTRAINT",
        source_type="TOOL_RESULT",
        user_id="u1",
    )
    assert doubt["candidate"]["status"] == "NEEDS_CONFIRMATION", doubt
    assert doubt["candidate"]["conflict_fact_id"] == rule["fact"]["id"]

    built = await context(tenant, query="推荐一下新的套餐", user_id="u1")

    (note,) = built["sections"]["conflicts"]
    assert set(note["ids"]) == {rule["fact"]["id"], doubt["candidate"]["id"]}
    assert "[Conflicts]\n- two records disagree: Never call me, contact me by email only" in built["text"]
    assert "CRM says the customer asked for phone calls" in built["text"]
    assert "awaiting confirmation" in built["text"]
    assert "Never call me, contact me by email only (source: USER_STATED" in built["text"]
    assert "[disputed, see Conflicts]" in built["text"]


async def test_a_users_own_rule_shadows_the_company_default_on_the_same_key(tenant: Tenant) -> None:
    """Same key at two scopes: the narrower one is the rule that holds (docs/design.md §2); the wider one is
    reported in ``shadowed``, never presented as a second current rule."""
    policy = await submit(
        tenant,
        "Company default: send the monthly newsletter by email",
        subject="newsletter",
        predicate="delivery",
        value="email",
        memory_type="CONSTRAINT",
        scope="TENANT",
    )
    mine = await submit(
        tenant,
        "不要给我发月度简报，我不需要",
        subject="newsletter",
        predicate="delivery",
        value="none",
        memory_type="CONSTRAINT",
        user_id="u1",
    )
    built = await context(tenant, query="准备这个月的客户沟通", user_id="u1")
    (shown,) = [i for i in built["sections"]["constraints"] if i["subject"] == "newsletter"]
    assert shown["id"] == mine["fact"]["id"] and shown["standing_rule"]
    assert [s["id"] for s in shown["shadowed"]] == [policy["fact"]["id"]]
    assert "Company default" not in built["text"] and "不要给我发月度简报" in built["text"]
    assert built["omitted_rules"] == 0 and "not shown" not in built["text"]
    other = await context(tenant, query="准备这个月的客户沟通", user_id="u2")
    assert "Company default: send the monthly newsletter by email" in other["text"]


async def test_two_active_rules_that_disagree_are_stated_not_counted_as_omitted(tenant: Tenant) -> None:
    for agent, channel in (("sales", "email"), ("support", "phone")):
        await add_fact(
            tenant,
            f"Only contact this customer by {channel}",
            user_id="u1",
            agent_id=agent,
            memory_type=MemoryType.CONSTRAINT,
            subject="contact",
            predicate="only channel",
            object_value=channel,
        )
    built = await context(tenant, query="出一个续费方案", user_id="u1")
    (note,) = built["sections"]["conflicts"]
    assert note["message"].startswith("two records disagree: Only contact this customer by")
    assert "[Conflicts]\n- two records disagree" in built["text"]
    (shown,) = [i for i in built["sections"]["constraints"] if i["standing_rule"]]
    assert len(shown["conflicts"]) == 1 and "[disputed, see Conflicts]" in built["text"]
    assert built["omitted_rules"] == 0
