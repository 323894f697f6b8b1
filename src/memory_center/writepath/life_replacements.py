"""A held life slot changed by a message that ends it and starts the new value: the I/O around
``extraction.rules.life_changes`` (docs/extraction.md, "Session 30: life changes said by their ending
and start").

Runs only for a user's message that says a life slot's ending (``may_change``, pure and cheap). Reads
the user's ACTIVE USER-scope keyed memories (one indexed statement) and, for each change the message
tells, proposes the new value on the slot's key (``user / residence = Portobello``, its statement as the
content: governance supersedes a held value of that key) and ends each held memory of the slot on its
own key (a statement in the user's words, a job title held apart from the employer). An ending another
step already proposed on the new value's key gives way to the new value."""

import re
from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.life_changes import Change, changes, may_change
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import is_chinese
from memory_center.extraction.schema import BY_NAME, plain_sentence
from memory_center.governance.lasting import ONE_TIME, names_near_date, of_value, says_one_time
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ENDING_CONFIDENCE, step_candidate

HELD = 200
"""At most this many of the user's memories are read (the most recently changed)."""
USER = "user"


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    if result.error is not None or message.role != "user" or not message.user_id:
        return result
    if not may_change(message.text):
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [HeldMemory(subject, predicate, value, content) for subject, predicate, value, _, content in rows]
    found = changes(message.text, held)
    if not found:
        return result
    types = [memory_type for _, _, _, memory_type, _ in rows]
    # a value the readers already read on the new value's key is theirs (我已经从百度离职了，现在在京东上班)
    read = {
        (c.subject or "", c.predicate or "")
        for c in result.candidates
        if c.ends is None and c.scope is Scope.USER
    }
    found_new = [change for change in found if (USER, change.predicate) not in read]
    new_keys = {(USER, change.predicate) for change in found_new}
    starts = {(USER, change.predicate): change for change in found}
    kept = [
        _undated(c, starts[key]) if (key := (c.subject or "", c.predicate or "")) in starts else c
        for c in result.candidates
        if (c.subject or "", c.predicate or "") not in new_keys
    ]
    written = {(c.subject or "", c.predicate or "") for c in kept} | new_keys
    added: list[ExtractedCandidate] = [_new(change) for change in found_new]
    for change in found:
        for index in change.ended:
            memory = held[index]
            key = (memory.subject, memory.predicate)
            if key in written:
                continue  # superseded through the new value's key, or ended by another step
            written.add(key)
            added.append(_ending(memory, types[index], message.text))
    return replace(result, candidates=[*kept, *added])


def _new(change: Change) -> ExtractedCandidate:
    return step_candidate(
        memory_type=MemoryType.FACT,
        subject=USER,
        predicate=change.predicate,
        object_value=change.value,
        content=_new_words(change),
        confidence=PLAIN_CONFIDENCE,
    )


def _undated(candidate: ExtractedCandidate, change: Change) -> ExtractedCandidate:
    """A reader's new value of a changed slot, worded without the start's date when its clause is of
    one occasion (已经离职了，下周去字节跳动上班: governance would scope the new employer to the session, so
    the held one would stay the user's; docs/extraction.md, "Session 31: progressing slots")."""
    value = candidate.object_value or ""
    if (
        candidate.ends is not None
        or value != change.value
        or not says_one_time(of_value(candidate.content, value))
    ):
        return candidate
    return replace(candidate, content=_new_words(change))


def _ending(memory: HeldMemory, memory_type: MemoryType, text: str) -> ExtractedCandidate:
    return step_candidate(
        memory_type=memory_type,
        subject=memory.subject,
        predicate=memory.predicate,
        object_value=ENDED,
        content=_lasting(text) or text.strip().rstrip(".。!！ "),
        confidence=ENDING_CONFIDENCE,
        ends=memory.value,
    )


_STATUS_ZH = {"married": "结婚了", "engaged": "订婚了"}


def _lasting(text: str) -> str:
    """The words of the text less its clauses of one occasion (上周递了辞呈, "today"): a change dated by
    its day is no one-off, and governance would keep it out of the user's lasting memories."""
    kept = [c for s in statements(text) for c in clauses(s) if not says_one_time(c)]
    return ("，" if is_chinese(text) else ", ").join(kept).strip().rstrip(".。!！ ")


def _new_words(change: Change) -> str:
    """The start's own words when they name the new value and are no one-off, else the value said
    plainly; a partner's new stage is named beside the event that tells it (红本本到手 → 已婚)."""
    if change.predicate == "relationship":
        status = change.value.split(" ")[0]
        said = _lasting(change.said) or change.said
        if status in said.casefold() or any(word in said for word in ("领证", "结婚", "订婚", "求婚")):
            return said
        return f"{said}（{_STATUS_ZH[status]}）" if is_chinese(said) else f"{said} ({status})"
    said = _lasting(change.said)
    if said and change.value in said and not names_near_date(said):
        return said
    # "Starting in community nursing next month": the start's words less its date, else the value said plainly
    undated = re.sub(r"\s+(?=[,，])|(?<=\s)\s+", "", _DAY.sub("", ONE_TIME.sub("", change.said))).strip(
        " ,，"
    )
    if change.value in undated and not says_one_time(undated) and not names_near_date(undated):
        return undated[:1].upper() + undated[1:]
    return plain_sentence(BY_NAME[change.predicate], change.value)


_DAY = re.compile(r"\b(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.IGNORECASE)
