"""A change said in other words is stated beside the value it may replace (docs/context.md, "A change
in other words"): the pairs compared, the line, and the similarity gate with a stub encoder."""

import uuid
from datetime import UTC, datetime, timedelta

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval import changed_meaning
from memory_center.retrieval.changed_meaning import SIMILAR, candidate_pairs, changes
from memory_center.retrieval.schemas import RetrievedItem

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def memory(
    content: str, *, hours: int = 0, kind: str = "fact", memory_type: MemoryType = MemoryType.FACT
) -> RetrievedItem:
    return RetrievedItem(
        kind=kind,  # type: ignore[arg-type]
        id=uuid.uuid4(),
        content=content,
        memory_type=memory_type if kind == "fact" else None,
        scope=Scope.USER if kind == "fact" else None,
        score=0.5,
        reasons=[],
        source_type=SourceType.USER_STATED,
        confidence=0.8,
        valid_from=NOW + timedelta(hours=hours),
        updated_at=NOW,
        source="USER_STATED",
    )


class StubEncoder:
    """Passage vectors by a table: texts in one group are alike (cosine 1), others unlike (0)."""

    def __init__(self, groups: list[list[str]]) -> None:
        self.groups = groups
        self.calls = 0

    async def encode_passages(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        size = len(self.groups) + len(texts)
        out = []
        for index, text in enumerate(texts):
            vector = [0.0] * size
            group = next((g for g, members in enumerate(self.groups) if text in members), None)
            vector[group if group is not None else len(self.groups) + index] = 1.0
            out.append(vector)
        return out

    def cjk_part(self, text: str) -> None:
        return None


def test_pairs_need_change_words_no_shared_term_and_order() -> None:
    held = memory("I'm a big fan of thrillers, the darker the better", memory_type=MemoryType.PREFERENCE)
    newer = memory("honestly these days I only have the energy for light comedies", hours=1)
    adds = memory("I've been reading history books too", hours=2)
    older = memory("lately I'm into podcasts", hours=-1)
    pairs = candidate_pairs([held, newer, adds, older], set())
    assert (newer, held) in pairs
    assert all(word is not adds for word, _ in pairs)
    assert (older, held) not in pairs


def test_shared_term_is_left_to_the_word_rule() -> None:
    held = memory("I do yoga on tuesday evenings")
    newer = memory("yoga is on thursdays now", hours=1)
    assert candidate_pairs([held, newer], set()) == []


def test_someone_else_and_experiences_are_not_paired() -> None:
    held = memory("I live in Glasgow")
    mum = memory("my mum lives in Edinburgh now", hours=1)
    trip = memory("We went to Rome last spring", memory_type=MemoryType.EXPERIENCE)
    later = memory("these days I travel much less", hours=1)
    assert candidate_pairs([held, mum], set()) == []
    assert all(h is not trip for _, h in candidate_pairs([trip, later], set()))


async def test_alike_pair_gets_a_line_naming_both_and_nothing_hidden() -> None:
    held = memory("I'm vegetarian.", memory_type=MemoryType.CONSTRAINT)
    newer = memory("Started eating chicken and fish again a couple of months ago", hours=1)
    encoder = StubEncoder([[held.content, newer.content]])
    found = await changes(encoder, [held, newer])  # type: ignore[arg-type]
    assert found.hidden == []
    [note] = found.notes
    assert note.ids == [newer.id, held.id] and not note.changed
    assert "vegetarian" in note.message and "chicken" in note.message
    assert note.message.startswith("may have changed: earlier")


async def test_unlike_pair_gets_no_line_and_no_pair_no_embedding() -> None:
    held = memory("I live in Oakland.")
    newer = memory("lately I'm into pottery", hours=1)
    encoder = StubEncoder([])
    assert (await changes(encoder, [held, newer])).notes == []  # type: ignore[arg-type]
    look = StubEncoder([])
    await changes(look, [memory("I love sushi."), memory("Ramen is my comfort food", hours=1)])  # type: ignore[arg-type]
    assert look.calls == 0


async def test_without_encoder_only_the_word_rule_runs() -> None:
    held = memory("I'm a big fan of thrillers")
    newer = memory("these days I only watch comedies", hours=1)
    assert (await changes(None, [held, newer])).notes == []


def test_bar_is_the_measured_one() -> None:
    assert 0.3 <= SIMILAR <= 0.4
    assert changed_meaning.message(memory("b", hours=1), memory("a")).count('"') == 4


def test_newer_words_changing_a_served_memory_are_carried() -> None:
    from memory_center.retrieval.records import EvidenceRecord
    from memory_center.retrieval.unrecorded import changes_a_memory

    held = memory("我在阿里上班")
    fields = {name: None for name in EvidenceRecord.__dataclass_fields__}
    row = EvidenceRecord(
        **{**fields, "content": "从阿里出来了，下个月去网易", "occurred_at": NOW + timedelta(hours=1)}
    )
    assert changes_a_memory(row, [held])
    plain = EvidenceRecord(**{**fields, "content": "阿里的食堂不错", "occurred_at": NOW + timedelta(hours=1)})
    assert not changes_a_memory(plain, [held])
    older = EvidenceRecord(**{**fields, "content": "从阿里出来了", "occurred_at": NOW - timedelta(hours=1)})
    assert not changes_a_memory(older, [held])
