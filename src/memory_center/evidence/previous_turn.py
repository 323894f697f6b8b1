"""Episodic neighbours: a conversation turn is keyword-indexed together with the turn before it.

Many answers are replies whose topic words are in the message before them ("What did you paint?" →
"A sunset, last week"). A turn's ``search_text`` (what the keyword index holds, never shown) is
therefore the analysed text of the previous turn of the same conversation followed by its own, each
with the day it happened; its ``content`` stays the turn alone. Measured on LoCoMo (docs/benchmarks.md):
the previous turn in the keyword index is the largest single gain of the offline replay.

"The same conversation" is the same tenant, user and session; the previous turn is the latest
CONVERSATION evidence of that session that happened strictly before, in the database or earlier in
the same batch. A turn that arrives before its predecessor is indexed with its own text only.
"""

import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import EvidenceType
from memory_center.evidence import repository
from memory_center.kit.text_analysis import search_terms
from memory_center.models import Evidence


def dated(content: str, occurred_at: datetime | None) -> str:
    """A stored text with the day it happened ("… (8 May 2023)"), so that dates in questions and
    "when did …" questions reach the turn; both the keyword and the semantic index use it."""
    if occurred_at is None:
        return content
    return f"{content} ({occurred_at.day} {occurred_at:%B %Y})"


def turn_search_text(content: str, occurred_at: datetime | None, previous: str | None) -> str:
    """``search_text`` of a conversation turn: the previous turn's dated text (if any), then its own."""
    own = dated(content, occurred_at)
    return search_terms(own if previous is None else f"{previous}\n{own}")


def is_turn(evidence_type: EvidenceType, user_id: str | None, session_id: str | None) -> bool:
    """Whether evidence of this kind is a conversation turn, whose ``search_text`` this module sets."""
    return evidence_type == EvidenceType.CONVERSATION and session_id is not None and user_id is not None


def _episodic(evidence: Evidence) -> bool:
    return is_turn(evidence.evidence_type, evidence.user_id, evidence.session_id)


async def index_with_neighbours(session: AsyncSession, tenant_id: str, new: Sequence[Evidence]) -> None:
    """Set ``search_text`` of new conversation evidence (before insert): its dated text, after its
    previous turn's when there is one."""
    turns = [evidence for evidence in new if _episodic(evidence)]
    if not turns:
        return
    stored = await repository.previous_turns(
        session,
        tenant_id,
        [(turn.user_id, turn.session_id, turn.occurred_at) for turn in turns],
    )
    previous: dict[uuid.UUID, tuple[datetime, str]] = {
        turns[n].id: (occurred_at, content) for n, (occurred_at, content) in stored.items()
    }
    by_session: dict[tuple[str | None, str | None], list[Evidence]] = {}
    for turn in turns:
        by_session.setdefault((turn.user_id, turn.session_id), []).append(turn)
    for same in by_session.values():
        same.sort(key=lambda turn: turn.occurred_at)
        for before, turn in zip([None, *same[:-1]], same, strict=True):
            candidate = previous.get(turn.id)
            if (
                before is not None
                and before.occurred_at < turn.occurred_at
                and (candidate is None or candidate[0] < before.occurred_at)
            ):
                candidate = (before.occurred_at, before.content)
            prior = dated(candidate[1], candidate[0]) if candidate is not None else None
            turn.search_text = turn_search_text(turn.content, turn.occurred_at, prior)
