"""GET / PATCH / invalidate of facts, their revisions, `as_of`, and the bad paths."""

import itertools
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from conftest import Tenant, assert_error
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, revisions, say, submit


async def remember(tenant: Tenant, text: str = "I like green tea", **fields: Any) -> dict[str, Any]:
    body = await say(tenant, text, **fields)
    fact_id = body["candidates"][0]["fact_id"]
    assert fact_id, body
    return await get_fact(tenant, fact_id)


async def test_list_filters_are_plain_equality_on_the_fact_columns(tenant: Tenant) -> None:
    await say(tenant, "I like green tea", user_id="u-1")
    await say(tenant, "I like black coffee", user_id="u-2")
    await say(tenant, "预算不超过 8000 元", user_id="u-1", task_id="T9")
    assert {f["subject"] for f in await list_facts(tenant, user_id="u-1")} == {"green tea", "budget"}
    assert [f["user_id"] for f in await list_facts(tenant, user_id="u-2")] == ["u-2"]
    assert [f["subject"] for f in await list_facts(tenant, scope="TASK")] == ["budget"]
    assert [f["task_id"] for f in await list_facts(tenant, task_id="T9")] == ["T9"]
    assert len(await list_facts(tenant, memory_type="PREFERENCE")) == 2
    assert [
        f["user_id"] for f in await list_facts(tenant, subject="black coffee", predicate="preference")
    ] == ["u-2"]
    assert await list_facts(tenant, department_id="d-1") == []
    assert await list_facts(tenant, agent_id="a-1") == []
    assert await list_facts(tenant, session_id="s-1") == []


