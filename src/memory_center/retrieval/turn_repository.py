"""SQL of conversation structure on the read path: the turn before each candidate turn
(retrieval/episodic.py lends it relevance from its reply). Same visibility filters as every
evidence query."""

import uuid
from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import UUID as PG_UUID
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from memory_center.enums import EvidenceType
from memory_center.models import Evidence
from memory_center.retrieval.records import EvidenceRecord, evidence_record
from memory_center.retrieval.repository import EVIDENCE_COLUMNS, evidence_filters
from memory_center.retrieval.scope import Viewer


async def previous_turns(
    session: AsyncSession, viewer: Viewer, at: datetime | None, turn_ids: list[uuid.UUID]
) -> dict[uuid.UUID, EvidenceRecord]:
    """For each of these conversation turns, the visible turn just before it in its session (same
    user and session, strictly earlier ``occurred_at``, as for the keyword text of a turn:
    evidence/previous_turn.py): turn id → the previous turn's record."""
    if not turn_ids:
        return {}
    after = aliased(Evidence, name="after")
    conversation = EvidenceType.CONVERSATION
    previous = (
        sa.select(*EVIDENCE_COLUMNS)
        .where(
            Evidence.tenant_id == after.tenant_id,
            Evidence.user_id == after.user_id,
            Evidence.session_id == after.session_id,
            Evidence.evidence_type == conversation,
            Evidence.occurred_at < after.occurred_at,
            *evidence_filters(viewer, at),
        )
        # By time alone: the (tenant, user, occurred_at) index then finds it in one step backwards.
        .order_by(Evidence.occurred_at.desc())
        .limit(1)
        .lateral("previous")
    )
    ids = sa.bindparam("turn_ids", list(turn_ids), sa.ARRAY(PG_UUID(as_uuid=True)))
    statement = (
        sa.select(*previous.c, after.id.label("_after"))
        .select_from(after)
        .join(previous, sa.true())
        .where(
            after.tenant_id == viewer.tenant_id,
            after.id == sa.func.any(ids),
            after.evidence_type == conversation,
            after.session_id.is_not(None),
            after.user_id.is_not(None),
        )
    )
    rows = (await session.execute(statement)).all()
    return {row._mapping["_after"]: evidence_record(row) for row in rows}
