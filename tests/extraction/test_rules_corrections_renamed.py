"""A correction that re-names the value it replaces (issue 24, point 3): the new value in a clause of its
own (or after a colon), and the old one said of something else in another clause ("Lincoln was the old
one", "no idea where 172 came from", 165是去年的, 周六是游泳) — a typed value substitution like any marked
correction (``rules.later``, ``writepath.typed_correction``). A comment that says the old value of what
the memory is about again (周六是钢琴课 of 钢琴课在周六) is no correction of it; a second value of the same
type with no old value named, someone else's value, a question and a new topic with a number are none."""

from datetime import UTC, datetime
from types import SimpleNamespace

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import LaterCorrection, read_later_correction
from memory_center.writepath.typed_correction import correction_of


def correction(text: str) -> LaterCorrection | None:
    return read_later_correction(
        ExtractionInput(
            text=text,
            role="user",
            user_id="u",
            session_id="s",
            task_id=None,
            agent_id=None,
            department_id=None,
            occurred_at=datetime(2026, 1, 1, tzinfo=UTC),
        )
    )


def held(content: str, predicate: str, value: str) -> SimpleNamespace:
    """A memory as the correction reads it (``typed_correction.Held``)."""
    return SimpleNamespace(
        memory_type="FACT",
        subject="user",
        predicate=predicate,
        object_value=value,
        content=content,
        scope="USER",
        importance=0.5,
    )


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("hang on, I checked again: 178. no idea where 172 came from", "178", "172"),
        (
            "Ugh, Jefferson Elementary. Lincoln was the old one before we moved districts. Brain fog",
            "Jefferson Elementary",
            "Lincoln",
        ),
        ("timed it this morning: 50 minutes. 35 was wishful thinking", "50", "35"),
        ("It's Friday. Wednesday was the dress rehearsal, I mixed them up", "Friday", "Wednesday"),
        ("量了一下，是168，165是去年的", "168", "165"),
        ("是育才小学，实验小学是以前那个", "育才小学", "实验小学"),
        ("是滨江区，西湖区是上班的地方", "滨江区", "西湖区"),
        ("搞错了，钢琴课是周日上午，周六是游泳", "周日", "周六"),
    ],
)
def test_the_old_value_renamed_in_a_comment_is_the_one_replaced(text: str, new: str, old: str) -> None:
    said = correction(text)
    assert said is not None and (said.value, said.instead_of) == (new, old)
    assert not said.bare


@pytest.mark.parametrize(
    "text",
    [
        "my other kid goes to Jefferson Elementary",
        "Thursday I have the gym, so keep that day free",
        "My brother is 185 cm, he got all the tall genes",
        "Is Berkeley nicer than Oakland?",
        "Actually, I ran 10 km today, pretty proud of that",
        "我老公身高180",
        "湘潭离长沙远吗？",
        "其实我今天走了8000步",
        "我的行李箱有23公斤，会超重吗？",
        "my other kid goes to Jefferson Elementary, Lincoln was too far for him",
        "the flight back: 21st. the 14th is the way out",  # a label before the colon: its own value
        "我老公180，165是我的",  # the new value is someone else's
        "女儿在育才小学，实验小学是儿子的",
    ],
)
def test_a_second_value_or_a_question_names_no_old_value(text: str) -> None:
    said = correction(text)
    assert said is None or said.instead_of is None


def test_a_comma_before_a_number_parts_two_chinese_values() -> None:
    said = correction("量了一下，是168，165是去年的")
    assert said is not None and said.value == "168"  # not "168,165"


def test_a_chinese_name_before_is_must_be_of_the_new_values_type() -> None:
    said = correction("嗯其实准确说是湘潭，只是离长沙近，大家都以为是长沙")
    assert said is not None and said.instead_of is None  # 大家都以为 is no place


@pytest.mark.parametrize(
    ("content", "predicate", "value", "text", "corrected"),
    [
        (
            "I'm 172 cm tall",
            "height",
            "172 cm",
            "hang on, I checked again: 178. no idea where 172 came from",
            "I'm 178 cm tall",
        ),
        ("我身高165", "height", "165", "量了一下，是168，165是去年的", "我身高168"),
        ("我住在西湖区", "residence", "西湖区", "是滨江区，西湖区是上班的地方", "我住在滨江区"),
        (
            "儿子的钢琴课在周六上午",
            "said:儿子的钢琴课在周六上午",
            "儿子的钢琴课在周六上午",
            "搞错了，钢琴课是周日上午，周六是游泳",
            "儿子的钢琴课在周日上午",
        ),
    ],
)
def test_the_held_value_is_replaced(
    content: str, predicate: str, value: str, text: str, corrected: str
) -> None:
    said = correction(text)
    assert said is not None
    candidate = correction_of(held(content, predicate, value), said)
    assert candidate is not None and candidate.content == corrected


@pytest.mark.parametrize(
    ("content", "text"),
    [
        ("儿子的钢琴课在周六上午", "搞错了，舞蹈课是周日上午，周六是钢琴课"),
        ("My swim meet is on Friday", "Friday is the swim meet, Wednesday is the recital"),
    ],
)
def test_a_comment_that_says_the_old_value_of_the_memory_again_corrects_nothing(
    content: str, text: str
) -> None:
    said = correction(text)
    assert said is not None and said.instead_of is not None
    assert correction_of(held(content, f"said:{content}", content), said) is None
