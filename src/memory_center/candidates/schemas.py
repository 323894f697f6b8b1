import uuid
from datetime import datetime
from typing import Annotated

from pydantic import Field, field_validator, model_validator

from memory_center.enums import CandidateStatus, MemoryType, OwnerType, Scope, SourceType
from memory_center.evidence.schemas import EvidenceIn
from memory_center.facts.inputs import StorableRequest
from memory_center.facts.schemas import FactOut, LinkedEvidenceOut
from memory_center.governance.values import canonical_key_part
from memory_center.kit.pagination import Page
from memory_center.kit.schemas import (
    FROM_STRING,
    AwareDatetime,
    Identifier,
    NonEmptyText,
    ResponseModel,
    with_examples,
)

MAX_EVIDENCE_IDS = 100

SUBMIT_EXAMPLE = {
    "memory_type": "PREFERENCE",
    "content": "The user prefers direct flights",
    "subject": "direct flight",
    "predicate": "preference",
    "object_value": "like",
    "scope": "USER",
    "user_id": "u-1001",
    "confidence": 0.9,
    "evidence": {
        "evidence_type": "CONVERSATION",
        "source_type": "USER_STATED",
        "source_system": "web-chat",
        "user_id": "u-1001",
        "content": "I always take direct flights if I can.",
    },
    "extractor_model": "my-agent",
    "extractor_version": "2",
}


class CandidateSummary(ResponseModel):
    id: uuid.UUID
    status: CandidateStatus
    governance_reason: str | None
    fact_id: uuid.UUID | None
    memory_type: MemoryType
    scope: Scope
    content: str
    subject: str | None = None
    predicate: str | None = None
    object_value: str | None = None
    confidence: float


class CandidateIn(StorableRequest):
    memory_type: Annotated[MemoryType, FROM_STRING]
    content: NonEmptyText = Field(description="The memory in a sentence (≤ 64 KiB; governance caps it).")
    subject: NonEmptyText | None = Field(
        None, description="What the memory is about; with predicate it is the key a newer value supersedes."
    )
    predicate: NonEmptyText | None = Field(None, description="Which attribute of the subject.")
    object_value: NonEmptyText | None = Field(None, description="The value.")
    scope: Annotated[Scope, FROM_STRING] = Field(
        description="Where it applies. USER/SESSION/TASK belong to user_id; TASK without task_id is SESSION."
    )
    user_id: Identifier | None = None
    department_id: Identifier | None = None
    agent_id: Identifier | None = None
    session_id: Identifier | None = None
    task_id: Identifier | None = None
    confidence: float = Field(ge=0, le=1, description="How sure the proposer is, 0-1.")
    evidence_ids: list[Annotated[uuid.UUID, FROM_STRING]] = Field(
        default_factory=list,
        max_length=MAX_EVIDENCE_IDS,
        description="Evidence of this tenant the memory rests on (an unknown id → 404).",
    )
    evidence: EvidenceIn | None = Field(None, description="One new evidence row, stored and linked.")
    source_type: Annotated[SourceType, FROM_STRING] | None = Field(
        None,
        description=(
            "The trust claimed; never above the best evidence's source_type, which is the default "
            "(INFERRED without evidence)."
        ),
    )
    extractor_model: Identifier | None = None
    extractor_version: Identifier | None = None
    valid_from: AwareDatetime | None = Field(None, description="Default: now.")
    valid_until: AwareDatetime | None = Field(None, description="Default: per memory type and scope.")

    model_config = with_examples(SUBMIT_EXAMPLE)

    @field_validator("subject", "predicate")
    @classmethod
    def _canonical(cls, value: str | None) -> str | None:
        if value is None:
            return None
        canonical = canonical_key_part(value)
        if not canonical:
            raise ValueError("must contain more than white space")
        return canonical

    @model_validator(mode="after")
    def _validity(self) -> "CandidateIn":
        if self.valid_from and self.valid_until and self.valid_until <= self.valid_from:
            raise ValueError("valid_until must be after valid_from")
        return self


class CandidateOut(ResponseModel):
    id: uuid.UUID
    tenant_id: str
    status: CandidateStatus
    governance_reason: str | None = Field(
        description="The policy's reason code, e.g. supersedes, no_evidence."
    )
    governance_message: str | None
    fact_id: uuid.UUID | None = Field(description="The fact it created, superseded with, or merged into.")
    conflict_fact_id: uuid.UUID | None = Field(description="The active fact it contradicts, if any.")
    memory_type: MemoryType
    subject: str | None
    predicate: str | None
    object_value: str | None
    content: str
    scope: Scope
    owner_type: OwnerType
    owner_id: str
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None
    confidence: float
    source_type: SourceType
    extractor_model: str | None
    extractor_version: str | None
    valid_from: datetime | None
    valid_until: datetime | None
    event_id: uuid.UUID | None
    created_by: str | None = Field(description="The key id that proposed it.")
    decided_by: str | None = Field(description="The reviewer's key id, once reviewed.")
    decided_at: datetime | None
    review_reason: str | None
    created_at: datetime
    updated_at: datetime


class CandidateDetailOut(CandidateOut):
    evidence: list[LinkedEvidenceOut] = Field(
        description="SUPPORT evidence, and CONFLICT evidence of the fact it contradicts."
    )


class SubmittedOut(ResponseModel):
    candidate: CandidateOut
    fact: FactOut | None = Field(description="The fact it became (or merged into); null if it did not.")


class AcceptIn(StorableRequest):
    reason: NonEmptyText | None = Field(None, description="Why; recorded in the audit log.")
    content: NonEmptyText | None = Field(
        None, description="Corrected wording (the fact becomes USER_CONFIRMED)."
    )
    object_value: NonEmptyText | None = Field(None, description="Corrected value (USER_CONFIRMED).")

    model_config = with_examples({"reason": "confirmed with the user"}, {"object_value": "9000 元"})


class AcceptedOut(ResponseModel):
    candidate: CandidateOut
    fact: FactOut


class RejectIn(StorableRequest):
    reason: NonEmptyText = Field(description="Why; required, recorded on the candidate and in the audit log.")

    model_config = with_examples({"reason": "the user never said that"})


class RejectedOut(ResponseModel):
    candidate: CandidateOut


class CandidatePage(Page[CandidateOut]):
    """A page of the list, oldest first."""
