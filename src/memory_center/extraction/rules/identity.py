"""Self-descriptions: single-valued attributes of the user, FACT "user / <attribute> = <value>".

One key per attribute, whatever the verb, so a new value supersedes the old one: "I live in Berlin",
"I moved to Munich last month", "I'm based in Lyon now", 我住在杭州, 我上个月搬到上海了, 现在住在深圳 are
all "user / residence". The same holds for name (my name is, call me, 叫我, 我叫, and how others address
the user: "everyone calls me Jo", 大家都叫我小李), workplace (I work at, I joined, I'm now working for,
我在…工作, 入职), job (I work as, I'm a nurse — a known occupation —, 我的工作是, 在医院当护士), hometown
(I grew up in, 我是湖南人, 老家在四川), email, phone (a number needs digits), birthday and
anniversary; a relative's personal date is a fact about them ("my wife's birthday" →
"wife / birthday"). Contact preferences ("email me", "text me instead", 用微信联系我, "email only") are
"user / contact_channel = email|phone|sms|wechat|…"; said with "only"/只 they are a CONSTRAINT.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.adjuncts import value_without_time, without_time_lead
from memory_center.extraction.rules.attributes import read_named_role
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, listed, one_of, value
from memory_center.extraction.schema import PLACES_ZH
from memory_center.governance.policies import PERSONAL_DATES
from memory_center.governance.values import canonical_key_part

ATTRIBUTES = {
    **dict.fromkeys(listed("生日|birthday"), "birthday"),
    **dict.fromkeys(listed("结婚纪念日|纪念日|wedding anniversary|anniversary"), "anniversary"),
    **dict.fromkeys(listed("邮箱|电子邮箱|邮箱地址|email|e-mail|email address"), "email"),
    **dict.fromkeys(
        listed(
            "手机|手机号|手机号码|电话|电话号码|号码|phone|mobile|phone number|cell|number|mobile number"
            "|cell number|cell phone|cellphone"
        ),
        "phone",
    ),
    **dict.fromkeys(listed("职位|岗位|工作|职业|job title|job|profession|occupation"), "job"),
    **dict.fromkeys(listed("家乡|老家|hometown"), "hometown"),
    **dict.fromkeys(listed("公司|单位|employer|company"), "workplace"),
}
_ATTRIBUTE = alternatives("|".join(ATTRIBUTES))
_KIN_ZH = alternatives(w.KIN_ZH)
_KIN_EN = alternatives(w.KIN_EN)
_WHEN_ZH = (
    r"(?:现在|目前|如今|已经|最近|上个月|上周|去年|今年|前不久|刚刚|刚|也|还|一直|早就|就|年初|年底|年中|月初|月底"
    r"|前年|上半年|下半年|前几天|前阵子|前段时间|不久前|终于|后来|之后|然后|接着|随后|又|这周|本周|这礼拜|这星期|这个月|本月|今天"
    r"|[一二两三四五六七八九十几半\d]+(?:年|个月|个星期|周|天)(?:以?前|之前))*"
)
_WHEN_EN = r"(?:(?:now|currently|recently|just|also|still|actually|finally|officially)\s+)*"
_OCCUPATION_EN = alternatives(w.OCCUPATIONS_EN)
_OCCUPATION_ZH = alternatives(w.OCCUPATION_SUFFIX_ZH)
_TITLE_EN = (
    rf"(?:[\w-]+\s+){{0,3}}?(?:{_OCCUPATION_EN}|associate|postdoc|partner|head|lead|chief|president|vp)"
    r"(?:\s+of\s+[\w-]+(?:\s+[\w-]+)?)?"
)
"""A job title said at an employer ("Director of Analytics", "senior associate", "head chef"), with or
without an article: read with its employer, the title is the user's job (docs/extraction.md, "A title
at an employer")."""
_EMPLOYER_EN = r"(?!(?:an?|the|my|our|his|her|their|home|work|school|uni)\b)\S.*?"
"""An employer after "at": a name, not a place of the day ("at home", "at the moment")."""
_FIELD_EN = alternatives(w.JOB_FIELDS_EN)
_FIELD_ZH = alternatives(w.JOB_FIELDS_ZH)
_NOT_A_NAME_ZH = "(?!去|来|帮|别|不|一起|回|出|吃|喝|玩|看|给|把|做|跟|和|过去|起床|上班|加班)"
_NOT_A_NAME_EN = (
    r"(?!(?:on|at|by|via|back|instead|anytime|any time|later|tomorrow|if|when|after|before|in|first"
    r"|whenever|again|up|out|names|crazy|lazy|weird|every|daily|often|sometimes|a lot|all|twice|once)\b)"
)
_SELF_DESCRIPTIONS: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (
        re.compile(
            rf"^我{_WHEN_ZH}(?:的名字|名字)?(?:叫做|名叫|是叫|改名叫|改名为|叫)(?P<value>[^\s,。!?]+)"
        ),
        "name",
    ),
    (re.compile(r"^(?:我的名字|我名字)(?:是|改成了?|改为)(?P<value>[^\s,。!?]+)"), "name"),
    (
        re.compile(
            r"^(?:以后|今后|从现在起|从今天起)?(?:请|麻烦)?(?:你们?)?(?:就)?叫我(?P<value>[^\s,。!?就吧]+)"
        ),
        "name",
    ),
    (re.compile(r"^我?的?(?:老家|家乡|祖籍|故乡)(?:是|在)(?P<value>.+?)(?:的|人)?$"), "hometown"),
    (re.compile(rf"^我{_WHEN_ZH}(?:来自|出生在|出生于|生在|长在|生长在)(?P<value>.+?)(?:的)?$"), "hometown"),
    (re.compile(rf"^我?{_WHEN_ZH}在.+?(?:当|做|担任|任)(?P<value>.+?(?:{_OCCUPATION_ZH}))(?:了)?$"), "job"),
    (re.compile(rf"^我?{_WHEN_ZH}(?:在|于)(?P<value>.+?)(?:工作|上班|任职|实习|打工)(?:了)?$"), "workplace"),
    (re.compile(rf"^我?{_WHEN_ZH}(?:就职于|跳槽到了?|跳槽去了?|入职了?|加入了?)(?P<value>.+)$"), "workplace"),
    (
        re.compile(rf"^我?{_WHEN_ZH}(?:住在|家在|生活在|定居在|定居|现在住|目前住)(?P<value>[^了]+)(?:了)?$"),
        "residence",
    ),
    (
        re.compile(
            rf"^(?:我们家|我家|我)?{_WHEN_ZH}(?:从.{{1,12}}?)?(?:搬到了?|搬家到了?|搬去了?|搬来了?|搬回了?|移居到?|定居到)(?P<value>.+?)"
            r"(?:去|来)?(?:住|居住|生活|定居|安家|落户)?(?:了)?$"
        ),
        "residence",
    ),
    (re.compile(rf"^我?{_WHEN_ZH}(?:是做|做)(?P<value>.+?)的$"), "job"),
    (
        re.compile(rf"^我?{_WHEN_ZH}(?:做|干|搞|从事)(?P<value>{_FIELD_ZH})(?:工作|行业|这一?行)?(?:了)?$"),
        "job",
    ),
    (
        compiled(
            rf"^I(?:\s+|'m\s+|\s+am\s+){_WHEN_EN}(?:work|working)\s+in\s+(?P<value>{_FIELD_EN})"
            rf"(?:\s+now)?$|^I(?:'m|\s+am)\s+{_WHEN_EN}in\s+(?P<v2>{_FIELD_EN})(?:\s+now)?$"
        ),
        "job",
    ),
    (
        re.compile(
            rf"^我?{_WHEN_ZH}(?:是一名|是一位|是名|当了?|成了|成为了?|(?:转行|改行|转型|转岗)(?:做|当|成为|成了)?了?(?:一名|一位)?)"
            r"(?P<value>.+?)(?:了)?$"
        ),
        "job",
    ),
    (  # 我是程序员: a bare 是 and an occupation noun to the clause's end, no verb in it (not 我是说明天,
        # 我是搬回老家了); a student (研究生) is at a stage of schooling (``held_stages``), no job
        re.compile(
            rf"^我{_WHEN_ZH}是(?:个|一个)?(?P<value>[^的说想觉要在不会搬回去来到住]{{0,6}}?(?<![会党团成组队社家])"
            rf"(?:{_OCCUPATION_ZH}))(?<!生)(?<!博士)(?:了)?$"
        ),
        "job",
    ),
    (
        re.compile(
            rf"^(?:我的?)?(?:新|最新的?|现在的?)?(?P<attr>{_ATTRIBUTE})(?:是|为|:|改成了?|换成了?|变成了?)\s*(?P<value>.+)$"
        ),
        None,
    ),
    (re.compile(r"^我(?:是|在)?(?P<value>.+?)(?:出生|出生的|生的)$"), "birthday"),
    (
        compiled(
            r"^(?:my name is|my name's|my name has changed to|i'm called|i am called|i go by)"
            r"\s+(?P<value>.+)$"
        ),
        "name",
    ),
    (
        compiled(
            rf"^I(?:'m|\s+am)\s+{_WHEN_EN}(?:an?\s+)(?P<value>(?:[\w-]+\s+){{0,3}}?(?:{_OCCUPATION_EN}))"
            r"(?:\s+(?:at|for|in|with|by)\s+.+?)?(?:\s+(?:now|these days|nowadays|again|too|as well))?$"
        ),
        "job",
    ),
    (
        compiled(
            rf"^I(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+{_WHEN_EN}(?:an?\s+|the\s+)?(?P<value>{_TITLE_EN})"
            rf"\s+at\s+{_EMPLOYER_EN}$"
            rf"|^(?:been\s+)?(?P<v2>{_TITLE_EN})\s+at\s+{_EMPLOYER_EN}\s+(?:since|as of)\s+\S.*$"
        ),
        "job",
    ),
    (
        compiled(r"^I\s+(?:grew up|was raised|was brought up|come|came)\s+(?:in|from)\s+(?P<value>.+)$"),
        "hometown",
    ),
    (
        compiled(
            r"^(?:please\s+|you can\s+|just\s+)*call me\s+"
            r"(?!(?:on|at|by|via|back|instead|anytime|any time|later|tomorrow|if|when|after|before|in|first"
            r"|whenever|again|up)\b)(?P<value>.+)$"
        ),
        "name",
    ),
    (
        compiled(
            rf"^I(?:\s+|'m\s+|\s+am\s+){_WHEN_EN}(?:work|working)\s+(?:at|for)\s+(?P<value>.+?)(?:\s+as\s+.+)?$"
            rf"|^I(?:'ve|\s+have)?\s+{_WHEN_EN}(?:joined|started at|moved to a job at)"
            r"\s+(?P<v2>.+?)(?:\s+as\s+.+)?$"
        ),
        "workplace",
    ),
    (
        compiled(
            rf"^(?:I\s+|I've\s+|I\s+have\s+)?{_WHEN_EN}"
            r"(?:live|am living|'m living|settled|been living)\s+in"
            r"\s+(?P<value>.+)$"
            rf"|^(?:I've|I\s+have)\s+{_WHEN_EN}lived\s+in\s+(?P<v5>.+)$"  # "I lived in Rome" is the past
            rf"|^(?:I\s+|I've\s+|I\s+have\s+)?{_WHEN_EN}(?:moved|relocated)\s+"
            r"(?:from\s+\S+(?:\s+\S+)?\s+)?"
            r"(?:back\s+|down\s+|up\s+|over\s+|out\s+|away\s+)?to\s+(?P<v2>.+)$"
            rf"|^I(?:'m|\s+am)\s+{_WHEN_EN}(?:based|living|settled)\s+(?:in|out of)\s+(?P<v3>.+)$"
            r"|^(?:my\s+)?home\s+is\s+(?:now\s+)?in\s+(?P<v4>.+)$"
        ),
        "residence",
    ),
    (
        compiled(
            rf"^I\s+{_WHEN_EN}work\s+as\s+(?:an?\s+)?(?P<value>.+)$|^I(?:'m|\s+am)\s+{_WHEN_EN}working\s+as\s+(?:an?\s+)?(?P<v2>.+)$"
        ),
        "job",
    ),
    (compiled(r"^I\s+was\s+born\s+(?:on|in)\s+(?P<value>.+)$"), "birthday"),
    (compiled(r"^I(?:'m|\s+am)\s+(?:originally\s+)?from\s+(?P<value>.+)$"), "hometown"),
    (compiled(r"^I(?:'m|\s+am)\s+now\s+an?\s+(?P<value>.+)$"), "job"),
    (
        compiled(
            r"^I(?:'ve|\s+have)?\s+(?:.+?\s+and\s+)?(?:became|become|retrained as|trained as|qualified as)"
            rf"\s+(?:an?\s+)(?P<value>(?:[\w-]+\s+){{0,3}}?(?:{_OCCUPATION_EN}))"
            r"(?:\s+(?:now|last \w+|this \w+))?$"
        ),
        "job",
    ),
    (
        compiled(
            rf"^I(?:'ve|\s+have)?\s+{_WHEN_EN}(?:got|gotten|took|taken|accepted|landed|started|began|begun)\s+"
            r"(?:a\s+)?(?:new\s+)?(?:job|position|role)"
            r"\s+(?:at|with)\s+(?P<value>.+)$"
        ),
        "workplace",
    ),
    (
        compiled(
            rf"^my\s+(?:new\s+|current\s+)?(?P<attr>{_ATTRIBUTE})(?:\s+(?:number|address))?"
            r"\s+(?:is|has changed to|changed to|is now)\s+(?:on\s+|now\s+)?(?P<value>.+)$"
        ),
        None,
    ),
)
_KIN_DATE = (
    re.compile(
        rf"^(?:我们|我)(?:的)?(?:(?P<kin>{_KIN_ZH})的?)?(?P<attr>生日|结婚纪念日|纪念日)(?:是|在)(?P<value>.+)$"
    ),
    compiled(
        rf"^(?:my|our)\s+(?:(?P<kin>{_KIN_EN})'s\s+)?(?P<attr>birthday|wedding anniversary|anniversary)"
        r"\s+is\s+(?:on\s+)?(?P<value>.+)$"
    ),
)


