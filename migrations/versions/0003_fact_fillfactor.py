"""memory_fact pages keep 10 % free, so the read path's batched last_accessed_at updates stay HOT

Reads write ``last_accessed_at`` of the facts they return (batched, at most once a minute per fact;
retrieval/access.py). That column is in no index, so with room left on the page PostgreSQL updates the
row in place (a heap-only tuple) instead of adding an entry to every index of the table, the full-text
GIN index above all. Applies to pages written from now on.

Revision ID: 0003_fact_fillfactor
Revises: 0002_read_path
Create Date: 2026-11-29 19:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0003_fact_fillfactor"
down_revision: str | None = "0002_read_path"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("ALTER TABLE memory_fact SET (fillfactor = 90)")


def downgrade() -> None:
    op.execute("ALTER TABLE memory_fact RESET (fillfactor)")
