"""A new value shown by present use or experience replaces the held one, through the write path
(docs/extraction.md, "Session 27: a new value shown by present use or experience")."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


def contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts if fact["object_value"] != "none"]


@pytest.mark.parametrize(
    ("held", "later", "gone", "now"),
    [
        # the last purchases of another brand
        ("I always buy Dove shower gel.",
         "The last four bottles of shower gel I bought were all Radox, smells amazing.", "Dove", "Radox"),
        # a first month in a new role ends the held job
        ("I'm a barista at a cafe in Hove.",
         "My first month as a postman has been great, I'm outside all day.", "barista", "postman"),
        # a Chinese half year of use replaces the held app
        ("我平时用百度地图导航。", "这半年开车导航全靠腾讯地图，路线更准。",
         "我平时用百度地图导航", "腾讯地图"),
    ],
)  # fmt: skip
async def test_a_new_value_in_use_replaces_the_held_one(
    tenant: Tenant, held: str, later: str, gone: str, now: str
) -> None:
    await say(tenant, held)
    await say(tenant, later)
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any(gone in one for one in facts), facts
    assert any(now in one for one in facts), facts


async def test_a_phone_bought_for_someone_else_keeps_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "I use an iPhone 14.")
    await say(tenant, "Bought a Galaxy S23 for my mum's birthday, she loves it.")
    facts = await list_facts(tenant, user_id="u-1")
    assert any(fact["object_value"] == "iPhone 14" for fact in facts), facts


async def test_a_borrowed_car_keeps_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "我开的是一辆本田雅阁。")
    await say(tenant, "这周末借了同事的特斯拉去郊游，开着挺新鲜的。")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("雅阁" in one for one in facts), facts


async def test_a_second_dog_is_kept_beside_the_first(tenant: Tenant) -> None:
    await say(tenant, "I have a dog called Biscuit.")
    await say(tenant, "We adopted a second dog on Sunday, a greyhound called Pepper.")
    names = {fact["object_value"] for fact in await list_facts(tenant, user_id="u-1")}
    assert {"Biscuit", "Pepper"} <= names, names


async def test_a_tool_for_a_purpose_is_kept_and_then_replaced_in_use(tenant: Tenant) -> None:
    await say(tenant, "我记账用的是随手记。")
    assert "我记账用的是随手记" in contents(await list_facts(tenant, user_id="u-1"))
    await say(tenant, "钱迹记账简洁多了，这几个月的账都记在那上面。")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "我记账用的是随手记" not in facts, facts
    assert any("钱迹" in one for one in facts), facts
