"""Governing proposals: the one write path of candidates, for one event, a batch, or an agent's
proposal (``govern`` is ``govern_many`` of one).

1. screening (pure) of every proposal, and the key each one settles against;
2. locks, in two sorted rounds that every fact-creating writer takes in this order (so no two wait
   on each other in a cycle): the predicate-family locks of the keys' spaces, then, after reading the
   owner's facts that may be the same memory said differently (read by ``writepath.neighbours``,
   decided by the pure ``governance.same_memory``), the key locks of the proposals' keys and of those
   facts; then the ACTIVE facts of all keys, row-locked.
   The second of two writers of a memory sees the first one's fact, whatever words either used;
3. in input order: settle against the key's current fact, or without one against the nearest
   neighbour (``governance.matching.settle_memory``; earlier proposals of the run may have created,
   merged into, superseded or moved a memory), build the candidate and apply the decision to the
   facts (``facts.service``: create, supersede, merge), rows in memory;
4. one flush of the loaded facts the run changed (a superseded fact is updated before its successor
   is inserted, so the one-ACTIVE-per-key index holds throughout), then the new rows (candidates,
   facts, their logs and audit entries), the candidates' and facts' evidence links and the index
   queue rows, one statement per table (``facts.service.FactWrites``).
"""

import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.candidates import repository as candidates
from memory_center.candidates.repository import CandidateLink
from memory_center.config import GovernanceSettings
from memory_center.db.base import utcnow
from memory_center.enums import EvidenceRelation, FactStatus
from memory_center.facts import repository as facts_repository
from memory_center.facts import service as facts
from memory_center.facts.keys import FactKey
from memory_center.facts.service import Change, Effects, EvidenceLinks, FactWrites, NewFact, key_of
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.matching import Neighbour, nearest, settle_memory
from memory_center.governance.owners import fact_key, normalise
from memory_center.governance.policies import (
    Decision,
    ExistingFact,
    Outcome,
    Screening,
    screen,
)
from memory_center.governance.same_memory import (
    Found,
    families_of,
    family_lock_ids,
    family_of,
    maybe_same,
    same_memories,
)
from memory_center.governance.values import same_value
from memory_center.models import Fact
from memory_center.telemetry.spans import traced
from memory_center.writepath.follow import follows
from memory_center.writepath.neighbours import SameMemorySearch
from memory_center.writepath.proposals import (
    Governed,
    Proposal,
    candidate_audit_entry,
    candidate_row,
    fact_spec,
)
from memory_center.writepath.write_path import WriteDeps


def existing_view(fact: Fact | None) -> ExistingFact | None:
    """A stored fact as the pure policies see it."""
    if fact is None:
        return None
    return ExistingFact(fact.id, fact.object_value, fact.content, fact.source_type, fact.scope)


def apply_decision(
    session: AsyncSession,
    writes: FactWrites,
    decision: Decision,
    existing: Fact | None,
    spec: NewFact,
    evidence_ids: list[uuid.UUID],
    change: Change,
    effects: Effects,
) -> Fact | None:
    """What a decision does to the facts: a new fact, a merge into, or a successor of ``existing``."""
    links: EvidenceLinks = [(evidence_id, EvidenceRelation.SUPPORT) for evidence_id in evidence_ids]
    if decision.outcome is Outcome.ACCEPT:
        return facts.create(session, writes, spec, links, change, effects)
    if decision.outcome is Outcome.MERGE and existing is not None:
        return facts.merge(session, writes, existing, links, change, effects)
    if decision.outcome is Outcome.SUPERSEDE and existing is not None:
        return facts.supersede(session, writes, existing, spec, links, change, effects)
    return None


@dataclass
class _Screened:
    proposal: Proposal
    screening: Screening
    key: FactKey | None  # settled against under lock (keyed, and the decision needs the ACTIVE fact)
    found: list[Found] = field(default_factory=list)  # facts that may be the same memory

    @property
    def matchable(self) -> bool:
        """Screened through, so it may become a fact: it may also be an existing memory said anew."""
        return self.key is not None and self.screening.decision is None


@dataclass
class _Run:
    """What the run has written so far (in memory until the flush)."""

    current: dict[tuple[str, ...], Fact | None]
    effects: Effects
    moved: dict[tuple[str, ...], Fact] = field(default_factory=dict)  # a key's memory now lives here
    created: dict[tuple[tuple[str, ...], str], list[Fact]] = field(default_factory=dict)
    writes: FactWrites = field(default_factory=FactWrites)
    candidate_links: list[CandidateLink] = field(default_factory=list)
    stored_links: dict[uuid.UUID, EvidenceLinks] = field(default_factory=dict)
    followed: set[str | None] = field(default_factory=set)
    """Users whose new value the run's supersessions will follow into siblings (``writepath.follow``)."""


_SCREENED_KEPT = 1024
"""Proposals whose screening is kept: a batch screens each proposal twice (``families_touched`` when
its message is read, ``govern_many`` when its run is governed: docs/benchmarks.md, "Session 31: ingest
profile and cuts"); more than a few batches' worth are forgotten."""
_screened: dict[int, tuple[Proposal, GovernanceSettings, Screening, FactKey | None]] = {}


