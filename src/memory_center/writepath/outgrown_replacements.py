"""A held option outgrown and a new one of its slot taken up (the I/O around
``extraction.held_outgrown``; docs/extraction.md, "Session 29: a switch told by its reason"). The held
read is the write path's shared one, asked only for a message with a word of fault, of a comparison or
of everything moved over (the pure gate first). A held memory of a slot gets the new option on the slot's
key (``user / <slot>``, so governance supersedes it; a held free-text memory of the slot is ended too),
and a reading of the message that gave the new name to another slot is dropped ("Moved everything over
to Virgin" is no bank when the user holds an airline). A held memory of no slot (a liking, a habit) gets
an ending candidate on its own key, and the statement is kept as a free-text memory when no reading of
the message holds it.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.held_outgrown import may_apply, read_outgrown
from memory_center.extraction.held_usage import Held
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.schema import BY_NAME
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import (
    ENDED,
    ending_candidate,
    free_text_candidate,
    step_candidate,
)

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""
CONFIDENCE = 0.75
"""A new option read by its held slot: above the review threshold, below a plain reading."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may outgrow a held option (pure)."""
    return (
        message.role == "user" and bool(message.user_id) and result.error is None and may_apply(message.text)
    )


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with the held options it outgrows ended and their new options read."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        Held(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is not MemoryType.CONSTRAINT
    ]
    outgrown = read_outgrown(message.text, held)
    if not outgrown.ended:
        return result
    candidates = list(result.candidates)
    added: list[ExtractedCandidate] = []
    kept: list[str] = []
    for at, statement, slot, name, wording in outgrown.ended:
        one = held[at]
        keys = {(c.subject or "", c.predicate or "") for c in [*candidates, *added]}
        if slot and name:
            candidates = [c for c in candidates if not _misplaced(c, slot, name) and not _ends(c, slot)]
            if ("user", slot) not in {(c.subject or "", c.predicate or "") for c in [*candidates, *added]}:
                added.append(_new_option(slot, name, wording))
            if (one.subject, one.predicate) == ("user", slot):
                continue
        if (one.subject, one.predicate) not in keys:
            added.append(ending_candidate(_end(one), statement))
        if not slot:
            kept.append(statement)
    written = {(c.subject or "", c.predicate or "") for c in [*candidates, *added]}
    placed = [c.content.casefold() for c in [*candidates, *added] if c.content and c.object_value != ENDED]
    for statement in kept:
        if any(statement.casefold() in content for content in placed):
            continue  # a reading of the message holds the statement already
        if (candidate := free_text_candidate(statement, written)) is not None:
            added.append(candidate)
    return replace(result, candidates=[*candidates, *added])


def _end(one: Held) -> HeldValue:
    return HeldValue(
        one.predicate, one.value, one.subject, one.predicate, one.predicate.startswith(FREE_TEXT_PREDICATE)
    )


def _new_option(slot: str, name: str, wording: str) -> ExtractedCandidate:
    kind = BY_NAME[slot]
    memory_type = MemoryType.PREFERENCE if kind.value == "option" and not kind.fact else MemoryType.FACT
    return step_candidate(
        memory_type=memory_type,
        subject="user",
        predicate=slot,
        object_value=name,
        content=wording,
        confidence=CONFIDENCE,
    )


def _ends(candidate: ExtractedCandidate, slot: str) -> bool:
    """Another step's ending of the held slot (网易云好久不碰了): the new option read here takes its place."""
    return (candidate.subject, candidate.predicate, candidate.object_value) == ("user", slot, ENDED)


def _misplaced(candidate: ExtractedCandidate, slot: str, name: str) -> bool:
    """A reading that gives the new option to another slot whose option it is not ("Virgin" read by the
    bank's frame "moved everything over to" when the user holds an airline)."""
    other = candidate.predicate or ""
    if candidate.subject != "user" or other == slot or other not in BY_NAME:
        return False
    if (candidate.object_value or "").casefold() != name.casefold():
        return False
    return name.casefold() not in {option.casefold() for option in BY_NAME[other].options}
