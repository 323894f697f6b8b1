"""vectors stored inline in their row (STORAGE MAIN) instead of out of line in the TOAST table

A vector of the default embedder (896 floats, 3.6 kB) is larger than PostgreSQL's 2 kB TOAST threshold,
so with pgvector's default storage (EXTERNAL) every vector lived in the TOAST table: exact semantic
search read each visible row's vector through a second index lookup and a copy (about a quarter of
that statement's time at 100k facts, docs/benchmarks.md). MAIN keeps a vector in its row unless the
row would not fit in a page (past about 2,000 dimensions it still moves out of line, as before).

The setting applies to rows written from now on. Existing vectors move inline when the table is
rewritten: ``VACUUM FULL memory_embedding`` (it locks the table and rebuilds its HNSW indexes: a
maintenance window's job on a large table), or ``memory-center reindex --force`` (re-embeds them). Results do not change: the
stored floats are the same.

Revision ID: 0010_readpath
Revises: 0009_rls
Create Date: 2026-12-01 17:30:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0010_readpath"
down_revision: str | None = "0009_rls"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("ALTER TABLE memory_embedding ALTER COLUMN embedding SET STORAGE MAIN")


def downgrade() -> None:
    op.execute("ALTER TABLE memory_embedding ALTER COLUMN embedding SET STORAGE EXTERNAL")
