"""What enters and leaves governance: a proposal (a candidate on its way in), the candidate row that
records the decision, the new fact revision a decision writes, and the candidate's audit row."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from memory_center.audit import service as audit
from memory_center.config import GovernanceSettings
from memory_center.db.base import utcnow
from memory_center.facts.service import NewFact
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.lifetimes import default_valid_until
from memory_center.governance.owners import fact_key, owner_of
from memory_center.governance.policies import Decision
from memory_center.governance.sensitive import find_sensitive, redact
from memory_center.kit.rows import random_id, transient
from memory_center.models import AuditEntry, Candidate, Fact


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


def scrub(text: str | None, settings: GovernanceSettings) -> str | None:
    """What a candidate may store: sensitive data never, whatever the decision was."""
    if not text:
        return text
    return redact(text, find_sensitive(text, include_email=settings.email_is_sensitive))


def message_of(decision: Decision) -> str:
    if not decision.amendments:
        return decision.message
    return f"{decision.message} (amended: {', '.join(decision.amendments)})"


def lifetime_end(
    draft: CandidateDraft, valid_from: datetime, settings: GovernanceSettings
) -> datetime | None:
    """The default end of validity; one past the end of the calendar is no end at all."""
    try:
        return default_valid_until(draft.memory_type, draft.scope, valid_from, settings)
    except OverflowError:
        return None


def candidate_row(
    proposal: Proposal, draft: CandidateDraft, decision: Decision, settings: GovernanceSettings
) -> Candidate:
    """The candidate as stored: the decision, its reason code and message, never sensitive text."""
    owner = owner_of(draft, proposal.tenant_id)
    valid_until = proposal.valid_until or lifetime_end(draft, proposal.valid_from, settings)
    return transient(
        Candidate,
        id=random_id(),
        tenant_id=proposal.tenant_id,
        memory_type=draft.memory_type,
        subject=scrub(draft.subject, settings),
        predicate=scrub(draft.predicate, settings),
        object_value=scrub(draft.object_value, settings),
        content=scrub(draft.content, settings) or "",
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
        valid_until=valid_until,
        status=decision.candidate_status,
        governance_reason=decision.reason.value,
        governance_message=message_of(decision),
        event_id=proposal.event_id,
        created_by=proposal.actor,
        decided_at=utcnow(),
    )


def fact_spec(
    draft: CandidateDraft,
    tenant_id: str,
    candidate_id: uuid.UUID,
    valid_from: datetime,
    valid_until: datetime | None,
) -> NewFact:
    """The fact revision a draft becomes (when governance lets it)."""
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


def candidate_audit_entry(candidate: Candidate, action: str, actor: str | None) -> AuditEntry:
    return audit.entry(
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
