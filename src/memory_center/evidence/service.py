"""Evidence: why a memory holds. Stored once, never edited (erasure excepted).

Its content (and metadata) is redacted of sensitive data before it is written (``governance.redaction``),
so no secret is stored, indexed or embedded.
"""

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.config import Settings
from memory_center.db.base import utcnow
from memory_center.db.user_lock import lock_users_for_write
from memory_center.enums import EmbeddingTarget, EvidenceType, SourceType
from memory_center.errors import NotFound
from memory_center.events import repository as event_repository
from memory_center.evidence import previous_turn, repository
from memory_center.evidence.schemas import EvidenceIn
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.indexing import queue as index_queue
from memory_center.kit.rows import random_id, transient
from memory_center.kit.tenant_rows import or_not_found
from memory_center.kit.text_analysis import search_terms
from memory_center.models import Event, Evidence


def build(
    *,
    tenant_id: str,
    evidence_type: EvidenceType,
    source_type: SourceType,
    source_system: str,
    content: str,
    occurred_at: datetime | None = None,
    event_id: uuid.UUID | None = None,
    source_id: str | None = None,
    user_id: str | None = None,
    department_id: str | None = None,
    agent_id: str | None = None,
    session_id: str | None = None,
    task_id: str | None = None,
    locator: dict[str, Any] | None = None,
    source_version: str | None = None,
    metadata: dict[str, Any] | None = None,
    include_email: bool = True,
    search_text: str | None = None,
) -> Evidence:
    """A new evidence row, its text redacted (e-mail addresses too unless ``include_email`` is off).
    ``search_text``: what the keyword index holds, when the caller sets it (default: the content's
    terms)."""
    content = redact_text(content, include_email=include_email)
    if metadata is not None:
        metadata = redact_json(metadata, include_email=include_email)
    return transient(
        Evidence,
        id=random_id(),
        tenant_id=tenant_id,
        evidence_type=evidence_type,
        source_type=source_type,
        source_system=source_system,
        source_id=source_id,
        event_id=event_id,
        user_id=user_id,
        department_id=department_id,
        agent_id=agent_id,
        session_id=session_id,
        task_id=task_id,
        content=content,
        search_text=search_terms(content) if search_text is None else search_text,
        locator=locator,
        source_version=source_version,
        metadata_=metadata,
        occurred_at=occurred_at or utcnow(),
    )


def from_event(event: Event, *, include_email: bool) -> Evidence | None:
    """The evidence an event carries: a message turn, or a tool's result text."""
    payload = event.payload
    text = payload.get("text")
    if not isinstance(text, str) or not text.strip():
        return None
    locator: dict[str, Any] = {"event_id": str(event.id)}
    if isinstance(payload.get("message_id"), str | int):
        locator["message_id"] = payload["message_id"]
    if event.event_type == "message":
        evidence_type = EvidenceType.CONVERSATION
        role = payload.get("role")
        source_type = SourceType.USER_STATED if role == "user" else SourceType.INFERRED
    elif event.actor_type == "TOOL":
        evidence_type, source_type = EvidenceType.TOOL, SourceType.TOOL_RESULT
    else:
        return None
    # A turn's search text is its own and its previous turn's, set by previous_turn.index_with_neighbours
    # before it is written (the caller's next step): analysing the content alone first was wasted.
    turn = previous_turn.is_turn(evidence_type, event.user_id, event.session_id)
    return build(
        tenant_id=event.tenant_id,
        evidence_type=evidence_type,
        source_type=source_type,
        source_system=event.source,
        source_id=event.idempotency_key,
        event_id=event.id,
        user_id=event.user_id,
        department_id=event.department_id,
        agent_id=event.agent_id,
        session_id=event.session_id,
        task_id=event.task_id,
        content=text,
        locator=locator,
        occurred_at=event.occurred_at,
        include_email=include_email,
        search_text="" if turn else None,
    )


async def create(session: AsyncSession, settings: Settings, tenant_id: str, body: EvidenceIn) -> Evidence:
    await lock_users_for_write(session, tenant_id, [body.user_id])
    if body.event_id is not None and await event_repository.get(session, tenant_id, body.event_id) is None:
        raise NotFound("event", body.event_id)
    include_email = settings.governance_for(tenant_id).email_is_sensitive
    evidence = build(tenant_id=tenant_id, include_email=include_email, **body.model_dump())
    await previous_turn.index_with_neighbours(session, tenant_id, [evidence])
    session.add(evidence)
    await session.flush()
    await index_queue.enqueue(session, settings, tenant_id, EmbeddingTarget.EVIDENCE, evidence.id)
    return evidence


async def get(session: AsyncSession, tenant_id: str, evidence_id: uuid.UUID) -> Evidence:
    return or_not_found(await repository.get(session, tenant_id, evidence_id), "evidence", evidence_id)
