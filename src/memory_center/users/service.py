"""A user's data rights: export everything held about them; erase it across every table and cache.

Erasure leaves one content-free tombstone: an ``erase`` audit row with the counts, naming the user
only by a salted hash (``erased_user``); earlier audit rows about the user lose their user id, reason
and details, and a target naming the user or one of their tasks is replaced by the same kind of hash.
Afterwards nothing of that user is stored or retrievable. Erasure holds the user's exclusive lock
(``db.user_lock``), so no write of that user commits while it runs.
"""

import hashlib
import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import service as audit
from memory_center.auth.principal import Principal
from memory_center.cache import Cache
from memory_center.candidates.schemas import CandidateOut
from memory_center.db.base import utcnow
from memory_center.db.user_lock import lock_user_for_erasure
from memory_center.events.schemas import EventOut
from memory_center.evidence.schemas import EvidenceOut
from memory_center.facts.cache_invalidation import AnswerCache, invalidate_after_commit
from memory_center.facts.schemas import RevisionLogOut
from memory_center.facts.views import fact_out
from memory_center.models import CandidateEvidence, FactEvidence, FactRevision
from memory_center.tasks.service import erase_user_tasks, export_user_tasks
from memory_center.users import repository
from memory_center.users.schemas import (
    AuditOut,
    EvidenceLinkOut,
    ExportedCandidate,
    ExportedFact,
    ExportedTrace,
    UserExportOut,
)


def tombstone(tenant_id: str, user_id: str) -> str:
    """How an erased user is named afterwards: whoever knows the id can check, nobody can read it."""
    return "sha256:" + hashlib.sha256(f"{tenant_id}\x1f{user_id}".encode()).hexdigest()[:32]


def _links(
    rows: Sequence[CandidateEvidence | FactEvidence], owner: str
) -> dict[uuid.UUID, list[EvidenceLinkOut]]:
    grouped: dict[uuid.UUID, list[EvidenceLinkOut]] = {}
    for row in rows:
        grouped.setdefault(getattr(row, owner), []).append(
            EvidenceLinkOut(evidence_id=row.evidence_id, relation=row.relation)
        )
    return grouped


def _changes(rows: Sequence[FactRevision]) -> dict[uuid.UUID, list[RevisionLogOut]]:
    grouped: dict[uuid.UUID, list[RevisionLogOut]] = {}
    for row in rows:
        grouped.setdefault(row.fact_id, []).append(RevisionLogOut.model_validate(row))
    return grouped


async def _candidates(session: AsyncSession, tenant_id: str, user_id: str) -> list[ExportedCandidate]:
    rows = await repository.candidates(session, tenant_id, user_id)
    links = _links(
        await repository.candidate_links(session, tenant_id, [row.id for row in rows]), "candidate_id"
    )
    return [
        ExportedCandidate(
            **CandidateOut.model_validate(row).model_dump(), evidence_links=links.get(row.id, [])
        )
        for row in rows
    ]


async def _facts(session: AsyncSession, tenant_id: str, user_id: str) -> list[ExportedFact]:
    rows = await repository.facts(session, tenant_id, user_id)
    ids = [row.id for row in rows]
    changes = _changes(await repository.fact_revisions(session, tenant_id, ids))
    links = _links(await repository.fact_links(session, tenant_id, ids), "fact_id")
    return [
        ExportedFact(
            **fact_out(row).model_dump(),
            changes=changes.get(row.id, []),
            evidence_links=links.get(row.id, []),
        )
        for row in rows
    ]


async def export(session: AsyncSession, principal: Principal, user_id: str) -> UserExportOut:
    tenant_id = principal.tenant
    exported_at: datetime = utcnow()
    result = UserExportOut(
        tenant_id=tenant_id,
        user_id=user_id,
        exported_at=exported_at,
        events=[EventOut.model_validate(row) for row in await repository.events(session, tenant_id, user_id)],
        evidence=[
            EvidenceOut.model_validate(row) for row in await repository.evidence(session, tenant_id, user_id)
        ],
        candidates=await _candidates(session, tenant_id, user_id),
        facts=await _facts(session, tenant_id, user_id),
        tasks=await export_user_tasks(session, tenant_id, user_id),
        retrieval_traces=[
            ExportedTrace.model_validate(row) for row in await repository.traces(session, tenant_id, user_id)
        ],
        audit=[
            AuditOut.model_validate(row)
            for row in await repository.audit_entries(session, tenant_id, user_id)
        ],
    )
    counts = {
        "events": len(result.events),
        "evidence": len(result.evidence),
        "candidates": len(result.candidates),
        "facts": len(result.facts),
        "tasks": len(result.tasks),
        "retrieval_traces": len(result.retrieval_traces),
    }
    audit.record(
        session,
        tenant_id=tenant_id,
        action="export",
        target_kind="user",
        target_id=user_id,
        actor=principal.key_id,
        user_id=user_id,
        details={"counts": counts},
    )
    await session.flush()
    return result


async def erase(
    session: AsyncSession, cache: Cache, memory_cache: AnswerCache, principal: Principal, user_id: str
) -> dict[str, int]:
    """Erase the user everywhere (``cache``: the task cache; ``memory_cache``: the read path's answers)."""
    tenant_id = principal.tenant
    await lock_user_for_erasure(session, tenant_id, user_id)
    places = await repository.places_of(session, tenant_id, user_id)
    counts = await repository.erase(session, tenant_id, user_id, places)
    counts.update(await erase_user_tasks(session, tenant_id, user_id, cache=cache))
    ref = tombstone(tenant_id, user_id)
    counts["memory_audit_scrubbed"] = await repository.scrub_audit(session, tenant_id, user_id, places, ref)
    audit.record(
        session,
        tenant_id=tenant_id,
        action="erase",
        target_kind="user",
        target_id=ref,
        actor=principal.key_id,
        details={"erased_user": ref, "deleted": counts},
    )
    invalidate_after_commit(session, memory_cache, tenant_id, purge=True)
    await session.flush()
    return counts
