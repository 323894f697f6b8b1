import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field


class TraceItem(BaseModel):
    kind: Literal["fact", "evidence"]
    id: uuid.UUID
    revision: int | None = None
    score: float
    reasons: list[str]
    section: str | None = Field(None, description="The context section it went into (context calls).")


class TraceOut(BaseModel):
    id: uuid.UUID
    kind: Literal["retrieve", "context"]
    created_at: datetime
    actor: str | None
    user_id: str | None
    task_id: str | None
    request: dict[str, Any] = Field(
        description="The request's ids and options; the query itself is kept only as a SHA-256."
    )
    items: list[TraceItem]
    degraded: list[str]
    timings: dict[str, Any] | None = Field(None, description="Milliseconds per stage.")
