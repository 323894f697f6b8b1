"""Why did the agent say that: a retrieval trace by id, with the memories it used, their scores and
reasons, and what those memories say now (traces themselves hold no content)."""

import uuid
from dataclasses import dataclass

from fastapi import APIRouter, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.deps import SessionDep
from memory_center.console.actors import key_names
from memory_center.console.pages import ConsoleRoute, render
from memory_center.console.sign_in import OperatorDep
from memory_center.errors import NotFound, Unprocessable
from memory_center.evidence import service as evidence
from memory_center.facts import service as facts
from memory_center.traces import service as traces
from memory_center.traces.schemas import TraceItem

router = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)


@dataclass(frozen=True)
class UsedMemory:
    item: TraceItem
    content: str | None  # None: deleted since
    status: str | None


async def _used(session: AsyncSession, tenant_id: str, item: TraceItem) -> UsedMemory:
    try:
        if item.kind == "fact":
            fact = await facts.get(session, tenant_id, item.id)
            return UsedMemory(item, fact.content, fact.status.value)
        row = await evidence.get(session, tenant_id, item.id)
        return UsedMemory(item, row.content, None)
    except NotFound:
        return UsedMemory(item, None, None)


def _trace_id(value: str) -> uuid.UUID | None:
    if not value.strip():
        return None
    try:
        return uuid.UUID(value.strip())
    except ValueError as exc:
        raise Unprocessable(
            "a trace id is a UUID, as in the trace_id of a retrieve or context answer"
        ) from exc


@router.get("/why")
async def why(request: Request, operator: OperatorDep, session: SessionDep, trace_id: str = "") -> Response:
    ident = _trace_id(trace_id)
    context: dict[str, object] = {"trace_id": trace_id, "trace": None, "used": [], "names": {}}
    if ident is not None:
        trace = await traces.get(session, operator.tenant, ident)
        context["trace"] = trace
        context["names"] = await key_names(session, operator.tenant, [trace.actor])
        context["used"] = [await _used(session, operator.tenant, item) for item in trace.items]
    return render(request, "why.html", operator, context)
