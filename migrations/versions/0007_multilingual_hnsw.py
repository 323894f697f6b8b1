"""HNSW index for the default multilingual vectors (896 floats: MiniLM 384 + multilingual USE 512)

The semantic index keeps one partial HNSW index per vector length in use, on a fixed-length cast of
the untyped column (models/embedding.py INDEXED_DIMENSIONS). The default embedder's vectors are 896
floats long (embedding/ensemble.py). Until ``memory-center reindex`` runs, no row has that length, so
the index is created empty and fills as the index worker stores vectors.

Revision ID: 0007_multilingual_hnsw
Revises: 0006_event_request_hash
Create Date: 2026-12-01 14:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_multilingual_hnsw"
down_revision: str | None = "0006_event_request_hash"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_memory_embedding_hnsw_896",
        "memory_embedding",
        [sa.literal_column("(embedding::vector(896)) vector_cosine_ops")],
        unique=False,
        postgresql_using="hnsw",
        postgresql_where=sa.text("dimensions = 896 AND status = 'DONE'"),
    )


def downgrade() -> None:
    op.drop_index(
        "ix_memory_embedding_hnsw_896",
        table_name="memory_embedding",
        postgresql_using="hnsw",
        postgresql_where=sa.text("dimensions = 896 AND status = 'DONE'"),
    )
