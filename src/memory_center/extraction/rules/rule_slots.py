"""Standing rules about how the assistant answers, said without "always" or "never", and their slots
(docs/extraction.md, "Session 26: standing rules by their slot").

An imperative addressed to the assistant about its manner — how long its answers are, the language it
answers in, what it calls the user, how early it reminds — is a standing rule whatever its adverbs:
"keep answers short", "just call me Ellie", "English with me for everything please", 叫我老王吧,
提前两个小时提醒我最合适. Such a rule has a **slot**: one key ``user / <slot>`` (a CONSTRAINT), so a later
rule of the same slot is a new value of that key and governance supersedes the held one ("Always answer
me in Spanish" → "English with me please"; 叫我小王就行 → 叫我老王吧). ``SLOT_ROWS`` holds each slot's shapes
per language; ``MANNER_ROWS`` the orders of manner with no slot ("you can skip explaining the basics",
不用给我讲原理, 跟我说话正常点就行), read as the rule they say.

Look-alikes stay out: a word of one occasion ("keep this one short", 这次提前一天提醒我: ``lasting``), a
pointed-at thing ("this draft"), someone else ("my boss likes to be called Dr. Lee": the clause must
open with the order), a report of how others call the user ("My friends call me Jo": no order), a
verb after 叫我 (叫我起床).
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.model import NEVER, REQUIRED, STANCE, Reading
from memory_center.extraction.rules.text import alternatives, trim
from memory_center.governance.lasting import says_one_time

Example = tuple[str, str | None]
"""(clause, value the row reads) or (clause, None): a look-alike it must not read."""


@dataclass(frozen=True, slots=True)
class SlotRow:
    slot: str
    """The rule's key: ``user / <slot>`` (``name``, ``language`` keep the keys the facts already have)."""
    lang: str
    shape: str
    """A regular expression matched at the clause's start, with the group ``value``."""
    examples: tuple[Example, ...]
    alone: bool = False
    """Read only in a statement nothing else was read from: a reminder's lead said after a named
    event is that event's (小雨的生日是5月20日，请提前一周提醒我), no rule for every reminder."""


_LEAD_EN = r"^(?i:(?:so|and|but|then|ok|okay|honestly|please|just|actually|instead|from\s+now\s+on,?)\s+)*"
_LEAD_ZH = r"^(?:不过|但是|可是|以后|今后|往后|从现在起|从今天起|那就|那|就|还是|请|麻烦|你们?|都)*"
SCRIPTS = (
    "繁体字|繁體字|繁体中文|繁體中文|繁体|繁體|简体字|简体中文|简体|traditional chinese|simplified chinese"
)
"""The script of the answers is a value of the answer's language (以后回答我都用繁体字): one key, so a
later language or script supersedes it."""
_LANG = alternatives(w.LANGUAGES + "|" + SCRIPTS)
_TITLE = r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Coach|Captain|Auntie|Uncle)\.?\s+)?"
_NOT_NAMED = (
    r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tomorrow|Tonight|Today|Later|Back"
    r"|When|After|Before|If|At|On)\b)"
)
_AMOUNT_EN = r"(?:a|an|one|two|three|four|five|six|ten|twelve|\d+|half\s+an?|a\s+couple\s+of|a\s+few)"
_UNIT_EN = r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?)"
_COUNT_EN = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred|a\s+few)"
_PIECE_EN = r"(?i:words|sentences|lines|paragraphs|bullet\s+points|bullets|points|characters)"
_COUNT_ZH = r"(?:[一二两三四五六七八九十百千\d]+)(?:个)?(?:字|句话|句|行|段|点|条)(?:以内|之内|以下)?"
_AMOUNT_ZH = r"(?:[一二两三四五六七八九十半\d]+|半)(?:个)?(?:多)?(?:分钟|小时|钟头|天|日|周|星期|礼拜|月)"

