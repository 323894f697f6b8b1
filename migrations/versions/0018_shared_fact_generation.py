"""shared fact generation: a counter per tenant that every change of its shared facts moves

The read path keeps, per process, the vectors of a tenant's shared facts (TENANT and DEPARTMENT scope,
the facts every viewer of the tenant or of a department sees) and scores them in numpy instead of
looking up each one's vector in SQL on every request (``retrieval.shared_vectors``). Those rows are
trusted only while this counter has not moved: the statement that searches the viewer's own rows reads
it, in the same snapshot, and a different value makes the process read the shared rows again.

Triggers move it in the writing transaction, so a retraction, an erasure or a new shared policy is seen
by every process from the moment it commits:

- ``memory_fact``: an INSERT or DELETE of a shared fact, and an UPDATE of a row that is or was shared
  when anything the search filters by changed (status, scope, department, memory type, validity);
  not the access time the read path records;
- ``memory_embedding``: a fact's DONE vector written, changed or removed, or a vector becoming or
  ceasing to be DONE (its model, status, length, CJK mark), when that fact is shared.

The value comes from a sequence, so it never repeats, even after a tenant's row is removed. A tenant
without a row is never cached (its shared rows are scored in SQL, as before this migration) until its
next change makes one: a TRUNCATE of either table removes every row. The table has a ``tenant_id``
and row-level security like every other (migrations 0009, 0016).

Not on Citus (docs/scaling.md §4): triggers on distributed tables are refused there, so neither the
table nor the triggers are made, and the read path then scores every visible row in SQL as before.

Revision ID: 0018_shared_fact_generation
Revises: 0017_citus_shard_policies
Create Date: 2026-12-06 06:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018_shared_fact_generation"
down_revision: str | None = "0017_citus_shard_policies"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ROLE = "memory_center_app"
SHARED = "('TENANT', 'DEPARTMENT')"
_FILTERED = (
    "tenant_id",
    "id",
    "status",
    "scope",
    "department_id",
    "memory_type",
    "valid_from",
    "valid_until",
)
_VECTOR = ("tenant_id", "target_kind", "target_id", "model", "dimensions", "embedding", "cjk", "status")


def _has_citus() -> bool:
    found = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_extension WHERE extname = 'citus'"))
    return bool(found)


def _changed(columns: tuple[str, ...]) -> str:
    old = ", ".join(f"OLD.{column}" for column in columns)
    new = ", ".join(f"NEW.{column}" for column in columns)
    return f"ROW({old}) IS DISTINCT FROM ROW({new})"


def _done(row: str) -> str:
    """A fact's vector that the read path may hold (it holds DONE vectors only)."""
    return f"({row}.target_kind = 'fact' AND {row}.status = 'DONE')"


