"""A held medicine's slot given a new medicine (``extraction.rules.medication_slot``): the candidates
around the pure reading, for the turn step (``writepath.held_turns``). docs/extraction.md, "Session
31: the medication slot".

- a held memory that is the medicine's own (``metformin / medication = takes``) ends on its key
  (``ends``: governance ends only the value held), and the new medicine is the user's CONSTRAINT
  ``<new> / medication = takes``, in the held memory's words with the new name in the old one's place
  ("I take rosuvastatin for my cholesterol");
- a held memory that names the medicine beside a condition or a kind ("I'm type 2 diabetic, managed
  with metformin", 我在吃降压药,氨氯地平) keeps its key in those new words (``rewords``: governance
  replaces it): the condition stays, the medicine is the new one;
- the extractor's other readings of the new medicine and its free-text copies of the statement give
  way: the slot's new value is said once.
"""

from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.medication_slot import HeldMedicine, Switch, held_medicines, switched
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE
from memory_center.extraction.rules.text import trim
from memory_center.writepath.step_candidates import step_candidate

MEDICATION, TAKES, ENDED = "medication", "takes", "none"
_SLOTS = frozenset({MEDICATION, "condition", "restriction", "diet"})
"""The keys of a held health memory that may name the medicine it is managed with."""


def held_medicine_memories(
    subject: str, predicate: str, value: str, memory_type: MemoryType, content: str
) -> list[HeldMedicine]:
    """The medicines a held memory names, when it is a health CONSTRAINT of the user's (a medicine, a
    condition, a free-text statement)."""
    if memory_type is not MemoryType.CONSTRAINT or value.casefold() in (ENDED, "unknown"):
        return []
    if predicate not in _SLOTS and not predicate.startswith(FREE_TEXT_PREDICATE):
        return []
    return held_medicines(subject, predicate, value, content)


def medication_switched(
    message: ExtractionInput, result: ExtractionResult, held: list[HeldMedicine]
) -> ExtractionResult:
    """The result with each held medicine the message replaces ended or reworded, and the new one
    stored once."""
    switches = switched(message.text, held)
    if not switches:
        return result
    news = {switch.new.casefold() for switch in switches}
    statements = [trim(switch.statement) for switch in switches]
    written = {(c.subject or "", c.predicate or "") for c in result.candidates if c.ends is not None}
    kept = [c for c in result.candidates if not _gives_way(c, news, statements)]
    added: list[ExtractedCandidate] = []
    for switch in switches:
        key = (switch.held.subject, switch.held.predicate)
        if switch.own_key:
            if key not in written:
                added.append(_ending(switch))
            if all((c.subject or "").casefold() != switch.new.casefold() for c in added):
                added.append(_taken(switch))
        elif key not in written:
            added.append(_reworded(switch))
    return replace(result, candidates=[*kept, *added])


def _gives_way(candidate: ExtractedCandidate, news: set[str], statements: list[str]) -> bool:
    if (candidate.subject or "").casefold() in news and candidate.ends is None:
        return True
    copy = (candidate.predicate or "").startswith(FREE_TEXT_PREDICATE) or candidate.subject == "note"
    said = trim(candidate.content)
    return copy and any(said in statement or statement in said for statement in statements)


def _ending(switch: Switch) -> ExtractedCandidate:
    return step_candidate(
        memory_type=MemoryType.CONSTRAINT,
        subject=switch.held.subject,
        predicate=switch.held.predicate,
        object_value=ENDED,
        content=trim(switch.statement).rstrip("。.!！"),
        confidence=PLAIN_CONFIDENCE,
        ends=switch.held.value,
    )


def _taken(switch: Switch) -> ExtractedCandidate:
    return step_candidate(
        memory_type=MemoryType.CONSTRAINT,
        subject=switch.new.casefold(),
        predicate=MEDICATION,
        object_value=TAKES,
        content=switch.reworded(),
        confidence=PLAIN_CONFIDENCE,
    )


def _reworded(switch: Switch) -> ExtractedCandidate:
    kept = step_candidate(
        memory_type=MemoryType.CONSTRAINT,
        subject=switch.held.subject,
        predicate=switch.held.predicate,
        object_value=switch.held.value,
        content=switch.reworded(),
        confidence=PLAIN_CONFIDENCE,
    )
    return replace(kept, rewords=True)
