"""All SQL of candidates: rows, filtered lists, and their evidence links."""

import uuid
from collections.abc import Collection, Iterable
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy import and_, select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import CandidateStatus, EvidenceRelation, MemoryType, Scope
from memory_center.kit.bulk import Inserts, table_of
from memory_center.kit.keyset import Keyset, page_after, where_equal
from memory_center.kit.tenant_rows import row_in_tenant
from memory_center.models import Candidate, CandidateEvidence, Evidence


async def get(
    session: AsyncSession, tenant_id: str, candidate_id: uuid.UUID, *, for_update: bool = False
) -> Candidate | None:
    return await row_in_tenant(session, Candidate, tenant_id, candidate_id, for_update=for_update)


@dataclass(frozen=True)
class CandidateFilter:
    status: CandidateStatus | None = None
    user_id: str | None = None
    memory_type: MemoryType | None = None
    scope: Scope | None = None
    governance_reason: str | None = None


async def list_candidates(
    session: AsyncSession,
    tenant_id: str,
    where: CandidateFilter,
    *,
    limit: int,
    after: Keyset | None,
) -> list[Candidate]:
    """Oldest first (a queue); fetches limit + 1 rows so the caller knows if there is more."""
    query = where_equal(
        select(Candidate).where(Candidate.tenant_id == tenant_id),
        (Candidate.status, where.status),
        (Candidate.user_id, where.user_id),
        (Candidate.memory_type, where.memory_type),
        (Candidate.scope, where.scope),
        (Candidate.governance_reason, where.governance_reason),
    )
    query = page_after(query, (Candidate.created_at, Candidate.id), after, limit)
    return list(await session.scalars(query))


async def count_by_reason(session: AsyncSession, tenant_id: str, status: CandidateStatus) -> dict[str, int]:
    """How many candidates of a status there are per governance reason (the review queue's tabs)."""
    reason = sa.func.coalesce(Candidate.governance_reason, "")
    query = (
        select(reason, sa.func.count())
        .where(Candidate.tenant_id == tenant_id, Candidate.status == status)
        .group_by(reason)
        .order_by(reason)
    )
    return {str(name): int(count) for name, count in (await session.execute(query)).all()}


async def evidence_rows(
    session: AsyncSession, tenant_id: str, evidence_ids: Collection[uuid.UUID]
) -> list[Evidence]:
    if not evidence_ids:
        return []
    query = select(Evidence).where(Evidence.tenant_id == tenant_id, Evidence.id.in_(evidence_ids))
    return list(await session.scalars(query))


CandidateLink = tuple[str, uuid.UUID, uuid.UUID, EvidenceRelation]  # tenant, candidate, evidence, relation


def link_evidence(inserts: Inserts, links: Iterable[CandidateLink]) -> None:
    """Link evidence to candidates, written with ``inserts``; an evidence row named twice for one
    candidate keeps its first relation (SUPPORT before CONFLICT)."""
    first: dict[tuple[uuid.UUID, uuid.UUID], tuple[str, EvidenceRelation]] = {}
    for tenant_id, candidate_id, evidence_id, relation in links:
        first.setdefault((candidate_id, evidence_id), (tenant_id, relation))
    rows = [
        {
            "tenant_id": tenant_id,
            "candidate_id": candidate_id,
            "evidence_id": evidence_id,
            "relation": relation,
        }
        for (candidate_id, evidence_id), (tenant_id, relation) in first.items()
    ]
    inserts.rows(table_of(CandidateEvidence), rows, skip_conflicts_on=[])


async def linked_evidence(
    session: AsyncSession, tenant_id: str, candidate_id: uuid.UUID
) -> list[tuple[Evidence, EvidenceRelation]]:
    query = (
        select(Evidence, CandidateEvidence.relation)
        .join(
            CandidateEvidence,
            and_(
                CandidateEvidence.tenant_id == Evidence.tenant_id,
                CandidateEvidence.evidence_id == Evidence.id,
            ),
        )
        .where(CandidateEvidence.tenant_id == tenant_id, CandidateEvidence.candidate_id == candidate_id)
        .order_by(CandidateEvidence.created_at, Evidence.occurred_at, Evidence.id)
    )
    return [(evidence, relation) for evidence, relation in (await session.execute(query)).all()]


async def support_evidence_ids(
    session: AsyncSession, tenant_id: str, candidate_id: uuid.UUID
) -> list[uuid.UUID]:
    query = select(CandidateEvidence.evidence_id).where(
        CandidateEvidence.tenant_id == tenant_id,
        CandidateEvidence.candidate_id == candidate_id,
        CandidateEvidence.relation == EvidenceRelation.SUPPORT,
    )
    return list(await session.scalars(query))
