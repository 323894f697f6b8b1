"""Value types as data: the kinds of value a correction can carry, and how each is said.

A correction ("No wait, he's 8", 说错了，是六点, "I mean Belfast") names a value of a type; the engine
(``typed_spans``) finds the value of the same type in the memory it corrects and substitutes it. Each type
here is a list of patterns (English and Chinese) whose group ``v`` is the value as said, and a key
function that makes the same value said in other words comparable (三千五 = 3,500 = 3.5k, 七点 = 7:00,
周五 = Friday, 三月 = March). The patterns are tried in the order of ``KINDS``: a more specific type
claims its words first (the 7 of "7:40" is a time, the 5 of "March 5" a day, never a number).
"""

import re
from collections.abc import Callable

from memory_center.extraction.rules.amounts import formatted, zh_number


def _words(listed: str) -> frozenset[str]:
    return frozenset(listed.split("|"))


ZH_NUM = "[零〇一二两三四五六七八九十百千万]"
_I = re.IGNORECASE

MONTHS_EN = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
)  # fmt: skip
WEEKDAYS_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAYS_ZH = "一二三四五六日"
NUMBER_WORDS_EN = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)  # fmt: skip
MONTH_ABBREVIATIONS_EN = {"feb": 2, "apr": 4, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}
"""Months as written short ("Sept 12", "the 21st of Sept"); "Jan", "Mar", "Jun", "Jul" are left out
(names, words)."""
_MONTH = "|".join((*MONTHS_EN, *MONTH_ABBREVIATIONS_EN))
_WORD = "|".join(NUMBER_WORDS_EN[2:])  # "one" is as often "the other one"
_HOUR_WORD = "|".join(NUMBER_WORDS_EN[1:13])
ORDINALS_EN = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
    "nineteenth",
)  # fmt: skip
"""Days of the month said in words ("the fourteenth", "October the twenty-second"): 1-19, then
twenty-/thirty- before one of the first nine (``_ordinal``)."""
_ORDINAL = (
    r"(?:(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
    rf"|twentieth|thirtieth|{'|'.join(ORDINALS_EN)})"
)
MINUTES_EN = {"quarter": 15, "half": 30, "five": 5, "ten": 10, "twenty": 20, "twenty five": 25}
"""Minutes said before "past" / "to" ("quarter past five", "ten to six")."""
NAMED_HOURS_EN = {"midnight": 0, "noon": 12, "midday": 12}

UNITS: dict[str, str] = {
    # unit class of a number: the words after it (English, Chinese) — a correction in one class revises
    # a number of the same class or of none ("178 cm" revises "180 cm", never "34 years")
    "age": r"years?\s+old|years?|yrs?|yo|y/o|岁|周岁",
    "money": r"dollars?|bucks?|euros?|pounds?|quid|usd|eur|gbp|rmb|yuan|元|块钱|块|人民币|美元|欧元|英镑|刀",
    "length": r"cm|centimet(?:er|re)s?|metres?|meters?|m|ft|feet|foot|inches|inch|厘米|公分|米",
    "weight": r"kg|kilos?|kilograms?|lbs?|斤|公斤|千克",
    "count": r"个|只|位|名|次|口|kids?|children|people|times",
    "grade": r"年级|(?:st|nd|rd|th)\s+grade",
    "year": r"年(?!级|代|纪|龄|薪|终|底|初|前|后|内|来|多|轻|货|会|假|夜|糕|画|味)",
}
_UNIT = "|".join(f"(?P<u_{name}>{words})" for name, words in UNITS.items())
_AFTER_UNIT = r"(?![A-Za-z])"

