"""citus distribution: tenant tables distributed by tenant_id, api_key a reference table

Only where the ``citus`` extension is installed in the database (a Citus coordinator,
docs/scaling.md §4); everywhere else this migration does nothing, so the single-node chain is
unchanged.

- Every table with a ``tenant_id`` column except ``api_key`` is distributed by ``tenant_id``, all
  in one co-location group (``colocate_with`` the first, ``memory_event``): a tenant's rows of every
  table live in shards on the same node, so the joins the service makes (always on ``tenant_id``
  plus an id) run inside one node. Tables are distributed parents first (a foreign key must point
  at a table that is already distributed).
- ``api_key`` and ``api_key_generation`` become reference tables (a copy on every node): a key is
  looked up by its hash before its tenant is known, and the counter is read by every request.
- The triggers that bump ``api_key_generation`` on a change of ``api_key`` (migration 0011) are
  dropped: on a reference table they would run on every node's copy and update another reference
  table from there, a nested distributed statement Citus refuses. On Citus the service's revocation
  bumps the counter itself (``admin.service.revoke_key``); a key changed by hand in SQL needs the
  same ``UPDATE api_key_generation SET generation = generation + 1``.
- ``memory_center_app`` (the role every transaction switches to, migration 0009) gets LOGIN:
  Citus opens its connections to the workers as the current role, so the role must be able to
  log in there. It still has no password; the cluster's own authentication decides who may.

Row-level security policies, grants and indexes (the HNSW ones included) are carried to every
shard by ``create_distributed_table`` itself.

Revision ID: 0015_citus_distribution
Revises: 0014_least_privilege
Create Date: 2026-12-03 08:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015_citus_distribution"
down_revision: str | None = "0014_least_privilege"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ANCHOR = "memory_event"
REFERENCE = ("api_key", "api_key_generation")
ROLE = "memory_center_app"


def _has_citus() -> bool:
    found = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_extension WHERE extname = 'citus'"))
    return bool(found)


def _tenant_tables() -> list[str]:
    rows = op.get_bind().execute(
        sa.text(
            "SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t "
            "USING (table_schema, table_name) WHERE c.table_schema = current_schema() "
            "AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name"
        )
    )
    return [row.table_name for row in rows if row.table_name not in REFERENCE]


def _parents_first(tables: list[str]) -> list[str]:
    """The anchor first, then every table after the tables its foreign keys point at."""
    edges = op.get_bind().execute(
        sa.text(
            "SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent "
            "FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace"
        )
    )
    parents: dict[str, set[str]] = {table: set() for table in tables}
    for edge in edges:
        if edge.child in parents and edge.parent in parents and edge.child != edge.parent:
            parents[edge.child].add(edge.parent)
    ordered: list[str] = []
    pending = [ANCHOR] + [table for table in tables if table != ANCHOR]
    while pending:
        ready = next(table for table in pending if parents[table] <= set(ordered))
        ordered.append(ready)
        pending.remove(ready)
    return ordered


def upgrade() -> None:
    if not _has_citus():
        return
    op.execute("DROP TRIGGER IF EXISTS api_key_changed ON api_key")
    op.execute("DROP TRIGGER IF EXISTS api_key_truncated ON api_key")
    for table in REFERENCE:
        op.execute(sa.text("SELECT create_reference_table(:t)").bindparams(t=table))
    for table in _parents_first(_tenant_tables()):
        colocate = "default" if table == ANCHOR else ANCHOR
        op.execute(
            sa.text("SELECT create_distributed_table(:t, 'tenant_id', colocate_with => :c)").bindparams(
                t=table, c=colocate
            )
        )
    exists = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_roles WHERE rolname = :r"), {"r": ROLE})
    if exists:
        op.execute(f"ALTER ROLE {ROLE} LOGIN")


def downgrade() -> None:
    if not _has_citus():
        return
    exists = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_roles WHERE rolname = :r"), {"r": ROLE})
    if exists:
        op.execute(f"ALTER ROLE {ROLE} NOLOGIN")
    still = sa.text("SELECT count(*) FROM pg_dist_partition WHERE logicalrelid = CAST(:t AS regclass)")
    for table in [*reversed(_parents_first(_tenant_tables())), *REFERENCE]:
        if op.get_bind().scalar(still, {"t": table}):  # a cascade may have undistributed it already
            op.execute(
                sa.text("SELECT undistribute_table(:t, cascade_via_foreign_keys => true)").bindparams(t=table)
            )
    op.execute(
        "CREATE TRIGGER api_key_changed AFTER UPDATE OR DELETE ON api_key "
        "FOR EACH STATEMENT EXECUTE FUNCTION api_key_changed()"
    )
    op.execute(
        "CREATE TRIGGER api_key_truncated AFTER TRUNCATE ON api_key "
        "FOR EACH STATEMENT EXECUTE FUNCTION api_key_changed()"
    )
