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
    r"\b(?:is|are|'s|'re)\s+(?:totally\s+|perfectly\s+|completely\s+|actually\s+|absolutely\s+)?(?:fine|ok|okay)\b",
)
"""What clears a held allergy or intolerance in English (data, one row per kind of result)."""
CLEARED_ZH = (
    r"阴性",
    r"脱敏(?:治疗)?(?:成功|完成|好了|有效)",
    r"(?:不|不再|没有|没)过敏了?|过敏(?:已经)?好了|不耐受(?:已经)?好了",
    r"激发试验.{0,6}(?:通过|过了)|通过了?.{0,6}激发试验",
    r"(?:完全|其实|根本)?(?:没事|没问题)",
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
_ALL_ALONG_EN = compiled(
    r"\b(?:it\s+was|it's\s+been|it\s+has\s+been|it's|it\s+is)\s+(?:actually\s+|really\s+)?"
    r"(?P<new>[a-z][a-z-]*(?:\s+[a-z-]+){0,2}?)\s+all\s+along\b"
)
_ALL_ALONG_ZH = re.compile(
    r"(?:原来|其实)?一直(?:都)?是(?P<new>[\u4e00-\u9fff]{1,10}?)(?:的问题|引起的|的原因)?(?=[，,。！!~～\s]|$)"
)
"""A diagnosis corrected by what it was all along ("dairy is totally fine, it was gluten all along",
花粉没事，原来一直是尘螨过敏): the held thing the statement names before it is not the cause, the new one
is."""
KINDS = {"allergy": "allergy", "intolerance": "intolerance", "sensitivity": "sensitivity"}
"""The held key's kind of diagnosis, given to a new cause said without one ("tree nuts": tree nut
allergy)."""
SAME_THING = {
    # A substance and the foods it is in (data): a food said to be fine names the held substance.
    "lactose": "dairy|milk|cheese", "casein": "dairy|milk|cheese", "gluten": "wheat|bread|pasta",
    "乳糖": "牛奶|奶制品|乳制品|奶", "麸质": "小麦|面食|面粉", "dairy": "milk", "牛奶": "奶制品|乳制品",
    "sodium": "salt|salty", "salt": "sodium", "低钠": "盐|咸", "低盐": "钠|咸", "sugar": "sweet|sweets",
    "caffeine": "coffee|espresso|latte|tea", "咖啡因": "咖啡|浓茶", "alcohol": "wine|beer|booze|drink",
}  # fmt: skip
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
    """Pure and cheap: whether the message says "not X, it's Y" of a kind of diagnosis, or what it was
    all along."""
    return bool(_NOT_X_EN.search(text) or _NOT_X_ZH.search(text) or _along(text))


def _along(text: str) -> re.Match[str] | None:
    return _ALL_ALONG_ZH.search(text) if is_chinese(text) else _ALL_ALONG_EN.search(text)


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
            elif (along := _along(statement)) and not corrected and _names(statement[: along.start()], one):
                new = _cause(along["new"], one)
                found.append(
                    Cleared(one, statement.strip(), statement.strip(), new, statement[along.end() :])
                )
            elif _clears(statement) and _names(near, one) and not corrected:
                found.append(Cleared(one, statement.strip(), near.strip()))
    return found


def _cause(said: str, held: HeldHealth) -> str:
    """The cause said all along as a diagnosis of the held one's kind ("tree nuts" → "tree nut allergy",
    尘螨 → 尘螨过敏); "" for a held food never eaten (no diagnosis: it is only cleared)."""
    kind = KINDS.get(held.predicate, "")
    if not kind or _names(said, held):
        return ""
    if is_chinese(said):
        return (
            said
            if re.search(r"过敏|不耐受|病|症|炎|泻$", said)
            else said + ("不耐受" if kind == "intolerance" else "过敏")
        )
    words = said.split()
    last = words[-1][:-1] if words[-1].endswith("s") and not words[-1].endswith("ss") else words[-1]
    return " ".join([*words[:-1], last, kind])


def _clears(statement: str) -> bool:
    rows = CLEARED_ZH if is_chinese(statement) else CLEARED_EN
    return any(re.search(row, statement, re.IGNORECASE) for row in rows)


def _names(text: str, held: HeldHealth) -> bool:
    """Whether the words name the held thing: its subject, or (a free-text statement) a content word of
    its statement beside a word of health; an English word in its singular or plural."""
    thing = held.subject if held.subject != "user" else held.content
    if any(
        re.search(rf"\b{food}|{food}" if is_chinese(food) else rf"\b{food}\b", text, re.IGNORECASE)
        for food in SAME_THING.get(thing.casefold(), "").split("|")
        if food
    ):
        return True  # "dairy is totally fine" of held lactose
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
