"""No silent failure for a new user's slips: a misspelled query parameter, a forgotten user_id, a
wrong path or base URL, a form body, an unknown user erased, GET /."""

import re
import uuid
from typing import Any

import httpx
import pytest

from conftest import Tenant, assert_error
from facts.flows import say

TYPO = "userid"


def _get_paths(document: dict[str, Any]) -> list[str]:
    return sorted(path for path, item in document["paths"].items() if "get" in item)


def _concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", str(uuid.uuid4()), path)


async def test_every_get_of_the_document_refuses_an_unknown_query_parameter(tenant: Tenant) -> None:
    document = (await tenant.client.get("/openapi.json")).json()
    paths = _get_paths(document)
    assert "/v1/facts" in paths and "/healthz" in paths and len(paths) >= 15
    for path in paths:
        response = await tenant.get(_concrete(path), "admin", params={TYPO: "u-1"})
        error = assert_error(response, 422, "unknown_parameter")
        assert TYPO in str(error["message"]), (path, error)
        assert error["details"]["unknown"] == [TYPO], path  # type: ignore[index]
        declared = {
            p["name"] for p in document["paths"][path]["get"].get("parameters", []) if p["in"] == "query"
        }
        assert set(error["details"]["allowed"]) >= declared, path  # type: ignore[index]


async def test_a_misspelled_filter_no_longer_lists_every_users_facts(tenant: Tenant) -> None:
    await say(tenant, "I like green tea", user_id="u-1")
    await say(tenant, "I like black coffee", user_id="u-2")
    error = assert_error(await tenant.get("/v1/facts", params={"userid": "u-1"}), 422, "unknown_parameter")
    assert "userid" in str(error["message"]) and "user_id" in str(error["message"])
    listed = await tenant.get("/v1/facts", params={"user_id": "u-1", "limit": 10})
    assert [f["user_id"] for f in listed.json()["items"]] == ["u-1"], "known parameters still work"


async def test_a_reason_in_the_query_of_a_delete_keeps_its_own_message(tenant: Tenant) -> None:
    fact_id = (await say(tenant, "I like green tea"))["candidates"][0]["fact_id"]
    response = await tenant.delete(f"/v1/facts/{fact_id}", params={"reason": "x"})
    assert_error(response, 422, "reason_in_query")


@pytest.mark.parametrize("path", ["/v1/context", "/v1/retrieve"])
async def test_a_read_without_user_id_is_422_unless_tenant_wide_is_asked(tenant: Tenant, path: str) -> None:
    await say(tenant, "I live in Munich", user_id="u-1")
    error = assert_error(await tenant.post(path, json={"query": "where do I live?"}), 422, "validation_error")
    assert "user_id" in str(error["message"]) and "TENANT" in str(error["message"])
    wide = await tenant.post(path, json={"query": "where do I live?", "scope": "TENANT"})
    assert wide.status_code == 200, wide.text
    assert "Munich" not in wide.text, "a tenant-wide read holds no user's own memories"
    own = await tenant.post(path, json={"query": "where do I live?", "user_id": "u-1"})
    assert own.status_code == 200 and "Munich" in own.text
    assert_error(await tenant.post(path, json={"query": "q", "scope": "USER"}), 422, "validation_error")


async def test_an_unknown_path_points_to_the_docs(tenant: Tenant) -> None:
    error = assert_error(await tenant.get("/v1/fact"), 404, "not_found")
    assert "/v1/fact" in str(error["message"]) and "see /docs" in str(error["message"])
    assert "base URL" not in str(error["message"])


async def test_a_base_url_ending_in_v1_is_named(tenant: Tenant) -> None:
    error = assert_error(await tenant.get("/v1/v1/facts"), 404, "not_found")
    assert "base URL should not end in /v1" in str(error["message"]) and "/docs" in str(error["message"])


async def test_the_root_points_to_docs_console_and_health(app_client: httpx.AsyncClient) -> None:
    response = await app_client.get("/")
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["docs"], body["console"], body["health"], body["api_base"]) == (
        "/docs",
        "/console",
        "/healthz",
        "/v1",
    )


async def test_healthz_documents_its_answer_without_placeholders(app_client: httpx.AsyncClient) -> None:
    document = (await app_client.get("/openapi.json")).json()
    schema = document["paths"]["/healthz"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    assert "additionalProperties" not in str(schema)
    assert (await app_client.get("/healthz")).json() == {"status": "ok"}


async def test_redoc_is_not_told_to_click_a_button_it_lacks(app_client: httpx.AsyncClient) -> None:
    description = (await app_client.get("/openapi.json")).json()["info"]["description"]
    assert "/redoc" in description and "without such a button" in description


async def test_a_form_body_is_told_to_send_json(tenant: Tenant) -> None:
    response = await tenant.post("/v1/tasks", data={"task_id": "T1", "user_id": "u-1", "goal": "g"})
    error = assert_error(response, 422, "not_json")
    assert "send JSON (Content-Type: application/json)" in str(error["message"])
    assert (await tenant.get("/v1/tasks/T1")).status_code == 404, "nothing written"


async def test_erasing_an_unknown_user_says_so(tenant: Tenant) -> None:
    response = await tenant.delete("/v1/users/nobody-here", "admin")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["known"] is False and set(body["deleted"].values()) == {0}
    assert "nobody-here" in body["message"] and "unknown" in body["message"]
    await say(tenant, "I like green tea", user_id="u-9")
    known = (await tenant.delete("/v1/users/u-9", "admin")).json()
    assert known["known"] is True and known["deleted"]["memory_fact"] >= 1