SLOT_ROWS: tuple[SlotRow, ...] = (
    SlotRow(
        "name",
        "en",
        _LEAD_EN + r"(?i:you\s+can\s+|you\s+may\s+)?(?i:call\s+me|address\s+me\s+as|refer\s+to\s+me\s+as)\s+"
        rf"{_NOT_NAMED}(?P<value>{_TITLE}[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){{0,2}})",
        (
            ("just call me Ellie", "Ellie"),
            ("Address me as Dr. Hart in all replies please", "Dr. Hart"),
            ("Please call me Professor Lin when you reply", "Professor Lin"),
            ("My friends call me Jo", None),
            ("call me Tuesday about it", None),
            ("call me back in five minutes", None),
        ),
    ),
    SlotRow(
        "name",
        "zh",
        _LEAD_ZH + r"(?:叫|喊|称呼)我(?:为)?(?!起床|起来|去|来|吃|回|过去|一起|帮|出|做|干|别|不)"
        r"(?P<value>[^\s,，。!！?？就吧好的啦呀]{1,5})(?:就行|就好|就可以|就成|吧|好了|啦|呀)?[。!！]?$",
        (
            ("叫我老王吧", "老王"),
            ("叫我小王就行", "小王"),
            ("以后就叫我李老师", "李老师"),
            ("明天早上七点叫我起床", None),
            ("叫我起床", None),
        ),
    ),
    SlotRow(
        "language",
        "en",
        _LEAD_EN + r"(?i:(?:always|only)\s+)?(?i:talk|speak|write|reply|respond|answer|chat|communicate)"
        rf"(?i:\s+(?:to|with))?(?i:\s+me)?(?i:\s+only)?\s+(?i:in)\s+(?P<value>(?i:{_LANG}))\b",
        (
            ("Always answer me in Spanish, I'm trying to practice", "Spanish"),
            ("Reply to me in French", "French"),
            ("my Spanish practice happens in a class", None),
        ),
    ),
    SlotRow(
        "language",
        "en",
        _LEAD_EN + rf"(?P<value>(?i:{_LANG}))\s+(?i:with|to|for)\s+(?i:me)\b(?!\s+(?:is|was|are)\b)",
        (
            ("so English with me for everything please", "English"),
            ("Italian with me for all answers please", "Italian"),
            ("English for me is hard", None),
        ),
    ),
    SlotRow(
        "language",
        "en",
        _LEAD_EN
        + r"(?i:(?:you\s+can|feel\s+free\s+to)\s+)?(?i:go|switch|change|get)\s+(?i:back\s+)?(?i:to)\s+"
        rf"(?P<value>(?i:{_LANG}))\b(?!\s+(?:class|lessons?|school|food|cuisine|music|books?)\b)",
        (
            ("you can go back to English", "English"),
            ("switch back to German please", "German"),
            ("I want to go back to Spanish class", None),
        ),
    ),
    SlotRow(
        "language",
        "en",
        _LEAD_EN + rf"(?P<value>(?i:{_LANG}))\s+(?i:is|'s)\s+(?i:fine|ok|okay)\s+"
        r"(?i:again|now|from\s+now\s+on|with\s+me|for\s+everything|going\s+forward|from\s+here\s+on)\b",
        (
            ("English is fine again", "English"),
            ("English is fine for everything going forward", "English"),
            ("English is fine", None),
            ("Spanish is great now", None),
        ),
    ),
    SlotRow(
        "language",
        "zh",
        _LEAD_ZH
        + rf"(?:用|说)(?P<value>{_LANG})(?:跟|和|给|同|对)?我?(?:回复|回答|回|交流|沟通|聊天|聊|说话|讲|写)",
        (("用中文回我吧", "中文"), ("以后都用英文回复我", "英文"), ("这段话帮我翻译成日语", None)),
    ),
    SlotRow(
        "language",
        "zh",
        r"^(?:不过|但是|那就|那|就|还是|请|麻烦|你)*(?:(?:以后|今后|往后)(?:都|一律|统一|就)?(?:用|说)"
        r"|(?:以后|今后|往后)?(?:都|就)?(?:换回|换成|改成|改用|改回|切回|切换成|切换到))(?P<value>"
        + _LANG
        + r")(?:回复|回答|跟我说)?(?:吧|就行|就好|好了|了)?[。!！]?$",
        (
            ("还是换回中文吧", "中文"),
            ("以后都用简体吧", "简体"),
            ("以后都用英文思考", None),
            ("这段换成英文", None),
        ),
    ),
    SlotRow(
        "language",
        "zh",
        r"^(?:以后|今后|往后)?(?:(?:回复|回答)我?|回我)(?:的时候)?(?:都|请|一律)?(?:用|说)(?P<value>"
        + _LANG
        + ")",
        (("回复我都用英文", "英文"), ("以后回答我都用繁体字", "繁体字"), ("以后回答都用英文", "英文")),
    ),
    SlotRow(
        "language",
        "zh",
        _LEAD_ZH
        + r"(?:跟|和|对)我(?:(?:说话|讲话|聊天|交流|沟通)(?:的时候)?(?:就|都|只|请|一律)?)?(?:说|讲|用)"
        r"(?P<value>" + _LANG + ")",
        (("跟我说中文就行", "中文"), ("跟我聊天就用中文", "中文"), ("跟我说话只用中文", "中文")),
    ),
    SlotRow(
        "answer_length",
        "en",
        _LEAD_EN + r"(?i:keep|make)\s+(?i:(?:your|the|all|my|all\s+your)\s+)?(?i:answers|replies|responses"
        r"|explanations|messages)\s+(?i:(?:really|super|very|nice\s+and|pretty|fairly|more)\s+)?"
        r"(?P<value>(?i:short|brief|concise|tight|long|detailed|thorough))\b",
        (
            ("keep answers short", "short"),
            ("keep your replies brief", "brief"),
            ("keep this one short", None),
        ),
    ),
    SlotRow(
        "answer_length",
        "en",
        _LEAD_EN + r"(?i:give|send|write)\s+(?i:me\s+)?(?i:(?:really|more|much\s+more|very)\s+)?"
        r"(?P<value>(?i:short|shorter|brief|concise|long|longer|detailed|in-depth|thorough))\s+"
        r"(?i:answers|replies|responses|explanations)",
        (("give me detailed answers from now on", "detailed"), ("give me a detailed answer", None)),
    ),
    SlotRow(
        "answer_length",
        "en",
        _LEAD_EN
        + r"(?i:(?:keep|make|cap|limit)\s+)?(?i:(?:your|the|all|my|all\s+your)\s+)?(?i:answers|replies"
        r"|responses|explanations)\s+(?P<value>(?i:(?:to\s+|at\s+)?(?:under|below|within|at\s+most|less\s+than"
        r"|fewer\s+than|no\s+more\s+than|no\s+longer\s+than|in|of)\s+)?"
        + _COUNT_EN
        + r"\s+"
        + _PIECE_EN
        + r"(?:\s+(?i:max|maximum|tops|or\s+less|or\s+fewer|at\s+most))?)",
        (
            ("keep answers under 100 words unless I say 'long'", "under 100 words"),
            ("answers in 3 sentences max unless I ask for more", "in 3 sentences max"),
            ("make the summary under 100 words", None),
        ),
    ),
    SlotRow(
        "answer_length",
        "zh",
        _LEAD_ZH + r"(?:给我|跟我)?(?:回答|回复|回我)(?:我)?(?:的时候)?(?:都|要|请|尽量|最好)?"
        r"(?P<value>(?:控制在|限制在|不要超过|别超过|不超过|不能超过|最多|不多于)" + _COUNT_ZH + ")",
        (
            ("回答控制在三句话以内", "控制在三句话以内"),
            ("回答不要超过两百字", "不要超过两百字"),
            ("这篇回答不要超过两百字", None),
        ),
    ),
    SlotRow(
        "answer_length",
        "zh",
        _LEAD_ZH + r"(?:给我|跟我)?(?:回答|回复|回我|说话|讲话)(?:我)?(?:的时候)?(?:尽量|都|要|请|就)?"
        r"(?P<value>简短|简洁|短|详细|啰嗦|长)(?:一点|一些|点|些)?",
        (("回答尽量简短", "简短"), ("回复我的时候详细一点", "详细")),
    ),
    SlotRow(
        "reminder_lead",
        "en",
        _LEAD_EN
        + r"(?i:remind\s+me)\b(?:[^,.;]*?\s)?(?P<value>(?i:"
        + _AMOUNT_EN
        + r")\s+(?i:"
        + _UNIT_EN
        + r"))\s+(?i:ahead|before|beforehand|in\s+advance|early|earlier|prior)\b",
        (
            ("remind me about appointments a week ahead", "a week"),
            ("remind me two days before", "two days"),
            ("a week ahead is too early", None),
        ),
        alone=True,
    ),
    SlotRow(
        "reminder_lead",
        "zh",
        r"^(?:[^，,。]{0,10}?)(?:提前(?P<value>" + _AMOUNT_ZH + r")[^，,。]{0,4}?提醒"
        r"|提醒[^，,。]{0,12}?提前(?P<later>" + _AMOUNT_ZH + "))",
        (
            ("提前两个小时提醒我最合适", "两个小时"),
            ("提醒我事情的时候都提前一天说", "一天"),
            ("提前一天太早了", None),
        ),
        alone=True,
    ),
)

