"""A correction said in a message of its own, after the message it corrects: "Oops, I meant Munich",
"Sorry, Munich, not Berlin", "不对，是上海", "说错了，应该是周五".

One message alone cannot say which memory "Munich" corrects, so the rules only read the message
(``read_later_correction``); the write path (``writepath.later``) puts the value on the key of the
user's memory it corrects: the one whose value the message names ("not Berlin"), else the user's
latest memory from the same session. Only an unmistakable correction counts — a strong marker
("I meant", "correction", 不对, 说错了, 应该是 …), the old value named, or a change of the last value
("Make it 500 instead", 改成五百吧) — so "Sorry, I'm late" or
"Actually it's fine" never rewrite a memory.
"""

import re
import unicodedata
from dataclasses import dataclass

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.reader import BARE_VALUE_LEAD, read_clause, strip_correction
from memory_center.extraction.rules.text import compiled, english, trim, value

MAX_VALUE_CHARS = 40
_STRONG_MARKER = compiled(
    r"不对|说错了|搞错了|记错了|写错了|打错了|打错字|口误|笔误|更正|纠正|应该是|我是说|我的意思是|哦不|"
    + english(
        "i meant|i mean|correction|scratch that|my mistake|my bad|i misspoke|typo|i was wrong"
        "|to correct myself|let me correct that|wrong one|wait, no|wait no|no, wait"
    )
)
_INSTEAD_OF = compiled(
    r"[，,]?\s*(?:\bnot\b|\brather than\b|\binstead of\b|而不是|不是)\s*(?P<old>[^，,]+?)$"
)
_AMOUNT_SAID = (
    r"[$€£¥]?(?:\d[\d,.]*|[零〇一二两三四五六七八九十百千万亿]+)(?:\s*(?:k|w|万|千|块钱|块|元|rmb|eur|euros?|usd|dollars?"
    r"|bucks?|gbp|pounds?|quid|[€$£¥])\b)?"
)
_CHANGE_TO = compiled(
    r"^(?:(?:ok|okay|actually|no|hmm|um|oh|so|then|well)[\s,，]+)*(?:make\s+it|change\s+it\s+to|change\s+that\s+to"
    rf"|let's\s+make\s+it)\s+(?:(?P<value>.+?)\s+instead|(?P<v2>{_AMOUNT_SAID}))$"
    r"|^(?:(?:ok|okay|actually|no|hmm|um|oh|so|then|well)[\s,，]+)*(?:let's\s+say|say|let's\s+go\s+with|go\s+with"
    r"|let's\s+do|make\s+that|i'd\s+say|i\s+would\s+say|i'll\s+go\s+with"
    r"|(?:bump|push|move|put|take|raise|lower|increase|reduce|cut|drop|up|bring)\s+it\s+(?:up\s+|down\s+)?to)\s+"
    rf"(?P<v3>{_AMOUNT_SAID})(?:\s+instead|\s+then)?$"
    r"|^(?:那就|那|就|还是)?(?:改成|改为|改到|换成|调成|调到|调整到|调整为|降到|降低到|降为|提到|提高到|涨到|加到|减到|压到)"
    rf"(?P<v4>{_AMOUNT_SAID})(?:吧|就行|就好|就可以|好了|算了)?$"
    rf"|^(?:那就|那|就|还是)(?P<v5>{_AMOUNT_SAID})(?:吧|就行|就好|好了)$"
)
"""A new value said as a change of the last one: "Make it Friday instead", "change it to 500", "let's say
3k instead", "bump it up to 1200", 改成两千五吧, 降到四千就行 (a bare amount after the verbs that are
not "make it"); "Make it quick" is no value."""
_NOT_FIRST = compiled(r"^(?:\bnot\b|不是)\s*(?P<old>[^，,]{1,40}?)\s*[，,]\s*(?P<rest>.+)$")
"""The wrong value said first: "Not Oracle, I meant Salesforce", 不是刘芳，是刘方."""
_NOT_A_VALUE = compiled(
    r"^(?:i|i'm|i am|im|ive|id|you|we|they|he|she|this|that|it|there|am|is|are|was|were|will|can|could|would"
    r"|do|does|did|don't|no|yes|ok|okay|sure|thanks?|thank you|never mind|nevermind|fine|nothing"
    r"|没事|没关系|算了|好的|好吧|谢谢|对不起|抱歉)\b|^(?:我|你|他|她)"
)


@dataclass(frozen=True, slots=True)
class LaterCorrection:
    """The corrected value as said, and the value it replaces when the message names it."""

    value: str
    instead_of: str | None
    text: str


def read_later_correction(message: ExtractionInput) -> LaterCorrection | None:
    if message.role != "user" or re.search(r"[?？]", message.text):
        return None
    text = trim(unicodedata.normalize("NFKC", message.text))
    if not text or len(text) > 3 * MAX_VALUE_CHARS or "\n" in text:
        return None
    first = _NOT_FIRST.match(text)
    if first and not (_STRONG_MARKER.search(text) or BARE_VALUE_LEAD.match(first["rest"])):
        first = None  # "Not now, later": no correction without a marker or "是 / it's …"
    rest, corrected = strip_correction(first["rest"] if first else text)
    instead = _INSTEAD_OF.search(rest) if corrected or rest else None
    changed = _CHANGE_TO.match(rest) if instead is None and first is None else None
    typed = corrected and re.search(r"\d", rest) is not None  # "Sorry, 35.": a weak marker and a number
    if (
        not (corrected and (_STRONG_MARKER.search(text) or typed))
        and instead is None
        and first is None
        and not changed
    ):
        return None
    if changed:
        rest = changed["value"] or changed["v2"] or changed["v3"] or changed["v4"] or changed["v5"]
    said = trim(BARE_VALUE_LEAD.sub("", trim(rest[: instead.start()] if instead else rest)))
    if not said or len(said) > MAX_VALUE_CHARS or _NOT_A_VALUE.match(said) or read_clause(said):
        return None
    old = value(instead["old"]) if instead else (value(first["old"]) if first else None)
    return LaterCorrection(value(said), old or None, text)
