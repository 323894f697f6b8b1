"""Which words say a memory lasts, and which say it holds for this time only (pure data and two
checks, Chinese and English side by side). The one vocabulary of the rule: the rule extractor scopes
a statement by it (``extraction.rules.reader``) and governance rescopes a one-time detail by it
(``policies.rescope_task_details``). Add words here, nowhere else."""

import functools
import re

from memory_center.governance.prescribed import prescribed_for_weeks
from memory_center.kit.word_patterns import word_pattern

ONE_TIME_ZH = (
    "这次|本次|这趟|此次|这回|这一次|这一趟|今天|今晚|明天|明晚|后天|这周|这个周末|今年夏天|下周|下个月|下月"
    "|本周|这个星期|这星期|这礼拜|这个礼拜|本礼拜|这一周|这周末|这个月|本月|这几天|暂时|暂且|破例|这杯|这碗|这顿|这封|这篇"
)
ONE_TIME_EN = (
    "this time|this trip|for this trip|this task|this booking|this order|today|tonight|tomorrow"
    "|tmrw|tmr|2moro|this weekend|this week|next week|next month|for now|just this once|this once"
    "|for this one"
    "|one-off|a one-off|just the once|this month|for the month|for the week|temporarily|for a few days"
    "|for a few weeks|for a couple of weeks"
    "|for the time being|for the holiday|for the holidays|on holiday|on vacation|for the trip|for our trip"
    "|test drove|test-drove|test driving|test-driving|for a test drive|borrowing|borrowed|rental car|hire car"
    "|loaner|courtesy car|for the weekend|for a weekend|for the night|for a night|for the afternoon"
    "|for the evening"
)
LASTING_ZH = (
    "以后|今后|往后|从今以后|从现在起|从现在开始|从今天起|从今天开始|从此|一直|总是|永远|向来|每次|始终|一般|平时|平常|通常|一向|每回"
    "|每天|每周|每年|每个月|长期|任何时候"
)
LASTING_EN = (
    "always|from now on|in the future|going forward|every time|never|usually|every|in general|generally"
    "|typically|normally|as a rule|ever|any more|anymore|no longer|from here on|whenever|starting today"
    "|from today on|from today onwards|for good"
)


def _pattern(chinese: str, english: str) -> re.Pattern[str]:
    """Chinese words anywhere, English words whole; longest alternative first."""

    def alternation(words: str) -> str:
        return "|".join(re.escape(word) for word in sorted(words.split("|"), key=len, reverse=True))

    return re.compile(rf"(?:{alternation(chinese)})|\b(?:{alternation(english)})\b", re.IGNORECASE)


CALENDAR_ZH = "今天|这周|本周|这个星期|这星期|这礼拜|这个礼拜|本礼拜|这一周|这个月|本月"
CALENDAR_EN = "today|this week|this month|this weekend"
"""One-time words that may only date an event: "I moved to Berlin this week" is a lasting change."""
NEAR_ZH = "明天|后天|下周|下个月|下月"
NEAR_EN = "tomorrow|next week|next month"
"""Near dates that may date a change still to come ("the movers come tomorrow", 下周去小米报到): beside a
word of a change (``CHANGED_EN/ZH``) they say when the new value starts, not a one-time thing; beside
no such word (下周去北京出差, "tomorrow I'm in Leeds") they stay words of this time only."""
CHANGED_ZH = (
    "搬到|搬去|搬来|搬回|搬家|入职|加入了|离职|辞职|跳槽|换了|买了|卖了|结婚|离婚|改名|转行|毕业"
    "|报到|上班的第一天|第一天上班|领证|订婚|领养|提车|提了|搬进|入住新家|拿到钥匙|交了工牌"
    "|走了|去世|没了|安乐|分手|被裁|被辞退|永远离开|离开我们|火化|安葬|出生了|怀上了|断奶了"
)
CHANGED_EN = (
    "moved|relocated|started|joined|quit|left|became|bought|sold|switched|retired|got married|got divorced"
    "|picked up my|collected my|got the keys"
    "|married|divorced|graduated|traded in|traded|changed my name|got engaged|engaged to|adopted|brought home"
    "|first shift at|first shift|first day|first week"
    "|start at|starting at|joining|got the job at|first day at|first week at|turned|as of"
    "|closed on|movers|moving in|move in|last day at|last shift at|divorce|finalized|finalised"
    "|passed|passed away|died|lost|put down|put to sleep|rehomed|laid off|let go|broke up|split up|lapsed"
    "|goodbye to|goodbyes to|buried|was born|were born|gave birth|weaned"
)

