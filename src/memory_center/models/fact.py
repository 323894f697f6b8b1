import uuid
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB, TSVECTOR, UUID
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin, TenantMixin, enum_type, utcnow
from memory_center.enums import EvidenceRelation, FactStatus, MemoryType, OwnerType, Scope, SourceType


class Fact(IdMixin, CreatedMixin, Base):
    """A governed memory. A changed value is a new row superseding the old one (same chain_id)."""

    __tablename__ = "memory_fact"

    chain_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    owner_type: Mapped[OwnerType] = mapped_column(enum_type(OwnerType, "owner_type"))
    owner_id: Mapped[str] = mapped_column(sa.Text)
    user_id: Mapped[str | None] = mapped_column(sa.Text)
    department_id: Mapped[str | None] = mapped_column(sa.Text)
    agent_id: Mapped[str | None] = mapped_column(sa.Text)
    session_id: Mapped[str | None] = mapped_column(sa.Text)
    task_id: Mapped[str | None] = mapped_column(sa.Text)
    scope: Mapped[Scope] = mapped_column(enum_type(Scope, "scope"))
    memory_type: Mapped[MemoryType] = mapped_column(enum_type(MemoryType, "memory_type"))
    subject: Mapped[str | None] = mapped_column(sa.Text)
    predicate: Mapped[str | None] = mapped_column(sa.Text)
    object_value: Mapped[str | None] = mapped_column(sa.Text)
    content: Mapped[str] = mapped_column(sa.Text)
    search_text: Mapped[str] = mapped_column(sa.Text, server_default="")
    search_tsv: Mapped[Any] = mapped_column(
        TSVECTOR, sa.Computed("to_tsvector('simple'::regconfig, search_text)", persisted=True)
    )
    status: Mapped[FactStatus] = mapped_column(enum_type(FactStatus, "fact_status"))
    source_type: Mapped[SourceType] = mapped_column(enum_type(SourceType, "source_type"))
    confidence: Mapped[float] = mapped_column(sa.Float)
    importance: Mapped[float] = mapped_column(sa.Float, default=0.5, server_default="0.5")
    revision: Mapped[int] = mapped_column(sa.Integer, default=1, server_default="1")
    revision_reason: Mapped[str | None] = mapped_column(sa.String(64))
    valid_from: Mapped[datetime] = mapped_column(sa.DateTime(timezone=True))
    valid_until: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))
    supersedes_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    superseded_by_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    source_candidate_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    last_accessed_at: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))
    status_changed_at: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(
        sa.DateTime(timezone=True), default=utcnow, onupdate=utcnow, server_default=sa.func.now()
    )

    __table_args__ = (
        sa.Index(
            "ix_memory_fact_active_owner",
            "tenant_id",
            "owner_type",
            "owner_id",
            "status",
            "valid_from",
            "valid_until",
        ),
        sa.Index("ix_memory_fact_user_created", "tenant_id", "user_id", "created_at", "id"),
        sa.Index("ix_memory_fact_chain", "tenant_id", "chain_id", "revision"),
        sa.Index("ix_memory_fact_search", "search_tsv", postgresql_using="gin"),
        sa.Index(
            "uq_memory_fact_active_key",
            "tenant_id",
            "owner_type",
            "owner_id",
            "scope",
            sa.text("coalesce(user_id, '')"),
            sa.text("coalesce(department_id, '')"),
            sa.text("coalesce(agent_id, '')"),
            sa.text("coalesce(session_id, '')"),
            sa.text("coalesce(task_id, '')"),
            "subject",
            "predicate",
            unique=True,
            postgresql_where=sa.text("status = 'ACTIVE' AND subject IS NOT NULL AND predicate IS NOT NULL"),
        ),
    )


class FactRevision(IdMixin, CreatedMixin, Base):
    """One row per change of a memory: who, why, before and after."""

    __tablename__ = "memory_fact_revision"

    fact_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    chain_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    revision: Mapped[int] = mapped_column(sa.Integer)
    action: Mapped[str] = mapped_column(sa.Text)
    actor: Mapped[str | None] = mapped_column(sa.Text)
    reason: Mapped[str | None] = mapped_column(sa.Text)
    before: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSONB)

    __table_args__ = (
        sa.ForeignKeyConstraint(
            ["tenant_id", "fact_id"], ["memory_fact.tenant_id", "memory_fact.id"], ondelete="CASCADE"
        ),
        sa.Index("ix_memory_fact_revision_chain", "tenant_id", "chain_id", "created_at"),
        sa.Index("ix_memory_fact_revision_fact", "tenant_id", "fact_id"),
    )


class FactEvidence(TenantMixin, CreatedMixin, Base):
    __tablename__ = "memory_fact_evidence"

    fact_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    evidence_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    relation: Mapped[EvidenceRelation] = mapped_column(enum_type(EvidenceRelation, "evidence_relation"))

    __table_args__ = (
        sa.ForeignKeyConstraint(
            ["tenant_id", "fact_id"], ["memory_fact.tenant_id", "memory_fact.id"], ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tenant_id", "evidence_id"],
            ["memory_evidence.tenant_id", "memory_evidence.id"],
            ondelete="CASCADE",
        ),
        sa.Index("ix_memory_fact_evidence_evidence", "tenant_id", "evidence_id"),
    )
