"""api_key_generation: one counter every change of an API key bumps, in the same transaction

Each service process keeps the API keys it has checked (``memory_center.api.key_cache``) and trusts one
only while this counter has not moved: every request reads it in the statement that begins its
transaction. A trigger bumps it on any UPDATE, DELETE or TRUNCATE of ``api_key`` (a revocation through
the API, or one typed in SQL), so a revoked key is refused by every process from the moment the
revocation commits. The counter moves with the transaction (a row, not a sequence): a check that read
the old value read the key row no earlier, and a revocation not yet committed is not yet seen by either.

No ``tenant_id``, so no row-level security: the counter says nothing about any tenant.

Revision ID: 0011_api_key_generation
Revises: 0010_readpath
Create Date: 2026-12-01 18:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_api_key_generation"
down_revision: str | None = "0010_readpath"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ROLE = "memory_center_app"


def upgrade() -> None:
    op.execute(
        "CREATE TABLE api_key_generation ("
        "id boolean PRIMARY KEY DEFAULT true CHECK (id), generation bigint NOT NULL DEFAULT 0)"
    )
    op.execute("INSERT INTO api_key_generation (id, generation) VALUES (true, 0)")
    op.execute(
        """
        CREATE FUNCTION api_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE api_key_generation SET generation = generation + 1;
            RETURN NULL;
        END $$
        """
    )
    op.execute(
        "CREATE TRIGGER api_key_changed AFTER UPDATE OR DELETE ON api_key "
        "FOR EACH STATEMENT EXECUTE FUNCTION api_key_changed()"
    )
    op.execute(
        "CREATE TRIGGER api_key_truncated AFTER TRUNCATE ON api_key "
        "FOR EACH STATEMENT EXECUTE FUNCTION api_key_changed()"
    )
    exists = op.get_bind().scalar(sa.text("SELECT count(*) FROM pg_roles WHERE rolname = :r"), {"r": ROLE})
    if exists:  # the service's role reads the counter with every request and bumps it when it revokes
        op.execute(f"GRANT SELECT, UPDATE ON api_key_generation TO {ROLE}")


def downgrade() -> None:
    op.execute("DROP TRIGGER IF EXISTS api_key_truncated ON api_key")
    op.execute("DROP TRIGGER IF EXISTS api_key_changed ON api_key")
    op.execute("DROP FUNCTION IF EXISTS api_key_changed()")
    op.execute("DROP TABLE IF EXISTS api_key_generation")
