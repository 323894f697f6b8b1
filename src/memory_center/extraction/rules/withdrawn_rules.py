"""A held standing rule about the assistant's answers, withdrawn by reference (pure): "ok done with the
spanish practice", "you can drop the bullet thing", "forget the word limit", "the Captain thing is
over", 总结那个不用了，太啰嗦, 字数限制取消吧, 列表那条作废吧.

A withdrawal names its rule by a few of its words, seldom by its own: a shape of withdrawal
(``_WITHDRAWALS``: a verb of dropping and a thing, a thing and a verb of its end) gives the words
that refer (``reference``), and a held rule is withdrawn when the reference shares a content word with
its statement, its value or the words of its slot (``SLOT_WORDS``: "the word limit" names the
answer's length, 称呼 the form of address). The write path (``writepath.rule_withdrawals``) ends each
rule withdrawn on its own key (governance supersedes it).

Only a rule about the answers ends this way (``RULE_PREDICATES``): a health restriction or a budget
ends by its own readers. Look-alikes end nothing: a word of one occasion (这次不用总结了, "skip the
summary for this one": ``lasting``), a question, someone else's ("my boss dropped the dress code"), a
reference that names no held rule ("forget the milk").
"""

import re
from collections.abc import Sequence

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.anchors import en_anchors
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, is_chinese, listed, trim
from memory_center.governance.lasting import says_one_time

RULE_PREDICATES = frozenset({"preference", "answer_length", "language", "name", "reminder_lead"})
"""The keys of a standing rule about the answers: a stance said as an order, and the rule slots
(``rules.rule_slots``)."""
SLOT_WORDS = {
    "answer_length": "limit length long short brief word words count sentences 字数 长度 篇幅 字 简短 啰嗦",
    "language": "language languages 语言 语种",
    "name": "name names nickname call address title 称呼 叫法 名字",
    "reminder_lead": "reminder reminders early ahead 提醒 提前",
}
"""The words that name a rule slot whatever its value ("forget the word limit", 称呼那个不用了)."""

_GENERIC_EN = frozenset(listed("answer|repli|respons|messag|rul|keep|under|end|whole|part"))
_GENERIC_ZH = frozenset(listed("回答|回复|规矩|要求|规则|以后|每次|那个|那条|这个|这条|帮我"))
"""Words every rule about the answers has: they name none of them."""
_THING_EN = (
    r"(?:thing|rule|bit|stuff|limit|requirement|instruction|request|practice|policy|preference|habit"
    r"|routine|format|style|setting)s?"
)
_LEAD_EN = r"^(?i:(?:ok|okay|so|and|but|also|lol|haha|alright|right|actually|oh|yeah|hey)[\s,]+)*"
_REF_EN = r"(?P<ref>[^,.;!?]{1,40}?)"
_WITHDRAWALS = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        _LEAD_EN
        + r"(?:you\s+can\s+|feel\s+free\s+to\s+|go\s+ahead\s+and\s+|let'?s\s+|please\s+|pls\s+|just\s+)*"
        rf"(?:drop|forget(?:\s+about)?|ditch|scrap|lose|cancel|lift|retire|undo)\s+(?:the|that|my|this|your)\s+"
        rf"(?P<ref>[^,.;!?]{{0,40}}?\b{_THING_EN})\b",
        _LEAD_EN
        + r"(?:i'?m\s+|we'?re\s+|i\s+am\s+)?(?:all\s+)?(?:done|finished|through)\s+with\s+(?:the|that|my)\s+"
        + _REF_EN
        + r"\s*$",
        _LEAD_EN + r"(?:the\s+|that\s+|my\s+|your\s+)?"
        rf"(?P<ref>[^,.;!?]{{0,40}}?\b{_THING_EN})\s+(?:is|'s|are|can\s+be|can)\s+(?:over|done|finished|"
        r"cancell?ed|off|dropped|gone|go|no\s+longer\s+needed|not\s+needed\s+anymore)\b",
        _LEAD_EN + r"never\s*mind\s+(?:the|that|my|your)\s+" + _REF_EN + r"\s*$",
        _LEAD_EN
        + r"enough\s+(?:with|of)\s+(?:the|those|these|all\s+the|your)\s+"
        + _REF_EN
        + r"(?:\s+already)?\s*$",
        _LEAD_EN + r"you\s+can\s+stop\s+(?P<ref>\w+ing\b[^,.;!?]{0,40})$",
        _LEAD_EN
        + r"(?:you\s+)?(?:don'?t|do\s+not|no\s+longer)\s+(?:need|have)\s+to\s+"
        + _REF_EN
        + r"\s+(?:anymore|any\s+more)\s*$",
        r"^(?P<ref>[^，,。！!？?\s]{1,14}?)(?:(?:那个|那条|这个|这条|的)(?:规矩|要求|规则|做法|习惯)?|规矩|要求|规则)"
        r"(?:就|也|可以|先|都|暂时)*(?:不用了|不用再[^，,。]{0,6}了|不需要了|免了|取消|作废|停(?:了|掉|吧))",
        r"^(?P<ref>[^，,。！!？?\s]{1,14}?)(?:就|也|可以|都)*(?:取消(?:吧|了|掉吧?)|作废(?:吧|了)?|(?:先|暂时)停(?:了|掉|吧)?)",
        r"^(?:以后|今后)?(?:你)?(?:不用|不必|别|不要)再(?:给我|帮我)?(?P<ref>[^，,。！!？?]{1,10}?)了",
    )
)
_LANGUAGE = re.compile(alternatives(w.LANGUAGES), re.IGNORECASE)
_OTHERS = re.compile(
    r"\b(?:he|she|they|his|her|their|my\s+(?:boss|manager|wife|husband|mom|dad))\b|[他她]", re.IGNORECASE
)
_QUESTION = re.compile(r"[?？]\s*$|[吗呢么]\s*[。.!！]?$")


