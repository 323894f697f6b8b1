"""The occasions of a day's routine, and a habit said of one now (pure data and readers; docs/extraction.md,
"Session 28: a new habit of the same routine").

A habit is said by its occasion: a day of the week with its part of the day ("Saturday nights",
"Sunday mornings", 周六晚上), or a routine of the day ("on my commute", "the gym", "dinner", 通勤, 晚饭,
睡前). Each routine is a class of words of both languages (``ROUTINES``); two statements that name the same
routine (whatever days they name), or the same day (and the same part of it when both say one), speak of
the same occasion; two days that differ (Saturday / Sunday, 周六 / 周日) with no routine between them are
other occasions.

A habit said now (``habit_now``) has a word of the present habit ("lately", "these days", "every
morning", "back on the menu", "again", plural days: "saturdays are …"; 最近, 这阵子, 这几个周末, 每天, 顿顿,
都是), and none of one time (today, this Sunday, once, 今天, 昨天, 破例, 婚宴), a plan or a wish (might,
try, 想, 打算), an addition (also, 也, 又), a question, or another person as its subject (my husband's …,
我老公 …). A statement that opens with its occasion and says a habit is the user's own even with no "I"
(午饭一般在食堂吃, "Friday nights are board game nights with my flatmates": ``occasion_led``).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, english

_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_ZH = "一二三四五六日"
DAYS: tuple[tuple[str, str], ...] = tuple(
    (name, f"周{zh}|星期{zh}|礼拜{zh}" + ("|星期天|礼拜天" if zh == "日" else ""))
    for name, zh in zip(_DAY_NAMES, _DAY_ZH, strict=True)
)
"""The days of the week, English and Chinese."""
PARTS: tuple[tuple[str, str, str], ...] = (
    ("morning", r"mornings?", "早上|上午|早晨|清早"),
    ("afternoon", r"afternoons?", "下午"),
    ("evening", r"evenings?", "傍晚"),
    ("night", r"nights?", "晚上|夜里|夜晚"),
)
"""The parts of a day, each with its words: a day's habit is of one part of it."""
ROUTINES: tuple[tuple[str, str, str], ...] = (
    (
        "commute",
        r"commut\w*|to\s+work|to\s+the\s+office",
        "通勤|上班路上|上下班|[坐骑开走搭乘][^，。,]{0,6}上班",
    ),
    ("breakfast", r"breakfast", "早餐|早饭|早点"),
    ("lunch", r"lunch(?:time|\s+break)?", "午饭|午餐|中饭|中午饭"),
    ("dinner", r"dinner|supper", "晚饭|晚餐"),
    ("bed", r"before\s+bed|bedtime|before\s+sleep", "睡前|睡觉前"),
    ("gym", r"gym|lift|lifting|work\s*outs?|working\s+out", "健身|撸铁"),
    ("cooking", r"cook|cooking", "做饭|下厨"),
    ("groceries", r"grocer(?:y|ies)", "买菜"),
    ("weekend", r"weekends?", "周末"),
)
"""The routines of a day a habit is said of, each a class of words of both languages."""