def _attribute(match: re.Match[str], predicate: str | None) -> str:
    return predicate or ATTRIBUTES[match["attr"].lower()]


def _value_of(match: re.Match[str]) -> str:
    groups = match.groupdict()
    found = next(groups[name] for name in ("value", "v2", "v3", "v4", "v5") if groups.get(name))
    return value(found)


def read_personal_date(clause: str) -> Reading | None:
    """A birthday or anniversary, the user's or a relative's: a lasting fact, never a task detail."""
    for pattern in _KIN_DATE:
        if match := pattern.match(clause):
            subject = canonical_key_part(match["kin"]) if match["kin"] else "user"
            said = value(match["value"])
            attribute = ATTRIBUTES[match["attr"].lower()]
            if attribute not in PERSONAL_DATES:  # governance never re-scopes these as task details
                return None
            return Reading(MemoryType.FACT, subject, attribute, said, lasting=True) if said else None
    return None


_NICKNAMES = (
    re.compile(
        rf"^(?:{alternatives(w.NICKNAME_SAYERS_ZH)})(?:都|一般|通常|平时|常常|经常|习惯|会)*(?:叫|喊|称呼)我"
        rf"(?:做|作|为)?{_NOT_A_NAME_ZH}(?P<value>[^\s,。!?就吧的]+)"
    ),
    compiled(
        rf"^(?:{alternatives(w.NICKNAME_SAYERS_EN)})\s+(?:usually\s+|mostly\s+|all\s+|just\s+|often\s+|always\s+"
        rf"|tend\s+to\s+|still\s+)*calls?\s+me\s+{_NOT_A_NAME_EN}(?P<value>.+?)(?:\s+for\s+short)?$"
    ),
    compiled(rf"^you\s+(?:can|may|could)\s+(?:just\s+|also\s+)?call\s+me\s+{_NOT_A_NAME_EN}(?P<value>.+)$"),
)
"""How others address the user ("everyone calls me Jo", 大家都叫我小李): the user's name, though said
about other people."""


