"""Conversation structure in ranking (pure): replies lend relevance to the turn before them, and a
query naming one speaker prefers that speaker's turns."""

import uuid
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from memory_center.enums import SourceType
from memory_center.retrieval.episodic import Turns, adjust, mentions, named_speaker, speaker_of, turns_for
from memory_center.retrieval.ranking import RECIPES, Retrieved, Signals, rank

NOW = datetime(2026, 1, 1, tzinfo=UTC)
DEFAULT = RECIPES["default"]


@pytest.mark.parametrize(
    ("content", "speaker"),
    [
        ("Caroline: I went to a support group yesterday.", "Caroline"),
        ("  Mary Ann : see you at noon", "Mary Ann"),
        ("张伟：明天去爬山吗？", "张伟"),
        ("Dr. Smith: take two a day", "Dr. Smith"),
        ("note: buy milk", None),  # a lower-case label is no name
        ("I think: maybe tomorrow", None),  # every word of a Latin name is capitalised
        ("No colon in this turn at all", None),
        ("12:30 works for me", None),
        ("", None),
    ],
)
def test_speaker_of_a_transcript_line(content: str, speaker: str | None) -> None:
    assert speaker_of(content) == speaker


def test_a_query_names_a_speaker_by_whole_word_or_cjk_characters() -> None:
    assert mentions("What did Caroline's mother say?", "Caroline")
    assert mentions("what did caroline research", "Caroline")
    assert not mentions("What did Carolines say?", "Caroline")
    assert mentions("张伟周末去哪里了？", "张伟")
    assert not mentions("张三周末去哪里了？", "张伟")


def test_only_one_named_speaker_among_at_least_two_counts() -> None:
    assert named_speaker("What did Caroline research?", ["Caroline", "Melanie"]) == "Caroline"
    assert named_speaker("How did Caroline and Melanie meet?", ["Caroline", "Melanie"]) is None
    assert named_speaker("What did they research?", ["Caroline", "Melanie"]) is None
    assert named_speaker("What did Caroline research?", ["Caroline"]) is None


def test_turns_for_marks_the_other_speakers_turns() -> None:
    caroline, melanie, plain = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    contents = {caroline: "Caroline: I paint.", melanie: "Melanie: I run.", plain: "no speaker here"}
    turns = turns_for("What does Melanie do?", contents, {})
    assert turns.other_speakers == frozenset({caroline})
    assert turns_for("What do they do?", contents, {}).other_speakers == frozenset()


def test_a_reply_lends_a_share_of_its_relevance_to_the_turn_before_it_capped_at_one() -> None:
    question, reply, top = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    relevance = {reply: 0.8, top: 0.95}
    turns = Turns(following={question: reply, top: reply})
    out, reasons = adjust(relevance, turns, reply_share=0.2, speaker_weight=0.0)
    assert out[question] == pytest.approx(0.16)
    assert out[top] == 1.0  # 0.95 + 0.16, capped
    assert out[reply] == 0.8
    assert reasons[question] == ["reply_share=0.160"]
    assert adjust(relevance, turns, reply_share=0.0, speaker_weight=0.0)[0] == relevance


def test_other_speakers_turns_are_divided_only_when_present() -> None:
    mine, theirs, absent = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    turns = Turns(other_speakers=frozenset({theirs, absent}))
    out, reasons = adjust({mine: 0.5, theirs: 0.65}, turns, reply_share=0.0, speaker_weight=0.3)
    assert out == {mine: 0.5, theirs: pytest.approx(0.5)}
    assert reasons == {theirs: ["other_speaker"]}


def evidence() -> Signals:
    return Signals(kind="evidence", id=uuid.uuid4(), source_type=SourceType.USER_STATED, last_used=NOW)


def test_rank_lifts_a_question_turn_found_only_through_its_reply() -> None:
    question, reply, unrelated = evidence(), evidence(), evidence()
    retrieved = Retrieved(
        keyword=[(reply.id, 0.9), (unrelated.id, 0.15)],
        keyword_ran=True,
        turns=Turns(following={question.id: reply.id}),
    )
    signals = {s.id: s for s in (question, reply, unrelated)}
    ranked = rank(retrieved, signals, DEFAULT, NOW)
    order = [s.id for s in ranked]
    assert order[:2] == [reply.id, question.id]
    assert any(r.startswith("reply_share=") for r in ranked[1].reasons)

    without = rank(retrieved, signals, replace(DEFAULT, reply_share=0.0), NOW)
    assert question.id not in [s.id for s in without]


def test_rank_prefers_the_named_speakers_turn() -> None:
    named, other = evidence(), evidence()
    retrieved = Retrieved(
        keyword=[(other.id, 0.6), (named.id, 0.55)],
        keyword_ran=True,
        turns=Turns(other_speakers=frozenset({other.id})),
    )
    ranked = rank(retrieved, {s.id: s for s in (named, other)}, DEFAULT, NOW)
    assert [s.id for s in ranked] == [named.id, other.id]
    assert "other_speaker" in ranked[1].reasons
    plain = rank(retrieved, {s.id: s for s in (named, other)}, replace(DEFAULT, speaker_weight=0.0), NOW)
    assert [s.id for s in plain] == [other.id, named.id]


def test_turns_for_marks_the_turns_on_and_off_the_named_date() -> None:
    on, off = uuid.uuid4(), uuid.uuid4()
    times = {on: datetime(2023, 7, 7, 15, tzinfo=UTC), off: datetime(2023, 8, 1, 9, tzinfo=UTC)}
    contents = {on: "Maria: a storm hit", off: "Maria: we rebuilt"}
    turns = turns_for("What happened on 7 July, 2023?", contents, {}, times)
    assert (turns.on_date, turns.off_date) == (frozenset({on}), frozenset({off}))
    undated = turns_for("What happened to the house?", contents, {}, times)
    assert undated.on_date == undated.off_date == frozenset()
    assert turns_for("What happened on 7 July, 2023?", contents, {}).off_date == frozenset()


def test_other_dates_are_divided_only_when_a_candidate_is_on_the_named_date() -> None:
    on, off, fact = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    turns = Turns(on_date=frozenset({on}), off_date=frozenset({off}))
    out, reasons = adjust({on: 0.5, off: 0.65, fact: 0.7}, turns, 0.0, 0.0, date_weight=0.3)
    assert out == {on: 0.5, off: pytest.approx(0.5), fact: 0.7}  # a fact has no date: unchanged
    assert reasons == {off: ["other_date"]}
    # The named date's turn is not among the candidates: nothing to prefer.
    assert adjust({off: 0.65}, turns, 0.0, 0.0, date_weight=0.3) == ({off: 0.65}, {})
    assert adjust({on: 0.5, off: 0.65}, turns, 0.0, 0.0)[0] == {on: 0.5, off: 0.65}


def test_rank_prefers_the_turn_of_the_named_date() -> None:
    on, off = evidence(), evidence()
    retrieved = Retrieved(
        keyword=[(off.id, 0.6), (on.id, 0.55)],
        keyword_ran=True,
        turns=Turns(on_date=frozenset({on.id}), off_date=frozenset({off.id})),
    )
    signals = {s.id: s for s in (on, off)}
    ranked = rank(retrieved, signals, DEFAULT, NOW)
    assert [s.id for s in ranked] == [on.id, off.id]
    assert "other_date" in ranked[1].reasons
    plain = rank(retrieved, signals, replace(DEFAULT, date_weight=0.0), NOW)
    assert [s.id for s in plain] == [off.id, on.id]
