"""Facts: governed memories, changed only through versioned operations.

A changed value is a new fact row (revision n + 1, same chain) superseding the old one; every change
writes a revision log row (who, why, before, after) and an audit row (who, why, never content); every
change makes the tenant's cached answers stale after the commit, and every new revision is queued for
the semantic index in the same transaction.
"""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import service as audit
from memory_center.config import Settings
from memory_center.db.base import Base, utcnow
from memory_center.enums import EmbeddingTarget, EvidenceRelation, FactStatus, MemoryType, SourceType
from memory_center.facts import fact_transitions, repository
from memory_center.facts.cache_invalidation import AnswerCache, invalidate_after_commit
from memory_center.facts.keys import FactKey, ScopeIds, lock_id_for_fact
from memory_center.facts.repository import FactFilter
from memory_center.facts.revisions import RevisionAction, log_row, snapshot
from memory_center.facts.validity import current_status
from memory_center.indexing import queue as index_queue
from memory_center.kit.bulk import Inserts
from memory_center.kit.keyset import Keyset
from memory_center.kit.rows import random_id, transient
from memory_center.kit.tenant_rows import or_not_found
from memory_center.kit.text_analysis import search_terms
from memory_center.models import AuditEntry, Evidence, Fact, FactRevision

EvidenceLinks = list[tuple[uuid.UUID, EvidenceRelation]]
SWEEPER_ACTOR = "sweeper"


@dataclass(frozen=True)
class NewFact:
    """What a new revision of a memory says; the chain, revision and ids are filled in on write."""

    key: FactKey
    memory_type: MemoryType
    object_value: str | None
    content: str
    source_type: SourceType
    confidence: float
    valid_from: datetime
    valid_until: datetime | None
    source_candidate_id: uuid.UUID | None = None
    importance: float = 0.5
    reason: str | None = None  # the governance reason code that made this revision (trace, audit)


class HasEffects(Protocol):
    """What :meth:`Effects.of` reads (the app's runtime has both): no more of the runtime than that."""

    @property
    def memory_cache(self) -> AnswerCache: ...

    @property
    def settings(self) -> Settings: ...


@dataclass(frozen=True)
class Effects:
    """What a fact write touches besides its rows: the cache to invalidate after the commit and the
    semantic index queue (``settings`` None: nothing is queued)."""

    cache: AnswerCache | None = None
    settings: Settings | None = None

    @classmethod
    def of(cls, parts: HasEffects) -> "Effects":
        return cls(parts.memory_cache, parts.settings)


NO_EFFECTS = Effects()


@dataclass(frozen=True)
class Change:
    """Who makes a change and why (the reason is a code or a reviewer's words, never content)."""

    actor: str | None
    reason: str | None


def key_of(fact: Fact) -> FactKey:
    ids = ScopeIds(fact.user_id, fact.department_id, fact.agent_id, fact.session_id, fact.task_id)
    return FactKey(
        fact.tenant_id, fact.owner_type, fact.owner_id, fact.scope, ids, fact.subject, fact.predicate
    )


def fact_search_text(subject: str | None, object_value: str | None, content: str) -> str:
    return search_terms(" ".join(part for part in (content, subject, object_value) if part))


def build_fact(spec: NewFact, *, fact_id: uuid.UUID, chain_id: uuid.UUID, revision: int) -> Fact:
    """The row of a new fact revision, not yet added to a session."""
    key = spec.key
    return transient(
        Fact,
        id=fact_id,
        tenant_id=key.tenant_id,
        chain_id=chain_id,
        owner_type=key.owner_type,
        owner_id=key.owner_id,
        user_id=key.ids.user_id,
        department_id=key.ids.department_id,
        agent_id=key.ids.agent_id,
        session_id=key.ids.session_id,
        task_id=key.ids.task_id,
        scope=key.scope,
        memory_type=spec.memory_type,
        subject=key.subject,
        predicate=key.predicate,
        object_value=spec.object_value,
        content=spec.content,
        search_text=fact_search_text(key.subject, spec.object_value, spec.content),
        status=FactStatus.ACTIVE,
        source_type=spec.source_type,
        confidence=spec.confidence,
        importance=spec.importance,
        revision=revision,
        valid_from=spec.valid_from,
        valid_until=spec.valid_until,
        source_candidate_id=spec.source_candidate_id,
        revision_reason=spec.reason,
    )


