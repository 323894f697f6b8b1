"""A child's school said again as another (extraction.held_schools, writepath.kind_replacements), and a
value of a known kind said before a question or an occasion (extraction.held_kinds.usable_lead)."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.extraction.held_kinds import named
from memory_center.extraction.held_schools import schools_held, schools_said


@pytest.mark.parametrize(
    ("text", "child", "school"),
    [
        ("女儿在外国语学校开的第一次家长会上，班主任说她英语进步很快。", "女儿", "外国语学校"),
        ("儿子转学了，现在在外国语中学。", "儿子", "外国语中学"),
        ("儿子在育英学校的运动会上拿了跳绳第一名。", "儿子", "育英学校"),
        ("我女儿实验小学一年级的家长会是周五，老师让家长准备个自我介绍。", "女儿", "实验小学"),
        ("女儿换到了蓝天幼儿园，离家更近。", "女儿", "蓝天幼儿园"),
    ],
)
def test_a_childs_school_is_read(text: str, child: str, school: str) -> None:
    assert [(one.child, one.school) for one in schools_said(text)] == [(child, school)]


@pytest.mark.parametrize(
    "text",
    [
        "我在一所小学当语文老师。",  # the user, and a school counted
        "女儿想考外国语学校。",  # a wish
        "我儿子以前在育才中学。",  # the past
        "女儿今天去参观了外国语学校。",  # a visit
        "说错了，她在向阳小学，不是阳光小学。",  # a correction: the correction step's
        "我同事的女儿在实验小学。",  # someone else's child
        "女儿在家附近的小学上学。",  # no name
        "女儿在哪个小学上学比较好？",  # a question
    ],
)
def test_look_alikes_read_no_school(text: str) -> None:
    assert schools_said(text) == []


def test_a_held_memory_names_its_school() -> None:
    assert schools_held("女儿", "我女儿在实验小学读书") == ["实验小学"]
    assert schools_held("儿子", "我儿子在二实小上学") == ["二实小"]


def test_a_value_said_before_a_question_or_an_occasion_is_said() -> None:
    assert [one.value for one in named("我那台小鹏G6冬天续航掉得厉害，有什么办法吗？")] == ["小鹏G6"]
    assert [one.value for one in named("我那台理想L7后排空间真大，周末拉着爸妈出去玩。")] == ["理想L7"]
    assert [one.statement for one in named("我那个移动套餐每月流量都不够用，有什么划算的加油包吗？")] == [
        "我那个移动套餐每月流量都不够用"
    ]
    for text in ("如果搬到杭州，你觉得怎么样？", "我想买理想L7，靠谱吗？", "我朋友开理想L7，你觉得怎么样？"):
        assert named(text) == [], text


async def test_a_childs_new_school_ends_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "我女儿在实验小学读书。", user_id="u-7")
    await say(tenant, "女儿想考外国语学校。", user_id="u-7")  # a wish: nothing changes
    assert [f["content"] for f in await list_facts(tenant, user_id="u-7")] == ["我女儿在实验小学读书"]
    await say(tenant, "女儿在外国语学校开的第一次家长会上，班主任说她英语进步很快。", user_id="u-7")
    facts = await list_facts(tenant, user_id="u-7")
    held = [(f["subject"], f["predicate"], f["object_value"]) for f in facts if f["object_value"] != "none"]
    assert held == [("女儿", "school", "外国语学校")], facts
    assert not any("实验小学" in f["content"] for f in facts)


async def test_a_car_said_before_a_question_replaces_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "我开的是一辆老款思域。", user_id="u-8")
    await say(tenant, "我那台小鹏G6冬天续航掉得厉害，有什么办法吗？", user_id="u-8")
    facts = await list_facts(tenant, user_id="u-8")
    assert not any("思域" in f["content"] for f in facts if f["object_value"] != "none"), facts
    assert any(f["predicate"] == "car" and "小鹏" in (f["object_value"] or "") for f in facts), facts
