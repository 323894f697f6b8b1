"""Reasons typed in the console are kept in the logs as written, so they are screened like the API's:
sensitive data → 422 and nothing changes."""

from conftest import Tenant
from console.flows import candidate_status, csrf_of, signed_in, waiting_candidate
from facts.flows import say

CARD_REASON = "用户报了卡号 4111 1111 1111 1111"


async def test_a_sensitive_reason_in_the_console_is_refused_and_changes_nothing(tenant: Tenant) -> None:
    candidate = await waiting_candidate(tenant, "The user lives in Lyon")
    fact_id = (await say(tenant, "I live in Lisbon"))["candidates"][0]["fact_id"]
    async with signed_in(tenant) as client:
        token = csrf_of((await client.get("/console")).text)
        data = {"csrf_token": token, "reason": CARD_REASON}
        for path in (
            f"/console/candidates/{candidate['id']}/reject",
            f"/console/candidates/{candidate['id']}/accept",
            f"/console/facts/{fact_id}/invalidate",
            f"/console/facts/{fact_id}/delete",
        ):
            response = await client.post(path, data=data)
            assert response.status_code == 422, (path, response.status_code)
            assert "4111" not in response.text
    assert await candidate_status(tenant, candidate["id"]) == "NEEDS_CONFIRMATION"
    assert (await tenant.get(f"/v1/facts/{fact_id}")).json()["status"] == "ACTIVE"
