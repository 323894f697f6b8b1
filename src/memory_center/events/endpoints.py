import uuid
from typing import Annotated

from fastapi import APIRouter, Query, Response

from memory_center.api.auth import AgentDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.api.reads import ReadSessionDep
from memory_center.events import service
from memory_center.events.repository import EventFilter
from memory_center.events.schemas import (
    BatchItemError,
    BatchOut,
    EventBatchIn,
    EventIn,
    EventOut,
    EventPage,
    IngestOut,
)
from memory_center.events.service import Ingested
from memory_center.evidence.schemas import EvidenceOut
from memory_center.kit.pagination import CursorQuery, CursorSigner, LimitQuery
from memory_center.kit.schemas import AwareDatetime, Identifier

router = APIRouter(prefix="/v1/events", tags=["events and evidence"])


def _out(ingested: Ingested) -> IngestOut:
    return IngestOut(
        event=EventOut.model_validate(ingested.event),
        evidence=[EvidenceOut.model_validate(e) for e in ingested.evidence],
        candidates=ingested.candidates,
        duplicate=ingested.duplicate,
        extraction_error=ingested.extraction_error,
    )


@router.post(
    "",
    status_code=201,
    response_model=IngestOut,
    summary="Report an event",
    description=(
        "Store what happened. A user message becomes CONVERSATION evidence (USER_STATED; assistant "
        "messages INFERRED) and, with `extract`, candidates that governance decides on. The same "
        "`idempotency_key` again returns the first event with `duplicate: true` (status 200) and writes "
        "nothing."
    ),
    responses={
        200: {"model": IngestOut, "description": "A duplicate of an earlier event."},
        409: {
            "description": "The idempotency key was used before with another body (`idempotency_key_reused`)."
        },
    },
)
async def create_event(
    body: EventIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep, response: Response
) -> IngestOut:
    ingested = await service.ingest(session, runtime, principal, body)
    if ingested.duplicate:
        response.status_code = 200
    return _out(ingested)


@router.post(
    "/batch",
    response_model=BatchOut,
    summary="Report up to 500 events",
    description='Results come in input order; a bad item gets {"error": ...} and fails alone.',
)
async def create_events(
    body: EventBatchIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> BatchOut:
    results = await service.ingest_batch(session, runtime, principal, body.events)
    return BatchOut(
        results=[_out(r) if isinstance(r, Ingested) else BatchItemError.model_validate(r) for r in results]
    )


@router.get("/{event_id}", response_model=EventOut, summary="Get one event")
async def get_event(event_id: uuid.UUID, principal: AgentDep, session: ReadSessionDep) -> EventOut:
    return EventOut.model_validate(await service.get(session, principal.tenant, event_id))


@router.get("", response_model=EventPage, summary="List events", description="Oldest first.")
async def list_events(
    principal: AgentDep,
    session: ReadSessionDep,
    runtime: RuntimeDep,
    user_id: Annotated[Identifier | None, Query()] = None,
    session_id: Annotated[Identifier | None, Query()] = None,
    task_id: Annotated[Identifier | None, Query()] = None,
    event_type: Annotated[Identifier | None, Query()] = None,
    since: Annotated[AwareDatetime | None, Query(description="occurred_at ≥ since")] = None,
    until: Annotated[AwareDatetime | None, Query(description="occurred_at < until")] = None,
    limit: LimitQuery = 50,
    cursor: CursorQuery = None,
) -> EventPage:
    where = EventFilter(user_id, session_id, task_id, event_type, since, until)
    cursors = CursorSigner.for_list(runtime.settings, "events", principal.tenant)
    after = cursors.open_keyset(cursor)
    rows = await service.list_events(session, principal.tenant, where, limit, after)
    return EventPage(
        items=[EventOut.model_validate(row) for row in rows[:limit]],
        next_cursor=cursors.next_keyset(rows, limit, lambda e: (e.occurred_at, e.id)),
    )
