"""Periods a query names relative to its instant (pure): "today", "yesterday", "3 days ago", "last
week", "this month", "last year", 昨天, 前天, 三天前, 上周, 这个月, 上个月, 去年 — and whether a stored item's
time falls in one of them.

The instant is the request's: its ``as_of`` when it has one, else now. "Yesterday" asked on 1 December
is 30 November; the same question asked ``as_of`` 8 May 2023 is 7 May 2023. Weeks run Monday to
Sunday, and every boundary is midnight UTC, the zone every stored time is kept in (a user far from UTC
sees "yesterday" shifted by their offset). "A week ago", "2 months ago" name the calendar week or
month that held the instant that long before; "last night" is yesterday. Weekdays ("on Monday") and
seasons are not read.
"""

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from memory_center.extraction.rules.amounts import COUNT_WORDS_EN, small_count

_COUNT_EN = (
    r"(?P<count>\d{1,2}|" + "|".join(sorted(map(re.escape, COUNT_WORDS_EN), key=len, reverse=True)) + ")"
)
_COUNT_ZH = r"(?P<count>\d{1,2}|[一两二三四五六七八九十])"

_PATTERNS: list[tuple[re.Pattern[str], str, int]] = [
    # (pattern, unit, how many units back; -1: the count group says)
    (re.compile(r"\bthe day before yesterday\b|前天"), "day", 2),
    (re.compile(r"\byesterday\b|\blast night\b|昨天|昨日|昨晚"), "day", 1),
    (
        re.compile(
            r"\btoday\b|\btonight\b|\bthis morning\b|\bthis afternoon\b|\bthis evening\b|今天|今日|今早|今晚"
        ),
        "day",
        0,
    ),
    (re.compile(rf"\b{_COUNT_EN}\s+days?\s+ago\b"), "day", -1),
    (re.compile(rf"{_COUNT_ZH}\s*天(?:以)?前"), "day", -1),
    (re.compile(r"\blast week(?!\s+of\b)|上周|上个?星期|上个?礼拜"), "week", 1),
    (re.compile(r"\bthis week\b|这周|本周|这个?星期|这个?礼拜"), "week", 0),
    (re.compile(rf"\b{_COUNT_EN}\s+weeks?\s+ago\b"), "week", -1),
    (re.compile(rf"{_COUNT_ZH}\s*(?:周|个?星期|个?礼拜)(?:以)?前"), "week", -1),
    (re.compile(r"\blast month(?!\s+of\b)|上个?月"), "month", 1),
    (re.compile(r"\bthis month\b|这个月|本月"), "month", 0),
    (re.compile(rf"\b{_COUNT_EN}\s+months?\s+ago\b"), "month", -1),
    (re.compile(rf"{_COUNT_ZH}\s*个月(?:以)?前"), "month", -1),
    (re.compile(r"\blast year\b|去年"), "year", 1),
    (re.compile(r"\bthis year\b|今年"), "year", 0),
    (re.compile(r"前年"), "year", 2),
    (re.compile(rf"\b{_COUNT_EN}\s+years?\s+ago\b"), "year", -1),
    (re.compile(rf"{_COUNT_ZH}\s*年(?:以)?前"), "year", -1),
]


@dataclass(frozen=True)
class Period:
    """A span of time, ``start`` included, ``end`` excluded (UTC)."""

    start: datetime
    end: datetime

    def holds(self, at: datetime) -> bool:
        when = at.astimezone(UTC) if at.tzinfo is not None else at.replace(tzinfo=UTC)
        return self.start <= when < self.end


def relative_periods(query: str, now: datetime) -> tuple[Period, ...]:
    """The periods the query names relative to ``now``, each once, in the order they are read. A span
    read once ("the day before yesterday") is not read again as its part ("yesterday")."""
    text = unicodedata.normalize("NFKC", query).casefold()
    instant = now.astimezone(UTC) if now.tzinfo is not None else now.replace(tzinfo=UTC)
    taken = [False] * len(text)
    found: list[Period] = []
    for pattern, unit, back in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(taken[start:end]):
                continue
            count = back if back >= 0 else small_count(match.group("count"))
            if count is None:
                continue
            taken[start:end] = [True] * (end - start)
            period = _period(unit, count, instant)
            if period not in found:
                found.append(period)
    return tuple(found)


def _period(unit: str, back: int, instant: datetime) -> Period:
    day = instant.replace(hour=0, minute=0, second=0, microsecond=0)
    if unit == "day":
        start = day - timedelta(days=back)
        return Period(start, start + timedelta(days=1))
    if unit == "week":
        start = day - timedelta(days=day.weekday() + 7 * back)
        return Period(start, start + timedelta(days=7))
    if unit == "month":
        months = day.year * 12 + day.month - 1 - back
        start = day.replace(year=months // 12, month=months % 12 + 1, day=1)
        following = months + 1
        return Period(start, start.replace(year=following // 12, month=following % 12 + 1))
    start = day.replace(year=day.year - back, month=1, day=1)
    return Period(start, start.replace(year=start.year + 1))
