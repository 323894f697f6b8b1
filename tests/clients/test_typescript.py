"""The TypeScript client's own suite (`npm test` in clients/typescript: Node's test runner) against the
live service this package starts, with the platform key in the environment. `make install` runs
`npm ci`; this test runs it too when the dependencies are missing, so a clean clone passes."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from clients.conftest import Service

PACKAGE = Path(__file__).resolve().parents[2] / "clients" / "typescript"


MIN_NODE = 20
"""package.json's ``engines``: the client relies on Node 20's globals (fetch, Web Crypto)."""


def node_major() -> int:
    version = subprocess.run(["node", "--version"], capture_output=True, text=True, timeout=60, check=False)
    try:
        return int(version.stdout.strip().lstrip("v").split(".")[0])
    except ValueError:
        return 0


def npm(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["npm", *args], cwd=PACKAGE, env=env, capture_output=True, text=True, timeout=600, check=False
    )


def test_the_typescript_client_suite_passes_against_the_live_service(service: Service) -> None:
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are not installed: the TypeScript client's suite cannot run")
    major = node_major()
    if major < MIN_NODE:
        pytest.skip(
            f"node {major} is older than the client's engines field (>= {MIN_NODE}; Debian 12's nodejs is 18,"
            " without the global Web Crypto the client's idempotency keys use): the suite cannot run"
        )
    if not (PACKAGE / "node_modules" / ".bin" / "tsc").exists():
        installed = npm("ci", "--no-audit", "--no-fund")
        assert installed.returncode == 0, installed.stdout + installed.stderr
    env = {**os.environ, "MC_TEST_URL": service.url, "MC_TEST_PLATFORM_KEY": service.platform_key}
    result = npm("test", env=env)
    print(result.stdout[-4000:])
    assert result.returncode == 0, result.stdout[-12000:] + result.stderr[-4000:]
