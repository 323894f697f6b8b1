"""A correction of the wording only changes the value the memory compares by (issue: "I live in
Berlin" over "I live in Munich" kept Munich, and the user's next "I live in Berlin" went to review)."""

from typing import Any

import pytest

from conftest import Tenant, assert_error
from facts.flows import get_fact, list_facts, say


async def _residence(tenant: Tenant, text: str) -> dict[str, Any]:
    body = await say(tenant, text)
    [candidate] = body["candidates"]
    assert candidate["fact_id"], body
    return await get_fact(tenant, candidate["fact_id"])


async def test_the_corrected_value_sticks_through_merging_search_and_conflicts(tenant: Tenant) -> None:
    munich = await _residence(tenant, "I live in Munich")
    assert (munich["subject"], munich["predicate"], munich["object_value"]) == ("user", "residence", "Munich")
    response = await tenant.patch(
        f"/v1/facts/{munich['id']}", json={"content": "I live in Berlin", "reason": "user corrected"}
    )
    assert response.status_code == 200, response.text
    berlin = response.json()
    assert (berlin["object_value"], berlin["content"], berlin["revision"]) == (
        "Berlin",
        "I live in Berlin",
        2,
    )

    said_again = await say(tenant, "I live in Berlin")
    [candidate] = said_again["candidates"]
    assert candidate["status"] == "ACCEPTED", candidate
    assert candidate["fact_id"] == berlin["id"], "the same memory again: merged, not a contradiction"
    assert (await tenant.get("/v1/candidates", params={"status": "PENDING"})).json()["items"] == []
    assert [f["object_value"] for f in await list_facts(tenant, user_id="u-1")] == ["Berlin"]

    found = await tenant.post("/v1/retrieve", json={"query": "where do I live?", "user_id": "u-1"})
    assert found.status_code == 200, found.text
    [item] = [i for i in found.json()["items"] if i["kind"] == "fact"]
    assert "Berlin" in item["content"] and item["conflicts"] == []
    context = await tenant.post("/v1/context", json={"query": "where do I live?", "user_id": "u-1"})
    assert "Berlin" in context.json()["text"] and "Munich" not in context.json()["text"]
    assert context.json()["sections"]["conflicts"] == []


async def test_a_chinese_correction_is_read_again_too(tenant: Tenant) -> None:
    fact = await _residence(tenant, "我住在上海")
    response = await tenant.patch(f"/v1/facts/{fact['id']}", json={"content": "我住在杭州", "reason": "更正"})
    assert response.status_code == 200, response.text
    assert response.json()["object_value"] == "杭州"


async def test_a_rewording_that_still_names_the_value_keeps_it(tenant: Tenant) -> None:
    fact = await _residence(tenant, "I like green tea")
    response = await tenant.patch(
        f"/v1/facts/{fact['id']}", json={"content": "Likes green tea a lot", "reason": "clearer"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["object_value"] == "like"


@pytest.mark.parametrize("content", ["Moved away, somewhere in the north", "Tea!"])
async def test_a_wording_that_drops_the_value_unread_is_422_naming_the_stale_value(
    tenant: Tenant, content: str
) -> None:
    fact = await _residence(tenant, "I live in Munich")
    response = await tenant.patch(f"/v1/facts/{fact['id']}", json={"content": content, "reason": "r"})
    error = assert_error(response, 422, "stale_value")
    assert "'Munich'" in str(error["message"]) and "object_value" in str(error["message"])
    assert error["details"] == {"field": "object_value", "stale_value": "Munich"}
    assert (await get_fact(tenant, fact["id"]))["status"] == "ACTIVE", "nothing written"
    both = await tenant.patch(
        f"/v1/facts/{fact['id']}", json={"content": content, "object_value": "Hamburg", "reason": "r"}
    )
    assert both.status_code == 200, both.text
    assert both.json()["object_value"] == "Hamburg"
