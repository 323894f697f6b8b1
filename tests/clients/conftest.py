"""The client suite runs against the real service over TCP: `memory-center serve` in a subprocess, on
this run's PostgreSQL and Redis, with this run's platform key. Each test gets a fresh tenant with one
key per role, made through the SDK itself.

The served process has the embedding model off (`MC_EMBEDDING_PROVIDER=none`): the clients are tested
here, not ranking, and keyword and structured retrieval see every row as soon as it is committed.
"""

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from conftest import ADMIN_KEY, RedisServer, free_port
from memory_center_client import MemoryCenter


@dataclass(frozen=True)
class Service:
    url: str
    platform_key: str


def service_env(database_url: str, redis_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env.update(
        MC_DATABASE_URL=database_url,
        MC_REDIS_URL=redis_url,
        MC_ADMIN_API_KEY=ADMIN_KEY,
        MC_ENVIRONMENT="test",
        MC_EMBEDDING_PROVIDER="none",
        MC_INDEXER_ENABLED="false",
        MC_SWEEPER_INTERVAL_SECONDS="0",
        MC_WORKERS="1",
    )
    return env


def wait_until_ready(url: str, process: subprocess.Popen[bytes], seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"memory-center serve exited with {process.returncode}")
        try:
            if httpx.get(url + "/readyz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError("memory-center serve did not become ready")


@pytest.fixture(scope="session")
def service(database_url: str, redis_server: RedisServer) -> Iterator[Service]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    command = [
        sys.executable,
        "-m",
        "memory_center.cli",
        "serve",
        "--port",
        str(port),
        "--log-level",
        "warning",
    ]
    process = subprocess.Popen(command, env=service_env(database_url, redis_server.url))
    try:
        wait_until_ready(url, process)
        yield Service(url, ADMIN_KEY)
    finally:
        process.terminate()
        process.wait(30)


@dataclass(frozen=True)
class SdkTenant:
    """A fresh tenant on the live service: its id, one key per role, and clients made from them."""

    id: str
    url: str
    keys: dict[str, str]
    key_ids: dict[str, str]

    def client(self, role: str = "agent", **options: object) -> MemoryCenter:
        return MemoryCenter(self.url, self.keys[role], **options)  # type: ignore[arg-type]


def make_sdk_tenant(service: Service) -> SdkTenant:
    tenant_id = "sdk-" + uuid.uuid4().hex[:12]
    keys: dict[str, str] = {}
    key_ids: dict[str, str] = {}
    with MemoryCenter(service.url, service.platform_key) as platform:
        for role in ("agent", "reviewer", "admin"):
            created = platform.create_api_key(tenant_id, role, name=f"sdk-{role}")
            keys[role], key_ids[role] = created.key, created.id
    return SdkTenant(tenant_id, service.url, keys, key_ids)


@pytest.fixture
def sdk_tenant(service: Service) -> SdkTenant:
    return make_sdk_tenant(service)


@pytest.fixture
def agent(sdk_tenant: SdkTenant) -> Iterator[MemoryCenter]:
    with sdk_tenant.client("agent") as client:
        yield client


@pytest.fixture
def reviewer(sdk_tenant: SdkTenant) -> Iterator[MemoryCenter]:
    with sdk_tenant.client("reviewer") as client:
        yield client


@pytest.fixture
def admin(sdk_tenant: SdkTenant) -> Iterator[MemoryCenter]:
    with sdk_tenant.client("admin") as client:
        yield client
