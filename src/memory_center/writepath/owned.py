"""The write path's last look at a message's slot values: a ``user / <slot>`` candidate whose value the
message says of another thing ("my suitcase is 23 kg", 我公司在滨江区, "my car's colour is silver": the
owner noun disagrees with the slot's head, ``extraction.owner_nouns``) is dropped, whichever step
placed it (the rules, the schema's frames, the held kinds, the slots by meaning), and the free-text
memory the rules made of its statement is kept instead. Pure: run once, after every step."""

from dataclasses import replace

from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.owner_nouns import misplaced
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.split import clauses, statements


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
    (the candidate's own wording when no clause holds the value as said)."""
    value = (candidate.object_value or "").casefold()
    saying = [part for part in parts if value and value in part.casefold()] or [candidate.content]
    return all(misplaced(candidate, part) for part in saying)


def _overlaps(a: str, b: str) -> bool:
    a, b = a.strip(" .。!！?？"), b.strip(" .。!！?？")
    return bool(a and b) and (a in b or b in a)
