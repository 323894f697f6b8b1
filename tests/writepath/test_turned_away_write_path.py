"""A held option turned away from with a new one in present use, a held dislike turned into a liking, and
a held option gone back to after a trial, through the write path (docs/extraction.md, "Session 30: a
switch told by turning away")."""

from conftest import Tenant
from facts.flows import list_facts, say


def values(facts: list[dict[str, object]]) -> set[tuple[object, object, object]]:
    return {(fact["subject"], fact["predicate"], fact["object_value"]) for fact in facts}


async def test_a_farewell_and_the_new_one_in_use_replace_the_held_option(tenant: Tenant) -> None:
    await say(tenant, "I do my food shopping at Sainsbury's")
    await say(tenant, "Aldi has won, bye bye Sainsbury's. Half the price for the same basket")
    found = values(await list_facts(tenant, user_id="u-1"))
    assert ("user", "supermarket", "Aldi") in found, found
    assert ("user", "supermarket", "Sainsbury's") not in found, found


async def test_a_liking_gone_off_ends_and_the_new_one_is_kept(tenant: Tenant) -> None:
    await say(tenant, "I'm a big fan of milk chocolate")
    await say(tenant, "I've gone completely off milk chocolate. It's 85% dark or nothing for me these days")
    found = values(await list_facts(tenant, user_id="u-1"))
    assert ("milk chocolate", "preference", "like") not in found, found


async def test_a_chinese_dislike_liked_again_without_a_marker(tenant: Tenant) -> None:
    await say(tenant, "我不吃苦瓜，太苦了")
    await say(tenant, "被我妈逼着吃了几次苦瓜炒蛋，居然觉得挺香的")
    found = values(await list_facts(tenant, user_id="u-1"))
    assert ("苦瓜", "preference", "like") in found and ("苦瓜", "preference", "dislike") not in found, found


async def test_a_trial_that_went_back_keeps_the_held_option(tenant: Tenant) -> None:
    await say(tenant, "I bank with Starling")
    await say(
        tenant,
        "Tried Monzo for a fortnight because my flatmates use it. Came back to Starling, it just works",
    )
    facts = await list_facts(tenant, user_id="u-1")
    assert ("user", "bank", "Starling") in values(facts), facts
    assert not any("Monzo" in str(fact["content"]) for fact in facts), facts
