import uuid
from datetime import datetime
from typing import Any

from pydantic import Field, model_validator

from memory_center.enums import EvidenceRelation, FactStatus, MemoryType, OwnerType, Scope, SourceType
from memory_center.evidence.schemas import EvidenceOut
from memory_center.facts.inputs import StorableRequest
from memory_center.kit.pagination import Page
from memory_center.kit.schemas import AwareDatetime, NonEmptyText, ResponseModel, with_examples


class FactOut(ResponseModel):
    id: uuid.UUID
    tenant_id: str
    chain_id: uuid.UUID = Field(description="Shared by every revision of this memory.")
    revision: int
    status: FactStatus = Field(
        description="ACTIVE, SUPERSEDED, EXPIRED or INVALIDATED; with `as_of`, the status at that instant."
    )
    owner_type: OwnerType
    owner_id: str
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None
    scope: Scope
    memory_type: MemoryType
    subject: str | None
    predicate: str | None
    object_value: str | None
    content: str
    source_type: SourceType = Field(description="The trust level that put this revision there.")
    confidence: float
    importance: float
    valid_from: datetime
    valid_until: datetime | None
    supersedes_id: uuid.UUID | None = Field(description="The revision this one replaced.")
    superseded_by_id: uuid.UUID | None = Field(description="The revision that replaced this one.")
    source_candidate_id: uuid.UUID | None
    last_accessed_at: datetime | None
    status_changed_at: datetime | None
    created_at: datetime
    updated_at: datetime


class LinkedEvidenceOut(EvidenceOut):
    relation: EvidenceRelation = Field(description="SUPPORT, CONFLICT or REFERENCE.")


class FactDetailOut(FactOut):
    evidence: list[LinkedEvidenceOut] = Field(description="The sources this memory rests on.")


class RevisionLogOut(ResponseModel):
    action: str = Field(
        description="create, revise, edit, superseded, merge, invalidate or expire (who changed what)."
    )
    actor: str | None = Field(description="The API key id (or 'sweeper') that made the change.")
    reason: str | None
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    created_at: datetime


class FactRevisionOut(FactOut):
    changes: list[RevisionLogOut] = Field(description="The log of changes made to this revision.")


class FactPatchIn(StorableRequest):
    content: NonEmptyText | None = Field(None, description="The corrected wording of the memory.")
    object_value: NonEmptyText | None = Field(None, description="The corrected value.")
    valid_until: AwareDatetime | None = Field(None, description="A new end of validity (in the future).")
    reason: NonEmptyText = Field(description="Why; recorded in the revision log and the audit log.")

    model_config = with_examples(
        {"object_value": "9000 元", "content": "这次旅行预算不超过 9000 元", "reason": "user corrected"}
    )

    @model_validator(mode="after")
    def _changes_something(self) -> "FactPatchIn":
        if self.content is None and self.object_value is None and self.valid_until is None:
            raise ValueError("a correction needs at least one of content, object_value, valid_until")
        return self


class FactDeleteIn(StorableRequest):
    reason: NonEmptyText | None = Field(
        None, max_length=1000, description="Why; kept in the audit log (never in the URL: URLs are logged)."
    )

    model_config = with_examples({"reason": "the user asked to forget it"})


class InvalidateIn(StorableRequest):
    reason: NonEmptyText = Field(description="Why the memory no longer holds; recorded in the logs.")

    model_config = with_examples({"reason": "the user said this was never true"})


class FactPage(Page[FactOut]):
    """A page of the list, oldest first."""


class FactRevisionPage(Page[FactRevisionOut]):
    """A page of the list, oldest first."""
