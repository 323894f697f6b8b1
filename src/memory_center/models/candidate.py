import uuid
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from memory_center.db.base import Base, CreatedMixin, IdMixin, TenantMixin, enum_type, utcnow
from memory_center.enums import CandidateStatus, EvidenceRelation, MemoryType, OwnerType, Scope, SourceType


class Candidate(IdMixin, CreatedMixin, Base):
    """What an extractor (or an agent) proposes to remember; only its status changes."""

    __tablename__ = "memory_candidate"

    memory_type: Mapped[MemoryType] = mapped_column(enum_type(MemoryType, "memory_type"))
    subject: Mapped[str | None] = mapped_column(sa.Text)
    predicate: Mapped[str | None] = mapped_column(sa.Text)
    object_value: Mapped[str | None] = mapped_column(sa.Text)
    content: Mapped[str] = mapped_column(sa.Text)
    scope: Mapped[Scope] = mapped_column(enum_type(Scope, "scope"))
    owner_type: Mapped[OwnerType] = mapped_column(enum_type(OwnerType, "owner_type"))
    owner_id: Mapped[str] = mapped_column(sa.Text)
    user_id: Mapped[str | None] = mapped_column(sa.Text)
    department_id: Mapped[str | None] = mapped_column(sa.Text)
    agent_id: Mapped[str | None] = mapped_column(sa.Text)
    session_id: Mapped[str | None] = mapped_column(sa.Text)
    task_id: Mapped[str | None] = mapped_column(sa.Text)
    confidence: Mapped[float] = mapped_column(sa.Float)
    source_type: Mapped[SourceType] = mapped_column(enum_type(SourceType, "source_type"))
    extractor_model: Mapped[str | None] = mapped_column(sa.Text)
    extractor_version: Mapped[str | None] = mapped_column(sa.Text)
    valid_from: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))
    valid_until: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))
    status: Mapped[CandidateStatus] = mapped_column(enum_type(CandidateStatus, "candidate_status"))
    governance_reason: Mapped[str | None] = mapped_column(sa.Text)
    governance_message: Mapped[str | None] = mapped_column(sa.Text)
    event_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    fact_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    conflict_fact_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    created_by: Mapped[str | None] = mapped_column(sa.Text)
    decided_by: Mapped[str | None] = mapped_column(sa.Text)
    decided_at: Mapped[datetime | None] = mapped_column(sa.DateTime(timezone=True))
    review_reason: Mapped[str | None] = mapped_column(sa.Text)
    updated_at: Mapped[datetime] = mapped_column(
        sa.DateTime(timezone=True), default=utcnow, onupdate=utcnow, server_default=sa.func.now()
    )

    __table_args__ = (
        sa.Index("ix_memory_candidate_tenant_status", "tenant_id", "status", "created_at"),
        sa.Index("ix_memory_candidate_tenant_user", "tenant_id", "user_id"),
    )


class CandidateEvidence(TenantMixin, CreatedMixin, Base):
    __tablename__ = "memory_candidate_evidence"

    candidate_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    evidence_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    relation: Mapped[EvidenceRelation] = mapped_column(enum_type(EvidenceRelation, "evidence_relation"))

    __table_args__ = (
        sa.ForeignKeyConstraint(
            ["tenant_id", "candidate_id"],
            ["memory_candidate.tenant_id", "memory_candidate.id"],
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tenant_id", "evidence_id"],
            ["memory_evidence.tenant_id", "memory_evidence.id"],
            ondelete="CASCADE",
        ),
        sa.Index("ix_memory_candidate_evidence_evidence", "tenant_id", "evidence_id"),
    )
