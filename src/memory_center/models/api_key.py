from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin, enum_type
from memory_center.enums import Role


class ApiKey(IdMixin, CreatedMixin, Base):
    """An API key, stored as its SHA-256 hash, bound to one tenant and one role."""

    __tablename__ = "api_key"

    name: Mapped[str] = mapped_column(sa.Text)
    role: Mapped[Role] = mapped_column(enum_type(Role, "role"))
    key_hash: Mapped[str] = mapped_column(sa.Text)
    key_prefix: Mapped[str] = mapped_column(sa.Text)
    created_by: Mapped[str | None] = mapped_column(sa.Text)
    revoked_at: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))

    __table_args__ = (
        sa.UniqueConstraint("tenant_id", "key_hash"),
        # Authentication looks a key up by hash before the tenant is known.
        sa.Index("ix_api_key_hash", "key_hash"),
    )
