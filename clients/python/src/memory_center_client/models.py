"""Typed answers of the API. Every model keeps fields it does not know (`extra="allow"`), so a newer
service that adds fields never breaks this client; enum-valued fields are plain strings (see enums.py).
"""

from datetime import datetime
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

T = TypeVar("T")


class Model(BaseModel):
    model_config = ConfigDict(extra="allow")


class Page(Model, Generic[T]):
    """One page of a list; pass `next_cursor` back as `cursor` (or use the `iter_*` methods)."""

    items: list[T]
    next_cursor: str | None = None


class ApiKey(Model):
    id: str
    key: str = Field(description="Shown once.")
    tenant_id: str
    role: str
    name: str
    created_at: datetime | None = None


class Event(Model):
    id: str
    tenant_id: str | None = None
    idempotency_key: str | None = None
    actor_type: str
    actor_id: str
    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    event_type: str
    source: str
    payload: dict[str, Any]
    occurred_at: datetime
    created_at: datetime | None = None


class Evidence(Model):
    id: str
    tenant_id: str | None = None
    evidence_type: str
    source_type: str
    source_system: str
    source_id: str | None = None
    event_id: str | None = None
    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    content: str
    locator: dict[str, Any] | None = None
    source_version: str | None = None
    metadata: dict[str, Any] | None = None
    occurred_at: datetime | None = None
    created_at: datetime | None = None


class LinkedEvidence(Evidence):
    relation: str = Field(description="SUPPORT, CONFLICT or REFERENCE.")


class CandidateDecision(Model):
    """A candidate as the write path reports it: what governance decided."""

    id: str
    status: str
    governance_reason: str | None = None
    fact_id: str | None = None
    memory_type: str | None = None
    scope: str | None = None
    content: str | None = None
    subject: str | None = None
    predicate: str | None = None
    object_value: str | None = None
    confidence: float | None = None


class IngestResult(Model):
    """The answer to one event: the event, its evidence, and the candidates' decisions."""

    event: Event
    evidence: list[Evidence] = Field(default_factory=list)
    candidates: list[CandidateDecision] = Field(default_factory=list)
    duplicate: bool = False
    extraction_error: str | None = None


class BatchItemError(Model):
    error: dict[str, Any]


class BatchResult(Model):
    results: list[IngestResult | BatchItemError]


class Fact(Model):
    id: str
    tenant_id: str | None = None
    chain_id: str | None = None
    revision: int
    status: str
    owner_type: str | None = None
    owner_id: str | None = None
    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    scope: str
    memory_type: str
    subject: str | None = None
    predicate: str | None = None
    object_value: str | None = None
    content: str
    source_type: str
    confidence: float
    importance: float | None = None
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    supersedes_id: str | None = None
    superseded_by_id: str | None = None
    source_candidate_id: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


class FactDetail(Fact):
    evidence: list[LinkedEvidence] = Field(default_factory=list)


class RevisionChange(Model):
    action: str
    actor: str | None = None
    reason: str | None = None
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    created_at: datetime | None = None


class FactRevision(Fact):
    changes: list[RevisionChange] = Field(default_factory=list)


class Candidate(Model):
    id: str
    tenant_id: str | None = None
    status: str
    governance_reason: str | None = None
    governance_message: str | None = None
    fact_id: str | None = None
    conflict_fact_id: str | None = None
    memory_type: str
    subject: str | None = None
    predicate: str | None = None
    object_value: str | None = None
    content: str
    scope: str
    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    confidence: float
    source_type: str | None = None
    event_id: str | None = None
    review_reason: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


class CandidateDetail(Candidate):
    evidence: list[LinkedEvidence] = Field(default_factory=list)


class CandidateSubmitted(Model):
    candidate: Candidate
    fact: Fact | None = None


class CandidateAccepted(Model):
    candidate: Candidate
    fact: Fact


class CandidateRejected(Model):
    candidate: Candidate


class Shadowed(Model):
    id: str
    scope: str
    content: str
    reason: str


class ConflictItem(Model):
    kind: str
    id: str
    content: str
    message: str


class RetrievedItem(Model):
    kind: str = Field(description='"fact" or "evidence".')
    id: str
    content: str
    memory_type: str | None = None
    scope: str | None = None
    score: float
    reasons: list[str] = Field(default_factory=list)
    source_type: str | None = None
    confidence: float | None = None
    valid_from: datetime | None = None
    updated_at: datetime | None = None
    shadowed: list[Shadowed] = Field(default_factory=list)
    conflicts: list[ConflictItem] = Field(default_factory=list)
    event_id: str | None = None
    revision: int | None = None
    standing_rule: bool = False
    outdated: bool = Field(
        False, description="Evidence whose memories are all no longer current: history, ranked lower."
    )


class RetrieveResult(Model):
    items: list[RetrievedItem]
    degraded: list[str] = Field(default_factory=list)
    trace_id: str


class ConflictNote(Model):
    message: str
    ids: list[str] = Field(default_factory=list)


class ContextSections(Model):
    task: dict[str, Any] | None = None
    task_state: dict[str, Any] | None = None
    constraints: list[RetrievedItem] = Field(default_factory=list)
    preferences: list[RetrievedItem] = Field(default_factory=list)
    facts: list[RetrievedItem] = Field(default_factory=list)
    evidence: list[RetrievedItem] = Field(default_factory=list)
    conflicts: list[ConflictNote] = Field(default_factory=list)


class ContextResult(Model):
    sections: ContextSections
    text: str = Field(description="The prompt-ready block, within the token budget.")
    tokens: int
    trace_id: str
    degraded: list[str] = Field(default_factory=list)


class TraceItem(Model):
    kind: str
    id: str
    revision: int | None = None
    score: float
    reasons: list[str] = Field(default_factory=list)
    section: str | None = None


class Trace(Model):
    id: str
    kind: str
    created_at: datetime | None = None
    user_id: str | None = None
    task_id: str | None = None
    request: dict[str, Any] = Field(default_factory=dict)
    items: list[TraceItem]
    degraded: list[str] = Field(default_factory=list)


class Task(Model):
    task_id: str
    user_id: str | None = None
    session_id: str | None = None
    agent_id: str | None = None
    goal: str
    status: str
    # The contract says an integer step number; older services answered a text label.
    current_step: int | str | None = None
    state: dict[str, Any] = Field(default_factory=dict)
    version: int
    created_at: datetime | None = None
    updated_at: datetime | None = None
    allowed_transitions: list[str] = Field(default_factory=list)


class TaskTransition(Model):
    id: str | None = None
    task_id: str
    from_status: str | None = None
    to_status: str
    version: int
    reason: str | None = None
    actor: str | None = None
    trace_id: str | None = None
    created_at: datetime | None = None


class UserExport(Model):
    user_id: str
    tenant_id: str | None = None
    exported_at: datetime | None = None
    events: list[Event] = Field(default_factory=list)
    evidence: list[Evidence] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)
    facts: list[FactRevision] = Field(default_factory=list)
    tasks: list[dict[str, Any]] = Field(default_factory=list)


class Erased(Model):
    deleted: dict[str, int]
    known: bool | None = None
    """False when nothing was held about the user (an unknown id)."""
    message: str | None = None


class IndexStatus(Model):
    pending: int
    failed: int
    model: str
    dimensions: int


class WhoAmI(Model):
    """The key a client holds (``GET /v1/whoami``)."""

    key_id: str
    tenant_id: str
    role: str
    name: str | None = None
