"""A use moved to another thing of its kind ends the held one and keeps the new (the I/O around
``extraction.held_moves``; docs/extraction.md, "Session 31: a use moved to another thing of its kind").
The held read is the write path's shared one, asked only for a message with an own statement of a move
(the pure gate first). Each held memory the move ends gets an ending candidate on its own key (``none``,
governance supersedes it), unless a reading of the message gives that key a new value already (one
restating the held value it moves away from is turned into the ending); the
statement of the move is kept as the user's free-text memory when no reading of the message holds it.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.held_moves import may_move, read_moves
from memory_center.extraction.held_usage import Held
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ending_candidate, free_text_candidate, holds_value

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may move the user's use to another thing (pure)."""
    return (
        message.role == "user" and bool(message.user_id) and result.error is None and may_move(message.text)
    )


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with the held memories its move ends, and the move kept."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        Held(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is not MemoryType.CONSTRAINT
    ]
    moves = read_moves(message.text, held)
    candidates = list(result.candidates)
    keys = {(c.subject or "", c.predicate or ""): at for at, c in enumerate(candidates)}
    added = []
    for at, statement in moves.ended:
        one = held[at]
        free = one.predicate.startswith(FREE_TEXT_PREDICATE)
        end = HeldValue(one.predicate, one.value, one.subject, one.predicate, free)
        if (same := keys.get((one.subject, one.predicate))) is None:
            added.append(ending_candidate(end, statement))
            keys[(one.subject, one.predicate)] = -1
        elif (candidates[same].object_value or "").casefold() == one.value.casefold():
            # the message's reading restates the value it moves away from ("Closed the Wells Fargo account")
            candidates[same] = ending_candidate(end, statement)
    written = set(keys)
    placed = [c.content.casefold().strip(" .。") for c in candidates if c.content and c.object_value != ENDED]
    for statement in moves.kept:
        folded = statement.casefold()
        if any(content and (folded in content or content in folded) for content in placed):
            continue  # a reading of the message holds the new value already
        if any(holds_value(c, folded) for c in candidates):
            continue  # or names it in its own slot ("The user flies Lufthansa.")
        if (candidate := free_text_candidate(statement, written)) is not None:
            added.append(candidate)
    if not added and candidates == list(result.candidates):
        return result
    return replace(result, candidates=[*candidates, *added])
