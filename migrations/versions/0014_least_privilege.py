"""least privilege: the service's role logs in as itself, and the audit log is append-only for it

Three changes (docs/security.md, database roles):

- ``memory_center_app`` may log in (LOGIN, still no superuser, no BYPASSRLS, no CREATEROLE): the service
  connects as it, so a ``RESET ROLE`` or ``SET ROLE`` inside a transaction has nowhere to go back to. The
  migrations keep running as the owner of the tables (``memory-center migrate``).
- ``memory_audit`` is INSERT and SELECT only for it. The one rewrite the service must make, stripping an
  erased user from their audit rows, goes through ``memory_center_scrub_audit`` (SECURITY DEFINER, owned
  by the migrating role, bound to the transaction's tenant): it can remove a user from the log, never
  write anything else into it.
- The functions migration 0009 declared LEAKPROOF were reviewed: each is needed by an indexed condition of
  the read path and none can raise an error that depends on a row's value (enum and text output and
  concatenation, enum (in)equality, a full-text match of values already parsed), so all are kept; the
  review is in docs/security.md.

Revision ID: 0014_least_privilege
Revises: 0013_embedding_cjk_mark
Create Date: 2026-12-03 08:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014_least_privilege"
down_revision: str | None = "0013_embedding_cjk_mark"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ROLE = "memory_center_app"
SCRUB = "memory_center_scrub_audit(text, text, text[], text)"


def _role_exists() -> bool:
    found = op.get_bind().scalar(sa.text("SELECT 1 FROM pg_roles WHERE rolname = :role"), {"role": ROLE})
    return found is not None


def _schema() -> str:
    return str(op.get_bind().scalar(sa.text("SELECT quote_ident(current_schema())")))


def upgrade() -> None:
    if not _role_exists():
        return  # a server where 0009 could not create it: the service runs as the owner (docs/security.md)
    op.execute(
        f"""
        DO $$
        BEGIN
            ALTER ROLE {ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
        EXCEPTION WHEN insufficient_privilege THEN
            RAISE NOTICE 'cannot let {ROLE} log in: a DBA runs ALTER ROLE {ROLE} LOGIN PASSWORD ...';
        END $$
        """
    )
    op.execute(f"REVOKE UPDATE, DELETE, TRUNCATE ON memory_audit FROM {ROLE}")
    schema = _schema()
    op.execute(
        f"""
        CREATE FUNCTION {schema}.memory_center_scrub_audit(
            p_tenant text, p_user text, p_tasks text[], p_tombstone text
        ) RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $fn$
        DECLARE
            changed integer;
        BEGIN
            IF p_tenant IS DISTINCT FROM current_setting('app.tenant_id', true)
               AND current_setting('app.maintenance', true) IS DISTINCT FROM 'on' THEN
                RAISE EXCEPTION 'memory_center_scrub_audit: not this transaction''s tenant';
            END IF;
            UPDATE memory_audit SET
                user_id = NULL,
                reason = NULL,
                details = jsonb_build_object('erased_user', p_tombstone),
                target_id = CASE
                    WHEN target_kind IN ('user', 'task') AND target_id NOT LIKE 'sha256:%'
                    -- the text's UTF-8 bytes by immutable functions (Citus refuses the STABLE
                    -- convert_to in an UPDATE): decode(... 'escape') of the text, backslashes doubled
                    THEN 'sha256:' || left(encode(sha256(decode(
                        replace(tenant_id || chr(31) || target_id, '\\', '\\\\'), 'escape')), 'hex'), 32)
                    ELSE target_id END
            WHERE tenant_id = p_tenant AND (
                user_id = p_user
                OR (target_kind = 'user' AND target_id = p_user)
                OR (target_kind = 'task' AND target_id = ANY(p_tasks))
            );
            GET DIAGNOSTICS changed = ROW_COUNT;
            RETURN changed;
        END
        $fn$
        """  # noqa: S608 - the schema is the database's own, quoted by quote_ident
    )
    op.execute(f"REVOKE ALL ON FUNCTION {schema}.{SCRUB} FROM PUBLIC")
    op.execute(f"GRANT EXECUTE ON FUNCTION {schema}.{SCRUB} TO {ROLE}")


def downgrade() -> None:
    schema = _schema()
    op.execute(f"DROP FUNCTION IF EXISTS {schema}.{SCRUB}")
    if not _role_exists():
        return
    op.execute(f"GRANT UPDATE, DELETE ON memory_audit TO {ROLE}")
    op.execute(
        f"DO $$ BEGIN ALTER ROLE {ROLE} NOLOGIN; EXCEPTION WHEN insufficient_privilege THEN NULL; END $$"
    )
