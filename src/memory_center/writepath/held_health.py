"""A held health constraint cleared by a result or its diagnosis corrected (``rules.health_cleared``):
the candidates around the pure reading, for the turn step (``writepath.held_turns``).

- the held constraint ends on its key (value ``none``, ``ends`` its value: governance ends only the
  value held, ``governance.held``), worded by the statement that clears it;
- the extractor's readings that would keep it (the cleared thing read again, "不是小麦过敏" read as an
  allergy; the result kept as a free-text constraint) give way;
- a corrected diagnosis is the user's constraint in its place, read by the extractor's own readers from
  the new diagnosis put in the user's voice ("I have a casein allergy", 我有乳糜泻).
"""

from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.health_cleared import Cleared, HeldHealth, cleared, corrects_diagnosis
from memory_center.extraction.rules.text import is_chinese, trim
from memory_center.writepath.step_candidates import ending_candidate

HEALTH_PREDICATES = frozenset({"allergy", "intolerance", "condition"})
"""The keys of a health constraint a result may clear (``<thing> / allergy`` …); a food the user never
eats (``<thing> / preference = never``, a CONSTRAINT) is cleared with them."""


def held_health(
    subject: str, predicate: str, value: str, memory_type: MemoryType, content: str
) -> HeldHealth | None:
    """The held memory as a health constraint a result may clear, or None."""
    if value.casefold() in ("none", "unknown", "not_allergic"):
        return None
    if predicate in HEALTH_PREDICATES or (memory_type is MemoryType.CONSTRAINT and value == "never"):
        return HeldHealth(subject, predicate, value, content)
    if predicate.startswith(FREE_TEXT_PREDICATE):  # "I have a sulfite sensitivity so …"
        return HeldHealth("user", predicate, value, content)
    return None


def health_cleared(
    message: ExtractionInput, result: ExtractionResult, held: list[HeldHealth]
) -> ExtractionResult:
    """The result with the held health constraints the message clears or corrects ended, and a
    corrected diagnosis in their place."""
    negated = {
        (c.subject or "", c.predicate or "") for c in result.candidates if c.object_value == "not_allergic"
    }
    # the extractor's own "not allergic" on the held key is the correction itself (其实我对芒果不过敏)
    changed = [
        one for one in cleared(message.text, held) if (one.held.subject, one.held.predicate) not in negated
    ]
    if not changed:
        return result
    ended = {(one.held.subject, one.held.predicate) for one in changed}
    said = [trim(one.statement) for one in changed if not one.instead]
    instead = [read for one in changed if one.instead for read in _instead(message, one)]
    new_keys = {(c.subject or "", c.predicate or "") for c in instead}
    kept = [
        c
        for c in result.candidates
        if (c.subject or "", c.predicate or "") not in ended | new_keys and not _keeps_result(c, said)
    ]
    endings = [
        ending_candidate(HeldValue("", one.held.value, one.held.subject, one.held.predicate), one.said)
        for one in changed
    ]
    return replace(result, candidates=[*kept, *endings, *instead])


def _keeps_result(candidate: ExtractedCandidate, said: list[str]) -> bool:
    """A constraint the extractor kept of the clearing statement itself (a free-text copy of 芒果是阴性)."""
    if candidate.memory_type is not MemoryType.CONSTRAINT:
        return False
    content = trim(candidate.content)
    return any(content in statement or statement in content for statement in said)


def _instead(message: ExtractionInput, one: Cleared) -> list[ExtractedCandidate]:
    """The new diagnosis as the extractor reads it in the user's voice, worded with what the statement
    goes on to say of it."""
    if is_chinese(one.instead):
        voiced = f"我对{one.instead[:-2]}过敏" if one.instead.endswith("过敏") else f"我有{one.instead}"
    else:
        voiced = f"I have a {one.instead}"
    glued = is_chinese(voiced) or one.rest[:1] in (",", ";", ".", "")
    content = f"{voiced}{one.rest}" if glued else f"{voiced} {one.rest}"
    return [
        replace(candidate, content=content)
        for candidate in read_message(replace(message, text=voiced))
        if candidate.memory_type is MemoryType.CONSTRAINT
    ]


def diagnosis_corrected(
    message: ExtractionInput, result: ExtractionResult, held: list[HeldHealth | None]
) -> tuple[int, ExtractionResult] | None:
    """A held diagnosis the message corrects ("it's not lactose at all, it's a casein allergy"): the index
    of that held memory, which is retired (no memory keeps saying the wrong diagnosis, not even as
    ended), and the result with the new diagnosis in its place; None when the message corrects none."""
    if not corrects_diagnosis(message.text):
        return None
    known = [one for one in held if one is not None]
    changed = [one for one in cleared(message.text, known) if one.instead]
    if not changed:
        return None
    one = changed[0]
    instead = _instead(message, one)
    if not instead:
        return None
    gone = {(one.held.subject, one.held.predicate), *((c.subject or "", c.predicate or "") for c in instead)}
    said = [trim(one.statement)]  # a free-text copy of 花粉没事，原来一直是尘螨过敏 is no constraint
    kept = [
        c
        for c in result.candidates
        if (c.subject or "", c.predicate or "") not in gone and not _keeps_result(c, said)
    ]
    return held.index(one.held), replace(result, candidates=[*instead, *kept])
