"""tenant binding proof: the tenant settings bind nothing without an HMAC the app login cannot make

Until now a row was visible when its ``tenant_id`` equalled the setting ``app.tenant_id`` (or
``app.maintenance`` was ``on``): settings anyone running SQL as the service's login can set. Now
(docs/security.md, "the tenant binding"):

- a random 32-byte key lives in ``memory_center_private.binding_key``, a schema and table of the
  migrating role only (the service's role has no USAGE on the schema, no privilege on the table; the
  default privileges of migration 0009 cover the public schema only). The table also holds the key's
  HMAC pads, so the database computes HMAC-SHA256 with core ``sha256`` alone (no pgcrypto);
- ``memory_center_bound_tenant()`` / ``_bound_maintenance()`` / ``_bound_key_hash()`` (SECURITY
  DEFINER, owned by the migrating role) return their setting only when ``app.binding_proof`` is the
  HMAC of ``v1 · maintenance · key_hash · nonce · tenant`` (joined by U+001F) and the nonce's time
  is at most ``FRESH`` seconds before the transaction began (nor that far after the statement
  began: clock skew). A setting without a proof binds nothing; a wrong, stale or malformed proof
  raises (a misconfigured service fails loudly instead of seeing empty tables). Each checks the
  proof only when its own setting is set, so a tenant's statement checks one proof per table;
- every ``tenant_isolation`` policy becomes ``tenant_id = (SELECT memory_center_bound_tenant()) OR
  (SELECT memory_center_bound_maintenance())`` — a sub-select, so each is an InitPlan evaluated once
  per statement, not once per row — and ``key_lookup`` on ``api_key`` likewise;
- ``memory_center_scrub_audit`` (migration 0014) checks its tenant against the proven binding.

On Citus (``citus`` installed; migration 0015 distributed the tables) the policies run on the workers,
so the schema, the key table with the same key, and the functions are also created on every worker
(``run_command_on_workers``), before the policies change (Citus carries ``ALTER POLICY`` to the
shards). A worker added later needs them too (docs/security.md).

Revision ID: 0016_tenant_binding_proof
Revises: 0015_citus_distribution
Create Date: 2026-12-03 12:40:00
"""

import secrets
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_tenant_binding_proof"
down_revision: str | None = "0015_citus_distribution"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PRIVATE = "memory_center_private"
FRESH = 300  # seconds; memory_center.db.binding.FRESH_SECONDS
BLOCK = 64  # SHA-256's block size: the HMAC pads' length

OLD_TENANT_MATCH = (
    "tenant_id = current_setting('app.tenant_id', true) OR current_setting('app.maintenance', true) = 'on'"
)
OLD_KEY_LOOKUP = "key_hash = current_setting('app.key_hash', true)"
OLD_SCRUB_CHECK = (
    "p_tenant IS DISTINCT FROM current_setting('app.tenant_id', true) "
    "AND current_setting('app.maintenance', true) IS DISTINCT FROM 'on'"
)


def _schema() -> str:
    return str(op.get_bind().scalar(sa.text("SELECT quote_ident(current_schema())")))


def _has_citus() -> bool:
    found = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_extension WHERE extname = 'citus'"))
    return bool(found)


def tenant_match(schema: str) -> str:
    return (
        f"tenant_id = (SELECT {schema}.memory_center_bound_tenant()) "
        f"OR (SELECT {schema}.memory_center_bound_maintenance())"
    )


def key_lookup(schema: str) -> str:
    return f"key_hash = (SELECT {schema}.memory_center_bound_key_hash())"


def _pads(key: bytes) -> tuple[bytes, bytes]:
    padded = key.ljust(BLOCK, b"\0")
    return bytes(b ^ 0x36 for b in padded), bytes(b ^ 0x5C for b in padded)


def _key_statements(key: bytes) -> list[str]:
    """The private schema and its key table, filled. Literal bytes (hex): the same text runs on the
    Citus workers, where ``run_command_on_workers`` takes no parameters."""
    inner, outer = _pads(key)
    return [
        f"CREATE SCHEMA IF NOT EXISTS {PRIVATE}",
        f"REVOKE ALL ON SCHEMA {PRIVATE} FROM PUBLIC",
        f"CREATE TABLE IF NOT EXISTS {PRIVATE}.binding_key ("
        " id boolean PRIMARY KEY DEFAULT true CHECK (id),"
        " secret bytea NOT NULL, inner_pad bytea NOT NULL, outer_pad bytea NOT NULL)",
        f"REVOKE ALL ON {PRIVATE}.binding_key FROM PUBLIC",
        f"DELETE FROM {PRIVATE}.binding_key",  # noqa: S608 - constants and hex digits only
        f"INSERT INTO {PRIVATE}.binding_key (secret, inner_pad, outer_pad) VALUES "  # noqa: S608
        f"('\\x{key.hex()}', '\\x{inner.hex()}', '\\x{outer.hex()}')",
    ]


BOUND = (
    # (function, return type, its setting, what it returns when proven, what it returns otherwise)
    ("memory_center_bound_tenant", "text", "app.tenant_id", "tenant", "NULL"),
    ("memory_center_bound_maintenance", "boolean", "app.maintenance", "maintenance = 'on'", "false"),
    ("memory_center_bound_key_hash", "text", "app.key_hash", "key_hash", "NULL"),
)