PATTERNS: dict[str, tuple[re.Pattern[str], ...]] = {
    "time": (
        # times in words: "midnight", "half seven" (7:30), "quarter past five", "ten to six", "six thirty"
        re.compile(r"\b(?P<v>(?P<named>midnight|noon|midday))\b", _I),
        re.compile(
            rf"\b(?P<v>(?P<by>quarter|half|twenty[\s-]five|twenty|ten|five)\s+(?P<rel>past|after|to|before)\s+"
            rf"(?P<h>{_HOUR_WORD}|\d{{1,2}})(?:\s*(?P<ap>[ap]\.?m\.?))?)(?![\w:])",
            _I,
        ),
        re.compile(
            rf"\b(?P<v>(?P<by>half)\s+(?P<h>{_HOUR_WORD}))\b(?!\s+(?:an?\s+)?(?:hours?|days?|of)\b)", _I
        ),
        re.compile(
            rf"\b(?P<v>(?P<h>{_HOUR_WORD})\s+(?P<mw>fifteen|thirty|forty[\s-]five))\b"
            r"(?!\s*(?:years?|minutes?))",
            _I,
        ),
        re.compile(r"(?<![\d:])(?P<v>(?P<h>\d{1,2})[:：](?P<m>[0-5]\d)(?:\s*(?P<ap>[ap]\.?\s?m\.?))?)", _I),
        re.compile(r"(?<![\d:.])(?P<v>(?P<h>\d{1,2})\s*(?:(?P<ap>[ap]\.?m\.?)|o'?clock))(?![A-Za-z])", _I),
        re.compile(
            rf"\b(?:at|by|around|till|until|before|after)\s+(?P<v>(?P<h>\d{{1,2}}|{_WORD}|one)(?!\s*(?:{_UNIT})\b))"
            r"(?![\d:.,%]|\s*(?:st|nd|rd|th)\b)",
            _I,
        ),
        re.compile(
            rf"(?P<v>(?P<pre>早上|上午|下午|晚上|凌晨|中午|傍晚)?(?P<h>{ZH_NUM}{{1,3}}|\d{{1,2}})点"
            rf"(?P<m>半|一刻|三刻|(?:{ZH_NUM}{{1,3}}|\d{{1,2}})分?)?)(?!水)"
        ),
    ),
    "weekday": (
        re.compile(r"\b(?P<v>(?P<w>mon|tues|wednes|thurs|fri|satur|sun)days?)\b", _I),
        re.compile(r"(?P<v>(?:周|星期|礼拜)(?P<w>[一二三四五六日天]))"),
    ),
    "month": (
        re.compile(rf"\b(?P<v>(?P<mo>{_MONTH}))\b", _I),
        re.compile(rf"(?P<v>(?P<mo>{ZH_NUM}{{1,3}}|\d{{1,2}})月)(?!薪|饼|底|初|份?工资)"),
    ),
    "day": (
        re.compile(r"(?<![\d.])(?:\bthe\s+)?(?P<v>(?P<d>\d{1,2})(?:st|nd|rd|th))\b", _I),
        re.compile(rf"\b(?:{_MONTH})\.?\s+(?P<v>(?P<d>\d{{1,2}}))\b(?![:\d])", _I),
        re.compile(rf"(?<![\d.,:])\b(?P<v>(?P<d>\d{{1,2}}))\s+(?:of\s+)?(?:{_MONTH})\b", _I),  # 12 August
        re.compile(rf"(?P<v>(?P<d>{ZH_NUM}{{1,3}}|\d{{1,2}})[号日])(?!本|子|常|期|语|元|码)"),
        # a day in words: after "the" or a month, before "of <month>", or said alone ("the fourteenth")
        re.compile(
            rf"(?:\b(?:{_MONTH})\.?\s+(?:the\s+)?|\bthe\s+|^)(?P<v>(?P<dw>{_ORDINAL}))\b"
            rf"(?=\s+of\s+(?:{_MONTH})\b|\s*$|\s*[,.;!?—–-]|\s+(?:not|instead|actually|sorry)\b)",
            _I,
        ),
        re.compile(rf"\b(?P<v>(?P<dw>{_ORDINAL}))\s+of\s+(?:{_MONTH})\b", _I),
    ),
    "size": (
        re.compile(r"\bsize\s+(?P<v>\d{1,2}(?:\.5)?|x{0,3}[sl]|m|small|medium|large)\b", _I),
        re.compile(r"(?<![A-Za-z'.])(?P<v>X{0,3}[SL]|M|\d?X[SL])(?![A-Za-z'.])"),
        re.compile(
            r"(?P<v>\d{2}(?:\.5)?|X{0,3}[SML]|[SML]|[大中小])\s*(?:码|号(?=衣|鞋|的|$|[，。,.!！]))", _I
        ),
    ),
    "number": (
        re.compile(  # a code of letters and digits (a plate, an ID): one value, its unit "code" (``CODE``)
            r"(?<![A-Za-z0-9])(?P<u_code>(?P<v>(?=(?:[A-Za-z]*\d){3})[A-Za-z0-9]*[A-Za-z]\d[A-Za-z0-9]*"
            r"|(?=(?:[A-Za-z]*\d){3})\d+[A-Za-z]+\d[A-Za-z0-9]*))(?![A-Za-z0-9])"
        ),
        re.compile(
            rf"(?<![\d.,:])[$€£¥]?\s*(?P<v>\d+(?:,\d{{3}})*(?:\.\d+)?(?:\s*[kw](?![A-Za-z])|万|千)?)"
            rf"(?:\s*(?:{_UNIT}){_AFTER_UNIT})?",
            _I,
        ),
        re.compile(
            rf"(?!一个(?:月|星期|礼拜))"  # 5400一个月: a rate, no count
            rf"(?:(?P<v>{ZH_NUM}+)(?:\s*(?:{_UNIT})|(?=$|[\s，。,.!！;；)）吧了啊呢]))"
            rf"|(?P<v2>{ZH_NUM}+)(?=[个只位名次口])"
            rf"|(?P<v3>[一二两三四五六七八九][十百千万]{ZH_NUM}*)(?=的))"  # 三千二的房租: an amount before 的
        ),
        re.compile(rf"\b(?P<v>{_WORD})\b(?:\s+(?:{_UNIT})\b)?", _I),
    ),
}
"""Per type, the ways it is said; group ``v`` (or ``v2``, ``v3``) is the value, the rest is its context."""

