"""The review queue: candidates waiting for confirmation, decided with the API's own service calls."""

import uuid
from dataclasses import dataclass
from typing import Annotated
from urllib.parse import parse_qsl

from fastapi import APIRouter, Form, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.candidates import service as candidates
from memory_center.candidates.repository import CandidateFilter
from memory_center.candidates.schemas import AcceptIn, RejectIn
from memory_center.console.pages import ConsoleRoute, query, redirect, render
from memory_center.console.params import enum_param, text_param
from memory_center.console.sign_in import (
    FormOperatorDep,
    MaybeOperatorDep,
    OperatorDep,
    set_sign_in_cookie,
    sign_in_token,
)
from memory_center.enums import CandidateStatus, EvidenceRelation, MemoryType, Scope
from memory_center.errors import NotFound
from memory_center.facts import service as facts
from memory_center.facts.corrections import screen_reason
from memory_center.kit.pagination import CursorSigner
from memory_center.models import Candidate, Evidence, Fact

PAGE_SIZE = 20

router = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)


@dataclass(frozen=True)
class QueueItem:
    candidate: Candidate
    evidence: list[tuple[Evidence, EvidenceRelation]]
    replaces: Fact | None


async def _replaced_fact(session: AsyncSession, tenant_id: str, candidate: Candidate) -> Fact | None:
    if candidate.conflict_fact_id is None:
        return None
    try:
        return await facts.get(session, tenant_id, candidate.conflict_fact_id)
    except NotFound:
        return None  # deleted since


async def _item(session: AsyncSession, tenant_id: str, candidate: Candidate) -> QueueItem:
    evidence = await candidates.evidence_of(session, candidate)
    return QueueItem(candidate, evidence, await _replaced_fact(session, tenant_id, candidate))


@router.get("")
async def queue(
    request: Request,
    operator: MaybeOperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    user_id: str = "",
    scope: str = "",
    memory_type: str = "",
    reason: str = "",
    cursor: str = "",
    done: str = "",
    fact: str = "",
) -> Response:
    """The sign-in page when signed out; the review queue otherwise."""
    if operator is None:
        token = sign_in_token(request, runtime)
        response = render(request, "sign_in.html", None, {"sign_in_token": token, "error": None})
        set_sign_in_cookie(response, request, runtime, token)
        return response
    where = CandidateFilter(
        status=CandidateStatus.NEEDS_CONFIRMATION,
        user_id=text_param(user_id, "user_id"),
        memory_type=enum_param(MemoryType, memory_type, "memory_type"),
        scope=enum_param(Scope, scope, "scope"),
        governance_reason=text_param(reason, "reason"),
    )
    cursors = CursorSigner.for_list(runtime.settings, "candidates", operator.tenant)
    rows = await candidates.list_candidates(
        session, operator.tenant, where, PAGE_SIZE, cursors.open_keyset(cursor)
    )
    counts = await candidates.count_by_reason(session, operator.tenant, CandidateStatus.NEEDS_CONFIRMATION)
    filters = {"user_id": user_id, "scope": scope, "memory_type": memory_type, "reason": reason}
    context = {
        "items": [await _item(session, operator.tenant, row) for row in rows[:PAGE_SIZE]],
        "counts": counts,
        "total": sum(counts.values()),
        "filters": filters,
        "next_cursor": cursors.next_keyset(rows, PAGE_SIZE, lambda c: (c.created_at, c.id)),
        "scopes": [member.value for member in Scope],
        "memory_types": [member.value for member in MemoryType],
        "done": done,
        "done_fact": fact,
    }
    return render(request, "queue.html", operator, context)


def _back(filters: str, **done: object) -> str:
    """Back to the queue with its filters, saying what was just done."""
    return "/console" + query(**dict(_parse(filters)), **done)


def _parse(filters: str) -> list[tuple[str, str]]:
    allowed = {"user_id", "scope", "memory_type", "reason"}
    return [(name, value) for name, value in parse_qsl(filters.lstrip("?")) if name in allowed]


@router.get("/candidates/{candidate_id}/edit")
async def edit_form(
    request: Request, candidate_id: uuid.UUID, operator: OperatorDep, session: SessionDep, back: str = ""
) -> Response:
    candidate = await candidates.get(session, operator.tenant, candidate_id)
    item = await _item(session, operator.tenant, candidate)
    return render(request, "edit.html", operator, {"item": item, "back": back})


@router.post("/candidates/{candidate_id}/accept")
async def accept(
    candidate_id: uuid.UUID,
    operator: FormOperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    content: Annotated[str | None, Form()] = None,
    object_value: Annotated[str | None, Form()] = None,
    reason: Annotated[str | None, Form()] = None,
    back: Annotated[str, Form()] = "",
) -> Response:
    """Accept as is, or edit-and-accept when the edit form sends a changed wording or value."""
    body = AcceptIn.model_validate(
        {"content": content or None, "object_value": object_value or None, "reason": reason or None}
    )
    screen_reason(body.reason, runtime.settings.governance_for(operator.tenant))
    candidate = await candidates.get(session, operator.tenant, candidate_id)
    if body.content == candidate.content:
        body = body.model_copy(update={"content": None})
    if body.object_value == candidate.object_value:
        body = body.model_copy(update={"object_value": None})
    governed = await candidates.accept(session, runtime, operator.principal, candidate_id, body)
    fact_id = "" if governed.fact is None else str(governed.fact.id)
    edited = body.content is not None or body.object_value is not None
    return redirect(_back(back, done="edited" if edited else "accepted", fact=fact_id))


@router.post("/candidates/{candidate_id}/reject")
async def reject(
    candidate_id: uuid.UUID,
    operator: FormOperatorDep,
    session: SessionDep,
    runtime: RuntimeDep,
    reason: Annotated[str, Form()] = "",
    back: Annotated[str, Form()] = "",
) -> Response:
    body = RejectIn.model_validate({"reason": reason})
    screen_reason(body.reason, runtime.settings.governance_for(operator.tenant))
    await candidates.reject(session, operator.principal, candidate_id, body.reason)
    return redirect(_back(back, done="rejected"))
