"""``GET /v1/whoami``: which key the caller holds (its tenant, role and name), so that a client can
say "this needs a reviewer key" before it tries, and a person can check which key a tool was given."""

import uuid

from fastapi import APIRouter
from pydantic import Field

from memory_center.admin import repository
from memory_center.api.auth import AgentDep
from memory_center.api.deps import SessionDep
from memory_center.api.schemas import ResponseModel
from memory_center.enums import Role
from memory_center.kit.openapi_errors import REQUEST_ERRORS

router = APIRouter(prefix="/v1", tags=["admin"], responses=REQUEST_ERRORS)


class WhoAmI(ResponseModel):
    key_id: uuid.UUID
    tenant_id: str
    role: Role = Field(description="agent, reviewer or admin: what the key may do.")
    name: str | None = Field(description="The label the key was created with.")


@router.get(
    "/whoami",
    response_model=WhoAmI,
    summary="The caller's key",
    description="The tenant, role and name of the API key that sent the request (any tenant key).",
)
async def whoami(principal: AgentDep, session: SessionDep) -> WhoAmI:
    key_id = uuid.UUID(principal.key_id)
    row = await repository.live_by_id(session, key_id)
    return WhoAmI(
        key_id=key_id, tenant_id=principal.tenant, role=principal.role, name=row.name if row else None
    )
