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
