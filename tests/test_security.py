"""Authentication, roles and tenant isolation."""

import pytest

from conftest import PLATFORM, Tenant, assert_error
from factories import message


async def test_missing_and_bad_keys_are_401(tenant: Tenant) -> None:
    client = tenant.client
    assert_error(await client.get("/v1/events"), 401, "unauthorized")
    assert_error(await client.get("/v1/events", headers={"Authorization": "Bearer mc_nope"}), 401)
    assert_error(await client.get("/v1/events", headers={"Authorization": "Basic abc"}), 401)


async def test_revoked_key_stops_working_at_once(tenant: Tenant) -> None:
    created = await tenant.post(
        "/v1/admin/api-keys", "admin", json={"tenant_id": tenant.id, "role": "agent", "name": "temp"}
    )
    assert created.status_code == 201
    key = created.json()
    headers = {"Authorization": f"Bearer {key['key']}"}
    assert (await tenant.client.get("/v1/events", headers=headers)).status_code == 200
    revoked = await tenant.delete(f"/v1/admin/api-keys/{key['id']}", "admin")
    assert revoked.status_code == 204
    assert_error(await tenant.client.get("/v1/events", headers=headers), 401)
    assert_error(await tenant.delete(f"/v1/admin/api-keys/{key['id']}", "admin"), 404)


async def test_key_is_shown_once_and_stored_hashed(tenant: Tenant) -> None:
    created = (
        await tenant.post("/v1/admin/api-keys", "admin", json={"tenant_id": tenant.id, "role": "reviewer"})
    ).json()
    assert created["key"].startswith("mc_")
    assert created["role"] == "reviewer"
    assert created["name"] == "default"
    from sqlalchemy import text

    app = tenant.client.app  # type: ignore[attr-defined]
    async with app.state.runtime.engine.connect() as conn:
        row = (
            await conn.execute(text("SELECT key_hash FROM api_key WHERE id = :id"), {"id": created["id"]})
        ).one()
        raw = await conn.execute(
            text("SELECT count(*) FROM api_key WHERE key_hash = :k"), {"k": created["key"]}
        )
    assert row.key_hash != created["key"] and len(row.key_hash) == 64
    assert raw.scalar() == 0


@pytest.mark.parametrize("role", ["agent", "reviewer"])
async def test_only_admins_manage_keys(tenant: Tenant, role: str) -> None:
    body = {"tenant_id": tenant.id, "role": "admin"}
    assert_error(await tenant.post("/v1/admin/api-keys", role, json=body), 403, "forbidden")
    assert_error(await tenant.delete(f"/v1/admin/api-keys/{tenant.key_ids['agent']}", role), 403)


async def test_tenant_admin_cannot_create_keys_for_another_tenant(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    body = {"tenant_id": other_tenant.id, "role": "admin"}
    assert_error(await tenant.post("/v1/admin/api-keys", "admin", json=body), 403)
    assert_error(await tenant.delete(f"/v1/admin/api-keys/{other_tenant.key_ids['agent']}", "admin"), 404)
    assert (await other_tenant.get("/v1/events")).status_code == 200


async def test_platform_key_manages_keys_only(tenant: Tenant) -> None:
    assert_error(await tenant.client.get("/v1/events", headers=PLATFORM), 403)
    bad = await tenant.client.post(
        "/v1/admin/api-keys", json={"tenant_id": "x", "role": "god"}, headers=PLATFORM
    )
    assert_error(bad, 422)


async def test_cross_tenant_reads_are_404(tenant: Tenant, other_tenant: Tenant) -> None:
    created = (await other_tenant.post("/v1/events", json=message("their secret", user_id="u-x"))).json()
    event_id = created["event"]["id"]
    evidence_id = created["evidence"][0]["id"]
    assert (await other_tenant.get(f"/v1/events/{event_id}")).status_code == 200
    for url in (f"/v1/events/{event_id}", f"/v1/evidence/{evidence_id}"):
        error = assert_error(await tenant.get(url), 404, "not_found")
        assert "their secret" not in str(error)
    assert (await tenant.get("/v1/events", params={"user_id": "u-x"})).json()["items"] == []
    assert (await tenant.get("/v1/events")).json()["items"] == []


async def test_tenant_in_body_is_never_honoured(tenant: Tenant) -> None:
    assert_error(await tenant.post("/v1/events", json={**message("x"), "tenant_id": "someone-else"}), 422)
