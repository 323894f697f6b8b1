"""Builders of the memory-judgement and standing-rule cases: what a conversation should leave behind,
said once per shape so that the cases read as the sentences they test."""

from typing import Literal

from memory_center.enums import CandidateStatus, MemoryType, Scope
from memory_center.evaluation.model import (
    Case,
    ContextHas,
    FactIs,
    FactList,
    Family,
    Language,
    SaidOutcome,
    Say,
)

P, C, F, D = MemoryType.PREFERENCE, MemoryType.CONSTRAINT, MemoryType.FACT, MemoryType.DECISION
USER, TASK, SESSION = Scope.USER, Scope.TASK, Scope.SESSION
STANCE = "preference"

Memory = tuple[MemoryType, str, str, str]
"""(type, subject, predicate, value) of one ACTIVE memory."""


def language_of(case_id: str) -> Language:
    return "en" if case_id.startswith(("en", "mix-en")) else "zh"


def _only(memory: Memory, scope: Scope = USER, name: str | None = None) -> FactList:
    """Exactly one ACTIVE fact on the memory's key (for ``scope``), with its value."""
    memory_type, subject, predicate, value = memory
    expected: dict[str, object] = {"memory_type": memory_type, "object_value": value, "scope": scope}
    if name is not None:
        expected["is"] = name
    return FactList({"subject": subject, "predicate": predicate}, expect=(expected,))


def change(family: Family, case_id: str, first: str, second: str, old: Memory, new_value: str) -> Case:
    """The second message supersedes the first one's memory: one ACTIVE fact, revision 2, new value."""
    memory_type, subject, predicate, _ = old
    new: Memory = (memory_type, subject, predicate, new_value)
    return changed_to(family, case_id, first, second, old, new)


def changed_to(family: Family, case_id: str, first: str, second: str, old: Memory, new: Memory) -> Case:
    """Like ``change``, the new memory possibly of another type (a dislike becoming a rule)."""
    return Case(
        family,
        case_id,
        language_of(case_id),
        f"{first!r} then {second!r} → {new[1]} / {new[2]} = {new[3]}",
        (
            Say(first, "old", session="s-1"),
            FactIs("old", {"subject": old[1], "predicate": old[2], "object_value": old[3]}),
            Say(second, "new", session="s-1"),
            SaidOutcome("new", accepted=1),
            FactIs("new", {"revision": 2, "object_value": new[3], "memory_type": new[0]}, supersedes="old"),
            _only(new, name="new"),
        ),
    )


def remembered(
    family: Family,
    case_id: str,
    text: str,
    *memories: Memory,
    scope: Scope = USER,
    task: str | None = None,
) -> Case:
    """One message gives exactly these memories (each the only ACTIVE fact of its key) in ``scope``."""
    shown = "; ".join(f"{m[1]} / {m[2]} = {m[3]}" for m in memories)
    return Case(
        family,
        case_id,
        language_of(case_id),
        f"{text!r} → {shown} ({scope})",
        (
            Say(text, "said", session="s-1", task=task),
            SaidOutcome("said", accepted=len(memories)),
            *(_only(memory, scope) for memory in memories),
        ),
    )


def unchanged(family: Family, case_id: str, texts: tuple[str, ...], *memories: Memory) -> Case:
    """After every message, the user's ACTIVE facts are exactly these (others' news changes nothing)."""
    return Case(
        family,
        case_id,
        language_of(case_id),
        f"{' / '.join(texts)} → only {', '.join(m[1] + ' / ' + m[2] for m in memories) or 'nothing'}",
        (
            *(Say(text, f"said-{n}", session="s-1") for n, text in enumerate(texts)),
            FactList(
                expect=tuple({"subject": m[1], "predicate": m[2], "object_value": m[3]} for m in memories)
            ),
        ),
    )


def apart(family: Family, case_id: str, first: str, second: str, one: Memory, other: Memory) -> Case:
    """Two memories that sound alike stay two ACTIVE facts; neither replaces the other."""
    return Case(
        family,
        case_id,
        language_of(case_id),
        f"{first!r} and {second!r} stay apart",
        (
            Say(first, "one", session="s-1"),
            Say(second, "other", session="s-1"),
            SaidOutcome("other", accepted=1),
            _only(one),
            _only(other),
        ),
    )


