"""Standing orders said with a condition or a default: rows of ``rule_rows`` read by its one engine, on
a whole statement (docs/extraction.md, "Orders said with a condition").

An order addressed to the assistant whose condition is generic — a kind of task or request, not one
occasion — is a standing rule: "whenever you suggest restaurants check they have outdoor seating
first", "If I ask for a workout, assume I have no equipment", "for any code you write me: TypeScript,
always", "Default to Celsius for any weather stuff", 我问菜谱的话默认按两个人的量给, 提醒我的事提前一天说,
翻译的东西记得保留原文格式. Each row is one shape of condition (``CONDITIONS``); what a row reads is the
order, kept when it is an order: an English one opens with its verb (or is a thing said for every
case, "TypeScript, always"), a Chinese one opens (after at most a few words of place or time) with a
word of order (``ZH_ORDER_WORDS``). The order is read by the standing-rule readers first
(``directives.order_of``: a prohibition is ``never``, "only" ``only``), else the order itself is
required.

Generic: a condition names the assistant's task (you + a task for the user; 给我 / 帮我 / 问你 / 让你),
or a request of the user's ("when I ask for", 我问…的话), or every case (whenever, any time, for any /
every …, 默认, "by default"). Look-alikes give nothing: a word of one occasion ("tonight", 这次, 明天:
``governance.lasting``), a question (never read here: ``reader``), a hypothetical in the past ("If I
asked you …"), someone else's rule or habit (我们公司规定…, "Whenever my boss sends reports, …": no
row names anyone but the user and the assistant), a condition of one event ("When I get home, text
my wife": no request verb).
"""

import re
import unicodedata

from memory_center.extraction.rules.model import REQUIRED, Reading
from memory_center.extraction.rules.one_off import pointed_task
from memory_center.extraction.rules.own_habits import own_habit
from memory_center.extraction.rules.rule_rows import Row, read_rows
from memory_center.extraction.rules.standing import stance_rule
from memory_center.extraction.rules.task_orders import order_of
from memory_center.extraction.rules.text import compiled, en_thing, trim
from memory_center.governance.lasting import says_one_time

REQUEST_VERBS_EN = (
    r"ask|want|need|request|look\s+for|search\s+for|message\s+you|text\s+you|send\s+you|tell\s+you|say|mention"
    r"|travel|fly|cook|order|book|shop|eat\s+out|go\s+out|work\s+out|plan"
)
"""What the user does that the assistant then serves ("when I ask for directions", "if I travel"):
with "when" / "if" only these make a kind of request; "whenever" / "any time" take any verb."""
ORDER_VERBS_EN = (
    r"check|make|keep|use|give|put|add|include|list|show|mention|tell|remind|ask|assume|default|quote|round"
    r"|convert|sort|start|end|open|close|sign|cc|copy|book|pick|choose|suggest|recommend|skip|avoid|leave"
    r"|write|reply|answer|respond|send|format|translate|summari[sz]e|double-check|confirm|flag|mark|look"
    r"|go|stick|favou?r|prefer|limit|cap|stay|note|warn|say|label|highlight|attach|link|cite|explain|don't"
    r"|do\s+not|never|always|only|please"
)
"""The verbs an English order opens with, when no comma parts it from its condition (data)."""
ZH_ORDER_WORDS = (
    "默认|记得|先|再|别|不要|千万别|不用|只|必须|一定要|务必|按照|按|用|以|给|附上|附|加上|加|标上|标|写|说|列|排|留|保留"
    "|控制|保持|放|带|换成|改成|提前|提醒|告诉|通知|选|订|确认|注明|查|发|算|显示|避开|推荐|换算|折算|换"
)
"""The words a Chinese order opens with (after 都 / 一律 / 也, and at most a few words of place or
time: 开头先给…, 开始前半小时提醒我): a verb of what the assistant does, or a word of order."""

