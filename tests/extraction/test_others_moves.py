"""Another person's move is not the user's (docs/extraction.md, "Session 28: whose move"): a sibling said
with one character (我姐…) or a person named by where they live beside the user (隔壁邻居…, 楼下的阿姨…)
opens a statement about them, and holds nothing of the user's."""

import pytest

from extraction.test_rules import read
from memory_center.extraction.frames import read_frames


@pytest.mark.parametrize(
    "text",
    [
        "我姐下个月搬到南京",
        "我哥搬去杭州了",
        "隔壁邻居下周搬到大连去了",
        "楼下的阿姨养了三只猫",
        "对门的邻居搬去深圳了",
        "我妹搬回老家了",
    ],
)
def test_another_persons_statement_holds_nothing_of_the_users(text: str) -> None:
    assert read(text, None) == []
    assert read_frames(text) == []


@pytest.mark.parametrize(("text", "home"), [("我搬到南京了", "南京"), ("我已经搬去杭州了", "杭州")])
def test_the_users_own_move_is_still_their_home(text: str, home: str) -> None:
    assert [(c.subject, c.predicate, c.object_value) for c in read(text, None)] == [
        ("user", "residence", home)
    ]
