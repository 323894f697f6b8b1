"""Session 24: corrections as one mechanism, and nothing lasting from look-alikes (docs/extraction.md,
"Session 24: corrections as one mechanism"): a correction inside one message after an ellipsis, a
filler or with a sentence after it; a correction keeps its owner; someone else's health, home town or
home is theirs; a purpose clause makes no occasion; a meal just grabbed is one occasion."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import named
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.free_text import read_free_text
from memory_center.extraction.rules.owned_by import keeps_owner, opening_owner
from memory_center.writepath.within import WithinCorrections


def _message(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))


def within(text: str) -> list[str]:
    message = _message(text)
    result = WithinCorrections().complete(message, ExtractionResult(read_message(message)))
    return [c.content for c in result.candidates]


@pytest.mark.parametrize(
    ("text", "said", "wrong"),
    [
        ("我女朋友叫王思雨……啊打错了，是王诗雨，诗歌的诗，被她看到又要生气了", "王诗雨", "思雨"),
        ("我儿子叫李浩然……写错了，是李皓然，白字旁的皓", "李皓然", "浩然"),
        ("My son Oliver is 9 — sorry, typo, he's 8. Don't tell him I got it wrong", "Oliver is 8", "is 9"),
    ],
)
def test_a_correction_within_one_message_replaces_the_wrong_value(text: str, said: str, wrong: str) -> None:
    contents = within(text)
    assert any(said in content for content in contents)
    assert not any(wrong in content for content in contents)


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("And my brother's in Lille — people mix the two up constantly", "brother"),
        ("My colleague's locker is 241", "colleague"),
        ("我哥住在杭州，老有人把我俩的地址弄混", "哥"),
        ("我邻居的车牌是沪B5512，物业老是搞混", "邻居"),
        ("宜昌是我大学室友的老家，两个名字太像了", "室友"),
        ("oops 24 Hartley Road, not 42. fat fingers", None),
        ("不对，我女儿叫张晓桐", None),
        ("我最爱吃妈妈做的菜", None),
        ("我的车牌是沪B5521", None),
    ],
)
def test_the_owner_a_message_opens_with(text: str, owner: str | None) -> None:
    assert opening_owner(text) == owner


def test_a_correction_keeps_its_owner() -> None:
    assert not keeps_owner("我姐姐住在苏州 姐姐", "我哥住在杭州，老有人把我俩的地址弄混")
    assert not keeps_owner("My sister lives in Lyon sister", "And my brother's in Lille")
    assert keeps_owner("My sister lives in Lyon sister", "And my sister is in Lille actually")
    assert keeps_owner("I live at 42 Hartley Road user", "oops 24 Hartley Road, not 42. fat fingers")


@pytest.mark.parametrize(
    "text",
    [
        "my flatmate is allergic to cats so we cant get one",
        "my roommate is allergic to dogs so no puppy for us",
        "我室友对猫毛过敏，所以我们不能养猫",
        "I just grabbed a burrito for lunch, nothing exciting",
    ],
)
def test_nothing_of_the_users_own(text: str) -> None:
    reading = read_free_text(text)
    assert reading is None or reading.subject != "user"


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My brother's in Lille", "brother"),
        ("and my other brother Sam is in Bristol", "brother"),
        ("My son is in Leicester — everyone confuses the two cities for some reason", "son"),
        ("I live at 42 Hartley Road, for the delivery thing", "user"),
        ("我手机号尾号是6678，快递可以留这个", "user"),
        ("I'm allergic to cats", "user"),
    ],
)
def test_kept_with_its_owner(text: str, subject: str) -> None:
    reading = read_free_text(text)
    assert reading is not None and reading.subject == subject


@pytest.mark.parametrize("text", ["My wife is in Paris this week", "my son is in hospital"])
def test_where_someone_is_now_is_no_home(text: str) -> None:
    assert read_free_text(text) is None


def test_someone_elses_home_town_is_no_kind_of_the_users() -> None:
    assert named("宜昌是我大学室友的老家，两个名字太像了") == []
    assert named("我哥住在杭州，老有人把我俩的地址弄混") == []
    assert [one.value for one in named("我老家是宜宾")] == ["宜宾"]


def test_a_health_fragment_with_its_examples_after_a_dash() -> None:
    readings = read_message(_message("tree nut allergy here — cashews, walnuts, all of it. peanuts are fine"))
    assert any(c.memory_type == "CONSTRAINT" and "nut" in (c.subject or "") for c in readings)
