"""A budget's new amount finds the user's held standing budget of its kind (docs/extraction.md, "Session
23: standing budgets by kind, and their revisions").

A budget read as one occasion's for want of a word of lasting ("The hotel budget is 160 a night now",
这个月手头紧，一顿控制在三十以内) is the revision of the user's standing budget when the user holds a USER
budget on the same key (``food_budget / max_amount``): it goes to USER scope, marked ``revises`` so
governance keeps it there (``governance.budgets``), and supersedes the held amount through the key. A
budget that names its occasion (this trip, tonight, 这次, "for the Tokyo conference") stays the task's,
beside the standing one. The held read is the write path's shared one (``held_repository``), asked only
when the message has such a budget: no read for any other message.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.governance.budgets import names_occasion
from memory_center.writepath.held_repository import held_keyed_memories

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""
BUDGET_SUFFIX = "budget"


def revisable(candidate: ExtractedCandidate) -> bool:
    """A budget constraint read at a scope of the moment, whose words name no occasion of its own."""
    return (
        candidate.memory_type is MemoryType.CONSTRAINT
        and (candidate.subject or "").endswith(BUDGET_SUFFIX)
        and bool(candidate.predicate)
        and candidate.scope in (Scope.SESSION, Scope.TASK)
        and not names_occasion(candidate.content)
    )


def as_revisions(
    candidates: list[ExtractedCandidate], held: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """The candidates, a revisable budget on a held standing budget's key moved to USER scope."""
    return [
        replace(c, scope=Scope.USER, revises=True)
        if revisable(c) and (c.subject or "", c.predicate or "") in held
        else c
        for c in candidates
    ]


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message has a budget that may revise a held one (the cheap check before the read)."""
    return message.role == "user" and bool(message.user_id) and any(revisable(c) for c in result.candidates)


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, a held standing budget's new amount put at the user's scope."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_memories(session, tenant_id, message.user_id, HELD)
    held = {(subject, predicate) for subject, predicate, _, kind in rows if kind is MemoryType.CONSTRAINT}
    return replace(result, candidates=as_revisions(result.candidates, held))
