"""memory_event.request_sha256: the fingerprint of the request that stored an event, so the same
idempotency key with a different request is refused (409) instead of silently answered with the
first event (events/idempotency.py). Events stored before have none and are taken as matching.

Revision ID: 0006_event_request_hash
Revises: 0005_task_current_step
Create Date: 2026-12-01 15:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_event_request_hash"
down_revision: str | None = "0005_task_current_step"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("memory_event", sa.Column("request_sha256", sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column("memory_event", "request_sha256")