_COMPILED = tuple((row, re.compile(row.shape)) for row in SLOT_ROWS)
_OTHERS = re.compile(r"\b(?:he|she|they|him|her|them|his|their)\b|[他她]", re.IGNORECASE)
_POINTED = re.compile(
    r"\b(?:this|that|these|those)\b|这[次个篇封条段份回]|那[次个篇封条段份回]", re.IGNORECASE
)


def _lang(text: str) -> str:
    return "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"


def _shown(slot: str, value: str) -> str:
    value = trim(value)
    return value.capitalize() if slot == "language" and value.isascii() else value


def rule_slot(clause: str, alone: bool = True) -> Reading | None:
    """The slotted rule a clause says (``user / <slot>`` = its value, a CONSTRAINT), or None; ``alone``:
    nothing else was read from its statement so far."""
    clause = trim(clause)
    if not clause or says_one_time(clause) or _OTHERS.search(clause):
        return None
    lang = _lang(clause)
    for row, shape in _COMPILED:
        if row.lang != lang or (row.alone and not alone) or (match := shape.match(clause)) is None:
            continue
        said = match.group("value") or match.groupdict().get("later") or ""
        if said and not (row.slot != "name" and _POINTED.search(clause)):
            return Reading(MemoryType.CONSTRAINT, "user", row.slot, _shown(row.slot, said), lasting=True)
    return None