def read_nickname(clause: str) -> Reading | None:
    for pattern in _NICKNAMES:
        if (match := pattern.match(clause)) and (said := value(match["value"])):
            return Reading(MemoryType.FACT, "user", "name", said, lasting=True)
    return None


_NOT_A_HOME = compiled(rf"\b(?:{alternatives(w.NOT_A_HOME_EN)})\b")
_HOUSEHOLD_MOVE = compiled(
    r"^we(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|now\s+|all\s+)*(?:moved|relocated)\s+"
    r"(?:back\s+|down\s+|up\s+|over\s+|out\s+|away\s+|house\s+)?to\s+(?P<value>.+)$"
)


def read_about_others(clause: str) -> Reading | None:
    """A clause said about others that is still the user's: how others address them ("my friends call
    me Jo"), a move of the household they belong to ("we've just moved down to Brighton"), or who is
    in a role of theirs ("my manager's name is Karen", 我老板叫李强)."""
    if (match := _HOUSEHOLD_MOVE.match(clause)) and not _NOT_A_HOME.search(match["value"]):
        said = value(match["value"])
        return Reading(MemoryType.FACT, "user", "residence", said, lasting=True) if said else None
    return read_nickname(clause) or read_named_role(clause)


_NOT_A_HOMETOWN = frozenset(listed(w.NOT_A_HOMETOWN_ZH))
_ZH_ORIGIN = re.compile(r"^我是(?P<value>[\u4e00-\u9fff]{2,6}?)(?:本地|土生土长的)?人$")


