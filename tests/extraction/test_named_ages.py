"""An age said after a pet or a named child is theirs, not the user's (``frames``, ``words.OWNED_BY_NAMED``),
and a held name said again with another age is reworded on its own key (``writepath.habit_replacements``;
docs/extraction.md, "Frames restated")."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.extraction.frames import read_frames


@pytest.mark.parametrize(
    "text",
    [
        "我家狗叫可乐，今年2岁",
        "我养了只柯基叫馒头，今年4岁了",
        "我家兔子叫棉花，才1岁",
        "My cat Mochi is 4 years old",
    ],
)
def test_an_age_after_a_pet_or_a_name_is_not_the_users(text: str) -> None:
    assert [f for f in read_frames(text) if f.slot.name == "age"] == []


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("我今年32岁，家里有只猫叫花卷", "32"),
        ("我叫小王，今年28岁", "28"),
        ("我的名字叫小王，今年28岁", "28"),
        ("I turned 40 in May", "40"),
    ],
)
def test_the_users_own_age_is_still_read(text: str, age: str) -> None:
    assert [f.value for f in read_frames(text) if f.slot.name == "age"] == [age]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [("我是夜猫子，晚上一般两点才睡", "bedtime", "两点"), ("我打车都叫滴滴，住在朝阳", "residence", "朝阳")],
)
def test_a_pet_word_or_a_call_inside_another_word_names_no_one(text: str, slot: str, value: str) -> None:
    assert [f.value for f in read_frames(text) if f.slot.name == slot] == [value]


def test_a_residence_said_with_i_after_a_pet_is_still_the_users() -> None:
    assert [f.value for f in read_frames("我养了只猫叫咪咪，我住在杭州") if f.slot.name == "residence"] == [
        "杭州"
    ]


def _of(facts: list[dict[str, object]], key: tuple[str, str]) -> list[str]:
    return [str(f["content"]) for f in facts if (f["subject"], f["predicate"]) == key]


async def test_a_pets_age_said_by_its_name_rewords_the_held_name(tenant: Tenant) -> None:
    await say(tenant, "我家猫叫年糕，今年3岁", session_id="s-1")
    facts = await list_facts(tenant, user_id="u-1")
    assert not [f for f in facts if f["predicate"] == "age"], facts
    await say(tenant, "年糕4岁了，越来越懒", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert _of(facts, ("cat", "name")) == ["我家猫叫年糕，今年4岁"], facts


async def test_someone_elses_age_beside_the_childs_name_leaves_it(tenant: Tenant) -> None:
    await say(tenant, "我女儿叫朵朵，今年6岁", session_id="s-1")
    await say(tenant, "朵朵同桌7岁了，比她高一个头", session_id="s-2")
    await say(tenant, "邻居家的朵朵8岁了", session_id="s-3")
    facts = await list_facts(tenant, user_id="u-1")
    assert _of(facts, ("daughter", "name")) == ["我女儿叫朵朵，今年6岁"], facts
