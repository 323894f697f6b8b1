"""memory_fact.revision_reason: the governance reason code that made a revision

A revision that superseded another says why (``supersedes``, ``same_memory_supersedes``, ...), so a
retrieval trace can show it next to the fact without reading the candidate. Nullable, no default:
adding it rewrites nothing; older rows stay NULL.

Revision ID: 0008_fact_revision_reason
Revises: 0007_multilingual_hnsw
Create Date: 2026-12-01 14:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008_fact_revision_reason"
down_revision: str | None = "0007_multilingual_hnsw"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("memory_fact", sa.Column("revision_reason", sa.String(length=64), nullable=True))


def downgrade() -> None:
    op.drop_column("memory_fact", "revision_reason")
