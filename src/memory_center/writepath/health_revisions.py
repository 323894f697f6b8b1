"""A held health state ended by its event, or a held health constraint relaxed in part (the I/O around
``extraction.rules.health_states``; docs/extraction.md, "Session 29: health states that end or are
relaxed in part"). The held read is the write path's shared one, asked only for a message with an end
event of a health state or a "still" clause (the pure gate first).

- Each held memory whose state the message ends ("Baby's here!! … born Tuesday" of a held pregnancy,
  怀上了 of 备孕, 全飞秒 of 近视) gets an ending on its own key (``none``, ``ends`` its value: governance
  supersedes it), worded by the message: what the message says is the new state.
- Each held constraint the message relaxes in part ends the same way, worded by the clauses that relax
  it, and the message is the user's constraint in its place (a free-text CONSTRAINT of USER scope): the
  restriction that remains ("… but milk is still off the table", 纯牛奶还是不行). So is a message whose
  held health constraint another step ended (a diagnosis corrected, "dairy is fine") when it goes on to
  say what the user must still avoid ("… but I have to watch onions and garlic").

A key a reading of the message already sets is left to that reading.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE, USER, statement_key
from memory_center.extraction.rules.health_states import (
    HeldState,
    may_change_state,
    parts_of,
    relaxed,
    relaxes,
    states_ended,
    still_said,
)
from memory_center.extraction.rules.text import is_chinese, trim
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ending_candidate, step_candidate

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""
RULE_CONFIDENCE = 0.75
"""The revised constraint: read by comparison with a held memory, above the review threshold."""
HEALTH_KEYS = frozenset({"allergy", "intolerance", "condition", "diet", "restriction"})


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may end a held health state or relax a held constraint (pure)."""
    said = message.role == "user" and bool(message.user_id) and result.error is None
    return said and may_change_state(message.text)


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with the held health states it ends and the constraints it revises."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        HeldState(subject, predicate, value, kind is MemoryType.CONSTRAINT, content)
        for subject, predicate, value, kind, content in rows
        if value.casefold() not in (ENDED, "unknown")
    ]
    return revised(message, result, held)


def revised(message: ExtractionInput, result: ExtractionResult, held: list[HeldState]) -> ExtractionResult:
    """``complete`` without the held read: the endings and the revised constraint."""
    text = message.text
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    said = trim(text.strip().rstrip("。.!！"))
    added: list[ExtractedCandidate] = []
    ended = states_ended(text, held)
    for one in ended:
        if (one.subject, one.predicate) not in written:
            written.add((one.subject, one.predicate))
            added.append(ending_candidate(HeldValue("", one.value, one.subject, one.predicate), said))
    result = _worded_whole(result, ended, ending_candidate(HeldValue("", "", "", ""), said).content)
    joiner = "，" if is_chinese(text) else ", "
    loosened = joiner.join(part for part in parts_of(text) if relaxes(part)) or said
    changed = relaxed(text, held)
    for one in changed:
        if (one.subject, one.predicate) not in written:
            written.add((one.subject, one.predicate))
            added.append(ending_candidate(HeldValue("", one.value, one.subject, one.predicate), loosened))
    if changed or (still_said(text) and _health_ended(result)):
        added += _remaining(said, result, written)
    return replace(result, candidates=[*result.candidates, *added]) if added else result


def _worded_whole(result: ExtractionResult, ended: list[HeldState], said: str) -> ExtractionResult:
    """An ending another step gave a held state this message ends is worded by the whole message: what
    it says after the event is the new state (宝宝出生了！是个男孩，小名叫豆豆)."""
    keys = {(one.subject, one.predicate) for one in ended}
    return replace(
        result,
        candidates=[
            replace(c, content=said)
            if (c.subject or "", c.predicate or "") in keys and c.ends is not None and c.content in said
            else c
            for c in result.candidates
        ],
    )


def _health_ended(result: ExtractionResult) -> bool:
    """Whether a step ended a held health constraint of the message (a result, a corrected diagnosis)."""
    return any(c.ends is not None and (c.predicate or "") in HEALTH_KEYS for c in result.candidates)


def _remaining(
    said: str, result: ExtractionResult, written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """The message as the user's constraint, with the restriction that remains: unless a USER constraint
    of the message already says that restriction."""
    still = still_said(said)
    if still is None or any(
        c.memory_type is MemoryType.CONSTRAINT
        and c.scope is Scope.USER
        and c.object_value != ENDED
        and still.group(0) in (c.content or "")
        for c in result.candidates
    ):
        return []
    key = (USER, FREE_TEXT_PREDICATE + statement_key(said))
    if key in written:
        return []
    written.add(key)
    return [
        step_candidate(
            memory_type=MemoryType.CONSTRAINT,
            subject=USER,
            predicate=key[1],
            object_value=said,
            content=said,
            confidence=RULE_CONFIDENCE,
        )
    ]
