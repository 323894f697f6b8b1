"""A standing rule read by its shape, whatever its words (docs/extraction.md, "Standing rules by their
shape"): one engine (``read_shaped_order``) over one table per language (``SHAPES``).

A statement is a standing rule when two things hold of it:

- it is ADDRESSED to the assistant: an order (it opens with a verb once a label, a politeness or a
  lead is cut: "Rule of thumb for you: cc …", "Please copy …"; 请, 帮我, 给我, 提醒我, or a verb of a
  task the user hands over: 抄送, 转发, 回复, …), or a want said to the assistant ("I want you to …",
  我要你…), or a want of a thing in the tasks the assistant does ("I want metric units in every recipe
  you give me");
- it is QUANTIFIED over tasks to come: a lasting lead or adverb (going forward, from now on, always,
  never, whenever, each time; 以后, 今后, 每次, 一律, 永远), a label that says so ("rule of thumb", 铁律),
  or a kind of the assistant's tasks ("every recipe you give me", "anything you write", "on anything
  involving the budget"; 凡是, 所有, 任何, …的时候, a kind before 都).

Nothing else fires: one occasion ("this email", 这封, 这次: ``governance.lasting`` and a pointed-at
thing), a question, a condition, the user or someone else as the subject ("I always cc Priya", "my boss
always wants …", 我写代码的时候注释都用英文, 我老板每次都要求…): a habit, a liking or someone else's rule.

The rule's key is the order itself (``standing.stance_rule``); its value is ``never`` for an order
that forbids (no, never, don't; 别, 不要), ``only`` for "only" / 只, else ``required``. The reader asks
here only when the statement gave nothing else, or only a liking whose thing is the order itself (the
liking of a clean thing, 以后帮我订靠窗的座位 → 靠窗座位, stays a liking a later switch may turn).
"""

import re
import unicodedata
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.addressed_zh import as_order_to_assistant
from memory_center.extraction.rules.kind_orders import read_kind_order
from memory_center.extraction.rules.model import NEVER, ONLY, REQUIRED, STANCE, Reading
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.standing import stance_rule
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, trim
from memory_center.governance.lasting import says_one_time


@dataclass(frozen=True, slots=True)
class Shape:
    """One language's words for the two features, each a regular expression (case-insensitive)."""

    lasting_lead: str
    """A lead that says "from now on" (cut; makes the order quantified)."""
    rule_label: str
    """A label that calls what follows a rule (cut; quantified)."""
    addressing_lead: str
    """A lead that addresses the assistant: a label for it, a politeness, a want said to it (cut)."""
    wanting: str
    """The user's want of a thing ("I want …"): addressed only with a task of the assistant's in it."""
    subject: str
    """An opening that makes the user or someone else the doer: a habit, a liking, their rule (a
    Chinese 我 anywhere in the opening that is no object: 点外卖我都用美团)."""
    addressed: str
    """Words inside the order that address the assistant (searched)."""
    verb: str
    """What an English order opens with (matched): a verb of a handed-over task (``EN_ORDER_VERBS``),
    after no / never / only / always. A Chinese order is known by its ``addressed`` words alone."""
    quantified: str
    """Words that make the order hold for every task of a kind (searched)."""
    task: str
    """A task of the assistant's inside the order ("every recipe you give me", 给我…的时候)."""
    pointed: str
    """One occasion pointed at ("this email", 这封邮件): no rule."""
    never: str
    only: str
    """Openings of the order that make it ``never`` / ``only`` (cut from its thing)."""


_EN_NOT_A_VERB = (
    "i|i'm|i've|i'd|i'll|me|my|we|we're|our|us|you|you're|your|he|she|it|it's|they|their|them|his|her|there"
    "|the|a|an|this|that|these|those|some|every|each|all|any|anything|everything|nothing|no one|nobody"
    "|if|when|whenever|what|how|why|who|where|which|maybe|probably|not|yes|ok|okay|thanks|thank|sorry"
    "|great|good|nice|cool|wow|lol|haha|hey|hi|hello|well|so|also|and|but|or|just|really|actually"
    "|in|on|for|with|to|at|by|from|of|about|after|before|during|since|until|as|like|than"
    "|is|are|was|were|am|be|been|do|does|did|has|have|had|can|could|would|should|will|shall|may|might|must"
    f"|{w.KIN_EN}"
)

