"""A second statement about a slot the user holds (session 27, issue 24), through the write path: a
single-valued slot's new value replaces the held one with no marker (a date beside the held place said
again, a blood type, a shoe size said as a number); one more item of a thing of many is kept beside the
held one (``writepath.held_items``); look-alikes (another flight, someone else's child) change nothing."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant) -> list[str]:
    return sorted(f["content"] for f in await list_facts(tenant, user_id="u-1"))


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        (
            "Our flight to Oslo leaves on the 9th of June.",
            "It's the 11th of June that we fly to Oslo.",
            "9th",
            "11th",
        ),
        ("I wear a size 42 shoe, EU sizing.", "Shoe size is 43 EU to be precise.", "42", "43"),
        ("我血型是A型。", "我是B型血。", "A型", "B型"),
        ("I'm O positive.", "My blood group is A negative.", "O positive", "A negative"),
    ],
)
async def test_a_new_value_of_a_single_valued_slot_replaces_the_held_one(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, later, session_id="s-1")
    said = " ".join(await contents(tenant))
    assert new in said and old not in said


@pytest.mark.parametrize(
    ("first", "later", "items"),
    [
        (
            "We have a cat called Miso.",
            "We also got a rabbit called Pepper, the kids begged for one.",
            ("Miso", "Pepper"),
        ),
        ("我有一个女儿，在读初中。", "我儿子今年刚上小学，天天不想起床。", ("女儿", "儿子")),
        ("我喜欢打羽毛球。", "周末偶尔也去游泳。", ("羽毛球", "游泳")),
    ],
)
async def test_one_more_item_is_kept_beside_the_held_one(
    tenant: Tenant, first: str, later: str, items: tuple[str, str]
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, later, session_id="s-1")
    said = await contents(tenant)
    assert all(any(item in content for content in said) for item in items), said


@pytest.mark.parametrize(
    ("first", "later", "kept"),
    [
        ("Our outbound flight to Rome is on 2 May.", "The return flight from Rome is on 9 May.", "2 May"),
        ("我有个女儿叫朵朵。", "我姐姐的儿子今年上初中了。", "朵朵"),
    ],
)
async def test_look_alikes_leave_the_held_memory(tenant: Tenant, first: str, later: str, kept: str) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, later, session_id="s-1")
    said = await contents(tenant)
    assert any(kept in content for content in said)
    assert not any("姐姐" in content for content in said)
