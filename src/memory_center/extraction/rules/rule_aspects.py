"""The aspects of the assistant's answers a standing rule may be about, as data (pure): the units, the
spelling, the currency, the clock, the dates, the tone, the time zone (``ASPECTS``); and the acts a
prohibition forbids (``ACTS``: to bring a thing up, to recommend it).

A rule is about an aspect when it says one of the aspect's *cue* words (units, prices, 金额, spelling) or,
with no cue, one of its *values* (miles, 新币, American); a value said in two aspects ("pounds": a weight,
a currency) decides by the cue beside it. Two rules of one aspect compete: a later one said as lasting
with another value revises the held one (``rules.revised_rules``). A permission lifts a prohibition of
the same act ("you can mention her again" after "don't ever bring up my ex").
"""

import functools
import re
from dataclasses import dataclass

from memory_center.extraction.rules.text import compiled


@dataclass(frozen=True, slots=True)
class Aspect:
    name: str
    cues: str
    """Words that name the aspect whatever its value ("prices", 金额, "spelling")."""
    values: str
    """Words of its values ("dollars", 新币, "American")."""


ASPECTS = (
    Aspect(
        "units",
        r"units?|measurements?|distances?|temperatures?|weights?|heights?|lengths?|sizes?|单位|计量|距离|温度|重量|长度|身高",
        r"metric|imperial|km|kms|kilomet(?:er|re)s?|miles?|mph|kph|kg|kgs|kilos?|kilograms?|grams?|lbs?"
        r"|pounds?|ounces?|oz|cups?|tablespoons?|feet|foot|inch(?:es)?|(?:centi|milli)?met(?:er|re)s?|cm|mm|celsius|fahrenheit|centigrade"
        r"|°c|°f|公制|英制|公里|千米|英里|公斤|千克|磅|盎司|英尺|英寸|摄氏度?|华氏度?",
    ),
    Aspect(
        "spelling",
        r"spelling|spellings|spelt|spelled|拼写|拼法",
        r"british|american|canadian|australian|英式|美式",
    ),
    Aspect(
        "currency",
        r"currency|currencies|prices?|pricing|amounts?|costs?|totals?|money|金额|价格|报价|币种|货币|价钱|费用",
        r"euros?|eur|dollars?|usd|bucks|pounds?|gbp|sterling|quid|yen|jpy|yuan|rmb|cny|sgd|hkd|aud|cad"
        r"|rupees?|人民币|美元|美金|欧元|英镑|日元|港币|港元|新币|新加坡元|澳元|加元|韩元|台币",
    ),
    Aspect(
        "clock",
        r"time|times|clock|时间|时刻",
        r"24[- ]?hours?|12[- ]?hours?|am/pm|military\s+time|24小时制?|12小时制?|上午下午",
    ),
    Aspect(
        "dates",
        r"dates?|日期",
        r"day[- ]first|month[- ]first|dd/mm(?:/yyyy)?|mm/dd(?:/yyyy)?|iso|年月日|月日年|日月年",
    ),
    Aspect(
        "tone",
        r"tone|register|style|语气|口吻|风格|说话",
        r"formal|informal|casual|relaxed|chatty|professional|polite|friendly|playful|serious"
        r"|正式|随意|随便|轻松|口语化?|书面|客气|礼貌|严肃|活泼",
    ),
    Aspect(
        "time_zone",
        r"time\s*zones?|timezones?|时区",
        r"utc|gmt|est|edt|pst|pdt|cet|bst|北京时间|东部时间|太平洋时间|东京时间|伦敦时间|当地时间|local\s+time",
    ),
)
"""The aspects of the answers a standing rule is about (each one value at a time)."""

ACTS = {
    "talk": r"mention(?:ing)?|bring(?:ing)?\s+(?:\w+\s+)?up|talk(?:ing)?\s+about|discuss(?:ing)?|joke\s+about"
    r"|提起|提到|提|聊|说起",
    "recommend": r"recommend(?:ing)?|suggest(?:ing)?|push(?:ing)?|推荐|推送|推给|推",
    "send": r"send(?:ing)?|text(?:ing)?|ping(?:ing)?|message|发消息|发提醒|发",
    "remind": r"remind(?:ing)?|提醒",
}
"""The acts a prohibition forbids and a permission allows again, each with its words."""


def _word(pattern: str) -> re.Pattern[str]:
    # an English word whole (no "us" in "bus"); a Chinese word anywhere
    return compiled(rf"(?<![a-z])(?:{pattern})(?![a-z])")


_AMOUNT = re.compile(r"(?:\d[\d,.]*\s*(?:[kKmMwW]|万|千)?|[零一二两三四五六七八九十百千万几半]+)\s*$")
"""A value said right after a number, with or without its magnitude, is an amount in it ("5 miles", "50
euros", "5k RMB", 三公里): no choice of it."""
_CUES = {aspect.name: _word(aspect.cues) for aspect in ASPECTS}
_VALUES = {aspect.name: _word(aspect.values) for aspect in ASPECTS}
_ACTS = {act: _word(words) for act, words in ACTS.items()}


@functools.lru_cache(maxsize=4096)
def aspects_of(text: str) -> dict[str, frozenset[str]]:
    """The aspects a text is about, each with the values it says (folded): those it names by a cue (and a
    value), else those it names by a value alone."""
    values = {
        name: frozenset(
            m.group(0).casefold() for m in pattern.finditer(text) if not _AMOUNT.search(text, 0, m.start())
        )
        for name, pattern in _VALUES.items()
    }
    cued = {name for name, pattern in _CUES.items() if pattern.search(text) and values[name]}
    named = cued or {name for name, said in values.items() if said}
    return {name: values[name] for name in named}


def cued_aspects(text: str) -> frozenset[str]:
    """The aspects a text names by a cue word, whatever value it says (金额, "dates", 温度)."""
    return frozenset(name for name, pattern in _CUES.items() if pattern.search(text))


def acts_of(text: str) -> frozenset[str]:
    """The acts a text names (``ACTS``)."""
    return frozenset(act for act, pattern in _ACTS.items() if pattern.search(text))
