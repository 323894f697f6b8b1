"""Standing orders said with a condition or a default (each row's examples are read by the one table
test, ``test_directives``): whole messages give one USER-scope rule, and one-offs, questions and
others' rules give none (extraction/rules/conditioned.py)."""

import re
from datetime import UTC, datetime

import pytest

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.conditioned import CONDITIONS, read_conditioned_order
from memory_center.extraction.rules.openings import is_question


def test_every_row_has_examples_in_its_language() -> None:
    for row in CONDITIONS:
        assert row.examples
        assert all(
            ("zh" if re.search(r"[\u4e00-\u9fff]", said) else "en") == row.lang for said, *_ in row.examples
        )


def _rules(text: str) -> list[tuple[str, str]]:
    message = ExtractionInput(
        text=text,
        role="user",
        user_id="u",
        session_id="s",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime(2026, 12, 6, tzinfo=UTC),
    )
    return [
        (c.subject or "", c.object_value or "")
        for c in read_message(message)
        if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER
    ]


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("whenever you suggest restaurants check they have outdoor seating first", "outdoor seating"),
        ("for any code you write me: TypeScript, always. never plain JS unless I ask for it", "typescript"),
        ("Metric units please, I don't think in pounds and feet.", "metric"),
        ("Any time I ask about wine, suggest bottles under 20 dollars.", "under 20 dollars"),
        ("Default to Celsius for any weather stuff you give me.", "celsius"),
        ("我问菜谱的话默认按两个人的量给", "两个人"),
        ("提醒我的事提前一天说，当天说来不及", "一天"),  # the reminder's lead: its slot's value
        ("帮我订餐厅的时候先确认有没有包间", "包间"),
        ("翻译的东西记得保留原文格式", "原文格式"),
    ],
)
def test_a_conditioned_order_is_a_standing_rule(said: str, word: str) -> None:
    assert any(word in f"{subject} {value}".casefold() for subject, value in _rules(said)), _rules(said)


@pytest.mark.parametrize(
    "said",
    [
        "Book me a table with outdoor seating tonight.",
        "For this trip, pick hotels with a pool.",
        "When you get a minute, could you check whether the museum is open on Monday?",
        "Whenever my boss sends reports, he wants them as PDFs.",
        "If I asked you for a recipe, would you give metric units?",
        "When I get home, text my wife",
        "When you book the hotel, ask for a late checkout",
        "Coffee please, I can't stay long",
        "这次帮我订靠窗的位置",
        "明天提醒我提前出门",
        "我们公司规定出差都要坐经济舱",
        "如果我问你菜谱，你会默认按几人份给吗？",
        "今晚帮我找家有露台的餐厅",
        "系统默认是英文",
    ],
)
def test_one_offs_questions_and_others_rules_are_no_standing_rule(said: str) -> None:
    assert read_conditioned_order(said) is None
    assert _rules(said) == []


def test_one_act_on_a_thing_done_for_the_user_is_no_conditioned_rule() -> None:
    assert read_conditioned_order("帮我订的酒店别退") is None  # 别退: one act (``standing`` reads it still)


def test_a_check_the_assistant_is_told_to_make_asks_nothing() -> None:
    assert not is_question("帮我订餐厅的时候先确认有没有包间")
    assert is_question("帮我确认一下有没有包间？")
    assert is_question("有没有推荐的餐厅")
