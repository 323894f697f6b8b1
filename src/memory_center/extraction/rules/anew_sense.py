"""A held value said anew without its subject, read by meaning (issue 24, session 25: pure; the embedding
is done by ``writepath.held_sense``).

"My rent is $1800 a month" … "Landlord bumped it to $1950 starting this month."; "I weigh 210 pounds" …
"Down to 185 after the diet, feels great."; 我月薪12000 … 今年涨薪了，到手15000. No marker says a change,
the message names no topic word of the memory (``rules.anew`` needs one), and often has no subject ("it",
"we", a fragment), so no reader takes it as a statement about the user. The held memory says what it
is about: a statement that carries exactly one new value of the shape of the memory's one value, and
that, with the value masked, means what the memory means with its value masked, is that memory said anew.

``pairings`` gives, for one held memory's text, each statement of the message that may say its value
anew, both texts masked for the embedder and where the held text's value is to be replaced. A statement
pairs only when

- the held text has exactly one value (``anew.value_spans``: amounts, ordinals, times, dates; a name is
  no such value here: names are the slots' and the switch steps' to read) and the statement exactly one
  value of any kind (besides a month or weekday saying when: "… to $1550 from March"), of the held
  one's type (``typed_spans.fits``), another one: an amount within a factor of four (unless both are
  counted in the same word: 3楼, 18楼) and in the same unit when both say one ("40 minutes" is no
  "2 hours");
- the new value is said as a level the thing is at (to X, X now, X a month, it's X, 到X, 现在X, 一个月X), not
  as the amount of a one-off event ("Worked 8 hours straight", "Bought a car for $58,000", 跑了10000米);
- it is said as the user's own, as it is (``anew.own``: no question, plan, hypothetical, denial, second
  one), no one-off (``anew.one_off``: today, 这次, 上次 …), no one else's: no kin word the memory does not
  say ("my brother's rent", 我老公月薪), no possessive ("Jake's rent"), no owner noun the memory does not
  name ("my dog weighs 60 pounds": ``owner_nouns.other_owner``); he, she, they (他, 她) only of a memory
  about another person ("He started 3rd grade" of "My son is in 2nd grade"), and a memory about another
  person only by them, by its own kin word, or in Chinese with no subject at all (开学升三年级了).
"""

import re
import unicodedata
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.owner_nouns import other_owner
from memory_center.extraction.rules.anew import MAX_RATIO, one_off, own, unit_after, value_spans
from memory_center.extraction.rules.restated import Substitution
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import alternatives, compiled
from memory_center.extraction.rules.typed_spans import Span, fits, said_as

MAX_CHARS = 160
CLOSE = 1.5
"""Amounts this near (the larger over the smaller) are close values: a raise, a loss, a move up."""
WHEN = frozenset({"month", "weekday"})
"""Kinds of value that say when a change happened beside the new value of another kind."""
MASK_EN = "X"
MASK_ZH = "某某"

_KIN = compiled(
    rf"\b(?:my|our|his|her|their|your)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})\b"
    rf"|\b(?:{alternatives(w.KIN_EN)})['’]s\b|(?:{alternatives(w.KIN_ZH)}|{w.KIN_SHORT_ZH})(?![给帮把让说])"
)
"""Another person as the owner: "my brother", "my wife's", 我老公 (not 老板给我涨薪了: the boss acts)."""
_POSSESSIVE = re.compile(r"\b(?!(?:it|that|there|what|who|he|she|here|let)['’]s)[a-z]+['’]s\s+[a-z]", re.I)
_THIRD = compiled(r"\b(?:he|she|they|his|her|their|him|them)\b|[他她]")
_FIRST = compiled(r"\b(?:i|i'm|i've|me|my|mine)\b|我(?!们家)")
_PAST = compiled(r"\b(?:used to|was going to|back then|years ago)\b|以前|之前|曾经|当年|那时")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_LEVEL_BEFORE = re.compile(
    r"(?:\b(?:to|now|is|are|it's|it’s|started|starting)\s+(?:(?:about|around|only|just|the)\s+)?[$£€¥]?\s*"
    r"|到[\u4e00-\u9fff]{0,4}|(?:成|为|是|现在要?|目前|如今|只要|只|才|一个月|每个?月|每天|每周|一天|一周|升)\s*)$",
    re.IGNORECASE,
)
_LEVEL_AFTER = re.compile(
    r"^\s*(?:[a-z]+\s+)?(?:now|these days|nowadays|(?:a|per|each)\s+(?:month|week|year|day|night))\b",
    re.IGNORECASE,
)
"""A value said as a level the thing is at ("to $1950", "Down to 185", "it's 61", "X now", "a month",
到手15000, 搬到同小区12楼, 现在68公斤, 一个月58): not the amount of a one-off event ("Worked 8 hours",
"Bought a car for $58,000", 跑了10000米)."""


