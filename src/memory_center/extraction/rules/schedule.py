"""A scheduled event the user has, keyed by the event: FACT "<event> / scheduled = <when>".

"The dentist appointment is Tuesday at 3", "My physio session is on Thursday at 10am", 牙医预约在周二下午
三点, 儿子的钢琴课在周六上午 → "dentist appointment / scheduled = Tuesday at 3", "儿子的钢琴课 / scheduled =
周六上午". A later message moving it ("The dentist appointment got moved to Thursday at 11", 牙医预约改到
周四上午十点了) lands on the same key with the new time, so governance supersedes the old one, as it does
for a planned trip (``plans``).

Two general shapes, no phrase list: the event is a noun phrase ending in a head of a scheduled kind
(``ONE_OFF_*``: an appointment, a meeting, an interview, 预约, 面试; ``WEEKLY_*``: a lesson, a class, a
practice, 课, 训练), and all that follows its verb (is, 's, moved to, 在, 是, 改到) is a time: weekdays,
dates, hours, parts of the day and their connecting words, naming at least one day or hour ("the
meeting is at the office", 会议在三楼 are no time). A question, a hypothetical, a plan called off never
reaches here (``reader``).

When it holds (``scheduled_end``): a one-off event until the end of the day it names (UTC; the next such
weekday, a date, today, tomorrow), so it is no memory beyond its date (docs/design.md, "Defaults"); an
event said as recurring ("every Tuesday", "on Tuesdays", 每周三) — or a lesson or class on a bare weekday:
courses meet weekly — has no end.
"""

import re
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import compiled, trim
from memory_center.governance.dated import SCHEDULED

ONE_OFF_EN = "appointment|meeting|interview|consultation|check-?up|session"
WEEKLY_EN = "lesson|class|practice|rehearsal"
ONE_OFF_ZH = "预约|会议|例会|组会|家长会|面试|复查|体检"
WEEKLY_ZH = "课|训练|排练"
"""Heads of a scheduled event (ten English, eleven Chinese: each a kind of event that has a time; the
Chinese meetings are compounds of 会, which alone is also "will")."""

EVENT_WORDS = compiled(rf"{ONE_OFF_EN}|{WEEKLY_EN}|{ONE_OFF_ZH}|{WEEKLY_ZH}")
"""Words without which no scheduled event can be read (one search spares the patterns)."""

_WEEKDAYS_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS_EN = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_DAY_EN = (
    rf"(?P<wd>{'|'.join(_WEEKDAYS_EN)})s?|today|tonight|tomorrow|\d{{1,2}}(?:st|nd|rd|th)"
    rf"|(?:{_MONTHS_EN})|\d{{1,2}}/\d{{1,2}}"
)
_HOUR_EN = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday|midnight"
_FILLER_EN = (
    r"on|at|in|the|of|from|to|until|till|and|every|each|this|next|coming|morning|afternoon|evening|night"
    r"|o'clock|sharp|half past|quarter past|quarter to|-|–"
)
_TIME_EN = compiled(rf"^(?:(?:{_DAY_EN}|{_HOUR_EN}|{_FILLER_EN})(?:[\s,]+|$|(?=-)))+$")
_NAMES_DAY_EN = compiled(rf"\b(?:{_DAY_EN}|{_HOUR_EN})\b")
_OWNER_EN = (
    r"(?:(?:my|our|the|a|an)\s+)?(?:(?P<often>weekly|daily|monthly)\s+|(?:regular|usual|next|upcoming)\s+)?"
)
_EVENT = rf"(?P<event>(?:[\w'-]+\s+){{0,3}}?(?:{ONE_OFF_EN}|{WEEKLY_EN})(?:s|es)?)"
_MOVED = r"(?:moved|pushed\s+back|pushed|postponed|rescheduled|changed|brought\s+forward|shifted|switched)"
_EVENTS_EN = (
    compiled(  # the dentist appointment is Tuesday at 3 / got moved to Thursday
        rf"^{_OWNER_EN}{_EVENT}\s+(?:(?:is|are|'s)(?:\s+(?:now|still|always))?"
        rf"|(?:(?:got|has\s+been|have\s+been|was|were|is|are|'s)\s+)?{_MOVED}\s+(?:to|for|until|till))"
        r"\s+(?P<when>.+)$"
    ),
    compiled(  # I have a dentist appointment on Tuesday at 3, I've got piano lessons on Saturdays
        rf"^I(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+{_OWNER_EN}{_EVENT}\s+(?P<when>.+)$"
    ),
)
_HEAD_EN = compiled(rf"\b(?P<head>{ONE_OFF_EN}|{WEEKLY_EN})(?:es|s)?$")

