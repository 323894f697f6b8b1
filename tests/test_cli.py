"""The command line against a real embedded PostgreSQL in a fresh data folder."""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import psutil
import pytest

from conftest import free_port
from factories import message


def cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memory_center.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def data_dir() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="mc-cli-", dir="/tmp"))
    yield folder / "data"
    subprocess.run(["pkill", "-f", "--", str(folder)], check=False)


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env["MC_SWEEPER_INTERVAL_SECONDS"] = "0"
    env["MC_INDEXER_ENABLED"] = "false"
    env["MC_WORKERS"] = "1"  # one process: a SIGKILL below must not leave workers behind
    return env


def wait_ready(url: str, process: subprocess.Popen[str], seconds: float = 30) -> float:
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if process.poll() is not None:
            raise AssertionError(f"serve exited: {process.stdout.read() if process.stdout else ''}")
        try:
            if httpx.get(url + "/readyz", timeout=1).status_code == 200:
                return time.monotonic() - started
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise AssertionError("not ready within 30 s")


def serve(data_dir: Path, port: int, env: dict[str, str], *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memory_center.cli",
            "serve",
            "--port",
            str(port),
            "--data-dir",
            str(data_dir),
            *extra,
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def test_serve_embedded_create_key_and_survive_kill_9(data_dir: Path) -> None:
    env = clean_env()
    env["MC_ADMIN_API_KEY"] = "cli-test-platform-key-0123456789"
    data_dir.mkdir(parents=True)
    (data_dir / "platform-key").write_text("a file of `make run` beside PostgreSQL's folder")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    process = serve(data_dir, port, env)
    try:
        wait_ready(base, process)
        created = httpx.post(
            base + "/v1/admin/api-keys",
            json={"tenant_id": "cli", "role": "agent"},
            headers={"Authorization": f"Bearer {env['MC_ADMIN_API_KEY']}"},
        )
        assert created.status_code == 201
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)

    handles = json.loads((data_dir / "postgres" / ".handle_pids.json").read_text())
    assert process.pid in handles, "kill -9 leaves a stale handle behind"

    printed = cli("create-key", "--tenant", "cli", "--role", "reviewer", "--data-dir", str(data_dir), env=env)
    assert printed.returncode == 0, printed.stderr
    key = printed.stdout.strip().splitlines()[-1]
    assert key.startswith("mc_")

    process = serve(data_dir, port, env)
    try:
        wait_ready(base, process)
        listed = httpx.get(base + "/v1/events", headers={"Authorization": f"Bearer {key}"})
        assert listed.status_code == 200
        handles = json.loads((data_dir / "postgres" / ".handle_pids.json").read_text())
        assert handles == [process.pid]
    finally:
        process.terminate()
        process.wait(20)
    assert json.loads((data_dir / "postgres" / ".handle_pids.json").read_text()) == []


def test_serve_with_two_workers_shares_one_embedded_database(data_dir: Path) -> None:
    env = clean_env()
    env["MC_ADMIN_API_KEY"] = "cli-test-platform-key-workers-0123456789"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    process = serve(data_dir, port, env, "--workers", "2")
    try:
        wait_ready(base, process, seconds=60)
        created = httpx.post(
            base + "/v1/admin/api-keys",
            json={"tenant_id": "cli-workers", "role": "agent"},
            headers={"Authorization": f"Bearer {env['MC_ADMIN_API_KEY']}"},
        )
        assert created.status_code == 201
        headers = {"Authorization": f"Bearer {created.json()['key']}"}
        # Many requests on fresh connections land on both workers; every one sees the key and the event.
        event = message("hello from one worker", extract=False, idempotency_key="w-1")
        assert httpx.post(base + "/v1/events", json=event, headers=headers).status_code == 201
        for _ in range(20):
            listed = httpx.get(base + "/v1/events", headers=headers)
            assert listed.status_code == 200
            assert len(listed.json()["items"]) == 1
        workers = [c for c in psutil.Process(process.pid).children(recursive=True) if "python" in c.name()]
        assert len(workers) >= 2
    finally:
        process.terminate()
        process.wait(30)


def test_migrate_command(data_dir: Path) -> None:
    result = cli("migrate", "--data-dir", str(data_dir), env=clean_env())
    assert result.returncode == 0, result.stderr
    assert "migrations applied" in result.stdout


def test_create_key_rejects_unknown_role(data_dir: Path) -> None:
    result = cli(
        "create-key", "--tenant", "x", "--role", "root", "--data-dir", str(data_dir), env=clean_env()
    )
    assert result.returncode != 0
    assert "invalid choice" in result.stderr


def test_create_key_refuses_a_data_dir_without_a_database(
    data_dir: Path, database_url: str, pg_dir: Path | None
) -> None:
    """Run from another folder than `serve`, create-key used to make a fresh database and print a key
    the running service did not know; it now refuses and names the running embedded databases."""
    result = cli(
        "create-key", "--tenant", "x", "--role", "agent", "--data-dir", str(data_dir), env=clean_env()
    )
    assert result.returncode != 0 and not result.stdout.strip()
    assert f"no database in {data_dir}" in result.stderr and "--data-dir" in result.stderr
    if pg_dir is not None:  # this run's embedded server is running: it is named
        assert str(pg_dir / "data") in result.stderr, result.stderr
    assert not (data_dir / "postgres").exists(), "nothing created"


def stop(process: subprocess.Popen[str], signum: int) -> tuple[int, list[str]]:
    """Stops serve; returns its status and the lines it printed, less the access log of our probes."""
    process.send_signal(signum)
    out, _ = process.communicate(timeout=60)
    return process.returncode, [line for line in out.splitlines() if line.strip() and " HTTP/1.1" not in line]


def test_a_first_start_prints_a_few_clear_lines_and_a_stop_is_clean(data_dir: Path) -> None:
    """No embedded-PostgreSQL INFO lines, no XDG_RUNTIME_DIR warning, no alembic chatter; Ctrl-C (or
    SIGTERM) is a clean stop with status 0, so `make run` reports nothing either."""
    env = {k: v for k, v in clean_env().items() if k != "XDG_RUNTIME_DIR"}
    for signum, schema_line in ((signal.SIGINT, "migrated from empty to"), (signal.SIGTERM, "up to date")):
        port = free_port()
        process = serve(data_dir, port, env)
        wait_ready(f"http://127.0.0.1:{port}", process, seconds=90)
        status, lines = stop(process, signum)
        assert status == 0, lines
        printed = "\n".join(lines)
        for noise in ("INFO", "XDG_RUNTIME_DIR", "NOTICE", "pg_ctl", "Warning"):
            assert noise not in printed, printed
        assert lines[0].startswith("Starting the embedded PostgreSQL in"), printed
        assert schema_line in lines[1], printed
        assert lines[2].startswith(f"Memory Center is serving on http://127.0.0.1:{port}"), printed
        assert lines[-2:] == ["Stopping...", "Stopped."], printed
        assert len(lines) <= 6, printed
