"""The local Citus cluster of ``scripts/citus-cluster`` as the cluster tests see it (docs/scaling.md §4).

The tests run only when ``MC_CITUS_URL`` names the coordinator (``make test-citus`` sets it after
starting a fresh cluster); the default suite skips them without starting anything.
"""

import os
import re
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from sqlalchemy import Connection, create_engine, text

from conftest import PLATFORM, Tenant

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "citus-cluster"
CITUS_URL = os.environ.get("MC_CITUS_URL", "")
CITUS_HOME = Path(os.environ.get("CITUS_HOME", ROOT / ".citus"))
SKIP_REASON = (
    "needs a running Citus cluster: run `make test-citus` (scripts/citus-cluster, docs/scaling.md §4)"
)
_SHARD_NAME = re.compile(r"\b((?:memory|api)_[a-z_]+?)_(\d{6,})\b")


@contextmanager
def superuser() -> Iterator[Connection]:
    engine = create_engine(CITUS_URL, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            yield connection
    finally:
        engine.dispose()


def worker_ports() -> list[int]:
    with superuser() as connection:
        rows = connection.execute(text("SELECT nodeport FROM pg_dist_node WHERE shouldhaveshards ORDER BY 1"))
        return [int(row[0]) for row in rows]


def node_of(tenant_id: str) -> int:
    """The port of the worker holding the tenant's shards (one co-location group: every table's)."""
    with superuser() as connection:
        port = connection.scalar(
            text(
                "SELECT nodeport FROM pg_dist_shard_placement "
                "WHERE shardid = get_shard_id_for_distribution_column('memory_event', CAST(:t AS text))"
            ),
            {"t": tenant_id},
        )
    return int(port)


def shards_of(tenant_id: str) -> set[int]:
    """The shard of every distributed table that holds this tenant's rows."""
    with superuser() as connection:
        rows = connection.execute(
            text(
                "SELECT get_shard_id_for_distribution_column(table_name, CAST(:t AS text)) FROM citus_tables "
                "WHERE citus_table_type = 'distributed'"
            ),
            {"t": tenant_id},
        )
        return {int(row[0]) for row in rows}


def tenant_id_on(port: int) -> str:
    """A fresh tenant id whose shards are on the worker listening on ``port``."""
    for _ in range(1000):
        tenant_id = f"t-{uuid.uuid4().hex[:6]}g{uuid.uuid4().hex[:6]}"
        if node_of(tenant_id) == port:
            return tenant_id
    raise AssertionError(f"no tenant id lands on the worker at {port}")


async def make_tenant_on(client: httpx.AsyncClient, port: int) -> Tenant:
    """A tenant (one key per role, made through the API) whose rows live on the worker at ``port``."""
    tenant_id = tenant_id_on(port)
    keys: dict[str, str] = {}
    key_ids: dict[str, str] = {}
    for role in ("agent", "reviewer", "admin"):
        body = {"tenant_id": tenant_id, "role": role, "name": role}
        response = await client.post("/v1/admin/api-keys", json=body, headers=PLATFORM)
        assert response.status_code == 201, response.text
        keys[role], key_ids[role] = response.json()["key"], response.json()["id"]
    return Tenant(tenant_id, client, keys, key_ids)


def cluster(*args: str) -> None:
    """Run ``scripts/citus-cluster`` (e.g. stop-node 2)."""
    env = {**os.environ, "CITUS_HOME": str(CITUS_HOME)}
    subprocess.run([str(SCRIPT), *args], check=True, env=env, timeout=120)


def set_on_workers(setting: str, value: str | None) -> None:
    """A server setting on every worker, applied to their open sessions too (ALTER SYSTEM + reload)."""
    ports = worker_ports()
    for port in ports:
        url = re.sub(r":\d+/", f":{port}/", CITUS_URL)
        engine = create_engine(url, isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as connection:
                if value is None:
                    connection.execute(text(f"ALTER SYSTEM RESET {setting}"))
                else:
                    connection.execute(text(f"ALTER SYSTEM SET {setting} = '{value}'"))
                connection.execute(text("SELECT pg_reload_conf()"))
        finally:
            engine.dispose()


def worker_log(port: int) -> Path:
    index = worker_ports().index(port) + 1
    return CITUS_HOME / "log" / f"worker{index}.log"


def shards_named(log_text: str, ignoring: str) -> set[int]:
    """Shard ids named in a stretch of a worker's statement log (tables are named ``<table>_<shard>``),
    leaving out the lines that hold ``ignoring`` (a background statement that is no part of a request)."""
    lines = [line for line in log_text.splitlines() if ignoring not in line]
    return {int(match.group(2)) for match in _SHARD_NAME.finditer("\n".join(lines))}