_ZH_ORDER = re.compile(
    rf"^(?:都|也|一律|统一|统统|就)?(?:要|得)?(?:{ZH_ORDER_WORDS})"
    r"|^[^，,]{1,6}?(?:先|再|都要|都得|(?:提醒|告诉|通知|发给|给|帮)我)"
)
_ZH_DEFAULT = re.compile(r"^默认|^[^，,]{0,6}?默认")
_ZH_AFTER_DEFAULT = re.compile(
    rf"^默认(?:都|是)?(?:{ZH_ORDER_WORDS}|我(?:是|有|没有|在|不)|[一两二三四五六七八九十\d])"
)
_ZH_PERSON = re.compile(r"[我你]")
_ZH_OTHER = re.compile(r"[他她它这那]|大家|别人|我们|同事|朋友|老板|领导|公司|孩子|老公|老婆|爸|妈")
_EN_OTHER = compiled(r"\b(?:he|she|they|his|her|their|we|our|us|someone|somebody|people)\b")
_EN_NOT_ORDER = compiled(
    r"^(?:i|i'm|i've|i'd|we|you|you're|he|she|it|it's|they|there|the|this|that|these|those|if|when|what|how"
    r"|why|who|maybe|probably|thanks?|thank|yes|no|ok|okay|sure|sorry|my|our|his|her|their)\b"
)
_ASSISTANT_TASK_EN = compiled(
    r"\b(?:me|my|for\s+me|on\s+my\s+behalf)\b|^(?:book|reserve|order|buy|suggest|recommend|pick|choose|find|search"
    r"|look\s+up|plan|schedule|set\s+up|arrange|write|draft|reply|respond|answer|send|email|summari[sz]e"
    r"|translate|remind|prepare|create|make|give|show|list|check|compare|edit|review|quote)\w*\b"
)
_EN_REASON = compiled(
    r"\s*,\s+(?=(?:i|i'm|i've|my|we|we're|our|it's|they|he|she|because|since|as|so|cause)\b)|\s+-\s+|\s*;\s*"
)
"""Where an English order ends and its reason begins ("…, my partner's vegan", "… - it's for clients")."""
_EN_SUBJECT_IN_TASK = compiled(r"\s(?:i|i'm|we|he|she|they)\b")
"""A subject inside the condition ("When I travel I like to …"): a statement of the user's, no order."""
_ORDER_VERB_FIRST = compiled(rf"^(?:please\s+)?(?:{ORDER_VERBS_EN})\b")
_MAX_THING_WORDS = 3
_EN_ALWAYS_TAIL = compiled(r"^(?P<thing>[^,]{2,40}?)\s*,?\s+(?:always|every\s+time|each\s+time|please)$")


def _en_order(order: str) -> Reading | None:
    """An English order: read by the standing-rule readers, else said as a thing for every case
    ("TypeScript, always"), else any order that opens with its verb."""
    order = trim(_EN_REASON.split(order, maxsplit=1)[0])
    if not order or _EN_NOT_ORDER.match(order):
        return None
    if (tail := _EN_ALWAYS_TAIL.match(order)) and len(tail["thing"].split()) <= _MAX_THING_WORDS:
        return stance_rule(en_thing(tail["thing"]) or trim(tail["thing"]), REQUIRED)
    return order_of(order)


def _when(match: re.Match[str]) -> Reading | None:
    """A condition of every task or request: "when(ever) / every time / any time / if" + I or you."""
    task, lead = trim(match["task"]), match["lead"].casefold()
    if match["who"].casefold() == "i":
        if lead in ("when", "if") and not re.match(
            rf"(?:ever\s+)?(?:{REQUEST_VERBS_EN})\b", task, re.IGNORECASE
        ):
            return None  # "When I get home, text my wife": one event, not a kind of request
    elif not _ASSISTANT_TASK_EN.search(task):
        return None  # "When you see Tom, …": not a task for the user
    if _EN_SUBJECT_IN_TASK.search(task):
        return None  # "When I travel I like to stay …", "When I fly I always go for …"
    if _EN_OTHER.search(task) or (lead in ("when", "if") and pointed_task(task)):
        return None  # "when you book the hotel": one occasion
    return _en_order(match["order"])


def _order_first(match: re.Match[str]) -> Reading | None:
    """The order before its condition ("Give me walking times when I ask for directions"): it opens with
    its verb ("Window seat for me whenever I fly" is the kind orders' row; "Marriott loyalist here,
    always book them when I travel" no order)."""
    return _when(match) if _ORDER_VERB_FIRST.match(trim(match["order"])) else None


def _for_every(match: re.Match[str]) -> Reading | None:
    """A condition of every thing of a kind: "for any code you write me: …", "For every deck …"."""
    return None if _EN_OTHER.search(match["task"]) else _en_order(match["order"])


def _by_default(said: str) -> Reading | None:
    """An order said to be the default ("Default to Celsius for …", "Recipes for two by default")."""
    order = trim(said)
    if _EN_NOT_ORDER.match(order) or _EN_OTHER.search(order):
        return None
    return order_of(order, any_words=False) or stance_rule(en_thing(order) or order, REQUIRED)


