"""SQL of outdated evidence: which candidate evidence no longer backs any current memory, and which
current memories replaced the ones it backed.

A message that stated a memory stays evidence after the memory changes ("I love green tea", then
"I don't like green tea anymore"). It is history, not a current truth: the read path ranks it lower,
hands its relevance to the memory that replaced it, and the context marks it (docs/context.md).
Evidence is outdated at an instant when it backs at least one memory (a SUPPORT or REFERENCE link; a
CONFLICT link backs nothing) and none of them is current then (the currency rule of every fact read:
``repository.fact_currency``). Evidence that backs no memory (a conversation turn nothing was
extracted from) is never outdated.
"""

import uuid
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID as PG_UUID
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from memory_center.enums import EvidenceRelation
from memory_center.models import Fact, FactEvidence
from memory_center.retrieval.repository import fact_currency


async def outdated_evidence(
    session: AsyncSession, tenant_id: str, evidence_ids: list[uuid.UUID], at: datetime, *, as_of: bool
) -> dict[uuid.UUID, list[uuid.UUID]]:
    """Of these evidence rows, those whose memories are all no longer current at ``at``, each with
    the facts current then in the chains of those memories (the memories that replaced them; none
    when they were invalidated or expired without a successor). The successors are not filtered for
    visibility here: the caller reads them through the request's own filters."""
    if not evidence_ids:
        return {}
    tenant = sa.bindparam("tenant_id", tenant_id, sa.Text)
    ids = sa.bindparam("evidence_ids", list(evidence_ids), sa.ARRAY(PG_UUID(as_uuid=True)))
    backed = (
        sa.select(FactEvidence.evidence_id)
        .join(Fact, sa.and_(Fact.tenant_id == FactEvidence.tenant_id, Fact.id == FactEvidence.fact_id))
        .where(
            FactEvidence.tenant_id == tenant,
            FactEvidence.evidence_id == sa.func.any(ids),
            FactEvidence.relation != EvidenceRelation.CONFLICT,
        )
        .group_by(FactEvidence.evidence_id)
        .having(sa.not_(sa.func.bool_or(fact_currency(at, as_of=as_of))))
    )
    outdated = set(await session.scalars(backed))
    if not outdated:
        return {}
    return {evidence_id: [] for evidence_id in outdated} | await _successors(
        session, tenant_id, outdated, at, as_of=as_of
    )


async def _successors(
    session: AsyncSession, tenant_id: str, evidence_ids: set[uuid.UUID], at: datetime, *, as_of: bool
) -> dict[uuid.UUID, list[uuid.UUID]]:
    backed = aliased(Fact, name="backed")
    ids = sa.bindparam("outdated_ids", list(evidence_ids), sa.ARRAY(PG_UUID(as_uuid=True)))
    statement = (
        sa.select(FactEvidence.evidence_id, Fact.id)
        .join(
            backed,
            sa.and_(backed.tenant_id == FactEvidence.tenant_id, backed.id == FactEvidence.fact_id),
        )
        .join(Fact, sa.and_(Fact.tenant_id == backed.tenant_id, Fact.chain_id == backed.chain_id))
        .where(
            FactEvidence.tenant_id == sa.bindparam("tenant_id", tenant_id, sa.Text),
            FactEvidence.evidence_id == sa.func.any(ids),
            FactEvidence.relation != EvidenceRelation.CONFLICT,
            fact_currency(at, as_of=as_of),
        )
        .distinct()
    )
    successors: dict[uuid.UUID, list[uuid.UUID]] = {}
    for evidence_id, fact_id in await session.execute(statement):
        successors.setdefault(evidence_id, []).append(fact_id)
    for facts in successors.values():
        facts.sort(key=lambda fact_id: fact_id.int)
    return successors
