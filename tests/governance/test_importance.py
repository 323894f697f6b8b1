"""Importance from emphasis and source: a pure rule with reason codes (docs/design.md §4)."""

import pytest

from memory_center.enums import MemoryType, SourceType
from memory_center.governance.importance import (
    BASELINE,
    ImportanceReason,
    assess,
    on_accept,
    on_confirmation,
    proposed_importance,
    reasons_in,
    scored,
)

R = ImportanceReason


@pytest.mark.parametrize(
    ("text", "reasons"),
    [
        ("我喜欢喝茶", ()),
        ("I like tea", ()),
        ("记住我喜欢喝茶", (R.EXPLICIT_SAVE,)),
        ("Remember that I like tea", (R.EXPLICIT_SAVE,)),
        ("我绝对不吃香菜", (R.EMPHASIS,)),
        ("千万别给我打电话", (R.EMPHASIS,)),
        ("一定要靠窗", (R.EMPHASIS,)),
        ("务必开发票", (R.EMPHASIS,)),
        ("I never want phone calls", (R.EMPHASIS,)),
        ("I absolutely hate coffee", (R.EMPHASIS,)),
        ("You must book direct flights", (R.EMPHASIS,)),
        ("不对，我住在无锡", (R.CORRECTION,)),
        ("更正一下，我的生日是6月18日", (R.CORRECTION,)),
        ("Actually, I live in Leeds", (R.CORRECTION,)),
        ("I meant Munich", (R.CORRECTION,)),
        ("我可能喜欢寿司", (R.HEDGED,)),
        ("Maybe I like sushi", (R.HEDGED,)),
        ("哈哈，我喜欢猫", (R.CHIT_CHAT,)),
        ("lol I like cats", (R.CHIT_CHAT,)),
        ("记住，我绝对不要香菜", (R.EXPLICIT_SAVE, R.EMPHASIS)),
    ],
)
def test_words_give_their_reasons(text: str, reasons: tuple[ImportanceReason, ...]) -> None:
    assert reasons_in(text) == reasons


def test_a_plain_statement_keeps_the_baseline() -> None:
    assert assess("I like tea") == scored(()) == scored((), BASELINE)
    assert assess("I like tea").value == 0.5


def test_emphasis_corrections_and_rules_raise_hedges_and_chit_chat_lower() -> None:
    plain = assess("我喜欢茶").value
    assert assess("记住我喜欢茶").value > plain
    assert assess("我绝对喜欢茶").value > plain
    assert assess("我喜欢茶", correction=True).value > plain
    assert assess("我不喝茶", standing_rule=True).value > plain
    assert assess("我可能喜欢茶").value < plain
    assert assess("哈哈我喜欢茶").value < plain


def test_the_strongest_rule_is_clamped_to_one_and_names_every_reason() -> None:
    found = assess("记住，我绝对不要香菜，不对，是千万不要", standing_rule=True, correction=True)
    assert found.value == 1.0
    assert found.reasons == (R.EXPLICIT_SAVE, R.EMPHASIS, R.CORRECTION, R.STANDING_RULE)


def test_the_weakest_guess_stays_above_zero() -> None:
    found = assess("哈哈 maybe I like it", source_type=SourceType.INFERRED)
    assert 0.0 <= found.value < 0.2
    assert found.reasons == (R.HEDGED, R.CHIT_CHAT, R.INFERRED)


def test_a_reason_counts_once() -> None:
    assert assess("记住记住，千万绝对一定").value == 0.8


@pytest.mark.parametrize(
    ("source", "moves"),
    [(SourceType.USER_CONFIRMED, 1), (SourceType.USER_STATED, 0), (SourceType.INFERRED, -1)],
)
def test_the_source_moves_importance(source: SourceType, moves: int) -> None:
    value = assess("I like tea", source_type=source).value
    assert (value > 0.5, value == 0.5, value < 0.5) == (moves > 0, moves == 0, moves < 0)


def test_a_reviewers_confirmation_raises_and_is_clamped() -> None:
    assert on_confirmation(0.5) == scored((R.REVIEWER_CONFIRMED,), 0.5)
    assert on_confirmation(0.5).value > 0.5
    assert on_confirmation(0.95).value == 1.0


def test_on_accept_reads_the_words_and_adds_the_confirmation() -> None:
    guess = on_accept("Maybe I like sushi", MemoryType.PREFERENCE, SourceType.USER_STATED)
    rule = on_accept("别给我打电话", MemoryType.CONSTRAINT, SourceType.USER_STATED)
    assert guess.reasons == (R.HEDGED, R.REVIEWER_CONFIRMED)
    assert guess.value == 0.5
    assert rule.reasons == (R.STANDING_RULE, R.REVIEWER_CONFIRMED)
    assert rule.value > guess.value


def test_an_agents_constraint_counts_as_a_rule() -> None:
    assert proposed_importance("No pork", MemoryType.CONSTRAINT, SourceType.TOOL_RESULT) == 0.7
    assert proposed_importance("Likes pork", MemoryType.PREFERENCE, SourceType.INFERRED) == 0.4