HeldRule = HeldMemory
"""A held standing rule of the user's: its key, value and words."""


def may_withdraw(text: str) -> bool:
    """The cheap gate: a clause of the message has a shape of withdrawal."""
    return bool(references(text))


def references(text: str) -> list[str]:
    """The words that name a rule withdrawn, one per clause that withdraws one."""
    found: list[str] = []
    for statement in statements(text):
        if _QUESTION.search(statement) or says_one_time(statement):
            continue  # "can you drop the summary?", 这次不用总结了: no rule ends
        for clause in clauses(statement):
            said = trim(clause)
            if _OTHERS.search(said):
                continue
            match = next((m for shape in _WITHDRAWALS if (m := shape.match(said))), None)
            if match is not None and (ref := trim(match.group("ref"))):
                found.append(ref)
    return found


def zh_words(text: str) -> set[str]:
    han = "".join(ch if "\u4e00" <= ch <= "\u9fff" else " " for ch in text).split()
    pairs = {part[at : at + 2] for part in han for at in range(len(part) - 1)}
    return (pairs or {ch for part in han for ch in part}) - _GENERIC_ZH


def en_words(text: str) -> set[str]:
    # a hyphenated word is one word too ("the warm-up thing": "warm" and "up" alone name nothing)
    return set(en_anchors(text.replace("-", " ")) | en_anchors(text)) - _GENERIC_EN


def _named(ref: str, rule: HeldRule) -> bool:
    if rule.predicate == "language" and (other := _LANGUAGE.findall(ref)):
        return any(one.casefold() in rule.value.casefold() for one in other)  # "french practice" ≠ Spanish
    said = f"{rule.content} {rule.subject} {rule.value} {SLOT_WORDS.get(rule.predicate, '')}"
    if is_chinese(ref):
        words = zh_words(ref)
        return any(word in said for word in words) or bool(en_words(ref) & en_words(said))
    return bool(en_words(ref) & en_words(said))


def withdrawn(text: str, held: Sequence[HeldRule]) -> list[int]:
    """The indexes of the held rules the message withdraws (a rule of the answers named by a
    reference)."""
    refs = references(text)
    if not refs:
        return []
    return [
        at
        for at, rule in enumerate(held)
        if rule.predicate in RULE_PREDICATES and any(_named(ref, rule) for ref in refs)
    ]