_COUNT_EN = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a\s+couple\s+of|a\s+few|several)"
DURATION_EN = (
    rf"for\s+(?:the\s+(?:next|coming)\s+{_COUNT_EN}?\s*|{_COUNT_EN}\s+|the\s+rest\s+of\s+the\s+)(?:days?|weeks?"
    r"|months?)\b|until\s+the\s+end\s+of\s+the\s+(?:week|month)\b"
)
DURATION_ZH = (
    r"(?:接下来|未来|之后|今后)的?(?:[一二两三四五六七八九十几]|\d+)(?:个)?(?:天|周|星期|礼拜|月)"
    r"|(?:这个?|本)月底(?:之前|以前|前)"
)
"""A period that starts now and is named by its length ("for the next two weeks", 接下来两周): a one-time
word, unless the sentence tells a state that has lasted that long ("I've been vegan for two months")."""
DURATION = re.compile(rf"\b(?:{DURATION_EN})|{DURATION_ZH}", re.IGNORECASE)
HAS_LASTED = re.compile(r"\b(?:been|have|'ve|had|since|ago)\b", re.IGNORECASE)
"""Words of a state that has lasted a while ("I've been off sugar for a month"): its length is how
long it held, not how long it will."""

ONE_TIME = _pattern(ONE_TIME_ZH, ONE_TIME_EN)
LASTING = _pattern(LASTING_ZH, LASTING_EN)
_CALENDAR = re.compile(_pattern(CALENDAR_ZH, CALENDAR_EN).pattern + r"$", re.IGNORECASE)
_NEAR_CHANGE = re.compile(
    _pattern(f"{CALENDAR_ZH}|{NEAR_ZH}", f"{CALENDAR_EN}|{NEAR_EN}").pattern + r"$", re.IGNORECASE
)
_CHANGED = _pattern(CHANGED_ZH, CHANGED_EN)
_TRIP = _pattern(
    "出差|旅游|旅行|度假|开会|参观|玩几天|探亲|民宿|住了几天|住了两天|住了三天|住了一周|住了一晚|住了几晚",
    "trip|travel|travelling|traveling|holiday|vacation|conference|visit|visiting|tour|sightseeing"
    "|flying home|flight home|flying back|fly back|airbnb|hostel",
)
"""Words of a trip or a visit: a near date beside them stays one time (下周搬去酒店开会 is no move); a
stay of some nights (an Airbnb, 民宿, 住了三天) is a trip's too."""
_MEANT = _pattern(
    "要|打算|准备|想|计划|可能|也许|考虑",
    "will|'ll|going to|gonna|plan|planning|might|maybe|hope|thinking|if",
)
"""Words of a plan or a guess: a change said with them and a near date is not yet one (我下个月要搬到上海)."""
_STARTING = re.compile(rf"(?:{CALENDAR_ZH})(?:开始|起)")
"""这个月开始每天十点就睡: a calendar word that dates the start of a habit said with a word of lasting (每天)
or of a switch (今天开始我改骑车上班了), as "started" dates a change — not this month only."""
_AGE_REACHED = re.compile(
    r"\b(?:turns|turning|will\s+turn|is\s+turning)\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine"
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)\b|满(?:\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁"
    r"|\b(?:has|have|celebrates?)\s+(?:his|her|my|their|a)\s+birthday\b|过生日",
    re.IGNORECASE,
)
_NEAR = _pattern(
    "今天|明天|后天|这周|下周|这个月|下个月|下月|本月|这周末|这个周末",
    "today|tomorrow|this week|next week|this month|next month|this weekend",
)
"""An age reached on a near date ("My son Leo turns 7 next month", 女儿下个月满六岁), or a birthday
(她下个月过生日, "she has her birthday next week"): the date says when a lasting fact (an age, a
birthday) falls, not that the memory holds for that time only (what else the statement says —
我老婆叫林晓雯 — lasts)."""
_EVERY_DAY = re.compile("[班饭课餐]后天天")
"""下班后天天去游泳: after work every day, no 后天 (the day after tomorrow)."""
_NOT_ONLY_NOW = re.compile(
    r"(?:\bnot\s+(?:just|only)\s+(?:for\s+)?|不只是?|不仅仅?是?|不光是?|不止是?)$"
    r"|(?:\bstarting|\bfrom)\s+$|从$",
    re.IGNORECASE,
)
"""A one-time word said to be not the only time, or the start of every time after it ("That goes for
every chat, not just this one", "starting today", 从今天开始, 不只是这次): a word of lasting, not of
this time only (docs/extraction.md, "Session 24: standing rules in more forms")."""


