"""Memories: a user's facts by scope and status (now or as of an instant), one fact's revisions with
diffs, evidence and audit trail; invalidate and delete with confirmation. All through facts.service."""

import uuid
from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Form, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.audit import service as audit
from memory_center.candidates import service as candidates
from memory_center.console.actors import key_names
from memory_center.console.pages import ConsoleRoute, query, redirect, render
from memory_center.console.params import enum_param, text_param
from memory_center.console.sign_in import FormOperatorDep, OperatorDep
from memory_center.enums import FactStatus, MemoryType, Scope
from memory_center.errors import NotFound, Unprocessable
from memory_center.facts import corrections, deletion
from memory_center.facts import service as facts
from memory_center.facts.repository import FactFilter
from memory_center.facts.schemas import InvalidateIn
from memory_center.facts.service import Effects
from memory_center.facts.views import fact_out
from memory_center.kit.pagination import CursorSigner
from memory_center.models import Candidate

PAGE_SIZE = 50

router = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)


def _instant(value: str) -> datetime | None:
    """An ``as_of`` from the form: ISO 8601; a time without an offset is read as UTC."""
    if not value:
        return None
    try:
        instant = datetime.fromisoformat(value)
    except ValueError as exc:
        raise Unprocessable("as_of must be a date and time, e.g. 2026-11-29T12:00") from exc
    if instant.tzinfo is None:
        instant = instant.replace(tzinfo=UTC)
    return instant


@router.get("/memories")
async def memories(
    request: Request,
    operator: OperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    user_id: str = "",
    scope: str = "",
    memory_type: str = "",
    status: str = "ACTIVE",
    as_of: str = "",
    cursor: str = "",
    done: str = "",
) -> Response:
    where = FactFilter(
        user_id=text_param(user_id, "user_id"),
        scope=enum_param(Scope, scope, "scope"),
        memory_type=enum_param(MemoryType, memory_type, "memory_type"),
        status=enum_param(FactStatus, status, "status") or FactStatus.ACTIVE,
    )
    instant = _instant(as_of)
    cursors = CursorSigner.for_list(runtime.settings, "facts", operator.tenant)
    rows = await facts.list_facts(
        session, operator.tenant, where, instant, PAGE_SIZE, cursors.open_keyset(cursor)
    )
    filters = {
        "user_id": user_id,
        "scope": scope,
        "memory_type": memory_type,
        "status": status,
        "as_of": as_of,
    }
    context = {
        "facts": [fact_out(row, instant) for row in rows[:PAGE_SIZE]],
        "filters": filters,
        "next_cursor": cursors.next_keyset(rows, PAGE_SIZE, lambda f: (f.created_at, f.id)),
        "scopes": [member.value for member in Scope],
        "memory_types": [member.value for member in MemoryType],
        "statuses": [member.value for member in FactStatus],
        "done": done,
    }
    return render(request, "memories.html", operator, context)


@router.get("/facts/{fact_id}")
async def fact_page(
    request: Request, fact_id: uuid.UUID, operator: OperatorDep, session: SessionDep, done: str = ""
) -> Response:
    fact = await facts.get(session, operator.tenant, fact_id)
    chain = await facts.revisions(session, operator.tenant, fact_id)
    trail = await audit.trail(session, operator.tenant, "fact", [row.id for row, _ in chain])
    source = await _source_candidate(session, operator.tenant, fact.source_candidate_id)
    acted = [log.actor for _, logs in chain for log in logs] + [row.actor for row in trail]
    acted += [source.created_by, source.decided_by] if source else []
    context = {
        "names": await key_names(session, operator.tenant, acted),
        "source": source,
        "fact": fact_out(fact),
        "evidence": await facts.evidence_of(session, fact),
        "chain": [(fact_out(row), logs) for row, logs in chain],
        "trail": trail,
        "done": done,
    }
    return render(request, "fact.html", operator, context)


async def _source_candidate(
    session: AsyncSession, tenant_id: str, candidate_id: uuid.UUID | None
) -> Candidate | None:
    """The candidate this revision came from, with the reviewer's decision (None if erased since)."""
    if candidate_id is None:
        return None
    try:
        return await candidates.get(session, tenant_id, candidate_id)
    except NotFound:
        return None


@router.post("/facts/{fact_id}/invalidate")
async def invalidate(
    fact_id: uuid.UUID,
    operator: FormOperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    reason: Annotated[str, Form()] = "",
) -> Response:
    body = InvalidateIn.model_validate({"reason": reason})
    settings = runtime.settings.governance_for(operator.tenant)
    await corrections.invalidate(
        session, operator.principal, fact_id, body.reason, settings, Effects.of(runtime)
    )
    return redirect(f"/console/facts/{fact_id}?done=invalidated")


_CONFIRM = {
    "invalidate": {
        "title": "Invalidate this memory?",
        "explanation": "It stops being used at once; it stays in the history, the audit trail and "
        "as-of views.",
        "button": "Invalidate",
        "placeholder": "e.g. the user said this no longer holds",
        "reason_required": True,
    },
    "delete": {
        "title": "Delete this memory for good?",
        "explanation": "Every revision, its evidence (where nothing else rests on it), index entries and "
        "cached copies are removed. Only a content-free audit row remains. This cannot be undone.",
        "button": "Delete for good",
        "placeholder": "e.g. the user asked to forget it",
        "reason_required": False,
    },
}


@router.get("/facts/{fact_id}/{action}")
async def confirm(
    request: Request, fact_id: uuid.UUID, action: str, operator: OperatorDep, session: SessionDep
) -> Response:
    """The confirmation page before invalidating or deleting a memory."""
    texts = _CONFIRM.get(action)
    if texts is None:
        raise NotFound("page", action)
    fact = await facts.get(session, operator.tenant, fact_id)
    return render(request, "confirm.html", operator, {"fact": fact_out(fact), "action": action, **texts})


@router.post("/facts/{fact_id}/delete")
async def delete(
    fact_id: uuid.UUID,
    operator: FormOperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    reason: Annotated[str, Form()] = "",
) -> Response:
    fact = await facts.get(session, operator.tenant, fact_id)
    user_id = fact.user_id
    corrections.screen_reason(reason.strip() or None, runtime.settings.governance_for(operator.tenant))
    await deletion.delete_fact(
        session, operator.principal, fact_id, runtime.memory_cache, reason.strip() or None
    )
    return redirect("/console/memories" + query(user_id=user_id, done="deleted"))
