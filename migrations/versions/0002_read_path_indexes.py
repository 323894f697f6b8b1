"""read path indexes: fact visibility by (scope, scope id), fact keys for shadowing, index backlog

Revision ID: 0002_read_path
Revises: 0001
Create Date: 2026-11-29 15:30:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0002_read_path"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# "<scope>:<the id that scope binds the fact to>" (DESIGN §2), e.g. 'USER:u-1', 'TENANT:'. The read path
# filters with `<this expression> = ANY(:visible_keys)` (one index scan, however many scopes a request
# names) using exactly this text (memory_center.retrieval.repository.SCOPE_KEY_SQL).
SCOPE_KEY = (
    "((scope)::text || ':' || CASE scope WHEN 'TENANT' THEN ''::text WHEN 'DEPARTMENT' THEN department_id "
    "WHEN 'USER' THEN user_id WHEN 'AGENT' THEN agent_id WHEN 'SESSION' THEN session_id "
    "WHEN 'TASK' THEN task_id END)"
)


def upgrade() -> None:
    op.execute(
        "CREATE INDEX ix_memory_fact_visibility ON memory_fact "
        f"(tenant_id, {SCOPE_KEY}) WHERE status = 'ACTIVE'"
    )
    op.execute(
        "CREATE INDEX ix_memory_fact_key ON memory_fact (tenant_id, subject, predicate) "
        "WHERE subject IS NOT NULL AND predicate IS NOT NULL"
    )
    op.execute(
        "CREATE INDEX ix_memory_embedding_backlog ON memory_embedding (tenant_id, model, status) "
        "WHERE status <> 'DONE'"
    )


def downgrade() -> None:
    op.execute("DROP INDEX IF EXISTS ix_memory_embedding_backlog")
    op.execute("DROP INDEX IF EXISTS ix_memory_fact_key")
    op.execute("DROP INDEX IF EXISTS ix_memory_fact_visibility")