def _screen(runtime: WriteDeps, proposal: Proposal) -> _Screened:
    """Screening is pure (the draft and the tenant's settings): the same proposal object with the same
    settings object is screened once, its answer kept by identity (a kept proposal's id names no other)."""
    settings = runtime.settings.governance_for(proposal.tenant_id)
    kept = _screened.get(id(proposal))
    if kept is not None and kept[0] is proposal and kept[1] is settings:
        return _Screened(proposal, kept[2], kept[3])
    screening = screen(normalise(proposal.draft), settings)
    decided = screening.decision
    key = None
    if decided is None or decided.outcome is Outcome.NEEDS_CONFIRMATION:
        key = fact_key(screening.draft, proposal.tenant_id)
    keyed = key if key is not None and key.is_keyed else None
    if len(_screened) >= _SCREENED_KEPT:
        _screened.clear()
    _screened[id(proposal)] = (proposal, settings, screening, keyed)
    return _Screened(proposal, screening, keyed)


def families_touched(runtime: WriteDeps, proposal: Proposal) -> frozenset[tuple[tuple[str, ...], str]]:
    """The spaces and predicate families a proposal's memory is settled in (its key's space, with its
    family and the other shape of its slot: ``same_memory.families_of``); none when no fact is looked
    up for it. Two proposals of one user whose families are apart read and change none of the same
    facts (the search, the key's fact and its neighbours stay in the key's space and families), so
    they are decided alike in one run or in two (but for a value followed after the run:
    ``govern_many``'s ``messages``)."""
    key = _screen(runtime, proposal).key
    return frozenset() if key is None else frozenset((key.space(), family) for family in families_of(key))


async def _conflict_links(
    session: AsyncSession, run: _Run, decision: Decision, existing: Fact | None
) -> EvidenceLinks:
    """A candidate waiting because it contradicts a more trusted fact points at that fact's evidence
    (stored, and linked earlier in this run)."""
    if decision.outcome is not Outcome.NEEDS_CONFIRMATION or existing is None:
        return []
    stored = run.stored_links.get(existing.id)
    if stored is None:
        stored = await facts_repository.evidence_links(session, existing.tenant_id, existing.id)
        run.stored_links[existing.id] = stored
    ids = [evidence_id for evidence_id, _ in stored] + run.writes.linked_to(existing.id)
    return [(evidence_id, EvidenceRelation.CONFLICT) for evidence_id in dict.fromkeys(ids)]


def _active_at(run: _Run, found: Found) -> Fact | None:
    """What a found fact's memory is now: the ACTIVE fact of its key, or where this run moved it."""
    ident = found.key.ident()
    for _ in range(len(run.moved) + 1):
        fact = run.current.get(ident)
        if fact is not None:
            return fact
        successor = run.moved.get(ident)
        if successor is None:
            return None
        ident = key_of(successor).ident()
    return None


def _neighbours(run: _Run, item: _Screened) -> dict[uuid.UUID, tuple[Neighbour, Fact]]:
    """The facts that may be the item's memory, as they are now in this run: those found before it,
    and facts earlier proposals of the run created in its space (by subject: no vector yet)."""
    assert item.key is not None
    found: dict[uuid.UUID, tuple[Neighbour, Fact]] = {}
    for one in item.found:
        fact = _active_at(run, one)
        if fact is not None and fact.id not in found:
            view = existing_view(fact)
            assert view is not None
            found[fact.id] = (Neighbour(view, one.likeness, one.similarity), fact)
    for fact in run.created.get((item.key.space(), family_of(item.key)), []):
        same = maybe_same(item.key.subject or "", fact.subject or "", None, None)
        view = existing_view(fact)
        if (
            same is not None
            and view is not None
            and fact.id not in found
            and fact.status is FactStatus.ACTIVE
        ):
            found[fact.id] = (Neighbour(view, same), fact)
    return found


def _decide(run: _Run, item: _Screened, existing: Fact | None) -> tuple[Decision, Fact | None]:
    """The decision, and the fact it concerns (merged into, superseded, or in conflict)."""
    draft: CandidateDraft = item.screening.draft
    decided = item.screening.decision
    if decided is None:
        candidates = _neighbours(run, item) if existing is None and item.key is not None else {}
        neighbour = nearest(n for n, _ in candidates.values())
        decision = settle_memory(item.screening, existing_view(existing), neighbour)
        if existing is None and decision.fact_id in candidates:
            return decision, candidates[decision.fact_id][1]
        return decision, existing
    view = existing_view(existing)
    if view is not None and same_value(draft, view):
        return decided, None  # waiting for review, but not in conflict with what is known
    return decided, existing


