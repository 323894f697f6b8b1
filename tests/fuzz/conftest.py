"""API fuzzing fixtures: the app under uvicorn in its own process (see server.py), one key per role."""

import uuid
from collections.abc import Iterator

import httpx
import pytest

from conftest import PLATFORM, free_port
from fuzz.server import FuzzServer, start
from memory_center.config import Settings

FUZZ_MARKER = "fuzz: schemathesis API fuzzing against a live server (deselect with -m 'not fuzz')"
TENANT_ROLES = ("agent", "reviewer", "admin")
LOG_OFFSET = pytest.StashKey[int]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", FUZZ_MARKER)


@pytest.fixture(scope="session")
def fuzz_server(
    settings: Settings, database_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[FuzzServer]:
    server = start(settings, database_url, free_port(), tmp_path_factory.mktemp("fuzz") / "server.log")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def fuzz_keys(fuzz_server: FuzzServer) -> dict[str, str | None]:
    """Bearer keys by role: a fresh tenant's agent, reviewer and admin, the platform key, and none."""
    tenant_id = "fuzz-" + uuid.uuid4().hex[:12]
    platform_key = PLATFORM["Authorization"].removeprefix("Bearer ")
    keys: dict[str, str | None] = {"platform": platform_key, "none": None}
    with httpx.Client(base_url=fuzz_server.base_url, headers=PLATFORM, timeout=30) as client:
        for role in TENANT_ROLES:
            body = {"tenant_id": tenant_id, "role": role, "name": f"fuzz-{role}"}
            response = client.post("/v1/admin/api-keys", json=body)
            assert response.status_code == 201, response.text
            keys[role] = response.json()["key"]
    return keys


@pytest.fixture(autouse=True)
def _mark_server_log(request: pytest.FixtureRequest) -> None:
    if "fuzz_server" in request.fixturenames:
        server: FuzzServer = request.getfixturevalue("fuzz_server")
        request.node.stash[LOG_OFFSET] = server.log_size()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[pytest.TestReport]:
    """A failing fuzz test shows what the server logged meanwhile (the traceback behind a 500)."""
    report: pytest.TestReport = yield
    server = getattr(item, "funcargs", {}).get("fuzz_server")
    if report.when != "call" or not report.failed or not isinstance(server, FuzzServer):
        return report
    if LOG_OFFSET in item.stash and (logged := server.log_since(item.stash[LOG_OFFSET])):
        report.sections.append(("fuzz server log", logged[-20_000:]))
    return report