def _noun_please(match: re.Match[str]) -> Reading | None:
    """A thing asked for with a reason that lasts ("Metric units please, I don't think in pounds"): the
    reason says it holds beyond this request, so the thing is required."""
    thing = en_thing(match["order"]) or trim(match["order"])
    return stance_rule(thing, REQUIRED) if thing else None


def _zh(match: re.Match[str]) -> Reading | None:
    """A Chinese order under a condition of the assistant's task or the user's request: the order
    (its first clause; what follows is a reason) read as a rule; else the task and order are the
    rule's thing (提醒我的事提前一天说)."""
    task = match["task"] or ""
    order = trim(match["order"] or match.groupdict().get("order2") or "")
    if _ZH_OTHER.search(task) or _ZH_OTHER.match(order):
        return None
    if not _ZH_ORDER.match(order):
        return None
    if _ZH_DEFAULT.match(order) and not _ZH_AFTER_DEFAULT.match(order[order.index("默认") :]):
        return None  # 系统默认的是英文: what a thing does by default, not an order
    if order.startswith("默认") and task and not _ZH_PERSON.search(task):
        return None  # 付款默认用支付宝: a setting of the user's, the slots' (a request names 我 / 你)
    bare = re.sub(r"^(?:默认|记得)", "", order)
    reading = order_of(bare, any_words=False)
    if reading is not None:
        return reading if len(reading.subject) > 1 else None  # 统一用Python → python; 别退: one act
    said = trim(f"{trim(task)}{order}")
    return stance_rule(said, REQUIRED)


_ZH_TAIL = r"(?:[，,].*)?$"

