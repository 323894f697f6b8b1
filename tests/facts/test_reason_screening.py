"""Free-text reasons are kept verbatim in revision and audit logs, so they are screened like content:
sensitive data in a reason → 422 ``sensitive_data`` and nothing written. DELETE takes its reason from
the JSON body or the X-Reason header, never from the URL (422 ``reason_in_query``)."""

from typing import Any
from urllib.parse import quote

import pytest

from conftest import Tenant, assert_error
from facts.flows import dump_text, rows, say

CARD = "5500 0000 0000 0004"
REASONS = {
    "card": f"the user read out card {CARD}",
    "phone": "用户在电话 13812345678 里确认的",
    "password": "she said the password is Hunter22!",
    "passport": "护照号 E12345678 对不上",
}


async def _fact(tenant: Tenant) -> dict[str, Any]:
    answer = await say(tenant, "I live in Lisbon")
    fact_id = answer["candidates"][0]["fact_id"]
    assert fact_id is not None, answer
    fact: dict[str, Any] = (await tenant.get(f"/v1/facts/{fact_id}")).json()
    return fact


async def _waiting(tenant: Tenant) -> str:
    candidate = (await say(tenant, "我可能喜欢靠窗的座位"))["candidates"][0]
    assert candidate["status"] == "NEEDS_CONFIRMATION", candidate
    return str(candidate["id"])


async def _audit_count(tenant: Tenant) -> int:
    found = await rows(tenant, "SELECT count(*) AS n FROM memory_audit WHERE tenant_id = :tenant")
    return int(found[0]["n"])


@pytest.mark.parametrize("kind", list(REASONS))
async def test_a_sensitive_reason_is_refused_everywhere_and_nothing_is_written(
    tenant: Tenant, kind: str
) -> None:
    reason = REASONS[kind]
    fact = await _fact(tenant)
    candidate = await _waiting(tenant)
    audits = await _audit_count(tenant)
    calls = [
        tenant.patch(f"/v1/facts/{fact['id']}", json={"object_value": "Porto", "reason": reason}),
        tenant.post(f"/v1/facts/{fact['id']}/invalidate", "reviewer", json={"reason": reason}),
        tenant.delete(f"/v1/facts/{fact['id']}", json={"reason": reason}),
        tenant.delete(f"/v1/facts/{fact['id']}", headers={"X-Reason": quote(reason)}),
        tenant.post(f"/v1/candidates/{candidate}/accept", "reviewer", json={"reason": reason}),
        tenant.post(f"/v1/candidates/{candidate}/reject", "reviewer", json={"reason": reason}),
    ]
    for call in calls:
        error = assert_error(await call, 422, "sensitive_data")
        assert error["details"]["field"] == "reason"  # type: ignore[index]
    assert (await tenant.get(f"/v1/facts/{fact['id']}")).json()["status"] == "ACTIVE"
    assert (await tenant.get(f"/v1/candidates/{candidate}")).json()["status"] == "NEEDS_CONFIRMATION"
    assert await _audit_count(tenant) == audits
    assert reason not in await dump_text(tenant)


async def test_clean_reasons_are_kept(tenant: Tenant) -> None:
    fact = await _fact(tenant)
    patched = await tenant.patch(
        f"/v1/facts/{fact['id']}", json={"object_value": "Porto", "reason": "用户更正"}
    )
    assert patched.status_code == 200, patched.text
    rejected = await tenant.post(
        f"/v1/candidates/{await _waiting(tenant)}/reject",
        "reviewer",
        json={"reason": "the user never said that"},
    )
    assert rejected.status_code == 200, rejected.text
    assert rejected.json()["candidate"]["review_reason"] == "the user never said that"


async def test_delete_reason_comes_from_the_body_or_the_header_never_the_url(tenant: Tenant) -> None:
    in_url = await _fact(tenant)
    error = assert_error(
        await tenant.delete(f"/v1/facts/{in_url['id']}", params={"reason": "user asked"}),
        422,
        "reason_in_query",
    )
    assert "X-Reason" in str(error["message"])
    assert (await tenant.get(f"/v1/facts/{in_url['id']}")).status_code == 200, "nothing deleted"

    by_body, by_header, silent = await _fact(tenant), None, None
    assert (
        await tenant.delete(f"/v1/facts/{by_body['id']}", json={"reason": "user asked"})
    ).status_code == 204
    await say(tenant, "I work at Quince Labs")
    by_header = (await tenant.get("/v1/facts", params={"subject": "user", "predicate": "workplace"})).json()
    [header_fact] = by_header["items"]
    deleted = await tenant.delete(
        f"/v1/facts/{header_fact['id']}", headers={"X-Reason": quote("用户要求删除")}
    )
    assert deleted.status_code == 204, deleted.text
    await say(tenant, "My birthday is on May 3rd")
    silent = (await tenant.get("/v1/facts", params={"subject": "user", "predicate": "birthday"})).json()
    [silent_fact] = silent["items"]
    assert (await tenant.delete(f"/v1/facts/{silent_fact['id']}")).status_code == 204

    audit = await rows(
        tenant,
        "SELECT target_id, reason FROM memory_audit WHERE tenant_id = :tenant AND action = 'delete'",
    )
    reasons = {row["target_id"]: row["reason"] for row in audit}
    assert reasons == {
        by_body["id"]: "user asked",
        header_fact["id"]: "用户要求删除",
        silent_fact["id"]: None,
    }


@pytest.mark.parametrize("header", ["%FF%FE", "%00", "   ", "x" * 1001])
async def test_a_bad_x_reason_header_is_422_and_deletes_nothing(tenant: Tenant, header: str) -> None:
    fact = await _fact(tenant)
    assert_error(await tenant.delete(f"/v1/facts/{fact['id']}", headers={"X-Reason": header}), 422)
    assert (await tenant.get(f"/v1/facts/{fact['id']}")).status_code == 200


async def test_a_task_transition_reason_is_screened_too(tenant: Tenant) -> None:
    created = await tenant.post(
        "/v1/tasks", json={"task_id": "T-pay", "user_id": "u-1", "goal": "pay the hotel"}
    )
    assert created.status_code == 201, created.text
    body = {"to_status": "PLANNING", "expected_version": 1, "reason": f"paid with card {CARD}"}
    assert_error(await tenant.post("/v1/tasks/T-pay/transitions", json=body), 422, "sensitive_data")
    assert (await tenant.get("/v1/tasks/T-pay")).json()["version"] == 1
    body["reason"] = "the user gave the dates"
    assert (await tenant.post("/v1/tasks/T-pay/transitions", json=body)).status_code == 200
