import uuid
from typing import Annotated

from fastapi import APIRouter, Query

from memory_center.api.auth import AgentDep, ReviewerDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.api.reads import ReadSessionDep
from memory_center.auth.principal import Principal
from memory_center.candidates import service
from memory_center.candidates.repository import CandidateFilter
from memory_center.candidates.schemas import (
    AcceptedOut,
    AcceptIn,
    CandidateDetailOut,
    CandidateIn,
    CandidateOut,
    CandidatePage,
    RejectedOut,
    RejectIn,
    SubmittedOut,
)
from memory_center.enums import CandidateStatus, MemoryType
from memory_center.facts.inputs import QueryId
from memory_center.facts.views import fact_out, linked_evidence_out
from memory_center.governance.redaction import refuse_sensitive
from memory_center.kit.openapi_errors import REQUEST_ERRORS, Responses, error, not_found
from memory_center.kit.pagination import CursorQuery, CursorSigner, LimitQuery
from memory_center.runtime import Runtime

router = APIRouter(prefix="/v1/candidates", tags=["candidates (governance queue)"], responses=REQUEST_ERRORS)

NOT_FOUND = not_found("candidate", "No such candidate in the caller's tenant.")
REVIEW_ERRORS: Responses = {
    **NOT_FOUND,
    403: error("An agent key: reviewing needs the reviewer (or admin) role.", "forbidden"),
    409: error(
        "The candidate is not PENDING or NEEDS_CONFIRMATION (already decided).", "candidate_already_decided"
    ),
}


@router.post(
    "",
    status_code=201,
    response_model=SubmittedOut,
    summary="Propose a memory",
    description=(
        "An agent proposes a memory resting on evidence (`evidence_ids` of this tenant and/or one inline "
        "`evidence` object). Governance decides at once: ACCEPTED (with the new, merged-into or "
        "superseding `fact`), REJECTED (`governance_reason` says why, e.g. `no_evidence`, "
        "`sensitive_data`, `authority_claim`) or NEEDS_CONFIRMATION (waits in the review queue). "
        "Sensitive data is never stored, not even in a rejected candidate. An unknown evidence id → 404."
    ),
    responses=not_found("evidence", "An evidence id that does not exist in this tenant."),
)
async def submit_candidate(
    body: CandidateIn, principal: AgentDep, session: SessionDep, runtime: RuntimeDep
) -> SubmittedOut:
    governed = await service.submit(session, runtime, principal, body)
    fact = None if governed.fact is None else fact_out(governed.fact)
    return SubmittedOut(candidate=CandidateOut.model_validate(governed.candidate), fact=fact)


@router.get(
    "",
    response_model=CandidatePage,
    summary="List candidates (the review queue)",
    description=(
        "Oldest first. `?status=NEEDS_CONFIRMATION` is the review queue; filter by `user_id` and "
        "`memory_type` too."
    ),
)
async def list_candidates(
    principal: AgentDep,
    session: ReadSessionDep,
    runtime: RuntimeDep,
    status: Annotated[CandidateStatus | None, Query(examples=["NEEDS_CONFIRMATION"])] = None,
    user_id: Annotated[QueryId | None, Query(examples=["u-1001"])] = None,
    memory_type: Annotated[MemoryType | None, Query()] = None,
    limit: LimitQuery = 50,
    cursor: CursorQuery = None,
) -> CandidatePage:
    where = CandidateFilter(status, user_id, memory_type)
    cursors = CursorSigner.for_list(runtime.settings, "candidates", principal.tenant)
    after = cursors.open_keyset(cursor)
    rows = await service.list_candidates(session, principal.tenant, where, limit, after)
    return CandidatePage(
        items=[CandidateOut.model_validate(row) for row in rows[:limit]],
        next_cursor=cursors.next_keyset(rows, limit, lambda c: (c.created_at, c.id)),
    )


@router.get(
    "/{candidate_id}",
    response_model=CandidateDetailOut,
    summary="Get one candidate with its evidence",
    description=(
        "The candidate, the governance decision, and its evidence links: SUPPORT (what it rests on) and "
        "CONFLICT (the evidence of the active fact it contradicts, see `conflict_fact_id`)."
    ),
    responses=NOT_FOUND,
)
async def get_candidate(
    candidate_id: uuid.UUID, principal: AgentDep, session: ReadSessionDep
) -> CandidateDetailOut:
    candidate = await service.get(session, principal.tenant, candidate_id)
    links = await service.evidence_of(session, candidate)
    return CandidateDetailOut(
        **CandidateOut.model_validate(candidate).model_dump(),
        evidence=[linked_evidence_out(row, relation) for row, relation in links],
    )


def _screen_reason(reason: str | None, runtime: Runtime, principal: Principal) -> None:
    """A review reason is kept verbatim on the candidate and in the audit log: no sensitive data."""
    include_email = runtime.settings.governance_for(principal.tenant).email_is_sensitive
    refuse_sensitive(reason, field="reason", include_email=include_email)


@router.post(
    "/{candidate_id}/accept",
    response_model=AcceptedOut,
    summary="Accept a candidate (reviewer)",
    description=(
        "The candidate becomes a fact: merged into the active fact with the same value, superseding "
        "the active fact of its key (even a more trusted one: the accept is the confirmation), or a new "
        "fact. Optional `content` / `object_value` correct it first; an edited value is the reviewer's "
        "word and gets USER_CONFIRMED trust, an unedited one keeps the candidate's source_type. "
        "Content policies run again: an edit holding sensitive data or an authority claim → 422."
    ),
    responses={**REVIEW_ERRORS, 422: {"description": "A content policy refuses it (code = the reason)."}},
)
async def accept_candidate(
    candidate_id: uuid.UUID, body: AcceptIn, principal: ReviewerDep, session: SessionDep, runtime: RuntimeDep
) -> AcceptedOut:
    _screen_reason(body.reason, runtime, principal)
    governed = await service.accept(session, runtime, principal, candidate_id, body)
    assert governed.fact is not None, "an accepted candidate always has a fact"
    return AcceptedOut(
        candidate=CandidateOut.model_validate(governed.candidate), fact=fact_out(governed.fact)
    )


@router.post(
    "/{candidate_id}/reject",
    response_model=RejectedOut,
    summary="Reject a candidate (reviewer)",
    description=(
        "The candidate is REJECTED for good; the reason is kept on it and in the audit log (a reason "
        "holding sensitive data → 422 `sensitive_data`)."
    ),
    responses=REVIEW_ERRORS,
)
async def reject_candidate(
    candidate_id: uuid.UUID, body: RejectIn, principal: ReviewerDep, session: SessionDep, runtime: RuntimeDep
) -> RejectedOut:
    _screen_reason(body.reason, runtime, principal)
    candidate = await service.reject(session, principal, candidate_id, body.reason)
    return RejectedOut(candidate=CandidateOut.model_validate(candidate))