CONDITIONS = (
    Row(
        "en",
        r"^(?:and\s+|also\s+|oh\s+and\s+)?(?P<lead>when(?:ever)?|every\s+time|each\s+time|any\s*time|if)\s+"
        r"(?P<who>I|you)(?:'re|\s+are)?\s+(?P<task>[^,:;]+?)\s*[,:;]\s*(?P<order>.+)$",
        _when,
        (
            (
                "Every time I ask for a book recommendation, mention the page count",
                "mention the page count",
                REQUIRED,
            ),
            (
                "If I ask for a workout, assume I have no equipment at home",
                "assume I have no equipment at home",
                REQUIRED,
            ),
            ("When I get home, text my wife", None, None),
            ("When you book the hotel, ask for a late checkout", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?:and\s+|also\s+|oh\s+and\s+)?(?P<lead>when(?:ever)?|every\s+time|each\s+time|any\s*time|if)\s+"
        rf"(?P<who>I|you)\s+(?P<task>[^,:;]+?)\s+(?P<order>(?:please\s+|always\s+|just\s+)?(?:{ORDER_VERBS_EN})\b.*)$",
        _when,
        (
            (
                "whenever you suggest restaurants check they have outdoor seating first",
                "check they have outdoor seating first",
                REQUIRED,
            ),
            ("If I asked you for a recipe, would you give metric units", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?:for|on|with|in)\s+(?:any|every|each|all)(?:thing|\s+of)?\s*(?P<task>[^,:;]{2,50}?)\s*[,:;]\s*(?P<order>.+)$",
        _for_every,
        (
            ("for any code you write me: TypeScript, always", "typescript", REQUIRED),
            ("For every slide deck you make me, use a dark theme please", "dark theme", REQUIRED),
            ("For every trip our team takes, we book trains", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?:please\s+)?default\s+to\s+(?P<order>.+)$"
        r"|^(?:please\s+)?(?P<order2>[^,]{2,60}?)\s*,?\s+(?:by\s+default|as\s+(?:a|the)\s+default)(?:\s*,?\s+please)?$",
        lambda m: _by_default(m["order"] or m["order2"] or ""),
        (
            (
                "Default to Celsius for any weather stuff you give me",
                "celsius for any weather stuff you give me",
                REQUIRED,
            ),
            ("My phone is on silent by default", None, None),
        ),
    ),
    Row(
        "en",
        rf"^(?P<order>.+?)\s*,?\s+(?P<lead>whenever|every\s+time|each\s+time|any\s*time|when|if)\s+(?P<who>I)\s+"
        rf"(?P<task>(?:ever\s+)?(?:{REQUEST_VERBS_EN})\b.*)$",
        _order_first,
        (
            ("Give me walking times when I ask for directions", "Give me walking times", REQUIRED),
            ("Window seat for me whenever I fly", None, None),
            ("Marriott loyalist here, always book them when I travel", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?P<order>(?!(?:i|i'm|we|he|she|it|they|my|our|the|this|that|there|you|your|thanks?|thank|yes|no|ok"
        r"|okay|just|one|a|an)\b)[a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s+please\s*[,;.—–-]+\s*"
        r"I\s+(?:just\s+|really\s+)?(?:don't|do\s+not|never)\s+.+$",
        _noun_please,
        (
            ("Metric units please, I don't think in pounds and feet", "metric unit", REQUIRED),
            ("A coffee please, I can't wait", None, None),
            ("Coffee please, I can't stay long", None, None),
        ),
    ),
    Row(
        "zh",
        r"^(?:以后|今后)?(?:每次|每回)?(?P<task>(?:我|你)?(?:问你?|让你|叫你|请你|找你|要你|跟你要)[^，,他她]{1,12}?"
        r"|你?(?:给|帮|替|为)我[^，,他她]{1,12}?)(?:的话|的时候|时)[，,]?(?P<order>[^，,]+)" + _ZH_TAIL,
        _zh,
        (
            ("我问菜谱的话默认按两个人的量给", "我问菜谱默认按两个人的量给", REQUIRED),
            ("给我推荐电影的话先说豆瓣评分", "给我推荐电影先说豆瓣评分", REQUIRED),
            ("我问他的时候他不理我", None, None),
            ("我问路的时候总是很紧张", None, None),
        ),
    ),
    Row(
        "zh",
        r"^(?:以后|今后)?(?P<task>你?(?:给|帮|替|为|提醒|通知|告诉|发给|推荐给)我(?:做|写|订|发|推荐|安排|找|翻译|整理|准备|列|买"
        r"|选|查|回)?的[^，,他她]{1,8}?|我要的[^，,他她]{1,8}?)"
        rf"(?:[，,](?P<order>[^，,]+)|(?P<order2>(?:都|也|一律|统一)?(?:要|得)?(?:{ZH_ORDER_WORDS})[^，,]*))"
        + _ZH_TAIL,
        _zh,
        (
            ("提醒我的事提前一天说，当天说来不及", "提醒我的事提前一天说", REQUIRED),
            ("你给我的建议都很好", None, None),
            ("你给我推荐的那家店特别好吃", None, None),
            ("帮我订的酒店别退", None, None),
            ("你给我发的文件打不开", None, None),
            ("你帮我安排的会议，开始前半小时提醒我", "你帮我安排的会议开始前半小时提醒我", REQUIRED),
        ),
    ),
    Row(
        "zh",
        r"^(?:以后|今后)?(?P<task>[^，,我他她你]{1,6}?的(?:东西|内容|文件|文章|稿子|邮件|文案|代码|资料|表格))[，,]?"
        r"(?P<order>(?:记得|默认|都要|都得|一律|统一|必须|一定要|务必|别|不要|只)[^，,]+)" + _ZH_TAIL,
        _zh,
        (("翻译的东西记得保留原文格式", "翻译的东西记得保留原文格式", REQUIRED),),
    ),
    Row(
        "zh",
        r"^(?P<task>[^，,他她]{0,12}?)(?:的话)?[，,]?(?P<order>默认[^，,]+)" + _ZH_TAIL,
        _zh,
        (
            ("我问天气的话默认用摄氏度", "我问天气默认用摄氏度", REQUIRED),
            ("系统默认是英文", None, None),
            ("付款默认用支付宝", None, None),
        ),
    ),
)
"""Condition shapes per language (see the module's text); each row's examples are played by a test."""


_WORDS = compiled(
    r"\b(?:when|whenever|every\s+time|each\s+time|any\s*time|if|default|please)\b|\bfor\s+(?:any|every|each|all)"
    r"|的话|时|默认|我[^，,]{0,3}的|的(?:东西|内容|文件|文章|稿子|邮件|文案|代码|资料|表格)"
)
"""What a statement needs for a row to read it: one search before any row is tried."""
_END = re.compile(r"[\s。.!！~～]+$")


def read_conditioned_order(statement: str) -> Reading | None:
    """The standing rule a whole statement gives as an order under a generic condition, or None."""
    if not _WORDS.search(statement):
        return None
    text = _END.sub("", trim(unicodedata.normalize("NFKC", statement)))
    if not text or says_one_time(text) or own_habit(text):
        return None
    return read_rows(CONDITIONS, text)