KINDS = ("time", "weekday", "month", "day", "size", "number")
"""The order in which types claim words."""

FILLS: dict[str, tuple[str, ...]] = {
    "number": ("number", "size", "time", "day"),
    "time": ("time",),
    "weekday": ("weekday",),
    "month": ("month",),
    "day": ("day",),
    "size": ("size", "number"),
    "name": ("name",),
}
"""Which held values a new value of a type may replace, best first: a bare number ("No wait, 8")
revises a number, else a size, a time ("at 7") or a day; a size ("size 11", 40码) a size, or a number
held without its type word (a shoe size held as "10")."""


def _number(said: str) -> float | None:
    text = said.replace(",", "").replace(" ", "").lower()
    multiplier = 1
    if text and text[-1] in "kw万千" and len(text) > 1 and text[:-1].replace(".", "").isdigit():
        multiplier = {"k": 1000, "w": 10000, "万": 10000, "千": 1000}[text[-1]]
        text = text[:-1]
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return float(text) * multiplier
    if text in NUMBER_WORDS_EN:
        return float(NUMBER_WORDS_EN.index(text))
    return zh_number(text) if text else None


def number_key(said: str) -> str | None:
    value = _number(said)
    return None if value is None else formatted(value)


def _hour(match: re.Match[str]) -> str | None:
    groups = match.groupdict()
    if named := groups.get("named"):
        return f"{NAMED_HOURS_EN[named.lower()]:02d}:00"
    hour = _number(match["h"])
    if hour is None:
        return None
    if by := groups.get("by"):  # "quarter past five", "ten to six", "half seven" (7:30)
        past = MINUTES_EN[re.sub(r"[\s-]+", " ", by.lower())]
        if (groups.get("rel") or "").lower() in ("to", "before"):
            hour, past = (hour - 1) % 24 or 12, 60 - past
        if (groups.get("ap") or "").lower().startswith("p") and hour < 12:
            hour += 12
        return f"{int(hour):02d}:{past:02d}"
    if said := groups.get("mw"):  # "six thirty"
        return f"{int(hour):02d}:{ {'fifteen': 15, 'thirty': 30}.get(said.lower(), 45):02d}"
    minutes = groups.get("m") or ""
    minute = {"": 0, "半": 30, "一刻": 15, "三刻": 45}.get(minutes)
    if minute is None:
        minute = int(_number(minutes.rstrip("分")) or 0)
    marker = (groups.get("ap") or "").lower()
    if (marker.startswith("p") or groups.get("pre") in ("下午", "晚上", "傍晚")) and hour < 12:
        hour += 12
    return f"{int(hour):02d}:{minute:02d}"


def _weekday(match: re.Match[str]) -> str:
    said = match["w"].lower()
    if said in WEEKDAYS_ZH or said == "天":
        return str(WEEKDAYS_ZH.index(said) + 1 if said in WEEKDAYS_ZH else 7)
    return str(next(n for n, day in enumerate(WEEKDAYS_EN, 1) if day.startswith(said)))


def _month(match: re.Match[str]) -> str | None:
    said = match["mo"].lower()
    if said in MONTHS_EN:
        return str(MONTHS_EN.index(said) + 1)
    if said in MONTH_ABBREVIATIONS_EN:
        return str(MONTH_ABBREVIATIONS_EN[said])
    return number_key(said)


def _day(match: re.Match[str]) -> str | None:
    if said := match.groupdict().get("dw"):
        return str(_ordinal(said))
    return number_key(match["d"])


def _ordinal(said: str) -> int:
    """A day said in words: "fourteenth" 14, "twenty-second" 22, "thirtieth" 30."""
    words = re.split(r"[\s-]+", said.lower())
    tens = {"twenty": 20, "thirty": 30, "twentieth": 20, "thirtieth": 30}
    return sum(tens[word] if word in tens else ORDINALS_EN.index(word) + 1 for word in words)


def _size(match: re.Match[str]) -> str:
    said = match["v"].lower()
    return {"small": "s", "medium": "m", "large": "l", "小": "s", "中": "m", "大": "l"}.get(said, said)


