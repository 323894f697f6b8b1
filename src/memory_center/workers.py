"""How ``memory-center serve`` runs uvicorn: how many worker processes, and with which options.

The default worker count is ``min(usable CPUs, 4)`` (docs/scaling.md):

- *usable CPUs* are the cores this process may run on (its CPU affinity), further limited by a
  cgroup v2 CPU quota (``cpu.max``) when one is set, as in a container with ``--cpus``;
- one worker per core because a request is CPU-bound Python (query embedding, ranking, context
  building) and one process only ever uses one core for it;
- at most 4 because every worker holds its own connection pool (``MC_DB_POOL_SIZE`` +
  ``MC_DB_MAX_OVERFLOW`` = 20 connections by default) and its own embedder (~300 MB): four workers
  stay inside PostgreSQL's default ``max_connections`` of 100. Past that, run more instances
  (stateless, behind a load balancer) against a pooler.

``--workers`` wins over ``MC_WORKERS``, which wins over the default.
"""

import argparse
import asyncio
import copy
import logging
import math
import os
import signal
from pathlib import Path
from typing import Any

from uvicorn.config import LOGGING_CONFIG

logger = logging.getLogger(__name__)

MAX_DEFAULT_WORKERS = 4
SUPERVISOR_ENV = "MC_SUPERVISOR_PID"
"""Set by ``serve`` for its worker processes: the pid of the process that supervises them."""
ORPHAN_CHECK_SECONDS = 1.0
_CGROUP_CPU_MAX = Path("/sys/fs/cgroup/cpu.max")


def cgroup_cpu_limit(cpu_max: Path = _CGROUP_CPU_MAX) -> int | None:
    """Whole CPUs allowed by a cgroup v2 quota (rounded up), or None when there is no quota."""
    try:
        quota, period = cpu_max.read_text().split()[:2]
    except (OSError, ValueError):
        return None
    if quota == "max":
        return None
    try:
        return max(1, math.ceil(int(quota) / int(period)))
    except (ValueError, ZeroDivisionError):
        return None


def usable_cpus(cpu_max: Path = _CGROUP_CPU_MAX) -> int:
    """CPUs this process may use: its affinity, limited by a cgroup quota."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    limit = cgroup_cpu_limit(cpu_max)
    return max(1, min(cpus, limit) if limit else cpus)


def default_workers(cpus: int | None = None) -> int:
    """``min(usable CPUs, 4)``: one per core, bounded by connections and memory (see module doc)."""
    return max(1, min(usable_cpus() if cpus is None else cpus, MAX_DEFAULT_WORKERS))


def worker_count(flag: int | None, configured: int | None) -> int:
    """The ``--workers`` flag, else ``MC_WORKERS``, else :func:`default_workers`."""
    if flag is not None:
        return flag
    if configured is not None:
        return configured
    return default_workers()


def uvicorn_options(*, host: str, port: int, log_level: str, workers: int) -> dict[str, Any]:
    """Keyword arguments of ``uvicorn.run`` for the app factory (several workers) or the app (one)."""
    options: dict[str, Any] = {"host": host, "port": port, "log_level": log_level}
    if workers > 1:
        # Worker processes build their app from the environment (MC_DATABASE_URL set by the caller).
        options.update(factory=True, workers=workers)
        if log_level.lower() == "info":
            # As in one process (serving.py): uvicorn's start/stop chatter is internal, its warnings,
            # errors and the access log stay.
            config = copy.deepcopy(LOGGING_CONFIG)
            config["loggers"]["uvicorn.error"]["level"] = "WARNING"
            options.update(log_level=None, log_config=config)
    return options


def worker_source(flag: int | None, configured: int | None) -> str:
    """Where the worker count came from, for the startup line."""
    if flag is not None:
        return "--workers"
    if configured is not None:
        return "MC_WORKERS"
    return f"min(usable CPUs {usable_cpus()}, {MAX_DEFAULT_WORKERS}); set --workers or MC_WORKERS to change"


def positive_int(value: str) -> int:
    """argparse type of ``--workers``: a whole number ≥ 1."""
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number >= 1, not {value!r}")
    return number


def supervisor_pid() -> int | None:
    """The supervising ``serve`` process of this worker, when this process is one of its workers (its
    parent may already be gone when a slow worker gets here: then it stops at once)."""
    try:
        return int(os.environ.get(SUPERVISOR_ENV, ""))
    except ValueError:
        return None


async def stop_when_orphaned(supervisor: int, interval: float = ORPHAN_CHECK_SECONDS) -> None:
    """A worker whose supervisor is gone (killed with -9, say) would keep the port and retry a
    database that its supervisor may have taken down with it, forever: it stops itself gracefully
    (SIGTERM, as the supervisor would have sent) once its parent is no longer the supervisor."""
    while True:
        await asyncio.sleep(interval)
        if os.getppid() != supervisor:
            break
    logger.warning("the supervising serve process %d is gone; this worker stops", supervisor)
    os.kill(os.getpid(), signal.SIGTERM)
