"""Session 30: corrections as one mechanism (docs/extraction.md, "Session 30: corrections as one
mechanism"): a value named as wrong that the memory does not hold corrects nothing in it; a value said
in a clause of someone else's keeps its owner; the hour of a time is no value of its own; 打反了 and
前面说的有问题 are markers; 一个学校 is no value; a Chinese name said after 叫 is a held name; "no
allergies" is a state an allergy found ends; "… is called Brennan" is a name whatever its ending."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.rules.denied_values import denies_other
from memory_center.extraction.rules.health_states import HeldState, states_ended
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.owned_by import clause_owner, keeps_owner
from memory_center.extraction.rules.people_named import read_person_in_life
from memory_center.extraction.rules.restated import marked, restated_in
from memory_center.extraction.rules.typed_spans import held_spans, pick, spans
from memory_center.writepath.step_candidates import ending_candidate
from memory_center.writepath.typed_correction import correction_of


def _message(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))


@pytest.mark.parametrize(
    ("held", "said"),
    [
        (
            "My commute is about 40 minutes by train",
            "The workshop is in room 12, not 21, don't go to the wrong one",
        ),
        ("I live in Leeds", "Sorry, it's Lisbon, not Porto, for the conference"),
    ],
)
def test_a_wrong_value_the_memory_does_not_hold_corrects_nothing_in_it(held: str, said: str) -> None:
    assert denies_other(held, said)
    assert restated_in(held, said) is None


@pytest.mark.parametrize(
    ("held", "said", "new"),
    [
        ("My flight home lands at 6:40pm on Friday", "not 6:40 but 8:40, I read the wrong line", "8:40pm"),
        ("My locker is 214", "oops, 241 not 214", "241"),
    ],
)
def test_a_wrong_value_the_memory_holds_is_replaced(held: str, said: str, new: str) -> None:
    assert not denies_other(held, said)
    sub = restated_in(held, said)
    assert sub is not None and sub.new == new


def test_a_time_said_without_its_half_of_the_day_names_the_held_one() -> None:
    held = spans("lands at 6:40pm")
    [said] = spans("6:40")
    [new] = spans("8:40")
    assert pick(new, held, said.key) == held[0]


@pytest.mark.parametrize(
    ("held", "text"),
    [
        ("I'm a size 43 in shoes", "Ordered boots for my husband, he's a 45, not a 43 like me"),
        ("My shoe size is 42", "Got my brother trainers for his birthday, he's a 44, not a 42 like me."),
        ("我穿42码的鞋", "给我老公买鞋，他穿44，不是42，差点买错"),
    ],
)
def test_a_value_said_of_someone_else_keeps_its_owner(held: str, text: str) -> None:
    assert clause_owner(text) is not None
    assert not keeps_owner(held, text)


@pytest.mark.parametrize(
    ("held", "text"),
    [("My son is 7", "No wait, he's 8"), ("My son is 7", "Sorry, my son is 8, he had his birthday")],
)
def test_a_memory_about_that_person_is_still_theirs_to_correct(held: str, text: str) -> None:
    assert keeps_owner(held, text)


@pytest.mark.parametrize(
    ("text", "value", "old"),
    [
        ("前面说的有问题，每周是50公里，30是我去年的量", "50", "30"),
        ("上次说错了哈，是实验二小，跟实验小学不是一个学校，差别大了", "实验二小", None),
    ],
)
def test_chinese_markers_and_no_value_of_one(text: str, value: str, old: str | None) -> None:
    said = read_later_correction(_message(text))
    assert said is not None and not said.bare
    assert (said.value, said.instead_of) == (value, old)


def test_swapped_digits_said_in_chinese_mark_a_correction() -> None:
    assert marked("打反了，是21楼，12楼是食堂")
    assert not marked("今天袜子穿反了，一整天都不舒服")


def test_a_chinese_name_said_after_jiao_is_held_and_corrected() -> None:
    [name] = held_spans("我养的狗叫豆豆", None, None)
    assert name.text == "豆豆"
    said = read_later_correction(_message("*逗逗，输入法又给我改了"))
    assert said is not None

    class Fact:
        content = "我养的狗叫豆豆"
        subject = "user"
        predicate = "said:我养的狗叫豆豆"
        object_value = "我养的狗叫豆豆"
        memory_type = "FACT"
        scope = "USER"
        importance = 0.5

    candidate = correction_of(Fact(), said)  # type: ignore[arg-type]
    assert candidate is not None and candidate.content == "我养的狗叫逗逗"


_NONE = [
    HeldState("food allergies here", "preference", "never", True, "No food allergies here"),
    HeldState("有什么", "allergy", "allergic", True, "我没有什么过敏的，啥都能吃"),
    HeldState("我", "allergy", "not_allergic", True, "我不过敏，什么药都能用"),
    HeldState("user", "allergy", "peanuts", True, "I'm allergic to peanuts"),
]


@pytest.mark.parametrize(
    "text",
    [
        "So it turns out I'm allergic to shellfish. The allergist confirmed it on Monday.",
        "最近查出来对芒果过敏，吃完嘴巴肿了",
        "结果医生说我对青霉素过敏",
    ],
)
def test_no_allergies_held_ends_when_an_allergy_is_found(text: str) -> None:
    ended = [one.content for one in states_ended(text, _NONE)]
    assert ended == [one.content for one in _NONE[:3]]  # the allergy held stays


@pytest.mark.parametrize(
    "text",
    [
        "I'm not allergic to anything",
        "我没有过敏",
        "我对青霉素不过敏",
        "My sister is allergic to cats",
        "我妈对花粉过敏",
    ],
)
def test_no_allergy_found_ends_nothing(text: str) -> None:
    assert states_ended(text, _NONE) == []


def test_an_ending_is_worded_without_its_near_date() -> None:
    end = ending_candidate(
        HeldValue("", "never", "allergies", "preference"),
        "So it turns out I'm allergic to shellfish. The allergist confirmed it on Monday.",
    )
    assert end.content == "So it turns out I'm allergic to shellfish"


def test_a_role_holder_called_by_a_name_ending_like_a_nationality_is_named() -> None:
    reading = read_person_in_life("My manager is called Brennan, he's the one who signs off my leave.")
    assert reading is not None and reading.object_value == "Brennan"
    assert read_person_in_life("my boss is French") is None
