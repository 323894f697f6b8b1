"""The SQL of a user's data rights: everything held about one user, found and erased.

"About the user" means: events with that user_id or spoken by that user (actor USER), evidence with
that user_id or from those events, candidates with that user_id (or owned by that user, or extracted
from those events, or resting on that evidence), facts with that user_id (or owned by that user),
their revisions and evidence links, the embeddings of those facts and evidence, retrieval traces
naming the user, one of the user's tasks or sessions, or one of the erased facts or evidence rows, and
audit rows naming the user or one of the user's tasks. Every query carries the tenant.

TENANT and DEPARTMENT facts the user stated have no user_id: they stay (they are the organisation's
knowledge), but lose every personal attribution: the links to the user's evidence, the candidate they
came from, and the user id and reason in their audit rows.
"""

import uuid
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy import and_, delete, func, or_, select, update
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import ActorType, EmbeddingTarget, OwnerType
from memory_center.models import (
    AuditEntry,
    Candidate,
    CandidateEvidence,
    Embedding,
    Event,
    Evidence,
    Fact,
    FactEvidence,
    FactRevision,
    RetrievalTrace,
    Task,
)


def _count(result: Any) -> int:
    return int(getattr(result, "rowcount", 0) or 0)


def _event_ids(tenant_id: str, user_id: str) -> Any:
    spoken = and_(Event.actor_type == ActorType.USER, Event.actor_id == user_id)
    return select(Event.id).where(Event.tenant_id == tenant_id, or_(Event.user_id == user_id, spoken))


def _evidence_ids(tenant_id: str, user_id: str) -> Any:
    return select(Evidence.id).where(
        Evidence.tenant_id == tenant_id,
        or_(Evidence.user_id == user_id, Evidence.event_id.in_(_event_ids(tenant_id, user_id))),
    )


def _fact_ids(tenant_id: str, user_id: str) -> Any:
    owned = and_(Fact.owner_type == OwnerType.USER, Fact.owner_id == user_id)
    return select(Fact.id).where(Fact.tenant_id == tenant_id, or_(Fact.user_id == user_id, owned))


def _candidate_ids(tenant_id: str, user_id: str) -> Any:
    owned = and_(Candidate.owner_type == OwnerType.USER, Candidate.owner_id == user_id)
    resting_on_evidence = select(CandidateEvidence.candidate_id).where(
        CandidateEvidence.tenant_id == tenant_id,
        CandidateEvidence.evidence_id.in_(_evidence_ids(tenant_id, user_id)),
    )
    return select(Candidate.id).where(
        Candidate.tenant_id == tenant_id,
        or_(
            Candidate.user_id == user_id,
            owned,
            Candidate.event_id.in_(_event_ids(tenant_id, user_id)),
            Candidate.id.in_(resting_on_evidence),
        ),
    )


# --- export -------------------------------------------------------------------------------------------


async def events(session: AsyncSession, tenant_id: str, user_id: str) -> list[Event]:
    query = select(Event).where(Event.tenant_id == tenant_id, Event.id.in_(_event_ids(tenant_id, user_id)))
    return list(await session.scalars(query.order_by(Event.occurred_at, Event.id)))


async def evidence(session: AsyncSession, tenant_id: str, user_id: str) -> list[Evidence]:
    query = select(Evidence).where(
        Evidence.tenant_id == tenant_id, Evidence.id.in_(_evidence_ids(tenant_id, user_id))
    )
    return list(await session.scalars(query.order_by(Evidence.occurred_at, Evidence.id)))


async def candidates(session: AsyncSession, tenant_id: str, user_id: str) -> list[Candidate]:
    query = select(Candidate).where(
        Candidate.tenant_id == tenant_id, Candidate.id.in_(_candidate_ids(tenant_id, user_id))
    )
    return list(await session.scalars(query.order_by(Candidate.created_at, Candidate.id)))


async def candidate_links(
    session: AsyncSession, tenant_id: str, candidate_ids: Collection[uuid.UUID]
) -> list[CandidateEvidence]:
    query = select(CandidateEvidence).where(
        CandidateEvidence.tenant_id == tenant_id, CandidateEvidence.candidate_id.in_(candidate_ids)
    )
    return list(await session.scalars(query))


