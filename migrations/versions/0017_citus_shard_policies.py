"""citus shard policies: the tenant binding's policies (migration 0016) reach every shard

Only where the ``citus`` extension is installed (a Citus coordinator, docs/scaling.md §4); on a single
node this migration does nothing.

Migration 0016's policies call the binding checks in a sub-select, ``tenant_id = (SELECT
memory_center_bound_tenant()) OR …``, so that each check runs once per statement (an InitPlan), not
once per row. Citus refuses any sub-select in a policy of a distributed or reference table ("cannot
create policy: Subqueries are not supported in policies on distributed tables"), at ``ALTER POLICY``
and at ``create_distributed_table`` alike, so on Citus the migration environment runs 0016 with
``citus.enable_ddl_propagation`` off (``migrations/env.py``, ``CITUS_COORDINATOR_ONLY``): its policies
change on the coordinator's tables only. Our sub-selects read no table, which is what the refusal is
about (a table read inside a shard's policy would be a distributed query from a shard), so the shards
can hold them. This migration carries them there:

- every policy of every Citus table of the schema is set on each of its placements (the workers'
  shards and the coordinator's copy of the reference tables) to the table's own definition, with
  schema-qualified names, through ``run_command_on_placements``. Those commands run on connections of
  their own, which cannot see shards created by this migration run's still-open transaction (a fresh
  cluster migrates 0001 to head in one), so they run in an autocommit block: the migrations up to
  0016 are committed first;
- first, every node must hold the binding key of the coordinator (0016 wrote it to each worker): a
  node without it, or with another, would refuse every proof; the migration stops instead;
- the functions Citus keeps on every node (``pg_dist_object``: 0014's ``memory_center_scrub_audit``)
  and 0016 replaced on the coordinator only are defined again, so that Citus carries the new body to
  the workers;
- the audit scrub is delegated to the tenant's worker (``create_distributed_function`` by its first
  argument, the tenant, co-located with ``memory_audit``, ``force_delegation``): called on the
  coordinator it runs as the owner (SECURITY DEFINER), and its ``UPDATE`` then needed a connection of
  a second user to shards the erasure's transaction had already changed as the service's role, which
  Citus refuses ("cannot perform query on placements that were modified in this transaction by a
  different user"). Delegated, the call travels on the transaction's own connection to that worker,
  and the update runs there, locally, in the same transaction.

Shards that Citus creates later (a shard move, a split, a new table's) are built from the
coordinator's definitions, which already hold the sub-selects. A worker added later still needs the
private schema, the key and the functions before shards are moved to it (docs/security.md).

Revision ID: 0017_citus_shard_policies
Revises: 0016_tenant_binding_proof
Create Date: 2026-12-03 18:10:00
"""

import re
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017_citus_shard_policies"
down_revision: str | None = "0016_tenant_binding_proof"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SUBSELECT_CALL = re.compile(r"\(\s*SELECT\s+([\w.\"]+\(\))\s+AS\s+[\w\"]+\)")
SCRUB = "memory_center_scrub_audit(text,text,text[],text)"
KEY_DIGEST = "SELECT encode(sha256(secret), 'hex') FROM memory_center_private.binding_key"

# Each policy of each Citus table of the schema, its expressions deparsed with an empty search_path
# (every name qualified, as on the shards' connections any search_path may be in force).
POLICIES = """
SELECT c.oid::regclass::text AS table_name, quote_ident(p.polname) AS policy,
       pg_get_expr(p.polqual, p.polrelid) AS using_expr,
       pg_get_expr(p.polwithcheck, p.polrelid) AS check_expr
FROM pg_policy p
JOIN pg_class c ON c.oid = p.polrelid
JOIN pg_dist_partition d ON d.logicalrelid = c.oid
WHERE c.relnamespace = CAST(:schema AS regnamespace)
ORDER BY 1, 2
"""


def _has_citus() -> bool:
    found = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_extension WHERE extname = 'citus'"))
    return bool(found)


def _check_keys() -> None:
    """Every worker holds the coordinator's binding key."""
    bind = op.get_bind()
    mine = bind.scalar(sa.text(KEY_DIGEST))
    rows = bind.execute(
        sa.text("SELECT nodename, nodeport, success, result FROM run_command_on_workers(:c)"),
        {"c": KEY_DIGEST},
    )
    wrong = [f"{row.nodename}:{row.nodeport}" for row in rows if not row.success or row.result != mine]
    if not mine or wrong:
        raise RuntimeError(
            "0017: the binding key of migration 0016 is missing or differs on "
            + (", ".join(wrong) or "the coordinator")
        )


