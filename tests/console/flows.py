"""Console test helpers: data made through the API, and a console client that signs in like a browser."""

import contextlib
import re
from collections.abc import AsyncIterator
from typing import Any

import httpx

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, submit

HIDDEN_TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def csrf_of(html: str) -> str:
    found = HIDDEN_TOKEN.search(html)
    assert found, "the page has no CSRF token"
    return found.group(1)


def console_client(tenant: Tenant) -> httpx.AsyncClient:
    """A client of its own (its own cookie jar) over the same in-process app."""
    app = tenant.client.app  # type: ignore[attr-defined]
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test", timeout=60)


async def sign_in(client: httpx.AsyncClient, key: str) -> httpx.Response:
    form = await client.get("/console")
    assert form.status_code == 200, form.text
    return await client.post("/console/sign-in", data={"api_key": key, "csrf_token": csrf_of(form.text)})


@contextlib.asynccontextmanager
async def signed_in(tenant: Tenant, role: str = "reviewer") -> AsyncIterator[httpx.AsyncClient]:
    async with console_client(tenant) as client:
        response = await sign_in(client, tenant.keys[role])
        assert response.status_code == 303, response.text
        yield client


async def waiting_candidate(
    tenant: Tenant, content: str, *, evidence: str | None = None, user_id: str = "u-1", **fields: Any
) -> dict[str, Any]:
    """A candidate in NEEDS_CONFIRMATION: proposed with a confidence under the review threshold."""
    body = candidate_body(
        content,
        user_id=user_id,
        confidence=0.5,
        evidence=evidence_body(evidence or content, user_id=user_id),
        **fields,
    )
    candidate: dict[str, Any] = (await submit(tenant, body))["candidate"]
    assert candidate["status"] == "NEEDS_CONFIRMATION", candidate
    return candidate


async def candidate_status(tenant: Tenant, candidate_id: str) -> str:
    response = await tenant.get(f"/v1/candidates/{candidate_id}")
    assert response.status_code == 200, response.text
    status: str = response.json()["status"]
    return status
