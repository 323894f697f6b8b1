"""A held standing rule about the answers withdrawn by reference ends (the I/O around
``extraction.rules.withdrawn_rules``; docs/extraction.md, "Session 28: standing rules about how to
answer, and their withdrawal"). The held read is the write path's shared one, asked only for a message
with a shape of withdrawal (the pure gate first). Each held rule the message names gets an ending
candidate on its own key (``none``, ``ends`` its value: governance supersedes it), unless a reading of
the message already sets that key ("ok done with the spanish practice, English is fine again": the
new language replaces the held one).
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.withdrawn_rules import HeldRule, may_withdraw, withdrawn
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ENDING_CONFIDENCE, step_candidate

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may withdraw a held rule (pure)."""
    said = message.role == "user" and bool(message.user_id) and result.error is None
    return said and may_withdraw(message.text)


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with an ending of each held rule it withdraws."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        HeldRule(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is MemoryType.CONSTRAINT and value.casefold() != ENDED
    ]
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    said = message.text.strip().rstrip("。.!！")
    added = [
        step_candidate(
            memory_type=MemoryType.CONSTRAINT,
            subject=rule.subject,
            predicate=rule.predicate,
            object_value=ENDED,
            content=said,
            confidence=ENDING_CONFIDENCE,
            ends=rule.value,
        )
        for rule in (held[at] for at in withdrawn(message.text, held))
        if (rule.subject, rule.predicate) not in written
    ]
    if not added:
        return result
    # the withdrawal's words kept as free text ("forget the word limit") give way to its ending
    kept = [c for c in result.candidates if not (c.predicate or "").startswith(FREE_TEXT_PREDICATE)]
    return replace(result, candidates=[*kept, *added])
