"""The context builder (pure, with the real tokenizer)."""

import uuid
from datetime import UTC, datetime
from typing import Any

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.context import BuiltContext, PartCaps, build, memory_line
from memory_center.retrieval.schemas import ConflictNoteOut, ConflictOut, RetrievedItem
from memory_center.retrieval.tokens import count_tokens, count_tokens_batch, fewest_tokens

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
    "current_step": 3,
    "current_step_label": "hotel",
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
    assert "Task trip-1: Book a trip to Hangzhou (status EXECUTING, step 3 (hotel))" in built.text
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


def rule(content: str) -> RetrievedItem:
    return memory(content, MemoryType.CONSTRAINT).model_copy(update={"standing_rule": True})


def built_with(items: list[RetrievedItem], budget: int, **options: Any) -> BuiltContext:
    return build(
        task=None,
        task_state=None,
        items=items,
        conflicts=options.pop("conflicts", []),
        token_budget=budget,
        count=options.pop("count", count_tokens_batch),
        **options,
    )


def test_rules_are_a_prefix_within_their_share_and_say_how_many_are_left_out() -> None:
    rules = [rule(f"Never do forbidden thing number {i} for this customer") for i in range(12)]
    matched = [memory(f"Some fact number {i} with a few more words in it") for i in range(4)]
    built = built_with([*rules, *matched], 300, caps=PartCaps(rules=0.4))

    shown = built.sections.constraints
    assert 0 < len(shown) < len(rules) and shown == rules[: len(shown)]
    assert built.omitted_rule_ids == [r.id for r in rules[len(shown) :]]
    assert built.omitted_rules == len(rules) - len(shown)
    assert f"- ({built.omitted_rules} more standing rules not shown for lack of space)" in built.text
    assert built.parts["rules"].cap == 120 and built.parts["rules"].tokens <= 120
    assert built.parts["rules"].omitted == built.omitted_rules
    # The matched memories are not squeezed out by the rules: they fill the rest.
    assert built.sections.facts == matched
    assert built.tokens == count_tokens(built.text) <= 300
    assert built.omitted == built.omitted_rules


def test_rules_past_the_read_limit_count_without_ids() -> None:
    rules = [rule("Never call before 9am"), rule("Only email")]
    built = built_with(rules, 1500, rules_total=5)
    assert built.sections.constraints == rules
    assert built.omitted_rules == 3 and built.omitted_rule_ids == []
    assert "- (3 more standing rules not shown for lack of space)" in built.text
    one = built_with(rules, 1500, rules_total=3)
    assert "- (1 more standing rule not shown for lack of space)" in one.text


def test_all_rules_that_fit_leave_no_note() -> None:
    built = built_with([rule("Never call before 9am")], 1500)
    assert built.omitted_rules == 0 and "not shown" not in built.text


def test_a_rule_too_long_for_its_share_is_counted_not_squeezed_in() -> None:
    long_rule = rule("Never " + "ever " * 200 + "do this")
    built = built_with([long_rule, memory("Lives in Shanghai")], 400)
    assert built.sections.constraints == []
    assert built.omitted_rule_ids == [long_rule.id]
    assert "Lives in Shanghai" in built.text


def test_parts_fill_in_order_and_never_pass_their_caps() -> None:
    items = [rule(f"Rule {i}: never share data set {i}") for i in range(8)]
    items += [memory(f"Fact {i} about the customer's account and history") for i in range(15)]
    items += [memory(f"We talked about topic {i} last week in detail", kind="evidence") for i in range(15)]
    state = {"notes": "step " * 300}
    caps = PartCaps(task=0.2, rules=0.3, memories=0.3, evidence=0.2)
    for budget in (20, 100, 300, 1000, 4000):
        built = build(
            task=TASK,
            task_state=state,
            items=items,
            conflicts=[],
            token_budget=budget,
            count=count_tokens_batch,
            caps=caps,
        )
        assert built.tokens == count_tokens(built.text) <= budget
        for name, use in built.parts.items():
            assert use.tokens <= use.cap == int(budget * getattr(caps, name)), (budget, name)
        assert sum(use.tokens for use in built.parts.values()) == built.tokens


def test_conflicts_come_before_the_matched_memories() -> None:
    note = ConflictNoteOut(message="two records disagree: email (2026-01-01) vs phone (2026-02-01)", ids=[])
    facts = [memory(f"Fact {i} about the customer's account and history") for i in range(10)]
    built = built_with(facts, 80, conflicts=[note])
    assert built.sections.conflicts == [note]
    assert "[Conflicts]\n- two records disagree" in built.text
    assert len(built.sections.facts) < len(facts)


def test_rules_that_cannot_fit_are_not_tokenised() -> None:
    counted: list[str] = []

    def counting(texts: list[str]) -> list[int]:
        counted.extend(texts)
        return count_tokens_batch(texts)

    rules = [rule(f"Never do forbidden thing number {i} for this customer") for i in range(200)]
    built = built_with(rules, 300, count=counting)
    rule_lines = [text for text in counted if "forbidden thing" in text]
    assert len(built.sections.constraints) < len(rule_lines) <= 2 * (120 // 24 + 1)
    assert built.omitted_rules == 200 - len(built.sections.constraints) == len(built.omitted_rule_ids)


def test_profile_lines_that_cannot_fit_are_not_tokenised_and_the_context_is_the_same() -> None:
    """With the tokenizer's lower bound, profile lines past the profile's share are left out uncounted;
    the context is the one built by counting every line."""
    counted: list[str] = []

    def counting(texts: list[str]) -> list[int]:
        counted.extend(texts)
        return count_tokens_batch(texts)

    profile = [memory(f"Likes walking along river number {i} on Sunday mornings") for i in range(40)]
    profile += [memory("短")] + [memory(f"住在城市{i}区") for i in range(5)]
    for item in profile:
        item.profile = True
    items = [rule("Never book red-eye flights"), *profile, memory("Lives in Shanghai")]
    for item in items[:1]:
        item.standing_rule = True
    for budget in (120, 300, 700, 1500, 5000):
        every = build(
            task=None,
            task_state=None,
            items=items,
            conflicts=[],
            token_budget=budget,
            count=count_tokens_batch,
        )
        counted.clear()
        lazy = build(
            task=None, task_state=None, items=items, conflicts=[], token_budget=budget, count=counting,
            fewest=fewest_tokens,
        )  # fmt: skip
        assert lazy == every
        if budget in (300, 700):  # the profile's share fills up: the other lines are not counted
            assert sum(1 for text in counted if "river number" in text) < 40