async def test_list_is_paginated_oldest_first(tenant: Tenant) -> None:
    for thing in ("tea", "coffee", "juice", "milk", "water"):
        await say(tenant, f"I like {thing}")
    seen: list[str] = []
    cursor = None
    while True:
        params: dict[str, Any] = {"limit": 2}
        if cursor:
            params["cursor"] = cursor
        page = (await tenant.get("/v1/facts", params=params)).json()
        seen += [f["subject"] for f in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == ["tea", "coffee", "juice", "milk", "water"]
    assert_error(await tenant.get("/v1/facts", params={"cursor": "nonsense"}), 422, "invalid_cursor")


async def test_status_filter_shows_superseded_and_defaults_to_active(tenant: Tenant) -> None:
    await say(tenant, "预算不超过 8000 元", task_id="T1")
    await say(tenant, "这次预算调整到 10000 元", task_id="T1")
    assert [f["object_value"] for f in await list_facts(tenant)] == ["10000 元"]
    assert [f["object_value"] for f in await list_facts(tenant, status="SUPERSEDED")] == ["8000 元"]
    assert await list_facts(tenant, status="INVALIDATED") == []


async def test_as_of_returns_each_revision_as_it_was_then(tenant: Tenant) -> None:
    before = datetime.now(UTC)
    await say(tenant, "预算不超过 8000 元", task_id="T200")
    between = datetime.now(UTC)
    await say(tenant, "这次旅行预算调整到 10000 元", task_id="T200")
    after = datetime.now(UTC)
    assert await list_facts(tenant, task_id="T200", as_of=(before - timedelta(seconds=1)).isoformat()) == []
    [then] = await list_facts(tenant, task_id="T200", as_of=between.isoformat())
    assert (then["object_value"], then["revision"], then["status"]) == ("8000 元", 1, "ACTIVE")
    [now] = await list_facts(tenant, task_id="T200", as_of=after.isoformat())
    assert (now["object_value"], now["revision"]) == ("10000 元", 2)
    [ended] = await list_facts(tenant, task_id="T200", as_of=after.isoformat(), status="SUPERSEDED")
    assert ended["object_value"] == "8000 元"


async def test_as_of_sees_an_invalidated_fact_before_its_invalidation(tenant: Tenant) -> None:
    fact = await remember(tenant)
    between = datetime.now(UTC)
    response = await tenant.post(f"/v1/facts/{fact['id']}/invalidate", "reviewer", json={"reason": "wrong"})
    assert response.status_code == 200
    assert [f["id"] for f in await list_facts(tenant, as_of=between.isoformat())] == [fact["id"]]
    assert await list_facts(tenant) == []
    assert [f["id"] for f in await list_facts(tenant, status="INVALIDATED")] == [fact["id"]]


async def test_as_of_needs_an_offset(tenant: Tenant) -> None:
    assert_error(
        await tenant.get("/v1/facts", params={"as_of": "2026-01-01T00:00:00"}), 422, "validation_error"
    )


async def test_a_fact_past_valid_until_is_expired_before_the_sweeper_runs(tenant: Tenant) -> None:
    now = datetime.now(UTC)
    body = candidate_body(
        "The user's gym pass",
        subject="gym pass",
        predicate="status",
        object_value="valid",
        evidence=evidence_body("gym pass valid"),
        valid_from=(now - timedelta(days=2)).isoformat(),
        valid_until=(now - timedelta(days=1)).isoformat(),
    )
    fact = (await submit(tenant, body))["fact"]
    assert fact["status"] == "EXPIRED"
    assert await list_facts(tenant) == []
    assert [f["id"] for f in await list_facts(tenant, status="EXPIRED")] == [fact["id"]]
    at = (now - timedelta(hours=36)).isoformat()
    assert [f["status"] for f in await list_facts(tenant, as_of=at)] == ["ACTIVE"]


async def test_patch_makes_a_user_confirmed_revision_that_supersedes(tenant: Tenant) -> None:
    old = await remember(tenant, "预算不超过 8000 元", task_id="T5")
    response = await tenant.patch(
        f"/v1/facts/{old['id']}", json={"object_value": "9000 元", "reason": "user said"}
    )
    assert response.status_code == 200, response.text
    new = response.json()
    assert (new["revision"], new["supersedes_id"], new["source_type"]) == (2, old["id"], "USER_CONFIRMED")
    assert new["object_value"] == "9000 元"
    assert new["content"] == "预算不超过 9000 元", "the value's one mention in the wording follows it"
    assert new["chain_id"] == old["chain_id"]
    assert [e["relation"] for e in new["evidence"]] == ["REFERENCE"]
    previous = await get_fact(tenant, old["id"])
    assert (previous["status"], previous["superseded_by_id"]) == ("SUPERSEDED", new["id"])
    chain = await revisions(tenant, new["id"])
    assert [r["revision"] for r in chain] == [1, 2]
    assert chain[1]["changes"][0]["action"] == "edit"
    assert chain[1]["changes"][0]["reason"] == "user said"
    assert chain[1]["changes"][0]["actor"] == tenant.key_ids["agent"]


async def test_patch_of_the_wording_only_keeps_the_evidence(tenant: Tenant) -> None:
    old = await remember(tenant)
    response = await tenant.patch(
        f"/v1/facts/{old['id']}", "reviewer", json={"content": "Likes green tea a lot", "reason": "clearer"}
    )
    assert response.status_code == 200, response.text
    new = response.json()
    assert new["object_value"] == old["object_value"]
    assert [e["relation"] for e in new["evidence"]] == ["SUPPORT"]


async def test_patch_can_set_a_new_end_of_validity(tenant: Tenant) -> None:
    old = await remember(tenant)
    until = (datetime.now(UTC) + timedelta(days=3)).replace(microsecond=0)
    response = await tenant.patch(
        f"/v1/facts/{old['id']}", json={"valid_until": until.isoformat(), "reason": "r"}
    )
    assert response.status_code == 200, response.text
    assert datetime.fromisoformat(response.json()["valid_until"]) == until


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"reason": "nothing to change"}, "validation_error"),
        ({"content": "x"}, "validation_error"),
        ({"content": "x", "reason": "r", "colour": "blue"}, "validation_error"),
        ({"content": "", "reason": "r"}, "validation_error"),
        ({"valid_until": "2020-01-01T00:00:00+00:00", "reason": "r"}, "validation_error"),
        ({"valid_until": "2030-01-01T00:00:00", "reason": "r"}, "validation_error"),
        ({"content": "my password is hunter2x", "reason": "r"}, "sensitive_data"),
        ({"object_value": "身份证 110101199003074514", "reason": "r"}, "sensitive_data"),
    ],
)
async def test_bad_patches_are_422(tenant: Tenant, body: dict[str, Any], code: str) -> None:
    fact = await remember(tenant)
    assert_error(await tenant.patch(f"/v1/facts/{fact['id']}", json=body), 422, code)
    assert (await get_fact(tenant, fact["id"]))["revision"] == 1


