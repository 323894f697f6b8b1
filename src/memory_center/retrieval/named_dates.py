"""Dates a query names (pure): "on 7 July, 2023", "May 23, 2023", "in August 2023", "in June",
"in 2022", "2023-05-08", "2023年5月8日", "5月", and whether a stored item's time falls on one of them.

A named date is a day, a month of a year, a month of any year, or a year. ``may`` (and ``march``)
counts as the month only next to a day or a year, or after "in", "of", "early", "late", "mid",
"during", "since", "until", "before" or "after" ("What may help?", "Did they march?" name no date).
Relative dates ("yesterday", "last week", 上周) are read against the request's instant by
retrieval/relative_dates.py.

Times are compared in UTC, the zone every stored time is kept in.
"""

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime

MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH = "|".join(MONTHS)
_DAY = r"(?P<{name}>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<{name}>(?:19|20)\d\d)"
_PATTERNS = [
    re.compile(p.format(day=_DAY.format(name="day"), year=_YEAR.format(name="year"), month=_MONTH))
    for p in (
        r"\b(?P<iso_year>(?:19|20)\d\d)-(?P<iso_month>[01]?\d)-(?P<iso_day>[0-3]?\d)\b",
        r"\b{day}\s+(?:of\s+)?(?P<month>{month})\b(?:,?\s+{year}\b)?",
        r"\b(?P<month>{month})\s+{day}\b(?!\s*:)(?:,?\s+{year}\b)?",
        r"\b(?P<month>{month}),?\s+{year}\b",
        r"(?<!\d)(?:(?P<zh_year>(?:19|20)\d\d)\s*年\s*)?(?P<zh_month>1[0-2]|0?[1-9])\s*月"
        r"(?:\s*(?P<zh_day>[0-3]?\d)\s*[日号])?",
        r"(?<!\d)(?P<zh_only_year>(?:19|20)\d\d)\s*年",
        r"(?:\b(?:in|of|early|late|mid|during|since|until|before|after)\s+)(?P<may>may|march)\b",
        r"\b(?P<bare_month>(?!(?:may|march)\b)(?:{month}))\b",
        r"\b{year}\b",
    )
]


@dataclass(frozen=True)
class NamedDate:
    """A day (all three set), a month of a year, a month of any year (month only) or a year."""

    year: int | None = None
    month: int | None = None
    day: int | None = None

    def holds(self, at: datetime) -> bool:
        """Whether this time falls on the named date (compared in UTC)."""
        when = at.astimezone(UTC) if at.tzinfo is not None else at
        return (
            (self.year is None or when.year == self.year)
            and (self.month is None or when.month == self.month)
            and (self.day is None or when.day == self.day)
        )


def named_dates(query: str) -> tuple[NamedDate, ...]:
    """The dates a query names, each once, the most specific forms read first. A span read as one
    date ("7 July, 2023") is not read again as its parts ("July", "2023")."""
    text = unicodedata.normalize("NFKC", query).casefold()
    taken = [False] * len(text)
    found: list[NamedDate] = []
    for pattern in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(taken[start:end]):
                continue
            named = _date_of(match.groupdict())
            if named is not None:
                taken[start:end] = [True] * (end - start)
                if named not in found:
                    found.append(named)
    return tuple(found)


def _date_of(groups: dict[str, str | None]) -> NamedDate | None:
    def number(name: str) -> int | None:
        value = groups.get(name)
        return int(value) if value else None

    month_name = groups.get("month") or groups.get("may") or groups.get("bare_month")
    if groups.get("iso_year"):
        year, month, day = number("iso_year"), number("iso_month"), number("iso_day")
    elif groups.get("zh_month"):
        year, month, day = number("zh_year"), number("zh_month"), number("zh_day")
    elif groups.get("zh_only_year"):
        year, month, day = number("zh_only_year"), None, None
    else:
        year, day = number("year"), number("day")
        month = MONTHS.index(month_name) + 1 if month_name else None
    if month is not None and not 1 <= month <= 12:
        return None
    if day is not None and not 1 <= day <= 31:
        return None
    if year is None and month is None:
        return None
    return NamedDate(year, month, day)


def on_named_date(at: datetime, dates: tuple[NamedDate, ...]) -> bool:
    """Whether ``at`` falls on any of these dates."""
    return any(named.holds(at) for named in dates)
