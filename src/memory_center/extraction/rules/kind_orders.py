"""Orders about the assistant's future behaviour said without a frame word of ``directives``: rows of
``rule_rows`` read by its one engine, on a whole statement (docs/extraction.md, "Orders without a
marker").

An order is a standing rule when what it governs is general, whatever marks it: the user's things of
a kind ("keep my emails short": plural, the user's), any or every thing of a kind ("remind me the day
before any bill is due"), a situation of the user that recurs ("Window seat for me whenever I fly"),
a wish said to hold from now on at its end ("I'd appreciate it if all prices were shown in euros going
forward"); in Chinese an order to the assistant after 以后 (以后跟我讲技术问题先举个例子), 每次 with the
user named inside the task (每次推荐书给我都附上豆瓣评分), a task's time with a manner (写文案的时候语气
轻松一点), a kind with 都 + an order verb (日期都按年-月-日的格式写) and what the assistant gives the user
(给我的翻译要保留原文). The order's words are the rule's thing (``REQUIRED``), read first by the
standing-rule reader and the order rows (``directives.order_of``), so a prohibition stays ``never``.

Look-alikes give nothing: a word of one occasion (this time, 这次, today: ``governance.lasting``), a
pointed-at thing ("check all the links in this doc"), a subject other than the assistant's order
("I keep my emails short", 大家都用微信), a bare task on the user's things ("check my emails").
"""

import re
import unicodedata

from memory_center.extraction.rules.model import NEVER, REQUIRED, Reading
from memory_center.extraction.rules.named_health import names_other_zh
from memory_center.extraction.rules.one_off import describes
from memory_center.extraction.rules.own_habits import own_habit
from memory_center.extraction.rules.rule_rows import Row, read_rows
from memory_center.extraction.rules.standing import stance_rule
from memory_center.extraction.rules.task_orders import order_of, task_order
from memory_center.extraction.rules.text import compiled, trim
from memory_center.governance.lasting import says_one_time

ASSISTANT_VERBS_EN = (
    "keep|make|send|sign|write|draft|format|address|call|cc|copy|bcc|remind|book|reserve|schedule|put|list"
    "|show|give|quote|round|sort|file|label|tag|flag|mark|translate|summari[sz]e|spell|use|include|add|start"
    "|end|open|close|set|convert|reply|respond|answer|text|email|message|forward|check|order|pick|choose"
    "|suggest|recommend|plan|leave|avoid|skip|double-check|confirm|ask|tell|let|notify|ping|alert|fill|brief"
    "|update|turn|decline|accept|archive|share|attach|highlight|bold|explain|spell|define|cite|link"
)
"""What the assistant does when told to: the verbs an English order opens with (data)."""
_VERB = rf"(?:please\s+)?(?:always\s+|kindly\s+|just\s+)?(?P<order>(?:{ASSISTANT_VERBS_EN})\b"
_RECURS = (
    r"day|week|month|year|morning|evening|night|time|weekday|weekend|quarter|(?:mon|tues|wednes|thurs|fri|satur"
    r"|sun)day"
)
_POINTED = compiled(r"\b(?:this|these|those|that\s+one|attached|above|below|here|it)\b")
_LASTING_END = (
    r"(?:going\s+forward|from\s+now\s+on|from\s+here\s+on(?:\s+out)?|in\s+(?:the\s+)?future|by\s+default"
    r"|for\s+good|every\s+time|each\s+time|always)"
)
_EN_WISH = (
    r"(?:i'd|i\s+would|i)\s+(?:really\s+)?(?:appreciate\s+it\s+if|like\s+it\s+if|prefer\s+(?:it\s+)?if|like"
    r"|prefer|want)"
)
_ZH_TO_ME = r"(?:(?:给|帮|跟|和|对|回复|回|叫|喊|称呼|替|为|陪|提醒|通知|告诉|联系|发)我)"
_JOKING = re.compile(r"开玩笑|开个玩笑|哈哈|逗你|😂|🤣")
_ZH_SPEAKING_TO_ME = r"(?:(?:跟|和|对|回复|回|提醒|通知|告诉|联系|发)我)"
"""How the assistant speaks to the user, right after 以后 (以后跟我讲…); 以后帮我订… is the
directives' frame or a liking's, 以后叫我小王 the name's, 以后用英文跟我交流 the language's."""
_ZH_OTHERS = re.compile(
    r"[他她你]|大家|别人|我们|同事|朋友|家里人|孩子|老板|领导|公司|同学|室友"
    r"|^[\u4e00-\u9fff]{1,3}人(?=们|都|一般|大多|通常|基本|普遍)"
)
"""Someone else; a people of a kind opening the statement (美国人都用华氏度) tells a custom, not an order."""
_HABIT_TIME = (
    r"(?:最近|现在|平时|一般|平常|经常|天天|每天|周末|早上|晚上|后来|目前|如今|这阵子|这几天|这些天)"
)
"""A time of the user's own habit opening a statement (最近都用微信支付了): a habit, not an order."""
_ZH_ORDER_VERB = (
    r"(?:按|按照|用|写|加|附|标|注明|保留|控制|放|选|订|发|抄送|带|以|改成|换成|列|排|留|附上|加上|写成|同步|存|保存|归档"
    r"|转发|说|讲|问|确认|查|给)"
)


