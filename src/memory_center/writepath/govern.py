"""Governing one proposal: screen it, find its owner, lock its key, settle it against the ACTIVE fact,
store the candidate, and apply the decision to the facts.

Order matters for correctness under concurrency: the screening policies are pure and run first; then
the key's advisory lock is taken and the ACTIVE fact of the key is read (row-locked); the decision is
made and applied before the transaction ends, so two writers of one key are serialised and the second
one sees the first one's fact.
"""

import uuid
from dataclasses import dataclass, replace
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import service as audit
from memory_center.candidates import repository as candidates
from memory_center.config import GovernanceSettings
from memory_center.db.base import utcnow
from memory_center.enums import EvidenceRelation, SourceType
from memory_center.errors import Unprocessable
from memory_center.facts import repository as facts_repository
from memory_center.facts import service as facts
from memory_center.facts.service import Change, Effects, NewFact
from memory_center.governance.importance import on_accept
from memory_center.governance.lifetimes import default_valid_until
from memory_center.governance.policies import (
    CandidateDraft,
    Decision,
    ExistingFact,
    Outcome,
    Reason,
    decide_on_accept,
    same_value,
    screen,
    settle,
)
from memory_center.governance.sensitive import find_sensitive, redact
from memory_center.models import Candidate, Fact
from memory_center.runtime import Runtime
from memory_center.writepath.owners import fact_key, missing_owner_field, normalise, owner_of


@dataclass(frozen=True)
class Proposal:
    """A candidate on its way in: from the extractor (an event) or from an agent (the API)."""

    tenant_id: str
    draft: CandidateDraft
    evidence_ids: tuple[uuid.UUID, ...]
    valid_from: datetime
    valid_until: datetime | None = None
    extractor_model: str | None = None
    extractor_version: str | None = None
    event_id: uuid.UUID | None = None
    actor: str | None = None


@dataclass(frozen=True)
class Governed:
    candidate: Candidate
    fact: Fact | None
    decision: Decision


@dataclass(frozen=True)
class Edits:
    """A reviewer's corrections when accepting a candidate."""

    content: str | None = None
    object_value: str | None = None

    @property
    def changed(self) -> list[str]:
        return [name for name in ("content", "object_value") if getattr(self, name) is not None]


def _view(fact: Fact | None) -> ExistingFact | None:
    return None if fact is None else _existing(fact)


def _existing(fact: Fact) -> ExistingFact:
    return ExistingFact(fact.id, fact.object_value, fact.content, fact.source_type, fact.scope)


def _missing_owner(draft: CandidateDraft) -> Decision | None:
    field = missing_owner_field(draft)
    if field is None:
        return None
    message = f"{draft.scope} scope belongs to an owner: it needs a {field}."
    return Decision(Outcome.REJECT, Reason.MISSING_SCOPE_OWNER, message, draft=draft)


def _scrub(text: str | None, settings: GovernanceSettings) -> str | None:
    """What a candidate may store: sensitive data never, whatever the decision was."""
    if not text:
        return text
    return redact(text, find_sensitive(text, include_email=settings.email_is_sensitive))


def _message(decision: Decision) -> str:
    if not decision.amendments:
        return decision.message
    return f"{decision.message} (amended: {', '.join(decision.amendments)})"


def _valid_until(proposal: Proposal, draft: CandidateDraft, settings: GovernanceSettings) -> datetime | None:
    if proposal.valid_until is not None:
        return proposal.valid_until
    return lifetime_end(draft, proposal.valid_from, settings)


def lifetime_end(
    draft: CandidateDraft, valid_from: datetime, settings: GovernanceSettings
) -> datetime | None:
    """The default end of validity; one past the end of the calendar is no end at all."""
    try:
        return default_valid_until(draft.memory_type, draft.scope, valid_from, settings)
    except OverflowError:
        return None


