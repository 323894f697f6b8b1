"""Response items from ranked, resolved records (pure)."""

import uuid
from typing import Any

from memory_center.retrieval.conflicts import Disagreement, Resolved, Shadowed
from memory_center.retrieval.outdated import OUTDATED_EVIDENCE
from memory_center.retrieval.records import EvidenceRecord, FactRecord
from memory_center.retrieval.schemas import ConflictNoteOut, ConflictOut, RetrievedItem, ShadowedOut


def item(
    resolved: Resolved, facts: dict[uuid.UUID, FactRecord], evidence: dict[uuid.UUID, EvidenceRecord]
) -> RetrievedItem:
    scored = resolved.scored
    if scored.kind == "evidence":
        return evidence_item(evidence[scored.id], scored.score, list(scored.reasons))
    fact = facts[scored.id]
    return RetrievedItem(
        kind="fact",
        id=fact.id,
        content=fact.content,
        memory_type=fact.memory_type,
        scope=fact.scope,
        score=scored.score,
        reasons=[*scored.reasons, *revision_reasons(fact)],
        source_type=fact.source_type,
        confidence=fact.confidence,
        valid_from=fact.valid_from,
        updated_at=fact.updated_at,
        shadowed=[shadowed_out(s) for s in resolved.shadowed],
        conflicts=[conflict_out(c) for c in resolved.conflicts],
        revision=fact.revision,
        subject=fact.subject,
        predicate=fact.predicate,
        valid_until=fact.valid_until,
        source=fact.source_type.value,
        importance=fact.importance,
    )


def revision_reasons(fact: FactRecord) -> list[str]:
    """Why a fact that replaced another holds: the governance reason code of its revision."""
    if fact.revision > 1 and fact.revision_reason:
        return [f"revision_reason={fact.revision_reason}"]
    return []


def evidence_item(evidence: EvidenceRecord, score: float, reasons: list[str]) -> RetrievedItem:
    return RetrievedItem(
        kind="evidence",
        id=evidence.id,
        content=evidence.content,
        memory_type=None,
        scope=None,
        score=score,
        reasons=reasons,
        source_type=evidence.source_type,
        confidence=None,
        valid_from=evidence.occurred_at,
        updated_at=evidence.created_at,
        event_id=evidence.event_id,
        source=f"{evidence.evidence_type.lower()} via {evidence.source_system}",
        outdated=OUTDATED_EVIDENCE in reasons,
    )


def shadowed_out(shadowed: Shadowed) -> ShadowedOut:
    fact = shadowed.fact
    return ShadowedOut(
        id=fact.id,
        scope=fact.scope,
        content=fact.content,
        source_type=fact.source_type,
        confidence=fact.confidence,
        valid_from=fact.valid_from,
        revision=fact.revision,
        reason=shadowed.reason,
    )


def conflict_out(conflict: Disagreement) -> ConflictOut:
    record = conflict.record
    date = record.valid_from if isinstance(record, FactRecord) else record.created_at
    return ConflictOut(
        kind=conflict.kind,
        id=conflict.id,
        content=conflict.content,
        message=conflict.message,
        scope=record.scope,
        source_type=record.source_type,
        confidence=record.confidence,
        date=date,
        across_keys=conflict.across_keys,
    )


def answer_to_json(
    items: list[RetrievedItem], conflicts: list[ConflictNoteOut], rules_total: int = 0, profile_total: int = 0
) -> dict[str, Any]:
    return {
        "items": [i.model_dump(mode="json") for i in items],
        "conflicts": [c.model_dump(mode="json") for c in conflicts],
        "rules_total": rules_total,
        "profile_total": profile_total,
    }


def answer_from_json(
    data: dict[str, Any],
) -> tuple[list[RetrievedItem], list[ConflictNoteOut], int, int]:
    items = [RetrievedItem.model_validate(i) for i in data["items"]]
    conflicts = [ConflictNoteOut.model_validate(c) for c in data["conflicts"]]
    return items, conflicts, int(data.get("rules_total", 0)), int(data.get("profile_total", 0))
