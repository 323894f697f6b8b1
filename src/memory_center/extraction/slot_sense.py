"""Which slot a statement the rules could not place is about, by meaning (pure; the embedding is done
by ``writepath.slotted``): the statement with its typed value masked (``slot_values``) against every
slot's example phrasings (``schema.SLOTS[*].examples``, masked the same way), best slot by its best
example. A statement is never forced into a slot:

- never in a message that takes something back ("Scratch that"), nor a statement the rules decline
  (a question, "don't remember this", sarcasm, permissions talk, a plan: ``reader.is_unreadable``,
  ``asserted``);
- only a statement about the user (first person, or a fragment opening with a past-tense verb:
  "Turned 30 on Saturday"), not about another person (my sister …, 我老公 …), no question, no
  one-off (once, for the weekend, 上次, 这次, governance's one-time words), no past state (used to,
  以前), not where the user is now (right now, 我在…等);
- it has exactly one typed value, of the type the slot holds (a person for the doctor, a number for
  the age, a name for a place, an organisation or an option);
- the best slot's similarity is at least ``SURE`` and ahead of the next slot's by ``MARGIN``
  (measured: docs/extraction.md, "Slots by meaning"). Below that it stays what the rules made of it
  (a free-text memory, or nothing).
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.asserted import is_plan, is_retraction
from memory_center.extraction.rules.reader import is_unreadable
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled
from memory_center.extraction.schema import SLOTS, Slot
from memory_center.extraction.slot_values import Value, find_value, masked
from memory_center.governance.lasting import says_one_time

SURE = 0.80
"""Similarity (cosine, CJK queries rescaled) of the masked statement to its slot's nearest example."""
MARGIN = 0.15
"""How far the best slot must be ahead of the next one."""
MAX_CHARS = 120

_ABOUT_USER = compiled(
    r"\b(?:I|I'm|I've|I'd|me|my|we|we're|we've|our|us)\b|^(?:just\s+|finally\s+)?[A-Z][a-z]+ed\b|我"
)
_OTHER = compiled(
    rf"\b(?:my|our)\s+(?:{alternatives(w.KIN_EN)})\b|^(?:he|she|they|his|her|their)\b"
    rf"|(?:我|我们)的?(?:{alternatives(w.KIN_ZH)})|^(?:{alternatives(w.KIN_ZH)}|他|她|他们|她们)"
)
_ONE_OFF = compiled(
    r"\b(?:once|twice|last night|the other day|for the weekend|for a week|this time|tonight|tomorrow"
    r"|next (?:week|month|year)|right now|at the moment|used to|was going to|would|might|maybe|if)\b"
    r"|上次|那次|一次|这次|下次|下周|明天|今晚|周末|以前|之前|曾经|如果|可能|也许|等你|等我|正在"
)
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_TYPES = {"person": ("person",), "amount": ("amount", "size"), "name": ("place", "organisation", "option")}


@dataclass(frozen=True, slots=True)
class Open:
    """A statement the rules could not place, its value and the masked text to embed."""

    statement: str
    value: Value
    text: str


def open_statements(text: str, placed: list[str]) -> list[Open]:
    """The statements of a message no reading placed (``placed``: the contents of the candidates that
    are not free text) that may be about a slot."""
    found: list[Open] = []
    said = statements(text)[:20]
    if any(is_retraction(clause) for statement in said for clause in clauses(statement)):
        return found  # "I moved to York. Scratch that": what the rules withdrew stays withdrawn
    for statement in said:
        if any(content and (content in statement or statement in content) for content in placed):
            continue
        if is_unreadable(statement) or any(is_plan(clause) for clause in clauses(statement)):
            continue  # a question, "don't save this", sarcasm, a plan called off: what the rules declined
        if (value := _slot_shaped(statement)) is not None:
            found.append(Open(statement, value, masked(statement, value)))
    return found


def _slot_shaped(statement: str) -> Value | None:
    if len(statement) > MAX_CHARS or _QUESTION.search(statement) or not _ABOUT_USER.search(statement):
        return None
    if _OTHER.search(statement) or _ONE_OFF.search(statement) or says_one_time(statement):
        return None
    return find_value(statement)


def examples() -> list[tuple[Slot, str]]:
    """Every slot's example phrasings, masked as statements are (an example without a value as is)."""
    found = []
    for slot in SLOTS:
        for example in slot.examples:
            value = find_value(example)
            found.append((slot, masked(example, value) if value is not None else example))
    return found


def choose(value: Value, scores: dict[str, float], slots: dict[str, Slot]) -> Slot | None:
    """The slot, when sure and clearly ahead, that holds the value's type; None otherwise."""
    ranked = sorted(scores.items(), key=lambda item: item[1], reverse=True)
    if not ranked:
        return None
    name, best = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
    slot = slots[name]
    if best < SURE or best - runner_up < MARGIN or slot.many or not slot.lasting:
        return None
    return slot if slot.value in _TYPES[value.kind] else None
