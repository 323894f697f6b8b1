from conftest import Tenant, assert_error
from factories import message


def document(**fields: object) -> dict[str, object]:
    body: dict[str, object] = {
        "evidence_type": "DOCUMENT",
        "source_type": "TOOL_RESULT",
        "source_system": "crm",
        "source_id": "contract-77",
        "user_id": "u-1",
        "content": "合同在 2027 年 1 月 1 日续签。",
        "locator": {"path": "contracts/77.pdf", "page": 2},
        "metadata": {"lang": "zh"},
        "occurred_at": "2026-05-01T08:00:00Z",
    }
    body.update(fields)
    return body


async def test_create_and_get_evidence(tenant: Tenant) -> None:
    created = await tenant.post("/v1/evidence", json=document())
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["content"] == "合同在 2027 年 1 月 1 日续签。"
    assert body["locator"] == {"path": "contracts/77.pdf", "page": 2}
    assert body["metadata"] == {"lang": "zh"}
    got = await tenant.get(f"/v1/evidence/{body['id']}")
    assert got.status_code == 200
    assert got.json() == body


async def test_evidence_linked_to_own_event(tenant: Tenant) -> None:
    event = (await tenant.post("/v1/events", json=message("hello"))).json()["event"]
    created = await tenant.post("/v1/evidence", json=document(event_id=event["id"]))
    assert created.status_code == 201
    assert created.json()["event_id"] == event["id"]


async def test_evidence_cannot_point_at_another_tenants_event(tenant: Tenant, other_tenant: Tenant) -> None:
    event = (await other_tenant.post("/v1/events", json=message("secret"))).json()["event"]
    assert_error(await tenant.post("/v1/evidence", json=document(event_id=event["id"])), 404, "not_found")


async def test_evidence_validation(tenant: Tenant) -> None:
    assert_error(await tenant.post("/v1/evidence", json=document(evidence_type="RUMOUR")), 422)
    assert_error(await tenant.post("/v1/evidence", json=document(source_type="user_stated")), 422)
    assert_error(await tenant.post("/v1/evidence", json=document(content="")), 422)
    assert_error(await tenant.post("/v1/evidence", json=document(content="x" * (64 * 1024 + 1))), 422)
    assert_error(await tenant.post("/v1/evidence", json=document(sourcesystem="typo")), 422)
    assert_error(await tenant.post("/v1/evidence", json=document(occurred_at="2026-05-01T08:00:00")), 422)