def upgrade() -> None:
    if _has_citus():
        return
    schema = op.get_bind().scalar(sa.text("SELECT current_schema()"))
    match = (
        f"tenant_id = (SELECT {schema}.memory_center_bound_tenant()) "
        f"OR (SELECT {schema}.memory_center_bound_maintenance())"
    )
    op.execute("CREATE SEQUENCE memory_shared_generation_seq")
    op.execute(
        "CREATE TABLE memory_shared_generation (tenant_id text PRIMARY KEY, generation bigint NOT NULL)"
    )
    op.execute("ALTER TABLE memory_shared_generation ENABLE ROW LEVEL SECURITY")
    op.execute("ALTER TABLE memory_shared_generation FORCE ROW LEVEL SECURITY")
    op.execute(
        f"CREATE POLICY tenant_isolation ON memory_shared_generation USING ({match}) WITH CHECK ({match})"
    )
    op.execute(
        """
        CREATE FUNCTION memory_center_bump_shared(p_tenant text) RETURNS void LANGUAGE sql AS $$
            INSERT INTO memory_shared_generation (tenant_id, generation)
            VALUES (p_tenant, nextval('memory_shared_generation_seq'))
            ON CONFLICT (tenant_id) DO UPDATE SET generation = EXCLUDED.generation
        $$
        """
    )
    op.execute(
        f"""
        CREATE FUNCTION memory_fact_shared_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP <> 'INSERT' AND OLD.scope IN {SHARED} THEN
                PERFORM memory_center_bump_shared(OLD.tenant_id);
            END IF;
            IF TG_OP <> 'DELETE' AND NEW.scope IN {SHARED} THEN
                PERFORM memory_center_bump_shared(NEW.tenant_id);
            END IF;
            RETURN NULL;
        END $$
        """
    )
    op.execute(
        f"""
        CREATE FUNCTION memory_embedding_shared_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP <> 'INSERT' AND OLD.target_kind = 'fact' AND EXISTS (
                SELECT 1 FROM memory_fact f WHERE f.tenant_id = OLD.tenant_id AND f.id = OLD.target_id
                AND f.scope IN {SHARED}) THEN
                PERFORM memory_center_bump_shared(OLD.tenant_id);
            END IF;
            IF TG_OP <> 'DELETE' AND NEW.target_kind = 'fact' AND EXISTS (
                SELECT 1 FROM memory_fact f WHERE f.tenant_id = NEW.tenant_id AND f.id = NEW.target_id
                AND f.scope IN {SHARED}) THEN
                PERFORM memory_center_bump_shared(NEW.tenant_id);
            END IF;
            RETURN NULL;
        END $$
        """  # noqa: S608 (constants)
    )
    # WHEN clauses, so that a row that cannot matter (a user's fact, a vector not DONE) calls nothing.
    for event, row in (("INSERT", "NEW"), ("DELETE", "OLD")):
        op.execute(
            f"CREATE TRIGGER memory_fact_shared_{event.lower()} AFTER {event} ON memory_fact FOR EACH ROW "
            f"WHEN ({row}.scope IN {SHARED}) EXECUTE FUNCTION memory_fact_shared_changed()"
        )
        op.execute(
            f"CREATE TRIGGER memory_embedding_shared_{event.lower()} AFTER {event} ON memory_embedding "
            f"FOR EACH ROW WHEN ({_done(row)}) EXECUTE FUNCTION memory_embedding_shared_changed()"
        )
    op.execute(
        "CREATE TRIGGER memory_fact_shared_update AFTER UPDATE ON memory_fact FOR EACH ROW "
        f"WHEN ((OLD.scope IN {SHARED} OR NEW.scope IN {SHARED}) AND {_changed(_FILTERED)}) "
        "EXECUTE FUNCTION memory_fact_shared_changed()"
    )
    op.execute(
        "CREATE TRIGGER memory_embedding_shared_update AFTER UPDATE ON memory_embedding FOR EACH ROW "
        f"WHEN (({_done('OLD')} OR {_done('NEW')}) AND {_changed(_VECTOR)}) "
        "EXECUTE FUNCTION memory_embedding_shared_changed()"
    )
    op.execute(  # no row: the tenant's shared rows are not cached (read in SQL) until its next change
        "CREATE FUNCTION memory_shared_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ "
        "BEGIN DELETE FROM memory_shared_generation; RETURN NULL; END $$"
    )
    for table in ("memory_fact", "memory_embedding"):
        op.execute(
            f"CREATE TRIGGER {table}_shared_truncated AFTER TRUNCATE ON {table} FOR EACH STATEMENT "
            "EXECUTE FUNCTION memory_shared_truncated()"
        )
    op.execute(  # the tenants that have shared facts today (those this role may read)
        "INSERT INTO memory_shared_generation (tenant_id, generation) "  # noqa: S608 (constants)
        "SELECT tenant_id, nextval('memory_shared_generation_seq') FROM "
        f"(SELECT DISTINCT tenant_id FROM memory_fact WHERE scope IN {SHARED}) AS shared"
    )
    exists = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_roles WHERE rolname = :r"), {"r": ROLE})
    if exists:  # the service's role reads the counter with every search and moves it when it writes
        op.execute(f"GRANT SELECT, INSERT, UPDATE ON memory_shared_generation TO {ROLE}")
        op.execute(f"GRANT USAGE, SELECT ON SEQUENCE memory_shared_generation_seq TO {ROLE}")


def downgrade() -> None:
    for event in ("insert", "update", "delete"):
        op.execute(f"DROP TRIGGER IF EXISTS memory_embedding_shared_{event} ON memory_embedding")
        op.execute(f"DROP TRIGGER IF EXISTS memory_fact_shared_{event} ON memory_fact")
    for table in ("memory_fact", "memory_embedding"):
        op.execute(f"DROP TRIGGER IF EXISTS {table}_shared_truncated ON {table}")
    op.execute("DROP FUNCTION IF EXISTS memory_shared_truncated()")
    op.execute("DROP FUNCTION IF EXISTS memory_embedding_shared_changed()")
    op.execute("DROP FUNCTION IF EXISTS memory_fact_shared_changed()")
    op.execute("DROP FUNCTION IF EXISTS memory_center_bump_shared(text)")
    op.execute("DROP TABLE IF EXISTS memory_shared_generation")
    op.execute("DROP SEQUENCE IF EXISTS memory_shared_generation_seq")
