"""Decisions: DECISION "<category> / choice = <the chosen thing>" (确认, 决定, 就选, 就订, 我选, I'll take,
let's go with, I've decided on, I confirm); the category is one of flight, train, room, hotel,
restaurant, seat, car, plan, route, date, else option. A one-time detail of the task at hand."""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.amounts import is_amount_only
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import compiled, is_deictic, listed, trim

ZH_HABIT_MARKERS = listed(w.ZH_HABIT_MARKERS)

_DECISIONS = (
    re.compile(
        r"^(?:我们?|那就|那|那么|好的?)?(?:就|最后|最终|还是)?(?:确认|决定|确定)(?:了|好了)?"
        r"(?:要|选|订|用|预订|选择|购买|买|去|住|坐|是|为)?\s*(?P<obj>(?!一下|下|吗|是否|没).+)$"
    ),
    re.compile(r"^(?P<kind>[^他她它你您]{0,6}?)就(?:选|订|定|用|买|去|住|坐)(?:了)?\s*(?P<obj>.+)$"),
    re.compile(r"^我们?(?:选择|选|订|要订|定)(?:了)?\s*(?P<obj>.+)$"),
    compiled(
        r"^(?:I'll|I will|we'll|we will|let's|let us)\s+(?:take|go with|book|choose|pick|select)\s+"
        r"(?P<obj>.+)$"
    ),
    compiled(
        r"^I(?:'ve|\s+have)?\s+(?:decided\s+(?:on|to go with|to take|to book)|chosen|chose|picked)\s+"
        r"(?P<obj>.+)$"
    ),
    compiled(r"^I\s+confirm(?:\s+that)?\s+(?P<obj>.+)$|^confirmed\s*[:\-]\s*(?P<obj2>.+)$"),
)
_CATEGORIES = (
    ("flight", r"航班|机票|飞机|\bflights?\b"),
    ("train", r"火车|高铁|动车|车次|\btrains?\b"),
    ("room", r"房|\brooms?\b|\bsuites?\b"),
    ("hotel", r"酒店|宾馆|饭店|民宿|旅馆|\bhotels?\b|\bhostels?\b"),
    ("restaurant", r"餐厅|饭馆|餐馆|\brestaurants?\b"),
    ("seat", r"座位|座|\bseats?\b"),
    ("car", r"租车|车|\bcars?\b"),
    ("plan", r"套餐|方案|计划|\bplans?\b|\bpackages?\b|\boptions?\b"),
    ("route", r"路线|\broutes?\b"),
    ("date", r"\d+月\d+[日号]|日期|\bdates?\b"),
)
_HABIT_IN_CHOICE = re.compile(r"喜欢|偏好|偏爱|一般|通常|习惯|总是|每次|向来|一向")
"""A liking or a habit inside what is "chosen" (我订酒店喜欢高楼层的房间: when I book hotels I like high
floors): how the user books every time, a preference, not a choice of this task."""
_DECISION_FILLER = compiled(r"^(?:这家|那家|这个|那个|the)\s*|(?:吧|了|啊|哦|呀|then|please|for me)$")


def read_decision(clause: str) -> Reading | None:
    match = next((m for pattern in _DECISIONS if (m := pattern.match(clause))), None)
    if match is None:
        return None
    groups = match.groupdict()
    if any(marker in (groups.get("kind") or "") for marker in ZH_HABIT_MARKERS):
        return None  # "我一般就选直飞" is a habit, read as a preference
    chosen = trim(groups.get("obj") or groups.get("obj2") or "")
    if _HABIT_IN_CHOICE.search(chosen):
        return None  # read by the preference and free-text steps, at USER scope
    for _ in range(2):
        chosen = trim(_DECISION_FILLER.sub("", chosen))
    if is_deictic(chosen) or is_amount_only(chosen):
        return None  # "Let's go with 450": an amount of something said before (``later``)
    described = f"{groups.get('kind') or ''} {chosen}"
    category = next(
        (name for name, words in _CATEGORIES if re.search(words, described, re.IGNORECASE)), "option"
    )
    return Reading(MemoryType.DECISION, category, "choice", chosen, lasting=False)
