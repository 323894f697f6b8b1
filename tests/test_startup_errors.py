"""A database or a required Redis that cannot be used ends `serve` and `migrate` with one line on stderr
that names where they tried to go and why (never the password), and a distinct exit status.

The CLI runs as a subprocess, as a person or a container runs it; the servers refused are real: a closed
port, the suite's own PostgreSQL asked for a database it does not hold, its Redis given a password it
does not want.
"""

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import redis
from sqlalchemy.engine import make_url

from conftest import free_port
from memory_center.config import Settings
from memory_center.startup_checks import EXIT_DATABASE_UNREACHABLE, EXIT_REDIS_UNREACHABLE

PASSWORD = "pa55-w0rd-never-shown"
TIMEOUT = 120


def run_cli(*argv: str, tmp_path: Path, **environment: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("MC_")}
    env.update(environment)
    return subprocess.run(
        [sys.executable, "-m", "memory_center.cli", *argv],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=env,
        cwd=tmp_path,  # no .env file of the repository is read
        check=False,
    )


def the_one_line(result: subprocess.CompletedProcess[str]) -> str:
    lines = result.stderr.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}:\n{result.stderr}"
    assert "Traceback" not in result.stdout + result.stderr
    assert PASSWORD not in result.stdout + result.stderr
    assert lines[0].startswith("memory-center: ")
    return lines[0]


@pytest.mark.parametrize("command", [["migrate"], ["serve", "--workers", "1"]], ids=["migrate", "serve"])
def test_a_closed_port_is_one_line_naming_host_port_and_database(command: list[str], tmp_path: Path) -> None:
    port = free_port()  # nothing listens there once the probe socket is closed
    url = f"postgresql://nope:{PASSWORD}@127.0.0.1:{port}/x"
    result = run_cli(*command, tmp_path=tmp_path, MC_DATABASE_URL=url)
    line = the_one_line(result)
    assert result.returncode == EXIT_DATABASE_UNREACHABLE, result
    assert f"127.0.0.1:{port}/x" in line and "MC_DATABASE_URL" in line
    assert "refused" in line.lower(), line


@pytest.mark.parametrize("command", [["migrate"], ["serve", "--workers", "1"]], ids=["migrate", "serve"])
def test_a_database_the_server_refuses_is_one_line_with_the_servers_reason(
    command: list[str], database_url: str, tmp_path: Path
) -> None:
    real = make_url(database_url)
    # The right credentials (a server that checks passwords would refuse a wrong one first), which the
    # line must not show either.
    wrong = real.set(database="no_such_database_here")
    result = run_cli(*command, tmp_path=tmp_path, MC_DATABASE_URL=wrong.render_as_string(hide_password=False))
    line = the_one_line(result)
    assert not real.password or real.password not in result.stdout + result.stderr
    assert result.returncode == EXIT_DATABASE_UNREACHABLE
    host = real.host or real.query["host"]
    assert f"{host}:{real.port or 5432}/no_such_database_here (MC_DATABASE_URL)" in line, line
    assert "no_such_database_here" in line.split("):", 1)[1], "the cause is the server's own words"


def test_a_url_that_is_not_postgresql_is_one_line(tmp_path: Path) -> None:
    result = run_cli("migrate", tmp_path=tmp_path, MC_DATABASE_URL=f"mysql://u:{PASSWORD}@db:3306/x")
    line = the_one_line(result)
    assert result.returncode == EXIT_DATABASE_UNREACHABLE
    assert "MC_DATABASE_URL" in line and "PostgreSQL" in line