_HABIT_NOW_EN = (
    r"lately|these\s+days|nowadays|these\s+weeks|every\s+(?:day|morning|evening|night|week|weekday)"
    r"|most\s+(?:days|nights|mornings|evenings)|back\s+on\s+the\s+menu|back\s+in\s+(?:my\s+)?(?:weekly\s+)?rotation"
    r"|again|(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+"
    r"(?:mornings|afternoons|evenings|nights)"
)
_HABIT_NOW_ZH = (
    "最近|这阵子|这段时间|近来|这些天|这几[个天周]|这几个?(?:周末|星期|礼拜|月)|每天|天天|每周|每晚|顿顿"
    "|都是|都在|都去|都配|固定"
)
HABIT_NOW = compiled(rf"\b(?:{_HABIT_NOW_EN})\b|{_HABIT_NOW_ZH}")
"""A word of a habit said now."""
_HELD_HABIT_ZH = compiled("一般|习惯|固定|平时|通常|经常|都|每天|天天|每周|每晚|基本")
_ONCE_EN = "today|tonight|yesterday|once|for my birthday|at the wedding|last night|last week|last weekend"
ONCE = compiled(
    rf"{english(_ONCE_EN)}"
    rf"|\bthis\s+(?:morning|evening|afternoon|weekend|time|week|{'|'.join(_DAY_NAMES)})\b"
    rf"|\bon\s+(?:{'|'.join(_DAY_NAMES)})\b(?!s)"
    r"|今天|今早|今晚|昨天|昨晚|前天|上周|上个?周末|这次|这回|一次|破例|婚宴|聚餐|推不掉"
)
"""One time only: a day, an event, an exception."""
_PLAN_EN = "might|maybe|thinking|plan|planning|going to|gonna|want to|wanna|would|try|trying|hope|wish"
_NOT_NOW = compiled(
    rf"{english(_PLAN_EN)}"
    rf"|{english('also|too|as well|if|unless')}"
    r"|[?？]|(?<![冥理思感])想(?![象法起到])|打算|准备|考虑|可能|也许|希望|试试|要不要|如果|要是|也|又|还(?!是)"
)
"""A plan, a wish, a supposition, a question or an addition: no habit of the user's now."""
_SOMEONE = compiled(
    rf"^(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})\b|^(?:he|she|they)\b|\b(?:his|her|their)\b"
    rf"|^(?:我的?|我们的?)?(?:{w.KIN_ZH})|{w.OTHERS_THING_ZH}|[他她]"
)
"""Another person as the habit's subject (my husband's …, 我老公 …)."""
_WITH = compiled(rf"\bwith\s+(?:my\s+|our\s+|the\s+)?[a-z]+|(?:跟|和|陪|带着)(?:我的?)?(?:{w.KIN_ZH})")
"""Someone the user does a thing with: company, not the subject."""
_LEAD = compiled(r"^(?:(?:so|and|but|honestly|lately|these\s+days|最近|这阵子|这段时间|近来)[\s,，]*)+")


_DAYS = tuple((name, compiled(rf"\b{name}s?\b|{zh}")) for name, zh in DAYS)
_PARTS = tuple((name, compiled(rf"\b(?:{en})\b|{zh}")) for name, en, zh in PARTS)
_ROUTINES = tuple((name, compiled(rf"\b(?:{en})\b|{zh}")) for name, en, zh in ROUTINES)
OCCASION = compiled("|".join(pattern.pattern for _, pattern in (*_DAYS, *_PARTS, *_ROUTINES)))
"""Any word of an occasion (a day, a part of it, a routine)."""


def days(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _DAYS if pattern.search(text))


def parts(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _PARTS if pattern.search(text))


def routines(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _ROUTINES if pattern.search(text))


def same_occasion(held: str, said: str) -> bool:
    """Whether two statements speak of one occasion: the same day (and part of it when both name one),
    or a routine both name. Two days that differ are other occasions, whatever else they share."""
    if routines(held) & routines(said):
        return True  # the groceries on a Thursday evening now: the routine's day is what changed
    held_days, said_days = days(held), days(said)
    if not (held_days and said_days and held_days & said_days):
        return False
    held_parts, said_parts = parts(held), parts(said)
    return not (held_parts and said_parts) or bool(held_parts & said_parts)


def other_days(held: str, said: str) -> bool:
    """Both name a day of the week, no day is the same and no routine ties them (周六晚上 / 周日晚上):
    other occasions."""
    held_days, said_days = days(held), days(said)
    if routines(held) & routines(said):
        return False
    return bool(held_days and said_days and not held_days & said_days)


def habit_now(clause: str, statement: str = "") -> bool:
    """Whether a clause says a habit of the user's now (the gates of the whole statement too)."""
    return HABIT_NOW.search(clause) is not None and said_now(clause, statement)


def said_now(clause: str, statement: str = "") -> bool:
    """The gates of a habit said now, without its word: no one time (in the whole statement), no plan,
    wish, addition or question, and the user as its subject."""
    if ONCE.search(statement or clause) or _NOT_NOW.search(clause):
        return False
    return not someone_else(clause)


def occasion_led(text: str) -> bool:
    """A statement that opens with its occasion and says a habit (午饭一般在食堂吃, "Friday nights are board
    game nights with my flatmates", "commute's all audiobooks lately"): the user's own, with no "I"."""
    first = _CLAUSE.split(text.strip(), maxsplit=1)[0]
    opened = _LEAD.sub("", first)
    if OCCASION.match(opened) is None or ONCE.search(text) or _NOT_NOW.search(first):
        return False
    habit = HABIT_NOW.search(first) or _HELD_HABIT_ZH.search(first)
    return habit is not None and _SOMEONE.search(_WITH.sub("", opened)) is None


_CLAUSE = re.compile(r"[，,;；]")


def someone_else(text: str) -> bool:
    """Another person is the subject of the statement (not company: "with my flatmates")."""
    return _SOMEONE.search(_WITH.sub("", _LEAD.sub("", text.strip()))) is not None