def _remember(run: _Run, spec: NewFact, fact: Fact | None, existing: Fact | None) -> None:
    """What the run's later proposals must see: the key's new fact, a memory moved to another key."""
    if fact is None or fact.status is not FactStatus.ACTIVE or not spec.key.is_keyed:
        return
    run.current[spec.key.ident()] = fact
    if existing is not None and existing.status is FactStatus.SUPERSEDED:
        old = key_of(existing).ident()
        if old != spec.key.ident():
            run.current[old] = None
            run.moved[old] = fact
    if fact.revision == 1:
        run.created.setdefault((spec.key.space(), family_of(spec.key)), []).append(fact)


def _ends_round(proposals: list[Proposal], messages: list[int], n: int, followed: set[str | None]) -> bool:
    """Whether the run stops after proposal ``n``: its message ends there, and a later proposal is of
    a user a value was followed for (``_Run.followed``)."""
    if n + 1 == len(proposals) or messages[n + 1] == messages[n] or not followed:
        return False
    return any(later.draft.user_id in followed for later in proposals[n + 1 :])


async def _govern_one(session: AsyncSession, runtime: WriteDeps, run: _Run, item: _Screened) -> Governed:
    proposal, draft = item.proposal, item.screening.draft
    settings = runtime.settings.governance_for(proposal.tenant_id)
    existing = None if item.key is None else run.current.get(item.key.ident())
    decision, existing = _decide(run, item, existing)
    draft = decision.draft or draft  # as settled: a bare amount may have taken the held unit
    candidate = candidate_row(proposal, draft, decision, settings)
    if decision.outcome is Outcome.NEEDS_CONFIRMATION and existing is not None:
        candidate.conflict_fact_id = existing.id
    support = [(evidence_id, EvidenceRelation.SUPPORT) for evidence_id in proposal.evidence_ids]
    conflict = await _conflict_links(session, run, decision, existing)
    run.candidate_links += [(proposal.tenant_id, candidate.id, e, r) for e, r in support + conflict]
    spec = fact_spec(draft, proposal.tenant_id, candidate.id, proposal.valid_from, candidate.valid_until)
    spec = replace(spec, reason=decision.reason.value)
    change = Change(proposal.actor, decision.reason.value)
    evidence_ids = list(proposal.evidence_ids)
    fact = apply_decision(session, run.writes, decision, existing, spec, evidence_ids, change, run.effects)
    if (
        decision.outcome is Outcome.SUPERSEDE
        and existing is not None
        and fact is not None
        and follows(existing, fact)
    ):
        run.followed.add(proposal.draft.user_id)
    _remember(run, spec, fact, existing)
    candidate.fact_id = None if fact is None else fact.id
    run.writes.add(candidate, candidate_audit_entry(candidate, "create", proposal.actor))
    return Governed(candidate, fact, decision)


async def _lock_and_find(
    session: AsyncSession,
    search: SameMemorySearch,
    screened: list[_Screened],
    effects: Effects,
    now: datetime,
) -> dict[tuple[str, ...], Fact | None]:
    """Family locks (sorted), the facts that may be the same memory, then the key locks (sorted) of
    every key the run may touch and their ACTIVE facts, row-locked."""
    matchable = [item for item in screened if item.matchable and item.key is not None]
    keys = [item.key for item in matchable if item.key is not None]
    if keys:
        await facts_repository.lock_all(session, family_lock_ids(keys))
        for item, nearby in zip(matchable, await search.find(session, keys), strict=True):
            assert item.key is not None
            item.found = same_memories(item.key, nearby.held, nearby.similarity, search.thresholds)
    every = [item.key for item in screened if item.key is not None]
    every += [one.key for item in matchable for one in item.found]
    return await facts.lock_and_find_active(session, every, effects, now)


@traced("governance")
async def govern_many(
    session: AsyncSession,
    runtime: WriteDeps,
    proposals: list[Proposal],
    now: datetime | None = None,
    messages: list[int] | None = None,
) -> list[Governed]:
    """Decide on every proposal, in order, as if one after the other in this transaction, and apply
    the decisions; each candidate row records its decision either way. ``messages``: the message of
    each proposal (a batch): a value followed into a memory's siblings (``writepath.follow``, after
    the run) ends the run at the end of its message when a later message of the same user waits —
    that one must see the siblings followed, as alone; the rest is the caller's to govern next."""
    if not proposals:
        return []
    effects = Effects.of(runtime)
    screened = [_screen(runtime, proposal) for proposal in proposals]
    search = runtime.write_path.same_memory
    current = await _lock_and_find(session, search, screened, effects, now or utcnow())
    run = _Run(current, effects)
    governed = []
    for n, item in enumerate(screened):
        governed.append(await _govern_one(session, runtime, run, item))
        if messages is not None and _ends_round(proposals, messages, n, run.followed):
            break
    candidates.link_evidence(run.writes.inserts, run.candidate_links)
    await run.writes.write(session, effects)
    return governed


async def govern(session: AsyncSession, runtime: WriteDeps, proposal: Proposal) -> Governed:
    """One proposal: ``govern_many`` of one."""
    return (await govern_many(session, runtime, [proposal]))[0]
