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
    r"不对|说错了|搞错了|记错了|写错了|打错了|打错字|口误|笔误|更正|纠正|应该是|我是说|哦不|"
    + english(
        "i meant|i mean|correction|scratch that|my mistake|my bad|i misspoke|typo|i was wrong"
        "|to correct myself|let me correct that|wrong one|wait, no|wait no|no, wait"
    )
)
_INSTEAD_OF = compiled(
    r"[，,]?\s*(?:\bnot\b|\brather than\b|\binstead of\b|而不是|不是)\s*(?P<old>[^，,]+?)$"
)
_CHANGE_TO = compiled(
    r"^(?:(?:ok|okay|actually|no|hmm|um|oh)[\s,，]+)*(?:make\s+it|change\s+it\s+to|change\s+that\s+to"
    r"|let's\s+make\s+it)\s+(?:(?P<value>.+?)\s+instead|(?P<v2>[$€£¥]?\d[\d,.]*(?:\s*[a-z€$£¥]{0,8})?))$"
)
"""A new value said as a change of the last one: "Make it Friday instead", "change it to 500"; "Make it
quick" is no value."""
_NOT_FIRST = compiled(r"^(?:\bnot\b|不是)\s*(?P<old>[^，,]{1,40}?)\s*[，,]\s*(?P<rest>.+)$")
"""The wrong value said first: "Not Oracle, I meant Salesforce", 不是刘芳，是刘方."""
_NOT_A_VALUE = compiled(
    r"^(?:i|i'm|i am|you|we|they|he|she|this|that|it|there|am|is|are|was|were|will|can|could|would"
    r"|do|does|did|don't|no|yes|ok|okay|sure|thanks?|thank you|never mind|nevermind|fine|nothing"
    r"|我|你|他|她|我们|没事|没关系|算了|好的|好吧|谢谢|对不起|抱歉)\b"
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
    if not (corrected and _STRONG_MARKER.search(text)) and instead is None and first is None and not changed:
        return None
    if changed:
        rest = changed["value"] or changed["v2"]
    said = trim(BARE_VALUE_LEAD.sub("", trim(rest[: instead.start()] if instead else rest)))
    if not said or len(said) > MAX_VALUE_CHARS or _NOT_A_VALUE.match(said) or read_clause(said):
        return None
    old = value(instead["old"]) if instead else (value(first["old"]) if first else None)
    return LaterCorrection(value(said), old or None, text)
