from fastapi import APIRouter

from memory_center.api.auth import AdminDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.indexing import service
from memory_center.indexing.schemas import IndexStatusOut
from memory_center.kit.openapi_errors import COMMON_ERRORS

router = APIRouter(prefix="/v1/index", tags=["operations"], responses=COMMON_ERRORS)


@router.get(
    "/status",
    response_model=IndexStatusOut,
    summary="Semantic index backlog",
    description=(
        "How much of the caller's tenant still waits to be embedded. Writes never wait for the index: "
        "keyword and structured retrieval see a row as soon as it is committed."
    ),
)
async def index_status(principal: AdminDep, session: SessionDep, runtime: RuntimeDep) -> IndexStatusOut:
    return await service.status(session, runtime.settings, principal.tenant)
