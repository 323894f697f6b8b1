"""The governance queue: candidates proposed by agents, decided by governance and by reviewers."""

import uuid
from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import service as audit
from memory_center.auth.principal import Principal
from memory_center.candidates import candidate_transitions, repository
from memory_center.candidates.repository import CandidateFilter
from memory_center.candidates.schemas import AcceptIn, CandidateIn
from memory_center.db.base import utcnow
from memory_center.db.user_lock import lock_users_for_write
from memory_center.enums import TRUST_RANK, CandidateStatus, EvidenceRelation, SourceType
from memory_center.errors import NotFound, Unprocessable
from memory_center.evidence import service as evidence_service
from memory_center.governance.drafts import draft_from
from memory_center.governance.importance import proposed_importance
from memory_center.kit.keyset import Keyset
from memory_center.kit.tenant_rows import or_not_found
from memory_center.models import Candidate, Evidence
from memory_center.writepath.accept import Edits, govern_accept
from memory_center.writepath.govern import govern
from memory_center.writepath.proposals import Governed, Proposal
from memory_center.writepath.write_path import WriteDeps


async def _evidence(
    session: AsyncSession, runtime: WriteDeps, tenant_id: str, body: CandidateIn
) -> list[Evidence]:
    """The proposal's evidence: existing rows of the tenant, plus the inline one (queued for the index)."""
    wanted = list(dict.fromkeys(body.evidence_ids))
    rows = await repository.evidence_rows(session, tenant_id, wanted)
    found = {row.id for row in rows}
    missing = [evidence_id for evidence_id in wanted if evidence_id not in found]
    if missing:
        raise NotFound("evidence", missing[0])
    if body.evidence is not None:
        rows.append(await evidence_service.create(session, runtime.settings, tenant_id, body.evidence))
    return rows


def source_type_of(claimed: SourceType | None, evidence: Sequence[Evidence]) -> SourceType:
    """The trust of a proposal: what it claims, never above its best evidence (INFERRED without)."""
    if not evidence:
        return claimed or SourceType.INFERRED
    best = max((row.source_type for row in evidence), key=TRUST_RANK.__getitem__)
    if claimed is None or TRUST_RANK[claimed] > TRUST_RANK[best]:
        return best
    return claimed


async def submit(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, body: CandidateIn
) -> Governed:
    """An agent's proposal, decided by governance at once (a proposal without evidence is stored
    REJECTED with no_evidence)."""
    valid_from = body.valid_from or utcnow()
    if body.valid_until is not None and body.valid_until <= valid_from:
        raise Unprocessable("valid_until must be after valid_from (default: now)")
    await lock_users_for_write(session, principal.tenant, [body.user_id])
    evidence = await _evidence(session, runtime, principal.tenant, body)
    source_type = source_type_of(body.source_type, evidence)
    proposal = Proposal(
        tenant_id=principal.tenant,
        draft=draft_from(
            body,
            body,
            source_type=source_type,
            evidence_count=len(evidence),
            importance=proposed_importance(body.content, body.memory_type, source_type),
        ),
        evidence_ids=tuple(row.id for row in evidence),
        valid_from=valid_from,
        valid_until=body.valid_until,
        extractor_model=body.extractor_model,
        extractor_version=body.extractor_version,
        actor=principal.key_id,
    )
    return await govern(session, runtime, proposal)


async def get(session: AsyncSession, tenant_id: str, candidate_id: uuid.UUID) -> Candidate:
    return or_not_found(await repository.get(session, tenant_id, candidate_id), "candidate", candidate_id)


async def evidence_of(session: AsyncSession, candidate: Candidate) -> list[tuple[Evidence, EvidenceRelation]]:
    return await repository.linked_evidence(session, candidate.tenant_id, candidate.id)


async def list_candidates(
    session: AsyncSession, tenant_id: str, where: CandidateFilter, limit: int, after: Keyset | None
) -> list[Candidate]:
    return await repository.list_candidates(session, tenant_id, where, limit=limit, after=after)


async def count_by_reason(session: AsyncSession, tenant_id: str, status: CandidateStatus) -> dict[str, int]:
    return await repository.count_by_reason(session, tenant_id, status)


async def _lock_for_review(
    session: AsyncSession, tenant_id: str, candidate_id: uuid.UUID, target: CandidateStatus
) -> Candidate:
    unlocked = or_not_found(await repository.get(session, tenant_id, candidate_id), "candidate", candidate_id)
    await lock_users_for_write(session, tenant_id, [unlocked.user_id])
    candidate = or_not_found(
        await repository.get(session, tenant_id, candidate_id, for_update=True), "candidate", candidate_id
    )
    candidate_transitions.require_move(candidate.id, candidate.status, target)  # before any work: 409 early
    return candidate


def _decided(candidate: Candidate, status: CandidateStatus, principal: Principal, reason: str | None) -> None:
    candidate_transitions.move(candidate, status, utcnow())
    candidate.decided_by = principal.key_id
    candidate.review_reason = reason


def _audit(
    session: AsyncSession,
    candidate: Candidate,
    action: str,
    actor: str,
    reason: str | None,
    **details: object,
) -> None:
    audit.record(
        session,
        tenant_id=candidate.tenant_id,
        action=action,
        target_kind="candidate",
        target_id=candidate.id,
        actor=actor,
        user_id=candidate.user_id,
        reason=reason,
        details={"status": candidate.status.value, **details},
    )


async def accept(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, candidate_id: uuid.UUID, body: AcceptIn
) -> Governed:
    """A reviewer's accept: the candidate becomes (or merges into, or supersedes with) a fact."""
    candidate = await _lock_for_review(session, principal.tenant, candidate_id, CandidateStatus.ACCEPTED)
    edits = Edits(content=body.content, object_value=body.object_value)
    governed = await govern_accept(session, runtime, candidate, edits, principal.key_id)
    _decided(candidate, CandidateStatus.ACCEPTED, principal, body.reason)
    candidate.fact_id = None if governed.fact is None else governed.fact.id
    _audit(
        session,
        candidate,
        "accept",
        principal.key_id,
        body.reason,
        outcome=governed.decision.reason.value,
        fact_id=str(candidate.fact_id),
        edited=edits.changed,
    )
    await session.flush()
    return governed


async def reject(
    session: AsyncSession, principal: Principal, candidate_id: uuid.UUID, reason: str
) -> Candidate:
    candidate = await _lock_for_review(session, principal.tenant, candidate_id, CandidateStatus.REJECTED)
    _decided(candidate, CandidateStatus.REJECTED, principal, reason)
    _audit(session, candidate, "reject", principal.key_id, reason)
    await session.flush()
    return candidate