@dataclass(frozen=True, slots=True)
class Pairing:
    """A statement of the message that may say a held memory's value anew."""

    said: str
    """The statement, its value masked (what is embedded)."""
    held: str
    """The held text, its value masked."""
    sub: Substitution
    """Where the held text says its value, and the new value written as the held one is."""
    close: bool = False
    """The two values are amounts within ``CLOSE`` of each other ($1950 for $1800, 185 for 210)."""


def pairings(held: str, message: str, about_other: bool = False) -> list[Pairing]:
    """The message's statements that may say the one value of ``held`` (a memory's text) anew;
    ``about_other``: the memory is about another person (its subject is not the user)."""
    text = unicodedata.normalize("NFKC", message).strip()
    olds = value_spans(held)
    if len(olds) != 1 or olds[0].kind == "name" or not 0 < len(text) <= MAX_CHARS * 2:
        return []
    old = olds[0]
    found = []
    for statement in statements(text)[:10]:
        news = value_spans(statement)
        if any(new.key == old.key and new.kind == old.kind for new in news):
            return []  # the held value said again: nothing changed
        if old.kind not in WHEN:
            news = [new for new in news if new.kind not in WHEN]  # "… to $1550 from March": when it changed
        if len(news) != 1 or not _pairs(old, news[0], held, statement) or not _level(statement, news[0]):
            continue
        new = news[0]
        if not _said_as_own(statement, held, about_other, new):
            continue
        sub = Substitution(old.start, old.end, old.text, said_as(old, new))
        found.append(Pairing(_masked(statement, new), _masked(held, old), sub, _close(old, new)))
    return found


def _pairs(old: Span, new: Span, held: str, statement: str) -> bool:
    """Whether ``new`` may be the held ``old`` said anew: the same kind and type, another value, and
    for amounts within ``MAX_RATIO`` and in the same unit when both say one."""
    if new.kind != old.kind or new.key == old.key or not fits(new, old):
        return False
    if old.kind != "number":
        return True
    try:
        before, after = float(old.key), float(new.key)
    except ValueError:
        return False
    if before <= 0 or after <= 0:
        return False
    units = unit_after(held, old), unit_after(statement, new)
    if all(units) and units[0] != units[1]:
        return False
    return _counted_alike(held, old, statement, new) or max(before, after) / min(before, after) <= MAX_RATIO


def _level(statement: str, new: Span) -> bool:
    """Whether the value is said as a level the thing is at (``_LEVEL_BEFORE``, ``_LEVEL_AFTER``)."""
    before, after = statement[max(0, new.start - 24) : new.start], statement[new.end :]
    unit = re.match(r"\s*(?:[a-z]+|[\u4e00-\u9fff]{1,2})(?=\s|$|[,.!，。！])", after, re.IGNORECASE)
    rest = after[unit.end() :] if unit is not None else after
    return bool(_LEVEL_BEFORE.search(before) or _LEVEL_AFTER.match(after) or _LEVEL_AFTER.match(rest))


def _counted_alike(held: str, old: Span, statement: str, new: Span) -> bool:
    """Whether both amounts are followed by the same counting word (3楼 and 18楼, "3 kids" and "5 kids"):
    then they may be far apart."""
    after = re.compile(r"\s*([a-z]+|[\u4e00-\u9fff])", re.I)
    one, other = after.match(held, old.end), after.match(statement, new.end)
    return one is not None and other is not None and one[1].casefold() == other[1].casefold()


def _close(old: Span, new: Span) -> bool:
    """Whether two amounts are within ``CLOSE`` of each other."""
    try:
        before, after = float(old.key), float(new.key)
    except ValueError:
        return False
    if old.kind != "number" or min(before, after) <= 0:
        return False
    return max(before, after) / min(before, after) <= CLOSE


def _said_as_own(statement: str, held: str, about_other: bool, new: Span) -> bool:
    """Whether the statement is said of the memory's own thing, as it is (see the module's notes); whose
    value it is, is said before it ("He started 3rd grade, loves his teacher": the teacher is no owner)."""
    if len(statement) > MAX_CHARS or not all(own(part) for part in re.split(r"[,，;；]", statement) if part):
        return False
    if one_off(statement) or _PAST.search(statement) or other_owner(statement, held):
        return False
    before, held_folded = statement[: new.end].casefold(), held.casefold()
    kin = [match[0] for match in _KIN.finditer(before)]
    if any(_kin_word(said) not in held_folded for said in kin) or _POSSESSIVE.search(before):
        return False  # "my brother's rent is $2100", 我老公月薪15000, "Jake's rent"
    if _THIRD.search(before):
        return about_other  # "She started first grade": of a memory about her only
    if not about_other or kin:
        return True
    return bool(_CJK.search(statement)) and not _FIRST.search(before)  # 开学升三年级了: 他 left out


def _kin_word(said: str) -> str:
    """The kin word of a match ("brother" of "my older brother's")."""
    words = re.findall(r"[a-z-]+", said.replace("’", "'").split("'")[0])
    return words[-1] if words else said


def _masked(text: str, span: Span) -> str:
    mask = MASK_ZH if _CJK.search(text) else MASK_EN
    return f"{text[: span.start]}{mask}{text[span.end :]}"
