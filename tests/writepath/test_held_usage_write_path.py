"""A new value shown by present use or experience replaces the held one, through the write path
(docs/extraction.md, "Session 27: a new value shown by present use or experience")."""

from conftest import Tenant
from facts.flows import list_facts, say


def contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts if fact["object_value"] != "none"]


async def test_the_last_purchases_of_another_brand_replace_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "I always buy Dove shower gel.")
    await say(tenant, "The last four bottles of shower gel I bought were all Radox, smells amazing.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("Dove" in one for one in facts), facts
    assert any("Radox" in one for one in facts), facts


async def test_a_first_month_in_a_new_role_ends_the_held_job(tenant: Tenant) -> None:
    await say(tenant, "I'm a barista at a cafe in Hove.")
    await say(tenant, "My first month as a postman has been great, I'm outside all day.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("barista" in one for one in facts), facts
    assert any("postman" in one for one in facts), facts


async def test_a_chinese_half_year_of_use_replaces_the_held_app(tenant: Tenant) -> None:
    await say(tenant, "我平时用百度地图导航。")
    await say(tenant, "这半年开车导航全靠腾讯地图，路线更准。")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "我平时用百度地图导航" not in facts, facts
    assert any("腾讯地图" in one for one in facts), facts


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
