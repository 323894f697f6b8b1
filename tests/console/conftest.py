"""Console browser fixtures: the app under uvicorn in its own process, one headless Chromium for the
run, and after every browser test the check that no page asked any host but the service."""

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from conftest import PLATFORM, free_port
from console.browser import Browser, launch
from fuzz.server import FuzzServer, start
from memory_center.config import Settings


@pytest.fixture(scope="session")
def console_server(
    settings: Settings, database_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[FuzzServer]:
    server = start(settings, database_url, free_port(), tmp_path_factory.mktemp("console") / "server.log")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def chromium(console_server: FuzzServer) -> Iterator[Browser]:
    browser = launch(console_server.base_url)
    yield browser
    browser.quit()


@pytest.fixture
def browser(chromium: Browser) -> Iterator[Browser]:
    chromium.reset()
    yield chromium
    foreign = chromium.foreign_requests()
    assert foreign == [], f"the page asked hosts other than the service: {foreign}"
    assert chromium.requested, "the performance log recorded no request at all"


@dataclass
class LiveTenant:
    """A fresh tenant on the live server, with one key per role and a client per role."""

    id: str
    base_url: str
    keys: dict[str, str]

    def call(self, method: str, path: str, role: str = "agent", **kwargs: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {self.keys[role]}"}
        return httpx.request(method, self.base_url + path, headers=headers, timeout=60, **kwargs)

    def ok(self, method: str, path: str, role: str = "agent", **kwargs: Any) -> dict[str, Any]:
        response = self.call(method, path, role, **kwargs)
        assert response.status_code in (200, 201), response.text
        body: dict[str, Any] = response.json()
        return body


def make_live_tenant(server: FuzzServer) -> LiveTenant:
    tenant_id = "console-" + uuid.uuid4().hex[:10]
    keys = {}
    for role in ("agent", "reviewer", "admin"):
        response = httpx.post(
            server.base_url + "/v1/admin/api-keys",
            json={"tenant_id": tenant_id, "role": role, "name": f"{role} (console test)"},
            headers=PLATFORM,
            timeout=60,
        )
        assert response.status_code == 201, response.text
        keys[role] = response.json()["key"]
    return LiveTenant(tenant_id, server.base_url, keys)


@pytest.fixture
def live(console_server: FuzzServer) -> LiveTenant:
    return make_live_tenant(console_server)


@pytest.fixture
def other_live(console_server: FuzzServer) -> LiveTenant:
    return make_live_tenant(console_server)
