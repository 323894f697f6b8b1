"""Shadowing and conflicts among visible facts (docs/design.md §2, §4). Pure.

Facts sharing subject + predicate are one question with several answers:
- the narrowest scope wins (TASK > SESSION > AGENT > USER > DEPARTMENT > TENANT); the wider facts are
  reported in the winner's ``shadowed``, never silently dropped. A wider fact that ranked is replaced
  in place by its winner;
- facts of the same (narrowest) scope that disagree (another owner, another agent, ...) are a conflict:
  one is shown, the others are reported in its ``conflicts``, and the disagreement is stated, not
  resolved by guessing;
- a candidate waiting in NEEDS_CONFIRMATION because it contradicts a fact is a conflict of that fact.
"""

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from memory_center.enums import SCOPE_SPECIFICITY, TRUST_RANK
from memory_center.governance.values import same_value
from memory_center.retrieval.ranking import Scored
from memory_center.retrieval.records import CandidateRecord, FactRecord

ShadowReason = Literal["narrower_scope", "duplicate"]


@dataclass(frozen=True)
class Shadowed:
    fact: FactRecord
    reason: ShadowReason


@dataclass(frozen=True)
class Disagreement:
    kind: Literal["fact", "candidate"]
    id: uuid.UUID
    content: str
    message: str
    record: FactRecord | CandidateRecord
    across_keys: bool = False
    """Another key about the same thing (``retrieval.opposed``): both facts are shown, each flagged."""
    ids: tuple[uuid.UUID, uuid.UUID] | None = None
    """The note's ids in their order (the newer first), when not (the item's, this one's)."""


@dataclass
class Resolved:
    scored: Scored
    shadowed: list[Shadowed] = field(default_factory=list)
    conflicts: list[Disagreement] = field(default_factory=list)


@dataclass(frozen=True)
class ConflictNote:
    """One disagreement, stated once for the whole answer."""

    message: str
    ids: tuple[uuid.UUID, uuid.UUID]
    across_keys: bool = False


def describe(record: FactRecord | CandidateRecord) -> str:
    if isinstance(record, FactRecord):
        return f"{record.content} ({record.valid_from.date().isoformat()}, {record.source_type.value})"
    when = record.created_at.date().isoformat()
    return f"{record.content} ({when}, {record.source_type.value}, awaiting confirmation)"


def disagreement_message(a: FactRecord, b: FactRecord | CandidateRecord) -> str:
    return f"two records disagree: {describe(a)} vs {describe(b)}"


def _strength(fact: FactRecord) -> tuple[int, float, float]:
    return (TRUST_RANK[fact.source_type], fact.confidence, fact.valid_from.timestamp())


def resolve(
    ranked: Sequence[Scored],
    facts: dict[uuid.UUID, FactRecord],
    related: Iterable[FactRecord],
    candidates: Iterable[CandidateRecord],
) -> list[Resolved]:
    """The ranked items with shadowed and conflicting facts folded into the fact that stands."""
    groups = _groups([*facts.values(), *related])
    pending = _pending_by_fact(candidates)
    done: set[tuple[str, str]] = set()
    emitted: set[uuid.UUID] = set()
    out: list[Resolved] = []
    for item in ranked:
        fact = facts.get(item.id) if item.kind == "fact" else None
        key = fact.key if fact is not None else None
        if fact is None or key is None:
            if item.id not in emitted:
                emitted.add(item.id)
                out.append(Resolved(item, conflicts=_candidate_conflicts(fact, pending)))
            continue
        if key in done:
            continue
        done.add(key)
        resolved = _resolve_group(item, fact, groups[key])
        resolved.conflicts.extend(_candidate_conflicts(facts_by_id(groups[key])[resolved.scored.id], pending))
        emitted.add(resolved.scored.id)
        out.append(resolved)
    return out


def facts_by_id(facts: Iterable[FactRecord]) -> dict[uuid.UUID, FactRecord]:
    return {fact.id: fact for fact in facts}


def _groups(facts: Iterable[FactRecord]) -> dict[tuple[str, str], list[FactRecord]]:
    groups: dict[tuple[str, str], dict[uuid.UUID, FactRecord]] = {}
    for fact in facts:
        if fact.key is not None:
            groups.setdefault(fact.key, {})[fact.id] = fact
    return {key: list(members.values()) for key, members in groups.items()}


def _resolve_group(item: Scored, fact: FactRecord, members: list[FactRecord]) -> Resolved:
    top = max(SCOPE_SPECIFICITY[m.scope] for m in members)
    winners = [m for m in members if SCOPE_SPECIFICITY[m.scope] == top]
    if fact in winners:
        primary, scored = fact, item
    else:
        primary = max(winners, key=_strength)
        reasons = ("narrower_scope_wins", f"replaces={fact.id}", *item.reasons)
        scored = replace(item, id=primary.id, reasons=reasons)
    resolved = Resolved(scored)
    for other in sorted(members, key=lambda m: (-SCOPE_SPECIFICITY[m.scope], str(m.id))):
        if other.id == primary.id:
            continue
        if SCOPE_SPECIFICITY[other.scope] < top:
            resolved.shadowed.append(Shadowed(other, "narrower_scope"))
        elif same_value(primary, other):
            resolved.shadowed.append(Shadowed(other, "duplicate"))
        else:
            message = disagreement_message(primary, other)
            resolved.conflicts.append(Disagreement("fact", other.id, other.content, message, other))
    return resolved


def _pending_by_fact(candidates: Iterable[CandidateRecord]) -> dict[uuid.UUID, list[CandidateRecord]]:
    pending: dict[uuid.UUID, list[CandidateRecord]] = {}
    for candidate in candidates:
        pending.setdefault(candidate.conflict_fact_id, []).append(candidate)
    return pending


def _candidate_conflicts(
    fact: FactRecord | None, pending: dict[uuid.UUID, list[CandidateRecord]]
) -> list[Disagreement]:
    if fact is None or fact.id not in pending:
        return []
    return [
        Disagreement("candidate", c.id, c.content, disagreement_message(fact, c), c)
        for c in sorted(pending.get(fact.id, []), key=lambda c: (c.created_at, str(c.id)))
    ]


def conflict_notes(resolved: Iterable[Resolved]) -> list[ConflictNote]:
    """Every disagreement of the answer once, in item order."""
    notes: list[ConflictNote] = []
    seen: set[frozenset[uuid.UUID]] = set()
    for item in resolved:
        for conflict in item.conflicts:
            pair = frozenset((item.scored.id, conflict.id))
            if pair not in seen:
                seen.add(pair)
                ids = conflict.ids or (item.scored.id, conflict.id)
                notes.append(ConflictNote(conflict.message, ids, conflict.across_keys))
    return notes
