import uuid
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from pgvector.sqlalchemy import Vector
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin, enum_type, utcnow
from memory_center.enums import EmbeddingTarget, IndexStatus

# The HNSW index is built on a fixed-dimension cast of the untyped vector column, one partial index
# per dimension in use; queries must use the same expression (see retrieval).
INDEXED_DIMENSIONS = (384, 896)
CJK_PART_INDEX = (896, 384, 512)
"""(dimensions, offset, length) of the one layout whose multilingual part has a partial HNSW index of
its own, over the rows marked ``cjk``: the default embedder's (MiniLM 384 + USE 512). Past the exact
plan, an English query reaches a Chinese row through it (retrieval/semantic_repository.py)."""


class Embedding(IdMixin, CreatedMixin, Base):
    """The semantic index and its durable work queue: a row is PENDING until the worker embeds it.

    Holds no lifecycle data: every query joins back to the fact or evidence row.
    """

    __tablename__ = "memory_embedding"

    target_kind: Mapped[EmbeddingTarget] = mapped_column(enum_type(EmbeddingTarget, "embedding_target"))
    target_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    model: Mapped[str] = mapped_column(sa.Text)
    dimensions: Mapped[int | None] = mapped_column(sa.Integer)
    embedding: Mapped[Any] = mapped_column(Vector(), nullable=True)
    cjk: Mapped[bool] = mapped_column(sa.Boolean, default=False, server_default=sa.false())
    """The text was mostly Chinese, Japanese or Korean: the default embedder's MiniLM part did not
    read it, so an English query is compared with it by the multilingual part alone (retrieval)."""
    status: Mapped[IndexStatus] = mapped_column(enum_type(IndexStatus, "index_status"))
    attempts: Mapped[int] = mapped_column(sa.Integer, default=0, server_default="0")
    last_error: Mapped[str | None] = mapped_column(sa.Text)
    next_attempt_at: Mapped[datetime] = mapped_column(
        sa.DateTime(timezone=True), default=utcnow, server_default=sa.func.now()
    )
    updated_at: Mapped[datetime] = mapped_column(
        sa.DateTime(timezone=True), default=utcnow, onupdate=utcnow, server_default=sa.func.now()
    )

    __table_args__ = (
        sa.UniqueConstraint("tenant_id", "target_kind", "target_id", "model"),
        sa.Index(
            "ix_memory_embedding_queue",
            "status",
            "next_attempt_at",
            postgresql_where=sa.text("status = 'PENDING'"),
        ),
        sa.Index(
            "ix_memory_embedding_hnsw_384",
            sa.text("(embedding::vector(384)) vector_cosine_ops"),
            postgresql_using="hnsw",
            postgresql_where=sa.text("dimensions = 384 AND status = 'DONE'"),
        ),
        sa.Index(
            "ix_memory_embedding_hnsw_896",
            sa.text("(embedding::vector(896)) vector_cosine_ops"),
            postgresql_using="hnsw",
            postgresql_where=sa.text("dimensions = 896 AND status = 'DONE'"),
        ),
        sa.Index(
            "ix_memory_embedding_hnsw_cjk_512",
            sa.text("(subvector(embedding, 385, 512)::vector(512)) vector_cosine_ops"),
            postgresql_using="hnsw",
            postgresql_where=sa.text("dimensions = 896 AND status = 'DONE' AND cjk"),
        ),
    )
