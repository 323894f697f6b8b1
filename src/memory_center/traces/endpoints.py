import uuid

from fastapi import APIRouter

from memory_center.api.auth import AgentDep
from memory_center.api.deps import SessionDep
from memory_center.kit.openapi_errors import COMMON_ERRORS, not_found
from memory_center.traces import service
from memory_center.traces.schemas import TraceOut

router = APIRouter(prefix="/v1/traces", tags=["retrieval and context"], responses=COMMON_ERRORS)


@router.get(
    "/{trace_id}",
    response_model=TraceOut,
    responses=not_found("trace", "No such trace in the caller's tenant."),
    summary="Which memories went into an answer",
    description=(
        "The ids, revisions, scores and reasons of the memories a retrieve or context call used. Traces "
        "hold no memory content, so a memory deleted since then leaves nothing to read here."
    ),
)
async def get_trace(trace_id: uuid.UUID, principal: AgentDep, session: SessionDep) -> TraceOut:
    return await service.get(session, principal.tenant, trace_id)
