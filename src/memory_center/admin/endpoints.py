import uuid

from fastapi import APIRouter, Response

from memory_center.admin import repository, service
from memory_center.admin.schemas import ApiKeyCreated, ApiKeyIn, WhoAmI
from memory_center.api.auth import AgentDep, KeyAdminDep
from memory_center.api.deps import SessionDep
from memory_center.kit.openapi_errors import REQUEST_ERRORS

router = APIRouter(prefix="/v1/admin", tags=["admin"])
# GET /v1/whoami: which key the caller holds (tenant, role, name), so a client can say "this needs a
# reviewer key" before it tries, and a person can check which key a tool was given.
whoami_router = APIRouter(prefix="/v1", tags=["admin"], responses=REQUEST_ERRORS)


@router.post(
    "/api-keys",
    status_code=201,
    response_model=ApiKeyCreated,
    summary="Create an API key",
    description=(
        "Admin keys create keys for their own tenant; the platform key (MC_ADMIN_API_KEY) for any "
        "tenant. The key is returned once."
    ),
)
async def create_api_key(body: ApiKeyIn, principal: KeyAdminDep, session: SessionDep) -> ApiKeyCreated:
    created = await service.create_key_for(
        session, principal, tenant_id=body.tenant_id, role=body.role, name=body.name
    )
    row = created.row
    return ApiKeyCreated(
        id=row.id,
        key=created.key,
        tenant_id=row.tenant_id,
        role=row.role,
        name=row.name,
        created_at=row.created_at,
    )


@router.delete(
    "/api-keys/{key_id}",
    status_code=204,
    summary="Revoke an API key",
    description="The key stops working at once.",
)
async def delete_api_key(key_id: uuid.UUID, principal: KeyAdminDep, session: SessionDep) -> Response:
    await service.revoke_key(session, principal, key_id)
    return Response(status_code=204)


@whoami_router.get(
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