def test_a_required_redis_on_a_closed_port_stops_serve_with_one_line(tmp_path: Path) -> None:
    port = free_port()
    result = run_cli(
        "serve",
        "--workers",
        "1",
        tmp_path=tmp_path,
        MC_REDIS_URL=f"redis://:{PASSWORD}@127.0.0.1:{port}/3",
        MC_REDIS_REQUIRED="true",
        MC_DATABASE_URL=f"postgresql://nope:{PASSWORD}@127.0.0.1:{free_port()}/x",
    )
    line = the_one_line(result)
    assert result.returncode == EXIT_REDIS_UNREACHABLE, "Redis is checked first, before the database"
    assert f"127.0.0.1:{port}/3" in line and "MC_REDIS_REQUIRED" in line
    assert "refused" in line.lower(), line


@pytest.fixture
def redis_with_a_password() -> Iterator[int]:
    """A redis-server of its own that wants a password (the suite's has none)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed")
    port = free_port()
    argv = [
        binary,
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--requirepass",
        "the-right-one",
    ]
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_redis(port, password="the-right-one")
        yield port
    finally:
        process.terminate()
        process.wait(10)


def test_a_required_redis_that_refuses_the_password_stops_serve(
    redis_with_a_password: int, tmp_path: Path
) -> None:
    port = redis_with_a_password
    result = run_cli(
        "serve",
        "--workers",
        "1",
        tmp_path=tmp_path,
        MC_REDIS_URL=f"redis://:{PASSWORD}@127.0.0.1:{port}/0",
        MC_REDIS_REQUIRED="true",
        MC_DATABASE_URL=f"postgresql://nope:{PASSWORD}@127.0.0.1:{free_port()}/x",
    )
    line = the_one_line(result)
    assert result.returncode == EXIT_REDIS_UNREACHABLE
    assert f"127.0.0.1:{port}/0" in line and "password" in line.lower(), line


def test_redis_required_without_a_url_is_refused() -> None:
    with pytest.raises(ValueError, match="MC_REDIS_REQUIRED=true needs MC_REDIS_URL"):
        Settings(_env_file=None, redis_required=True, redis_url=None)


def test_a_required_redis_that_goes_down_makes_readyz_503(database_url: str, tmp_path: Path) -> None:
    """It must answer at start; once it is gone the service says it is not ready (the suite's own
    PostgreSQL, the service in its own process: an app's shutdown in this process would stop the
    suite's embedded server)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed")
    redis_port, port = free_port(), free_port()
    argv = [binary, "--port", str(redis_port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    redis_process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {key: value for key, value in os.environ.items() if not key.startswith("MC_")}
    env |= {
        "MC_DATABASE_URL": database_url,
        "MC_REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
        "MC_REDIS_REQUIRED": "true",
        "MC_EMBEDDING_PROVIDER": "none",
        "MC_INDEXER_ENABLED": "false",
        "MC_SWEEPER_INTERVAL_SECONDS": "0",
    }
    wait_for_redis(redis_port)
    serve = [sys.executable, "-m", "memory_center.cli", "serve", "--workers", "1", "--port", str(port)]
    server = subprocess.Popen(
        serve, env=env, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        assert readyz_status(port, until=200) == 200
        redis_process.terminate()
        redis_process.wait(10)
        assert readyz_status(port, until=503) == 503
        checks = httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=30).json()["checks"]
        assert checks["redis"] == "down" and checks["database"] == "ok", checks
    finally:
        server.terminate()
        server.wait(60)
        redis_process.kill()
        redis_process.wait(10)


def wait_for_redis(port: int, password: str | None = None) -> None:
    client = redis.Redis(port=port, password=password)
    for _ in range(200):
        try:
            client.ping()
            return
        except redis.ConnectionError:
            time.sleep(0.05)
    raise AssertionError("redis-server did not start")


def readyz_status(port: int, until: int, seconds: float = 90) -> int | None:
    """Poll /readyz until it answers `until` (or the time is up); the last status seen."""
    deadline = time.monotonic() + seconds
    status = None
    while time.monotonic() < deadline:
        try:
            status = httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=30).status_code
        except httpx.TransportError:
            status = None
        if status == until:
            return status
        time.sleep(0.3)
    return status
