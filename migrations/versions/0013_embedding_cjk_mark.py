"""embedding cjk mark: which stored vectors were read by the multilingual part alone

The default embedder (MiniLM + multilingual USE in one vector) reads a mostly Chinese, Japanese or
Korean text with USE only: MiniLM's English vocabulary sees such a text as unknown tokens. A vector of
such a text is marked (``cjk``), so that an English question can be compared with it by the parts of
the vector that read both texts (retrieval/semantic_repository.py; docs/design.md §4).

Existing vectors are marked from the text they were made of (a fact's or a turn's content), by the
rule the indexer applies (embedding/ensemble.py ``mostly_cjk``, written out here in SQL so that this
migration never changes): at least 30 % of the letters are CJK characters. Only rows that turn out
CJK are rewritten. A partial HNSW index on the multilingual part of the marked rows serves the same
comparison past the exact plan.

Revision ID: 0013_embedding_cjk_mark
Revises: 0012_fact_list_index
Create Date: 2026-12-01 23:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013_embedding_cjk_mark"
down_revision: str | None = "0012_fact_list_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_CJK = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]"
_NOT_CJK = r"[^\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]"
_NOT_LATIN = r"[^A-Za-z\u00c0-\u024f]"


def _mostly_cjk(column: str) -> str:
    cjk = f"length(regexp_replace({column}, '{_NOT_CJK}', '', 'g'))"
    latin = f"length(regexp_replace({column}, '{_NOT_LATIN}', '', 'g'))"
    return f"({column} ~ '{_CJK}' AND {cjk} >= 0.3 * ({cjk} + {latin}))"


def upgrade() -> None:
    op.add_column(
        "memory_embedding", sa.Column("cjk", sa.Boolean(), nullable=False, server_default=sa.false())
    )
    for table, kind in (("memory_fact", "fact"), ("memory_evidence", "evidence")):
        # Table names and patterns are this file's constants.
        statement = (
            "UPDATE memory_embedding AS e SET cjk = true "  # noqa: S608
            f"FROM {table} AS t WHERE e.target_kind = '{kind}' "
            f"AND t.tenant_id = e.tenant_id AND t.id = e.target_id AND {_mostly_cjk('t.content')}"
        )
        op.execute(statement)
    # Past the exact plan, an English query reaches a Chinese row through its multilingual part:
    # the default embedder's USE part (floats 385-896), over the marked rows only.
    op.create_index(
        "ix_memory_embedding_hnsw_cjk_512",
        "memory_embedding",
        [sa.literal_column("(subvector(embedding, 385, 512)::vector(512)) vector_cosine_ops")],
        unique=False,
        postgresql_using="hnsw",
        postgresql_where=sa.text("dimensions = 896 AND status = 'DONE' AND cjk"),
    )


def downgrade() -> None:
    op.drop_index("ix_memory_embedding_hnsw_cjk_512", table_name="memory_embedding")
    op.drop_column("memory_embedding", "cjk")