def _candidate(
    proposal: Proposal, draft: CandidateDraft, decision: Decision, settings: GovernanceSettings
) -> Candidate:
    owner = owner_of(draft, proposal.tenant_id)
    return Candidate(
        id=uuid.uuid4(),
        tenant_id=proposal.tenant_id,
        memory_type=draft.memory_type,
        subject=_scrub(draft.subject, settings),
        predicate=_scrub(draft.predicate, settings),
        object_value=_scrub(draft.object_value, settings),
        content=_scrub(draft.content, settings) or "",
        scope=draft.scope,
        owner_type=owner.owner_type,
        owner_id=owner.owner_id,
        user_id=draft.user_id,
        department_id=draft.department_id,
        agent_id=draft.agent_id,
        session_id=draft.session_id,
        task_id=draft.task_id,
        confidence=draft.confidence,
        source_type=draft.source_type,
        extractor_model=proposal.extractor_model,
        extractor_version=proposal.extractor_version,
        valid_from=proposal.valid_from,
        valid_until=_valid_until(proposal, draft, settings),
        status=decision.candidate_status,
        governance_reason=decision.reason.value,
        governance_message=_message(decision),
        event_id=proposal.event_id,
        created_by=proposal.actor,
        decided_at=utcnow(),
    )


async def _apply(
    session: AsyncSession,
    runtime: Runtime,
    decision: Decision,
    existing: Fact | None,
    spec: NewFact,
    evidence_ids: list[uuid.UUID],
    change: Change,
) -> Fact | None:
    links = [(evidence_id, EvidenceRelation.SUPPORT) for evidence_id in evidence_ids]
    effects = Effects.of(runtime)
    if decision.outcome is Outcome.ACCEPT:
        return await facts.create(session, spec, links, change, effects)
    if decision.outcome is Outcome.MERGE and existing is not None:
        return await facts.merge(session, existing, links, change, effects)
    if decision.outcome is Outcome.SUPERSEDE and existing is not None:
        return await facts.supersede(session, existing, spec, links, change, effects)
    return None


def _spec(
    draft: CandidateDraft,
    tenant_id: str,
    candidate_id: uuid.UUID,
    valid_from: datetime,
    valid_until: datetime | None,
) -> NewFact:
    return NewFact(
        key=fact_key(draft, tenant_id),
        memory_type=draft.memory_type,
        object_value=draft.object_value,
        content=draft.content,
        source_type=draft.source_type,
        confidence=draft.confidence,
        valid_from=valid_from,
        valid_until=valid_until,
        source_candidate_id=candidate_id,
        importance=draft.importance,
    )


async def _conflict_links(
    session: AsyncSession, decision: Decision, existing: Fact | None
) -> list[tuple[uuid.UUID, EvidenceRelation]]:
    """A candidate waiting because it contradicts a more trusted fact points at that fact's evidence."""
    if decision.outcome is not Outcome.NEEDS_CONFIRMATION or existing is None:
        return []
    links = await facts_repository.evidence_links(session, existing.tenant_id, existing.id)
    return [(evidence_id, EvidenceRelation.CONFLICT) for evidence_id, _ in links]


def _audit_candidate(session: AsyncSession, candidate: Candidate, action: str, actor: str | None) -> None:
    audit.record(
        session,
        tenant_id=candidate.tenant_id,
        action=action,
        target_kind="candidate",
        target_id=candidate.id,
        actor=actor,
        user_id=candidate.user_id,
        reason=candidate.governance_reason,
        details={
            "status": candidate.status.value,
            "fact_id": None if candidate.fact_id is None else str(candidate.fact_id),
        },
    )


