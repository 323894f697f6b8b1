"""The write path's last look at a message's slot values: a ``user / <slot>`` candidate whose value the
message says of another thing ("my suitcase is 23 kg", 我公司在滨江区, "my car's colour is silver": the
owner noun disagrees with the slot's head, ``extraction.owner_nouns``) is dropped, whichever step
placed it (the rules, the schema's frames, the held kinds, the slots by meaning), and the free-text
memory the rules made of its statement is kept instead (pure: run once, after every step). And a
second device said without a change marker is kept beside the first (``kept_beside``)."""

import re
from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.owner_nouns import misplaced
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.schema import BY_NAME, SWITCH_FRAMES, Slot
from memory_center.governance.values import canonical_key_part
from memory_center.retrieval.changed import says_change
from memory_center.writepath.slots_by_meaning import held_values, said_again


def without_misplaced(
    message: ExtractionInput, extracted: ExtractionResult, result: ExtractionResult
) -> ExtractionResult:
    """``result`` without the slot values another thing owns; ``extracted``: what the rules read before
    the later steps, whose free text of a dropped statement comes back."""
    if message.role != "user" or not result.candidates:
        return result
    parts = [clause for statement in statements(message.text) for clause in clauses(statement)]
    dropped = [c for c in result.candidates if _misplaced(c, parts)]
    if not dropped:
        return result
    kept = [c for c in result.candidates if c not in dropped]
    back = [
        c
        for c in extracted.candidates
        if (c.predicate or "").startswith(FREE_TEXT_PREDICATE)
        and c not in kept
        and any(_overlaps(c.content, gone.content) for gone in dropped)
    ]
    return replace(result, candidates=[*kept, *back])


def _misplaced(candidate: ExtractedCandidate, parts: list[str]) -> bool:
    """Whether every clause of the message that says the candidate's value says it of another thing
    (the candidate's own wording when no clause holds the value as said). An ending (``ends``: the
    held value it ends) reads no value: never misplaced."""
    if candidate.ends:
        return False
    value = (candidate.object_value or "").casefold()
    saying = [part for part in parts if value and value in part.casefold()] or [candidate.content]
    return all(misplaced(candidate, part) for part in saying)


def _overlaps(a: str, b: str) -> bool:
    a, b = a.strip(" .。!！?？"), b.strip(" .。!！?？")
    return bool(a and b) and (a in b or b in a)


async def kept_beside(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """A second device said without a change marker ("At home I have a Dell desktop" after "I work on a
    MacBook", 我家里还有台戴尔台式机): the schema's ``beside`` slots keep it under its own key,
    ``<value> / <slot>``, beside the held value; with a change marker ("switched to", 换成), or as the
    first value of the slot, it keeps the slot's key and replaces what is held."""
    wanted = _wanted(result)
    if not wanted or not message.user_id:
        return result
    held = await held_values(session, tenant_id, message.user_id)
    candidates = []
    for c in result.candidates:
        values = held.get(c.predicate or "", []) if c in wanted else []
        said = c.object_value or ""
        if values and said and not any(said_again(said, value) for value in values):
            c = replace(c, subject=canonical_key_part(said))  # beside the held one, not instead of it
        candidates.append(c)
    return replace(result, candidates=candidates)


def _wanted(result: ExtractionResult) -> list[ExtractedCandidate]:
    # an ending (``ends``) is never a second device: it ends the held one ("the MacBook goes to my sister")
    return [
        c for c in result.candidates if not c.ends and _beside_slot(c) is not None and not _changes(c.content)
    ]


def _changes(text: str) -> bool:
    """A change marker: the context's change words (now, new, switched, 换, 改 …) or a switch frame's
    own words (the schema's ``SWITCH_FRAMES``: "started using", 用上了, 转用)."""
    folded = text.casefold()
    return says_change(text) or any(word in folded for word in _SWITCH_WORDS)


_SWITCH_WORDS = tuple(
    word
    for frame in SWITCH_FRAMES.split("|")
    if (word := re.split(r"[…*]", frame)[0].strip().casefold()) and len(word) > 1
)


def _beside_slot(candidate: ExtractedCandidate) -> Slot | None:
    slot = BY_NAME.get(candidate.predicate or "") if candidate.subject == "user" else None
    return slot if slot is not None and slot.beside else None
