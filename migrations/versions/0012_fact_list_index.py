"""fact list index: GET /v1/facts?user_id= pages in (created_at, id) order straight from an index

The list reads a user's facts oldest first, a page after a (created_at, id) position. With only
``ix_memory_fact_tenant_user`` (tenant_id, user_id, status), every page read all of the user's facts and
sorted them (top-N heapsort) to return 50. ``(tenant_id, user_id, created_at, id)`` hands them over in
order from the position on (the position is a row comparison, an index condition), so a page reads
about a page of rows however many facts the user has. It replaces the old index, whose uses it covers
(every other statement filters on tenant_id and user_id only; status becomes a filter on the page's
rows), so writes keep the same number of indexes. ``created_at`` never changes on a row, so access
updates stay heap-only.

Revision ID: 0012_fact_list_index
Revises: 0011_api_key_generation
Create Date: 2026-12-01 17:30:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0012_fact_list_index"
down_revision: str | None = "0011_api_key_generation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_memory_fact_user_created", "memory_fact", ["tenant_id", "user_id", "created_at", "id"]
    )
    op.drop_index("ix_memory_fact_tenant_user", table_name="memory_fact")


def downgrade() -> None:
    op.create_index("ix_memory_fact_tenant_user", "memory_fact", ["tenant_id", "user_id", "status"])
    op.drop_index("ix_memory_fact_user_created", table_name="memory_fact")
