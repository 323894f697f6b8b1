"""Corrections as one typed-value mechanism (pure parts): the types a text says (``rules.typed_spans``), the
value a correction names (``rules.later``), and the substitution of the held value of its type."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.typed_spans import held_spans, new_value, pick, spans, substitute


def kinds(text: str) -> list[tuple[str, str, str]]:
    return [(span.kind, span.text, span.key) for span in spans(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I wake up at 6:30 every day", [("time", "6:30", "06:30")]),
        ("My alarm is set for 6 am", [("time", "6 am", "06:00")]),
        ("I usually go to bed at 11", [("time", "11", "11:00")]),
        ("我每天七点起床", [("time", "七点", "07:00")]),
        ("晚上八点半下班", [("time", "晚上八点半", "20:30")]),
        ("My birthday is July 13th", [("month", "July", "7"), ("day", "13th", "13")]),
        ("My birthday is on March 5", [("month", "March", "3"), ("day", "5", "5")]),
        ("我的生日是三月五号", [("month", "三月", "3"), ("day", "五号", "5")]),
        ("piano every Tuesday", [("weekday", "Tuesday", "2")]),
        ("我每周三去游泳", [("weekday", "周三", "3")]),
        ("I wear size 10 shoes", [("size", "10", "10")]),
        ("My shirt size is M", [("size", "M", "m")]),
        ("我穿39码的鞋", [("size", "39", "39")]),
        ("My budget is 1,400 dollars", [("number", "1,400", "1400")]),
        ("我的预算是三千五", [("number", "三千五", "3500")]),
        ("我今年三十五岁", [("number", "三十五", "35")]),
        ("We have three kids", [("number", "three", "3")]),
        ("两百块", [("number", "两百", "200")]),
        ("My dentist is Dr. Patel", [("name", "Dr. Patel", "patel")]),
        ("I work at Bank of America", [("name", "Bank of America", "bank of america")]),
        ("I may go there in march", []),  # "may" and "march" are months only when capitalised
        ("我一般不喝咖啡", []),  # 一 of 一般 is no number
        ("我的月薪很高", []),
    ],
)
def test_typed_values_in_a_text(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("said", "kind", "key"),
    [
        ("8", "number", "8"),
        ("178 cm", "number", "178"),
        ("1,600", "number", "1600"),
        ("四千五", "number", "4500"),
        ("十八", "number", "18"),
        ("八岁", "number", "8"),
        ("the 14th", "day", "14"),
        ("五月", "month", "5"),
        ("六点", "time", "06:00"),
        ("7:40", "time", "07:40"),
        ("Thursday", "weekday", "4"),
        ("周四", "weekday", "4"),
        ("size 11", "size", "11"),
        ("L", "size", "l"),
        ("39码", "size", "39"),
        ("Dr. Nguyen", "name", "nguyen"),
        ("Belfast, sorry", "name", "belfast"),
        ("刘方", "name", "刘方"),
        ("苏州", "name", "苏州"),
    ],
)
def test_the_value_a_correction_names(said: str, kind: str, key: str) -> None:
    value = new_value(said)
    assert value is not None
    assert (value.kind, value.spans[0].key) == (kind, key)


@pytest.mark.parametrize(
    "said", ["it", "fine", "to ask about flights", "3 pm already", "真的", "I love it", ""]
)
def test_what_is_no_value(said: str) -> None:
    assert new_value(said) is None


def test_a_chinese_word_of_no_known_form_is_a_guessed_name() -> None:
    value = new_value("咖啡")
    assert value is not None and value.weak
    assert new_value("刘方") is not None and not new_value("刘方").weak  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("held", "said", "expected"),
    [
        ("I wear size 10 shoes", "size 11", "I wear size 11 shoes"),
        ("My son is 7", "8", "My son is 8"),
        ("I'm 180 cm tall", "178 cm", "I'm 178 cm tall"),
        ("我每天七点起床", "六点", "我每天六点起床"),
        ("I usually go to bed at 11", "10:30", "I usually go to bed at 10:30"),
        ("My birthday is July 13th", "the 14th", "My birthday is July 14th"),
        ("My anniversary is on June 3rd", "June 8th", "My anniversary is on June 8th"),
        ("我的生日是三月五号", "五月", "我的生日是五月五号"),
        ("我的预算是三千五", "四千五", "我的预算是四千五"),
        ("3500", "四千五", "4500"),  # a value held in digits stays in digits
        ("1400 USD", "1,600", "1600 USD"),
        ("We have three kids", "four", "We have four kids"),
        ("My dentist is Dr. Patel", "Nguyen", "My dentist is Dr. Nguyen"),
    ],
)
def test_substitution_keeps_the_words_around_the_value(held: str, said: str, expected: str) -> None:
    value = new_value(said)
    assert value is not None
    old = [pick(span, spans(held)) for span in value.spans]
    assert all(old)
    assert substitute(held, value, old) == expected  # type: ignore[arg-type]


def test_a_slot_value_is_a_name_of_the_slots_kind() -> None:
    found = held_spans("我住在杭州", "杭州", "place")
    assert [(span.kind, span.text, span.unit) for span in found] == [("name", "杭州", "place")]
    person = new_value("Dr. Nguyen")
    assert person is not None and pick(person.spans[0], found) is None  # a person never replaces a place


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("I'm 180 cm tall", "72 kg"),  # another unit class
        ("I live in Dublin", "42"),
        ("My birthday is July 13th", "Friday"),
    ],
)
def test_no_held_value_of_the_type(held: str, said: str) -> None:
    value = new_value(said)
    assert value is not None and pick(value.spans[0], spans(held)) is None


def read(text: str) -> tuple[str, str | None] | None:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    said = read_later_correction(message)
    return None if said is None else (said.value, said.instead_of)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No wait, he's 8.", ("8", None)),
        ("I mean Belfast, sorry.", ("Belfast", None)),
        ("Sorry, it's Dr. Nguyen.", ("Dr. Nguyen", None)),
        ("Actually it's Claire, not Clara.", ("Claire", "Clara")),
        ("Not Ruiz but Romero.", ("Romero", "Ruiz")),
        ("Claire, not Clara.", ("Claire", "Clara")),
        ("I got that wrong, it's 7:40.", ("7:40", None)),
        ("Oh wait, size 11.", ("11", None)),
        ("说错了，是六点。", ("六点", None)),
        ("不对，是四千五。", ("四千五", None)),
        ("哦不，是五月。", ("五月", None)),
        ("我是说刘方。", ("刘方", None)),
        ("不是成都，是重庆。", ("重庆", "成都")),
        ("上海，不是北京。", ("上海", "北京")),
        ("更正一下，是十八岁。", ("十八", None)),
        ("搞错了，是两百块。", ("两百", None)),
        ("应该是周四。", ("周四", None)),
    ],
)
def test_reading_a_typed_correction(text: str, expected: tuple[str, str | None]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I mean it.",
        "Actually I love it.",
        "Sorry, I'm late.",
        "Actually it's fine.",
        "Sorry, I meant to ask about flights.",
        "I mean, it's 3 pm already.",
        "OK, Friday.",  # an answer, no correction marker
        "Not now, later.",
        "我是说真的。",
        "不对，我住在上海。",  # a statement of its own: the rules read it
        "Sorry, I meant Munich?",
        "No wait, what time is it?",
    ],
)
def test_look_alikes_are_no_correction(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Preeti, sorry.", ("Preeti", None)),  # the marker after the value
        ("9:30, my mistake.", ("9:30", None)),
        ("Her name is actually Catherine, I mistyped.", ("Catherine", None)),
        ("二十七，说错了。", ("二十七", None)),
        ("是五月二十一号才对。", ("五月二十一号", None)),
        ("Did I say the 9th? I meant the 19th.", ("19th", "the 9th")),  # the old value asked about
        ("我刚才说的是五号吗？是六号。", ("六号", "五号")),
        ("I mean Braga, I always mix those two up.", ("Braga", None)),  # a comment after the value
        ("应该是九千，我记错了。", ("九千", None)),
        ("It expires in November, not October.", ("November", "October")),  # the old value's type
        ("Hang on, she's 10.", ("10", None)),
        ("I meant to say 80 kg.", ("80", None)),
        ("准确地说，172厘米。", ("172", None)),
    ],
)
def test_reading_a_correction_in_more_shapes(text: str, expected: tuple[str, str | None]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "bare"),
    [("43.", True), ("L码。", True), ("Friday.", True), ("六点半", True), ("Great.", False),
     ("35 minutes until my train leaves.", False), ("八点有个会。", False), ("Thanks, 42.", False)],
)  # fmt: skip
def test_a_value_alone_is_a_bare_correction(text: str, bare: bool) -> None:
    """Only the write path decides whether it corrects anything (the memory the turn before said)."""
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    said = read_later_correction(message)
    assert (said is not None and said.bare) is bare


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, Friday, I'm busy on Thursday.",  # the comment says a value of the type
        "Did I say that? Never mind.",
        "Preeti, no.",  # a weak marker never closes a value
        "My wife says she's 38, not 36.",  # someone else's value: a statement the rules read
    ],
)
def test_more_look_alikes_are_no_correction(text: str) -> None:
    assert read(text) is None
