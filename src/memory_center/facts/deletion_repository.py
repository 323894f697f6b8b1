"""The SQL of deleting one memory: its chain, what it rests on exclusively, and every copy of it."""

import uuid
from collections.abc import Collection
from typing import Any

import sqlalchemy as sa
from sqlalchemy import and_, delete, func, or_, select, update
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import CandidateStatus, EmbeddingTarget, EvidenceRelation
from memory_center.models import (
    Candidate,
    CandidateEvidence,
    Embedding,
    Event,
    Evidence,
    Fact,
    FactEvidence,
    FactRevision,
)

DELETED_CONTENT = "[deleted]"
_LIVE_CANDIDATE = (CandidateStatus.PENDING, CandidateStatus.NEEDS_CONFIRMATION, CandidateStatus.ACCEPTED)


def _count(result: Any) -> int:
    return int(getattr(result, "rowcount", 0) or 0)


async def candidates_of_chain(
    session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]
) -> list[uuid.UUID]:
    """Candidates that produced a revision of the chain or were merged into one."""
    sources = select(Fact.source_candidate_id).where(Fact.tenant_id == tenant_id, Fact.id.in_(fact_ids))
    query = select(Candidate.id).where(
        Candidate.tenant_id == tenant_id,
        or_(Candidate.fact_id.in_(fact_ids), Candidate.id.in_(sources.scalar_subquery())),
    )
    return list(await session.scalars(query))


async def evidence_of(
    session: AsyncSession,
    tenant_id: str,
    fact_ids: Collection[uuid.UUID],
    candidate_ids: Collection[uuid.UUID],
) -> set[uuid.UUID]:
    of_facts = select(FactEvidence.evidence_id).where(
        FactEvidence.tenant_id == tenant_id, FactEvidence.fact_id.in_(fact_ids)
    )
    of_candidates = select(CandidateEvidence.evidence_id).where(
        CandidateEvidence.tenant_id == tenant_id,
        CandidateEvidence.candidate_id.in_(candidate_ids),
        CandidateEvidence.relation == EvidenceRelation.SUPPORT,
    )
    return set(await session.scalars(of_facts.union(of_candidates)))


async def shared_evidence(
    session: AsyncSession,
    tenant_id: str,
    evidence_ids: Collection[uuid.UUID],
    fact_ids: Collection[uuid.UUID],
    candidate_ids: Collection[uuid.UUID],
) -> set[uuid.UUID]:
    """Of these evidence rows, those another memory (or a live candidate) also rests on."""
    if not evidence_ids:
        return set()
    other_facts = select(FactEvidence.evidence_id).where(
        FactEvidence.tenant_id == tenant_id,
        FactEvidence.evidence_id.in_(evidence_ids),
        FactEvidence.fact_id.not_in(fact_ids),
    )
    other_candidates = (
        select(CandidateEvidence.evidence_id)
        .join(
            Candidate,
            and_(
                Candidate.tenant_id == CandidateEvidence.tenant_id,
                Candidate.id == CandidateEvidence.candidate_id,
            ),
        )
        .where(
            CandidateEvidence.tenant_id == tenant_id,
            CandidateEvidence.evidence_id.in_(evidence_ids),
            CandidateEvidence.relation == EvidenceRelation.SUPPORT,
            Candidate.id.not_in(candidate_ids) if candidate_ids else sa.true(),
            Candidate.status.in_(_LIVE_CANDIDATE),
        )
    )
    return set(await session.scalars(other_facts.union(other_candidates)))


async def delete_embeddings(
    session: AsyncSession, tenant_id: str, kind: EmbeddingTarget, target_ids: Collection[uuid.UUID]
) -> int:
    if not target_ids:
        return 0
    statement = delete(Embedding).where(
        Embedding.tenant_id == tenant_id, Embedding.target_kind == kind, Embedding.target_id.in_(target_ids)
    )
    return _count(await session.execute(statement))


async def count_revisions(session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]) -> int:
    query = select(func.count()).where(
        FactRevision.tenant_id == tenant_id, FactRevision.fact_id.in_(fact_ids)
    )
    return int(await session.scalar(query) or 0)


async def count_fact_links(session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]) -> int:
    query = select(func.count()).where(
        FactEvidence.tenant_id == tenant_id, FactEvidence.fact_id.in_(fact_ids)
    )
    return int(await session.scalar(query) or 0)


async def delete_facts(session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]) -> int:
    """Fact rows; their revision rows and evidence links go with them (ON DELETE CASCADE)."""
    if not fact_ids:
        return 0
    statement = delete(Fact).where(Fact.tenant_id == tenant_id, Fact.id.in_(fact_ids))
    return _count(await session.execute(statement))


async def delete_evidence(
    session: AsyncSession, tenant_id: str, evidence_ids: Collection[uuid.UUID]
) -> list[uuid.UUID]:
    """Evidence rows (their links go with them); returns the events they came from."""
    if not evidence_ids:
        return []
    statement = (
        delete(Evidence)
        .where(Evidence.tenant_id == tenant_id, Evidence.id.in_(evidence_ids))
        .returning(Evidence.event_id)
    )
    return [event_id for event_id in (await session.scalars(statement)) if event_id is not None]


# {"redacted": true} plus the event's role when it has one, in immutable functions only (Citus refuses
# a STABLE one such as jsonb_build_object over a column in an UPDATE: docs/scaling.md §4).
_REDACTED = sa.literal_column(
    "CASE WHEN memory_event.payload -> 'role' IS NULL OR memory_event.payload -> 'role' = 'null'::jsonb "
    """THEN '{"redacted": true}'::jsonb """
    """ELSE jsonb_set('{"redacted": true}'::jsonb, '{role}', memory_event.payload -> 'role') END""",
    JSONB,
)


async def scrub_events(session: AsyncSession, tenant_id: str, event_ids: Collection[uuid.UUID]) -> int:
    """Keep the event (idempotency and the audit trail need it) but not what it said."""
    if not event_ids:
        return 0
    statement = (
        update(Event).where(Event.tenant_id == tenant_id, Event.id.in_(event_ids)).values(payload=_REDACTED)
    )
    return _count(await session.execute(statement))


async def scrub_candidates(
    session: AsyncSession, tenant_id: str, candidate_ids: Collection[uuid.UUID]
) -> int:
    """The candidates that produced a deleted memory keep their decision, not their content."""
    if not candidate_ids:
        return 0
    statement = (
        update(Candidate)
        .where(Candidate.tenant_id == tenant_id, Candidate.id.in_(candidate_ids))
        .values(
            content=DELETED_CONTENT,
            subject=None,
            predicate=None,
            object_value=None,
            governance_message=None,
            review_reason=None,
            fact_id=None,
            conflict_fact_id=None,
        )
    )
    return _count(await session.execute(statement))


async def forget_conflicts_with(
    session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]
) -> int:
    """Candidates that disagreed with a deleted memory no longer point at it."""
    if not fact_ids:
        return 0
    statement = (
        update(Candidate)
        .where(Candidate.tenant_id == tenant_id, Candidate.conflict_fact_id.in_(fact_ids))
        .values(conflict_fact_id=None)
    )
    return _count(await session.execute(statement))
