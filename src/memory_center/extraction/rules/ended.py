"""A state of the user that ended, said without (or before) the one that replaced it: a job left ("I
quit my job at Deloitte", "I don't work at Siemens anymore", 我已经从阿里离职了, 我不在腾讯干了, 我被裁了),
an employer changed without naming the new one ("I switched jobs", 我换工作了), a home left ("I don't
live in Lyon anymore", 我已经不住杭州了), a job given up ("I'm not a nurse anymore", 我现在不当老师了) and
a car sold ("I sold my car", 我把车卖了).

The old value is no longer true, and a stale value is worse than none: the clause is a reading of
the attribute with the value ``none`` ("unknown" when the user changed employer without saying which),
which supersedes the old value like any update. It is also a past state (``past``): a bare present
clause after it is the new value ("I switched jobs, I'm at Google now", 我换工作了，现在在华为), which
replaces ``none`` in the same message. "I left Acme for a startup" / "… to join Stripe" names the new
employer at once. A leaving long ago ("I quit my job in 2019", 几年前辞职了) ends nothing, and a bare
"I left Acme" is no leaving of a job (it may be a place: "I left Paris").
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled, trim, value

NONE = "none"
UNKNOWN = "unknown"

_WHEN_EN = r"(?:(?:just|recently|finally|officially|actually|now)\s+)*"
_HAVE_EN = rf"^I(?:'ve|\s+have)?\s+{_WHEN_EN}"
_ANYMORE = r"(?:\s+(?:anymore|any\s+more|now))+$"
_WHEN_ZH = (
    r"(?:已经|现在|目前|刚刚?|最近|上个月|上周|去年|今年|前段时间|前阵子|前几天|前两天|前些天"
    r"|早就|早已|都|也)*"
)
_ZH_TOPIC = r"(?P<ended>[^，,。我你他她]{1,10}?)"
"""A Chinese topic said before 我 ("杭州我已经不住了"): the value the ending names."""
_OCCUPATION_EN = alternatives(w.OCCUPATIONS_EN)
_OCCUPATION_ZH = alternatives(w.OCCUPATION_SUFFIX_ZH)
_BRAND_EN = alternatives(w.CAR_BRANDS_EN)
_BRAND_ZH = alternatives(w.CAR_BRANDS_ZH)
_FIELD_EN = alternatives(w.JOB_FIELDS_EN)
_FIELD_ZH = alternatives(w.JOB_FIELDS_ZH)
_DONT = r"(?:don't|dont|do\s+not)"

_CO = r"(?P<ended>(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*)*)"
"""A company as named: capitalised words ("Deloitte", "Acme Corp")."""
_SAID = r"(?P<ended>.+?)"
_ZH_SAID = r"(?P<ended>[^，,。]+?)"
_THERE = r"(?:there|here|over there|in that (?:city|town|place|flat|house))"


def _each(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(compiled(pattern) for pattern in patterns)


_ENDED: tuple[tuple[tuple[re.Pattern[str], ...], str, str], ...] = (
    # (the clauses, the attribute each ends, the value it leaves); a group "ended" is the value named
    (
        _each(
            rf"{_HAVE_EN}(?:quit|resigned\s+from|left)\s+my\s+(?:job|position|role)(?:\s+(?:at|with)\s+{_CO})?",
            rf"{_HAVE_EN}(?:handed\s+in|put\s+in|gave|given|handed)\s+(?:in\s+)?(?:my\s+)?notice"
            rf"(?:\s+(?:at|to)\s+{_CO})?",
            rf"{_HAVE_EN}(?:quit|resigned\s+from)\s+{_CO}",
            rf"^I\s+(?:don't|do\s+not)\s+work\s+(?:at|for)\s+{_SAID}{_ANYMORE}",
            rf"^I\s+no\s+longer\s+work\s+(?:at|for)\s+{_SAID}(?:\s+(?:now|anymore))?$",
            rf"^I\s+(?:{_DONT}\s+(?:work\s+(?:there|here)|have\s+a\s+job){_ANYMORE}|no\s+longer\s+(?:work\s+(?:there"
            r"|here)|have\s+a\s+job)\b)",
            rf"^I(?:'m|\s+am)\s+no\s+longer\s+(?:with|at)\s+the\s+(?:company|firm)\b|{_HAVE_EN}left\s+the\s+(?:company"
            r"|firm)\b",
            rf"^I(?:'m|\s+am)\s+(?:no\s+longer|not)\s+(?:working\s+)?(?:at|for)\s+{_CO}.*?{_ANYMORE}",
            rf"^I(?:'m|\s+am)\s+no\s+longer\s+(?:working\s+)?(?:at|for)\s+{_CO}",
            rf"^I\s+(?:stopped|quit)\s+working\s+(?:at|for)\s+{_SAID}(?:\s+(?:last|this)\s+\w+)?$",
            r"^I(?:'ve|\s+have|\s+was|\s+got|'ve\s+been|\s+have\s+been)?\s+(?:just\s+)?(?:been\s+)?(?:fired|laid\s+off"
            r"|let\s+go|made\s+redundant)\b",
            r"^I(?:'m|\s+am)\s+(?:now\s+)?(?:unemployed|out\s+of\s+work|between\s+jobs|retired)\b",
            rf"{_HAVE_EN}retired\b",
        ),
        "workplace",
        NONE,
    ),
    (
        tuple(
            re.compile(pattern)
            for pattern in (
                rf"^我?{_WHEN_ZH}(?:从{_ZH_SAID})?(?:离职|辞职|辞掉了?工作|裸辞)",
                rf"^我?{_WHEN_ZH}不在{_ZH_SAID}(?:干|上班|工作|做|待|打工)了",
                rf"^{_ZH_TOPIC}我{_WHEN_ZH}不(?:再)?(?:干|上班|待)了$",
                rf"^我?{_WHEN_ZH}(?:被(?:公司|老板|单位)?(?:裁员?|开除|辞退|炒了?|炒鱿鱼)|失业|退休)了?",
                rf"^我?{_WHEN_ZH}(?:没有?工作了?|待业)",
            )
        ),
        "workplace",
        NONE,
    ),
    (
        _each(
            rf"{_HAVE_EN}(?:switched|changed|moved)\s+(?:jobs|employers|companies)\b",
            rf"{_HAVE_EN}(?:got|found|started)\s+a\s+new\s+job$",
        ),
        "workplace",
        UNKNOWN,
    ),
    (
        (re.compile(rf"^我?{_WHEN_ZH}(?:换工作了|换了(?:一份|份|个)?(?:新)?工作|跳槽了)$"),),
        "workplace",
        UNKNOWN,
    ),
    (
        _each(
            rf"^I\s+{_DONT}\s+live\s+(?:in\s+{_SAID}|{_THERE}){_ANYMORE}",
            rf"^(?:I(?:'m|\s+am)\s+)?(?:not|no\s+longer)\s+living\s+(?:in\s+{_SAID}|{_THERE})(?:{_ANYMORE})?$",
            rf"{_HAVE_EN}moved\s+away\s+from\s+(?!.*\bto\b){_SAID}$",
            rf"^I\s+no\s+longer\s+live\s+(?:in\s+{_SAID}|{_THERE})(?:\s+(?:now|anymore))?$",
            rf"{_HAVE_EN}moved\s+out\s+of\s+(?!.*\bto\b){_SAID}(?:\s+(?:last|this)\s+\w+|\s+\w+\s+(?:days?|weeks?"
            r"|months?)\s+ago)?$",
            rf"{_HAVE_EN}moved\s+out(?:\s+(?:last|this)\s+\w+|\s+\w+\s+(?:days?|weeks?|months?)\s+ago)?$",
        ),
        "residence",
        NONE,
    ),
    (
        tuple(
            re.compile(pattern)
            for pattern in (
                rf"^我?{_WHEN_ZH}不(?:再)?(?:住在|住){_ZH_SAID}了$",
                rf"^{_ZH_TOPIC}我{_WHEN_ZH}不(?:再)?住了$",
                rf"^我?{_WHEN_ZH}不在{_ZH_SAID}住了$",
                rf"^我?{_WHEN_ZH}(?:从{_ZH_SAID})?搬走了$",
                rf"^我?{_WHEN_ZH}搬出了?{_ZH_SAID}了$",
                rf"^(?:那边|那儿|那里|那)我?{_WHEN_ZH}(?:早就)?不住了$",
            )
        ),
        "residence",
        NONE,
    ),
    (
        _each(
            rf"^I(?:'m|\s+am)\s+not\s+(?:an?\s+)?(?P<ended>(?:[\w-]+\s+)?(?:{_OCCUPATION_EN})){_ANYMORE}",
            rf"^I(?:'m|\s+am)\s+no\s+longer\s+(?:an?\s+)?(?P<ended>(?:[\w-]+\s+)?(?:{_OCCUPATION_EN}))\b",
            r"^I\s+(?:stopped|quit)\s+(?:being|working\s+as)\s+an?\s+\S",
            rf"^I(?:'m|\s+am)\s+(?:not|no\s+longer)\s+(?:working\s+)?in\s+(?P<ended>{_FIELD_EN}){_ANYMORE}",
            rf"^I(?:'m|\s+am)\s+no\s+longer\s+(?:working\s+)?in\s+(?P<ended>{_FIELD_EN})$",
            rf"^I\s+(?:{_DONT}\s+work|no\s+longer\s+work)\s+in\s+(?P<ended>{_FIELD_EN})(?:{_ANYMORE})?$",
        ),
        "job",
        NONE,
    ),
    (
        (
            re.compile(rf"^我?{_WHEN_ZH}不(?:当|做|干)(?P<ended>.{{0,8}}?(?:{_OCCUPATION_ZH}))了$"),
            re.compile(rf"^我?{_WHEN_ZH}不(?:做|干|搞)(?P<ended>{_FIELD_ZH})了$"),
        ),
        "job",
        NONE,
    ),
    (
        _each(
            rf"{_HAVE_EN}(?:sold|got\s+rid\s+of|scrapped|gave\s+up)\s+(?:my|the|our)\s+(?:old\s+)?(?:car"
            rf"|(?P<ended>(?:{_BRAND_EN})\b[\w\s-]*?))"
            r"(?:\s+(?:last|this)\s+\w+|\s+\w+\s+(?:days?|weeks?|months?)\s+ago)?$",
            rf"^I\s+{_DONT}\s+(?:have|own)\s+(?:a|the|my)\s+car" + _ANYMORE,
            rf"^I\s+{_DONT}\s+drive(?:\s+(?:the|my|a)\s+(?:car|(?P<ended>(?:{_BRAND_EN})\b[\w\s-]*?)))?{_ANYMORE}",
            rf"^I\s+no\s+longer\s+drive(?:\s+(?:the|my|a)\s+(?:car|(?P<ended>(?:{_BRAND_EN})\b[\w\s-]*?)))?$",
            r"^I\s+no\s+longer\s+(?:have|own)\s+a\s+car\b",
        ),
        "car",
        NONE,
    ),
    (
        tuple(
            re.compile(pattern)
            for pattern in (
                rf"^我?{_WHEN_ZH}把(?:我的|那辆|我那辆|我家的?)?(?:车|(?P<ended>(?:{_BRAND_ZH}).*?))(?:给)?(?:卖|处理)(?:掉)?了$",
                rf"^我?{_WHEN_ZH}(?:没有?车了|不开车了)$",
                rf"^我?{_WHEN_ZH}不(?:再)?开(?:那辆|我的)?(?P<ended>{_BRAND_ZH})了$",
                rf"^(?:我的?|我那辆|那辆)?(?:车子?|(?P<ended>{_BRAND_ZH})){_WHEN_ZH}(?:早就)?(?:给)?(?:卖|处理)(?:掉)?了$",
                rf"^(?:我的?|我那辆|那辆)?(?:车子?|(?P<ended>{_BRAND_ZH}))我{_WHEN_ZH}(?:给)?(?:卖|处理)(?:掉)?了$",
            )
        ),
        "car",
        NONE,
    ),
)
_LONG_AGO = compiled(
    r"\b(?:in\s+(?:19|20)\d\d|years\s+ago|when\s+I\s+was)\b|\d{4}年|几年前|多年前|年轻的时候"
)
_LEFT_FOR = compiled(
    r"^I(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)*(?:left|quit)\s+.+?\s+(?:for|to\s+join|to\s+work\s+(?:at|for))\s+"
    r"(?P<value>(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*)*|an?\s+(?:[\w-]+\s+)?(?:startup|start-up|company|firm"
    r"|agency|bank|consultancy|charity|studio|school|hospital|competitor))$"
)


def read_ended(clause: str) -> Reading | None:
    """What a clause saying a state ended leaves: the attribute ``none`` (or ``unknown``), or the new
    employer a leaving names ("I left Acme for a startup")."""
    if _LONG_AGO.search(clause):
        return None
    if (match := _LEFT_FOR.match(clause)) and (said := value(match["value"])):
        return Reading(MemoryType.FACT, "user", "workplace", said, lasting=True)
    for patterns, attribute, left in _ENDED:
        for pattern in patterns:
            if match := pattern.match(clause):
                ended = named(match.groupdict().get("ended"))
                return Reading(MemoryType.FACT, "user", attribute, left, lasting=True, ends=ended)
    return None


_NOT_A_NAME = compiled(
    r"^(?:there|here|it|that|this|them|him|her|the company|the firm|the job|my job|那边|那儿|那里|那"
    r"|这里|这儿|这边|那家|那个|这个|工作|这份工作|那份工作|公司|这家公司|那家公司|单位|那家单位)$"
)
_TRAILING_TIME = compiled(
    r"(?:\s+(?:anymore|any\s+more|now|these\s+days|last\s+\w+|this\s+\w+|\w+\s+(?:days?|weeks?|months?|years?)"
    r"\s+ago))+$"
)


def named(said: str | None) -> str:
    """The value an ending names, as a value ("" when it names none: "there", 那边, a pronoun)."""
    if not said:
        return ""
    text = value(_TRAILING_TIME.sub("", trim(said)))
    return "" if _NOT_A_NAME.match(text) else text


def ended_state(clause: str) -> str | None:
    """The attribute a clause says ended ("I quit my job" → workplace), or None."""
    reading = read_ended(clause)
    return None if reading is None else reading.predicate
