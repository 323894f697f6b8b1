"""A held rule about the answers withdrawn by reference ends, through the write path (docs/extraction.md,
"Session 28: standing rules about how to answer, and their withdrawal")."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


def contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts if fact["object_value"] != "none"]


@pytest.mark.parametrize(
    ("held", "later", "gone"),
    [
        ("每次回答最后帮我总结三点", "总结那个不用了，太啰嗦", "总结三点"),
        ("never use bullet points with me", "you can drop the bullet thing", "bullet"),
        ("keep your answers under 50 words", "forget the word limit", "50 words"),
    ],
)
async def test_a_withdrawn_rule_ends(tenant: Tenant, held: str, later: str, gone: str) -> None:
    await say(tenant, held)
    assert any(gone in one for one in contents(await list_facts(tenant, user_id="u-1")))
    await say(tenant, later)
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any(gone in one for one in facts), facts


async def test_a_one_off_keeps_the_rule(tenant: Tenant) -> None:
    await say(tenant, "每次回答最后帮我总结三点")
    await say(tenant, "这次不用总结了")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("总结三点" in one for one in facts), facts


@pytest.mark.parametrize(
    ("held", "later", "gone"),
    [
        (
            "Please note that my consultant has placed me on a low-sodium diet owing to my kidney function.",
            "Good news: the nephrologist has lifted the salt restriction.",
            "low-sodium",
        ),
        (
            "以后给我推荐东西别超过三个选项，选择困难症",
            "算了，三个太少了，不用限制了，你看着推荐就行",
            "三个",
        ),
        ("因为胃溃疡，医生让我戒辣", "胃镜复查溃疡好了，戒辣那条可以不用管了", "戒辣"),
    ],
)
async def test_a_lifted_restriction_ends(tenant: Tenant, held: str, later: str, gone: str) -> None:
    """docs/extraction.md, "Session 30: restrictions and rules lifted or revised"."""
    await say(tenant, held)
    assert any(gone in one for one in contents(await list_facts(tenant, user_id="u-1")))
    await say(tenant, later)
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any(gone in one for one in facts), facts


async def test_someone_elses_lift_keeps_the_restriction(tenant: Tenant) -> None:
    await say(tenant, "I'm on a low-salt diet for my blood pressure.")
    await say(tenant, "My dad's doctor just lifted his salt restriction, lucky him.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("low-salt" in one for one in facts), facts


async def test_a_name_others_use_adopted_is_the_rule(tenant: Tenant) -> None:
    await say(tenant, "以后叫我小林就行")
    await say(tenant, "同事都叫我林工，你也这么叫吧，听着顺耳")
    facts = [f for f in await list_facts(tenant, user_id="u-1") if f["object_value"] != "none"]
    named = [(f["memory_type"], f["object_value"]) for f in facts if f.get("predicate") == "name"]
    assert named == [("CONSTRAINT", "林工")], facts
