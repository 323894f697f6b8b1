import uuid

from fastapi import APIRouter

from memory_center.api.auth import AgentDep
from memory_center.api.deps import SessionDep
from memory_center.retrieval.responses import COMMON, NOT_FOUND
from memory_center.traces import service
from memory_center.traces.schemas import TraceOut

router = APIRouter(prefix="/v1/traces", tags=["retrieval and context"], responses=COMMON)


@router.get(
    "/{trace_id}",
    response_model=TraceOut,
    responses={404: NOT_FOUND},
    summary="Which memories went into an answer",
    description=(
        "The ids, revisions, scores and reasons of the memories a retrieve or context call used. Traces "
        "hold no memory content, so a memory deleted since then leaves nothing to read here."
    ),
)
async def get_trace(trace_id: uuid.UUID, principal: AgentDep, session: SessionDep) -> TraceOut:
    return await service.get(session, principal.tenant, trace_id)
