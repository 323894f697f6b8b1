"""Two values of one habit that differ in their leading part (一等座 / 二等座, 单人间 / 双人间, 五星 / 三星)
are other values: a held habit said again with the other one is replaced (``held_habits.said_again``;
docs/extraction.md, "Frames restated"); the same value said again is not."""

import pytest

from memory_center.extraction.held_habits import habits_said, replaced_habit, said_again


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我坐高铁喜欢买一等座", "坐高铁现在都买二等座了，能省不少钱"),
        ("我出差一般住单人间", "出差现在都住双人间了，跟同事拼房"),
        ("我住酒店一般住五星的", "住酒店现在都住三星的了"),
    ],
)
def test_a_value_differing_in_its_leading_part_replaces_the_held_one(held: str, said: str) -> None:
    assert [replaced_habit(held, one) for one in habits_said(said)] == [True]


def test_the_same_value_said_again_replaces_nothing() -> None:
    assert [
        replaced_habit("我坐高铁一般买二等座", one) for one in habits_said("坐高铁现在都买二等座，省钱")
    ] == [False]


@pytest.mark.parametrize(
    ("part", "words", "again"),
    [("一等座", "都买二等座了", False), ("一等座", "还是一等座", True), ("星巴克", "去星巴克", True)],
)
def test_said_again_needs_the_leading_character(part: str, words: str, again: bool) -> None:
    assert said_again(part, words) is again