_ONLY_THIS = re.compile(
    r"\bfor\s+(?:this|that)\s+(?:[\w-]+\s+){0,2}?(?:only|alone)\b|\b(?:only|just)\s+for\s+(?:this|that)\s+[\w-]+",
    re.IGNORECASE,
)
"""One thing pointed at and said to be the only one ("for this email only, sign it 'Cheers, M'", "only
for this reply"): this time only, whatever word of usage follows ("normally I'd use my full name")."""


def _only_now(text: str, match: re.Match[str]) -> bool:
    if _EVERY_DAY.match(text, match.start() - 1):
        return False
    return _NOT_ONLY_NOW.search(text[max(0, match.start() - 20) : match.start()]) is None


_TRIAL = re.compile(
    r"\b(?:gonna|going\s+to|wanna|want\s+to|might|may|will|i'll|plan\s+to|thinking\s+of|about\s+to)\s+"
    r"(?:go\s+)?(?:try|trying)\s+(?!to\b)|\bgive\s+(?:it|that|this|[\w-]+(?:\s+[\w-]+){0,3})\s+a\s+(?:try|shot|go|whirl)\b"
    r"|\bfirst\s+time\s+trying\b|\b(?:no\s+idea|not\s+sure|dunno|don't\s+know)\s+(?:if|whether)\s+i(?:'ll|\s*ll|\s+will)\s+like\b"
    r"|试试看|去试试|试一下|试一次|试一试|体验一下|不知道(?:自己)?会不会喜欢|试试(?:吧|呗)?[。.!！~～]*$",
    re.IGNORECASE,
)
"""A trial said as one, not yet a habit or a taste ("gonna try a hot yoga class", "no idea if I'll like
it", 明天想去试试看攀岩): the thing tried holds for that time only, unless a word of lasting says more."""


def says_trial(text: str) -> bool:
    """A tentative trial of a thing, with no word of lasting (试试看, "gonna try …", "give it a shot")."""
    return _TRIAL.search(text) is not None and LASTING.search(text) is None


EXCEPTION_ZH = (
    "今天特殊|今晚特殊|明天特殊|这次特殊|这回特殊|情况特殊|今天例外|今晚例外|明天例外|这次例外|这回例外|破例|下不为例"
    "|就这一次|仅此一次|只这一次|就这一回"
)
EXCEPTION_EN = (
    "just this once|this once|for once|an exception|the exception|exception to|one-off|a one off"
    "|only this time|just this time|just for today|only for today"
)
_EXCEPTION = _pattern(EXCEPTION_ZH, EXCEPTION_EN)


