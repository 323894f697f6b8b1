"""Failed API key checks are throttled per client address (``api.sign_in_limit``): 429 with
Retry-After once the limit is reached, before the key is looked up; other addresses are not affected;
the failures leave the window after a minute."""

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import HTTPException

from conftest import PLATFORM
from memory_center.auth.sign_in_limit import SignInLimit
from memory_center.config import Settings
from memory_center.main import create_app


def test_the_limit_counts_failures_per_address_in_a_window() -> None:
    limit = SignInLimit(2, window=0.2)
    for _ in range(2):
        limit.check("10.0.0.1")
        limit.failed("10.0.0.1")
    with pytest.raises(HTTPException) as refused:
        limit.check("10.0.0.1")
    assert refused.value.status_code == 429
    assert refused.value.headers == {"Retry-After": "1"}
    limit.check("10.0.0.2")  # another address is not affected


def test_failures_leave_the_window() -> None:
    limit = SignInLimit(1, window=0.0)
    limit.failed("10.0.0.1")
    limit.check("10.0.0.1")


def test_zero_means_no_limit() -> None:
    limit = SignInLimit(0)
    for _ in range(100):
        limit.failed("10.0.0.1")
    limit.check("10.0.0.1")


@pytest.fixture
async def strict_client(settings: Settings, database_url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings.model_copy(update={"auth_failures_per_minute": 3}), db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=("192.0.2.7", 4000))
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            yield client


async def test_a_flood_of_bad_keys_gets_429_with_retry_after(strict_client: httpx.AsyncClient) -> None:
    bad = {"Authorization": "Bearer mc_not-a-key"}
    statuses = [(await strict_client.get("/v1/facts", headers=bad)).status_code for _ in range(3)]
    assert statuses == [401, 401, 401]
    refused = await strict_client.get("/v1/facts", headers=bad)
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "too_many_requests"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    # the address is throttled whatever key it sends next, the platform key included
    platform = await strict_client.post("/v1/admin/api-keys", headers=PLATFORM, json={"tenant_id": "t-x"})
    assert platform.status_code == 429
