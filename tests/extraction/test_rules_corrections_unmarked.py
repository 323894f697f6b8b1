"""A correction read clause by clause (``rules.later``): the one clause that is a typed value, the other
clauses markers or comments that say no value of its type; with no marker it is ``bare`` (it corrects
only what the turn just before said). Names said with no marker must be like the held one
(``rules.typed_spans.alike``)."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import LaterCorrection, read_later_correction
from memory_center.extraction.rules.typed_spans import Span, alike, named_again


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


def read(text: str) -> tuple[str, bool, str] | None:
    said = correction(text)
    return None if said is None else (said.value, said.bare, said.comment)


@pytest.mark.parametrize(
    ("text", "value", "bare"),
    [
        ("8 — she had her birthday last week.", "8", True),
        ("Halvorson, with an o. I always get that wrong.", "Halvorson", True),
        ("Whoa, 35, I turned it last week.", "35", True),
        ("Ugh, $1,250, I forgot the parking spot.", "1,250", True),
        ("Eh, August 19, 2027 — misread the page.", "August 19, 2027", False),  # "misread" marks it
        ("Springfield, Missouri, rather. Easy to confuse.", "Springfield, Missouri", False),
        ("Bosch, sorry, old habit.", "Bosch", False),  # a marker among the comments
        ("Wrong month, I mean November 2nd.", "November 2nd", False),
        ("Hold on, Portland, Maine. I always mix those two up.", "Portland, Maine", False),
        ("Ugh, make that May 17.", "May 17", False),
        ("More like 35 km, it's a long drive.", "35", False),
        ("9岁了，刚过完生日。", "9", True),
        ("陈晶，晶莹的晶。", "陈晶", True),
        ("42码，冬天穿厚袜子那种。", "42", True),
        ("网易，写错公司了。", "网易", False),  # 公司 alone is no name
        ("打错字，是王莉，草字头那个莉。", "王莉", False),
        ("我是说3只，新来的那只我老忘。", "3", False),
        ("6月19号，少打了个1。", "6月19号", False),
    ],
)
def test_one_value_among_comments_is_a_correction(text: str, value: str, bare: bool) -> None:
    found = read(text)
    assert found is not None and found[:2] == (value, bare)


def test_the_comment_is_kept_to_tell_it_from_a_statement() -> None:
    assert read("Hold on, Portland, Maine. I always mix those two up.") == (
        "Portland, Maine",
        False,
        "I always mix those two up",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Karen is great to work with, honestly.",  # a statement about the value
        "I also have 3 dogs.",
        "Is $950 a lot for a one-bedroom?",  # a question
        "My wife is 39.",  # someone else's value
        "我朋友家养了3只。",
        "3500贵不贵？",
        "8, and 12 next year.",  # a comment with a value of the same type
        "Paris, then Rome, then Vienna.",
    ],
)
def test_look_alikes_are_no_correction(text: str) -> None:
    assert read(text) is None


def name(key: str) -> Span:
    return Span("name", 0, len(key), key, key)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("karen", "karin", True),
        ("halvorsen", "halvorson", True),
        ("jon", "john", True),
        ("王丽", "王莉", True),
        ("丰田凯美瑞", "丰田卡罗拉", True),  # a shared first part
        ("mary johnson", "mary jones", True),
        ("karen", "great", False),
        ("siemens", "bosch", False),
        ("长沙", "株洲", False),
        ("王丽", "王丽人很好", False),  # the old name whole, and more: no name said right
    ],
)
def test_a_name_like_the_held_one(old: str, new: str, expected: bool) -> None:
    assert alike(name(old), name(new)) is expected


def test_a_comment_that_names_the_held_chinese_name_again() -> None:
    [span] = named_again("我在上海长大", "上海是后来才搬去的")
    assert (span.text, span.start) == ("上海", 2)
    assert named_again("我在上海长大", "我在那边上学") == []  # 我在 is no name


@pytest.mark.parametrize(
    ("text", "value", "bare"),
    [
        # an interjection at the start is no name (the closed class of interjections)
        ("Ha, autocorrect. Marc, with a c.", "Marc", True),
        ("Hm, I misspoke — San Antonio, born and raised.", "San Antonio", False),
        # a closing marker inside a clause ("X actually") marks it
        ("Er, Iowa actually. Everyone mixes those two up.", "Iowa", False),
        # one value said twice is one value
        ("Sorry, Sheffield, I meant Sheffield.", "Sheffield", False),
        # chat's asterisk
        ("Jonas*", "Jonas", False),
        ("*Thursday", "Thursday", False),
    ],
)
def test_fillers_closing_markers_and_repeats_leave_the_one_value(text: str, value: str, bare: bool) -> None:
    found = read(text)
    assert found is not None and found[:2] == (value, bare)


@pytest.mark.parametrize(
    ("text", "value", "old"),
    [
        ("Scratch that, it's 5:45. The 6:15 was before the new job.", "5:45", "6:15"),
        ("Dr. Okonkwo — Okafor is my physio, mixed them up", "Dr. Okonkwo", "Okafor"),
        ("It's the 24th! The 14th was the venue's first offer.", "24th", "14th"),
    ],
)
def test_a_comment_about_another_value_names_the_wrong_one(text: str, value: str, old: str) -> None:
    said = correction(text)
    assert said is not None and (said.value, said.instead_of) == (value, old)


@pytest.mark.parametrize("text", ["My sister is 31, sorry, 32.", "8, and her brother is 6, sorry"])
def test_a_comment_with_another_bare_value_leaves_no_one_correction(text: str) -> None:
    found = read(text)
    assert found is None or found[0] not in {"31", "8"}


def test_names_spelt_from_a_shared_start_are_alike() -> None:
    def name(text: str) -> Span:
        return Span("name", 0, len(text), text, text.casefold())

    assert alike(name("Katherine"), name("Kathleen"))
    assert not alike(name("Katherine"), name("Karl"))