_NOT_A_TASK = (
    r"(?:'re|'ve|\s+are|\s+have|\s+had)?\s+(?:know|knew|think|thought|have|had|can|could|mean|meant|see|saw|said"
    r"|like|want|need|done|ready|finished|free|get\s+a|have\s+a)\b"
)
"""What follows "you" when no task of the assistant's does ("everything you know", "whenever you're done")."""

EN_ORDER_VERBS = (
    "add|address|alert|answer|apply|arrange|ask|attach|avoid|bcc|block|book|bring|bump|call|cancel|cc|change"
    "|check|choose|cite|confirm|convert|copy|cut|default|delete|describe|display|double-check|draft|drop|email"
    "|end|explain|express|file|fill|find|flag|follow|format|forward|get|give|group|highlight|hold|include"
    "|keep|label|leave|let|limit|link|list|log|look|loop|make|mark|mention|message|move|mute|name|note|notify"
    "|number|offer|open|order|organise|organize|pay|phone|pick|ping|place|plan|point|post|prepare|present"
    "|print|prioritise|prioritize|put|quote|rank|recommend|refer|remind|remove|rename|reply|report|request"
    "|reserve|respond|review|round|route|run|save|schedule|search|select|send|set|share|show|sign|skip"
    "|sort|spell|split|start|state|stick|stop|suggest|summarise|summarize|tag|tell|text|track|translate"
    "|try|turn|update|use|warn|wrap|write"
)
"""Verbs of what the user hands over to the assistant: an English order opens with one of them."""

_EN_YOUR_TASK = (
    r"\b(?:every|each|any|all)\s+(?:of\s+)?(?:my\s+|the\s+|your\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?\s+"
    rf"(?:(?:that|which)\s+)?you\b(?!{_NOT_A_TASK})"
    rf"|\b(?:everything|anything)\s+(?:(?:that|which)\s+)?you\b(?!{_NOT_A_TASK})"
)
"""A kind of the assistant's tasks: "every recipe you give me", "any message you send", "anything you do"."""

EN = Shape(
    lasting_lead=(
        r"(?:going\s+forward|moving\s+forward|from\s+now\s+on|from\s+here\s+on(?:\s+out)?|in\s+(?:the\s+)?future"
        r"|by\s+default|for\s+future\s+reference|from\s+today\s+on)\s*[,:;-]?\s*"
        r"|(?:whenever|every\s+(?:single\s+)?time|each\s+time|(?:in|on|for|with|to)\s+(?:every|each|any"
        r"|all))\b[^,;:]{1,60}[,;:]\s*"
    ),
    rule_label=(
        r"(?:(?:a|one|my|the|general|golden|standing|house)\s+)*(?:rule\s+of\s+thumb|rule|standing\s+order"
        r"|standing\s+instruction|policy)(?:\s+(?:for|to)\s+you)?\s*[:;-]\s*"
    ),
    addressing_lead=(
        r"(?:(?:a\s+)?(?:quick\s+)?(?:tip|note|reminder|heads[- ]up)\s+(?:for|to)\s+you|for\s+you|fyi|also"
        r"|and)\s*[:;,-]\s*"
        r"|(?:please|pls|kindly|just|also)\s+"
        r"|i(?:\s+(?:really\s+)?(?:want|need|would\s+like|expect)|'d\s+(?:really\s+)?like)\s+you\s+to\s+"
        r"|(?:could|can|would|will)\s+you\s+(?:please\s+)?(?=always|never|only)"
    ),
    wanting=(
        r"i(?:\s+(?:really\s+)?(?:want|need|would\s+like|expect)|'d\s+(?:really\s+)?like)\s+"
        r"(?!to\b|you\b|it\b|that\b)"
    ),
    subject=rf"(?:{alternatives(_EN_NOT_A_VERB)})\b",
    addressed=_EN_YOUR_TASK,
    verb=rf"(?:(?:no|never|don't|do\s+not|only(?:\s+ever)?|always)\s+)?{alternatives(EN_ORDER_VERBS)}\b",
    quantified=(
        r"\b(?:always|never|without\s+exception|no\s+matter\s+what|as\s+a\s+rule)\b"
        rf"|\b(?:whenever|every\s+(?:single\s+)?time|each\s+time)\b(?!\s+you{_NOT_A_TASK})"
        rf"|{_EN_YOUR_TASK}"
        r"|\b(?:on|in|for|with|across|to)\s+(?:anything|everything|every|each|any|all)\b"
    ),
    task=rf"{_EN_YOUR_TASK}|\b[a-z]+ed\s+(?:to|on|in|into|as|by|with|at)\b",
    pointed=r"\b(?:this|that|these|those)\s+(?!is\b|was\b)[a-z]|\b(?:just\s+)?(?:once|right\s+now)\b",
    never=r"(?:no|never|don't|do\s+not|avoid|skip)\s+",
    only=r"only(?:\s+ever)?\s+",
)