_EVERYDAY = {
    "zh": (
        "我喜欢喝拿铁",
        "我住在上海",
        "我一般住市中心的酒店",
        "我讨厌排队",
        "我习惯早上跑步",
        "我喜欢看科幻电影",
    ),
    "en": (
        "I like oat milk lattes",
        "I live in Leeds",
        "I usually stay in city-centre hotels",
        "I hate queueing",
        "I love sci-fi films",
        "I always go running in the morning",
    ),
}


def _everyday_memories(case_id: str) -> tuple[Say, ...]:
    """Six unrelated memories said after the rule, so the rule has to earn its place in the context."""
    said = _EVERYDAY[language_of(case_id)]
    return tuple(Say(text, f"everyday-{n}", session="s-1") for n, text in enumerate(said))


def standing(
    case_id: str, text: str, rule: Memory, query: str, shows: str, *, task: str | None = None
) -> Case:
    """A standing rule said in one session is a USER CONSTRAINT, and another session's context for an
    unrelated question carries it."""
    return Case(
        "standing_rules",
        case_id,
        language_of(case_id),
        f"{text!r} → {rule[1]} = {rule[3]}, in the context of {query!r}",
        (
            Say(text, "rule", session="s-1", task=task),
            SaidOutcome("rule", allowed=frozenset({CandidateStatus.ACCEPTED}), at_least_one=True),
            _only(rule),
            *_everyday_memories(case_id),
            ContextHas(query, contains=(shows,), session="s-2"),
        ),
    )


def standing_probe(
    rules: tuple[tuple[str, str, str, str, str, str], ...], look_alikes: tuple[tuple[str, str], ...]
) -> tuple[Case, ...]:
    """A probe of standing rules: each (id, text, thing, value, question, shown) a ``standing`` case
    of a USER CONSTRAINT on "<thing> / preference", each (id, text) look-alike a message that leaves
    nothing."""
    return (
        *(standing(case_id, text, (C, thing, STANCE, value), query, shows)
          for case_id, text, thing, value, query, shows in rules),
        *(ends_with("should_not_remember", case_id, (text,)) for case_id, text in look_alikes),
    )  # fmt: skip


def ends_with(
    family: Family,
    case_id: str,
    texts: tuple[str, ...],
    *memories: Memory,
    scope: Scope = USER,
    task: str | None = None,
) -> Case:
    """After the conversation the user's ACTIVE facts are exactly these memories (oldest first), each
    of its type and in ``scope``: nothing stale, nothing of anyone else's."""
    return Case(
        family,
        case_id,
        language_of(case_id),
        f"{' / '.join(texts)} → {'; '.join(f'{m[1]} / {m[2]} = {m[3]}' for m in memories) or 'nothing'}",
        (
            *(Say(text, f"said-{n}", session="s-1", task=task) for n, text in enumerate(texts)),
            FactList(
                expect=tuple(
                    {
                        "memory_type": m[0],
                        "subject": m[1],
                        "predicate": m[2],
                        "object_value": m[3],
                        "scope": scope,
                    }
                    for m in memories
                )
            ),
        ),
    )


ScopedMemory = tuple[MemoryType, str, str, str, Scope]
"""(type, subject, predicate, value, scope) of one ACTIVE memory."""
Turn = str | tuple[Literal["assistant"], str]
"""A message of the conversation: the user's text, or ("assistant", the agent's text)."""


def leaves(family: Family, case_id: str, turns: tuple[Turn, ...], *memories: Memory | ScopedMemory) -> Case:
    """Like ``ends_with``, with the agent's messages in the conversation and each memory in its own
    scope (USER unless said): a temporary state lives in the session, next to the lasting memory."""
    said = tuple(
        Say(turn, f"said-{n}", session="s-1")
        if isinstance(turn, str)
        else Say(turn[1], f"said-{n}", role="assistant", session="s-1")
        for n, turn in enumerate(turns)
    )
    scoped = tuple(m if len(m) == 5 else (*m, USER) for m in memories)
    return Case(
        family,
        case_id,
        language_of(case_id),
        f"{' / '.join(t if isinstance(t, str) else f'[agent] {t[1]}' for t in turns)} → "
        f"{'; '.join(f'{m[1]} / {m[2]} = {m[3]} ({m[4]})' for m in scoped) or 'nothing'}",
        (
            *said,
            FactList(
                expect=tuple(
                    {
                        "memory_type": m[0],
                        "subject": m[1],
                        "predicate": m[2],
                        "object_value": m[3],
                        "scope": m[4],
                    }
                    for m in scoped
                )
            ),
        ),
    )
