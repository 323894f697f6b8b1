import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import Field, model_validator

from memory_center.enums import EvidenceType, SourceType
from memory_center.governance.redaction import redactions_in
from memory_center.kit.schemas import (
    FROM_STRING,
    AwareDatetime,
    Identifier,
    IdentifierObject,
    JsonObject,
    NonEmptyText,
    RequestModel,
    ResponseModel,
    with_examples,
)


class EvidenceIn(RequestModel):
    evidence_type: Annotated[EvidenceType, FROM_STRING]
    source_type: Annotated[SourceType, FROM_STRING] = Field(
        description="Trust: USER_CONFIRMED > USER_STATED > TOOL_RESULT > INFERRED."
    )
    source_system: Identifier
    source_id: Identifier | None = None
    event_id: Annotated[uuid.UUID, FROM_STRING] | None = Field(
        None, description="The event this evidence came from, if any."
    )
    user_id: Identifier | None = None
    department_id: Identifier | None = None
    agent_id: Identifier | None = None
    session_id: Identifier | None = None
    task_id: Identifier | None = None
    content: NonEmptyText
    locator: IdentifierObject | None = Field(None, description="Message id, document path, offsets…")
    source_version: Identifier | None = None
    metadata: JsonObject | None = None
    occurred_at: AwareDatetime | None = None

    model_config = with_examples(
        {
            "evidence_type": "DOCUMENT",
            "source_type": "TOOL_RESULT",
            "source_system": "crm",
            "source_id": "contract-77",
            "user_id": "u-1001",
            "content": "Customer contract renews on 2027-01-01.",
            "locator": {"path": "contracts/77.pdf", "page": 2},
        }
    )


class RedactionOut(ResponseModel):
    """Sensitive data found and redacted before the text was stored: the value is gone, its marker
    ``[REDACTED:<kind>]`` stands at ``start``..``end`` of the stored ``field``."""

    field: str = Field(description='Where: "content", "payload.text", "payload.result[0]"…')
    kind: str = Field(description="password, secret, email, id_card, id_document, phone, bank_card")
    start: int
    end: int


class EvidenceOut(ResponseModel):
    id: uuid.UUID
    tenant_id: str
    evidence_type: EvidenceType
    source_type: SourceType
    source_system: str
    source_id: str | None
    event_id: uuid.UUID | None
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None
    content: str
    locator: dict[str, Any] | None
    source_version: str | None
    metadata: dict[str, Any] | None = Field(None, validation_alias="metadata_")
    occurred_at: datetime
    created_at: datetime

    redactions: list[RedactionOut] = Field(
        default_factory=list, description="Sensitive values redacted from this evidence before it was stored."
    )

    @model_validator(mode="after")
    def _found_redactions(self) -> "EvidenceOut":
        found = redactions_in(self.content, "content") + redactions_in(self.metadata, "metadata")
        self.redactions = [RedactionOut.model_validate(r) for r in found]
        return self
