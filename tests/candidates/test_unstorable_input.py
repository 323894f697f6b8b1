"""Text PostgreSQL cannot store (NUL characters, lone surrogates) is the caller's error: 422, never 500."""

import json

import pytest

from conftest import Tenant, assert_error
from facts.flows import candidate_body, evidence_body


@pytest.mark.parametrize(
    "url",
    [
        "/v1/facts?predicate=a%00b",
        "/v1/facts?user_id=%00",
        "/v1/candidates?user_id=u%00",
    ],
)
async def test_nul_in_a_filter_is_422(tenant: Tenant, url: str) -> None:
    assert_error(await tenant.get(url), 422, "validation_error")


async def test_nul_in_a_user_id_path_is_422(tenant: Tenant) -> None:
    assert_error(await tenant.get("/v1/users/a%00b/export", "admin"), 422, "validation_error")
    assert_error(await tenant.delete("/v1/users/a%00b", "admin"), 422, "validation_error")


@pytest.mark.parametrize(
    "body",
    [
        candidate_body("likes \x00 tea", evidence=evidence_body("tea")),
        candidate_body("likes tea", evidence=evidence_body("t\x00ea")),
        candidate_body("likes tea", evidence={**evidence_body("tea"), "metadata": {"k\x00": "v"}}),
    ],
)
async def test_nul_anywhere_in_a_candidate_is_422(tenant: Tenant, body: dict[str, object]) -> None:
    assert_error(await tenant.post("/v1/candidates", json=body), 422, "validation_error")
    assert (await tenant.get("/v1/candidates")).json()["items"] == []


async def test_a_lone_surrogate_is_422(tenant: Tenant) -> None:
    raw = json.dumps(candidate_body("likes tea", evidence=evidence_body("tea"))).replace(
        "likes tea", "\\ud800"
    )
    response = await tenant.post("/v1/candidates", content=raw, headers={"Content-Type": "application/json"})
    assert_error(response, 422, "validation_error")
