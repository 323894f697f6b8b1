"""A correction that gives a held value to someone else ends the memory that held it as the user's
(the I/O around ``extraction.held_theirs``; docs/extraction.md, "Session 25: switches, corrections and
one-offs").

"Hang on, Lincoln is where my nephew goes. My son's at Jefferson Elementary": the user's ACTIVE keyed
memories are read (one indexed statement, only for a message that opens with a correction marker and
gives a value to another person); a memory that names the value and not that person is ended on its own
key, or, when the message says the user's own value without its slot ("Mine is Dr. Kim", 我的是李医生),
given that value on its key (governance supersedes it). What the message says after the clause is kept:
the extractor's reading of it, else its own reading, else the clause as free text."""

import re
from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.held_theirs import (
    Theirs,
    may_be_theirs,
    mine,
    names_value,
    respelt_surname,
    resurnamed,
    theirs,
)
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.schema import BY_NAME, plain_sentence
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import (
    ENDED,
    ending_candidate,
    free_text_candidate,
    step_candidate,
)

HELD = 200
"""At most this many of the user's memories are read (the most recently changed)."""
CONFIDENCE = 0.7
"""Above the review threshold, as a held slot replaced by kind (``writepath.kind_replacements``)."""


async def complete_theirs(
    session: AsyncSession | None, tenant_id: str | None, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings with the held memories it gives to someone else ended or corrected."""
    if session is None or tenant_id is None or message.role != "user" or not message.user_id:
        return result
    if result.error is not None:
        return result
    if (surname := respelt_surname(message.text)) is not None:
        return await _resurnamed(session, tenant_id, message.user_id, result, surname)
    if not may_be_theirs(message.text) or not (said := theirs(message.text)):
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    added: list[ExtractedCandidate] = []
    dropped: set[str] = set()
    for one in said:
        hit = False
        for subject, predicate, value, memory_type, content in rows:
            if not value or value.casefold() in (ENDED, "unknown") or (subject, predicate) in written:
                continue
            if not names_value(f"{content} {value}", one.value) or _names_person(
                one.who, f"{subject} {content}"
            ):
                continue
            written.add((subject, predicate))
            hit = True
            added.append(_corrected(one, subject, predicate, value, memory_type, content))
        if hit and one.rest and mine(one.rest) is None:
            added += _kept(message, one, [*result.candidates, *added], written)
        elif hit and one.rest:  # "我的是李医生" given to the held slot: no free text of it beside
            dropped.add(one.rest.strip())
    kept = [c for c in result.candidates if not (_free(c) and (c.content or "").strip() in dropped)]
    return replace(result, candidates=[*kept, *added]) if added else result


async def _resurnamed(
    session: AsyncSession, tenant_id: str, user_id: str, result: ExtractionResult, surname: str
) -> ExtractionResult:
    """The latest held memory of a surname of one character, with the surname the correction spells out
    (我领导姓张 → 啊不是，姓章，立早章), proposed on its key: governance supersedes it. The extractor's
    readings of the correction's words (a guessed name) give way to it."""
    for subject, predicate, value, memory_type, content in await held_keyed_statements(
        session, tenant_id, user_id, HELD
    ):
        if (
            not value
            or value.casefold() in (ENDED, "unknown")
            or (fixed := resurnamed(content, value, surname)) is None
        ):
            continue
        candidate = step_candidate(
            memory_type=memory_type,
            subject=subject,
            predicate=predicate,
            object_value=fixed[1],
            content=fixed[0],
            confidence=CONFIDENCE,
        )
        return replace(result, candidates=[replace(candidate, rewords=True)])
    return result


def _free(c: ExtractedCandidate) -> bool:
    return (c.predicate or "").startswith(FREE_TEXT_PREDICATE)


def _names_person(who: str, held: str) -> bool:
    """Whether a held memory is about the person the value is given to already (no mistake then)."""
    return re.search(rf"(?<![a-z]){re.escape(who)}", held, re.IGNORECASE) is not None


def _corrected(
    one: Theirs, subject: str, predicate: str, value: str, memory_type: MemoryType, content: str
) -> ExtractedCandidate:
    own = mine(one.rest)
    if own is None:
        return ending_candidate(HeldValue(predicate, value, subject, predicate), one.statement)
    slot = BY_NAME.get(predicate)
    said = content.replace(value, own) if value in content else ""
    worded = said or (plain_sentence(slot, own) if slot is not None else f"{content} → {own}")
    return step_candidate(
        memory_type=memory_type,
        subject=subject,
        predicate=predicate,
        object_value=own,
        content=worded,
        confidence=CONFIDENCE,
    )


def _kept(
    message: ExtractionInput, one: Theirs, candidates: list[ExtractedCandidate], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """What the message says after the clause, when no reading holds it yet: its own reading (a
    lasting one), else the clause as free text."""
    rest = one.rest.strip()
    if any(rest in (c.content or "") or (c.content or "") in rest for c in candidates if c.content):
        return []
    read = [
        c
        for c in read_message(replace(message, text=rest))
        if c.scope is Scope.USER and (c.subject or "", c.predicate or "") not in written
    ]
    if read:
        written.update((c.subject or "", c.predicate or "") for c in read)
        return read
    kept = free_text_candidate(rest, written)
    return [] if kept is None else [kept]