def says_exception(text: str) -> bool:
    """A one-off marked as an exception to what holds (今晚特殊, 今天例外, "just this once", "tomorrow is an
    exception"): it changes no held rule or value (``rules.revised_rules``, ``rules.anew``)."""
    return _EXCEPTION.search(text) is not None


@functools.lru_cache(maxsize=256)
def says_one_time(text: str) -> bool:
    """A word of this time only: this trip, tonight, 这次, 下周; not a calendar word that dates a
    change ("I moved to Berlin this week", 我这周入职了: when it happened, not how long it holds).

    Pure, and asked of one message's texts several times on the write path (the scope, the
    directives, the turns, the held kinds, the task details): the latest texts' answers are kept
    (docs/benchmarks.md, "Session 21: the write path's CPU")."""
    if _ONLY_THIS.search(text):
        return True
    if prescribed_for_weeks(text):
        return False  # a carer's order for weeks: its time says how long (``governance.prescribed``)
    words = [match.group(0) for match in ONE_TIME.finditer(text) if _only_now(text, match)]
    if not words and says_trial(text):
        return True
    if not words:
        return DURATION.search(text) is not None and HAS_LASTED.search(text) is None
    if _AGE_REACHED.search(text) and all(_NEAR.fullmatch(word) for word in words):
        return False
    dated = all(_CALENDAR.match(word) for word in words) and (
        _CHANGED.search(text) is not None
        or (
            _STARTING.search(text) is not None and (LASTING.search(text) or _SETTLED.search(text)) is not None
        )
    )
    if not dated and all(_NEAR_CHANGE.match(word) for word in words):
        dated = _CHANGED.search(text) is not None and not _TRIP.search(text) and not _MEANT.search(text)
    return not dated


NEGATED_ANY = re.compile(
    r"(?:^|[,;:.!]\s*|\b(?:please|and|but|so|just)\s+)(?:don't|do\s+not|never)\s+(?:\w+\s+){1,3}?any\b"
    r"(?!\s+(?:more|longer)\b)",
    re.IGNORECASE,
)
"""An order refused for any thing of a kind ("don't book me any flights with layovers under 90 minutes",
"never put me in any hotel without a gym"): a refusal of every occasion, as "never" is. An order, not a
report: "I don't have any plans" is no rule."""


def says_trip(text: str) -> bool:
    """Words of a trip or a visit (出差, 度假, "for a conference"): a place said beside them is where the
    user goes, not where they live (``extraction.frames``: 在杭州租了个房子度假一周 is no home)."""
    return _TRIP.search(text) is not None


def says_lasting(text: str) -> bool:
    """A word of lasting: always, from now on, 以后, 一般; or an order refused for any thing of a kind."""
    return LASTING.search(text) is not None or NEGATED_ANY.search(text) is not None


_NEAR_DATE = re.compile(  # the one-time words are ``governance.lasting``'s; these are dates
    r"\d{1,2}月\d{1,2}[日号]|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"(?!\s+(?:mornings|afternoons|evenings|nights)\b)",  # "on Thursday mornings" is every Thursday
    re.IGNORECASE,
)


_SAMPLE_DATE = re.compile(
    r"\b(?:like|e\.g\.?|such\s+as|as\s+in|for\s+example|i\.e\.?)\s*,?\s*\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\s*(?:这种|这样|那种|那样|的?格式|format|style)",
    re.IGNORECASE,
)
"""A date shown as a sample of a format ("dates in ISO format, like 2025-01-31", 写成 2024-03-05 这种格式):
the rule's format, no date of a task."""


def names_near_date(text: str) -> bool:
    """Whether a text names a near date ("on Saturday", 3月5号): a task detail's mark, unless the memory
    is about the date (a birthday) or only dates a change (the write path words such a memory anew)."""
    return _NEAR_DATE.search(_SAMPLE_DATE.sub(" ", text)) is not None