_ZH_SOMEONE = f"{w.KIN_ZH}|他们|她们|他|她|别人|人家|大家|我们"
ZH = Shape(
    lasting_lead=r"(?:以后|今后|往后|从今往后|从今以后|从现在起|从现在开始|从今天起|从今天开始)[，,]?",
    rule_label=(
        r"(?:我的|我们的|一条|一个)?(?:规矩|规则|原则|铁律|老规矩)(?:是|就是)?[:：，,]"
        r"|(?P<tail>.+?)[，,](?:这(?:个|条)?)?(?:是|就是|算)(?:我的)?(?:铁律|规矩|原则|老规矩)$"
    ),
    addressing_lead=r"(?:请你?|麻烦你?|拜托你?|另外|还有|记住|记得)[，,]?|我(?:要|希望|需要|想让|想要)你们?",
    wanting=r"(?!)",
    subject=(
        rf"(?:{_ZH_SOMEONE}|你们?(?:每次|总是|一直|老是|又))"
        r"|[^，,]{0,10}?(?<![给帮替为跟和对让叫告诉提醒通知问])我(?![的们])"
    ),
    addressed=(
        r"请|麻烦|帮我|给我(?![的们])|替我|为我|提醒我|通知我|告诉我|问我"
        r"|抄送|转发|回复|回邮件|翻译|总结|整理|推荐|标注|标明|注明|备注|附上|预订|署名|落款|要用"
    ),
    verb=r".",
    quantified=(
        r"以后|今后|往后|每次|每回|每一次|一律|统统|统一|永远|总是|始终|的时候"
        r"|(?:^|[，,])(?:凡是|所有|任何)|(?:凡是|所有|任何)[^，,]*都"
        r"|(?<![一两三四五六七八九十几把])都(?!是)"
    ),
    task=r"(?!)",
    pointed=(
        r"(?:这|那)(?:个|家|封|份|篇|张|次|回|趟|些|条|件|本|单|场)|把[^，,]{0,8}?都"
        r"|[今明后]天|今晚|明晚|刚才|上次|下次"
    ),
    never=r"(?:都|也|一律|永远|千万)?(?:别|不要|不许|不准|禁止|不能)再?",
    only=r"(?:都|也)?(?:只|就只|仅)(?:要|能)?",
)
SHAPES = {"en": EN, "zh": ZH}

_CONDITIONAL = compiled(rf"^{alternatives(w.CONDITIONAL_ZH)}|^{english(w.CONDITIONAL_EN)}\b")
_END = re.compile(r"[\s。.!！~～]+$")
_MAX_ORDER = 160


@dataclass(frozen=True, slots=True)
class _Compiled:
    lasting_lead: re.Pattern[str]
    rule_label: re.Pattern[str]
    addressing_lead: re.Pattern[str]
    wanting: re.Pattern[str]
    subject: re.Pattern[str]
    addressed: re.Pattern[str]
    verb: re.Pattern[str]
    quantified: re.Pattern[str]
    task: re.Pattern[str]
    pointed: re.Pattern[str]
    never: re.Pattern[str]
    only: re.Pattern[str]


def _compile(shape: Shape) -> _Compiled:
    def at_start(pattern: str) -> re.Pattern[str]:
        return compiled(rf"^(?:{pattern})")

    return _Compiled(
        lasting_lead=at_start(shape.lasting_lead),
        rule_label=at_start(shape.rule_label),
        addressing_lead=at_start(shape.addressing_lead),
        wanting=at_start(shape.wanting),
        subject=at_start(shape.subject),
        addressed=compiled(shape.addressed),
        verb=at_start(shape.verb),
        quantified=compiled(shape.quantified),
        task=compiled(shape.task),
        pointed=compiled(shape.pointed),
        never=at_start(shape.never),
        only=at_start(shape.only),
    )