def slotted_in(reading: Reading, clauses: Iterable[str]) -> Reading:
    """A rule read from a whole statement ("Always answer me in Spanish, I'm trying to practice"), or
    the user's name said as an order, put on its slot when one of the statement's clauses says one."""
    if not (reading.memory_type is MemoryType.CONSTRAINT or reading.predicate in ("name", "language")):
        return reading
    for clause in clauses:
        if (slotted := rule_slot(clause)) is not None:
            return slotted
    return reading


@dataclass(frozen=True, slots=True)
class MannerRow:
    lang: str
    shape: str
    """A regular expression matched at the clause's start; ``rest`` is the order's thing."""
    value: str
    examples: tuple[Example, ...]


_ASSISTANT_ACTS_EN = (
    r"(?:explain\w*|walk\s+me\s+through|go\s+over|spell\s+out|repeat\w*|apologi[sz]\w*|recap\w*|summari[sz]\w*"
    r"|caveat\w*|hedg\w*|justify\w*|introduc\w*|tell\s+me|remind\s+me\s+of|define\w*|list\w*)"
)
MANNER_ROWS: tuple[MannerRow, ...] = (
    MannerRow(
        "en",
        _LEAD_EN
        + r"(?i:you\s+can|feel\s+free\s+to|go\s+ahead\s+and)\s+(?i:skip|drop|leave\s+out|cut|stop)\s+"
        rf"(?P<rest>(?i:{_ASSISTANT_ACTS_EN}).*)$",
        NEVER,
        (("you can skip explaining the basics every time", "explaining the basics every time"),),
    ),
    MannerRow(
        "en",
        _LEAD_EN
        + r"(?i:no\s+need\s+to|there's\s+no\s+need\s+to|you\s+don't\s+(?:need|have)\s+to|don't\s+bother\s+to)"
        rf"\s+(?P<rest>(?i:{_ASSISTANT_ACTS_EN}).*)$",
        NEVER,
        (
            ("no need to walk me through the theory", "walk me through the theory"),
            ("no need to pick me up", None),
        ),
    ),
    MannerRow(
        "en",
        _LEAD_EN
        + r"(?i:(?:pls|plz)\s+)?(?i:stop|quit|skip|drop|cut|ditch|no\s+more)\s+(?i:(?:with|using|putting"
        r"|adding|doing)\s+)?(?i:(?:the|all\s+the|your|those|so\s+many)\s+)?"
        r"(?!(?i:by|in|at|over|off|for|to|and)\b)(?P<rest>[\w' -]{2,40}?)\s+(?i:with\s+me"
        r"|in\s+(?:your|the|all\s+your|my)\s+(?:answers|replies|responses|messages|explanations))\b",
        NEVER,
        (
            ("skip the pleasantries with me, just get to the point", "pleasantries"),
            ("pls stop with the exclamation marks in your answers", "exclamation marks"),
            ("stop by the office with me", None),
        ),
    ),
    MannerRow(
        "en",
        _LEAD_EN
        + r"(?i:end|start|open|close|finish|begin|sign\s+off)\s+(?i:every|each|all|all\s+your|your)\s+"
        r"(?i:answers?|repl(?:y|ies)|responses?|messages?|emails?)\s+(?i:with)\s+(?P<rest>.+)$",
        REQUIRED,
        (("end every reply with a joke", "a joke"), ("end the email with a joke", None)),
    ),
    MannerRow(
        "en",
        r"^(?P<rest>(?!(?:i|we|my|our|you|it|this|that)\b)[a-z][\w -]{1,30}?)\s+for\s+me\s+"
        r"(?:from\s+here\s+on|from\s+now\s+on|going\s+forward|for\s+good)\b"
        r"(?!.*\b(?:over|rather\s+than|instead\s+of)\b)",
        REQUIRED,
        (("window seat for me from here on", "window seat"), ("I think for me from now on", None)),
    ),
    MannerRow(
        "zh",
        r"^(?:以后|今后)?(?:你)?(?:不用|不必|无需|用不着|没必要)(?:每次都?|再|总是)?(?:给我|跟我|向我|帮我|对我)?"
        r"(?P<rest>(?:讲|解释|说明|介绍|科普|客套|寒暄|铺垫|重复|道歉)[^了]*)$",
        NEVER,
        (("不用给我讲原理", "讲原理"), ("这段代码不用解释了", None)),
    ),
    MannerRow(
        "zh",
        r"^(?P<rest>(?:跟|和|对)我(?:说话|讲话|聊天|交流|沟通)(?:的时候)?.{1,6}?)(?:就行|就好|就可以|就成)?[。!！]?$",
        REQUIRED,
        (("跟我说话正常点就行", "跟我说话正常点"), ("跟我说话别用敬语", "跟我说话别用敬语")),
    ),
    MannerRow(
        "zh",
        r"^(?P<rest>(?:正常|直接|简单|随便|随意|普通)(?:点|些|地)?(?:称呼|叫|喊)我)(?:就行|就好|就可以|就成)?[。!！]?$",
        REQUIRED,
        (("正常称呼我就行", "正常称呼我"),),
    ),
)
_MANNER = tuple((row, re.compile(row.shape)) for row in MANNER_ROWS)
_NEGATED_ZH = re.compile(r"别|不要|不用|不必|无需")