async def facts(session: AsyncSession, tenant_id: str, user_id: str) -> list[Fact]:
    query = select(Fact).where(Fact.tenant_id == tenant_id, Fact.id.in_(_fact_ids(tenant_id, user_id)))
    return list(await session.scalars(query.order_by(Fact.chain_id, Fact.revision)))


async def fact_revisions(
    session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]
) -> list[FactRevision]:
    query = select(FactRevision).where(
        FactRevision.tenant_id == tenant_id, FactRevision.fact_id.in_(fact_ids)
    )
    return list(await session.scalars(query.order_by(FactRevision.created_at, FactRevision.id)))


async def fact_links(
    session: AsyncSession, tenant_id: str, fact_ids: Collection[uuid.UUID]
) -> list[FactEvidence]:
    query = select(FactEvidence).where(
        FactEvidence.tenant_id == tenant_id, FactEvidence.fact_id.in_(fact_ids)
    )
    return list(await session.scalars(query))


async def traces(session: AsyncSession, tenant_id: str, user_id: str) -> list[RetrievalTrace]:
    query = select(RetrievalTrace).where(
        RetrievalTrace.tenant_id == tenant_id, RetrievalTrace.user_id == user_id
    )
    return list(await session.scalars(query.order_by(RetrievalTrace.created_at, RetrievalTrace.id)))


async def audit_entries(session: AsyncSession, tenant_id: str, user_id: str) -> list[AuditEntry]:
    query = select(AuditEntry).where(AuditEntry.tenant_id == tenant_id, AuditEntry.user_id == user_id)
    return list(await session.scalars(query.order_by(AuditEntry.created_at, AuditEntry.id)))


# --- erasure ------------------------------------------------------------------------------------------


async def erase(session: AsyncSession, tenant_id: str, user_id: str, places: "Places") -> dict[str, int]:
    """Delete every row about the user; counts per table. Links and revisions are counted before the
    rows they hang on go (they are removed by ON DELETE CASCADE)."""
    fact_ids = list(await session.scalars(_fact_ids(tenant_id, user_id)))
    candidate_ids = list(await session.scalars(_candidate_ids(tenant_id, user_id)))
    evidence_ids = list(await session.scalars(_evidence_ids(tenant_id, user_id)))
    event_ids = list(await session.scalars(_event_ids(tenant_id, user_id)))
    counts = {
        "memory_embedding": await _delete_embeddings(session, tenant_id, fact_ids, evidence_ids),
        "memory_fact_revision": await _count_where(
            session, FactRevision, FactRevision.tenant_id == tenant_id, FactRevision.fact_id.in_(fact_ids)
        ),
        "memory_fact_evidence": await _count_where(
            session,
            FactEvidence,
            FactEvidence.tenant_id == tenant_id,
            or_(FactEvidence.fact_id.in_(fact_ids), FactEvidence.evidence_id.in_(evidence_ids)),
        ),
        "memory_candidate_evidence": await _count_where(
            session,
            CandidateEvidence,
            CandidateEvidence.tenant_id == tenant_id,
            or_(
                CandidateEvidence.candidate_id.in_(candidate_ids),
                CandidateEvidence.evidence_id.in_(evidence_ids),
            ),
        ),
    }
    await _forget_references(session, tenant_id, fact_ids, candidate_ids)
    counts["memory_fact"] = await _delete(session, Fact, Fact.tenant_id == tenant_id, Fact.id.in_(fact_ids))
    counts["memory_candidate"] = await _delete(
        session, Candidate, Candidate.tenant_id == tenant_id, Candidate.id.in_(candidate_ids)
    )
    counts["memory_evidence"] = await _delete(
        session, Evidence, Evidence.tenant_id == tenant_id, Evidence.id.in_(evidence_ids)
    )
    counts["memory_event"] = await _delete(
        session, Event, Event.tenant_id == tenant_id, Event.id.in_(event_ids)
    )
    counts["memory_retrieval_trace"] = await _delete_traces(
        session, tenant_id, user_id, places, [*fact_ids, *evidence_ids]
    )
    return counts


@dataclass(frozen=True)
class Places:
    """The user's task and session ids (callers' ids, which traces and audit rows name)."""

    task_ids: list[str]
    session_ids: list[str]


