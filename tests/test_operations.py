import httpx

from conftest import Tenant


async def test_healthz_and_readyz(app_client: httpx.AsyncClient) -> None:
    assert (await app_client.get("/healthz")).json() == {"status": "ok"}
    ready = await app_client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json()["checks"]["database"] == "ok"
    assert ready.json()["checks"]["redis"] == "ok"


async def test_metrics_count_requests_by_route_template(tenant: Tenant) -> None:
    await tenant.get("/v1/events/00000000-0000-0000-0000-000000000001")
    body = (await tenant.client.get("/metrics")).text
    assert "mc_http_requests_total" in body
    assert 'route="/v1/events/{event_id}"' in body
    assert "00000000-0000-0000-0000-000000000001" not in body


async def test_openapi_lists_contract_paths_with_bearer_auth(app_client: httpx.AsyncClient) -> None:
    spec = (await app_client.get("/openapi.json")).json()
    paths = spec["paths"]
    expected = {
        "/v1/events": {"get", "post"},
        "/v1/events/batch": {"post"},
        "/v1/events/{event_id}": {"get"},
        "/v1/evidence": {"post"},
        "/v1/evidence/{evidence_id}": {"get"},
        "/v1/admin/api-keys": {"post"},
        "/v1/admin/api-keys/{key_id}": {"delete"},
        "/healthz": {"get"},
        "/readyz": {"get"},
        "/metrics": {"get"},
    }
    for path, methods in expected.items():
        assert methods <= set(paths[path]), path
    schemes = spec["components"]["securitySchemes"]
    assert any(s.get("scheme", "").lower() == "bearer" for s in schemes.values())
    docs = await app_client.get("/docs")
    assert docs.status_code == 200 and "swagger" in docs.text.lower()


async def test_service_connections_run_without_jit(app_client: httpx.AsyncClient) -> None:
    """Short OLTP queries: PostgreSQL's JIT would only add compile time to the large tenants' plans."""
    engine = app_client.app.state.runtime.engine  # type: ignore[attr-defined]
    async with engine.connect() as connection:
        assert (await connection.exec_driver_sql("SHOW jit")).scalar_one() == "off"
