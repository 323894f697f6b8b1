from typing import Annotated

from fastapi import APIRouter, Path
from pydantic import AfterValidator

from memory_center.api.auth import AdminDep
from memory_center.api.deps import RuntimeDep, SessionDep
from memory_center.facts.inputs import storable
from memory_center.kit.openapi_errors import REQUEST_ERRORS
from memory_center.kit.schemas import MAX_ID
from memory_center.users import service
from memory_center.users.schemas import ErasedOut, UserExportOut

router = APIRouter(prefix="/v1/users", tags=["users (data rights)"], responses=REQUEST_ERRORS)

UserId = Annotated[
    str,
    Path(min_length=1, max_length=MAX_ID, description="The caller's own user id.", examples=["u-1001"]),
    AfterValidator(storable),
]


@router.get(
    "/{user_id}/export",
    response_model=UserExportOut,
    summary="Export everything held about a user (admin)",
    description=(
        "Events, evidence, candidates (with evidence links), facts with every revision and change log, "
        "tasks with transitions, retrieval traces and audit rows about the user, as JSON. An unknown "
        "user gets empty lists. The export itself is audited."
    ),
)
async def export_user(user_id: UserId, principal: AdminDep, session: SessionDep) -> UserExportOut:
    return await service.export(session, principal, user_id)


@router.delete(
    "/{user_id}",
    response_model=ErasedOut,
    summary="Erase a user (admin)",
    description=(
        "Removes everything the service holds about the user across every table (events, evidence, "
        "candidates and links, facts, revisions and links, their embeddings, retrieval traces, tasks "
        "and transitions) and the cache, and answers the count per table. Only content-free audit "
        "tombstones remain: an `erase` row with the counts naming the user by a hash, and earlier audit "
        "rows stripped of the user id, reason and details. An id nothing is held about answers 200 with "
        "every count 0, `known: false` and a message saying so."
    ),
)
async def erase_user(
    user_id: UserId, principal: AdminDep, session: SessionDep, runtime: RuntimeDep
) -> ErasedOut:
    erased = await service.erase(session, runtime.cache, runtime.memory_cache, principal, user_id)
    return ErasedOut.of(user_id, erased)