_SHAPES = {lang: _compile(shape) for lang, shape in SHAPES.items()}


@dataclass(frozen=True, slots=True)
class Order:
    """A statement read as a standing order: the order once its leads are cut, and its value."""

    order: str
    value: str


def shaped_order(statement: str) -> Order | None:
    """The standing order a whole statement gives by its shape (see the module doc), or None."""
    text = _END.sub("", trim(unicodedata.normalize("NFKC", statement)))
    if not text or len(text) > _MAX_ORDER or is_question(text) or _CONDITIONAL.match(text):
        return None
    if says_one_time(text):
        return None
    shape = _SHAPES["zh" if is_chinese(text) else "en"]
    order, lasting, addressed, wanted = text, False, False, False
    while True:
        if match := shape.lasting_lead.match(order):
            lasting = True
        elif match := shape.rule_label.match(order):
            lasting = True
            if match.groupdict().get("tail"):
                order = match["tail"]
                continue
        elif match := shape.addressing_lead.match(order):
            addressed = True
        elif not wanted and (match := shape.wanting.match(order)):
            wanted = True
        else:
            break
        if match.end() == 0:
            break
        order = order[match.end() :].strip()
    if not order or shape.pointed.search(order):
        return None
    if wanted:  # "I want metric units in every recipe you give me": a want of a thing in a task of ours
        addressed = addressed or bool(shape.task.search(order))
    elif shape.subject.match(order):
        return None  # "I always cc Priya", "my boss always wants …", 我老板每次都要求…
    else:
        addressed = addressed or bool(shape.addressed.search(order)) or _opens_with_verb(shape, order)
    if not addressed or not (lasting or shape.quantified.search(order)):
        return None
    if match := shape.never.match(order):
        return Order(order[match.end() :].strip(), NEVER)
    if match := shape.only.match(order):
        return Order(order[match.end() :].strip(), ONLY)
    return Order(order, REQUIRED)


def _opens_with_verb(shape: _Compiled, order: str) -> bool:
    """An English order opens with its verb (``EN_ORDER_VERBS``); a Chinese one is addressed only by its
    words (``addressed``): a bare verb may be the user's own resolution (以后每天都写日记)."""
    return not is_chinese(order) and bool(shape.verb.match(order))


def read_shaped_order(statement: str) -> Reading | None:
    """The standing rule a statement gives by its shape, as a USER CONSTRAINT on the order, or None."""
    found = shaped_order(statement)
    return stance_rule(_END.sub("", found.order), found.value) if found else None


def as_shaped_order(reading: Reading, statement: str) -> Reading:
    """A liking read from a statement that is a standing order by its shape, when the liking's thing is
    the order itself (it holds a word of the shape: a quantifier, a task, a word addressed to the
    assistant), as the rule; any other reading as it is."""
    if reading.memory_type is not MemoryType.PREFERENCE or reading.predicate != STANCE:
        return reading
    if reading.object_value not in ("like", "dislike"):
        return reading
    found = shaped_order(statement)
    if found is None:
        return reading
    shape = _SHAPES["zh" if is_chinese(statement) else "en"]
    thing = reading.subject
    if not (shape.quantified.search(thing) or shape.task.search(thing) or shape.addressed.search(thing)):
        return reading  # 以后帮我订靠窗的座位 → 靠窗座位: a liking of a clean thing
    return stance_rule(_END.sub("", found.order), found.value) or reading


def as_rule(reading: Reading, clause: str, statement: str) -> Reading:
    """A clause's stance as a standing rule when its statement is an order to the assistant: by its
    Chinese shape of address (``addressed_zh``), else by the shape read here; any other as it is."""
    return as_shaped_order(as_order_to_assistant(reading, clause, statement), statement)


def general_order(body: str, saved: bool) -> Reading | None:
    """The rule a statement that gave nothing clause by clause gives as a whole: an order general by
    what it governs (``kind_orders``, not after a save request), else a standing order by its shape."""
    return (None if saved else read_kind_order(body, first=False)) or read_shaped_order(body)