def dates_a_change(text: str) -> bool:
    """Whether a text tells a change (moved, started, bought, 搬到, 入职): a date in it says when."""
    return _CHANGED.search(text) is not None


_CLAUSE_END = re.compile(r"(?:[,;!?，；。！？]|\.(?=\s|$))+\s*")
_ADJUNCT_OPENS = re.compile(
    r"^(?:just|only|for|until|till|at\s+least|but\s+only|this|next|today|tonight|tomorrow|temporarily)\b"
    r"|^(?:这次|这周|下周|今天|今晚|明天|暂时|先)",
    re.IGNORECASE,
)


def of_value(text: str, value: str | None) -> str:
    """The clauses of a statement that name a slot's value, with the adjuncts that follow them: a
    one-time word of another clause dates that clause, not the value ("the commute from our new place
    in Jersey City is brutal, the PATH was packed today"), while "I'm in Leeds, just for this week"
    keeps its adjunct. The whole text when no clause names the value."""
    if not value:
        return text
    parts = [part for part in _CLAUSE_END.split(text) if part.strip()]
    kept: list[str] = []
    for part in parts:
        if value.casefold() in part.casefold() or (kept and _ADJUNCT_OPENS.match(part.strip())):
            kept.append(part)
    return ", ".join(kept) if kept else text


OCCASION_ZH = "点了|喝了|吃了|住了|住的|坐了|坐的|打了|练了|逛了|下单|下了单|订了|用了|刷了|试了|体验了|飞了"
OCCASION_EN = (
    "grabbed|flew|ate|stayed|booked|ordered|paid|tried|popped into|popped in|stopped at|stopped by|went to"
    "|visited|ended up|had one|took a|took an|rode|caught a|dropped into|nipped into|nipped to|saw"
)
"""Verbs of one use of an option (flew Ryanair, grabbed a sandwich at Pret, 喝了杯蜜雪冰城, 住的亚朵): said
of a new option with a word of one time, a visit, a trip, a purchase — no change of the option held. Not
"bought", 买了: the thing bought is owned (a car); the shop it was bought at is a place of one occasion
(``VENUE``)."""
ONCE_ZH = (
    "就这一次|下不为例|一次|一回|一单|破例|顺路|临时|只好|凑合"
    "|顺手买|顺手带|顺手拿|顺手在|顺手去|顺手捎|顺手点|顺手喝|顺手吃|顺手把"
)
ONCE_EN = "never again|just the once|this once|just once|for once|one-off|one time|this one|only once"
"""Words of one occasion, whatever the time word ("flew Ryanair this once, never again", 破例, 顺手): a use
that will not be repeated. "never again" speaks of the occasion, no word of lasting of the value. 顺手 only
before its verb (顺手买, 顺手在): 用着真顺手 is "handy", said of a thing kept."""
PAST_ONE_ZH = "昨天|昨晚|前天|今早|今天早上|早上|中午|下午|晚上|上周|上次|那天|刚才|刚刚"
PAST_ONE_EN = (
    "yesterday|last night|this morning|this afternoon|this evening|at lunch|on my lunch break|lunch break"
    "|last week|the other day|earlier"
)
"""Times of one past event (yesterday, this morning, 昨天, 下午): a use of an option dated by them is one
occasion."""
_SERVING_ZH = re.compile("了一?[杯包次单顿碗份点趟回晚]")
"""A perfective verb with a measure of one serving (喝了杯, 买了包纸巾, 点了一单): one occasion. Not 个, 台,
辆: 入了个iPhone is a thing now owned."""
_VENUE = r"(?:\b(?:at|from|on|in|into|to)\s+(?:the\s+|a\s+|an\s+)?|在|去|到|从)"
"""The value named as where an occasion took place ("at Tesco", "in a Marriott", 在拼多多)."""
_HELD_KIND = r"(?:\s+[\w+'&.-]+)?\s+(?:club|gym|card|membership|account|subscription|app)\b"
_HELD_ZH = re.compile("(?:我们的?|我的|我家的?)$")
"""The option said as the user's own ("my David Lloyd club", "my Virgin Active gym", 我常去的金吉鸟): a held
fact, whatever its clause tells of today (the pool is freezing today)."""
REGULAR_ZH = "我常去的|我常用的|我平时去的|我一直去的|我常住的|我常坐的"
REGULAR_EN = "my usual|my regular|my local|my go-to"
"""An option named as the user's regular one (我常去的金吉鸟今天人特别多, "my local Tesco was packed
today"): a held option, whatever the day it is spoken of."""
_REGULAR = _pattern(REGULAR_ZH, REGULAR_EN)
_REGULAR_BEFORE = re.compile(rf"(?:{_REGULAR.pattern})\s*$", re.IGNORECASE)
_OCCASION = _pattern(OCCASION_ZH, OCCASION_EN)
_BUYING = frozenset({"bought", "买了"})
"""Change words that tell an occasion when said with a place (bought at Tesco, 在拼多多买了包纸巾)."""
_ONCE = _pattern(ONCE_ZH, ONCE_EN)
FOR_OCCASION_ZH = "聚会|婚礼|生日|派对|年夜饭|喜宴|酒席|庆功宴|葬礼|满月酒|同学会|团建"
FOR_OCCASION_EN = (
    "party|dinner party|wedding|birthday|anniversary|christening|barbecue|bbq|celebration|reunion|funeral"
    "|leaving do|hen do|stag do|housewarming|christmas dinner|18th|21st|30th|40th|50th|60th"
)
"""Occasions a thing is got or used for ("for the dinner party", "for my mum's birthday", 为了朋友聚会,
参加婚礼): a use of an option for one occasion, no change of the option held (data)."""
_FOR_OCCASION = re.compile(
    r"\bfor\s+(?:the|a|an|my|our|his|her|their|[\w-]+'s)\s+(?:[\w'-]+\s+){0,3}?"
    rf"(?:{'|'.join(sorted(FOR_OCCASION_EN.split('|'), key=len, reverse=True))})\b"
    rf"|(?:为了|参加)[^，。,.]{{0,10}}?(?:{FOR_OCCASION_ZH})",
    re.IGNORECASE,
)
_TIMED = _pattern(f"{ONE_TIME_ZH}|{ONCE_ZH}|{PAST_ONE_ZH}", f"{ONE_TIME_EN}|{ONCE_EN}|{PAST_ONE_EN}")


