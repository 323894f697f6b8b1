"""Corrections by the value's shape and by the noun they name (session 23, issue 24 point 3): a
near-copy of a held code (``rules.near_copy``), a correction naming its target (``rules.named_target``),
a Chinese place found by its frame (``rules.zh_framed``). Pure."""

import pytest

from memory_center.extraction.rules.named_target import by_named
from memory_center.extraction.rules.near_copy import copied, may_copy, near
from memory_center.extraction.rules.typed_spans import held_spans, new_value
from memory_center.extraction.rules.zh_framed import framed


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("12345", "12354", True),  # two neighbours swapped
        ("4829", "4892", True),
        ("4500", "4800", True),  # one digit changed
        ("40718", "40788", True),
        ("40718", "41788", True),  # two changed in five digits
        ("4829", "4192", False),  # two changed in four, not neighbours swapped
        ("4829", "48290", False),  # not as long
        ("4829", "4829", False),  # the same
    ],
)
def test_near_digit_strings(old: str, new: str, expected: bool) -> None:
    assert near(old, new) is expected


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        ("我的车牌是京A12345", "京A12354，后两位是54我老搞反", "京A12345", "京A12354"),
        ("My membership ID is GX-40718", "GX-40781, I keep flipping those", "GX-40718", "GX-40781"),
        ("我手机号尾号是6678，快递可以留这个", "尾号6687，刚才手抖按反了", "6678", "6687"),
        ("My locker number is 4829", "4892, I always swap the last two", "4829", "4892"),
    ],
)
def test_a_near_copy_corrects_the_held_code(held: str, said: str, old: str, new: str) -> None:
    found = copied(held, said)
    assert found is not None and (found.old, found.new) == (old, new)
    assert held[found.start : found.end] == old


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("My locker number is 4829", "my friend's locker number is 4892"),  # someone else's
        ("My desk number is 318", "meeting room 381 is booked for us today"),  # another thing
        ("我家门牌号是3916", "快递柜取件码是3961"),
        ("我的车牌是沪B67890", "车牌号是多少来着，沪B67809吗？"),  # a question
        ("我每个月物业费320", "如果涨到350我就搬走"),  # a hypothetical
        ("我的工号是83046", "我同事的工号是83064"),
        ("My desk number is 318", "My desk number is 5127"),  # no near-copy
        ("我的车牌是京A12345", "沪B12354"),  # another prefix
    ],
)
def test_look_alikes_copy_nothing(held: str, said: str) -> None:
    assert copied(held, said) is None


def test_the_gate_is_cheap_and_narrow() -> None:
    assert may_copy("京A12354，后两位是54我老搞反")
    assert not may_copy("Is 2850 easier to remember?")
    assert not may_copy("I moved from 221 to 445 last year")  # two codes
    assert not may_copy("no digits here at all")


@pytest.mark.parametrize(
    ("held", "said", "value", "chosen"),
    [
        ("I'm 5'9 and weigh about 170 lbs", "Scratch the weight, it's 182.", "182", "170"),
        ("I'm 34 and my resting heart rate is 62", "the heart rate was wrong, it's 68", "68", "62"),
        ("My son is 12 and wears shoe size 7", "Scratch the shoe size, it's 8", "8", "7"),
        ("My rent is $1450 a month and parking is $90", "Fix the parking, it's $95", "$95", "90"),
        ("我女儿今年9岁，鞋码33", "鞋码不对，应该是34", "34", "33"),
    ],
)
def test_the_named_noun_picks_the_value_beside_it(held: str, said: str, value: str, chosen: str) -> None:
    new = new_value(value)
    assert new is not None
    [span] = by_named(held, held_spans(held, None, None), said, new.spans[0])
    assert span.text == chosen


def test_no_named_noun_leaves_the_held_values_as_they_are() -> None:
    held = "I'm 34 and my resting heart rate is 62"
    spans = held_spans(held, None, None)
    new = new_value("68")
    assert new is not None and by_named(held, spans, "oops, 68", new.spans[0]) == spans


@pytest.mark.parametrize(
    ("held", "new", "old"),
    [
        ("我们公司在海淀区中关村那边", "朝阳区望京那边", "海淀区中关村那边"),
        ("我在浦东张江那边上班", "徐汇漕河泾那边", "浦东张江那边"),
        ("我家住在天河区体育西路附近", "越秀区北京路附近", "天河区体育西路附近"),
    ],
)
def test_a_chinese_place_is_found_by_its_frame(held: str, new: str, old: str) -> None:
    assert [span.text for span in framed(held, new)] == [old]


@pytest.mark.parametrize(
    ("held", "new"),
    [
        ("我们公司在中关村那边", "朝阳区望京那边"),  # the new value's 区 is in no held value
        ("中关村那边的房子很贵", "望京那边"),  # no lead before the held one
        ("我周末去公园那边跑步", "那边"),  # nothing but the tail
        ("我喜欢吃辣", "朝阳区望京那边"),  # no frame held
    ],
)
def test_no_frame_no_span(held: str, new: str) -> None:
    assert framed(held, new) == []
