"""A new value shown by present use or experience replaces the held one (the I/O around
``extraction.held_usage``; docs/extraction.md, "Session 27: a new value shown by present use or
experience"). The held read is the write path's shared one, asked only for a message with a clause of
use or of disposal (the pure gate first). Each held memory the message ends gets an ending candidate on
its own key (``none``, governance supersedes it); the statement of use is kept as the user's free-text
memory when no reading of the message holds it already.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.held_occasions import DIET
from memory_center.extraction.held_usage import GONE, Held, added_beside, may_apply, read_usage
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.governance.values import canonical_key_part
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import (
    ENDED,
    ENDING_CONFIDENCE,
    ending_candidate,
    free_text_candidate,
)

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""
COVERED = 0.9
"""A reading whose words are this much of a statement of use holds it ("I have been seeing each other
since the summer" does not hold "Sam and I have been seeing each other since the summer")."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may show a new value by use or dispose of a held one (pure)."""
    return (
        message.role == "user" and bool(message.user_id) and result.error is None and may_apply(message.text)
    )


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with the held memories its use or disposal ends, and its use kept."""
    result = await _beside(session, tenant_id, message, result)
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    keys = {(c.subject or "", c.predicate or ""): at for at, c in enumerate(result.candidates)}
    held = [
        Held(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is not MemoryType.CONSTRAINT or (subject, predicate) == ("user", DIET)  # held_occasions
    ]
    usage = read_usage(message.text, held)
    if not usage.ended and result.candidates:
        return result  # nothing held ended: what the extractor read of the message stands
    candidates = list(result.candidates)
    added: list[ExtractedCandidate] = []
    for at, statement in usage.ended:
        one = held[at]
        end = HeldValue(
            one.predicate,
            one.value,
            one.subject,
            one.predicate,
            one.predicate.startswith(FREE_TEXT_PREDICATE),
        )
        if (same := keys.get((one.subject, one.predicate))) is None:
            added.append(ending_candidate(end, statement))
        elif _unsure_ending(candidates[same]):
            candidates[same] = ending_candidate(end, statement)  # the use makes an unsure turn sure
    if usage.ended and not added and candidates == list(result.candidates):
        return result
    written = set(keys)
    placed = [c.content.casefold() for c in candidates if c.content and c.object_value != ENDED]
    for statement in usage.kept:
        folded = statement.casefold()
        if any(_holds(content, folded) for content in placed):
            continue  # a reading of the message holds the statement already
        if (candidate := free_text_candidate(statement, written)) is not None:
            added.append(candidate)
    return replace(result, candidates=[*candidates, *added])


async def _beside(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """A second pet or child of a kind the user holds one of ("We got a second dog, a beagle called
    Daisy" after "I have a dog called Rufus"): kept under its own key, ``<kind> <name> / name``."""
    named = [c for c in result.candidates if c.predicate == "name" and c.object_value and not c.ends]
    if not named or not message.user_id or GONE.search(message.text):
        return result  # the held one died or was given away: the new one takes its place
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = {(subject, predicate, value) for subject, predicate, value, _, _ in rows}
    candidates = [
        replace(c, subject=f"{c.subject} {canonical_key_part(c.object_value or '')}")
        if c in named
        and (c.subject or "", "name", c.object_value or "") not in held
        and added_beside(c.subject or "", "name", c.content, held)
        else c
        for c in result.candidates
    ]
    return replace(result, candidates=candidates)


def _holds(content: str, statement: str) -> bool:
    return statement in content or (len(content) >= COVERED * len(statement) and content in statement)


def _unsure_ending(candidate: ExtractedCandidate) -> bool:
    """An ending, turn or rewording another step proposed for review (``held_turns.UNSURE_CONFIDENCE``:
    an unsure replacement of a held liking by immersion in another thing, ``held_relation``)."""
    unsure = candidate.confidence < ENDING_CONFIDENCE
    return unsure and (candidate.object_value == ENDED or candidate.rewords)
