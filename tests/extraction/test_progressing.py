"""Progressing slots said in passing (extraction.progressing; docs/extraction.md, "Session 31: progressing
slots said in passing")."""

import pytest

from memory_center.extraction.progressing import held_steps, progress_said


def _said(text: str) -> list[tuple[str, str, tuple[int, int]]]:
    return [(one.step.slot, one.step.person, one.step.rank) for one in progress_said(text)]


@pytest.mark.parametrize(
    ("text", "slot", "person", "rank"),
    [
        ("Spent my 42nd birthday hiking in the rain", "age", "user", (42, 0)),
        ("过完四十六岁生日就开始减肥了", "age", "user", (46, 0)),
        ("my 6th graders this year are a handful", "taught", "user", (1, 6)),
        ("My son's first grade teacher emailed me", "stage", "son", (1, 1)),
        ("my boyfriend Tom thinks I should learn to ski", "relationship", "user", (1, 0)),
        ("我老公做饭比我好吃多了", "relationship", "user", (3, 0)),
        ("As a senior developer I spend half my day in code reviews", "seniority", "user", (2, 0)),
    ],
)
def test_a_value_used_in_passing_is_read(text: str, slot: str, person: str, rank: tuple[int, int]) -> None:
    assert (slot, person, rank) in _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister's 35th is next weekend",
        "When I was in 8th grade I hated English class",
        "If I were 30 I'd feel more settled",
        "My ex-girlfriend Rachel texted me",
        "Next year I'll be a senior",
        "What do people usually do for their 50th birthday?",
        "我哥三十岁生日请了好多朋友",
        "我前男友最近结婚了",
        "要是我还是二十五岁就好了",
    ],
)
def test_look_alikes_say_no_value_of_the_user(text: str) -> None:
    assert _said(text) == []


def test_a_later_value_follows_the_held_one_and_an_earlier_does_not() -> None:
    (age,) = progress_said("Celebrated my 35th yesterday")
    assert age.step.follows(held_steps("user", "age", "34", "I'm 34")[0])
    assert not age.step.follows(held_steps("user", "age", "36", "I'm 36")[0])
    assert not age.step.follows(held_steps("user", "age", "20", "I'm 20")[0])  # too far to follow
    (grade,) = progress_said("my 6th graders this year are a handful")
    assert grade.step.follows(
        held_steps("user", "said:i teach 4th grade", "I teach 4th grade", "I teach 4th grade")[0]
    )
    (wife,) = progress_said("我老婆说周末要回娘家")
    assert wife.step.follows(held_steps("user", "relationship", "single", "我单身")[0])


def test_a_rung_follows_only_the_same_job() -> None:
    (rung,) = progress_said("As a senior developer I review code")
    assert rung.step.follows(held_steps("user", "job", "junior developer", "I'm a junior developer")[0])
    assert not rung.step.follows(held_steps("user", "job", "junior designer", "I'm a junior designer")[0])