def _plain_number(match: re.Match[str]) -> str | None:
    if match.groupdict().get("u_code"):
        return match["v"].upper()  # a code: itself, in one letter case ("5K782", "A12345")
    return number_key(match["v"] or match["v2"] or match.groupdict().get("v3") or "")


KEYS: dict[str, Callable[[re.Match[str]], str | None]] = {
    "time": _hour,
    "weekday": _weekday,
    "month": _month,
    "day": _day,
    "size": _size,
    "number": _plain_number,
}
"""Per type, the comparable value of a match (None: not a value of the type after all)."""

NOT_TYPE_WORDS = _words(
    "already|now|still|yet|again|too|here|there|today|tomorrow|tonight|anyway|please|right|ok|okay|yes|no"
    "|了|吧|啊|呢|呀|哦|啦|嘛|现在|已经|还|也|都"
)
"""Words after a value that say nothing of its type ("3 pm already", 六点了): no value's own words."""
CAPITALISED_ONLY = frozenset({"may", "march", "sun", "wed", "dec", "nov", "oct", "sep", "aug"})
"""English words that are a month or a day only when capitalised ("you may", "we march")."""

# --- names: people, places, organisations ---------------------------------------------------------

NAME_EN = re.compile(  # a full stop before a space ends a name ("Priya Sharma. Shah is …"), but "St."
    r"(?P<v>(?:(?P<title>Dr|Mr|Mrs|Ms|Miss|Prof|Professor)\.?\s+)?(?:(?:St|Jr|Sr|Mt|Ft)\.|[A-Z](?:[\w'&-]|\.(?!\s))*)"
    r"(?:\s+(?:(?:St|Jr|Sr|Mt|Ft)\.|[A-Z](?:[\w'&-]|\.(?!\s))*|(?:&|of|de|van|von|du|la)(?=\s+[A-Z])))*)"
)


NOT_NAMES_EN = _words(
    "i|i'm|i've|i'd|i'll|my|our|we|we're|the|a|an|this|that|it|it's|he|she|they|his|her|their|sorry|actually"
    "|oops|wait|no|yes|hi|hello|ok|okay|and|but|so|also|just|correction|scratch|not|then|well|oh|hmm|um"
    "|uh|ah|what|you|your|me|mine|there|here|please|thanks|thank|yeah|yep|nope|sure|fine|right"
    "|whoops|typo|mistake|bad|meant|mean"
)
"""Capitalised words that are no name: pronouns, articles, markers that open a sentence."""
NAME_KIND_BEFORE = (
    (re.compile(r"\b(?:in|from|to|near|moved\s+to|live\s+in|based\s+in)\s+$", _I), "place"),
    (re.compile(r"\b(?:at|for|with|joined|join)\s+$", _I), "organisation"),
    (re.compile(r"\b(?:called|named|name\s+is|name's)\s+$", _I), "person"),
)
"""The word before a capitalised name that tells its kind ("in Dublin", "at Deloitte", "called Anna")."""
TITLES_ZH = "医生|大夫|老师|先生|女士|小姐|经理|总|教授|律师|师傅"
ORGS = (
    r"(?:公司|集团|银行|大学|学院|医院|学校|科技"
    r"|\b(?:inc|ltd|llc|gmbh|plc|bank|group|university|college|hospital))\.?$"
)
PLACES_ZH = r"(?:市|省|县|区|镇|村|州)$"
SURNAMES_ZH = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟"
    "谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
"""Common Chinese surnames: a 2–3 character value starting with one (刘方, 王建国) is a person's name."""
NOT_A_NAME_ZH = re.compile(
    r"[我你他她它们的了吗呢吧啊么谁哪是说想]|^(?:不|没|很|太|真|就|也|还|都|这|那|怎)"
    r"|^(?:认真|开玩笑|好的|对的|没错|这样|那样|一样|当然|随便|可以|行|好)$"
)
"""What a Chinese value with these characters says is no name ("我是说真的", "是这样")."""


def half_day(held_key: str, said_key: str) -> bool:
    """Whether a time said with no half of the day ("6:40", key 06:40) names a held one that has it
    ("6:40pm", key 18:40): twelve hours apart."""
    try:
        held_hour, held_minute = held_key.split(":")
        said_hour, said_minute = said_key.split(":")
        return held_minute == said_minute and int(held_hour) == int(said_hour) + 12
    except ValueError:
        return False


CALLED_ZH = re.compile(
    r"(?:名叫|叫做|叫|名字是|小名是|大名是)([\u4e00-\u9fff]{2,4})(?=$|[，,。.!！;；、\s吧呢啊哈的])"
)
"""A Chinese name said after the verb that names (叫, 名字是) to the end of its clause: a held name
(``typed_spans.held_spans``), though no capitals tell it."""
