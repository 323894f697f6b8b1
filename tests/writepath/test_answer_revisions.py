"""A held standing rule about the answers revised or lifted by its aspect, through the write path
(docs/extraction.md, "Session 31: a standing rule about the answers revised by its aspect")."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


def rules(facts: list[dict[str, object]]) -> list[str]:
    return [
        str(fact["content"])
        for fact in facts
        if fact["memory_type"] == "CONSTRAINT" and fact["scope"] == "USER" and fact["object_value"] != "none"
    ]


@pytest.mark.parametrize(
    ("held", "later", "old", "new"),
    [
        ("Keep your replies under 80 words", "80 is too tight, make it 150 words", "80 words", "150 words"),
        ("以后回答都用英文", "还是用中文回答我吧", "英文", "中文"),
        ("每次结尾总结成两点", "结尾别总结两点了,一段话就行", "每次", "一段话"),
    ],
)
async def test_a_revised_rule_replaces_the_held_one(
    tenant: Tenant, held: str, later: str, old: str, new: str
) -> None:
    await say(tenant, held)
    await say(tenant, later)
    facts = rules(await list_facts(tenant, user_id="u-1"))
    assert any(new in one for one in facts) and not any(old in one for one in facts), facts


async def test_a_lifted_rule_leaves_no_rule(tenant: Tenant) -> None:
    await say(tenant, "Always put a TL;DR at the top of your answers")
    await say(tenant, "you can drop the TL;DR from now on")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("TL;DR" in one for one in rules(facts)), facts


async def test_a_one_off_keeps_the_held_rule(tenant: Tenant) -> None:
    await say(tenant, "Always answer me in French")
    await say(tenant, "answer this one in English please, it's for my landlord")
    facts = rules(await list_facts(tenant, user_id="u-1"))
    assert any("French" in one for one in facts) and not any("English" in one for one in facts), facts


async def test_a_standing_order_is_a_rule(tenant: Tenant) -> None:
    await say(tenant, "写代码的时候注释用英文")
    facts = rules(await list_facts(tenant, user_id="u-1"))
    assert any("注释" in one for one in facts), facts
