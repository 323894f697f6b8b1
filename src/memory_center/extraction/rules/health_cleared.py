"""A held allergy, intolerance or condition cleared by a test, or its diagnosis corrected (pure; the
write path's turn step, ``writepath.held_health``, supplies the user's held health constraints).

A health constraint is one memory per substance or condition (``peanut / allergy``, ``芒果 / allergy``,
``lactose intolerant / condition``, or a food the user never eats for it: ``peanut / preference =
never``). A later message of the user that names it and

- **clears it** by a result, a row of ``CLEARED_EN`` / ``CLEARED_ZH`` (data: a test that came back
  negative, a food challenge passed, an allergy outgrown, 阴性, 脱敏成功, 不过敏了) ends it: nothing of it
  stays a constraint;
- **corrects the diagnosis** ("it's not lactose at all, it's a casein allergy", 不是小麦过敏，是乳糜泻) ends
  it, and the new diagnosis (``Cleared.instead``) is the user's constraint in its place.

A question, a condition, a test still to come ("my allergy test is next week", 下周去做过敏原检测) and a
result of someone else ("my friend's kiwi test came back negative", 我朋友…阴性) clear nothing, nor does a
result that does not name the held thing ("covid test came back negative").
"""

import re
from dataclasses import dataclass

from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled, is_chinese

