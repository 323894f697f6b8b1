"""A held standing rule about the answers revised or lifted by a later message of its aspect, and the
look-alikes that change nothing (docs/extraction.md, "Session 31: a standing rule about the answers
revised by its aspect")."""

import pytest

from memory_center.extraction.rules.answer_aspects import answer_aspects
from memory_center.extraction.rules.aspect_orders import standing_order
from memory_center.extraction.rules.aspect_revisions import LIFTED, REVISED, aspect_revisions
from memory_center.extraction.rules.model import NEVER, REQUIRED, HeldMemory

LENGTH = HeldMemory("user", "answer_length", "under 80 words", "keep your replies under 80 words")
LANGUAGE = HeldMemory("user", "language", "Italian", "Always reply to me in Italian")
FORMAT = HeldMemory("给我列表", "preference", REQUIRED, "回答的时候都给我列表")
SUMMARY = HeldMemory("结尾总结成两点", "preference", REQUIRED, "每次结尾总结成两点")
EMOJI = HeldMemory("emojis", "preference", NEVER, "no emojis in your answers ever")


@pytest.mark.parametrize(
    ("held", "later", "aspect", "value"),
    [
        (LENGTH, "80 is too tight, make it 150 words", "answer_length", "make it 150 words"),
        (LANGUAGE, "finished my Italian course, switch back to English pls", "language", "English"),
        (FORMAT, "列表看着累,改成表格吧", "format", "表格"),
        (SUMMARY, "结尾别总结两点了,一段话就行", "summary", "一段话就行"),
    ],
)
def test_an_order_of_the_same_aspect_revises_the_held_rule(
    held: HeldMemory, later: str, aspect: str, value: str
) -> None:
    [one] = aspect_revisions(later, [held])
    assert (one.kind, one.aspect, one.value) == (REVISED, aspect, value)


@pytest.mark.parametrize(
    ("held", "later"),
    [
        (LENGTH, "no need to keep replies that short anymore"),
        (EMOJI, "emojis are ok again"),
        (FORMAT, "列表以后不用了"),
    ],
)
def test_a_dropped_aspect_lifts_the_held_rule(held: HeldMemory, later: str) -> None:
    assert [one.kind for one in aspect_revisions(later, [held])] == [LIFTED]


@pytest.mark.parametrize(
    ("held", "later"),
    [
        (LANGUAGE, "answer this one in English please, it's going to my landlord"),
        (LENGTH, "my sister wants her essays under 500 words"),
        (LENGTH, "would 200 words be better?"),
        (LANGUAGE, "I've been reading a lot in German lately"),
        (LENGTH, "keep replies under 80 words"),
        (FORMAT, "我同事每次都让助手用表格"),
        (HeldMemory("user", "language", "中文", "每次回答都用中文"), "以后代码注释用英文写"),
        (SUMMARY, "这一次总结成一句话吧"),
    ],
)
def test_a_look_alike_changes_nothing(held: HeldMemory, later: str) -> None:
    assert aspect_revisions(later, [held]) == []


def test_a_cue_outweighs_a_value_of_another_aspect() -> None:
    assert answer_aspects("以后代码注释用英文写") == frozenset({"code_comments"})
    assert answer_aspects("answer in English again") == frozenset({"language"})


@pytest.mark.parametrize(
    ("said", "aspect"),
    [
        ("Limit replies to 120 words", "answer_length"),
        ("写代码的时候注释用英文", "code_comments"),
        ("write me a haiku in French", None),
        ("give me a summary of this report", None),
        ("要是以后都用英文回答会怎样", None),
        ("my boss wants replies under 50 words", None),
        ("Do you always answer in bullet points", None),
    ],
)
def test_a_standing_order_names_its_aspect(said: str, aspect: str | None) -> None:
    order = standing_order(said)
    assert (order[0] if order else None) == aspect