async def govern(session: AsyncSession, runtime: Runtime, proposal: Proposal) -> Governed:
    """Decide on one proposal and apply the decision; the candidate row records it either way."""
    settings = runtime.settings.governance_for(proposal.tenant_id)
    screening = screen(normalise(proposal.draft), settings)
    draft = screening.draft
    existing: Fact | None = None
    decision = screening.decision or _missing_owner(draft)
    if decision is None or decision.outcome is Outcome.NEEDS_CONFIRMATION:
        key = fact_key(draft, proposal.tenant_id)
        existing = await facts.lock_and_find_active(session, key, Effects.of(runtime))
    if decision is None:
        decision = settle(screening, _view(existing))
    elif existing is not None and same_value(draft, _existing(existing)):
        existing = None  # waiting for review, but not in conflict with what is known
    candidate = _candidate(proposal, draft, decision, settings)
    if decision.outcome is Outcome.NEEDS_CONFIRMATION and existing is not None:
        candidate.conflict_fact_id = existing.id
    session.add(candidate)
    await session.flush()
    support = [(evidence_id, EvidenceRelation.SUPPORT) for evidence_id in proposal.evidence_ids]
    conflict = await _conflict_links(session, decision, existing)
    await candidates.link_evidence(session, proposal.tenant_id, candidate.id, support + conflict)
    spec = _spec(draft, proposal.tenant_id, candidate.id, proposal.valid_from, candidate.valid_until)
    change = Change(proposal.actor, decision.reason.value)
    fact = await _apply(session, runtime, decision, existing, spec, list(proposal.evidence_ids), change)
    candidate.fact_id = None if fact is None else fact.id
    _audit_candidate(session, candidate, "create", proposal.actor)
    await session.flush()
    return Governed(candidate, fact, decision)


# --- a reviewer's accept --------------------------------------------------------------------------------


def draft_of(candidate: Candidate, evidence_count: int) -> CandidateDraft:
    return CandidateDraft(
        memory_type=candidate.memory_type,
        subject=candidate.subject,
        predicate=candidate.predicate,
        object_value=candidate.object_value,
        content=candidate.content,
        scope=candidate.scope,
        confidence=candidate.confidence,
        source_type=candidate.source_type,
        evidence_count=evidence_count,
        user_id=candidate.user_id,
        session_id=candidate.session_id,
        task_id=candidate.task_id,
        agent_id=candidate.agent_id,
        department_id=candidate.department_id,
    )


def _edited(draft: CandidateDraft, edits: Edits) -> CandidateDraft:
    """A reviewer's edit makes the value the reviewer's word: USER_CONFIRMED, like a PATCH."""
    if not edits.changed:
        return draft
    return replace(
        draft,
        content=edits.content if edits.content is not None else draft.content,
        object_value=edits.object_value if edits.object_value is not None else draft.object_value,
        source_type=SourceType.USER_CONFIRMED,
    )


def _refuse(decision: Decision) -> None:
    if decision.outcome is Outcome.REJECT:
        raise Unprocessable(f"cannot accept: {decision.message}", code=decision.reason.value)


async def govern_accept(
    session: AsyncSession, runtime: Runtime, candidate: Candidate, edits: Edits, actor: str
) -> Governed:
    """A reviewer's accept: content policies again (edits included), then merge, supersede (whatever
    the trust: the accept is the confirmation) or a new fact. Refused with 422 if a content policy
    rejects it now; the candidate is then left as it was."""
    settings = runtime.settings.governance_for(candidate.tenant_id)
    evidence_ids = await candidates.support_evidence_ids(session, candidate.tenant_id, candidate.id)
    draft = normalise(_edited(draft_of(candidate, len(evidence_ids)), edits))
    draft = replace(draft, importance=on_accept(draft.content, draft.memory_type, draft.source_type).value)
    first = decide_on_accept(draft, None, settings)
    _refuse(first)
    screened = first.draft or draft
    missing = _missing_owner(screened)
    if missing is not None:
        _refuse(missing)
    key = fact_key(screened, candidate.tenant_id)
    existing = await facts.lock_and_find_active(session, key, Effects.of(runtime))
    decision = decide_on_accept(screened, _view(existing), settings)
    _refuse(decision)
    decision = replace(decision, amendments=first.amendments + decision.amendments)
    rescoped = screened.scope is not candidate.scope
    valid_until = lifetime_end(screened, utcnow(), settings) if rescoped else candidate.valid_until
    valid_from = candidate.valid_from or utcnow()
    spec = _spec(decision.draft or screened, candidate.tenant_id, candidate.id, valid_from, valid_until)
    change = Change(actor, "accepted_by_reviewer")
    fact = await _apply(session, runtime, decision, existing, spec, evidence_ids, change)
    return Governed(candidate, fact, decision)
