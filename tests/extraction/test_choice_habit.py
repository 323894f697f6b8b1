"""A liking or a habit inside a booking "choice" is how the user books every time, a lasting preference,
not a decision of the task at hand (``rules.decisions``, session 19; docs/extraction.md). Look-alikes:
a booking made, a choice confirmed stay the session's decisions."""

import pytest

from extraction.test_rules_judgement import read as read_all
from memory_center.enums import MemoryType, Scope


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("我订酒店喜欢高楼层的房间。", "高楼层"),
        ("我订酒店习惯订万豪", "万豪"),
        ("我选座位一般选靠过道的", "靠过道"),
    ],
)
def test_a_liking_inside_a_choice_lasts(text: str, word: str) -> None:
    found = read_all(text, task_id=None)
    assert found, text
    assert all(c.memory_type is not MemoryType.DECISION for c in found), text
    assert any(c.scope is Scope.USER and word in c.content for c in found), text


@pytest.mark.parametrize("text", ["我订了靠窗的座位", "我选了东航的航班", "就订这家酒店的大床房吧"])
def test_a_choice_made_stays_a_decision_of_the_session(text: str) -> None:
    found = read_all(text, task_id=None)
    assert any(c.memory_type is MemoryType.DECISION and c.scope is Scope.SESSION for c in found), text
