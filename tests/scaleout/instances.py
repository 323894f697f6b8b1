"""Several ``memory-center serve`` processes on this run's PostgreSQL and Redis, each on a free port."""

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass

import httpx

from conftest import ADMIN_KEY, free_port


@dataclass(frozen=True)
class Instance:
    url: str
    process: subprocess.Popen[bytes]


def instance_env(database_url: str, redis_url: str, **settings: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env.update(
        MC_DATABASE_URL=database_url,
        MC_REDIS_URL=redis_url,
        MC_ADMIN_API_KEY=ADMIN_KEY,
        MC_ENVIRONMENT="test",
        MC_SWEEPER_INTERVAL_SECONDS="0",
        MC_WORKERS="1",
        **settings,
    )
    return env


def wait_ready(instance: Instance, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if instance.process.poll() is not None:
            raise RuntimeError(f"memory-center serve exited with {instance.process.returncode}")
        try:
            if httpx.get(instance.url + "/readyz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError("memory-center serve did not become ready")


@contextmanager
def instances(count: int, env: dict[str, str]) -> Iterator[list[Instance]]:
    """Start ``count`` instances at once (they migrate the same database concurrently, as a rolling
    deploy would), wait for all, stop all."""
    with ExitStack() as stack:
        started = []
        for _ in range(count):
            port = free_port()
            command = [sys.executable, "-m", "memory_center.cli", "serve", "--port", str(port)]
            process = subprocess.Popen([*command, "--log-level", "warning"], env=env)
            stack.callback(_stop, process)
            started.append(Instance(f"http://127.0.0.1:{port}", process))
        for instance in started:
            wait_ready(instance)
        yield started


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)