_ZH_NUMBER = "[一二两三四五六七八九十\\d]"
_ZH_WEEKDAY = "(?:周|星期|礼拜)(?P<zwd>[一二三四五六日天])"
_ZH_DATE = rf"{_ZH_NUMBER}{{1,2}}月(?:{_ZH_NUMBER}{{1,3}}[日号])?|{_ZH_NUMBER}{{1,3}}[日号]"
_ZH_DAY = rf"{_ZH_WEEKDAY}|今天|今晚|明天|后天|{_ZH_DATE}"
_ZH_HOUR = rf"{_ZH_NUMBER}{{1,3}}点(?:半|{_ZH_NUMBER}{{1,3}}分?|一刻|三刻)?|\d{{1,2}}:\d{{2}}"
_ZH_FILLER = "每个?|每|下个?|这个?|本|上午|下午|晚上|早上|中午|傍晚|早|晚|的|和|到|至|-"
_TIME_ZH = re.compile(rf"^(?:{_ZH_DAY}|{_ZH_HOUR}|{_ZH_FILLER})+$")
_NAMES_DAY_ZH = re.compile(rf"{_ZH_DAY}|{_ZH_HOUR}")
_EVENT_ZH = rf"(?P<event>[\u4e00-\u9fffA-Za-z]{{0,8}}?(?:{ONE_OFF_ZH}|{WEEKLY_ZH}))"
_EVENTS_ZH = (
    re.compile(  # 牙医预约在周二下午三点, 钢琴课改到周日了
        rf"^(?:我的?)?{_EVENT_ZH}"
        r"(?:是在|是|在|定在|约在|安排在|改在|改到了?|改成了?|改为|挪到了?|推迟到了?|推到了?|提前到了?|换到了?)"
        r"(?P<when>[^，,。]+?)(?:了|哦|啦)?$"
    ),
    re.compile(rf"^我(?P<when>[^有，,]{{1,12}}?)(?:都|还|要)?有(?:个|一个|节|一节|场|一场)?{_EVENT_ZH}$"),
)
_NOT_AN_EVENT_ZH = re.compile(r"^(?:你|他|她|它|我们|你们|他们|她们|这|那|哪|什么|上课|下课|开会|把)")
"""A pronoun or a pointing word is no event (我们在周六上课 is what they do); 上课 / 开会 are verbs, and
把 opens what the user does (我把会议改到三点了, like "I moved the meeting to 3pm": no memory)."""

_RECURRING = compiled(rf"\b(?:every|each|weekly|daily|monthly)\b|\b(?:{'|'.join(_WEEKDAYS_EN)})s\b|每")
_NEXT = compiled(r"\bnext\b|下个?(?:周|星期|礼拜)")
_ZH_WEEKDAYS = "一二三四五六日"


def read_schedule(clause: str) -> Reading | None:
    """A scheduled event and its time (``clause``: NFKC, trimmed), or None. A recurring event the user
    tells as their own ("my yoga class is on Tuesdays", 我每周三有游泳课) is a habit: the free-text
    reader keeps it, and a later habit of its topic replaces it there (``free_text``, ``held_habits``)."""
    text = trim(clause).rstrip(" .!。！")
    reading = _read_en(text) or _read_zh(text)
    if reading is None or (_OWN.match(text) and recurs(reading.subject, reading.object_value)):
        return None
    return reading


def _read_en(text: str) -> Reading | None:
    for pattern in _EVENTS_EN:
        if (match := pattern.match(text)) is None:
            continue
        when = trim(match["when"]).rstrip(" .!")
        if _TIME_EN.match(when) and _NAMES_DAY_EN.search(when):
            event = re.sub(r"\s+", " ", match["event"]).casefold()
            event = _HEAD_EN.sub(lambda head: head["head"], event)  # "piano lessons" → "piano lesson"
            when = re.sub(r"^(?:on|at)\s+", "", when)
            when = f"{match['often']} {when}" if match["often"] else when  # "weekly": recurs
            return Reading(MemoryType.FACT, event, SCHEDULED, when, lasting=True)
    return None


