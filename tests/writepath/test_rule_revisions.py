"""A held standing rule revised, lifted or given a rule beside it, through the write path
(docs/extraction.md, "Session 29: a held standing rule revised, lifted or excepted")."""

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
        (
            "Always quote prices to me in pounds",
            "Would you show prices in euros going forward?",
            "pounds",
            "euros",
        ),
        ("以后所有价格都用港币显示", "我回内地工作了，价格都换成人民币吧", "港币", "人民币"),
    ],
)
async def test_a_revised_rule_replaces_the_held_one(
    tenant: Tenant, held: str, later: str, old: str, new: str
) -> None:
    await say(tenant, held)
    await say(tenant, later)
    facts = rules(await list_facts(tenant, user_id="u-1"))
    assert any(new in one for one in facts) and not any(old in one for one in facts), facts


async def test_a_lifted_prohibition_is_no_rule(tenant: Tenant) -> None:
    await say(tenant, "Never mention my diet in meal ideas")
    await say(tenant, "you can mention my diet again, it's going well")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("diet" in one for one in rules(facts)), facts


async def test_a_scoped_value_is_a_rule_beside_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "Always give me lengths in centimetres")
    await say(tenant, "for woodworking stuff use inches tho")
    facts = rules(await list_facts(tenant, user_id="u-1"))
    assert any("centimetres" in one for one in facts) and any("inches" in one for one in facts), facts


async def test_a_marked_one_off_keeps_the_rule_as_said(tenant: Tenant) -> None:
    await say(tenant, "以后别在晚上10点以后给我发提醒")
    await say(tenant, "今晚特殊，11点提醒我收快递")
    facts = rules(await list_facts(tenant, user_id="u-1"))
    assert any("10点" in one for one in facts) and not any("11点" in one for one in facts), facts
