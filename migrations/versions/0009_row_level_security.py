"""row-level security on every tenant table, and the non-superuser role the service works as

Defence in depth (docs/security.md): every table with a ``tenant_id`` gets RLS enabled and forced
(FORCE: the table owner is bound too), with one policy — a row is visible and writable only when its
tenant is the transaction's ``app.tenant_id``, or when the transaction is marked as cross-tenant
maintenance (``app.maintenance = 'on'``). ``api_key`` also lets a transaction read the one row whose
hash is ``app.key_hash`` (authentication looks a key up before its tenant is known).

Superusers and roles with BYPASSRLS ignore RLS whatever FORCE says, and the embedded server connects
as a superuser: so this migration creates ``memory_center_app`` (NOLOGIN, no superuser, no BYPASSRLS)
with read/write rights on the tables, and the service switches to it at the start of every
transaction (``memory_center.db.tenancy``). A table added later needs its own migration doing the
same (``enable_tenant_rls`` below shows what).

Revision ID: 0009_rls
Revises: 0008_fact_revision_reason
Create Date: 2026-12-01 15:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009_rls"
down_revision: str | None = "0008_fact_revision_reason"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ROLE = "memory_center_app"
TENANT_MATCH = (
    "tenant_id = current_setting('app.tenant_id', true) OR current_setting('app.maintenance', true) = 'on'"
)
KEY_LOOKUP = "key_hash = current_setting('app.key_hash', true)"

# Under RLS, PostgreSQL uses a query's condition as an index condition only if its functions are
# LEAKPROOF (else it must run after the policy, row by row). The read path's indexed conditions need
# these built-ins: the scope key of ix_memory_fact_visibility (enum to text, ||), enum equality
# (status = 'ACTIVE', target_kind), and full-text match (@@, the GIN indexes). RLS here guards against
# a forgotten tenant filter in our own SQL, not against a hostile SQL author probing with errors, so
# declaring them leakproof costs this service nothing. Only a superuser may; elsewhere a DBA can run
# the same statements, or the plans fall back to the tenant's index plus a filter (slower, correct).
LEAKPROOF_NEEDED = (
    "pg_catalog.textcat(text, text)",
    "pg_catalog.enum_out(anyenum)",
    "pg_catalog.textin(cstring)",
    "pg_catalog.enum_eq(anyenum, anyenum)",
    "pg_catalog.enum_ne(anyenum, anyenum)",
    "pg_catalog.ts_match_vq(tsvector, tsquery)",
)


def _tenant_tables() -> list[str]:
    rows = op.get_bind().execute(
        sa.text(
            "SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t "
            "USING (table_schema, table_name) WHERE c.table_schema = current_schema() "
            "AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name"
        )
    )
    return [row.table_name for row in rows]


def enable_tenant_rls(table: str) -> None:
    op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
    op.execute(f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY")
    op.execute(
        f"CREATE POLICY tenant_isolation ON {table} USING ({TENANT_MATCH}) WITH CHECK ({TENANT_MATCH})"
    )


def _create_role() -> None:
    """The role, if this migration may create it; where it may not (a managed server), the service is
    run with ``MC_DB_RLS_ROLE`` empty, connected as the tables' owner: FORCE binds the owner too."""
    op.execute(
        """
        DO $$
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'memory_center_app') THEN
                BEGIN
                    CREATE ROLE memory_center_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
                EXCEPTION WHEN insufficient_privilege THEN
                    RAISE NOTICE 'cannot create memory_center_app: run the service with MC_DB_RLS_ROLE empty';
                    RETURN;
                END;
            END IF;
            IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
                EXECUTE format('GRANT memory_center_app TO %I', current_user);
            END IF;
        END $$
        """
    )
    if not _role_exists():
        return
    op.execute(f"GRANT USAGE ON SCHEMA {_schema()} TO {ROLE}")
    op.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {_schema()} TO {ROLE}")
    op.execute(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {_schema()} TO {ROLE}")
    op.execute(
        f"ALTER DEFAULT PRIVILEGES IN SCHEMA {_schema()} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {ROLE}"
    )
    op.execute(f"REVOKE ALL ON TABLE alembic_version FROM {ROLE}")


def _role_exists() -> bool:
    return bool(
        op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_roles WHERE rolname = :r"), {"r": ROLE})
    )


def _schema() -> str:
    name = op.get_bind().scalar(sa.text("SELECT quote_ident(current_schema())"))
    return str(name)


def _set_leakproof(leakproof: bool) -> None:
    word = "LEAKPROOF" if leakproof else "NOT LEAKPROOF"
    statements = " ".join(f"ALTER FUNCTION {function} {word};" for function in LEAKPROOF_NEEDED)
    superuser = "(SELECT rolsuper FROM pg_roles WHERE rolname = current_user)"
    notice = "RAISE NOTICE 'not a superuser: functions left as they are (see migration 0005)';"
    op.execute(f"DO $$ BEGIN IF {superuser} THEN {statements} ELSE {notice} END IF; END $$")


def upgrade() -> None:
    _create_role()
    _set_leakproof(True)
    for table in _tenant_tables():
        enable_tenant_rls(table)
    op.execute(f"CREATE POLICY key_lookup ON api_key FOR SELECT USING ({KEY_LOOKUP})")


def downgrade() -> None:
    _set_leakproof(False)
    op.execute("DROP POLICY IF EXISTS key_lookup ON api_key")
    for table in _tenant_tables():
        op.execute(f"DROP POLICY IF EXISTS tenant_isolation ON {table}")
        op.execute(f"ALTER TABLE {table} NO FORCE ROW LEVEL SECURITY")
        op.execute(f"ALTER TABLE {table} DISABLE ROW LEVEL SECURITY")
    if not _role_exists():
        return
    op.execute(f"ALTER DEFAULT PRIVILEGES IN SCHEMA {_schema()} REVOKE ALL ON TABLES FROM {ROLE}")
    op.execute(f"REVOKE ALL ON ALL TABLES IN SCHEMA {_schema()} FROM {ROLE}")
    op.execute(f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {_schema()} FROM {ROLE}")
    op.execute(f"REVOKE USAGE ON SCHEMA {_schema()} FROM {ROLE}")