def _read_zh(text: str) -> Reading | None:
    for pattern in _EVENTS_ZH:
        if (match := pattern.match(text)) is None or _NOT_AN_EVENT_ZH.match(match["event"]):
            continue
        when = match["when"]
        if _TIME_ZH.match(when) and _NAMES_DAY_ZH.search(when):
            return Reading(MemoryType.FACT, match["event"], SCHEDULED, when, lasting=True)
    return None


_OWN = compiled(r"^(?:my|our|I|I've|I'm|we|we've)\b|^我")


def scheduled(candidate: ExtractedCandidate, said_at: datetime) -> ExtractedCandidate:
    """A scheduled event's candidate is the user's (a near date makes no session detail of it), until
    the end of its day when it happens once; any other candidate as it is."""
    if candidate.predicate != SCHEDULED or candidate.subject is None or candidate.object_value is None:
        return candidate
    until = scheduled_end(candidate.subject, candidate.object_value, said_at)
    return replace(candidate, scope=Scope.USER, valid_until=until)


def recurs(event: str, when: str) -> bool:
    """Whether an event happens again and again: said so (every, on Tuesdays, 每周), or a course (a
    lesson, a class, 课) on a bare weekday with no date."""
    if _RECURRING.search(when):
        return True
    weekly = compiled(rf"(?:{WEEKLY_EN})(?:s|es)?$|(?:{WEEKLY_ZH})$").search(event) is not None
    return weekly and _weekday(when) is not None and _dated(when) is None and not _NEXT.search(when)


def scheduled_end(event: str, when: str, said_at: datetime) -> datetime | None:
    """The end (UTC) of the day a one-off event takes place, counted from ``said_at``; None for a
    recurring event or a time that names no day this reader can place."""
    if recurs(event, when):
        return None
    day = _day_of(when, said_at.astimezone(UTC).date())
    if day is None:
        return None
    return datetime(day.year, day.month, day.day, tzinfo=UTC) + timedelta(days=1)


def _weekday(when: str) -> int | None:
    if (match := _NAMES_DAY_EN.search(when)) and match["wd"]:
        return _WEEKDAYS_EN.index(match["wd"].casefold())
    if match := re.search(_ZH_WEEKDAY, when):
        return _ZH_WEEKDAYS.index(match["zwd"].replace("天", "日"))
    return None


_MONTH_NUMBERS = {name[:3]: number for number, name in enumerate(_MONTHS_EN.split("|")[:12], 1)}
_EN_DATE = compiled(
    rf"\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTHS_EN})\b"
    rf"|\b(?P<m2>{_MONTHS_EN})\s+(?:the\s+)?(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b"
    r"|(?P<m3>\d{1,2})月(?P<d3>\d{1,2})[日号]"
)


def _dated(when: str) -> tuple[int, int] | None:
    """(month, day) of a calendar date said with digits ("3 June", "June 3rd", 6月3号)."""
    match = _EN_DATE.search(when)
    if match is None:
        return None
    month = match["m1"] or match["m2"] or match["m3"]
    day = int(match["d1"] or match["d2"] or match["d3"])
    if month.isdigit():
        return int(month), day
    return _MONTH_NUMBERS[month.casefold()[:3]], day


def _day_of(when: str, today: date) -> date | None:
    lowered = when.casefold()
    if "tomorrow" in lowered or "明天" in when:
        return today + timedelta(days=1)
    if "后天" in when:
        return today + timedelta(days=2)
    if (dated := _dated(when)) is not None:
        month, day = dated
        try:
            named = today.replace(month=month, day=day)
            return named if named >= today else named.replace(year=today.year + 1)
        except ValueError:
            return None
    if (weekday := _weekday(when)) is not None:
        ahead = (weekday - today.weekday()) % 7
        return today + timedelta(days=ahead + (7 if _NEXT.search(when) and ahead == 0 else 0))
    return today  # an hour alone ("at 3pm"), today, tonight: today
