"""A held option outgrown and a new one of its slot taken up, through the write path (docs/extraction.md,
"Session 29: a switch told by its reason")."""

from conftest import Tenant
from facts.flows import list_facts, say


def values(facts: list[dict[str, object]]) -> set[tuple[object, object]]:
    return {(fact["predicate"], fact["object_value"]) for fact in facts}


async def test_the_new_option_replaces_the_outgrown_one(tenant: Tenant) -> None:
    await say(tenant, "我平时都在永辉买菜")
    await say(tenant, "永辉太远了，办了家门口盒马的会员卡")
    found = values(await list_facts(tenant, user_id="u-1"))
    assert ("supermarket", "盒马") in found and ("supermarket", "永辉") not in found, found


async def test_a_name_moved_over_to_takes_the_held_slot(tenant: Tenant) -> None:
    await say(tenant, "I fly Lufthansa mostly, got my gold card")
    await say(tenant, "Moved everything over to Virgin, the upper class cabin is unreal")
    found = values(await list_facts(tenant, user_id="u-1"))
    assert ("airline", "Virgin") in found and ("airline", "Lufthansa") not in found, found
    assert ("bank", "Virgin") not in found, found


async def test_a_visit_for_an_occasion_keeps_the_held_shop(tenant: Tenant) -> None:
    await say(tenant, "I do my weekly shop at Lidl")
    await say(tenant, "Popped into Waitrose for some smoked salmon for the christening, wallet is crying")
    found = values(await list_facts(tenant, user_id="u-1"))
    assert ("supermarket", "Lidl") in found and ("supermarket", "Waitrose") not in found, found
