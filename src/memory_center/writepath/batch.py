"""Governing many proposals at once (a batch of events): the decisions ``govern`` makes one by one, in
input order, with a handful of statements for the whole batch instead of a dozen per proposal.

1. screening (pure) of every proposal;
2. the advisory locks of every key, in lock-id order (two batches never wait on each other in a
   cycle), then the ACTIVE facts of all keys in one row-locking query;
3. in input order: settle against the key's current fact (which earlier proposals of the batch may
   have created, merged into or superseded), and build the candidate, fact, revision-log and audit
   rows in memory, exactly as ``govern`` and ``facts.service`` write them;
4. one flush (the unit of work updates superseded facts before it inserts their successors, so the
   one-ACTIVE-per-key index holds throughout), then the evidence links and index queue rows, one
   statement each.
"""

import uuid
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.enums import EmbeddingTarget, EvidenceRelation, FactStatus
from memory_center.facts import repository as facts_repository
from memory_center.facts import service as facts
from memory_center.facts.keys import FactKey
from memory_center.facts.revisions import RevisionAction, log_row, snapshot
from memory_center.facts.service import Change, Effects, NewFact, build_fact
from memory_center.facts.validity import current_status
from memory_center.governance.policies import (
    CandidateDraft,
    Decision,
    Outcome,
    Screening,
    same_value,
    screen,
    settle,
)
from memory_center.indexing import queue as index_queue
from memory_center.models import Candidate, CandidateEvidence, Fact, FactEvidence
from memory_center.runtime import Runtime
from memory_center.writepath import rows
from memory_center.writepath.govern import (
    Governed,
    Proposal,
    _audit_candidate,
    _candidate,
    _existing,
    _missing_owner,
    _spec,
    _view,
)
from memory_center.writepath.owners import fact_key, normalise

KeyId = tuple[object, ...]

_ACTIVE_FOR_KEYS = text(
    """
    SELECT f.* FROM unnest(
        CAST(:tenants AS text[]), CAST(:owner_types AS varchar[]), CAST(:owner_ids AS text[]),
        CAST(:scopes AS varchar[]), CAST(:users AS text[]), CAST(:departments AS text[]),
        CAST(:agents AS text[]), CAST(:sessions AS text[]), CAST(:tasks AS text[]),
        CAST(:subjects AS text[]), CAST(:predicates AS text[])
    ) AS k(tenant_id, owner_type, owner_id, scope, user_id, department_id, agent_id, session_id,
           task_id, subject, predicate)
    CROSS JOIN LATERAL (
        SELECT * FROM memory_fact AS m
        WHERE m.tenant_id = k.tenant_id AND m.owner_type = k.owner_type AND m.owner_id = k.owner_id
          AND m.scope = k.scope AND coalesce(m.user_id, '') = k.user_id
          AND coalesce(m.department_id, '') = k.department_id AND coalesce(m.agent_id, '') = k.agent_id
          AND coalesce(m.session_id, '') = k.session_id AND coalesce(m.task_id, '') = k.task_id
          AND m.subject = k.subject AND m.predicate = k.predicate
          AND m.status = 'ACTIVE' AND m.subject IS NOT NULL AND m.predicate IS NOT NULL
        FOR UPDATE
    ) AS f
    """
)
_LOCK_ALL = text("SELECT count(pg_advisory_xact_lock(x)) FROM unnest(CAST(:ids AS bigint[])) AS x")


def key_id(key: FactKey) -> KeyId:
    """A key as the unique index compares it (a missing scope id equals the empty one)."""
    ids = key.ids
    return (
        key.tenant_id, key.owner_type.value, key.owner_id, key.scope.value, ids.user_id or "",
        ids.department_id or "", ids.agent_id or "", ids.session_id or "", ids.task_id or "",
        key.subject, key.predicate,
    )  # fmt: skip


@dataclass
class _Prepared:
    proposal: Proposal
    screening: Screening
    decision: Decision | None
    key: FactKey | None  # looked up under lock (keyed, and the decision needs the ACTIVE fact)


@dataclass
class _Batch:
    """What the batch has written so far (in memory until the flush)."""

    current: dict[KeyId, Fact | None]
    fact_links: dict[tuple[uuid.UUID, uuid.UUID], EvidenceRelation] = field(default_factory=dict)
    candidate_links: list[dict[str, object]] = field(default_factory=list)
    indexed: list[uuid.UUID] = field(default_factory=list)
    stored_links: dict[uuid.UUID, list[tuple[uuid.UUID, EvidenceRelation]]] = field(default_factory=dict)


