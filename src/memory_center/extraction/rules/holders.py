"""Whose value a statement says: a compatible statement never replaces a held memory (issue 24,
session 21: "over-fire"; docs/evaluation.md, "Session 21: over-fire on compatible statements").

Many steps of the write path may propose a new value on the key of a held memory (slots by meaning, the
schema's frames, values said anew, corrections in a message of their own). Each reads its own cues; a
statement that is compatible with the held memory can still look like a new value of it:

- 我体重68公斤 … 我的行李箱有23公斤，会超重吗？ (a question, and the thing weighed is the suitcase);
- 我住在西湖区 … 我公司在滨江区 (where the company is, not the home);
- "My flight out is on the 14th" … "and the flight back is on the 21st" (another leg of the trip).

Where their proposals meet (``writepath.compatible``), three general checks read the clause that says the
new value, whatever step proposed it:

1. **Asked or supposed.** A clause that asks or supposes says no value of the user's ("is the iPhone
   15 worth it?", 如果我瘦到65公斤): ``asked``.
2. **Another holder.** A clause whose subject is a thing or a person ("my suitcase", 我公司, 我老婆) says
   that holder's value, not the user's slot value, unless the holder is one of the slot's own words (its
   schema cues: 体重, "home", 车) or the held value itself: ``holder`` and ``held_by_other``.
3. **Another qualified subject.** A value said anew of a held statement needs the same subject: "flight
   back" is not "flight out", 小儿子 is not 大儿子 (the same head, another qualifier: ``other_subject``).
   A clause that names no subject of its own (改到15号了), a wholly other word, or a message marked as a
   correction ("Correction: …", 不对) says nothing against it.

The words are data (``HOLDER_STOPS_*``, ``NO_HOLDER_*``, ``LEADS_*``); the engine only cuts a clause's
subject at its first verb or value and compares word sets.
"""

import re
import unicodedata

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, english, listed

LEADS_EN = (
    "and|but|so|oh|well|actually|correction|btw|ok|okay|um|uh|sorry|wait|no|yes|yeah|also|then|plus|anyway"
)
"""Words a clause may open with before its subject ("And the flight back …", "Correction: my …")."""
DETERMINERS_EN = frozenset(listed("my|our|the|his|her|their|your|this|that|these|those|a|an"))
VERBS_EN = (
    "is|are|was|were|am|'s|’s|weighs|weigh|weighed|has|have|had|lives|live|lived|works|work|worked|drives"
    "|drive|drove|goes|go|went|costs|cost|leaves|leave|starts|start|measures|stands|gets|got|runs|lands"
    "|departs|returns|takes|falls|comes|ends|begins|holds|sits|opens|closes|moved|changed|became"
)
"""The verbs a subject is cut at ("my suitcase | weighs 23 kg", "the flight back | is on the 21st")."""
NO_HOLDER_EN = frozenset(
    listed(
        "i|me|it|that|this|there|here|which|who|what|now|today|currently|still|also|just|really|finally"
        "|new|current|own|actual|usual"
    )
)
"""Words of a subject that name no holder of their own ("my new car" is the car; "it is 23 kg")."""
HOLDER_STOPS_ZH = "是|在|有|叫|住|开|用|姓|改|换|要|就|都|也|已经|为|每|体重|身高|重|高|大概|大约|约|差不多"
"""Where a Chinese clause's subject ends: its first verb, copula or measure (我公司|在滨江区)."""
NO_HOLDER_ZH = (
    "今年|去年|明年|现在|目前|最近|已经|一直|平时|平常|刚刚|刚|还|其实|实际上|本来|原来|后来|然后|所以"
    "|不过|但是|而且|对了|今天|这个月|上个月|下个月|这周|上周|终于|那|这|嗯|哦|啊|呃|我们|我|的|家里"
)
"""Chinese words that name no holder (times, adverbs, 我 and 的 themselves): cut from a subject."""
CORRECTED_EN = (
    "correction|actually|i meant|meant to say|sorry|wrong|mistake|typo|not the|rather|scratch that|my bad"
)
CORRECTED_ZH = "不对|不是|说错|记错|搞错|写错|打错|更正|纠正|其实是|应该是|口误"
"""Words that mark a message as a correction of what was said: the user's own word that it was wrong."""
LEADS_ZH = "而|和|还有|另外|对了|不过|但是|嗯|哦|啊|那|其实|更正|纠正|不对"