def _plausible(attribute: str, said: str) -> bool:
    """A phone number has digits and an email address an @ ("我的手机换成了苹果" is not a number); a home
    is no platform, app or device ("I finally moved to Android", "moved to a new team")."""
    if attribute == "phone":
        return len(re.findall(r"\d", said)) >= 5
    if attribute == "email":
        return "@" in said
    if attribute == "residence":
        return not _NOT_A_HOME.search(said)
    return True


def _read_zh_origin(clause: str) -> Reading | None:
    """我是湖南人 / 我是上海本地人: where the user comes from (not 我是好人, 我是个急性子的人)."""
    match = _ZH_ORIGIN.match(clause)
    if match is None or match["value"] in _NOT_A_HOMETOWN or re.search("[个一的这那很是]", match["value"]):
        return None
    return Reading(MemoryType.FACT, "user", "hometown", match["value"], lasting=True)


_ZH_ORDINAL_TAIL = re.compile(r"第(?:[一二两三四五六七八九十几半\d].*)?$")
_PLACES = frozenset(PLACES_ZH.split("|"))


def _zh_workplace(said: str) -> tuple[str, str]:
    """A Chinese employer ends before an ordinal (入职阿里第一个月: 阿里); a city said where one works is
    where the user is based (我在长沙工作: the residence, as ``extraction.frames`` reads it too)."""
    said = _ZH_ORDINAL_TAIL.sub("", said) or said
    if re.sub(r"[市省]$", "", said) in _PLACES:
        return re.sub(r"市$", "", said), "residence"
    return said, "workplace"


