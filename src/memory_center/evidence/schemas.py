import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import Field

from memory_center.api.schemas import (
    FROM_STRING,
    AwareDatetime,
    Identifier,
    JsonObject,
    NonEmptyText,
    RequestModel,
    ResponseModel,
    with_examples,
)
from memory_center.enums import EvidenceType, SourceType


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
    locator: JsonObject | None = Field(None, description="Message id, document path, offsets…")
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
