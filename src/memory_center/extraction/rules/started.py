"""A new value of a life slot ends what it makes untrue (pure): a pet named ends "I have no pets", a
partner named ends "I'm single", a new employer ends "I teach at Lincoln High" and a job title held
with the old employer ("nurse at St. Mary's"); and the relation status is one single-valued slot
(``relationship``: single, engaged, married) whose value follows the partner said
(docs/extraction.md, "Session 25: life events said plainly").

A life change is most often said as the event that starts the new value — "first shift at the
children's hospital", "got engaged to Priya", 上个月跟小林领证了, "Biscuit it is. We picked her up from
the shelter" — and the readers (``schema.FRAMES``, ``rules.people``, ``rules.chosen_names``) read that
value. The held memory it replaces is often no value of the same key: a statement kept in the user's
words (free text) of not having the thing, or of work at the old place. ``STARTS`` (data) names, per
kind of new value, the words of a held statement it ends; the new value must not be named by it.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.text import alternatives, compiled

RELATIONSHIP = "relationship"
SINGLE, ENGAGED, MARRIED, DIVORCED = "single", "engaged", "married", "divorced"
_PETS = alternatives("|".join(w.CLOSE_ROLES[role] for role in w.PET_ROLES))
STARTS = {
    # kind of new value: words of a held statement of the user's that the new value ends
    "pet": (
        r"(?:\b(?:no|don't\s+have\s+(?:a|any)|do\s+not\s+have\s+(?:a|any)|never\s+had\s+(?:a|any))\s+"
        rf"(?:pets?|{_PETS})\b|没有?养|不养|没有?宠物|没有(?:猫|狗))"
    ),
    "partner": (
        r"\bsingle\b|\bnot\s+(?:married|dating|seeing\s+anyone)\b|单身|单着|没对象|没有对象"
        r"|没(?:有)?(?:男|女)朋友"
    ),
    "workplace": (
        r"\b(?:work|works|working|teach|teaches|teaching|employed|job)\b\s+(?:\w+\s+){0,3}?at\b"
        r"|在.{1,12}?(?:上班|工作|当|做)"
    ),
    "residence": (
        r"\b(?:live|living|lived|based|rent|renting|rented)\s+(?:\w+\s+){0,3}?in\b"
        r"|住(?!院|宿|酒店|民宿)|定居|安家|租(?:房|住|了?[一个间套])"
    ),
}
_STARTS = {kind: compiled(words) for kind, words in STARTS.items()}
_ENGAGED = compiled(r"\bengaged\b|\bfianc|\bproposed\b|订婚|未婚[夫妻]|求婚")
_MARRIED = compiled(
    r"\bmarried\b|\bwife\b|\bhusband\b|\bspouse\b|领证|结婚|扯证|老公|老婆|妻子|丈夫|媳妇|爱人|太太"
)
_PARTNERS = frozenset(f"partner|{w.PARTNER_WORDS_EN}|{w.PARTNER_WORDS_ZH}".split("|"))


@dataclass(frozen=True, slots=True)
class New:
    """A candidate of the message as this reading needs it."""

    subject: str
    predicate: str
    value: str
    ends: str | None = None
    """For an ending, the value it ends as said ("" for none named)."""


@dataclass(frozen=True, slots=True)
class Held:
    subject: str
    predicate: str
    value: str
    content: str = ""


def kind_of(new: New) -> str | None:
    """The kind of life value a candidate starts (a pet, a partner, an employer), or None."""
    if not new.value or new.value.casefold() in ("none", "unknown"):
        return None
    if new.predicate == "name" and new.subject in ("pet", *w.PET_ROLES):
        return "pet"
    if new.subject in _PARTNERS or (new.subject == "user" and new.predicate == "partner"):
        return "partner"  # the partner's name, or anything said of them ("my girlfriend Lena and I …")
    if new.subject == "user" and new.predicate == RELATIONSHIP and new.value not in (SINGLE, DIVORCED):
        return "partner"
    if new.subject == "user" and new.predicate in ("workplace", "residence"):
        return new.predicate
    return None


def starts_any(news: Sequence[New]) -> bool:
    """Pure and cheap: whether a candidate starts a life value (the held read is then worth it)."""
    return any(kind_of(new) is not None for new in news)


def ended_by_started(news: Sequence[New], held: Sequence[Held]) -> list[int]:
    """The indexes of the held memories the message's new life values end."""
    found: list[int] = []
    for new in news:
        if new.subject == "partner" and new.predicate == "name" and new.ends is not None:
            found += [i for i, memory in enumerate(held) if i not in found and _parted(new.ends, memory)]
        kind = kind_of(new)
        if kind is None:
            continue
        for index, memory in enumerate(held):
            if index not in found and memory.subject == "user" and _ends(kind, new.value, memory):
                found.append(index)
    return found


def _parted(ended: str, memory: Held) -> bool:
    """A held status with a partner ("married to Ben") that a break-up ends: one naming no partner, or
    the one named ("I'm not with Ben anymore"; not "I'm not with Vodafone anymore")."""
    if memory.subject != "user" or memory.predicate != RELATIONSHIP or memory.value == SINGLE:
        return False
    return not ended or ended.casefold() in memory.value.casefold()


def _ends(kind: str, value: str, memory: Held) -> bool:
    said = memory.content or memory.value
    if value.casefold() in said.casefold():
        return False  # the held statement names the new value: no other one
    if memory.predicate.startswith(FREE_TEXT_PREDICATE):
        return _STARTS[kind].search(said) is not None
    if memory.predicate == RELATIONSHIP:  # "single", held on its key, is untrue with a partner
        return kind == "partner" and memory.value == SINGLE
    # a job title held with its employer ("nurse at St. Mary's") is untrue at a new employer
    return (
        kind == "workplace"
        and memory.predicate == "job"
        and re.search(r"\bat\s+\S", memory.value) is not None
    )


def relation_status(text: str, new: New) -> str | None:
    """The relation status a message says with a reading of the user's partner: single with the
    partner ended by "I'm single" (单身), engaged or married (with the partner's name) with an event or
    word of them ("got engaged to Priya", 领证, "I'm married to Ben"). A partner only mentioned says no
    status ("my girlfriend Lena and I …" ends a held single in the held turns: ``ended_by_started``);
    an ending that may be no partner's ("I'm not with Vodafone anymore") says none either."""
    if new.subject == "partner" and new.predicate == "name" and new.value == "none":
        return SINGLE if _SINGLE.search(text) else DIVORCED if _DIVORCED.search(text) else None
    if kind_of(new) != "partner" or new.predicate == RELATIONSHIP:
        return None
    status = ENGAGED if _ENGAGED.search(text) else MARRIED if _MARRIED_EVENT.search(text) else None
    named = new.predicate == "name" or (new.subject == "user" and new.predicate == "partner")
    if status is None or not named or new.value.casefold() in _PARTNERS:
        return status
    return f"{status} to {new.value}"


_SINGLE = compiled(r"\bsingle\b|单身|单着")
_DIVORCED = compiled(r"\bdivorc|离婚")
_MARRIED_EVENT = compiled(r"\bmarried\b|\bwedding\b|领证|结婚|扯证")
