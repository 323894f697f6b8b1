"""Whether a new statement tells the user's current practice of the same thing a held free-text memory
is about (pure; the embedding is done by ``writepath.free_text_replacements``; docs/extraction.md,
"Session 31: free-text memories replaced by their slot").

A free-text memory ("I go running every morning before work") has no slot key, so no change step ends it.
Its slot is read by meaning instead: the statement's similarity to every aspect of ``life_aspects``
(phrasings with no value), centred and normalised, is its *aspect profile*; two statements whose
profiles agree are about the same slot whatever their values ("running" and "swimming" fill the same
morning). The new statement ends the held memory when

- it tells the user's current practice (``PRACTICE_EN`` / ``PRACTICE_ZH``: usually, lately, these days,
  all…, a routine in the present, 现在, 最近, 一般, 都…), and
- it is none of the look-alikes: a question, someone else's practice (a person opens the clause), one
  occasion (today, for once, 破例 — unless told as the usual: "my usual burrito bowl"), an addition
  (also, too, 也), a supposition or a plan, a past state (used to, 以前), and
- the two profiles agree (``same_slot``): the same leading aspect and a profile cosine of at least
  ``SAME_LEADING``, or a shared aspect among each one's first two and a cosine of at least ``SAME``.
"""

import re

import numpy as np

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.asserted import is_plan
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.supposed import supposes
from memory_center.extraction.rules.text import alternatives, compiled
from memory_center.governance.lasting import says_exception, says_one_time

SAME = 0.80
"""Profile cosine of two statements sharing an aspect among their first two (measured on jfree1_after)."""
SAME_LEADING = 0.65
"""Profile cosine of two statements whose leading aspect is the same one."""
MAX_CHARS = 160

PRACTICE_EN = (
    r"usually|usual|normally|generally|typically|mostly|mainly|always|regularly|lately|these days|nowadays"
    r"|now|currently|every|each|most (?:days|nights|mornings|evenings|weekends)|nothing but|go-to"
    r"|all day|(?:is|are|'s|'re) all|switched|moved|started|(?:mon|tues|wednes|thurs|fri|satur|sun)days"
    r"|weekends|mornings|evenings|nights|afternoons|(?:I|we)'ve been \w+ing|(?:I|we) have been \w+ing"
)
"""Words telling a practice that holds now (an adverb of habit or of the present, a plural of a time of
day or week: "Thursday nights I'm at choir practice", a doing kept up till now: "I've been reading…"), in
English."""
PRACTICE_ZH = (
    "现在|最近|如今|这阵子|这段时间|这几年|这些天|近来|一般|平时|通常|每天|每周|每晚|每个|天天|基本|总是"
    "|经常|都是|都在|都去|都用|改|换成|自从|开始|终于|一直"
)
"""The same in Chinese: 现在, 最近, 一般, 每天, 都…, 改…, 自从…."""
USUAL_EN = r"my usual|as usual|the usual|my regular|my go-to"
USUAL_ZH = "老样子|照旧|照常|一如既往"
"""A one occasion told as the usual ("Lunch today was my usual burrito bowl"): the practice itself."""
OCCASION_EN = r"for once|just this once|this once|as a treat|for a change|last night|yesterday|tonight|today"
OCCASION_ZH = "破例|难得|偶尔|今天|昨天|昨晚|今晚|这次|那次|上次"
"""One occasion, not a practice."""
ADDITION_EN = r"also|too(?=\s*(?:[,.!;]|$))|as well|besides|in addition|on top of"
ADDITION_ZH = "也|另外|还挺|还喜欢|还爱|还会"
"""One more practice beside the held one, not instead of it ("too" closing its clause: not "too pricey")."""
PAST_EN = r"used to|back when|when I was"
PAST_ZH = "以前|之前|曾经|小时候|那时候"
"""A past state, not the present practice."""
SUPPOSED_EN = r"if|would|might|maybe|should|thinking about|considering|want to|plan to|going to"
SUPPOSED_ZH = "如果|要是|假如|要不要|该不该|是不是|想|打算|考虑|可能|准备"
"""A supposition, a wish or a plan: nothing held yet."""