async def places_of(session: AsyncSession, tenant_id: str, user_id: str) -> Places:
    """Read before anything is erased: the ids of the user's tasks and sessions."""
    event_ids = _event_ids(tenant_id, user_id)
    of_events = select(Event.task_id, Event.session_id).where(
        Event.tenant_id == tenant_id, Event.id.in_(event_ids)
    )
    rows = list(await session.execute(of_events))
    tasks = await session.scalars(
        select(Task.task_id).where(Task.tenant_id == tenant_id, Task.user_id == user_id)
    )
    task_ids = {row.task_id for row in rows if row.task_id} | set(tasks)
    session_ids = {row.session_id for row in rows if row.session_id}
    return Places(sorted(task_ids), sorted(session_ids))


async def _delete_traces(
    session: AsyncSession, tenant_id: str, user_id: str, places: Places, erased: list[uuid.UUID]
) -> int:
    """Traces naming the user, one of their tasks or sessions, or any erased fact or evidence row
    (a trace without a user_id keeps no erased id either)."""
    names_erased = sa.exists(
        select(sa.literal(1))
        .select_from(sa.func.jsonb_array_elements(RetrievalTrace.items).table_valued("value").alias("item"))
        .where(sa.literal_column("item.value ->> 'id'").in_([str(i) for i in erased]))
    )
    about = [RetrievalTrace.user_id == user_id]
    if places.task_ids:
        about.append(RetrievalTrace.task_id.in_(places.task_ids))
    if places.session_ids:
        about.append(RetrievalTrace.request["session_id"].astext.in_(places.session_ids))
    if erased:
        about.append(names_erased)
    return await _delete(session, RetrievalTrace, RetrievalTrace.tenant_id == tenant_id, or_(*about))


async def _delete_embeddings(
    session: AsyncSession, tenant_id: str, fact_ids: list[uuid.UUID], evidence_ids: list[uuid.UUID]
) -> int:
    of_facts = and_(Embedding.target_kind == EmbeddingTarget.FACT, Embedding.target_id.in_(fact_ids))
    of_evidence = and_(
        Embedding.target_kind == EmbeddingTarget.EVIDENCE, Embedding.target_id.in_(evidence_ids)
    )
    return await _delete(session, Embedding, Embedding.tenant_id == tenant_id, or_(of_facts, of_evidence))


async def _forget_references(
    session: AsyncSession,
    tenant_id: str,
    fact_ids: list[uuid.UUID],
    candidate_ids: list[uuid.UUID],
) -> None:
    """Rows that stay (other users' candidates, tenant facts) stop pointing at erased rows; links to
    erased evidence go with it (ON DELETE CASCADE)."""
    await session.execute(
        update(Candidate)
        .where(Candidate.tenant_id == tenant_id, Candidate.conflict_fact_id.in_(fact_ids))
        .values(conflict_fact_id=None)
        .execution_options(synchronize_session=False)
    )
    await session.execute(
        update(Candidate)
        .where(Candidate.tenant_id == tenant_id, Candidate.fact_id.in_(fact_ids))
        .values(fact_id=None)
        .execution_options(synchronize_session=False)
    )
    await session.execute(
        update(Fact)
        .where(Fact.tenant_id == tenant_id, Fact.source_candidate_id.in_(candidate_ids))
        .values(source_candidate_id=None)
        .execution_options(synchronize_session=False)
    )


async def _count_where(session: AsyncSession, model: Any, *where: Any) -> int:
    return int(await session.scalar(select(func.count()).select_from(model).where(*where)) or 0)


async def _delete(session: AsyncSession, model: Any, *where: Any) -> int:
    statement = delete(model).where(*where).execution_options(synchronize_session=False)
    return _count(await session.execute(statement))


async def scrub_audit(
    session: AsyncSession, tenant_id: str, user_id: str, places: Places, tombstone: str
) -> int:
    """Audit rows stay (append-only) but keep nothing of the user: no id, no reason, no details, and a
    target naming the user or one of their tasks becomes its hash (as ``users.service.tombstone``).
    The service's role may only add to and read the log (migration 0014): the rewrite is the database
    function ``memory_center_scrub_audit``, which does this and nothing else, for this tenant only."""
    statement = sa.select(
        sa.func.memory_center_scrub_audit(
            tenant_id, user_id, sa.cast(list(places.task_ids), ARRAY(sa.Text)), tombstone
        )
    )
    return int(await session.scalar(statement) or 0)
