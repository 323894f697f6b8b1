"""A held option gone back to after a trial keeps its place (the I/O around ``extraction.held_away``'s
``gone_back_to``; docs/extraction.md, "Session 30: a switch told by turning away"). "Tried Obsidian for a
day… Back in Notion", "Had a free trial of Tidal, cancelled it and stuck with Spotify", 饿了么用了两次，
还是美团: the message goes back to the held value, so no reading of it may end or replace that memory,
and the trial itself (a free-text memory of the message, a new value of the held slot) is no lasting
memory. Run last among the held steps, on what they proposed."""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_away import goes_back, gone_back_to
from memory_center.extraction.held_usage import Held
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.schema import BY_NAME
from memory_center.writepath.held_repository import held_keyed_statements

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, less those that end or replace a held option it goes back to."""
    if message.role != "user" or not message.user_id or not result.candidates or not goes_back(message.text):
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [  # a rule or a health constraint is revised by its own readers, never kept here
        Held(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is not MemoryType.CONSTRAINT
    ]
    kept = [held[at] for at in gone_back_to(message.text, held)]
    if not kept:
        return result
    candidates = [c for c in result.candidates if not any(_against(c, one) for one in kept)]
    return result if len(candidates) == len(result.candidates) else replace(result, candidates=candidates)


def _against(candidate: ExtractedCandidate, held: Held) -> bool:
    """A reading that ends or replaces the held memory (its key, or its slot's), or keeps the trial as
    the user's free-text memory."""
    key = (candidate.subject or "", candidate.predicate or "")
    if key == (held.subject, held.predicate) and (candidate.object_value or "") != held.value:
        return True
    slot = held.predicate if held.subject == "user" and held.predicate in BY_NAME else ""
    if slot and key == ("user", slot):
        return True
    return key[0] == "user" and key[1].startswith(FREE_TEXT_PREDICATE)
