"""standing rules index: the visible active CONSTRAINT facts of a request, read by every context

Every ``/v1/context`` reads the standing rules that apply to the request (docs/context.md): the active
CONSTRAINT facts whose ``<scope>:<scope id>`` key is one of the request's. This partial index holds
those rows only, on the same key expression as ``ix_memory_fact_visibility`` (0002), so the statement
reads the few rules a request sees, not every visible fact. ``importance`` and ``valid_from`` never
change on a row (a change is a new revision), and ``last_accessed_at`` stays out of every index, so the
read path's access updates remain heap-only.

Revision ID: 0004_standing_rules
Revises: 0003_fact_fillfactor
Create Date: 2026-12-01 15:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0004_standing_rules"
down_revision: str | None = "0003_fact_fillfactor"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The expression of ix_memory_fact_visibility (0002), and of retrieval.repository.SCOPE_KEY_SQL.
SCOPE_KEY = (
    "((scope)::text || ':' || CASE scope WHEN 'TENANT' THEN ''::text WHEN 'DEPARTMENT' THEN department_id "
    "WHEN 'USER' THEN user_id WHEN 'AGENT' THEN agent_id WHEN 'SESSION' THEN session_id "
    "WHEN 'TASK' THEN task_id END)"
)


def upgrade() -> None:
    op.execute(
        "CREATE INDEX ix_memory_fact_standing_rules ON memory_fact "
        f"(tenant_id, {SCOPE_KEY}, importance DESC, valid_from DESC) "
        "WHERE status = 'ACTIVE' AND memory_type = 'CONSTRAINT'"
    )


def downgrade() -> None:
    op.execute("DROP INDEX IF EXISTS ix_memory_fact_standing_rules")