_QUESTION = compiled(
    r"^(?:is|are|am|was|were|do|does|did|can|could|should|would|will|what|when|where|how|why|which|who"
    r"|whether)\b|吗|多少|几[点个号天岁]|哪|什么|啥|怎么|要不要|是不是|会不会|能不能|可不可以|[?？]\s*$"
)
_SUPPOSED = compiled(
    rf"{english('if|unless|suppose|supposing|imagine|would|could|might|wish|what if|in case')}"
    rf"|{alternatives('如果|要是|假如|万一|假设|的话|假使|倘若')}"
)
_CLAUSES = re.compile(r"[;；。!！?？…]+|(?<!\d),|,(?!\d{3})|，|:|：|(?<=[a-z])\.(?=\s|$)|\s[—–-]+\s")
_LEADS_EN = re.compile(rf"^(?:{english(LEADS_EN)}\W*)+", re.IGNORECASE)
_SUBJECT_EN = re.compile(
    rf"^(?P<subject>(?:my|our|the|his|her|their|your|[a-z]+['’]s)\s+[a-z0-9'’ -]*?)\s*"
    rf"(?<![a-z]){alternatives(VERBS_EN)}\b",
    re.IGNORECASE,
)
_LEADS_ZH = re.compile(rf"^{alternatives(LEADS_ZH)}+")
_SUBJECT_ZH = re.compile(
    rf"^(?P<subject>[\u4e00-\u9fff]*?)(?:{alternatives(HOLDER_STOPS_ZH)}|\d|[一二三四五六七八九十两]+[公斤岁点号])"
)
_NO_HOLDER_ZH = re.compile(alternatives(NO_HOLDER_ZH))
_NO_HOLDERS_ZH = re.compile(rf"^{alternatives(NO_HOLDER_ZH)}+")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_CORRECTED = re.compile(rf"{english(CORRECTED_EN)}|{alternatives(CORRECTED_ZH)}", re.IGNORECASE)
_POSSESSED = re.compile(
    rf"(?:my|our|his|her|their|[a-z]+['’]s)\s|我|{english(w.KIN_EN)}|{alternatives(w.KIN_ZH)}", re.IGNORECASE
)
"""A clause that opens with a holder said as someone's: my, our, 我, a kin or role word."""
_PRESUPPOSED = re.compile(r"(?:\b(?:my|our)\s+(?:new\s+|old\s+)?|我们的|我的|我家的?)$", re.IGNORECASE)
"""A value said right after the user's possessive: presupposed as the user's own, even in a question."""
_OPENING = re.compile(r"^\s*(?:(?:my|our)\s+|我们的?|我的?)", re.IGNORECASE)
_USER = re.compile(r"\b(?:me|i|my|myself)\b|我", re.IGNORECASE)
"""The user said after the holder, before the value: the holder says it of the user."""


def clauses(text: str) -> list[str]:
    """The clauses of a message."""
    said = unicodedata.normalize("NFKC", text).strip()
    return [part.strip() for part in _CLAUSES.split(said) if part and part.strip()]


def clause_of(text: str, value: str) -> str | None:
    """The clause of the message that says ``value`` (case-insensitive), or None."""
    folded = value.casefold().strip()
    if not folded:
        return None
    return next((clause for clause in clauses(text) if folded in clause.casefold()), None)


