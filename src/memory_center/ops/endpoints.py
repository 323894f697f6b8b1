from typing import Any, Literal

from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, Field

from memory_center import __version__
from memory_center.api.deps import RuntimeDep
from memory_center.db.engine import database_check

router = APIRouter(tags=["operations"])


class Health(BaseModel):
    status: Literal["ok"] = Field(description="Always ok: the process is up and answering.")


class Welcome(BaseModel):
    """What ``GET /`` answers: where to go next."""

    service: str
    version: str
    docs: str = Field(description="The interactive API reference.")
    redoc: str
    openapi: str
    console: str = Field(description="The review console (sign in with an API key).")
    health: str
    api_base: str = Field(description="Every API path starts with it; a client's base URL leaves it out.")


@router.get("/", include_in_schema=False)
async def root() -> Welcome:
    return Welcome(
        service="Memory Center",
        version=__version__,
        docs="/docs",
        redoc="/redoc",
        openapi="/openapi.json",
        console="/console",
        health="/healthz",
        api_base="/v1",
    )


@router.get("/healthz", summary="Liveness", description="200 while the process is up.")
async def healthz() -> Health:
    return Health(status="ok")


@router.get(
    "/readyz",
    summary="Readiness",
    description=(
        "200 when the database answers (Redis or the read replica down is reported, not fatal: reads "
        "then use the primary; with MC_REDIS_REQUIRED=true Redis must answer too); 503 otherwise."
    ),
    responses={503: {"description": "The database (or a required Redis) does not answer."}},
)
async def readyz(runtime: RuntimeDep) -> JSONResponse:
    checks: dict[str, Any] = {"database": await database_check(runtime.engine)}
    checks["redis"] = await runtime.cache.ping()
    replica = runtime.read_replica
    checks.update(await replica.status(runtime.engine) if replica else {"read_replica": "disabled"})
    for name, probe in runtime.readiness.items():
        checks[name] = probe()
    # MC_REDIS_REQUIRED: a deployment that counts on the cache is not ready without it.
    ready = checks["database"] == "ok" and (checks["redis"] == "ok" or not runtime.settings.redis_required)
    return JSONResponse({"status": "ok" if ready else "unavailable", "checks": checks}, 200 if ready else 503)


@router.get("/metrics", summary="Prometheus metrics", response_class=Response)
async def metrics() -> Response:
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
