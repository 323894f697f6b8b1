import uuid
from typing import Annotated
from urllib.parse import unquote

from fastapi import APIRouter, Body, Header, Query, Request, Response

from memory_center.api.auth import AgentDep, ReviewerDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.api.reads import ReadSessionDep
from memory_center.enums import FactStatus, MemoryType, Scope
from memory_center.errors import Unprocessable
from memory_center.facts import corrections, deletion, service
from memory_center.facts.inputs import QueryId, storable
from memory_center.facts.repository import FactFilter
from memory_center.facts.schemas import (
    FactDeleteIn,
    FactDetailOut,
    FactPage,
    FactPatchIn,
    FactRevisionOut,
    FactRevisionPage,
    InvalidateIn,
    RevisionLogOut,
)
from memory_center.facts.service import Effects
from memory_center.facts.views import fact_detail_out, fact_out
from memory_center.kit.openapi_errors import REQUEST_ERRORS, error, not_found
from memory_center.kit.pagination import CursorQuery, CursorSigner, LimitQuery
from memory_center.kit.schemas import AwareDatetime

router = APIRouter(prefix="/v1/facts", tags=["facts"], responses=REQUEST_ERRORS)

NOT_FOUND = not_found("fact", "No such fact in the caller's tenant (or it was deleted).")
NOT_ACTIVE = error("The fact is not ACTIVE.", "fact_not_active")
BAD_REASON = error("A reason in the URL, or one holding sensitive data.", "reason_in_query")


@router.get(
    "",
    response_model=FactPage,
    summary="List facts",
    description=(
        "Plain equality filters on the fact's own columns (visibility rules belong to retrieve and "
        "context). `status` defaults to ACTIVE. With `as_of`, validity and status are judged at that "
        "instant: a fact superseded, expired or invalidated later is returned as it was then (ACTIVE). "
        "Oldest first. Deleted facts never come back."
    ),
)
async def list_facts(
    principal: AgentDep,
    session: ReadSessionDep,
    runtime: RuntimeDep,
    user_id: Annotated[QueryId | None, Query(examples=["u-1001"])] = None,
    department_id: Annotated[QueryId | None, Query()] = None,
    agent_id: Annotated[QueryId | None, Query()] = None,
    session_id: Annotated[QueryId | None, Query()] = None,
    task_id: Annotated[QueryId | None, Query(examples=["T200"])] = None,
    scope: Annotated[Scope | None, Query()] = None,
    memory_type: Annotated[MemoryType | None, Query()] = None,
    subject: Annotated[QueryId | None, Query(examples=["budget"])] = None,
    predicate: Annotated[QueryId | None, Query(examples=["max_amount"])] = None,
    status: Annotated[FactStatus, Query(description="Default ACTIVE.")] = FactStatus.ACTIVE,
    as_of: Annotated[
        AwareDatetime | None,
        Query(description="Judge validity at this instant.", examples=["2026-11-29T12:00:00+00:00"]),
    ] = None,
    limit: LimitQuery = 50,
    cursor: CursorQuery = None,
) -> FactPage:
    where = FactFilter(
        user_id, department_id, agent_id, session_id, task_id, scope, memory_type, subject, predicate, status
    )
    cursors = CursorSigner.for_list(runtime.settings, "facts", principal.tenant)
    after = cursors.open_keyset(cursor)
    rows = await service.list_facts(session, principal.tenant, where, as_of, limit, after)
    return FactPage(
        items=[fact_out(row, as_of) for row in rows[:limit]],
        next_cursor=cursors.next_keyset(rows, limit, lambda f: (f.created_at, f.id)),
    )


@router.get(
    "/{fact_id}",
    response_model=FactDetailOut,
    summary="Get one fact with its evidence",
    description="Any status; `supersedes_id` / `superseded_by_id` link the neighbouring revisions.",
    responses=NOT_FOUND,
)
async def get_fact(fact_id: uuid.UUID, principal: AgentDep, session: ReadSessionDep) -> FactDetailOut:
    fact = await service.get(session, principal.tenant, fact_id)
    return fact_detail_out(fact, await service.evidence_of(session, fact))


@router.get(
    "/{fact_id}/revisions",
    response_model=FactRevisionPage,
    summary="Every revision of this memory",
    description=(
        "The whole chain the fact belongs to, oldest revision first, each with its change log (who, "
        "why, before, after). Works from any revision's id."
    ),
    responses=NOT_FOUND,
)
async def get_revisions(fact_id: uuid.UUID, principal: AgentDep, session: ReadSessionDep) -> FactRevisionPage:
    chain = await service.revisions(session, principal.tenant, fact_id)
    items = [
        FactRevisionOut(
            **fact_out(fact).model_dump(), changes=[RevisionLogOut.model_validate(log) for log in logs]
        )
        for fact, logs in chain
    ]
    return FactRevisionPage(items=items, next_cursor=None)