def asked(text: str, value: str) -> bool:
    """Whether the clause that says the value asks or supposes ("is the iPhone 15 worth it?", 如果我瘦到
    65公斤). Only that clause: "I moved to Queens, any good bakeries nearby?" still says the move. A value
    the question presupposes as the user's own ("tire pressure for my Kia Sorento?", 我的领克保养要多少钱)
    is not asked: the user says they have it."""
    clause = clause_of(text, value)
    if clause is None or not (_QUESTION.search(clause) or _SUPPOSED.search(clause)):
        return False
    at = clause.casefold().find(value.casefold().strip())
    return not _PRESUPPOSED.search(clause[:at])


def subject_of(clause: str) -> str:
    """A clause's own subject as said, without the words that name no holder; "" when the clause names
    none (the user, or no subject before its verb)."""
    if _CJK.search(clause):
        said = _NO_HOLDERS_ZH.sub("", _LEADS_ZH.sub("", clause.strip()))
        match = _SUBJECT_ZH.match(said)
        return "" if match is None else _NO_HOLDER_ZH.sub("", match["subject"])
    match = _SUBJECT_EN.match(_LEADS_EN.sub("", clause.strip()))
    if match is None:
        return ""
    words = re.findall(r"[a-z0-9][a-z0-9'’-]*", match["subject"].casefold())
    return " ".join(_plain(word) for word in words if word not in DETERMINERS_EN and word not in NO_HOLDER_EN)


def subject_words(clause: str) -> frozenset[str]:
    """The words (English) or characters (Chinese) of a clause's own subject (``subject_of``)."""
    subject = subject_of(clause)
    return frozenset(subject) if _CJK.search(subject) else frozenset(subject.split())


def held_by_other(text: str, value: str, own_words: list[str]) -> bool:
    """Whether the clause saying ``value`` says it of a holder the user names as theirs or as someone's
    (my suitcase, 我公司, my wife's, 我老婆) that is none of ``own_words`` (the slot's cues and examples,
    the held memory's value and words): "my suitcase weighs 23 kg" for the weight, 我公司在滨江区 for the
    residence. A clause that opens with its topic alone (手机换成了小米), or says the user between the
    holder and the value (朋友们一般叫我阿明), names no other holder."""
    clause = clause_of(text, value)
    if clause is None or not _POSSESSED.match(_LEADS_ZH.sub("", _LEADS_EN.sub("", clause.strip()))):
        return False
    subject = subject_of(clause)
    before = clause[: max(0, clause.casefold().find(value.casefold().strip()))]
    if not subject or _USER.search(_OPENING.sub("", before)):
        return False  # 朋友们一般叫我阿明, "my mom calls me Liz": the value is the user's
    own = [word.casefold().strip() for word in own_words if word.strip()]
    if _CJK.search(subject):
        return not any(_CJK.search(word) and (word in subject or subject in word) for word in own)
    own_plain = {_plain(part) for word in own for part in re.findall(r"[a-z0-9][a-z0-9'’-]*", word)}
    return not (set(subject.split()) & own_plain)


def other_subject(held: str, text: str) -> bool:
    """Whether the message says another instance of the held statement's subject: every clause that names
    a subject shares a word of the held one's (its head: flight, 儿子, 程) but each says a qualifier the
    other does not ("flight back" for "flight out", 小儿子 for 大儿子, 回程 for 去程的航班). A message that
    names no subject, the held one, a wholly other word (a synonym may be the same thing), or that marks
    itself a correction (``CORRECTED_*``: the user says the memory was wrong) is no other."""
    own = next((words for clause in clauses(held) if (words := subject_words(clause))), frozenset())
    if not own or _CORRECTED.search(unicodedata.normalize("NFKC", text)):
        return False
    said = [words for clause in clauses(text) if (words := subject_words(clause))]
    return bool(said) and all(words & own and not (words <= own or own <= words) for words in said)


def _plain(word: str) -> str:
    """A word without its possessive or plural ending ("wife's" → "wife", "suitcases" → "suitcase")."""
    word = re.sub(r"['’]s?$", "", word)
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word
