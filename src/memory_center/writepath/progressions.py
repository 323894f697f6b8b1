"""A held value of a progressing slot passed by a later value said in passing: the I/O around
``extraction.progressing`` (docs/extraction.md, "Session 31: progressing slots said in passing").

Runs only for a user's message that uses a value of a progressing slot (``progress_said``, pure). Reads
the user's ACTIVE keyed memories and, for each value said that plausibly follows a held value of the
same slot and person (a later age, stage, grade taught, relation or rung), ends each such held memory
on its own key and keeps the new value on the slot's key (``user / age = 35``, ``儿子 / school_stage``),
worded plainly ("I'm 35.", "I teach 6th grade.", 我有老婆): the statement itself is often of one
occasion (a birthday yesterday, a teacher's email). A key another step already writes is left to it."""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.progressing import SLOTS, Said, held_steps, progress_said
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE
from memory_center.writepath.held_repository import held_keyed_words
from memory_center.writepath.step_candidates import ENDED, ending_candidate, step_candidate

HELD = 200
"""At most this many of the user's memories are read (the most recently changed)."""


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    if result.error is not None or message.role != "user" or not message.user_id:
        return result
    said = progress_said(message.text)
    if not said:
        return result
    rows = await held_keyed_words(session, tenant_id, message.user_id, HELD)
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    added: list[ExtractedCandidate] = []
    for one in said:
        key = (one.step.person, SLOTS[one.step.slot][1])
        passed = [
            (subject, predicate, value)
            for subject, predicate, value, content in rows
            if value.casefold() != ENDED
            and _of_slot(subject, predicate, one.step.slot)
            and any(one.step.follows(held) for held in held_steps(subject, predicate, value, content))
        ]
        if not passed:
            continue
        if key not in written:  # a key another step writes (三十岁生日: the age) keeps its value
            added.append(_new(one, key))
        for subject, predicate, value in passed:
            if (subject, predicate) in written or (subject, predicate) == key:
                continue  # superseded on the new value's key, or ended by another step
            written.add((subject, predicate))
            added.append(ending_candidate(HeldValue(one.step.slot, value, subject, predicate), one.statement))
        written.add(key)
    if not added:
        return result
    ended = {(c.subject, c.predicate) for c in added if c.ends is not None}
    kept = [c for c in result.candidates if (c.subject, c.predicate) not in ended]
    return replace(result, candidates=[*kept, *added])


def _new(one: Said, key: tuple[str, str]) -> ExtractedCandidate:
    value = one.step.said.split("|")[0]
    return step_candidate(
        memory_type=MemoryType.FACT,
        subject=key[0],
        predicate=key[1],
        object_value=value,
        content=one.wording,
        confidence=PLAIN_CONFIDENCE,
    )


_OWN_KEYS = {"age": {"age"}, "relationship": {"relationship", "partner"}, "seniority": {"job"}}


def _of_slot(subject: str, predicate: str, slot: str) -> bool:
    """Whether a held memory is the slot's own to end: free text, or on the slot's keys. A memory kept
    on another slot's key (``user / school = Ohio State`` worded "I'm a sophomore at Ohio State") holds
    more than the value passed, and stays."""
    own = _OWN_KEYS.get(slot, set()) | {SLOTS[slot][1], "grade"}
    return (
        predicate.startswith(FREE_TEXT_PREDICATE)
        or predicate in own
        or (subject, predicate) == ("partner", "name")
    )
