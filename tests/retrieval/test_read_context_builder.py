"""The context builder (pure, with the real tokenizer)."""

import uuid
from datetime import UTC, datetime

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.context import build, memory_line
from memory_center.retrieval.schemas import ConflictNoteOut, ConflictOut, RetrievedItem
from memory_center.retrieval.tokens import count_tokens, count_tokens_batch

WHEN = datetime(2026, 5, 4, tzinfo=UTC)


def memory(
    content: str, memory_type: MemoryType | None = MemoryType.FACT, kind: str = "fact"
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
        confidence=0.85 if kind == "fact" else None,
        valid_from=WHEN,
        updated_at=WHEN,
        source="USER_STATED" if kind == "fact" else "conversation via chat",
    )


TASK = {
    "task_id": "trip-1",
    "goal": "Book a trip to Hangzhou",
    "status": "EXECUTING",
    "current_step": "hotel",
}


def test_sections_and_text_in_priority_order() -> None:
    items = [
        memory("Prefers window seats", MemoryType.PREFERENCE),
        memory("Budget for this trip is 10,000", MemoryType.CONSTRAINT),
        memory("Lives in Shanghai"),
        memory("We talked about West Lake", kind="evidence"),
    ]
    conflict = ConflictNoteOut(message="two records disagree: a (2026-01-01, USER_STATED) vs b", ids=[])
    built = build(
        task=TASK,
        task_state={"done": ["flight"], "next": "hotel"},
        items=items,
        conflicts=[conflict],
        token_budget=1500,
        count=count_tokens_batch,
    )
    headers = [line for line in built.text.splitlines() if line.startswith("[")]
    assert headers == [
        "[Task]",
        "[Task State]",
        "[Conflicts]",
        "[Constraints]",
        "[Preferences]",
        "[Facts]",
        "[Evidence]",
    ]
    assert "Task trip-1: Book a trip to Hangzhou (status EXECUTING, step: hotel)" in built.text
    assert (
        "- Budget for this trip is 10,000 (source: USER_STATED, 2026-05-04, confidence 0.85, scope USER)"
        in built.text
    )
    assert (
        "- We talked about West Lake (source: conversation via chat, USER_STATED, 2026-05-04)" in built.text
    )
    assert built.tokens == count_tokens(built.text)
    assert built.omitted == 0
    assert [i.content for i in built.sections.constraints] == ["Budget for this trip is 10,000"]
    assert built.sections.conflicts == [conflict]


def test_budget_is_never_exceeded_and_lower_priority_lines_go_first() -> None:
    items = [memory(f"Constraint number {i} about the trip", MemoryType.CONSTRAINT) for i in range(5)]
    items += [memory(f"Some fact number {i} with a few more words in it") for i in range(20)]
    for budget in (20, 60, 120, 400):
        built = build(
            task=None,
            task_state=None,
            items=items,
            conflicts=[],
            token_budget=budget,
            count=count_tokens_batch,
        )
        assert built.tokens <= budget
        assert built.tokens == count_tokens(built.text)
        kept = len(built.sections.constraints) + len(built.sections.facts)
        assert built.omitted == len(items) - kept
        if built.sections.facts:
            assert len(built.sections.constraints) == 5


def test_task_sections_are_always_complete_even_when_the_text_cannot_hold_them() -> None:
    state = {"notes": "x " * 500}
    built = build(
        task=TASK, task_state=state, items=[], conflicts=[], token_budget=30, count=count_tokens_batch
    )
    assert built.sections.task == TASK
    assert built.sections.task_state == state
    assert built.tokens <= 30


def test_disputed_memories_say_so() -> None:
    other = ConflictOut(
        kind="fact",
        id=uuid.uuid4(),
        content="Prefers phone",
        message="two records disagree: ...",
        scope=Scope.USER,
        source_type=SourceType.USER_STATED,
        confidence=0.9,
        date=WHEN,
    )
    item = memory("Prefers email").model_copy(update={"conflicts": [other]})
    assert memory_line(item).endswith("[disputed, see Conflicts]")