def _prepare(runtime: Runtime, proposal: Proposal) -> _Prepared:
    settings = runtime.settings.governance_for(proposal.tenant_id)
    screening = screen(normalise(proposal.draft), settings)
    decision = screening.decision or _missing_owner(screening.draft)
    key = None
    if decision is None or decision.outcome is Outcome.NEEDS_CONFIRMATION:
        key = fact_key(screening.draft, proposal.tenant_id)
        if not key.is_keyed:
            key = None
    return _Prepared(proposal, screening, decision, key)


async def _lock_and_load(session: AsyncSession, keys: list[FactKey]) -> dict[KeyId, Fact | None]:
    """Every key's advisory lock (sorted), then the ACTIVE facts of all keys, row-locked."""
    unique = {key_id(key): key for key in keys}
    if not unique:
        return {}
    await session.execute(_LOCK_ALL, {"ids": sorted({key.lock_id() for key in unique.values()})})
    columns = list(zip(*unique.keys(), strict=True))
    names = "tenants owner_types owner_ids scopes users departments agents sessions tasks subjects predicates"
    params = {name: list(values) for name, values in zip(names.split(), columns, strict=True)}
    query = select(Fact).from_statement(_ACTIVE_FOR_KEYS).execution_options(populate_existing=True)
    found: dict[KeyId, Fact | None] = dict.fromkeys(unique)
    for fact in (await session.execute(query, params)).scalars():
        found[key_id(facts.key_of(fact))] = fact
    return found


async def _active(
    session: AsyncSession, batch: _Batch, key: FactKey, effects: Effects, now: datetime
) -> Fact | None:
    """The key's ACTIVE fact as the batch left it; one past its validity is expired on the spot."""
    ident = key_id(key)
    active = batch.current.get(ident)
    if active is not None and current_status(active.status, active.valid_until, now) is FactStatus.EXPIRED:
        await facts.expire(session, active, effects, now)
        batch.current[ident] = None
        return None
    return active


def _link(batch: _Batch, fact: Fact, evidence_ids: list[uuid.UUID]) -> int:
    """Attach evidence to a fact (at the flush); returns how many links are new."""
    added = 0
    for evidence_id in evidence_ids:
        if (fact.id, evidence_id) not in batch.fact_links:
            batch.fact_links[(fact.id, evidence_id)] = EvidenceRelation.SUPPORT
            added += 1
    return added


def _create(
    session: AsyncSession, batch: _Batch, spec: NewFact, evidence_ids: list[uuid.UUID], change: Change
) -> Fact:
    """``facts.service.create`` without the round trips."""
    fact_id = uuid.uuid4()
    fact = build_fact(spec, fact_id=fact_id, chain_id=fact_id, revision=1)
    session.add(fact)
    _link(batch, fact, evidence_ids)
    who = {"actor": change.actor, "reason": change.reason}
    session.add(log_row(fact, RevisionAction.CREATE, **who, before=None, after=snapshot(fact)))
    facts.audit_fact(session, fact, "create", change)
    batch.indexed.append(fact.id)
    return fact


def _supersede(
    session: AsyncSession,
    batch: _Batch,
    old: Fact,
    spec: NewFact,
    evidence_ids: list[uuid.UUID],
    change: Change,
) -> Fact:
    """``facts.service.supersede`` (a REVISE) without the round trips."""
    fact, before = facts.end_for_successor(old, spec)
    who = {"actor": change.actor, "reason": change.reason}
    session.add(log_row(old, RevisionAction.SUPERSEDED, **who, before=before, after=snapshot(old)))
    session.add(fact)
    _link(batch, fact, evidence_ids)
    session.add(log_row(fact, RevisionAction.REVISE, **who, before=before, after=snapshot(fact)))
    facts.audit_fact(session, fact, "create", change, supersedes=str(old.id))
    batch.indexed.append(fact.id)
    return fact


def _merge(
    session: AsyncSession, batch: _Batch, fact: Fact, evidence_ids: list[uuid.UUID], change: Change
) -> Fact:
    """``facts.service.merge`` without the round trips."""
    added = _link(batch, fact, evidence_ids)
    after = {"evidence_ids": [str(evidence_id) for evidence_id in evidence_ids], "added": added}
    who = {"actor": change.actor, "reason": change.reason}
    session.add(log_row(fact, RevisionAction.MERGE, **who, before=None, after=after))
    return fact