@router.patch(
    "/{fact_id}",
    response_model=FactDetailOut,
    summary="Correct a fact",
    description=(
        "A reviewer, or an agent on behalf of the owning user, corrects an ACTIVE fact. The answer is "
        "the new revision (revision + 1, `supersedes_id` = this fact, source USER_CONFIRMED); this one "
        "becomes SUPERSEDED. When only `object_value` changes, its mention in `content` follows it. "
        "When only `content` changes, it is read again like a message of the user and the value it "
        "states for this memory's key becomes `object_value`; when none can be read and the new wording "
        "no longer mentions the old value → 422 `stale_value` (send `object_value` with the content). "
        "Sensitive data is refused (422 `sensitive_data`) or redacted per tenant policy. "
        "A fact that is not ACTIVE → 409."
    ),
    responses={**NOT_FOUND, 409: NOT_ACTIVE},
)
async def patch_fact(
    fact_id: uuid.UUID, body: FactPatchIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> FactDetailOut:
    settings = runtime.settings.governance_for(principal.tenant)
    effects, extractor = Effects.of(runtime), runtime.write_path.extractor
    fact = await corrections.patch(session, principal, fact_id, body, settings, effects, extractor)
    return fact_detail_out(fact, await service.evidence_of(session, fact))


@router.post(
    "/{fact_id}/invalidate",
    response_model=FactDetailOut,
    summary="Invalidate a fact (reviewer)",
    description=(
        "The memory no longer holds: status INVALIDATED, kept for audit and `as_of` queries. "
        "A fact that is not ACTIVE → 409; an agent key → 403."
    ),
    responses={**NOT_FOUND, 409: NOT_ACTIVE},
)
async def invalidate_fact(
    fact_id: uuid.UUID, body: InvalidateIn, principal: ReviewerDep, session: SessionDep, runtime: RuntimeDep
) -> FactDetailOut:
    settings = runtime.settings.governance_for(principal.tenant)
    fact = await corrections.invalidate(
        session, principal, fact_id, body.reason, settings, Effects.of(runtime)
    )
    return fact_detail_out(fact, await service.evidence_of(session, fact))


REASON_IN_QUERY = (
    "reason is not accepted in the query string (URLs are logged); send it as the JSON body "
    '{"reason": "..."} or in the X-Reason header'
)


def _delete_reason(request: Request, body: FactDeleteIn, header: str | None) -> str | None:
    """The reason of a DELETE: the JSON body's, else the X-Reason header's (percent-encoded UTF-8
    allowed); a ``reason`` in the query string is refused, never logged as an audit reason."""
    if "reason" in request.query_params:
        raise Unprocessable(REASON_IN_QUERY, code="reason_in_query", details={"field": "reason"})
    if body.reason is not None:
        return body.reason
    if header is None:
        return None
    try:
        reason = storable(unquote(header, errors="strict").strip())
    except ValueError as exc:  # UnicodeDecodeError included: bad percent-encoded UTF-8
        raise Unprocessable(
            "X-Reason must be percent-encoded UTF-8 without NUL characters", details={"field": "X-Reason"}
        ) from exc
    if not reason or len(reason) > 1000:
        raise Unprocessable("X-Reason must be 1 to 1000 characters", details={"field": "X-Reason"})
    return reason


@router.delete(
    "/{fact_id}",
    status_code=204,
    summary="Delete a fact and every copy of it",
    description=(
        "The user's right to delete: removes the whole chain (all revisions and their log), its evidence "
        "links and index entries, the evidence it rests on alone (and the text of the events it came "
        "from), the wording of the candidates that produced it, and its cache entries. Only a "
        "content-free audit row remains; afterwards every endpoint answers 404 for it. An optional "
        'reason comes in the JSON body `{"reason": "..."}` or the `X-Reason` header; a `reason` in '
        "the query string → 422 `reason_in_query` (URLs end up in access logs); a reason holding "
        "sensitive data → 422 `sensitive_data`."
    ),
    responses={**NOT_FOUND, 422: BAD_REASON},
)
async def delete_fact(
    fact_id: uuid.UUID,
    request: Request,
    principal: AgentDep,
    session: SessionDep,
    runtime: RuntimeDep,
    body: Annotated[FactDeleteIn, Body()] = FactDeleteIn(),
    x_reason: Annotated[
        str | None,
        Header(
            alias="X-Reason",
            description="Why (percent-encoded UTF-8, 1 to 1000 characters once decoded); kept in the audit.",
            json_schema_extra={"minLength": 1},
        ),
    ] = None,
    _reason_in_query: Annotated[str | None, Query(alias="reason", include_in_schema=False)] = None,
) -> Response:
    # ``reason`` in the query is taken only to be refused with its own message (``_delete_reason``).
    reason = _delete_reason(request, body, x_reason)
    corrections.screen_reason(reason, runtime.settings.governance_for(principal.tenant))
    await deletion.delete_fact(session, principal, fact_id, runtime.memory_cache, reason)
    return Response(status_code=204)
