"""A trip the user has planned, keyed by where it goes: FACT "<place> / trip = <when>".

"I'm flying to Tokyo on 12 March", "We're going to Lisbon in April", 我五一要去大理玩, 我们国庆去西安 →
"tokyo / trip = on 12 March", "大理 / trip = 五一". A later message moving it ("The Tokyo trip moved to
19 March", "my Lisbon trip is now on 3 May", 大理的行程改到端午了) lands on the same key with the new
date, so governance supersedes the old one: the context carries the plan as it stands.

Only a trip on a date of the calendar (a day, a month, a holiday) is read: a trip tonight, tomorrow,
next week or this weekend is one occasion (``governance.lasting``) and stays what it was (nothing,
or a one-time memory). A question, a hypothetical or another person's trip never reaches here
(``reader``).
"""

import re
from collections.abc import Callable

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.household import read_household
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled, one_of, trim
from memory_center.governance.policies import PLANNED_TRIP

_SOMEONE = re.compile(alternatives(w.KIN_ZH) + "|[他她你]")

PREDICATE = PLANNED_TRIP
"""Governance keeps a trip's date with it: no near date makes the plan a one-time detail."""
PLAN_WORDS = compiled(
    one_of(
        "trip|flight|holiday|vacation|visit|flying|going|travel|heading|driving|be in"
        "|去|飞|回|行程|旅|出差|航班|计划"
    )
    + r"|\boff\b"
)
"""Words without which no plan can be read (one search spares the patterns)."""

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_DATE_EN = compiled(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\b|\b(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    rf"|\bin\s+(?:early\s+|mid-?|late\s+)?(?:{_MONTHS})\b|\b\d{{1,2}}/\d{{1,2}}\b"
    r"|\b(?:over\s+|at\s+|for\s+)?(?:christmas|easter|new year|thanksgiving|the summer holidays|half-term)\b"
)
_DATE_ZH = re.compile(
    r"\d{1,2}月(?:\d{1,2}[日号])?|[一二三四五六七八九十]{1,3}月(?:[一二三四五六七八九十]{1,3}[日号])?"
    r"|五一|十一|国庆|春节|过年|端午|中秋|元旦|清明|暑假|寒假|圣诞|年底|月底"
)
"""A date of the calendar: a day, a month, a public holiday."""

_PLACE_EN = r"(?-i:(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?))"
_GO_EN = r"(?:flying|going|travelling|traveling|heading|driving|off|taking the train|going back)"
_EN_PLAN = (
    compiled(
        rf"^(?:I'm|I am|we're|we are)\s+(?:also\s+)?{_GO_EN}\s+(?:back\s+)?to\s+{_PLACE_EN}\s+(?P<when>.+)$"
    ),
    compiled(
        rf"^(?:I|we)(?:'ll|\s+will)\s+be\s+(?:in|visiting|flying to|going to)\s+{_PLACE_EN}\s+(?P<when>.+)$"
    ),
    compiled(
        rf"^(?:my|our)\s+(?:trip|flight|holiday|vacation|visit)\s+to\s+{_PLACE_EN}\s+(?:is|starts|leaves|departs)"
        r"\s+(?P<when>.+)$"
    ),
)
_MOVED_EN = (
    r"(?:has\s+|have\s+|got\s+|was\s+|is\s+|'s\s+)?(?:been\s+)?(?:moved|pushed(?:\s+back)?|postponed|rescheduled"
    r"|brought\s+forward|changed|shifted|now)\s+(?:back\s+)?(?:to|on|until|for)?\s*"
)
_EN_MOVED = (
    compiled(
        rf"^(?:my|our|the)\s+{_PLACE_EN}\s+(?:trip|flight|holiday|vacation|visit)\s+{_MOVED_EN}(?P<when>.+)$"
    ),
    compiled(
        rf"^(?:my|our|the)\s+(?:trip|flight|holiday|vacation|visit)\s+to\s+{_PLACE_EN}\s+{_MOVED_EN}(?P<when>.+)$"
    ),
)
_ZH_PLACE = r"(?P<place>[\u4e00-\u9fff]{2,6}?)"
_ZH_PLAN = re.compile(
    rf"^我们?(?P<when>[^，,我你他她]{{1,10}}?)(?:要|准备|打算|计划|会|想)?(?:去|飞|回)(?!哪){_ZH_PLACE}"
    r"(?:玩|旅游|旅行|度假|出差|开会|探亲|过年|过节|看[\u4e00-\u9fff]{1,4})?(?:了|啦)?$"
)
_ZH_MOVED = re.compile(
    rf"^(?:我们?的?)?(?:去)?{_ZH_PLACE}(?:的|之)?(?:行程|旅行|旅游|之行|行|出差|航班|计划)"
    r"(?:改到|改成|改在|改为|推迟到|推到|延到|延期到|提前到|挪到|换到|定在|改)(?P<when>[^，,]{1,10}?)(?:了|啦)?$"
)


def read_plan(clause: str) -> Reading | None:
    """A trip on a calendar date, or a trip moved to one (``clause``: NFKC, trimmed)."""
    text = trim(clause)
    for pattern in (*_EN_MOVED, *_EN_PLAN, _ZH_MOVED, _ZH_PLAN):
        match = pattern.match(text)
        if match is None:
            continue
        when, place = trim(match["when"]), trim(match["place"])
        if _SOMEONE.search(when) or _SOMEONE.search(place):
            return None  # 我姐姐五一去大理: another person's trip
        if when and place and (_DATE_EN.search(when) or _DATE_ZH.search(when)):
            return Reading(MemoryType.FACT, place.casefold(), PREDICATE, when, lasting=True)
    return None


_WE = compiled(r"^(?:we|we're|we've|we'll)\b|^我们")


def read_ours(clause: str, read: Callable[[str], Reading | None]) -> Reading | None:
    """The household's home or car (``household.read_household``, ``read`` being the clause reader) or
    its trip ("We're going to Lisbon in April", 我们国庆去西安): read where the reader sees a clause about
    others ("we" opens a statement about more than the user)."""
    return read_household(clause, read) or (read_plan(clause) if _WE.match(trim(clause)) else None)
