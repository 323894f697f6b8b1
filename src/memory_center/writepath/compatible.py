"""A compatible statement never replaces a held memory: the one check where the write path's steps meet
(``extraction.rules.holders``; docs/evaluation.md, "Session 21: over-fire on compatible statements").

After every step has completed a message's candidates (slots by meaning and by frame, held kinds, values
said anew, corrections, turns), each candidate that would give a held key another value is read against
the clause that says it: a question or a hypothetical, a value of another holder than the slot (my
suitcase, 我公司, my wife), or a held statement rewritten by a clause of another subject (flight back for
flight out) replaces nothing. Such a candidate is dropped, and the rules' own free-text reading of its
statement, if a step had dropped it, is kept instead. One read of the held memories, shared with the
other steps (``held_repository.shared_held``), only when a candidate is keyed like a held memory.
"""

import logging
import unicodedata
from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.holders import asked, held_by_other, other_subject
from memory_center.extraction.schema import BY_NAME
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED

logger = logging.getLogger(__name__)

HELD = 200
"""At most this many of the user's memories are read (the most recently changed), as the other steps."""
ASKED, OTHER_HOLDER, OTHER_SUBJECT = "asked", "other_holder", "other_subject"


async def keep_compatible(
    session: AsyncSession | None,
    tenant_id: str,
    message: ExtractionInput,
    extracted: ExtractionResult,
    result: ExtractionResult,
) -> tuple[ExtractionResult, bool]:
    """``result`` without the candidates that would replace a held memory on a compatible statement,
    and whether any was dropped; ``extracted``: the rules' reading before the steps completed it."""
    if session is None or message.role != "user" or not message.user_id or not result.candidates:
        return result, False
    held: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for subject, predicate, value, _, content in await held_keyed_statements(
        session, tenant_id, message.user_id, HELD
    ):
        held.setdefault((subject, predicate), []).append((value, content))
    kept: list[ExtractedCandidate] = []
    dropped: list[ExtractedCandidate] = []
    for candidate in result.candidates:
        reason = _replaces_nothing(candidate, message.text, held)
        if reason is None:
            kept.append(candidate)
        else:
            logger.info("compatible statement kept off a held key: %s", reason)
            dropped.append(candidate)
    if not dropped:
        return result, False
    keys = {(c.subject, c.predicate) for c in kept}
    for candidate in extracted.candidates:  # the rules' free-text reading of a statement a step replaced
        if (
            (candidate.predicate or "").startswith(FREE_TEXT_PREDICATE)
            and (candidate.subject, candidate.predicate) not in keys
            and any(_says(candidate.content, one) for one in dropped)
        ):
            kept.append(candidate)
            keys.add((candidate.subject, candidate.predicate))
    return replace(result, candidates=kept), True


def _replaces_nothing(
    candidate: ExtractedCandidate, text: str, held: dict[tuple[str, str], list[tuple[str, str]]]
) -> str | None:
    """Why a candidate that would give a held key another value replaces nothing, or None."""
    values = held.get((candidate.subject or "", candidate.predicate or ""))
    value = (candidate.object_value or "").strip()
    if not values or not value or value.casefold() in (ENDED, "unknown"):
        return None
    if any(value.casefold() == old.casefold().strip() for old, _ in values):
        return None  # said again: governance merges it
    said = _fold(text)
    if _fold(value) in said and asked(text, value):
        return ASKED
    slot = BY_NAME.get(candidate.predicate or "") if candidate.subject == "user" else None
    if slot is not None and _fold(value) in said:
        own = [*slot.cues, *slot.examples, *(word for pair in values for word in pair)]
        if held_by_other(text, value, own):
            return OTHER_HOLDER
    if _fold(candidate.content).strip(" .。!！") not in said and any(
        other_subject(content, text) for _, content in values
    ):
        return OTHER_SUBJECT
    return None


def _says(content: str, dropped: ExtractedCandidate) -> bool:
    """Whether a free-text reading says the dropped candidate's value or statement."""
    value = _fold(dropped.object_value or "")
    return (bool(value) and value in _fold(content)) or _fold(content) in _fold(dropped.content)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().strip()
