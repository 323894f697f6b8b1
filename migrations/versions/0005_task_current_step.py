"""memory_task.current_step is the step number (an integer, as in the seeds' agent_task_state); a step's
name, which the column used to hold, moves to the new current_step_label

Existing values: digits (surrounding white space allowed) become that number and no label; anything
else becomes no number and keeps its text as the label. Downgrade puts the label back, else the number
as text.

Revision ID: 0005_task_current_step
Revises: 0004_standing_rules
Create Date: 2026-12-01 15:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_task_current_step"
down_revision: str | None = "0004_standing_rules"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_NUMBER = r"'^\s*[0-9]{1,9}\s*$'"


def upgrade() -> None:
    op.add_column("memory_task", sa.Column("current_step_label", sa.Text(), nullable=True))
    op.execute(f"UPDATE memory_task SET current_step_label = current_step WHERE current_step !~ {_NUMBER}")  # noqa: S608 (a constant)
    op.execute(
        "ALTER TABLE memory_task ALTER COLUMN current_step TYPE integer USING "
        f"CASE WHEN current_step ~ {_NUMBER} THEN btrim(current_step)::integer END"
    )


def downgrade() -> None:
    op.execute(
        "ALTER TABLE memory_task ALTER COLUMN current_step TYPE text USING "
        "coalesce(current_step_label, current_step::text)"
    )
    op.drop_column("memory_task", "current_step_label")
