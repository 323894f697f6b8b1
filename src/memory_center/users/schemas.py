import uuid
from datetime import datetime
from typing import Any

from pydantic import Field

from memory_center.candidates.schemas import CandidateOut
from memory_center.enums import EvidenceRelation
from memory_center.events.schemas import EventOut
from memory_center.evidence.schemas import EvidenceOut
from memory_center.facts.schemas import FactOut, RevisionLogOut
from memory_center.governance.redaction import redact_text
from memory_center.kit.schemas import ResponseModel


class EvidenceLinkOut(ResponseModel):
    evidence_id: uuid.UUID
    relation: EvidenceRelation


class ExportedCandidate(CandidateOut):
    evidence_links: list[EvidenceLinkOut]


class ExportedFact(FactOut):
    changes: list[RevisionLogOut] = Field(description="The revision log of this revision.")
    evidence_links: list[EvidenceLinkOut]


class ExportedTrace(ResponseModel):
    id: uuid.UUID
    kind: str
    actor: str | None
    user_id: str | None
    task_id: str | None
    request: dict[str, Any]
    items: list[dict[str, Any]]
    degraded: list[str]
    timings: dict[str, Any] | None
    created_at: datetime


class AuditOut(ResponseModel):
    id: uuid.UUID
    action: str
    target_kind: str
    target_id: str | None
    actor: str | None
    user_id: str | None
    reason: str | None
    details: dict[str, Any] | None
    created_at: datetime


class UserExportOut(ResponseModel):
    tenant_id: str
    user_id: str
    exported_at: datetime
    events: list[EventOut]
    evidence: list[EvidenceOut]
    candidates: list[ExportedCandidate]
    facts: list[ExportedFact] = Field(description="Every revision of every memory, with its change log.")
    tasks: list[dict[str, Any]] = Field(description="Tasks with their transition logs.")
    retrieval_traces: list[ExportedTrace]
    audit: list[AuditOut] = Field(description="Audit rows naming the user (never content).")


class ErasedOut(ResponseModel):
    deleted: dict[str, int] = Field(description="Rows removed (or scrubbed) per table.")
    known: bool = Field(description="Whether anything was held about the user (false: every count is 0).")
    message: str = Field(description="What happened, in a sentence (an unknown id is named as such).")

    @classmethod
    def of(cls, user_id: str, deleted: dict[str, int]) -> "ErasedOut":
        known = any(count > 0 for count in deleted.values())
        user_id = redact_text(user_id, include_email=False)  # the answer never echoes sensitive data
        if known:
            message = (
                f"erased everything held about user {user_id!r}; only content-free audit tombstones remain"
            )
        else:
            message = (
                f"nothing was held about user {user_id!r} in this tenant (an unknown user id?); nothing "
                "was erased"
            )
        return cls(deleted=deleted, known=known, message=message)