def _function_statements(schema: str) -> list[str]:
    """The checking functions, one template (each checks the proof itself: a nested call of a shared
    checker cost more than the check). ``search_path`` is pinned (pg_catalog, then pg_temp last) and
    the key table is qualified: no temporary table or function of a caller can stand in for them.
    No regular expression: PostgreSQL's engine took half the check's time on the nonce's pattern."""
    statements = []
    for name, returns, setting, proven, otherwise in BOUND:
        statements.append(
            f"""
            CREATE OR REPLACE FUNCTION {schema}.{name}() RETURNS {returns}
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
            DECLARE
                maintenance text := coalesce(current_setting('app.maintenance', true), '');
                key_hash text := coalesce(current_setting('app.key_hash', true), '');
                nonce text := coalesce(current_setting('app.binding_nonce', true), '');
                proof text := coalesce(current_setting('app.binding_proof', true), '');
                tenant text := coalesce(current_setting('app.tenant_id', true), '');
                pads record;
            BEGIN
                IF coalesce(current_setting('{setting}', true), '') = '' OR proof = '' THEN
                    RETURN {otherwise};  -- not set, or set without a proof: binds nothing
                END IF;
                IF maintenance NOT IN ('', 'on') OR strpos(key_hash || nonce, chr(31)) > 0
                   OR length(proof) <> 64 THEN
                    RAISE EXCEPTION 'tenant binding: malformed settings' USING ERRCODE = '42501';
                END IF;
                SELECT k.inner_pad, k.outer_pad INTO pads FROM {PRIVATE}.binding_key k;
                -- both sides hashed once more: the comparison's time says nothing of the expected proof
                IF sha256(sha256(pads.outer_pad || sha256(pads.inner_pad || convert_to(
                       concat_ws(chr(31), 'v1', maintenance, key_hash, nonce, tenant), 'UTF8'::name))))
                   IS DISTINCT FROM sha256(decode(proof, 'hex')) THEN
                    RAISE EXCEPTION 'tenant binding: the proof does not match the settings'
                        USING ERRCODE = '42501';
                END IF;
                IF split_part(nonce, '.', 1)::numeric
                   NOT BETWEEN extract(epoch FROM transaction_timestamp()) - {FRESH}
                   AND extract(epoch FROM statement_timestamp()) + {FRESH} THEN
                    RAISE EXCEPTION 'tenant binding: stale proof (or the clocks of the service and '
                        'the database differ by more than {FRESH} s)' USING ERRCODE = '42501';
                END IF;
                RETURN {proven};
            END
            $fn$
            """  # noqa: S608 - the schema is the database's own, quoted by quote_ident
        )
    return statements


def _scrub(schema: str, check: str) -> str:
    """Migration 0014's audit scrub with ``check`` as its guard (the body is 0014's, unchanged)."""
    return f"""
        CREATE OR REPLACE FUNCTION {schema}.memory_center_scrub_audit(
            p_tenant text, p_user text, p_tasks text[], p_tombstone text
        ) RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $fn$
        DECLARE
            changed integer;
        BEGIN
            IF {check} THEN
                RAISE EXCEPTION 'memory_center_scrub_audit: not this transaction''s tenant';
            END IF;
            UPDATE memory_audit SET
                user_id = NULL,
                reason = NULL,
                details = jsonb_build_object('erased_user', p_tombstone),
                target_id = CASE
                    WHEN target_kind IN ('user', 'task') AND target_id NOT LIKE 'sha256:%'
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


def _policies() -> list[tuple[str, str]]:
    rows = op.get_bind().execute(
        sa.text(
            "SELECT tablename, policyname FROM pg_policies WHERE schemaname = current_schema() "
            "AND policyname IN ('tenant_isolation', 'key_lookup') ORDER BY tablename, policyname"
        )
    )
    return [(row.tablename, row.policyname) for row in rows]


def _on_workers(statements: list[str]) -> None:
    """Run ``statements`` on every Citus worker as this role, refusing to go on if one failed."""
    for statement in statements:
        failed = op.get_bind().execute(
            sa.text("SELECT nodename, nodeport, result FROM run_command_on_workers(:c) WHERE NOT success"),
            {"c": statement},
        )
        problems = [f"{row.nodename}:{row.nodeport}: {row.result}" for row in failed]
        if problems:
            raise RuntimeError("0016 on the Citus workers: " + "; ".join(problems))


def upgrade() -> None:
    schema = _schema()
    key = secrets.token_bytes(32)
    statements = _key_statements(key) + _function_statements(schema)
    if _has_citus():
        _on_workers(statements)
    for statement in statements:
        op.execute(statement)
    op.execute(
        _scrub(
            schema,
            f"p_tenant IS DISTINCT FROM {schema}.memory_center_bound_tenant() "
            f"AND NOT {schema}.memory_center_bound_maintenance()",
        )
    )
    for table, policy in _policies():
        if policy == "tenant_isolation":
            match = tenant_match(schema)
            op.execute(f"ALTER POLICY tenant_isolation ON {table} USING ({match}) WITH CHECK ({match})")
        else:
            op.execute(f"ALTER POLICY key_lookup ON {table} USING ({key_lookup(schema)})")


def downgrade() -> None:
    schema = _schema()
    for table, policy in _policies():
        if policy == "tenant_isolation":
            op.execute(
                f"ALTER POLICY tenant_isolation ON {table} USING ({OLD_TENANT_MATCH}) "
                f"WITH CHECK ({OLD_TENANT_MATCH})"
            )
        else:
            op.execute(f"ALTER POLICY key_lookup ON {table} USING ({OLD_KEY_LOOKUP})")
    op.execute(_scrub(schema, OLD_SCRUB_CHECK))
    drops = [f"DROP FUNCTION IF EXISTS {schema}.{name}()" for name, *_ in BOUND]
    drops.append(f"DROP SCHEMA IF EXISTS {PRIVATE} CASCADE")
    if _has_citus():
        _on_workers(drops)
    for statement in drops:
        op.execute(statement)
