"""Alternatives of one choice (pure, vocabulary as data): a window seat or an aisle seat, economy or
business class, 靠窗 or 靠过道. A user holds one of them at a time, so wanting another one is a change
of mind about the choice, not a second stance ("I prefer window seats" then "I'd rather have an aisle
seat" leaves one ACTIVE seat preference: aisle).

Each choice lists its options; each option lists the core subjects (``matching.core_subject``) that
name it, English and Chinese side by side. Add words here, not in code; ``matching`` reads them.
"""

import functools
import re
from collections.abc import Callable

from memory_center.kit.word_patterns import word_pattern

CHOICES: dict[str, dict[str, str]] = {
    "seat": {
        "window": "window|window seat|seat by the window|靠窗|靠窗座位|靠窗位子|靠窗位置|窗边座位|靠窗座"
        "|窗口座位",
        "aisle": "aisle|aisle seat|靠过道|靠过道座位|靠过道位子|靠过道位置|过道座位|靠走廊座位|靠通道座位"
        "|过道位",
        "middle": "middle seat|中间座位|中间位子|中间位置",
    },
    "cabin class": {
        "economy": "economy|economy class|coach|经济舱|普通舱",
        "premium economy": "premium economy|超级经济舱|高端经济舱",
        "business": "business class|business|商务舱|公务舱",
        "first": "first class|头等舱",
    },
    "train class": {
        "second": "二等座|second class",
        "first": "一等座",
        "business": "商务座",
    },
    "bed": {
        "double": "double room|double bed|king bed|queen bed|king room|大床房|大床",
        "twin": "twin room|twin bed|twin beds|双床房|双床|标间",
    },
    "hotel floor": {
        "high": "high floor|高楼层",
        "low": "low floor|低楼层",
    },
    "drink temperature": {
        "hot": "hot drink|热饮|热的",
        "iced": "iced drink|cold drink|冰饮|冰的",
    },
}

MODIFIER_CHOICES: dict[str, str] = {
    "time of day": "early morning|morning|midday|lunchtime|afternoon|evening|late night|night|early|late"
    "|清晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里|夜间|深夜|凌晨",
}
"""Choices said as a modifier of one thing: "morning meetings" or "afternoon meetings", 上午开会 or
下午开会 are options of when that thing happens. Two subjects that differ only by options of one such
class are alternatives, whatever the thing."""

POSITIVE_STANCES = frozenset({"like", "required", "only"})
"""Stances that pick an option; "dislike" or "never" of one option says nothing of the others."""

AGAINST_STANCES = frozenset({"dislike", "never"})
"""Stances that turn against a thing or an option (``governance.stands``: opposed to a picking one)."""


@functools.lru_cache(maxsize=65536)
def placed_alike(a: str, b: str, fold: Callable[[str], str]) -> bool:
    """Two subjects (comparison forms) that say the same thing around different options of one choice:
    "window seat on train" and "aisle seat on train", 高铁靠窗座位 and 高铁过道座位 (docs/extraction.md,
    "Session 25: switches, corrections and one-offs"). ``fold``: the comparison form of the option names."""
    names = _names(fold)
    first, second = _placed(a, names), _placed(b, names)
    if first is None or second is None or first[2] != second[2] or first[2] == "_":
        return False
    return first[0] == second[0] and first[1] != second[1]


@functools.cache
def _names(fold: Callable[[str], str]) -> tuple[tuple[str, str, str], ...]:
    """(name, choice, option) of every option name, in the comparison form."""
    return tuple(
        (fold(name), choice, option)
        for choice, options in CHOICES.items()
        for option, names in options.items()
        for name in names.split("|")
    )


def _placed(core: str, names: tuple[tuple[str, str, str], ...]) -> tuple[str, str, str] | None:
    """The choice and option of the longest option name inside a subject, and the subject around it."""
    best: tuple[int, str, str, str] | None = None
    for name, choice, option in names:
        if name not in core:
            continue  # the pattern holds the name as it is: no match without it
        edge = r"(?:^|(?<= ))" if name.isascii() else ""
        found = word_pattern(rf"{edge}{re.escape(name)}{r'(?= |$)' if name.isascii() else ''}").search(core)
        if found and (best is None or len(name) > best[0]):
            best = (len(name), choice, option, f"{core[: found.start()]}_{core[found.end() :]}")
    return None if best is None else best[1:]
