"""embedding done index: "has this row a finished vector?" answered from a small index alone

The read path's fresh step (retrieval/fresh_repository.py) looks up, for each of the user's 32 newest
visible facts (and evidence rows), whether a DONE vector of the model exists. Through the unique key
(tenant_id, target_kind, target_id, model) each look-up descended three index levels and then read the
row itself for its status: about 4 buffers a row, 129 of the statement's 158 at 10k facts, for no row
returned (docs/benchmarks.md, "Session 22"). This partial index holds the DONE rows only, on the same
key: the look-up is an index-only scan that reads no table row (for pages the visibility map marks
all-visible), 3 buffers a row instead of 4.

Keyed by the target's id alone (with the other columns included) it had one level less, 2 buffers a
look-up, but the semantic statement then chose it for its own look-ups, which read the row's vector,
and read 50 % more buffers (434 -> 652 a request at 10k): not kept.

It costs nothing when a row is queued (PENDING rows are not in it); a row enters it when the worker
marks it DONE.

Revision ID: 0019_embedding_done_index
Revises: 0018_shared_fact_generation
Create Date: 2026-12-06 16:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0019_embedding_done_index"
down_revision: str | None = "0018_shared_fact_generation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute(
        "CREATE INDEX ix_memory_embedding_done ON memory_embedding "
        "(tenant_id, target_kind, target_id, model) WHERE status = 'DONE'"
    )


def downgrade() -> None:
    op.execute("DROP INDEX IF EXISTS ix_memory_embedding_done")
