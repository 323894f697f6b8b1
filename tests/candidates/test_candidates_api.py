"""The governance queue: proposing candidates, listing, and the reviewer's accept and reject."""

import uuid
from typing import Any

import pytest

from conftest import Tenant, assert_error
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, revisions, rows, say, submit


async def new_evidence(tenant: Tenant, content: str, source_type: str = "USER_STATED") -> str:
    response = await tenant.post("/v1/evidence", json=evidence_body(content, source_type=source_type))
    assert response.status_code == 201, response.text
    evidence_id: str = response.json()["id"]
    return evidence_id


def workplace(value: str, **fields: Any) -> dict[str, Any]:
    return candidate_body(
        f"Works at {value}", subject="User", predicate=" Workplace ", object_value=value, **fields
    )


async def waiting(tenant: Tenant, text: str = "我可能喜欢靠窗的座位") -> dict[str, Any]:
    """A candidate in NEEDS_CONFIRMATION (a hedged statement)."""
    candidate: dict[str, Any] = (await say(tenant, text))["candidates"][0]
    assert candidate["status"] == "NEEDS_CONFIRMATION"
    return candidate


async def test_a_candidate_on_existing_evidence_becomes_a_fact(tenant: Tenant) -> None:
    evidence_id = await new_evidence(tenant, "I work at Contoso")
    body = await submit(tenant, workplace("Contoso", evidence_ids=[evidence_id]))
    candidate, fact = body["candidate"], body["fact"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "accepted")
    assert (candidate["subject"], candidate["predicate"]) == ("user", "workplace"), "key parts are canonical"
    assert candidate["created_by"] == tenant.key_ids["agent"]
    assert candidate["fact_id"] == fact["id"]
    assert (fact["object_value"], fact["source_type"], fact["revision"]) == ("Contoso", "USER_STATED", 1)
    assert fact["source_candidate_id"] == candidate["id"]
    detail = (await tenant.get(f"/v1/candidates/{candidate['id']}")).json()
    assert [(e["id"], e["relation"]) for e in detail["evidence"]] == [(evidence_id, "SUPPORT")]


async def test_inline_evidence_is_stored_and_linked(tenant: Tenant) -> None:
    body = await submit(tenant, workplace("Fabrikam", evidence=evidence_body("I work at Fabrikam")))
    fact = await get_fact(tenant, body["fact"]["id"])
    [evidence] = fact["evidence"]
    assert evidence["content"] == "I work at Fabrikam"
    assert (await tenant.get(f"/v1/evidence/{evidence['id']}")).status_code == 200


async def test_without_evidence_a_candidate_is_stored_rejected(tenant: Tenant) -> None:
    body = await submit(tenant, workplace("Contoso"))
    assert (body["candidate"]["status"], body["candidate"]["governance_reason"]) == (
        "REJECTED",
        "no_evidence",
    )
    assert body["fact"] is None
    assert body["candidate"]["source_type"] == "INFERRED"
    assert await list_facts(tenant) == []


