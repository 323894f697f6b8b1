"""Importance: how much a memory matters, from the user's emphasis and its source (docs/design.md §4).

A pure rule with reason codes. Every memory starts at ``BASELINE`` (0.5); each signal moves it by a
fixed step and names itself in ``reasons``; the result is clamped to [0, 1]:

====================  =======  =====================================================================
reason                 step     when
====================  =======  =====================================================================
explicit_save          +0.15    the user asked to remember it (记住, 别忘了, remember, don't forget)
emphasis               +0.15    绝对, 一定, 千万, 务必, 必须, never, absolutely, must, definitely, …
correction             +0.15    the user corrects an earlier statement (不对, 更正, actually, I meant)
standing_rule          +0.2     a prohibition or hard requirement (a CONSTRAINT the agent must obey)
hedged                 −0.15    可能, 也许, maybe, I think, … (a guess matters less)
chit_chat              −0.2     哈哈, 随便说说, lol, just saying, by the way, …
user_confirmed         +0.1     the source is the user's own confirmation
inferred               −0.1     the source is an inference, not a statement
reviewer_confirmed     +0.15    a reviewer accepted the candidate (``on_confirmation``)
====================  =======  =====================================================================

The extractor calls ``assess`` for every candidate; the write path calls ``on_confirmation`` when a
reviewer accepts one. The ranking multiplies by importance (docs/design.md §4), so the words here change what
reaches an agent first, never what is stored.
"""

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum

from memory_center.enums import MemoryType, SourceType

BASELINE = 0.5


class ImportanceReason(StrEnum):
    EXPLICIT_SAVE = "explicit_save"
    EMPHASIS = "emphasis"
    CORRECTION = "correction"
    STANDING_RULE = "standing_rule"
    HEDGED = "hedged"
    CHIT_CHAT = "chit_chat"
    USER_CONFIRMED = "user_confirmed"
    INFERRED = "inferred"
    REVIEWER_CONFIRMED = "reviewer_confirmed"


STEPS: dict[ImportanceReason, float] = {
    ImportanceReason.EXPLICIT_SAVE: 0.15,
    ImportanceReason.EMPHASIS: 0.15,
    ImportanceReason.CORRECTION: 0.15,
    ImportanceReason.STANDING_RULE: 0.2,
    ImportanceReason.HEDGED: -0.15,
    ImportanceReason.CHIT_CHAT: -0.2,
    ImportanceReason.USER_CONFIRMED: 0.1,
    ImportanceReason.INFERRED: -0.1,
    ImportanceReason.REVIEWER_CONFIRMED: 0.15,
}


_ORDER = {reason: index for index, reason in enumerate(ImportanceReason)}


def _words(zh: str, en: str) -> re.Pattern[str]:
    english = "|".join(sorted(en.split("|"), key=len, reverse=True))
    return re.compile(rf"{zh}|\b(?:{english})\b", re.IGNORECASE)


SAVE_WORDS = _words(
    "记住|记下|记一下|记好|别忘了|不要忘了|不要忘记|别忘记|牢记",
    "remember|don't forget|do not forget|never forget|keep in mind|make a note|note that",
)
EMPHASIS_WORDS = _words(
    "绝对|一定|千万|务必|必须|坚决|永远|无论如何|再也",
    "never|absolutely|must|definitely|under no circumstances|ever again|at all costs|no matter what"
    "|always|strictly|seriously|whatever happens",
)
CORRECTION_WORDS = _words(
    "不对|应该是|更正|纠正|说错了|我说错|搞错了|记错了|不是.{1,12}?而是",
    "actually|i meant|i mean|correction|sorry, it's|sorry, it is|to correct|i misspoke|no wait|my mistake"
    "|i was wrong",
)
HEDGE_WORDS = _words(
    "可能|大概|也许|或许|好像|估计|我觉得|我猜|不一定|说不定",
    "maybe|probably|perhaps|i think|i guess|i suppose|might|not sure|possibly",
)
CHIT_CHAT_WORDS = _words(
    "哈哈|呵呵|嘿嘿|随便说说|随口一说|开玩笑|顺便说一下|闲聊",
    "lol|haha|just saying|just kidding|by the way|btw|random thought|fun fact",
)


@dataclass(frozen=True, slots=True)
class Importance:
    """An importance in [0, 1] and the reasons that moved it from the baseline, in order."""

    value: float
    reasons: tuple[ImportanceReason, ...] = ()


def _clamped(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 2)


def scored(reasons: tuple[ImportanceReason, ...], start: float = BASELINE) -> Importance:
    """The importance these reasons give from ``start`` (each reason counted once)."""
    unique = tuple(dict.fromkeys(reasons))
    return Importance(_clamped(start + sum(STEPS[reason] for reason in unique)), unique)


def reasons_in(text: str) -> tuple[ImportanceReason, ...]:
    """The emphasis, save, correction, hedge and chit-chat signals a text carries, in table order."""
    folded = unicodedata.normalize("NFKC", text)
    found = (
        (ImportanceReason.EXPLICIT_SAVE, SAVE_WORDS),
        (ImportanceReason.EMPHASIS, EMPHASIS_WORDS),
        (ImportanceReason.CORRECTION, CORRECTION_WORDS),
        (ImportanceReason.HEDGED, HEDGE_WORDS),
        (ImportanceReason.CHIT_CHAT, CHIT_CHAT_WORDS),
    )
    return tuple(reason for reason, words in found if words.search(folded))


def _source_reasons(source_type: SourceType) -> tuple[ImportanceReason, ...]:
    if source_type is SourceType.USER_CONFIRMED:
        return (ImportanceReason.USER_CONFIRMED,)
    if source_type is SourceType.INFERRED:
        return (ImportanceReason.INFERRED,)
    return ()


def assess(
    text: str,
    *,
    standing_rule: bool = False,
    correction: bool = False,
    explicit_save: bool = False,
    source_type: SourceType = SourceType.USER_STATED,
) -> Importance:
    """The importance of a memory said in ``text``; ``standing_rule``, ``correction`` and
    ``explicit_save`` are what the extractor understood beyond the words (a prohibition, a corrected
    value, a save request said elsewhere in the message)."""
    reasons = list(reasons_in(text))
    if explicit_save:
        reasons.append(ImportanceReason.EXPLICIT_SAVE)
    if correction:
        reasons.append(ImportanceReason.CORRECTION)
    if standing_rule:
        reasons.append(ImportanceReason.STANDING_RULE)
    reasons.extend(_source_reasons(source_type))
    return scored(tuple(sorted(set(reasons), key=_ORDER.__getitem__)))


def on_confirmation(current: float) -> Importance:
    """A reviewer accepted the memory: its importance rises by the confirmation step."""
    return scored((ImportanceReason.REVIEWER_CONFIRMED,), start=current)


def proposed_importance(content: str, memory_type: MemoryType, source_type: SourceType) -> float:
    """The importance of a candidate an agent submits: what its words say; a CONSTRAINT is a rule."""
    return assess(content, standing_rule=memory_type is MemoryType.CONSTRAINT, source_type=source_type).value


def on_accept(content: str, memory_type: MemoryType, source_type: SourceType) -> Importance:
    """The importance of a candidate a reviewer accepts: what its words say (a CONSTRAINT is a
    standing rule), raised by the confirmation. For the write path's accept."""
    said = assess(content, standing_rule=memory_type is MemoryType.CONSTRAINT, source_type=source_type)
    confirmed = on_confirmation(said.value)
    return Importance(confirmed.value, said.reasons + confirmed.reasons)