def _general(match: re.Match[str]) -> Reading | None:
    """An order whose words say it is general: the order itself is the rule's thing."""
    order = trim(match["order"])
    if _POINTED.search(order):
        return None
    return order_of(order) or stance_rule(order, REQUIRED)


def _wanted(match: re.Match[str]) -> Reading | None:
    """What the user wants or wishes for, as the rule's thing ("for me" / the wish's words dropped); not
    one thing over another ("Tea over coffee for me, every time": a liking, the preference readers')."""
    order = trim(match["order"])
    if _POINTED.search(order) or _OVER.search(order) or _NOT.match(order):
        return None  # "I'd rather you didn't send me surveys": a prohibition, the standing readers'
    return stance_rule(order, REQUIRED)


_OVER = compiled(r"\b(?:over|rather\s+than|instead\s+of)\b")
_NOT = compiled(r"(?:didn't|did\s+not|don't|do\s+not|never|wouldn't|would\s+not|not|stop|quit)\b")


def _zh_order(match: re.Match[str]) -> Reading | None:
    """A Chinese order for the assistant: the task and its order, unless someone else's."""
    said = trim(match.group(0))
    if _JOKING.search(said) or describes(match["order"]):
        return None  # a joke; 每次写周报都写得我头疼: a feeling, no order (``one_off``)
    if (
        _ZH_OTHERS.search(match.groupdict().get("task") or "")
        or _ZH_OTHERS.match(said)
        or names_other_zh(said)
    ):
        return None
    order = trim(match["order"])
    reading = order_of(order, any_words=False)
    return reading if reading is not None and reading.object_value == NEVER else stance_rule(said, REQUIRED)


FIRST = (
    Row(
        "en",
        r"^(?:i'd|i\s+would|i)\s+(?:much\s+|really\s+)?(?:prefer|rather)\s+(?:it\s+if\s+|that\s+)?you\s+(?P<order>(?!are\b|were\b).+)$",
        _wanted,
        (
            ("I prefer you call me Sam, not Samuel", "call me sam, not samuel", REQUIRED),
            ("I'd rather you didn't send me surveys", None, None),
        ),
    ),
    Row(
        "zh",
        rf"^(?:以后|今后|往后|从今往后|从现在起|从现在开始)[，,]?(?P<order>{_ZH_SPEAKING_TO_ME}.+)$",
        _zh_order,
        (
            ("以后跟我讲技术问题先举个例子", "以后跟我讲技术问题先举个例子", REQUIRED),
            ("以后用英文跟我交流吧", None, None),
            ("以后跟我说话客气点，开个玩笑", None, None),
        ),
    ),
    Row(
        "zh",
        rf"^(?:每周[一二三四五六日天]?|每个?星期[一二三四五六日天]?|每天|每晚|每个?月|每年|每季度)(?P<task>[^，,我]{{0,6}}?)"
        rf"(?P<order>{_ZH_TO_ME}.+)$",
        _zh_order,
        (("每周一早上提醒我交周报", "每周一早上提醒我交周报", REQUIRED),),
    ),
    Row(
        "zh",
        rf"^(?:以后|今后)?(?:每次|每回)(?P<task>[^，,]{{0,8}}?{_ZH_TO_ME}[^，,]{{0,8}}?)(?:的时候|时)?[，,]?"
        r"(?P<order>(?:都|也|一律|统统|要|得|记得|别|不要|只)[^，,]*.*)$",
        _zh_order,
        (("每次推荐书给我都附上豆瓣评分", "每次推荐书给我都附上豆瓣评分", REQUIRED),),
    ),
    Row(
        "zh",
        r"^你?(?:给我|帮我|发给我|替我)(?:做|写|翻|整理|准备|列)?的(?P<task>[^，,]{1,8}?)"
        r"(?:都要|都得|一定要|必须|要|得|都)(?P<order>.+)$",
        _zh_order,
        (("给我的翻译要保留原文", "给我的翻译要保留原文", REQUIRED),),
    ),
)
"""Orders with the user named in them and a word of lasting or of every time (以后跟我…, 每次…给我…,
给我的…要…): read before the other readers, like the frames of ``directives``."""