async def _conflict_links(
    session: AsyncSession, batch: _Batch, decision: Decision, existing: Fact | None
) -> list[tuple[uuid.UUID, EvidenceRelation]]:
    if decision.outcome is not Outcome.NEEDS_CONFIRMATION or existing is None:
        return []
    stored = batch.stored_links.get(existing.id)
    if stored is None:
        stored = await facts_repository.evidence_links(session, existing.tenant_id, existing.id)
        batch.stored_links[existing.id] = stored
    in_batch = [evidence_id for (fact_id, evidence_id) in batch.fact_links if fact_id == existing.id]
    ids = [evidence_id for evidence_id, _ in stored] + in_batch
    return [(evidence_id, EvidenceRelation.CONFLICT) for evidence_id in dict.fromkeys(ids)]


async def _govern_one(
    session: AsyncSession, runtime: Runtime, batch: _Batch, item: _Prepared, now: datetime
) -> Governed:
    proposal, screening = item.proposal, item.screening
    settings = runtime.settings.governance_for(proposal.tenant_id)
    effects = Effects.of(runtime)
    draft: CandidateDraft = screening.draft
    existing = None if item.key is None else await _active(session, batch, item.key, effects, now)
    decision = item.decision
    if decision is None:
        decision = settle(screening, _view(existing))
    elif existing is not None and same_value(draft, _existing(existing)):
        existing = None  # waiting for review, but not in conflict with what is known
    candidate: Candidate = _candidate(proposal, draft, decision, settings)
    if decision.outcome is Outcome.NEEDS_CONFIRMATION and existing is not None:
        candidate.conflict_fact_id = existing.id
    session.add(candidate)
    support = [(evidence_id, EvidenceRelation.SUPPORT) for evidence_id in proposal.evidence_ids]
    first: dict[uuid.UUID, EvidenceRelation] = {}
    for evidence_id, relation in support + await _conflict_links(session, batch, decision, existing):
        first.setdefault(evidence_id, relation)
    batch.candidate_links += [
        {"tenant_id": proposal.tenant_id, "candidate_id": candidate.id, "evidence_id": e, "relation": r}
        for e, r in first.items()
    ]
    spec = _spec(draft, proposal.tenant_id, candidate.id, proposal.valid_from, candidate.valid_until)
    change = Change(proposal.actor, decision.reason.value)
    evidence_ids = list(proposal.evidence_ids)
    fact: Fact | None = None
    if decision.outcome is Outcome.ACCEPT:
        fact = _create(session, batch, spec, evidence_ids, change)
    elif decision.outcome is Outcome.MERGE and existing is not None:
        fact = _merge(session, batch, existing, evidence_ids, change)
    elif decision.outcome is Outcome.SUPERSEDE and existing is not None:
        fact = _supersede(session, batch, existing, spec, evidence_ids, change)
    if (
        fact is not None
        and fact.status is FactStatus.ACTIVE
        and fact.subject is not None
        and fact.predicate is not None
    ):
        batch.current[key_id(spec.key)] = fact
    if fact is not None:
        facts.mark_stale(session, effects, fact)
    candidate.fact_id = None if fact is None else fact.id
    _audit_candidate(session, candidate, "create", proposal.actor)
    return Governed(candidate, fact, decision)


async def govern_many(session: AsyncSession, runtime: Runtime, proposals: list[Proposal]) -> list[Governed]:
    """``govern`` of every proposal, in order, as if one after the other in this transaction."""
    if not proposals:
        return []
    prepared = [_prepare(runtime, proposal) for proposal in proposals]
    current = await _lock_and_load(session, [item.key for item in prepared if item.key is not None])
    batch = _Batch(current)
    now = utcnow()
    governed = [await _govern_one(session, runtime, batch, item, now) for item in prepared]
    await rows.write_pending(session)
    if batch.candidate_links:
        table = rows.table_of(CandidateEvidence)
        await rows.insert_rows(session, table, batch.candidate_links, skip_conflicts_on=[])
    tenants = {g.fact.id: g.fact.tenant_id for g in governed if g.fact is not None}
    if batch.fact_links:
        links = [
            {
                "tenant_id": tenants[fact_id],
                "fact_id": fact_id,
                "evidence_id": evidence_id,
                "relation": relation,
            }
            for (fact_id, evidence_id), relation in batch.fact_links.items()
        ]
        await rows.insert_rows(session, rows.table_of(FactEvidence), links, skip_conflicts_on=[])
    by_tenant: dict[str, list[uuid.UUID]] = {}
    for fact_id in batch.indexed:
        by_tenant.setdefault(tenants[fact_id], []).append(fact_id)
    for tenant_id, ids in by_tenant.items():
        await index_queue.enqueue(session, runtime.settings, tenant_id, EmbeddingTarget.FACT, ids)
    return governed