CLEARED_EN = (
    r"\b(?:test|tests|tested|testing|prick|panel|blood ?work|results?|ige)\b.*\bnegative\b",
    r"\bnegative\b.*\b(?:test|tests|prick|panel|blood ?work|results?)\b",
    r"\b(?:challenge|food challenge)\b.*\bpass(?:ed)?\b|\bpassed\b.*\bchallenge\b",
    r"\b(?:outgrew|outgrown|grew out of|grown out of)\b",
    r"\b(?:no longer|not)\s+(?:actually\s+)?(?:allergic|intolerant)\b(?!\s+to\s+\w+\s+(?:but|though))",
    r"\b(?:cleared me|all clear|desensiti[sz]ation (?:worked|was a success|succeeded))\b",
)
"""What clears a held allergy or intolerance in English (data, one row per kind of result)."""
CLEARED_ZH = (
    r"阴性",
    r"脱敏(?:治疗)?(?:成功|完成|好了|有效)",
    r"(?:不|不再|没有|没)过敏了?|过敏(?:已经)?好了|不耐受(?:已经)?好了",
    r"激发试验.{0,6}(?:通过|过了)|通过了?.{0,6}激发试验",
)
"""The same in Chinese."""
_NOT_YET = compiled(
    r"\b(?:if|whether|next|tomorrow|will|going to|gonna|scheduled|booked|waiting|hope|hoping|might|maybe"
    r"|fingers crossed)\b|如果|要是|万一|下周|下个月|明天|后天|将要|准备|打算|预约|等结果|希望|会不会"
)
"""A result still to come, hoped for or supposed: nothing is cleared."""
_OTHER = compiled(
    r"\b(?:my|our)\s+(?:\w+\s+)?(?:friend|sister|brother|mum|mom|mother|dad|father|wife|husband|partner|son"
    r"|daughter|kid|kids|child|colleague|coworker|cousin|roommate|flatmate|boyfriend|girlfriend)\b"
    r"|\b(?:he|she|his|her|him)\b|朋友|同事|闺蜜|室友|[他她]|孩子|儿子|女儿|老公|老婆|妈|爸|哥|姐|弟|妹"
)
"""A result of someone else's."""
_NOT_X_EN = compiled(
    r"\bnot\s+(?:an?\s+)?(?P<old>[a-z][a-z-]*(?:\s+[a-z-]+){0,2}?)\s*(?:at all|after all|actually)?"
    r"\s*[,;:—–-]+\s*"
    r"(?:but\s+)?(?:it's|it is|its|it was|rather|but|instead)\s+(?:actually\s+|really\s+)?(?:an?\s+)?"
    r"(?P<new>[a-z][a-z-]*(?:\s+[a-z-]+){0,2}?\s+(?:allergy|intolerance|sensitivity|disease|syndrome|deficiency"
    r"|disorder))\b"
)
_NOT_X_ZH = re.compile(
    r"不是(?P<old>[\u4e00-\u9fff]{1,8}?)(?:过敏|不耐受|引起的|的问题)?[，,、]\s*(?:而)?是(?P<new>[\u4e00-\u9fff]{1,10}?"
    r"(?:过敏|不耐受|病|症|炎|综合征|泻))"
)
"""A diagnosis corrected: not the held one, another (its kind named: an allergy, an intolerance …)."""
_GENERIC = frozenset(
    {"allergy", "allergic", "intolerant", "intolerance", "sensitivity", "sensitive", "condition", "过敏",
     "不耐受"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class HeldHealth:
    """A health constraint of the user: its key, value and statement."""

    subject: str
    predicate: str
    value: str
    content: str = ""


@dataclass(frozen=True, slots=True)
class Cleared:
    """A held health constraint the message ends: the statement that ends it, the words to keep of it
    (``said``), and the new diagnosis said in its place ("casein allergy", 乳糜泻), or ""."""

    held: HeldHealth
    statement: str
    said: str
    instead: str = ""
    rest: str = ""
    """What the statement goes on to say after the new diagnosis ("— so even lactose-free milk is off")."""


def may_clear(text: str) -> bool:
    """Pure and cheap: whether the message may clear or correct a held health constraint."""
    rows = CLEARED_ZH if is_chinese(text) else CLEARED_EN
    return any(re.search(row, text, re.IGNORECASE) for row in rows) or bool(
        _NOT_X_EN.search(text) or _NOT_X_ZH.search(text)
    )


def corrects_diagnosis(text: str) -> bool:
    """Pure and cheap: whether the message says "not X, it's Y" of a kind of diagnosis."""
    return bool(_NOT_X_EN.search(text) or _NOT_X_ZH.search(text))


def cleared(text: str, held: list[HeldHealth]) -> list[Cleared]:
    """The held health constraints the message clears or corrects, each once."""
    found: list[Cleared] = []
    said = statements(text)
    for index, statement in enumerate(said):
        if is_question(statement) or _NOT_YET.search(statement) or _OTHER.search(statement):
            continue
        near = " ".join(said[index : index + 2])  # the thing may be named in the next statement
        corrected = _NOT_X_ZH.search(statement) if is_chinese(statement) else _NOT_X_EN.search(statement)
        for one in held:
            if any(done.held is one for done in found):
                continue
            if corrected and _names(corrected["old"], one):
                new = corrected["new"].strip()
                rest = statement[corrected.end() :].strip()
                found.append(Cleared(one, statement.strip(), _without(statement, corrected), new, rest))
            elif _clears(statement) and _names(near, one) and not corrected:
                found.append(Cleared(one, statement.strip(), near.strip()))
    return found


def _clears(statement: str) -> bool:
    rows = CLEARED_ZH if is_chinese(statement) else CLEARED_EN
    return any(re.search(row, statement, re.IGNORECASE) for row in rows)


def _names(text: str, held: HeldHealth) -> bool:
    """Whether the words name the held thing: its subject, or (a free-text statement) a content word of
    its statement beside a word of health; an English word in its singular or plural."""
    thing = held.subject if held.subject != "user" else held.content
    if is_chinese(thing):
        core = re.sub(r"过敏|不耐受|症$", "", thing) or thing
        return core in text or (
            held.subject == "user" and bool(re.search(r"过敏|不耐受", thing)) and _zh_shared(text, thing)
        )
    words = [word for word in re.findall(r"[a-z][a-z-]{2,}", thing.casefold()) if word not in _GENERIC]
    if held.subject == "user":
        if not re.search(r"allerg|intoleran|sensitiv", thing, re.IGNORECASE):
            return False
        words = [word for word in words if len(word) > 4]
    return any(re.search(rf"\b{re.escape(_stem(word))}(?:e?s)?\b", text, re.IGNORECASE) for word in words)


def _zh_shared(text: str, thing: str) -> bool:
    match = re.search(r"对(?P<what>[\u4e00-\u9fff]{1,6}?)(?:过敏|不耐受)", thing)
    return match is not None and match["what"] in text


def _stem(word: str) -> str:
    return re.sub(r"(?:es|s)$", "", word) if len(word) > 4 else word


def _without(statement: str, corrected: re.Match[str]) -> str:
    """The statement less its "not X, it's" (the held diagnosis denied): the words of its ending."""
    joiner = "是" if is_chinese(statement) else ""
    said = statement[: corrected.start()] + joiner + statement[corrected.start("new") :]
    return re.sub(r"\s+", " ", said).strip()
