"""Test infrastructure: a real PostgreSQL with pgvector and a real Redis, and the app in-process.

- PostgreSQL: MC_DATABASE_URL if set (e.g. the compose `test` profile), else an embedded PostgreSQL 18 +
  pgvector in a fresh temporary folder, migrated once per run.
- Redis: MC_REDIS_URL if set, else a `redis-server` started on a free port for this run.
- Isolation: every test works in its own freshly created tenant (keys made through the API), so tests
  never see each other's rows and real concurrency needs no rollback tricks.
"""

import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import redis
from hypothesis import settings as hypothesis_settings

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.db.migrations import migrate
from memory_center.main import create_app

ADMIN_KEY = "test-platform-key-" + uuid.uuid4().hex

# Property tests search anew on every local run (each counterexample found is pinned with @example);
# under CI the search is derandomised, so that a landing run is repeatable (docs/security.md).
hypothesis_settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    hypothesis_settings.load_profile("ci")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class RedisServer:
    url: str
    process: subprocess.Popen[bytes] | None
    port: int

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
            self.process = None

    def start(self) -> None:
        if self.process is None:
            self.process = start_redis_process(self.port)


def start_redis_process(port: int) -> subprocess.Popen[bytes]:
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.exit("redis-server is not installed (apt-get install redis-server) and MC_REDIS_URL is unset")
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    client = redis.Redis(port=port)
    for _ in range(100):
        try:
            client.ping()
            return process
        except redis.ConnectionError:
            time.sleep(0.05)
    raise RuntimeError("redis-server did not start")


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    configured = os.environ.get("MC_REDIS_URL")
    if configured:
        yield RedisServer(configured, None, 0)
        return
    port = free_port()
    server = RedisServer(f"redis://127.0.0.1:{port}/0", start_redis_process(port), port)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def pg_dir() -> Iterator[Path | None]:
    if os.environ.get("MC_DATABASE_URL"):
        yield None
        return
    folder = Path(tempfile.mkdtemp(prefix="mc-test-pg-", dir="/tmp"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def database_url(pg_dir: Path | None) -> str:
    configured = os.environ.get("MC_DATABASE_URL")
    url = sqlalchemy_url(configured) if configured else start_embedded(pg_dir / "data", delete_on_exit=True)  # type: ignore[operator]
    migrate(url)
    return url


@pytest.fixture(scope="session")
def settings(redis_server: RedisServer) -> Settings:
    return Settings(
        environment="test",
        admin_api_key=ADMIN_KEY,
        redis_url=redis_server.url,
        sweeper_interval_seconds=0,
        match_embed_timeout_seconds=30,  # a loaded machine must not turn matching by meaning off
    )


@pytest.fixture(scope="session")
async def app_client(settings: Settings, database_url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


@dataclass
class Tenant:
    """A fresh tenant with one key per role, and a client to call the API as each of them."""

    id: str
    client: httpx.AsyncClient
    keys: dict[str, str]
    key_ids: dict[str, str]

    def headers(self, role: str = "agent") -> dict[str, str]:
        return {"Authorization": f"Bearer {self.keys[role]}"}

    async def request(self, method: str, url: str, role: str = "agent", **kwargs: object) -> httpx.Response:
        headers = {**self.headers(role), **kwargs.pop("headers", {})}  # type: ignore[dict-item]
        return await self.client.request(method, url, headers=headers, **kwargs)  # type: ignore[arg-type]

    async def get(self, url: str, role: str = "agent", **kwargs: object) -> httpx.Response:
        return await self.request("GET", url, role, **kwargs)

    async def post(self, url: str, role: str = "agent", **kwargs: object) -> httpx.Response:
        return await self.request("POST", url, role, **kwargs)

    async def put(self, url: str, role: str = "agent", **kwargs: object) -> httpx.Response:
        return await self.request("PUT", url, role, **kwargs)

    async def patch(self, url: str, role: str = "agent", **kwargs: object) -> httpx.Response:
        return await self.request("PATCH", url, role, **kwargs)

    async def delete(self, url: str, role: str = "agent", **kwargs: object) -> httpx.Response:
        return await self.request("DELETE", url, role, **kwargs)


PLATFORM = {"Authorization": f"Bearer {ADMIN_KEY}"}


async def make_tenant(client: httpx.AsyncClient) -> Tenant:
    hexed = uuid.uuid4().hex
    # a letter mid-way: twelve random hex digits are all digits about once in 280 ids, and "t-0047948691…"
    # is a phone number in international form, which an identifier may not hold (docs/security.md)
    tenant_id = f"t-{hexed[:6]}g{hexed[6:12]}"
    keys: dict[str, str] = {}
    key_ids: dict[str, str] = {}
    for role in ("agent", "reviewer", "admin"):
        response = await client.post(
            "/v1/admin/api-keys", json={"tenant_id": tenant_id, "role": role, "name": role}, headers=PLATFORM
        )
        assert response.status_code == 201, response.text
        keys[role] = response.json()["key"]
        key_ids[role] = response.json()["id"]
    return Tenant(tenant_id, client, keys, key_ids)


@pytest.fixture
async def tenant(app_client: httpx.AsyncClient) -> Tenant:
    return await make_tenant(app_client)


@pytest.fixture
async def other_tenant(app_client: httpx.AsyncClient) -> Tenant:
    return await make_tenant(app_client)


def assert_error(response: httpx.Response, status: int, code: str | None = None) -> dict[str, object]:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}, body
    error = body["error"]
    assert isinstance(error["code"], str) and error["code"]
    assert isinstance(error["message"], str) and error["message"]
    assert "details" in error
    if code is not None:
        assert error["code"] == code, error
    return error  # type: ignore[no-any-return]