def _held(clause: str, value: str) -> bool:
    said = re.escape(value)
    if word_pattern(rf"\bmy\s+{said}{_HELD_KIND}", re.IGNORECASE).search(clause):
        return True
    before = [clause[max(0, at - 12) : at] for at in _starts(clause, value)]
    return any(_HELD_ZH.search(said[-5:]) or _REGULAR_BEFORE.search(said) for said in before)


def _starts(clause: str, value: str) -> list[int]:
    return [found.start() for found in word_pattern(re.escape(value), re.IGNORECASE).finditer(clause)]


def _occasion(clause: str, value: str | None) -> bool:
    """A clause that tells one use of the value: a verb of one use, a single serving, or the value named
    as the place of the event ("at Tesco", 在拼多多), with a word of one time, one occasion or one past
    event in the clause (docs/extraction.md, "Session 26: one-offs by their clause")."""
    if _TIMED.search(clause) is None and _SERVING_ZH.search(clause) is None:
        return False
    if any(said.group(0).casefold() not in _BUYING for said in _CHANGED.finditer(clause)):
        return False  # "Started at KPMG this week": a change dated, no occasion (``says_one_time``)
    venue = value is not None and re.search(_VENUE + re.escape(value), clause, re.IGNORECASE) is not None
    return venue or _OCCASION.search(clause) is not None or _SERVING_ZH.search(clause) is not None


