"""Notes of permanence and the look-alikes of standing rules about how the assistant answers
(docs/extraction.md, "Session 24: standing rules in more forms")."""

from datetime import UTC, datetime

import pytest

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.split import statements
from memory_center.governance.lasting import names_near_date, says_one_time


def _user_rules(text: str) -> list[tuple[str, str]]:
    message = ExtractionInput(
        text=text,
        role="user",
        user_id="u",
        session_id="s",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime(2026, 12, 4, tzinfo=UTC),
    )
    return [
        (c.subject, c.object_value or "")
        for c in read_message(message)
        if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER
    ]


def test_a_note_said_alone_goes_with_the_orders_before_it() -> None:
    said = statements(
        "Drop the emojis. I love sushi. Is that ok? That goes for every chat, not just this one."
    )
    assert said == [
        "Drop the emojis. That goes for every chat, not just this one.",
        "I love sushi.",
        "Is that ok?",
    ]


def test_a_quote_or_a_word_ends_no_sentence() -> None:
    assert statements("Drop the 'Great question!' stuff. Every summary starts with a TL;DR.") == [
        "Drop the 'Great question!' stuff.",
        "Every summary starts with a TL;DR.",
    ]


@pytest.mark.parametrize(
    ("text", "one_time"),
    [
        ("That goes for every chat, not just this one", False),
        ("从今天开始，回答之前别说客套话", False),
        ("Starting today, use metric", False),
        ("不要用繁体字，不只是这次", False),
        ("just this once, skip the intro", True),
        ("这杯别加冰", True),
    ],
)
def test_not_only_now_is_no_one_time_word(text: str, one_time: bool) -> None:
    assert says_one_time(text) is one_time


def test_a_sample_date_of_a_format_is_no_near_date() -> None:
    assert not names_near_date("Write dates in ISO format, like 2025-01-31, every time")
    assert not names_near_date("以后日期都写成 2024-03-05 这种格式")
    assert names_near_date("The meeting is on 2025-01-31")


@pytest.mark.parametrize(
    "said",
    [
        "Please drop the exclamation marks and the 'Great question!' stuff. Just answer. That goes for every "
        "chat, not just this one.",
        "Stop opening your replies with 'Certainly!' - in every chat, not only here.",
        "从今天开始，回答之前别说“好的”“当然可以”这种客套话，直接说重点",
        "以后我问问题，你先给结论，再解释原因。",
        "只订经济舱，不只是这次",
    ],
)
def test_standing_rules_about_answers_are_user_rules(said: str) -> None:
    assert _user_rules(said)


@pytest.mark.parametrize(
    "said",
    [
        "帮我检查一下错别字",
        "帮我把这段话里的错别字改一下",
        "这杯别加冰，我嗓子疼",
        "Fix the typos in this paragraph for me.",
        "Just for this answer, skip the intro and give me the code.",
        "My boss never wants emojis. That goes for every chat, not just this one.",
        "从今天开始我也要早睡",
    ],
)
def test_one_offs_and_other_peoples_rules_are_no_user_rule(said: str) -> None:
    assert not _user_rules(said)