def manner_rule(clause: str) -> Reading | None:
    """An order about the assistant's manner with no slot, said without always/never: the rule."""
    clause = trim(clause)
    if not clause or says_one_time(clause) or _OTHERS.search(clause) or _POINTED.search(clause):
        return None
    lang = _lang(clause)
    for row, shape in _MANNER:
        if row.lang == lang and (match := shape.match(clause)) and (rest := trim(match["rest"])):
            value = NEVER if _NEGATED_ZH.search(rest) else row.value  # 跟我说话别用敬语: a prohibition
            return Reading(MemoryType.CONSTRAINT, rest.casefold(), STANCE, value, lasting=True)
    return None


_REFUSED_EN = re.compile(
    r"\b(?:don'?t|do\s+not|never|stop|quit|no\s+more)\s+(?:call(?:ing)?|address(?:ing)?)\s+me\s+"
    r"(?P<refused>[\w']+)",
    re.IGNORECASE,
)
_NAME_AFTER_EN = re.compile(
    rf"(?:^|[.!;,—–-]\s*)(?i:(?:(?:lol|haha|ok|okay)\s+)?(?:it'?s|it\s+is|i'?m|i\s+am|just|call\s+me|use)\s+)?"
    rf"{_NOT_NAMED}(?P<value>{_TITLE}[A-Z][a-z][\w'-]*)(?:\s+(?i:is|'s)\s+(?i:fine|good|ok|okay|great|perfect"
    r"|enough)|\s+(?i:works|please|thanks))?\s*[.!]*\s*$"
)


def with_address(text: str, candidates: list[ExtractedCandidate]) -> list[ExtractedCandidate]:
    """A refused form of address followed by the name to use ("don't call me sir lol. it's Kat",
    "don't call me ma'am, I'm 26. Priya is fine"): the name is the rule's value, ``user / name`` (a
    CONSTRAINT on the key of the name slot), added beside the refusal and in its scope."""
    refused = _REFUSED_EN.search(text)
    if refused is None or any(c.predicate == "name" for c in candidates):
        return candidates
    rest = text[refused.end() :]
    named = next((m for m in map(_NAME_AFTER_EN.search, re.split(r"(?<=[.!;])\s+", rest)) if m), None)
    word = refused.group("refused").casefold()
    refusal = next((c for c in candidates if word in c.content.casefold()), None)
    if named is None or refusal is None or _OTHERS.search(named.group(0)):
        return candidates
    name = replace(
        refusal,
        memory_type=MemoryType.CONSTRAINT,
        subject="user",
        predicate="name",
        object_value=trim(named.group("value")),
        content=trim(text),
    )
    return [*candidates, name]