_PRACTICE = compiled(rf"\b(?:{PRACTICE_EN})\b|{PRACTICE_ZH}")
_USUAL = compiled(rf"\b(?:{USUAL_EN})\b|{USUAL_ZH}")
_OCCASION = compiled(rf"\b(?:{OCCASION_EN})\b|{OCCASION_ZH}")
_ADDITION = compiled(rf"\b(?:{ADDITION_EN})\b|{ADDITION_ZH}")
_PAST = compiled(rf"\b(?:{PAST_EN})\b|{PAST_ZH}")
_SUPPOSED = compiled(rf"\b(?:{SUPPOSED_EN})\b|{SUPPOSED_ZH}")
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_TIME_LEAD = (
    r"(?:(?:so|and|but|lately|these days|now|nowadays|usually|on \w+|\w+day|\w+ (?:mornings|nights))[\s,]+)*"
)
_OTHER_OPENS = compiled(
    rf"^{_TIME_LEAD}(?:(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})\b|(?:he|she|they)\b)"
    rf"|^[^，,。]{{0,6}}?(?:我们?的?)?(?:{alternatives(w.KIN_ZH)}|他|她|他们|她们)"
    rf"|^[^，,。]{{0,6}}?我(?:{w.KIN_SHORT_ZH})(?![们])"
)
"""A clause another person opens (my sister goes…, 我老公最近…, 我室友现在…): their practice, not the
user's."""


def says_current_practice(statement: str) -> bool:
    """Whether the statement tells the user's current practice of something, and is no look-alike."""
    text = statement.strip()
    if not text or len(text) > MAX_CHARS or _QUESTION.search(text):
        return False
    if not _PRACTICE.search(text) and not _USUAL.search(text):
        return False
    if _OTHER_OPENS.search(text) or _ADDITION.search(text) or _PAST.search(text):
        return False
    if _SUPPOSED.search(text) or supposes(text) or any(is_plan(clause) for clause in clauses(text)):
        return False
    if says_exception(text):
        return False
    # one occasion is no practice, unless told as the usual ("Lunch today was my usual burrito bowl")
    return _USUAL.search(text) is not None or not (_OCCASION.search(text) or says_one_time(text))


def practice_wording(statement: str) -> str:
    """The statement as a lasting memory's words: an occasion's word left out when the statement tells
    the usual ("Lunch today was my usual burrito bowl" → "Lunch was my usual burrito bowl"), so the
    practice is not scoped to the day it was told."""
    text = statement.strip().rstrip("。.!！")
    if _USUAL.search(text) is None or _OCCASION.search(text) is None:
        return text
    return re.sub(r"\s{2,}", " ", _OCCASION.sub("", text)).strip(" ,，")


WEEKDAYS_EN = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
WEEKDAYS_ZH = ("一", "二", "三", "四", "五", "六", "日")
"""The days of the week: two practices on different days are two slots ("Friday nights are board games",
"Saturday nights are karaoke")."""
_WEEKDAY = compiled(rf"\b({WEEKDAYS_EN})s?\b|(?:周|星期|礼拜)([一二三四五六日天])")


def days_of(statement: str) -> frozenset[str]:
    """The days of the week a statement names (周日 and 星期天 alike; English by name)."""
    found = set()
    for match in _WEEKDAY.finditer(statement):
        if match.group(1):
            found.add(match.group(1).casefold()[:3])
        else:
            day = "日" if match.group(2) == "天" else match.group(2)
            found.add(WEEKDAYS_EN.split("|")[WEEKDAYS_ZH.index(day)][:3])
    return frozenset(found)


def others_memory(content: str) -> bool:
    """A held memory another person opens ("My niece Rosie is obsessed with dinosaurs"): theirs to change."""
    return _OTHER_OPENS.search(content.strip()) is not None


def profile(similarities: dict[str, float]) -> np.ndarray:
    """A statement's aspect profile: its best similarity to each aspect's phrasings, in the order of
    ``similarities``, centred and normalised (the scale of a Chinese query's cosines drops out)."""
    values: np.ndarray = np.asarray(list(similarities.values()), dtype=np.float32)
    centred: np.ndarray = values - values.mean()
    norm = float(np.linalg.norm(centred))
    scaled: np.ndarray = centred / norm if norm else centred
    return scaled


def same_slot(held: dict[str, float], said: dict[str, float]) -> float | None:
    """The profile cosine of a held statement and a new one when they are about the same slot, else None."""
    names = list(held)
    cosine = float(profile(held) @ profile({name: said[name] for name in names}))
    first_held = sorted(names, key=lambda name: -held[name])[:2]
    first_said = sorted(names, key=lambda name: -said[name])[:2]
    if first_held[0] == first_said[0] and cosine >= SAME_LEADING:
        return cosine
    if set(first_held) & set(first_said) and cosine >= SAME:
        return cosine
    return None
