"""Standing rules about how to answer and their withdrawal by reference (docs/extraction.md, "Session 28:
standing rules about how to answer, and their withdrawal"): pure readings, look-alikes included."""

import pytest

from extraction.test_rules import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.withdrawn_rules import HeldRule, references, withdrawn
from memory_center.governance.lasting import says_one_time


def _user_constraints(said: str) -> list[tuple[str, str, str]]:
    return [
        (c.predicate or "", c.object_value or "", c.content)
        for c in read(said)
        if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER
    ]


@pytest.mark.parametrize(
    ("said", "predicate", "value"),
    [
        ("never use bullet points with me, i hate them", "preference", "never"),  # the dislike is its reason
        ("keep answers under 100 words unless I say 'long'", "answer_length", "under 100 words"),
        ("replies in 5 sentences max please", "answer_length", "in 5 sentences max"),
        ("回答控制在三句话以内", "answer_length", "控制在三句话以内"),
        ("以后回答我都用繁体字", "language", "繁体字"),
        ("don't call me sir lol. it's Kat", "name", "Kat"),
        ("stop calling me buddy. Dan is fine", "name", "Dan"),
        ("English is fine again", "language", "English"),
        ("you can go back to English", "language", "English"),
        ("skip the pleasantries with me, just get to the point", "preference", "never"),
    ],
)
def test_a_rule_about_the_answers_is_a_standing_constraint(said: str, predicate: str, value: str) -> None:
    assert any(p == predicate and v == value for p, v, _ in _user_constraints(said)), read(said)


@pytest.mark.parametrize(
    "said",
    [
        "for this email only, sign it 'Cheers, M' — normally I'd use my full name",
        "for this reply only, skip the bullet points",
        "make the summary under 100 words",
        "这次回答简短点就行",
        "I want to go back to Spanish class",
    ],
)
def test_a_one_off_or_a_document_is_no_standing_rule(said: str) -> None:
    assert not _user_constraints(said), read(said)


def test_a_refusal_with_no_name_after_it_names_nobody() -> None:
    assert not [c for c in read("stop calling me at work. Tuesday works") if c.predicate == "name"]


def test_one_thing_said_to_be_the_only_one_is_one_time() -> None:
    assert says_one_time("for this email only, sign it 'Cheers, M' — normally I'd use my full name")
    assert says_one_time("only for this reply, no bullets")
    assert not says_one_time("only use bullet points for lists")


_HELD = [
    HeldRule("user", "language", "Spanish", "always reply to me in Spanish, I'm practicing for my trip"),
    HeldRule("回答最后帮我总结三点", "preference", "required", "每次回答最后帮我总结三点"),
    HeldRule("bullet points with me", "preference", "never", "never use bullet points with me"),
    HeldRule("user", "answer_length", "under 50 words", "keep your answers under 50 words"),
    HeldRule("user", "name", "Captain", "call me Captain from now on"),
    HeldRule("列表", "preference", "never", "回答我别用列表"),
    HeldRule("user", "allergy", "peanuts", "I'm allergic to peanuts, never add them"),
]


@pytest.mark.parametrize(
    ("said", "ended"),
    [
        ("ok done with the spanish practice, English is fine again", "Spanish"),
        ("总结那个不用了，太啰嗦", "总结三点"),
        ("you can drop the bullet thing", "bullet"),
        ("ok the no-bullets rule can go, lists are fine now", "bullet"),
        ("forget the word limit", "50 words"),
        ("never mind the 50 word limit, longer is fine", "50 words"),
        ("ok the Captain thing is over, just Sam", "Captain"),
        ("列表那条作废吧，现在无所谓了", "列表"),
        ("不用再总结了", "总结三点"),
    ],
)
def test_a_rule_withdrawn_by_reference_is_named(said: str, ended: str) -> None:
    assert [_HELD[at].content for at in withdrawn(said, _HELD)] == [
        rule.content for rule in _HELD if ended in rule.content
    ]


@pytest.mark.parametrize(
    "said",
    [
        "这次不用总结了",
        "can you drop the bullet thing?",
        "forget the milk",
        "my boss dropped the dress code rule",
        "french practice is over",  # another language than the held one
        "香菜不用了",
        "forget the peanut thing",  # a health restriction ends by its own readers
        "skip the bullet points for this one",
    ],
)
def test_a_look_alike_withdraws_nothing(said: str) -> None:
    assert not withdrawn(said, _HELD), references(said)
