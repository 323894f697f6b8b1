import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import Field, model_validator

from memory_center.candidates.schemas import CandidateSummary
from memory_center.enums import ActorType
from memory_center.evidence.schemas import EvidenceOut, RedactionOut
from memory_center.governance.redaction import redactions_in
from memory_center.kit.pagination import Page
from memory_center.kit.schemas import (
    FROM_STRING,
    AwareDatetime,
    Identifier,
    JsonObject,
    RequestModel,
    ResponseModel,
    with_examples,
)

MAX_BATCH = 500

MESSAGE_EXAMPLE = {
    "idempotency_key": "chat-42-msg-7",
    "actor_type": "USER",
    "actor_id": "u-1001",
    "user_id": "u-1001",
    "session_id": "s-42",
    "task_id": "T200",
    "event_type": "message",
    "source": "web-chat",
    "payload": {"role": "user", "text": "这次旅行预算不超过 8000 元"},
}


class EventIn(RequestModel):
    idempotency_key: Identifier | None = Field(
        None, description="The same key again returns the first event and writes nothing."
    )
    actor_type: Annotated[ActorType, FROM_STRING]
    actor_id: Identifier
    user_id: Identifier | None = None
    department_id: Identifier | None = None
    agent_id: Identifier | None = None
    session_id: Identifier | None = None
    task_id: Identifier | None = None
    event_type: Identifier = Field(description='"message" for a conversation turn; any other name otherwise.')
    source: Identifier = Field(description="The system that reported the event.")
    payload: JsonObject = Field(
        description='For a message: {"role": "user"|"assistant", "text": "..."}; text fields ≤ 64 KiB.'
    )
    occurred_at: AwareDatetime | None = Field(None, description="When it happened; default now.")
    extract: bool = Field(True, description="Run the extractor on a message and govern its candidates.")

    model_config = with_examples(MESSAGE_EXAMPLE)

    @model_validator(mode="after")
    def _message_shape(self) -> "EventIn":
        if self.event_type == "message":
            role = self.payload.get("role")
            text = self.payload.get("text")
            if role not in ("user", "assistant"):
                raise ValueError('a message payload needs "role": "user" or "assistant"')
            if not isinstance(text, str) or not text.strip():
                raise ValueError('a message payload needs a non-empty "text"')
        return self


class EventBatchIn(RequestModel):
    events: list[dict[str, Any]] = Field(
        min_length=1, max_length=MAX_BATCH, description="Up to 500 events; each is validated on its own."
    )


class EventOut(ResponseModel):
    id: uuid.UUID
    tenant_id: str
    idempotency_key: str | None
    actor_type: ActorType
    actor_id: str
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None
    event_type: str
    source: str
    payload: dict[str, Any]
    occurred_at: datetime
    created_at: datetime

    redactions: list[RedactionOut] = Field(
        default_factory=list,
        description=(
            "Sensitive values (cards, keys, passwords, identity numbers, phones, e-mail per tenant "
            "policy) redacted from the payload before it was stored; never stored, indexed or embedded."
        ),
    )

    @model_validator(mode="after")
    def _found_redactions(self) -> "EventOut":
        self.redactions = [RedactionOut.model_validate(r) for r in redactions_in(self.payload, "payload")]
        return self


class IngestOut(ResponseModel):
    event: EventOut
    evidence: list[EvidenceOut]
    candidates: list[CandidateSummary]
    duplicate: bool
    extraction_error: str | None = Field(
        None, description="Set when the extractor failed; the event is stored all the same."
    )


class BatchItemError(ResponseModel):
    error: dict[str, Any]


class BatchOut(ResponseModel):
    results: list[IngestOut | BatchItemError]


class EventPage(Page[EventOut]):
    """A page of the list, oldest first."""
