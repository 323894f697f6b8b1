"""Tastes and habits changed without the usual change markers, through the write path with the shipped
embedder (docs/extraction.md, "Session 26: tastes and habits changed without their markers")."""

from conftest import Tenant
from facts.flows import contents, list_facts, say


async def test_a_used_airline_given_up_beside_a_new_one_is_ended(tenant: Tenant) -> None:
    await say(tenant, "I always fly Delta when I travel")
    await say(
        tenant, "haven't booked a Delta flight in over a year, United's lounges just win me over every time"
    )
    facts = await list_facts(tenant, user_id="u-1")
    assert not any(fact["object_value"] == "Delta" for fact in facts), facts
    assert any("united" in one.casefold() for one in contents(facts)), facts


async def test_a_steak_ordered_another_way_every_time_since_replaces_the_held_doneness(
    tenant: Tenant,
) -> None:
    await say(tenant, "I like my steak well done")
    await say(tenant, "had a medium-rare ribeye at a bbq and wow. ordering it medium rare every time since")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any(fact["object_value"] == "well done" for fact in facts), facts
    assert any("medium rare" in one for one in contents(facts)), facts


async def test_a_chinese_habit_of_one_option_is_replaced_by_immersion_in_another(tenant: Tenant) -> None:
    await say(tenant, "我护肤只用兰蔻")
    await say(tenant, "最近连着三个月回购的都是雅诗兰黛，兰蔻用着闷痘")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "我护肤只用兰蔻" not in facts, facts
    assert any("雅诗兰黛" in one for one in facts), facts


async def test_a_liking_added_beside_the_held_one_keeps_it(tenant: Tenant) -> None:
    await say(tenant, "我喜欢听五月天")
    await say(tenant, "偶尔也听听邓紫棋，也不错")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "我喜欢听五月天" in facts, facts