def end_for_successor(old: Fact, spec: NewFact) -> tuple[Fact, dict[str, Any]]:
    """Mark ``old`` SUPERSEDED, ending where its successor begins, and build the successor (revision
    n + 1 of the chain, not yet added to a session). Returns it with ``old``'s snapshot from before."""
    valid_from = max(spec.valid_from, old.valid_from)
    new_id = random_id()
    before = snapshot(old)
    fact_transitions.move(old, FactStatus.SUPERSEDED, utcnow())
    old.valid_until = valid_from if old.valid_until is None else min(old.valid_until, valid_from)
    old.superseded_by_id = new_id
    fact = build_fact(
        replace(spec, valid_from=valid_from), fact_id=new_id, chain_id=old.chain_id, revision=old.revision + 1
    )
    fact.supersedes_id = old.id
    return fact, before


def audit_fact(session: AsyncSession, fact: Fact, action: str, change: Change, **details: object) -> None:
    session.add(fact_audit_entry(fact, action, change, **details))


def fact_audit_entry(fact: Fact, action: str, change: Change, **details: object) -> AuditEntry:
    return audit.entry(
        tenant_id=fact.tenant_id,
        action=action,
        target_kind="fact",
        target_id=fact.id,
        actor=change.actor,
        user_id=fact.user_id,
        reason=change.reason,
        details={"chain_id": str(fact.chain_id), "revision": fact.revision, **details},
    )


def mark_stale(session: AsyncSession, effects: Effects, fact: Fact) -> None:
    invalidate_after_commit(session, effects.cache, fact.tenant_id)


# --- locking and lookup by key ------------------------------------------------------------------------


async def lock_and_find_active(
    session: AsyncSession, keys: Iterable[FactKey], effects: Effects, now: datetime | None = None
) -> dict[tuple[str, ...], Fact | None]:
    """Take the advisory locks of the keys (in sorted order), then the ACTIVE fact of each keyed key
    (row-locked), by ``FactKey.ident``. An ACTIVE fact already past valid_until is expired on the
    spot: it no longer holds, so it is nobody's match."""
    keyed = {key.ident(): key for key in keys if key.is_keyed}
    await repository.lock_all(session, [key.lock_id() for key in keyed.values()])
    found: dict[tuple[str, ...], Fact | None] = dict.fromkeys(keyed)
    now = now or utcnow()
    for fact in await repository.active_for_keys(session, keyed.values()):
        if current_status(fact.status, fact.valid_until, now) is FactStatus.EXPIRED:
            await expire(session, fact, effects, now)
        else:
            found[key_of(fact).ident()] = fact
    return found


async def lock_fact(session: AsyncSession, tenant_id: str, fact_id: uuid.UUID) -> Fact:
    """The fact row-locked, after its key's advisory lock (the same order as every writer)."""
    fact = or_not_found(await repository.get(session, tenant_id, fact_id), "fact", fact_id)
    key = key_of(fact)
    await repository.lock(session, key.lock_id() if key.is_keyed else lock_id_for_fact(tenant_id, fact.id))
    return or_not_found(await repository.get(session, tenant_id, fact_id, for_update=True), "fact", fact_id)


# --- writes -------------------------------------------------------------------------------------------


@dataclass
class FactWrites:
    """The fact changes of one unit of work. ``create``, ``supersede`` and ``merge`` change loaded rows
    in the session; the new rows (revisions, their logs and audit entries, and whatever else the unit
    of work adds with ``add``), evidence links and index-queue rows are collected here and written by
    ``write``, one statement per table, whatever the count."""

    links: dict[tuple[uuid.UUID, uuid.UUID], tuple[str, EvidenceRelation]] = field(default_factory=dict)
    indexed: list[Fact] = field(default_factory=list)
    new: list[Base] = field(default_factory=list)
    inserts: Inserts = field(default_factory=Inserts)  # other rows of the unit of work, written along

    def add(self, *rows: Base) -> None:
        """New rows, final as they are (written by ``write``, never flushed by the ORM)."""
        self.new.extend(rows)

    def link(self, fact: Fact, evidence: EvidenceLinks) -> int:
        """Attach evidence to a fact (the first relation named wins); returns how many links are new."""
        added = 0
        for evidence_id, relation in evidence:
            if (fact.id, evidence_id) not in self.links:
                self.links[(fact.id, evidence_id)] = (fact.tenant_id, relation)
                added += 1
        return added

    def linked_to(self, fact_id: uuid.UUID) -> list[uuid.UUID]:
        return [evidence_id for (linked, evidence_id) in self.links if linked == fact_id]

    async def write(self, session: AsyncSession, effects: Effects) -> None:
        """The changes of loaded rows first (a flush: a superseded fact leaves the one-ACTIVE-per-key
        index before its successor arrives), then the new rows, links and index-queue rows."""
        await session.flush()
        self.inserts.objects(self.new)
        rows = [
            {"tenant_id": tenant_id, "fact_id": fact_id, "evidence_id": evidence_id, "relation": relation}
            for (fact_id, evidence_id), (tenant_id, relation) in self.links.items()
        ]
        repository.add_links(self.inserts, rows)
        by_tenant: dict[str, list[uuid.UUID]] = {}
        for fact in self.indexed:
            by_tenant.setdefault(fact.tenant_id, []).append(fact.id)
        for tenant_id, ids in by_tenant.items():
            if effects.settings is not None:
                index_queue.enqueue_with(self.inserts, effects.settings, tenant_id, EmbeddingTarget.FACT, ids)
        await self.inserts.write(session)
        self.links.clear()
        self.indexed.clear()
        self.new.clear()


