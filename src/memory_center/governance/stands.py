"""What a memory's key holds about one thing, read from the key alone (pure): a stance's polarity on
its thing, or a value of a single-valued slot. One definition for the read path, which states two
opposed memories under different keys as a conflict (``retrieval.opposed``), and the write path, which
sends a statement that may replace a held memory it is not sure about to review
(``governance.same_memory``). docs/context.md, "Opposite memories under different keys".

- a **stance** (the preference family of predicates, ``matching.predicate_family``) is a polarity (like,
  required, only: for; dislike, never: against; a "likes" / "hates" predicate carries it too) on its
  thing: the subject's ``core_subject`` with a leading activity verb set aside ("drinking coffee", 看恐怖片
  → coffee, 恐怖片). A stance on an option of a single-valued slot of the key schema
  (``schema.option_of``: KLM, 汉庭, iPhone) is a stand on that slot instead;
- a **slot** (``user / <predicate>`` of a single-valued slot of the key schema, or of a single-valued
  predicate family: residence, workplace, job title, name, birthday) is a value of that slot.

Two stands on one thing are opposed when their polarities differ, or when they hold two values of one
single-valued slot (a liking of an option is that option as the value; a dislike of an option opposes
only that value). Multi-valued slots (pets, languages, allergies) and anything else have no stand.
"""

import functools
import re
from dataclasses import dataclass

from memory_center.extraction.schema import BY_NAME, option_of, value_slot
from memory_center.governance.choices import AGAINST_STANCES, POSITIVE_STANCES
from memory_center.governance.matching import core_subject, predicate_family
from memory_center.governance.values import normalise_value

_AGAINST = AGAINST_STANCES | {"hate", "no", "false"}
_FOR = POSITIVE_STANCES | {"love", "yes", "true"}
"""The stances, and the plain words an agent's proposal may hold them in."""
_PREDICATE_POLARITY = {
    "like": 1, "likes": 1, "love": 1, "loves": 1, "enjoy": 1, "enjoys": 1, "prefer": 1, "prefers": 1,
    "喜欢": 1, "dislike": -1, "dislikes": -1, "hate": -1, "hates": -1,
}  # fmt: skip
"""Predicates of the preference family that carry a polarity themselves ("coffee / likes = yes")."""
_SINGLE_FAMILIES = {"residence": "residence", "workplace": "workplace", "job_title": "job", "name": "name",
                    "birthday": "birthday"}  # fmt: skip
"""Single-valued predicate families (``matching._FAMILIES``) and the schema slot each one is."""
_ENDED = frozenset({"none", "unknown", ""})
_LEADING_GERUND = re.compile(r"^[a-z]+ing (?=\S)")
_PREFERENCE = "preference"


@dataclass(frozen=True, slots=True)
class Stand:
    """What one fact holds about one thing: a polarity (stances), a value (slots), or both (a stance on
    one option of a single-valued slot: the option is the value it is for or against)."""

    thing: str
    polarity: int
    value: str | None = None
    activity: str = ""
    """The activity verb a stance's subject opened with ("watching" of "watching football")."""


def opposed(a: Stand, b: Stand) -> bool:
    """Whether two stands on one thing cannot both hold ("watching" and "playing" football are two
    things; "coffee" and "drinking coffee" one)."""
    if a.thing != b.thing or (a.activity and b.activity and a.activity != b.activity):
        return False
    if a.value is None or b.value is None:
        return a.value is None and b.value is None and a.polarity != b.polarity
    if a.value == b.value:
        return a.polarity != b.polarity
    return a.polarity > 0 and b.polarity > 0  # two values held for one single-valued slot


def thing_of(subject: str) -> tuple[str, str]:
    """The thing a stance is about and the activity it names: its core subject with a leading activity
    verb set aside (the Chinese one ``core_subject`` drops already, an English gerund here: "drinking
    coffee" → coffee, drinking)."""
    core = core_subject(subject)
    verb = _LEADING_GERUND.match(core) if core.isascii() else None
    return (core[verb.end() :], verb.group(0).strip()) if verb else (core, "")


@functools.lru_cache(maxsize=65536)
def stand_of(subject: str | None, predicate: str | None, value: str | None) -> Stand | None:
    """The stand a key holds, or None (a multi-valued slot, an ended value, any other memory)."""
    if not subject or not predicate:
        return None
    family = predicate_family(predicate)
    if family == _PREFERENCE:
        return _stance(subject, predicate, value)
    if subject.strip().casefold() != "user":
        return None
    slot = _SINGLE_FAMILIES.get(family) or (family if _single(family) else None)
    folded = normalise_value(value or "")
    if slot is None or folded in _ENDED:
        return None
    return Stand(f"slot:{slot}", 1, folded)


def _single(name: str) -> bool:
    slot = BY_NAME.get(name)
    return slot is not None and not slot.many


def _stance(subject: str, predicate: str, value: str | None) -> Stand | None:
    folded = normalise_value(value or "")
    own = _PREDICATE_POLARITY.get(predicate.strip().casefold().replace(" ", "_"))
    polarity = 1 if folded in _FOR else -1 if folded in _AGAINST else None
    if own is not None:  # "coffee / hates = yes", or "user / likes = coffee"
        if subject.strip().casefold() == "user" and polarity is None:
            subject, polarity = folded, own
        else:
            polarity = own * (polarity if polarity is not None else 1)
    if polarity is None or not subject:
        return None
    option = option_of(subject.casefold())
    if option is not None and value_slot(option[0]) is not None:
        return Stand(f"slot:{option[0]}", polarity, option[1])
    thing, activity = thing_of(subject)
    return Stand(f"stance:{thing}", polarity, None, activity) if thing else None


def slot_value(stand: Stand) -> Stand:
    """A slot's value said as an option of it (``user / airline = KLM Royal Dutch``), as an option
    stance is (``klm``)."""
    option = option_of(stand.value) if stand.value is not None else None
    if option is None or f"slot:{option[0]}" != stand.thing:
        return stand
    return Stand(stand.thing, stand.polarity, option[1])


def same_thing(subject: str, other: str) -> bool:
    """Two stance subjects about one thing once a leading activity verb is set aside ("coffee" and
    "drinking coffee"), though not equal as ``core_subject`` compares them; "watching football" and
    "playing football" are two things."""
    if core_subject(subject) == core_subject(other):
        return False
    (thing, activity), (other_thing, other_activity) = thing_of(subject), thing_of(other)
    return bool(thing) and thing == other_thing and (not activity or not other_activity)
