"""When a memory held for a named period stops being true: "this week" / 这礼拜 ends at the start of
next Monday, "this month" / 这个月 at the start of the first of next month (00:00 UTC), "for the next
two weeks" / 接下来两周 fourteen days after it was said ("a month" is 30 days). A stance held for a
bounded time lives in the session or the task (``governance.lasting``); this is the end of its
validity, instead of the session's or the task's lifetime, so it stops being current when the
period the user named ends, and the lasting memory it interrupts is never touched.

Today, tonight and this weekend's evening are left to the session's lifetime: their end depends on
the user's time zone, which the service does not know; a vague length ("for a few weeks") too.
"""

import re
from datetime import UTC, datetime, timedelta

from memory_center.extraction.rules.amounts import small_count
from memory_center.governance.lasting import HAS_LASTED
from memory_center.governance.prescribed import as_period, prescribed

_WEEK = re.compile(
    r"\b(?:this\s+(?:coming\s+)?week(?:end)?|for\s+the\s+(?:rest\s+of\s+the\s+)?week|until\s+the\s+end\s+of\s+the\s+week)\b"
    r"|这周|本周|这个?星期|这个?礼拜|本礼拜|这一周|这周末|这个周末",
    re.IGNORECASE,
)
_MONTH = re.compile(
    r"\b(?:this\s+month|for\s+the\s+(?:rest\s+of\s+the\s+)?month|until\s+the\s+end\s+of\s+the\s+month)\b"
    r"|这个月|本月|(?:这个?|本)?月底(?:之前|以前|前)",
    re.IGNORECASE,
)
_DAYS = {"day": 1, "week": 7, "month": 30, "天": 1, "周": 7, "星期": 7, "礼拜": 7, "月": 30}
_LENGTH = re.compile(
    r"\bfor\s+(?:the\s+(?:next|coming)\s+)?(?P<count>a\s+couple\s+of|an?|one|two|three|four|five|six|seven|eight"
    r"|nine|ten|\d+)\s+(?P<unit>day|week|month)s?\b"
    r"|(?:接下来|未来|之后|今后)的?(?P<zcount>[一二两三四五六七八九十]|\d+)个?(?P<zunit>天|周|星期|礼拜|月)",
    re.IGNORECASE,
)


def period_end(text: str, said_at: datetime) -> datetime | None:
    """The end of the period ``text`` names, counted from ``said_at``; None when it names none."""
    if HAS_LASTED.search(text):
        return None  # "I've been off sugar for a month": how long it has lasted, not how long it will
    day = said_at.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    if match := _LENGTH.search(text):
        said, unit = (match["count"], match["unit"]) if match["count"] else (match["zcount"], match["zunit"])
        number = small_count(said)
        if number is not None:
            return said_at + timedelta(days=number * _DAYS[unit.lower()])
    if _MONTH.search(text):
        return (day.replace(day=1) + timedelta(days=32)).replace(day=1)
    if _WEEK.search(text):
        return day + timedelta(days=7 - day.weekday())
    return None


def held_until(clause: str, body: str, said_at: datetime, *, lasting: bool) -> datetime | None:
    """The end of a memory's validity the clause or its statement names; none for a lasting memory,
    unless it is a carer's restriction for a while (``governance.prescribed``: "no climbing for six
    weeks", 一个月内别做剧烈运动 — the user's health until then)."""
    if lasting and not prescribed(body):
        return None
    return period_end(as_period(clause), said_at) or period_end(as_period(body), said_at)
