"""Which slot a statement the rules could not place is about, by meaning (pure; the embedding is done
by ``writepath.slots_by_meaning``): the statement with its typed value masked (``slot_values``) against every
slot's example phrasings (``schema.SLOTS[*].examples``, masked the same way), best slot by its best
example. A statement is never forced into a slot:

- never in a message that takes something back ("Scratch that"), nor a statement the rules decline
  (a question, "don't remember this", sarcasm, permissions talk, a plan: ``reader.is_unreadable``,
  ``asserted``);
- only a statement about the user (first person, a fragment opening with a past-tense verb:
  "Turned 30 on Saturday", or a Chinese statement whose 我 is left out: ``Open.implicit``), with no
  negation or turn-away word (an ending is the turn step's: ``writepath.held_turns``), not about another
  person (my sister …, 我老公 …, a person by name opening the value's clause: ``rules.clause_subject``),
  no question, no one-off (once, for the weekend, 上次, 这次,
  governance's one-time words), no past state (used to, 以前), not where the user is now (right
  now, 我在…等);
- it has exactly one typed value, of the type the slot holds (a person for the doctor, a number for
  the age, a name for a place, an organisation or an option);
- the best slot's similarity is at least ``SURE`` and ahead of the next slot's by ``MARGIN``
  (measured: docs/extraction.md, "Slots by meaning"). Below that it stays what the rules made of it
  (a free-text memory, or nothing);
- **a held slot is an easier decision**: when the user already holds a value of the best slot (the
  write path says which slots it holds: ``held``), the question is no longer "which of seventy slots
  is this?" but "is this the slot the user has a value of, said anew?", and the best slot needs only
  ``HELD_SURE`` and ``HELD_MARGIN`` (measured on the development set of changes and switches,
  docs/extraction.md, "Changes and switches on slot keys"). The gates above and the value's type
  stay as strict: a look-alike is no more a statement about the user for the prior.
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.asserted import is_plan, is_retraction
from memory_center.extraction.rules.clause_subject import named_before
from memory_center.extraction.rules.reader import is_unreadable
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.supposed import supposes
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese
from memory_center.extraction.rules.turn_words import TURNED_EN, TURNED_ZH
from memory_center.extraction.schema import OPTION_SLOT, SLOTS, Slot, names_cue
from memory_center.extraction.slot_values import Value, find_value, masked
from memory_center.governance.lasting import kept_anew, one_off, says_one_time

SURE = 0.80
"""Similarity (cosine, CJK queries rescaled) of the masked statement to its slot's nearest example."""
MARGIN = 0.15
"""How far the best slot must be ahead of the next one."""
HELD_SURE = 0.72
"""The best slot's similarity when the user already holds a value of that slot."""
HELD_MARGIN = 0.10
"""Its margin over the next slot then."""
LISTED_SURE = 0.65
"""The similarity of a held slot to a statement whose value is one of that slot's listed options."""
MAX_CHARS = 120

_ABOUT_USER = compiled(
    r"\b(?:I|I'm|I've|I'd|me|my|we|we're|we've|our|us)\b|^(?:just\s+|finally\s+)?[A-Z][a-z]+ed\b|我"
)
_OTHER = compiled(
    rf"\b(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})\b|^(?:he|she|they|his|her|their)\b"
    rf"|(?:我|我们)的?(?:{alternatives(w.KIN_ZH)})|^(?:{alternatives(w.KIN_ZH)}|他|她|他们|她们)|{w.OTHERS_THING_ZH}"
)
_ONE_OFF = compiled(
    r"\b(?:once|twice|last night|the other day|for the weekend|for a week|this time|tonight|tomorrow"
    r"|next (?:week|month|year)|right now|at the moment|used to|was going to|would|might|maybe|if)\b"
    r"|上次|那次|一次|这次|下次|下周|明天|今天|昨天|今晚|周末|以前|之前|曾经|如果|可能|也许|等你|等我|正在"
)
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_YOU = re.compile(r"[你您他她它]")
_TURNED = compiled(rf"{english(TURNED_EN)}|n't\b|{alternatives(TURNED_ZH)}")
_TYPES = {"person": ("person",), "amount": ("amount", "size"), "name": ("place", "organisation", "option")}


@dataclass(frozen=True, slots=True)
class Open:
    """A statement the rules could not place, its value and the masked text to embed."""

    statement: str
    value: Value
    text: str
    implicit: bool = False
    """A Chinese statement whose 我 is left out (工资卡换到招商银行了): about the user only for a slot
    the user already holds a value of."""


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
        if supposes(statement):
            continue  # "If I won the lottery I'd move to Lisbon": an imagined home is no home
        if (value := _slot_shaped(statement)) is not None:
            implicit = _ABOUT_USER.search(statement) is None
            found.append(Open(statement, value, masked(statement, value), implicit))
    return found


def _slot_shaped(statement: str) -> Value | None:
    if len(statement) > MAX_CHARS or _QUESTION.search(statement):
        return None
    if not _ABOUT_USER.search(statement) and (not is_chinese(statement) or _YOU.search(statement)):
        return None
    if _OTHER.search(statement) or _ONE_OFF.search(statement):
        return None
    if _TURNED.search(statement):
        return None  # "I don't live in Dundee any longer", 不去了: an ending or a turn, not a value
    value = find_value(statement)
    if value is None or one_off(statement, value.text):
        return None
    opening = max(statement.rfind(mark, 0, value.start) for mark in ",，;；")
    if named_before(statement[opening + 1 : value.start]):
        return None  # "Dee moved to Chicago for work, I'm keeping the flat": the value is Dee's
    # a one-time word passes a value told as held ("signed up at X today", 我常去的X今天人多: ``kept_anew``)
    return None if says_one_time(statement) and not kept_anew(statement, value.text) else value


def examples() -> list[tuple[Slot, str]]:
    """Every slot's example phrasings, masked as statements are (an example without a value as is)."""
    found = []
    for slot in SLOTS:
        for example in slot.examples:
            value = find_value(example)
            found.append((slot, masked(example, value) if value is not None else example))
    return found


def choose(
    value: Value,
    scores: dict[str, float],
    slots: dict[str, Slot],
    held: frozenset[str] = frozenset(),
    implicit: bool = False,
    statement: str = "",
) -> Slot | None:
    """The slot, when sure and clearly ahead (less so for a slot in ``held``: the user holds a value
    of it), that holds the value's type; None otherwise. A value that is a listed option of a slot
    (开车 of the commute) is that slot's or no slot's: it is chosen when the user holds that slot and
    its similarity reaches ``LISTED_SURE``, whatever slot the phrasing is nearer. ``implicit``: a
    statement without its subject (Chinese) is placed only in a held slot whose cue word it names
    (工资卡换到招商银行了: the bank's 工资卡)."""
    ranked = sorted(scores.items(), key=lambda item: item[1], reverse=True)
    if not ranked:
        return None
    listed = OPTION_SLOT.get(value.text.casefold())
    if listed is not None and listed.name in held and scores.get(listed.name, 0.0) >= LISTED_SURE:
        return None if implicit and not names_cue(statement, listed) else slots[listed.name]
    name, best = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
    slot = slots[name]
    sure, margin = (HELD_SURE, HELD_MARGIN) if name in held else (SURE, MARGIN)
    if best < sure or best - runner_up < margin or slot.many or not slot.lasting or slot.constraint:
        return None  # health and budgets are said in their own words (their readers), never guessed
    if implicit and (name not in held or not names_cue(statement, slot)):
        return None
    if listed is not None and listed.name != name:
        return None
    return slot if slot.value in _TYPES[value.kind] else None