async def test_patch_or_invalidate_of_a_fact_that_is_not_active_is_409(tenant: Tenant) -> None:
    fact = await remember(tenant)
    patched = await tenant.patch(f"/v1/facts/{fact['id']}", json={"content": "I like tea!", "reason": "r"})
    assert patched.status_code == 200
    assert_error(
        await tenant.patch(f"/v1/facts/{fact['id']}", json={"content": "again", "reason": "r"}),
        409,
        "fact_not_active",
    )
    assert_error(
        await tenant.post(f"/v1/facts/{fact['id']}/invalidate", "reviewer", json={"reason": "r"}),
        409,
        "fact_not_active",
    )


async def test_invalidate_needs_a_reviewer_and_a_reason(tenant: Tenant) -> None:
    fact = await remember(tenant)
    url = f"/v1/facts/{fact['id']}/invalidate"
    assert_error(await tenant.post(url, json={"reason": "r"}), 403, "forbidden")
    assert_error(await tenant.post(url, "reviewer", json={}), 422, "validation_error")
    response = await tenant.post(url, "reviewer", json={"reason": "the user never said that"})
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "INVALIDATED"
    [revision] = await revisions(tenant, fact["id"])
    assert [c["action"] for c in revision["changes"]] == ["create", "invalidate"]
    assert await list_facts(tenant) == []


async def test_revisions_of_any_member_give_the_whole_chain_oldest_first(tenant: Tenant) -> None:
    for amount in (1000, 2000, 3000):
        await say(tenant, f"预算不超过 {amount} 元", task_id="T7")
    [active] = await list_facts(tenant, task_id="T7")
    chain = await revisions(tenant, active["id"])
    assert [r["object_value"] for r in chain] == ["1000 元", "2000 元", "3000 元"]
    assert chain == await revisions(tenant, chain[0]["id"])
    for older, newer in itertools.pairwise(chain):
        assert newer["supersedes_id"] == older["id"] and older["superseded_by_id"] == newer["id"]


async def test_another_tenants_fact_does_not_exist(tenant: Tenant, other_tenant: Tenant) -> None:
    fact = await remember(tenant)
    url = f"/v1/facts/{fact['id']}"
    for response in (
        await other_tenant.get(url),
        await other_tenant.get(url + "/revisions"),
        await other_tenant.patch(url, json={"content": "mine", "reason": "r"}),
        await other_tenant.post(url + "/invalidate", "reviewer", json={"reason": "r"}),
        await other_tenant.delete(url),
    ):
        assert_error(response, 404, "not_found")
    assert await list_facts(other_tenant) == []
    assert (await get_fact(tenant, fact["id"]))["status"] == "ACTIVE"


async def test_unknown_and_malformed_ids(tenant: Tenant) -> None:
    missing = uuid.uuid4()
    assert_error(await tenant.get(f"/v1/facts/{missing}"), 404, "not_found")
    assert_error(await tenant.get(f"/v1/facts/{missing}/revisions"), 404, "not_found")
    assert_error(await tenant.delete(f"/v1/facts/{missing}"), 404, "not_found")
    assert_error(await tenant.get("/v1/facts/not-a-uuid"), 422, "validation_error")
    assert_error(await tenant.get("/v1/facts", params={"status": "active"}), 422, "validation_error")
    assert_error(await tenant.get("/v1/facts", params={"scope": "WORLD"}), 422, "validation_error")


async def test_facts_need_a_key(tenant: Tenant) -> None:
    response = await tenant.client.get("/v1/facts")
    assert_error(response, 401, "unauthorized")
