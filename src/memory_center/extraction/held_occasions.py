"""A new habit of the same routine replaces the held one (pure; docs/extraction.md, "Session 28: a new
habit of the same routine"). Read by ``held_usage.read_usage`` beside its clauses of use, so the write
path's ``use_replacements`` ends the held memory and keeps the new statement.

People say a changed habit as the new one lived now, with no "now", "instead" or "anymore": "saturdays
are BG3 nights" after "saturday nights are for valorant", "commute's all fantasy audiobooks lately" after
"true crime podcasts on my commute", "I lift around 10pm these days" after "I'm a 6am gym guy", 最近午饭都是
自己带饭 after 午饭一般在食堂吃. A clause that says a habit now (``routines.habit_now``) ends a held memory
of the user's when

- **the occasion is the same** (``routines.same_occasion``: the same day and part of it, or a routine both
  name) and the clause does not say the held habit's own words again (``says_held``: an addition or the
  same habit restated);
- **the held memory is a dislike of the thing the habit now has** (我不喝酒 → 最近晚饭配一小杯红酒; "I never
  drink coffee" → "a flat white every morning these days": the thing or an option of its kind);
- **the held diet rules out a food the habit now has** (``RULED_OUT``: "meat's back on the menu" after
  "I'm vegetarian", "I'm eating fish again" after "went vegan", 最近每周吃两三次鸡肉 after 我是素食主义者).

A held option of a routine's slot (``user / commute = 每天开车``) is ended by another option of the slot said
of the routine or of a part of the day, with no word of one time (早上地铁挤得我怀疑人生 → no longer the car).
Look-alikes keep the held memory: one time (today, this Sunday, 今天, 昨天婚宴上), another day (周日 / 周六),
a plan ("might try"), someone else's habit (my husband's …, 我老公 …).
"""

import re

import memory_center.extraction.rules.routines as r
from memory_center.extraction.held_habits import shared_topic
from memory_center.extraction.held_tastes import same_kind
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.text import compiled, english, is_chinese, listed
from memory_center.extraction.rules.turn_words import ANIMAL, MEAT
from memory_center.extraction.schema import BY_NAME
from memory_center.kit.word_patterns import word_pattern

DIET = "diet"
_FISH = ("fish|salmon|tuna|seafood|shrimp|prawns|sushi|sashimi|oysters", "鱼|海鲜|虾|蟹|寿司|刺身|生蚝")


def _foods(*rows: tuple[str, str]) -> re.Pattern[str]:
    return compiled("|".join(f"{english(en)}|{zh}" for en, zh in rows))


RULED_OUT: dict[str, re.Pattern[str]] = {
    "vegetarian": _foods(MEAT, _FISH),
    "素食": _foods(MEAT, _FISH),
    "pescatarian": _foods(MEAT),
    "vegan": _foods(MEAT, ANIMAL),
    "纯素": _foods(MEAT, ANIMAL),
}
"""A diet and the foods it rules out (``turn_words.MEAT``, ``ANIMAL``; a pescatarian keeps fish)."""
SLOT_ROUTINES = {"commute": "commute"}
"""An option slot of a routine (the way to work): another option said of the routine ends the held one."""
_NEGATION_EN = "not|never|no|don't|dont|can't|cant|won't|stopped|quit"
_NEGATED = compiled(rf"{english(_NEGATION_EN)}|不|没|别|戒")
_STOP_EN = frozenset(
    listed(
        "the|and|for|with|are|is|was|all|every|always|usually|mostly|often|lately|these|days|day|my|our|guy"
        "|i'm|im|from|around|while|about|just|really|pretty|some|lot|lots|kind|sort"
    )
)
_WORD_EN = re.compile(r"[a-z0-9][a-z0-9'-]*")
_PREFIX = 4


HeldHabit = HeldMemory
"""A held ACTIVE memory of the user's, as the relation reads it."""


def may_relate(clause: str) -> bool:
    """The cheap gate: a habit said now, or an occasion with an option of a routine's slot."""
    return r.habit_now(clause) or (_occasion_said(clause) and bool(_options(clause, "commute")))


def replaced(clause: str, statement: str, held: HeldHabit) -> bool:
    """Whether the clause (of the statement) ends the held memory as a new habit of its routine."""
    if held.subject == "user" and held.predicate == DIET:
        foods = RULED_OUT.get(held.value.casefold())
        return foods is not None and _habit(clause, statement) and foods.search(clause) is not None
    if held.subject == "user" and held.predicate in SLOT_ROUTINES:
        return _other_option(clause, statement, held)
    if not _habit(clause, statement) or r.someone_else(held.content):
        return False
    if held.predicate == "preference" and held.value == "dislike":
        thing = held.subject
        return bool(thing) and (_names(clause, thing) or same_kind(clause, thing))
    if held.subject != "user" and held.predicate != "preference":
        return False
    return r.same_occasion(held.content, clause) and not says_held(clause, held.content)


def _habit(clause: str, statement: str) -> bool:
    return r.habit_now(clause, statement) and _NEGATED.search(clause) is None


def _names(clause: str, thing: str) -> bool:
    if is_chinese(thing):
        return thing in clause
    wanted, folded = thing.casefold(), clause.casefold()
    if wanted not in folded:
        return False  # the pattern holds the thing as it is: no match without it
    return word_pattern(rf"\b{re.escape(wanted)}").search(folded) is not None


def _occasion_said(clause: str) -> bool:
    return bool(r.parts(clause) or r.routines(clause))


def _options(text: str, slot_name: str) -> set[str]:
    folded = text.casefold()
    return {option for option in BY_NAME[slot_name].options if _names(folded, option)}


def _other_option(clause: str, statement: str, held: HeldHabit) -> bool:
    """Another option of the held routine's slot said of the routine or a part of the day, now."""
    said = _options(clause, held.predicate)
    if not said or said & _options(held.value + " " + held.content, held.predicate):
        return False
    if not r.said_now(clause, statement) or not _occasion_said(clause):
        return False  # "my sister's commute is two hours on the train": hers
    return r.habit_now(clause, statement) or not r.HABIT_NOW.search(clause)


def _without_occasions(text: str) -> str:
    return r.OCCASION.sub(" ", text)


def says_held(clause: str, held: str) -> bool:
    """Whether the clause says the held habit's own words again (not its occasion's): the same habit
    restated, or one more beside it."""
    if is_chinese(held) or is_chinese(clause):
        return bool(shared_topic(_without_occasions(held), _without_occasions(clause)))
    said = _WORD_EN.findall(_without_occasions(clause.casefold()))
    for word in _WORD_EN.findall(_without_occasions(held.casefold())):
        if len(word) < 3 or word in _STOP_EN:
            continue
        if any(other == word or (min(len(other), len(word)) > _PREFIX and other[:_PREFIX] == word[:_PREFIX])
               for other in said):  # fmt: skip
            return True
    return False