LAST = (
    Row(
        "en",
        rf"^{_VERB}.*\b(?:always|never|every\s+time|each\s+time)\b.*)$",
        _general,
        (
            (
                "Make sure my calendar always has a lunch break blocked",
                "make sure my calendar always has a lunch break blocked",
                REQUIRED,
            ),
        ),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?P<order>(?:use|speak|talk|write|reply|answer|respond|communicate)\b.*\b(?:with|to)\s+me\b.*)$",
        _general,
        (("Use metric units with me", "metric units with me", REQUIRED),),
    ),
    Row(
        "en",
        rf"^{_EN_WISH}\s+(?P<order>(?:all|every|any|each)\s+(?:of\s+)?(?:my\s+)?[\w'-]+.+)$",
        _wanted,
        (("I want all my invoices saved as PDF", "all my invoices saved as pdf", REQUIRED),),
    ),
    Row(
        "en",
        r"^(?:when(?:ever)?|every\s+time|any\s*time)\s+(?P<task>[a-z]+ing\b[^,]*?)\s*,\s*(?P<order>.+)$",
        task_order,
        (("When booking restaurants, nothing too loud", "too loud", NEVER),),
    ),
    Row(
        "en",
        r"^(?P<order>(?!(?:i|i'm|we|he|she|they|it|you|this|that)\b)[^,]{2,40}?)\s+(?:is|are)\s+(?:a\s+)?"
        r"(?:hard\s+|firm\s+|big\s+|definite\s+)?(?:(?P<neg>no|no-go|no\s+go|non-starter|dealbreaker|deal-breaker)"
        r"|must|must-have|requirement)\s+for\s+me\b.*$",
        lambda m: stance_rule(trim(m["order"]), NEVER if m["neg"] else REQUIRED),
        (
            ("Morning meetings are a no for me", "Morning meetings", NEVER),
            ("A gym is a must for me", "A gym", REQUIRED),
        ),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?P<order>(?!(?:i|i'm|we|my|he|she|they|it|you)\b)[^,]{2,50}?)\s*(?:for\s+me|please)\s*,?"
        r"\s+(?:(?:on|for|in|at|with)\s+(?:all\s+|any\s+)?(?:[\w'-]+\s+){0,2}[\w'-]+s|every\s+[\w'-]+|always)\b.*$",
        _wanted,
        (
            ("Aisle seat for me on long flights", "aisle seat", REQUIRED),
            ("hotels near the station please, every trip", "hotels near the station", REQUIRED),
            ("Coffee for me, thanks", None, None),
        ),
    ),
    Row(
        "en",
        rf"^{_VERB}(?:\s+me)?\s+(?:all\s+)?my\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+s\b\s+\S.*)$",
        _general,
        (
            ("keep my emails short", "keep my emails short", REQUIRED),
            ("check my emails", None, None),
        ),
    ),
    Row(
        "en",
        rf"^{_VERB}.*\b(?:any\s+(?!of\s)[\w'-]+|(?:every|each)\s+(?:{_RECURS})\b|(?:every|each|all)\s+(?:[\w'-]+\s+){{1,2}}"
        rf"(?:i|you)\s+(?:{ASSISTANT_VERBS_EN}|share|get|receive|need|want)\b).*)$",
        _general,
        (
            (
                "Remind me the day before any bill is due, every month",
                "remind me the day before any bill is due, every month",
                REQUIRED,
            ),
            ("check all the links in this doc", None, None),
            ("give me every option", None, None),
            ("Summarise every article I send you", "summarise every article i send you", REQUIRED),
            ("tell me every detail you know", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?P<order>(?!(?:i|i'm|we|my|he|she|they|it|you)\b)[^,]{2,50}?)\s*(?:for\s+me|please)\s*,?"
        r"\s+(?:whenever|every\s+time|each\s+time|any\s*time|when|if)\s+I\b.+$",
        _wanted,
        (("Window seat for me whenever I fly", "window seat", REQUIRED),),
    ),
    Row(
        "en",
        rf"^{_EN_WISH}\s+(?P<order>.+?)[\s,]+{_LASTING_END}$",
        _wanted,
        (
            (
                "I'd appreciate it if all prices were shown in euros going forward",
                "all prices were shown in euros going forward",
                REQUIRED,
            ),
        ),
    ),
    Row(
        "en",
        rf"^{_VERB}.+?)[\s,]+{_LASTING_END}$",
        _general,
        (
            (
                "Send me the weekly digest on Fridays from now on",
                "send me the weekly digest on fridays",
                REQUIRED,
            ),
        ),
    ),
    Row(
        "zh",
        r"^(?P<task>[^，,我]{1,10}?)(?:的时候|时)[，,]?"
        r"(?P<order>[^，,]*(?:一点|一些|点儿)(?:[，,].*)?|[^，,]+[，,][^，,]{0,4}?(?:别|不要|千万别|都|一律|只).*)$",
        _zh_order,
        (
            ("写文案的时候语气轻松一点，别太官方", "写文案的时候语气轻松一点,别太官方", REQUIRED),
            ("我同事写代码的时候喜欢听歌", None, None),
        ),
    ),
    Row(
        "zh",
        rf"^(?:以后|今后)?(?:每次)?(?:给我|帮我|替我|为我)(?P<task>[^，,我他她你]{{1,12}}?)(?:的时候|时)[，,]?"
        rf"(?P<order>{_ZH_ORDER_VERB}.+)$",
        _zh_order,
        (("给我订高铁的时候选二等座就行", "给我订高铁的时候选二等座就行", REQUIRED),),
    ),
    Row(
        "zh",
        rf"^(?!{_HABIT_TIME})(?P<task>(?:我的)?[^，,我]{{1,8}}?)(?P<order>(?:(?:都|一律|统统|一定要|必须|务必|尽量|优先"
        rf"|最好|尽可能|先)(?:要|得)?{_ZH_ORDER_VERB}|只(?:要|订|选|用|买|推荐))[^，,]*.*)$",
        _zh_order,
        (
            ("日期都按年-月-日的格式写", "日期都按年-月-日的格式写", REQUIRED),
            ("大家都用微信", None, None),
            ("周末都在家", None, None),
            ("最近都用微信支付了", None, None),
            ("订酒店尽量选离地铁近的", "订酒店尽量选离地铁近的", REQUIRED),
            ("回答问题先说结论", "回答问题先说结论", REQUIRED),
        ),
    ),
)
"""Orders general by what they govern, not by a marker word (see the module's text)."""

_END = re.compile(r"[\s。.!！~～]+$")


def read_kind_order(statement: str, *, first: bool) -> Reading | None:
    """The standing rule a whole statement gives by what its order governs, or None: the rows of
    ``FIRST`` before every reader, those of ``LAST`` when no reader read the statement (a slot said
    with 都 or "always", 以后订机票都订东航, stays the slot's)."""
    if not (_FIRST_WORDS if first else _LAST_WORDS).search(statement):
        return None  # one search: no row of the table can read it
    text = _END.sub("", trim(unicodedata.normalize("NFKC", statement)))
    if not text or says_one_time(text) or own_habit(text):  # 我的闲钱都放余额宝: a habit (``own_habits``)
        return None
    return read_rows(FIRST if first else LAST, text)


_FIRST_WORDS = compiled(r"prefer|rather|以后|今后|往后|从今|从现在|每|给我|帮我|发给我|替我")
_LAST_WORDS = compiled(r"[a-z]|[都律统必务尽优最先只时]")
"""What a statement needs for a row of ``FIRST`` / ``LAST`` to read it (a Chinese one, a word of order)."""
