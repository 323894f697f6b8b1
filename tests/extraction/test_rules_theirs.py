"""A sentence that opens with another person goes on about them: a later clause with no subject of its
own is theirs, not the user's (docs/extraction.md, "A sentence about someone else goes on about them");
a later clause that names the user ("so I never cook with them") is still the user's."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.said_gates import OTHER_OPENS, names_own_subject


@pytest.mark.parametrize(
    "text",
    [
        "My mom hates cilantro, never puts it in anything",
        "我闺蜜超爱吃螺蛳粉，每次来我家都要煮一锅。",
        "my roommate is a gym rat, goes every single morning at 5",
        "我室友超爱打游戏，天天熬到三点",
    ],
)
def test_a_clause_without_subject_after_another_person_is_theirs(text: str) -> None:
    assert [c for c in read(text) if c.subject == "user" or c.memory_type.value != "FACT"] == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("My kids hate mushrooms, so I never cook with them", "mushroom"),
        ("我老婆不吃辣，所以我做菜从来不放辣椒", "辣"),
        ("I love sushi, eat it every week", "sushi"),
    ],
)
def test_a_clause_that_names_the_user_stays_theirs_own(text: str, word: str) -> None:
    assert any(word in c.content for c in read(text))


@pytest.mark.parametrize(
    ("clause", "other"),
    [
        ("My mom hates cilantro", True),
        ("he never calls", True),
        ("我闺蜜超爱吃螺蛳粉", True),
        ("I love sushi", False),
        ("My husband and I moved to Porto", False),
        ("老公和我搬到了杭州", False),
    ],
)
def test_other_opens(clause: str, other: bool) -> None:
    assert (OTHER_OPENS.match(clause) is not None) is other


@pytest.mark.parametrize(
    ("clause", "own"),
    [
        ("so I never cook with them", True),
        ("周末我都去健身", True),
        ("每次来我家都要煮一锅", False),
        ("never puts it in", False),
    ],
)
def test_names_own_subject(clause: str, own: bool) -> None:
    assert names_own_subject(clause) is own
