"""Where a value ends: before a trailing time adjunct ("Bosch on Monday" → Bosch, "Vancouver since
the summer" → Vancouver, 杭州去年 → 杭州). One cleaner for every place, organisation, option and
person value, built from the time vocabulary the typed values already know (``typed``: weekdays,
months, number words), so a new time phrase needs no new pattern per slot.

A time adjunct is a lead word (on, since, from, until, last, next, this, in, for, as of, …) followed
by a time word (a weekday, a month, a season, day/week/month/year, a year number, a count of them),
or a time word that stands alone at the end (today, recently, "a while ago"). A value that IS a time
word ("Summer", a street called "Monday Road") is left whole: only a tail after the value is cut.
"""

import re

from memory_center.extraction.rules.text import alternatives, is_chinese, trim
from memory_center.extraction.rules.typed import MONTHS_EN, NUMBER_WORDS_EN, WEEKDAYS_EN

_TIME_WORD = (
    "|".join(WEEKDAYS_EN + MONTHS_EN)
    + r"|weekends?|spring|summer|autumn|fall|winter|mornings?|evenings?|nights?|days?|weeks?|months?|years?"
    r"|decades?|today|tomorrow|tonight|yesterday|now|\d{4}|the\s+\d{1,2}(?:st|nd|rd|th)"
)
_COUNT = rf"(?:a|an|a\s+few|a\s+couple\s+of|several|\d+|{'|'.join(NUMBER_WORDS_EN)})"
_DETERMINER = (
    rf"the|this|that|last|next|coming|past|early|late|mid|end\s+of|start\s+of|beginning\s+of|{_COUNT}"
)
_LEAD = (
    r"on|since|from|until|till|starting|starting\s+from|as\s+of|in|for|by|during|over|at|after|before"
    r"|effective|beginning"
)
_TIME_TAIL_EN = re.compile(
    rf"\s+(?:(?:{_LEAD})\s+(?:(?:{_DETERMINER})\s+)*|(?:(?:{_DETERMINER})\s+)+)(?:{_TIME_WORD})\b(?:\s+(?:ago|on|onwards|on\s+ward))?.*$"
    rf"|\s+(?:{_LEAD})$|\s+(?:recently|lately|a\s+while\s+(?:ago|back)|just\s+now|these\s+days|nowadays|now)$",
    re.IGNORECASE,
)
_ZH_TIME_TAIL = re.compile(
    r"(?:从|自|自从|打)?(?:上|下|这|本|今|去|明|前|后)(?:个)?(?:周|星期|礼拜|月|年|天)(?:[一二三四五六日天末])?"
    rf"(?:开始|起|以来|之后|以后)?$|(?:{alternatives('最近|刚刚|前不久|前段时间|现在|目前|如今')})$"
)


def value_without_time(said: str) -> str:
    """``said`` without a time adjunct after the value; the value as said when nothing is left."""
    if is_chinese(said):
        cut = trim(_ZH_TIME_TAIL.sub("", trim(said)))
        return cut or trim(said)
    match = _TIME_TAIL_EN.search(said)
    if match is None or match.start() == 0:
        return trim(said)
    return trim(said[: match.start()]) or trim(said)


_ZH_TIME_LEAD = re.compile(
    r"^(?P<who>我们家|我们|我家|我)?(?:从|自|自从|打)?(?:上|下|这|本|今|去|明|前)(?:个)?(?:周|星期|礼拜|月|年|天)"
    r"[一二三四五六日天末]?(?:开始|起)?(?:就)?(?=[\u4e00-\u9fff])"
)


def without_time_lead(clause: str) -> str:
    """A Chinese clause without the time adjunct before its verb (我从下个月开始在腾讯上班 → 我在腾讯上班):
    when something holds is no part of what holds."""
    match = _ZH_TIME_LEAD.match(clause)
    return f"{match['who'] or ''}{clause[match.end() :]}" if match else clause
