"""Event ingest: idempotent, with the evidence a message carries and (when asked) extraction."""

import uuid
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.auth import Principal
from memory_center.api.error_handlers import error_body
from memory_center.api.pagination import decode_cursor
from memory_center.db.base import utcnow
from memory_center.enums import EmbeddingTarget
from memory_center.errors import MemoryCenterError, NotFound
from memory_center.events import repository
from memory_center.events.repository import EventFilter
from memory_center.events.schemas import CandidateSummary, EventIn
from memory_center.evidence import repository as evidence_repository
from memory_center.evidence import service as evidence_service
from memory_center.indexing import queue as index_queue
from memory_center.models import Event, Evidence
from memory_center.runtime import Runtime


@dataclass
class Ingested:
    event: Event
    evidence: list[Evidence]
    candidates: list[CandidateSummary] = field(default_factory=list)
    duplicate: bool = False
    extraction_error: str | None = None


async def ingest(session: AsyncSession, runtime: Runtime, principal: Principal, body: EventIn) -> Ingested:
    tenant_id = principal.tenant
    if body.idempotency_key is not None:
        existing = await repository.get_by_idempotency_key(session, tenant_id, body.idempotency_key)
        if existing is not None:
            return await _duplicate(session, existing)
    values = body.model_dump(exclude={"extract"})
    values.update(id=uuid.uuid4(), tenant_id=tenant_id, occurred_at=body.occurred_at or utcnow())
    event = await repository.insert_once(session, values)
    if event is None:
        assert body.idempotency_key is not None
        winner = await repository.get_by_idempotency_key(session, tenant_id, body.idempotency_key)
        assert winner is not None, "ON CONFLICT without a visible winner"
        return await _duplicate(session, winner)
    evidence = evidence_service.from_event(event)
    ingested = Ingested(event=event, evidence=[evidence] if evidence else [])
    if evidence is not None:
        session.add(evidence)
        await session.flush()
        await index_queue.enqueue(session, runtime.settings, tenant_id, EmbeddingTarget.EVIDENCE, evidence.id)
        if body.extract:
            await propose_candidates(session, runtime, principal, event, evidence, ingested)
    return ingested


async def propose_candidates(
    session: AsyncSession,
    runtime: Runtime,
    principal: Principal,
    event: Event,
    evidence: Evidence,
    ingested: Ingested,
) -> None:
    """Extraction and governance of the event's evidence; wired by the governed write path."""
    write_path = runtime.services.get("write_path")
    if write_path is None:
        return
    result = await write_path.process_evidence(session, principal, event, evidence)
    ingested.candidates = result.candidates
    ingested.extraction_error = result.error


async def _duplicate(session: AsyncSession, event: Event) -> Ingested:
    evidence = await evidence_repository.list_for_event(session, event.tenant_id, event.id)
    return Ingested(event=event, evidence=evidence, duplicate=True)


async def ingest_batch(
    session: AsyncSession, runtime: Runtime, principal: Principal, items: list[dict[str, object]]
) -> list[Ingested | dict[str, object]]:
    """Each item in its own savepoint: one bad item fails alone, the others are stored."""
    results: list[Ingested | dict[str, object]] = []
    for item in items:
        try:
            body = EventIn.model_validate(item)
        except ValidationError as exc:
            details = [
                {"loc": list(map(str, e["loc"])), "type": e["type"], "msg": e["msg"]} for e in exc.errors()
            ]
            results.append(error_body("validation_error", _first_message(details), details))
            continue
        try:
            async with session.begin_nested():
                results.append(await ingest(session, runtime, principal, body))
        except MemoryCenterError as exc:
            results.append(error_body(exc.code, exc.message, exc.details))
    return results


def _first_message(details: list[dict[str, Any]]) -> str:
    first = details[0]
    loc = first["loc"]
    where = ".".join(loc) if isinstance(loc, list) and loc else "event"
    return f"{where}: {first['msg']}"


async def get(session: AsyncSession, tenant_id: str, event_id: uuid.UUID) -> Event:
    event = await repository.get(session, tenant_id, event_id)
    if event is None:
        raise NotFound("event", event_id)
    return event


async def list_events(
    session: AsyncSession, tenant_id: str, where: EventFilter, limit: int, cursor: str | None
) -> list[Event]:
    after = decode_cursor(cursor) if cursor else None
    return await repository.list_events(session, tenant_id, where, limit=limit, after=after)