def kept_anew(statement: str, value: str | None) -> bool:
    """Whether a statement tells the value as held whatever its time words: a settled change (``SETTLED``:
    "signed up at X today", 今天办了X的年卡) or the value named as the user's own in its clause ("the pool
    at my David Lloyd club is freezing today", 我常去的金吉鸟今天人特别多)."""
    return _SETTLED.search(statement) is not None or bool(value and _held(of_value(statement, value), value))


def tells_settled(text: str) -> bool:
    """A settled change (``SETTLED``) or an option named as the user's regular one (``REGULAR``): what a
    one-time word beside it dates, it does not make one occasion (今天把工资卡换到了招商银行)."""
    return _SETTLED.search(text) is not None or _REGULAR.search(text) is not None


def one_off(statement: str, value: str | None) -> bool:
    """Whether a statement names a value for this time only ("Whole Foods had a sale today so I grabbed a
    few things there", "took United this once", 今天顺路在永辉买了点菜, 今天在拼多多买了包纸巾): the clauses
    that name the value say a one-time word, or tell one occasion of it (``_occasion``); and the statement
    tells no settled change (``SETTLED``), says no lasting word (a word of one occasion, "never again",
    is none) in the value's clauses, and they do not name the value as the user's own ("my David Lloyd
    club", 我常去的).
    Such a statement never ends a held single-valued memory (docs/extraction.md, "Session 25: switches,
    corrections and one-offs", "Session 26: one-offs by their clause")."""
    clause = of_value(statement, value)
    if kept_anew(statement, value):
        return False
    if says_lasting(_ONCE.sub(" ", clause)):
        return False
    if says_one_time(clause) or _ONCE.search(clause) is not None or _occasion(clause, value):
        return True
    return _FOR_OCCASION.search(statement) is not None and _used_once(clause, value)


def _used_once(clause: str, value: str | None) -> bool:
    """A clause that tells one use of the value (a verb of one use, a single serving) or names it as a
    place (at Tesco, 去Costco): with an occasion it is for, one occasion."""
    venue = value is not None and re.search(_VENUE + re.escape(value), clause, re.IGNORECASE) is not None
    return venue or _OCCASION.search(clause) is not None or _SERVING_ZH.search(clause) is not None


SETTLED_ZH = (
    "报到|入职|离职|辞职|跳槽|搬到|搬去|搬家|换成|改用|转到|改骑|改坐|改喝|改吃|改开|改去|改住|改穿"
    "|取消|退订|注销|销户|换到|办了|年卡|月卡|季卡|会员卡|卸载"
)
SETTLED_EN = (
    "moved|moving|relocated|relocating|start at|starting at|starting with|joining|joined|switched|switching"
    "|switch to|changed to|signed up|got the job|first day at|first week at|cancelled|canceled|as of"
    "|closed my|ported|gave up|got rid of|membership|subscription|deleted"
    "|took the job|took a job|accepted the job|new job|got hired|was hired"
)
"""A change settled whatever day it takes effect ("I start at Stripe next month", 下个月去字节跳动报到), or
the held value given up beside the new one ("T-Mobile sent me the eSIM today, Verizon's cancelled as of
this morning"): a value said with it and a one-time word is a new value, not a one-off (data)."""
_SETTLED = _pattern(SETTLED_ZH, SETTLED_EN)


RULE_VALUES = frozenset({"never", "required", "only"})
"""The values of a standing rule (``extraction.rules.model``): it holds for every time by what it is."""
_AMOUNT = re.compile(r"\d|[一二两三四五六七八九十百千万]+\s*(?:元|块|万|千)")


def topic_rule(value: str | None, text: str) -> bool:
    """A standing rule that names no amount: a budget in its words is its topic, not a budget of the task
    at hand ("cc Priya on anything involving the budget", 凡是涉及预算的邮件都抄送给小刘;
    docs/extraction.md, "Standing rules by their shape")."""
    return value in RULE_VALUES and _AMOUNT.search(text) is None