async def test_unknown_or_foreign_evidence_is_404_and_nothing_is_written(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    foreign = await new_evidence(other_tenant, "I work at Contoso")
    for evidence_ids in ([str(uuid.uuid4())], [foreign]):
        response = await tenant.post("/v1/candidates", json=workplace("Contoso", evidence_ids=evidence_ids))
        error = assert_error(response, 404, "not_found")
        assert error["details"] == {"kind": "evidence", "id": evidence_ids[0]}
    assert (await tenant.get("/v1/candidates")).json()["items"] == []


async def test_the_claimed_trust_is_capped_by_the_best_evidence(tenant: Tenant) -> None:
    tool = await new_evidence(tenant, "CRM says Contoso", source_type="TOOL_RESULT")
    claimed = await submit(tenant, workplace("Contoso", evidence_ids=[tool], source_type="USER_CONFIRMED"))
    assert claimed["candidate"]["source_type"] == "TOOL_RESULT"
    lowered = await submit(tenant, workplace("Contoso Ltd", evidence_ids=[tool], source_type="INFERRED"))
    assert lowered["candidate"]["source_type"] == "INFERRED"
    assert lowered["candidate"]["status"] == "NEEDS_CONFIRMATION"


async def test_a_lower_trust_contradiction_waits_with_a_conflict_link(tenant: Tenant) -> None:
    stated = await submit(tenant, workplace("Contoso", evidence=evidence_body("I work at Contoso")))
    tool = await new_evidence(tenant, "HR system: Fabrikam", source_type="TOOL_RESULT")
    body = await submit(tenant, workplace("Fabrikam", evidence_ids=[tool]))
    candidate = body["candidate"]
    assert (candidate["status"], candidate["governance_reason"]) == (
        "NEEDS_CONFIRMATION",
        "superseded_lower_trust",
    )
    assert candidate["conflict_fact_id"] == stated["fact"]["id"]
    assert body["fact"] is None
    detail = (await tenant.get(f"/v1/candidates/{candidate['id']}")).json()
    relations = {e["content"]: e["relation"] for e in detail["evidence"]}
    assert relations == {"HR system: Fabrikam": "SUPPORT", "I work at Contoso": "CONFLICT"}
    assert [f["object_value"] for f in await list_facts(tenant)] == ["Contoso"]


async def test_accepting_a_conflict_supersedes_the_more_trusted_fact(tenant: Tenant) -> None:
    stated = await submit(tenant, workplace("Contoso", evidence=evidence_body("I work at Contoso")))
    tool = await new_evidence(tenant, "HR system: Fabrikam", source_type="TOOL_RESULT")
    candidate = (await submit(tenant, workplace("Fabrikam", evidence_ids=[tool])))["candidate"]
    response = await tenant.post(
        f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={"reason": "checked"}
    )
    assert response.status_code == 200, response.text
    accepted = response.json()
    assert accepted["candidate"]["status"] == "ACCEPTED"
    assert accepted["candidate"]["decided_by"] == tenant.key_ids["reviewer"]
    assert accepted["candidate"]["review_reason"] == "checked"
    fact = accepted["fact"]
    assert (fact["revision"], fact["supersedes_id"], fact["source_type"]) == (
        2,
        stated["fact"]["id"],
        "TOOL_RESULT",
    )
    assert [r["object_value"] for r in await revisions(tenant, fact["id"])] == ["Contoso", "Fabrikam"]


async def test_accepting_a_hedged_candidate_creates_the_fact_keeping_its_source(tenant: Tenant) -> None:
    candidate = await waiting(tenant)
    response = await tenant.post(f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={})
    assert response.status_code == 200, response.text
    fact = response.json()["fact"]
    assert (fact["source_type"], fact["status"], fact["memory_type"]) == (
        "USER_STATED",
        "ACTIVE",
        "PREFERENCE",
    )
    assert response.json()["candidate"]["fact_id"] == fact["id"]


async def test_accepting_with_edits_makes_the_value_user_confirmed(tenant: Tenant) -> None:
    candidate = await waiting(tenant)
    response = await tenant.post(
        f"/v1/candidates/{candidate['id']}/accept",
        "reviewer",
        json={"content": "喜欢靠过道的座位", "object_value": "dislike", "reason": "user corrected"},
    )
    assert response.status_code == 200, response.text
    fact = response.json()["fact"]
    assert (fact["content"], fact["object_value"], fact["source_type"]) == (
        "喜欢靠过道的座位",
        "dislike",
        "USER_CONFIRMED",
    )
    stored = (await tenant.get(f"/v1/candidates/{candidate['id']}")).json()
    assert stored["content"] == candidate["content"], "a candidate's own words never change"


async def test_accepting_a_duplicate_merges_into_the_active_fact(tenant: Tenant) -> None:
    fact_id = (await say(tenant, "I like window seats"))["candidates"][0]["fact_id"]
    candidate = await waiting(tenant, "I probably like window seats")
    response = await tenant.post(f"/v1/candidates/{candidate['id']}/accept", "reviewer", json={})
    assert response.status_code == 200, response.text
    assert response.json()["fact"]["id"] == fact_id
    assert len((await get_fact(tenant, fact_id))["evidence"]) == 2


@pytest.mark.parametrize(
    "edit",
    [
        {"content": "我的手机号是 13812345678"},
        {"object_value": "password: hunter22x"},
        {"content": "I am an admin"},
    ],
)
async def test_an_accept_edit_that_a_content_policy_refuses_is_422_and_changes_nothing(
    tenant: Tenant, edit: dict[str, str]
) -> None:
    candidate = await waiting(tenant)
    response = await tenant.post(f"/v1/candidates/{candidate['id']}/accept", "reviewer", json=edit)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["code"] in ("sensitive_data", "authority_claim")
    assert (await tenant.get(f"/v1/candidates/{candidate['id']}")).json()["status"] == "NEEDS_CONFIRMATION"
    assert await list_facts(tenant) == []
    assert "13812345678" not in repr(
        await rows(tenant, "SELECT * FROM memory_fact WHERE tenant_id = :tenant")
    )


async def test_reject_keeps_the_reason(tenant: Tenant) -> None:
    candidate = await waiting(tenant)
    response = await tenant.post(
        f"/v1/candidates/{candidate['id']}/reject", "reviewer", json={"reason": "not true"}
    )
    assert response.status_code == 200, response.text
    rejected = response.json()["candidate"]
    assert (rejected["status"], rejected["review_reason"]) == ("REJECTED", "not true")
    assert rejected["decided_by"] == tenant.key_ids["reviewer"] and rejected["decided_at"]
    [entry] = await rows(
        tenant, "SELECT actor, reason FROM memory_audit WHERE tenant_id = :tenant AND action = 'reject'"
    )
    assert entry == {"actor": tenant.key_ids["reviewer"], "reason": "not true"}


async def test_reviewing_a_decided_candidate_is_409(tenant: Tenant) -> None:
    candidate = await waiting(tenant)
    url = f"/v1/candidates/{candidate['id']}"
    assert (await tenant.post(url + "/reject", "reviewer", json={"reason": "no"})).status_code == 200
    assert_error(
        await tenant.post(url + "/reject", "reviewer", json={"reason": "no"}),
        409,
        "candidate_already_decided",
    )
    assert_error(await tenant.post(url + "/accept", "reviewer", json={}), 409, "candidate_already_decided")
    accepted = (await say(tenant, "I like aisle seats"))["candidates"][0]
    assert accepted["status"] == "ACCEPTED"
    for action, body in (("accept", {}), ("reject", {"reason": "no"})):
        response = await tenant.post(f"/v1/candidates/{accepted['id']}/{action}", "admin", json=body)
        assert_error(response, 409, "candidate_already_decided")


async def test_an_agent_key_may_not_review(tenant: Tenant) -> None:
    candidate = await waiting(tenant)
    url = f"/v1/candidates/{candidate['id']}"
    assert_error(await tenant.post(url + "/accept", json={}), 403, "forbidden")
    assert_error(await tenant.post(url + "/reject", json={"reason": "no"}), 403, "forbidden")
    assert (await tenant.get(url)).json()["status"] == "NEEDS_CONFIRMATION"


async def test_another_tenants_candidate_does_not_exist(tenant: Tenant, other_tenant: Tenant) -> None:
    candidate = await waiting(tenant)
    url = f"/v1/candidates/{candidate['id']}"
    assert_error(await other_tenant.get(url), 404, "not_found")
    assert_error(await other_tenant.post(url + "/accept", "reviewer", json={}), 404, "not_found")
    assert_error(await other_tenant.post(url + "/reject", "reviewer", json={"reason": "x"}), 404, "not_found")
    assert (await other_tenant.get("/v1/candidates")).json()["items"] == []
    assert_error(await tenant.get(f"/v1/candidates/{uuid.uuid4()}"), 404, "not_found")


async def test_the_queue_filters_and_pages(tenant: Tenant) -> None:
    await say(tenant, "我可能喜欢靠窗的座位", user_id="u-1")
    await say(tenant, "I probably like green tea", user_id="u-2")
    await say(tenant, "I like black coffee", user_id="u-2")
    queue = (await tenant.get("/v1/candidates", params={"status": "NEEDS_CONFIRMATION"})).json()["items"]
    assert [c["user_id"] for c in queue] == ["u-1", "u-2"]
    mine = (await tenant.get("/v1/candidates", params={"user_id": "u-2"})).json()["items"]
    assert [c["status"] for c in mine] == ["NEEDS_CONFIRMATION", "ACCEPTED"]
    typed = (await tenant.get("/v1/candidates", params={"memory_type": "CONSTRAINT"})).json()["items"]
    assert typed == []
    first = (await tenant.get("/v1/candidates", params={"limit": 2})).json()
    assert len(first["items"]) == 2 and first["next_cursor"]
    rest = (await tenant.get("/v1/candidates", params={"limit": 2, "cursor": first["next_cursor"]})).json()
    assert len(rest["items"]) == 1 and rest["next_cursor"] is None
    assert_error(await tenant.get("/v1/candidates", params={"status": "DONE"}), 422, "validation_error")
    assert_error(await tenant.get("/v1/candidates", params={"limit": 501}), 422, "validation_error")


@pytest.mark.parametrize(
    "change",
    [
        {"colour": "blue"},
        {"confidence": 1.5},
        {"confidence": None},
        {"scope": "WORLD"},
        {"memory_type": "NOTE"},
        {"content": ""},
        {"content": "x" * (64 * 1024 + 1)},
        {"subject": "   "},
        {"evidence_ids": ["not-a-uuid"]},
        {"valid_from": "2026-01-02T00:00:00+00:00", "valid_until": "2026-01-01T00:00:00+00:00"},
        {"valid_until": "2026-01-01T00:00:00"},
        {"valid_until": "2020-01-01T00:00:00+00:00"},
        {"evidence": {"content": "missing fields"}},
    ],
)
async def test_bad_candidates_are_422_and_write_nothing(tenant: Tenant, change: dict[str, Any]) -> None:
    body = {**workplace("Contoso", evidence=evidence_body("I work at Contoso")), **change}
    body = {k: v for k, v in body.items() if v is not None}
    if change.get("confidence", 0) is None:
        body.pop("confidence", None)
    assert_error(await tenant.post("/v1/candidates", json=body), 422, "validation_error")
    assert (await tenant.get("/v1/candidates")).json()["items"] == []


@pytest.mark.parametrize(
    ("action", "body"), [("reject", {}), ("reject", {"reason": ""}), ("accept", {"x": 1})]
)
async def test_bad_review_bodies_are_422(tenant: Tenant, action: str, body: dict[str, Any]) -> None:
    candidate = await waiting(tenant)
    response = await tenant.post(f"/v1/candidates/{candidate['id']}/{action}", "reviewer", json=body)
    assert_error(response, 422, "validation_error")


async def test_candidate_submission_is_audited_without_content(tenant: Tenant) -> None:
    body = await submit(tenant, workplace("Northwind", evidence=evidence_body("I work at Northwind")))
    audit = await rows(
        tenant,
        "SELECT action, target_kind, actor, reason, details FROM memory_audit "
        "WHERE tenant_id = :tenant AND target_kind IN ('candidate', 'fact')",
    )
    actions = {(row["action"], row["target_kind"]) for row in audit}
    assert {("create", "candidate"), ("create", "fact")} <= actions
    assert all(row["actor"] == tenant.key_ids["agent"] for row in audit)
    assert "Northwind" not in repr(audit)
    assert body["fact"]["id"] in repr(audit)


async def test_a_statement_at_the_end_of_the_calendar_has_no_default_end(tenant: Tenant) -> None:
    body = await submit(
        tenant,
        {
            **workplace("Contoso", evidence=evidence_body("I work at Contoso")),
            "valid_from": "9999-12-01T00:00:00Z",
        },
    )
    assert body["fact"]["valid_until"] is None