def create(
    session: AsyncSession,
    writes: FactWrites,
    spec: NewFact,
    evidence: EvidenceLinks,
    change: Change,
    effects: Effects,
) -> Fact:
    """Revision 1 of a new memory (its chain id is its own id)."""
    fact_id = random_id()
    fact = build_fact(spec, fact_id=fact_id, chain_id=fact_id, revision=1)
    writes.link(fact, evidence)
    log = log_row(fact, RevisionAction.CREATE, **_who(change), before=None, after=snapshot(fact))
    writes.add(fact, log, fact_audit_entry(fact, "create", change))
    writes.indexed.append(fact)
    mark_stale(session, effects, fact)
    return fact


def supersede(
    session: AsyncSession,
    writes: FactWrites,
    old: Fact,
    spec: NewFact,
    evidence: EvidenceLinks,
    change: Change,
    effects: Effects,
    *,
    action: RevisionAction = RevisionAction.REVISE,
) -> Fact:
    """Revision n + 1 of the same chain; the old revision ends where the new one begins. (The flush
    updates the old row before it inserts the new one, so the one-ACTIVE-per-key index holds.)"""
    fact, before = end_for_successor(old, spec)
    ended = log_row(old, RevisionAction.SUPERSEDED, **_who(change), before=before, after=snapshot(old))
    writes.link(fact, evidence)
    log = log_row(fact, action, **_who(change), before=before, after=snapshot(fact))
    what = "edit" if action is RevisionAction.EDIT else "create"
    writes.add(ended, fact, log, fact_audit_entry(fact, what, change, supersedes=str(old.id)))
    writes.indexed.append(fact)
    mark_stale(session, effects, fact)
    return fact


def merge(
    session: AsyncSession,
    writes: FactWrites,
    fact: Fact,
    evidence: EvidenceLinks,
    change: Change,
    effects: Effects,
) -> Fact:
    """A duplicate statement: its evidence is attached to the ACTIVE fact, no new revision."""
    added = writes.link(fact, evidence)
    after = {"evidence_ids": [str(evidence_id) for evidence_id, _ in evidence], "added": added}
    writes.add(log_row(fact, RevisionAction.MERGE, **_who(change), before=None, after=after))
    mark_stale(session, effects, fact)
    return fact


async def expire(session: AsyncSession, fact: Fact, effects: Effects, now: datetime) -> None:
    before = snapshot(fact)
    fact_transitions.move(fact, FactStatus.EXPIRED, now)
    session.add(
        log_row(
            fact,
            RevisionAction.EXPIRE,
            actor=SWEEPER_ACTOR,
            reason="valid_until",
            before=before,
            after=snapshot(fact),
        )
    )
    mark_stale(session, effects, fact)
    await session.flush()


def _who(change: Change) -> dict[str, str | None]:
    return {"actor": change.actor, "reason": change.reason}


# --- reads --------------------------------------------------------------------------------------------


async def get(session: AsyncSession, tenant_id: str, fact_id: uuid.UUID) -> Fact:
    return or_not_found(await repository.get(session, tenant_id, fact_id), "fact", fact_id)


async def evidence_of(session: AsyncSession, fact: Fact) -> list[tuple[Evidence, EvidenceRelation]]:
    return await repository.linked_evidence(session, fact.tenant_id, fact.id)


async def list_facts(
    session: AsyncSession,
    tenant_id: str,
    where: FactFilter,
    as_of: datetime | None,
    limit: int,
    after: Keyset | None,
) -> list[Fact]:
    return await repository.list_facts(
        session, tenant_id, where, now=utcnow(), as_of=as_of, limit=limit, after=after
    )


async def revisions(
    session: AsyncSession, tenant_id: str, fact_id: uuid.UUID
) -> list[tuple[Fact, list[FactRevision]]]:
    """Every revision of the fact's chain, oldest first, each with its change log."""
    fact = await get(session, tenant_id, fact_id)
    chain = await repository.chain(session, tenant_id, fact.chain_id)
    logs = await repository.revision_logs(session, tenant_id, fact.chain_id)
    by_fact: dict[uuid.UUID, list[FactRevision]] = {}
    for row in logs:
        by_fact.setdefault(row.fact_id, []).append(row)
    return [(revision, by_fact.get(revision.id, [])) for revision in chain]