def read_self_description(clause: str) -> Reading | None:
    clause = without_time_lead(clause)
    for pattern, predicate in _SELF_DESCRIPTIONS:
        if match := pattern.match(clause):
            said, attribute = value_without_time(_value_of(match)), _attribute(match, predicate)
            if attribute == "workplace" and is_chinese(said):
                said, attribute = _zh_workplace(said)
            said = re.sub(r"^(?:an?|the)\s+", "", said, flags=re.IGNORECASE) if predicate == "job" else said
            if not said or re.match(r"^(?:这|那|哪|什么)", said) or not _plausible(attribute, said):
                return None
            return Reading(MemoryType.FACT, "user", attribute, said, lasting=True)
    return read_nickname(clause) or _read_zh_origin(clause)


# --- how the user wants to be contacted ----------------------------------------------------------------

CHANNELS = {
    **dict.fromkeys(listed("email|e-mail|emails|mail|邮件|邮箱|电子邮件|电邮"), "email"),
    **dict.fromkeys(listed("phone|phone call|phone calls|call|calls|电话|打电话|来电"), "phone"),
    **dict.fromkeys(listed("text|texts|text message|text messages|sms|短信|短消息"), "sms"),
    **dict.fromkeys(listed("wechat|微信"), "wechat"),
    **dict.fromkeys(listed("whatsapp"), "whatsapp"),
    **dict.fromkeys(listed("telegram"), "telegram"),
    **dict.fromkeys(listed("slack"), "slack"),
    **dict.fromkeys(listed("钉钉|dingtalk"), "dingtalk"),
    **dict.fromkeys(listed("signal"), "signal"),
}
_CHANNEL = alternatives("|".join(CHANNELS))
CHANNEL_WORDS = compiled(one_of("|".join(CHANNELS)))
"""Any word of a contact channel: without one, no contact preference can be read."""
_CONTACTS = (
    compiled(
        rf"^(?:please\s+)?(?P<only>only\s+)?(?:contact|reach|message|ping|notify)\s+me\s+(?P<only2>only\s+)?"
        rf"(?:by|via|on|through|over|using|with)\s+(?P<channel>{_CHANNEL})\b"
    ),
    compiled(r"^(?:please\s+)?(?P<only>only\s+)?(?P<channel>email|text|whatsapp|message)\s+me\b(?!\s+about)"),
    compiled(
        rf"^(?:please\s+)?(?P<only>only\s+)?use\s+(?P<channel>{_CHANNEL})\s+(?:to\s+)?(?:contact|reach)\s+me"
    ),
    compiled(rf"^(?P<channel>{_CHANNEL})\s+(?P<only>only|is best|works best)\b"),
    compiled(
        rf"^(?:the\s+)?best\s+way\s+to\s+reach\s+me\s+is\s+(?:by\s+|via\s+|on\s+)?(?P<channel>{_CHANNEL})\b"
    ),
    re.compile(
        rf"^(?:以后|今后)?(?:请|麻烦)?(?:你们?)?(?P<only>只|只能|只用)?(?:用|通过|走|发)(?P<channel>{_CHANNEL})"
        r"(?:联系|找|通知|联络|告诉)我"
    ),
    re.compile(
        rf"^(?:以后|今后)?(?:请|有事)?(?:联系|联络|通知)我(?:请|的话)?(?P<only>只)?(?:用|走|通过|发)(?P<channel>{_CHANNEL})"
    ),
    re.compile(
        rf"^(?:以后|今后)?(?:有事|有什么事)?(?:请|就)?(?:直接)?(?:发|打)(?P<channel>{_CHANNEL})(?:给我|找我)(?:就行|就好|吧)?"
    ),
    re.compile(rf"^(?P<only>只|只接受|只收)(?:用|接受|发)?(?P<channel>{_CHANNEL})(?:联系)?"),
)


