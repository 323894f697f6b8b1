"""serve's worker count (CPUs by default, MC_WORKERS, --workers) and a real multi-worker serve."""

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import httpx
import psutil
import pytest
from pydantic import ValidationError

from conftest import ADMIN_KEY, RedisServer, free_port
from factories import message
from memory_center.cli import parser
from memory_center.config import Settings
from memory_center.workers import (
    MAX_DEFAULT_WORKERS,
    cgroup_cpu_limit,
    default_workers,
    usable_cpus,
    uvicorn_options,
    worker_count,
)
from test_cli import wait_ready


def test_default_is_one_worker_per_usable_cpu_up_to_four() -> None:
    assert [default_workers(cpus) for cpus in (1, 2, 3, 4, 8, 64)] == [1, 2, 3, 4, 4, 4]
    assert default_workers() == min(len(os.sched_getaffinity(0)), MAX_DEFAULT_WORKERS)


def test_flag_wins_over_environment_which_wins_over_cpus() -> None:
    assert worker_count(3, 2) == 3
    assert worker_count(None, 2) == 2
    assert worker_count(None, None) == default_workers()


def test_cgroup_quota_limits_the_cpus(tmp_path: Path) -> None:
    cpu_max = tmp_path / "cpu.max"
    cpu_max.write_text("150000 100000\n")  # docker --cpus 1.5
    assert cgroup_cpu_limit(cpu_max) == 2
    assert usable_cpus(cpu_max) == min(2, len(os.sched_getaffinity(0)))
    cpu_max.write_text("50000 100000\n")
    assert usable_cpus(cpu_max) == 1
    cpu_max.write_text("max 100000\n")
    assert cgroup_cpu_limit(cpu_max) is None
    cpu_max.write_text("garbage")
    assert cgroup_cpu_limit(cpu_max) is None
    assert cgroup_cpu_limit(tmp_path / "missing") is None


def test_cli_builds_the_uvicorn_config(monkeypatch: pytest.MonkeyPatch) -> None:
    args = parser().parse_args(["serve", "--port", "9123"])
    assert args.workers is None
    monkeypatch.delenv("MC_WORKERS", raising=False)
    workers = worker_count(args.workers, Settings().workers)
    assert workers == default_workers()
    one = uvicorn_options(host=args.host, port=args.port, log_level=args.log_level, workers=1)
    assert one == {"host": "127.0.0.1", "port": 9123, "log_level": "info"}
    two = uvicorn_options(host=args.host, port=args.port, log_level="warning", workers=2)
    assert two == {**one, "log_level": "warning", "factory": True, "workers": 2}
    quiet = uvicorn_options(host=args.host, port=args.port, log_level=args.log_level, workers=2)
    assert quiet["log_level"] is None and quiet["workers"] == 2
    assert quiet["log_config"]["loggers"]["uvicorn.error"]["level"] == "WARNING"
    assert quiet["log_config"]["loggers"]["uvicorn.access"]["level"] == "INFO"

    monkeypatch.setenv("MC_WORKERS", "3")
    assert worker_count(args.workers, Settings().workers) == 3
    flagged = parser().parse_args(["serve", "--workers", "2"])
    assert worker_count(flagged.workers, Settings().workers) == 2


@pytest.mark.parametrize("value", ["0", "-1", "two", "1.5"])
def test_bad_worker_counts_are_refused(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SystemExit) as exited:
        parser().parse_args(["serve", "--workers", value])
    assert exited.value.code == 2
    monkeypatch.setenv("MC_WORKERS", value)
    with pytest.raises(ValidationError):
        Settings()


def serve_env(database_url: str, redis_server: RedisServer, **extra: str) -> dict[str, str]:
    """A serve on the suite's database and Redis, without the model or the background jobs."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env.update(
        MC_DATABASE_URL=database_url,
        MC_REDIS_URL=redis_server.url,
        MC_ADMIN_API_KEY=ADMIN_KEY,
        MC_EMBEDDING_PROVIDER="none",
        MC_INDEXER_ENABLED="false",
        MC_SWEEPER_INTERVAL_SECONDS="0",
        **extra,
    )
    return env


def test_serve_with_mc_workers_runs_two_workers_that_answer(
    database_url: str, redis_server: RedisServer
) -> None:
    env = serve_env(database_url, redis_server, MC_WORKERS="2")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
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
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        wait_ready(base, process, seconds=90)
        children = psutil.Process(process.pid).children(recursive=True)
        # uvicorn's workers are multiprocessing spawns (the resource tracker is another child).
        workers = [child for child in children if "spawn_main" in " ".join(child.cmdline())]
        assert len(workers) == 2, [child.cmdline() for child in children]
        # Console sessions signed by one worker are accepted by the other: one secret for both.
        secrets = {worker.environ().get("MC_CONSOLE_SECRET") for worker in workers}
        assert len(secrets) == 1 and None not in secrets, secrets
        created = httpx.post(
            base + "/v1/admin/api-keys",
            json={"tenant_id": "serving-" + str(port), "role": "agent"},
            headers={"Authorization": f"Bearer {ADMIN_KEY}"},
        )
        assert created.status_code == 201, created.text
        headers = {"Authorization": f"Bearer {created.json()['key']}"}
        event = message("two workers, one database", extract=False, idempotency_key="serving-1")
        assert httpx.post(base + "/v1/events", json=event, headers=headers).status_code == 201
        # Fresh connections are spread over both workers; every one sees the key and the event.
        for _ in range(10):
            listed = httpx.get(base + "/v1/events", headers=headers)
            assert listed.status_code == 200
            assert len(listed.json()["items"]) == 1
    finally:
        process.terminate()
        output, _ = process.communicate(timeout=30)
    assert "Workers: 2 (MC_WORKERS)" in output


def test_workers_stop_when_their_supervisor_is_killed(database_url: str, redis_server: RedisServer) -> None:
    """``kill -9`` of serve's supervisor must not leave its workers holding the port (workers.py)."""
    env = serve_env(database_url, redis_server)
    port = free_port()
    command = [sys.executable, "-m", "memory_center.cli", "serve", "--port", str(port), "--workers", "2"]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    workers: list[psutil.Process] = []
    try:
        wait_ready(f"http://127.0.0.1:{port}", process, seconds=90)
        children = psutil.Process(process.pid).children(recursive=True)
        workers = [child for child in children if "spawn_main" in " ".join(child.cmdline())]
        assert len(workers) == 2
        process.kill()
        process.wait(timeout=10)
        _, alive = psutil.wait_procs(workers, timeout=60)
        assert not alive, [worker.pid for worker in alive]
    finally:
        for leftover in [psutil.Process(process.pid), *workers] if process.poll() is None else workers:
            with contextlib.suppress(psutil.NoSuchProcess):
                leftover.kill()
        if process.stdout is not None:
            process.stdout.close()
