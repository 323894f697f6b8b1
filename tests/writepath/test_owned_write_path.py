"""A value belongs to the thing the sentence is about, through the write path (writepath.owned,
extraction.owner_nouns; issue 24): a weight of the suitcase, a place of the company, a colour of the car,
the flight back's date, whichever step would place them, leave the user's own value as it is and are kept
as free text; the user's own new value still replaces it. A second device said without a change marker
is kept beside the first; a switch replaces it."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def values(tenant: Tenant, user_id: str = "u-1") -> list[tuple[str, str, str]]:
    facts = await list_facts(tenant, user_id=user_id)
    return sorted((f["subject"], f["predicate"], f["object_value"] or "") for f in facts)


@pytest.mark.parametrize(
    ("first", "later", "held"),
    [
        ("我体重65公斤。", "我的行李箱有23公斤，会超重吗？", ("user", "weight", "65公斤")),
        ("我住在西湖区。", "我公司在滨江区。", ("user", "residence", "西湖区")),
        ("我开的是特斯拉。", "我的汽车是白色的。", ("user", "car", "特斯拉")),
        ("I live in Hackney.", "My company is in Shoreditch.", ("user", "residence", "Hackney")),
        ("I drive a Toyota.", "My car's colour is silver.", ("user", "car", "Toyota")),
        ("I'm 34 years old.", "My car is 12 years old.", ("user", "age", "34")),
    ],
)  # fmt: skip
async def test_another_things_value_leaves_the_users_own(
    tenant: Tenant, first: str, later: str, held: tuple[str, str, str]
) -> None:
    await say(tenant, first)
    assert held in await values(tenant)
    answer = await say(tenant, later)
    assert all((c["subject"], c["predicate"]) != held[:2] for c in answer["candidates"]), answer
    after = await values(tenant)
    assert held in after
    assert any(predicate.startswith("said:") for _, predicate, _ in after)  # the other thing's, as said


@pytest.mark.parametrize(
    ("first", "later", "new"),
    [
        ("我体重70公斤。", "我现在体重65公斤了。", ("user", "weight", "65公斤")),
        ("I live in Leeds.", "I moved to York last month.", ("user", "residence", "York")),
        ("I drive a Volvo.", "I got a new car, a white Tesla.", ("user", "car", "Tesla")),
    ],
)
async def test_the_users_own_new_value_still_replaces_the_held_one(
    tenant: Tenant, first: str, later: str, new: tuple[str, str, str]
) -> None:
    await say(tenant, first)
    await say(tenant, later)
    held = [one for one in await values(tenant) if one[:2] == new[:2]]
    assert held == [new]


async def test_a_return_flight_does_not_rewrite_the_outbound_one(tenant: Tenant) -> None:
    await say(tenant, "My flight to Boston is on the 14th.", session_id="s-1")
    await say(tenant, "And the flight back is on the 21st.", session_id="s-1")
    facts = await list_facts(tenant, user_id="u-1")
    assert any("14th" in f["content"] for f in facts), facts


async def test_a_second_device_is_kept_beside_the_first_and_a_switch_replaces(tenant: Tenant) -> None:
    await say(tenant, "My laptop is a MacBook.")
    await say(tenant, "At home I have a Dell desktop for gaming.")
    assert [value for _, predicate, value in await values(tenant) if predicate == "computer"] == [
        "Dell",
        "MacBook",
    ]
    await say(tenant, "I switched to a ThinkPad.")
    held = await values(tenant)
    assert ("user", "computer", "ThinkPad") in held and ("dell", "computer", "Dell") in held
    assert all(value != "MacBook" for _, _, value in held)