def read_contact(clause: str) -> Reading | None:
    for pattern in _CONTACTS:
        if match := pattern.match(clause):
            groups = match.groupdict()
            channel = CHANNELS[match["channel"].lower()]
            only = bool(groups.get("only") or groups.get("only2")) and groups.get("only") not in (
                "is best",
                "works best",
            )
            memory_type = MemoryType.CONSTRAINT if only else MemoryType.PREFERENCE
            return Reading(memory_type, "user", "contact_channel", channel, lasting=True)
    return None


LEFT_A_JOB = compiled(
    r"^I(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:left|quit|resigned from)\s+"
    r"(?:my\s+(?:job|position|role|employer|company)\b|(?-i:[A-Z]))"
    r"|^我?(?:已经|刚刚?|最近|上个月|去年)*(?:从.+?)?(?:离职|辞职|辞掉了?工作)"
)
"""A clause telling that the user left a job: where they say they are next is their new employer."""
_AT_EMPLOYER = (
    compiled(r"^I(?:'m|\s+am)\s+(?:now\s+)?(?:at|with)\s+(?P<value>.+?)(?:\s+(?:now|these days))?$"),
    re.compile(rf"^我?{_WHEN_ZH}(?:在|去了|到了)(?P<value>[^，,。]+?)(?:了)?$"),
)


_NOT_AN_EMPLOYER = compiled(rf"^(?:{alternatives(w.NOT_AN_EMPLOYER)})$")


def read_new_employer(clause: str) -> Reading | None:
    """ "I left Deloitte in June, I'm at KPMG now": after leaving a job, where the user is now (not
    "at home", 在家)."""
    for pattern in _AT_EMPLOYER:
        if (match := pattern.match(clause)) and (said := value(match["value"])):
            if _NOT_AN_EMPLOYER.match(said):
                return None
            return Reading(MemoryType.FACT, "user", "workplace", said, lasting=True)
    return None
