import sqlalchemy as sa
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base


class SharedGeneration(Base):
    """Per tenant, a value that every change of its shared facts (TENANT, DEPARTMENT scope) or of
    their vectors replaces, in the writing transaction (migration 0018's triggers; never repeated: a
    sequence). The read path trusts the shared rows a process holds only at the generation it read
    them (``retrieval.shared_vectors``). Not made on Citus."""

    __tablename__ = "memory_shared_generation"

    tenant_id: Mapped[str] = mapped_column(sa.Text, primary_key=True)
    generation: Mapped[int] = mapped_column(sa.BigInteger)