def _alter_statement(policy: str, table: str, using_expr: str | None, check_expr: str | None) -> str:
    statement = f"ALTER POLICY {policy} ON {table}"
    if using_expr is not None:
        statement += f" USING ({using_expr})"
    if check_expr is not None:
        statement += f" WITH CHECK ({check_expr})"
    return statement


def without_subselects(expression: str | None) -> str | None:
    """The same condition with each scalar sub-select of a function call, ``( SELECT f() AS f)`` as
    PostgreSQL prints it, replaced by the call ``f()``: what Citus accepts on its own tables."""
    if expression is None:
        return None
    plain = SUBSELECT_CALL.sub(r"\1", expression)
    if re.search(r"\bSELECT\b", plain, re.IGNORECASE):
        raise RuntimeError(f"0017: a policy's sub-select is not a function call alone: {expression}")
    return plain


def _policies() -> list[tuple[str, str, str]]:
    """(table, ``ALTER POLICY`` for ``run_command_on_placements`` — a ``format`` string, ``%s`` the
    shard —, ``ALTER POLICY`` of the coordinator's table without sub-selects) per policy."""
    bind = op.get_bind()
    schema = bind.scalar(sa.text("SELECT quote_ident(current_schema())"))
    search_path = bind.scalar(sa.text("SELECT current_setting('search_path')"))
    bind.execute(sa.text("SELECT set_config('search_path', '', true)"))
    try:
        rows = bind.execute(sa.text(POLICIES), {"schema": schema}).all()
    finally:
        bind.execute(sa.text("SELECT set_config('search_path', :p, true)"), {"p": search_path})
    policies = []
    for row in rows:
        using, check = row.using_expr, row.check_expr
        on_shards = _alter_statement(
            row.policy,
            "%s",
            None if using is None else using.replace("%", "%%"),
            None if check is None else check.replace("%", "%%"),
        )
        on_table = _alter_statement(
            row.policy, row.table_name, without_subselects(using), without_subselects(check)
        )
        policies.append((row.table_name, on_shards, on_table))
    return policies


def _redistribute_functions() -> None:
    """Functions Citus keeps on every node (``pg_dist_object``; 0014's audit scrub) that 0016 changed
    on the coordinator only: the same definition again, which Citus now carries to the workers."""
    bind = op.get_bind()
    definitions = bind.scalars(
        sa.text(
            "SELECT pg_get_functiondef(p.oid) FROM pg_dist_object o JOIN pg_proc p ON p.oid = o.objid "
            "WHERE o.classid = 'pg_proc'::regclass AND p.pronamespace = current_schema()::regnamespace "
            "AND p.proname LIKE 'memory\\_center\\_%'"
        )
    ).all()
    cursor = bind.connection.cursor()  # the driver's own: the bodies' % signs are no parameter markers
    try:
        for definition in definitions:
            cursor.execute(definition)
    finally:
        cursor.close()


def _delegate_scrub() -> None:
    """The audit scrub runs on the tenant's worker, inside the caller's transaction there."""
    bind = op.get_bind()
    exists = bind.scalar(
        sa.text("SELECT to_regprocedure(current_schema() || '.' || :f) IS NOT NULL"), {"f": SCRUB}
    )
    if exists:
        bind.execute(
            sa.text(
                "SELECT create_distributed_function(CAST(current_schema() || '.' || :f AS regprocedure), "
                "'$1', colocate_with := CAST(:t AS text), force_delegation := true)"
            ),
            {"f": SCRUB, "t": "memory_audit"},
        )


def upgrade() -> None:
    if not _has_citus():
        return
    _check_keys()
    _redistribute_functions()
    _delegate_scrub()
    policies = _policies()
    with op.get_context().autocommit_block():
        bind = op.get_bind()
        for table, on_shards, _ in policies:
            failed = bind.execute(
                sa.text(
                    "SELECT nodename, nodeport, shardid, result "
                    "FROM run_command_on_placements(CAST(:t AS regclass), :c) WHERE NOT success"
                ),
                {"t": table, "c": on_shards},
            ).all()
            if failed:
                problems = "; ".join(
                    f"{r.nodename}:{r.nodeport} shard {r.shardid}: {r.result}" for r in failed
                )
                raise RuntimeError(f"0017 on the shards of {table}: {problems}")
    # The coordinator's tables: the same conditions without sub-selects, changed there only (the
    # shards keep theirs). Citus plans from these, and refuses an INSERT whose table's policy holds one.
    op.execute("SET LOCAL citus.enable_ddl_propagation = off")
    for _, _, on_table in policies:
        op.execute(on_table)
    op.execute("SET LOCAL citus.enable_ddl_propagation = on")


def downgrade() -> None:
    """Nothing: 0016's downgrade sets the policies back through Citus, shards included."""
