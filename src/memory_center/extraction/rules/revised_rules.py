"""A held standing rule revised, lifted or given a rule beside it by a later message (pure).

A later request about the same *aspect* of the answers as a held rule (``rules.rule_aspects``: the units,
the spelling, the currency, the clock, the tone …) is read against it:

- **revised**: said as lasting ("going forward", "from now on", "instead", 以后, 换成, 改成, or read as an
  order by the extractor) with another value of the aspect, and no scope — "Could you use American
  spelling going forward?" after "always British spelling", 金额都换成新币吧 after 以后所有金额都用人民币显示.
  The held rule ends and the new value is the rule (``user / <aspect>``);
- **beside**: with a scope ("for running stuff do miles tho", 港股相关的金额用港币) the new value holds for
  that scope only, a rule beside the held one; so does an addition to a kind of answer the held rule
  shapes (周报以后加一段 下周计划 beside the held three-part 周报);
- **lifted**: a permission of the act a held prohibition forbids, said as a change ("ok you can mention
  her again", "feel free to suggest pubs again", 健身相关的可以推给我 after 别再给我推荐健身课了) — named by
  the prohibition's thing, or by a pronoun when one prohibition of that act is held.

Nothing changes for a marked one-off (今晚特殊, "just this once", ``governance.lasting.says_exception``) or
a word of one occasion (这次, today), a question that is no polite request with a word of lasting ("How
much is 50 euros in dollars?"), someone else's rule ("my colleague uses American spelling"), the held
value said again, or a clause of no aspect a held rule has.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.adopted_rules import adopts, called, reported
from memory_center.extraction.rules.anchors import en_anchors, stem
from memory_center.extraction.rules.model import NEVER, ONLY, REQUIRED, STANCE, HeldMemory
from memory_center.extraction.rules.rule_aspects import ACTS, acts_of, aspects_of
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, listed, trim
from memory_center.governance.lasting import says_exception, says_one_time

REVISED, LIFTED, BESIDE = "revised", "lifted", "beside"


@dataclass(frozen=True, slots=True)
class Revision:
    """What a statement does to the held rules: ``at`` the held rule it ends (REVISED) or lifts (LIFTED),
    None for a rule beside; the new rule's key and value (``subject / predicate = value``, none for a
    lift) and the statement that says it."""

    kind: str
    at: int | None
    statement: str
    subject: str = ""
    predicate: str = ""
    value: str = ""


_LASTING = compiled(
    r"\b(?:going\s+forward|from\s+now\s+on|from\s+here\s+on(?:\s+out)?|moving\s+forward|in\s+(?:the\s+)?future"
    r"|instead|(?:switch|change|move|go\s+back|stick)\s+to|let'?s\s+(?:go\s+with|do|use|switch))\b"
    r"|以后|今后|往后|从现在起|从现在开始|从今天起|从此|换成|改成|改用|改为|换回|都[^，,。！!？?]{0,12}吧"
)
"""Words that say a request holds from now on (a revision needs one, or the extractor's reading as an
order)."""
_FROM_NOW = compiled(
    r"\b(?:going\s+forward|from\s+now\s+on|from\s+here\s+on|moving\s+forward|in\s+(?:the\s+)?future)\b"
    r"|以后|今后|往后|从现在起|从现在开始|从今天起|从此"
)
"""Words of time from now on: they outweigh a word of one time that names a thing (下周计划 of
周报以后加一段 下周计划)."""
_POLITE = compiled(
    r"^(?:(?:ok|okay|so|and|also|hey|hi)[\s,]+)*(?:could|can|would|will)\s+you\b|^(?:能不能|可不可以|能否|麻烦)"
)
_QUESTION = re.compile(r"[?？]\s*$|[吗么]\s*[。.!！]?$")
_SCOPE_EN = compiled(
    r"^(?:(?:but|and|oh|ok|okay|also)\s+)?for\s+(?!(?:me|now|this|that|today|tonight|once|the\s+time)\b)"
    r"(?P<scope>[a-z][a-z\s-]{1,30}?)(?:\s+(?:stuff|things|ones|though|tho))*(?=\s+(?:do|use|give|show|put|go"
    r"|make|write|keep|it'?s|i'?d|please|pls)\b|\s*[,:]|$)"
)
_SCOPE_ZH = re.compile(r"^(?P<scope>[\u4e00-\u9fff]{1,8}?)(?:相关的?|方面的?|类的|的话)")
"""A scope that opens the clause: "for running stuff", "for baking", 港股相关的, 工作方面的."""
_ADDS = compiled(
    r"\b(?:also\s+(?:add|include|put)|add\s+(?:a|an|one)|plus\s+a)\b|加一段|加一[个条节项部]|再加|加上|多加|增加|补上|补一段"
)
"""An addition to a kind of answer a held rule shapes (周报以后加一段 下周计划)."""
_ACT_PATTERN = "|".join(ACTS.values())
_ALLOWED_EN = (
    compiled(
        rf"\b(?:you\s+)?(?:can|may)\s+(?:now\s+|totally\s+|also\s+|still\s+|definitely\s+)?(?:{_ACT_PATTERN})\b"
    ),
    compiled(rf"\bfeel\s+free\s+to\s+(?:{_ACT_PATTERN})\b"),
    compiled(rf"\b(?:it'?s|it\s+is)\s+(?:ok|okay|fine|alright|all\s+right|cool)\s+to\s+(?:{_ACT_PATTERN})\b"),
    compiled(
        rf"\b(?:is|are|'s|'re)\s+(?:fine|ok|okay|alright|allowed|back\s+on)\s+(?:to\s+(?:{_ACT_PATTERN})\s+)?again\b"
    ),
)
_CHANGE_EN = compiled(
    r"\b(?:again|now|anymore|any\s+more|these\s+days|going\s+forward|from\s+now\s+on|once\s+more)\b"
)
_ALLOWED_ZH = re.compile(rf"(?<![不别])(?:可以|能|可)(?:再|继续)?(?:给我)?(?:{_ACT_PATTERN})")
_CHANGE_ZH = re.compile(r"又|也|现在|以后|今后|最近|重新|了\s*[，,。！!]?$|了[，,]")
"""A permission of an act (``ACTS``), said as a change: a prohibition of that act is lifted."""
_PRONOUN = compiled(r"\b(?:her|him|them|it|that)\b|[他她它]")
_REPORT = compiled(
    r"^(?:(?:ok|so|and|but|well|honestly|lol)[\s,]+)*(?:i|i'm|i've|i'd|i'll|im|we|we're|my|our)\b|^我(?!们?(?:要|希望))"
)
"""A clause of the user's own doing ("I run in miles these days", 我跑步都用英里): a report, no request to the
assistant (no revision of its rule, no rule beside it)."""
_OTHERS = compiled(
    rf"^(?:(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:{alternatives(w.KIN_EN)})|he|she|they)\b"
    rf"|^(?:我的?|我们的?)?(?:{alternatives(w.KIN_ZH)})|^[他她]|(?:{alternatives(w.KIN_ZH)})说"
)
"""A clause said of someone else: "my colleague uses …", 我同事说…, 他说…."""
_FUNCTION_ZH = re.compile(
    "可以|现在|以后|今后|最近|相关|方面|给我|开始|这些|那些|东西|事情|的事|[我你的了又也再都就还很吧呢啊哈能可]"
)
_GENERIC_EN = frozenset(listed("answer|repli|respons|messag|rul|ok|okay|fine|alright|free|feel|again|sugg"))


def may_revise(text: str) -> bool:
    """The cheap gate: no marked one-off, and a value of an aspect, a permission or an addition."""
    if says_exception(text):
        return False
    return (
        bool(aspects_of(text))
        or bool(_ADDS.search(text))
        or adopts(text)
        or any(_permits(clause, text) for clause in clauses(text))
    )


def revisions(text: str, held: Sequence[HeldMemory], ordered: Sequence[str] = ()) -> list[Revision]:
    """What the message does to the held standing rules (``held``: the user's ACTIVE USER constraints);
    ``ordered``: the statements of it the extractor read as a standing rule."""
    if says_exception(text) or not held:
        return []
    found: list[Revision] = []
    adopted = reported(text) if adopts(text) else []
    for statement in statements(text):
        if says_one_time(statement) and not _FROM_NOW.search(statement):
            continue
        asked = _QUESTION.search(statement) is not None
        if asked and not (_POLITE.search(trim(statement)) and _LASTING.search(statement)):
            continue
        lasting = _LASTING.search(statement) is not None or any(
            trim(s) in statement for s in ordered if trim(s)
        )
        said = trim(statement)
        for clause in clauses(statement):
            if clause in adopted:  # others' use the user asks the assistant to follow (adopted_rules)
                found.extend(_of_aspect(clause, trim(text), held, True, found))
                continue
            if _OTHERS.search(trim(clause)):
                continue
            found.extend(_lifted(clause, statement, said, held, found))
            if not _REPORT.search(trim(clause)):
                found.extend(_of_aspect(clause, said, held, lasting, found))
            if (
                lasting
                and _ADDS.search(clause)
                and any(_named(clause, rule) for rule in held if _ruled(rule))
            ):
                found.append(Revision(BESIDE, None, said, _kind_words(clause), STANCE, REQUIRED))
    return found + _addressed(text, held, found)


def _addressed(text: str, held: Sequence[HeldMemory], found: list[Revision]) -> list[Revision]:
    """A form of address others use, adopted (同事都叫我林工，你也这么叫吧): the held name rule revised."""
    name = called(text)
    return [
        Revision(REVISED, at, trim(text), rule.subject, rule.predicate, name)
        for at, rule in enumerate(held)
        if name
        and rule.predicate == "name"
        and rule.value.casefold() != name.casefold()
        and all(one.at != at for one in found)
    ]


def _ruled(rule: HeldMemory) -> bool:
    return rule.predicate != STANCE or rule.value in (REQUIRED, ONLY)


def _of_aspect(
    clause: str, said: str, held: Sequence[HeldMemory], lasting: bool, found: list[Revision]
) -> list[Revision]:
    """A new value of an aspect of a held rule: a revision of it (lasting, no scope) or a rule beside it
    (a scope)."""
    aspects = aspects_of(clause)
    if not aspects:
        return []
    scope = _scope(clause)
    out: list[Revision] = []
    for at, rule in enumerate(held):
        if not _ruled(rule) or any(one.at == at for one in found):
            continue
        mine = aspects_of(f"{rule.content} {rule.subject}")
        for aspect, values in aspects.items():
            before = {stem(one) for one in mine.get(aspect, ())}
            new = {one for one in values if stem(one) not in before}
            if aspect not in mine or not new:
                continue
            value = " ".join(sorted(new))
            if scope:
                if not any(one.kind == BESIDE and one.statement == said for one in (*found, *out)):
                    out.append(Revision(BESIDE, None, said, scope, aspect, value))
            elif lasting:
                out.append(Revision(REVISED, at, said, "user", aspect, value))
            break
    return out


def _lifted(
    clause: str, statement: str, said: str, held: Sequence[HeldMemory], found: list[Revision]
) -> list[Revision]:
    """The held prohibitions a permission in the clause lifts: those it names by a word of their thing,
    else (a pronoun: "you can mention her again") the one prohibition of the permitted act."""
    if not _permits(clause, statement):
        return []
    banned = [
        at
        for at, rule in enumerate(held)
        if rule.predicate == STANCE and rule.value == NEVER and all(one.at != at for one in found)
    ]
    named = [at for at in banned if _named(_without_acts(clause), held[at])]
    if not named and _PRONOUN.search(_without_acts(clause)):
        acts = acts_of(clause)
        same = [at for at in banned if acts & acts_of(held[at].content)]
        named = same if len(same) == 1 else []
    return [Revision(LIFTED, at, said) for at in named]


def _permits(clause: str, statement: str) -> bool:
    if is_chinese(clause):
        return _ALLOWED_ZH.search(clause) is not None and _CHANGE_ZH.search(statement) is not None
    return any(shape.search(clause) for shape in _ALLOWED_EN) and _CHANGE_EN.search(statement) is not None


def _without_acts(clause: str) -> str:
    return compiled(_ACT_PATTERN).sub(" ", clause)


def _scope(clause: str) -> str:
    said = trim(clause)
    match = _SCOPE_ZH.match(said) if is_chinese(said) else _SCOPE_EN.match(said)
    return "" if match is None else trim(match.group("scope"))


def _zh_pairs(text: str) -> set[str]:
    han = re.sub(r"[^\u4e00-\u9fff]+", " ", _FUNCTION_ZH.sub(" ", text)).split()
    pairs = {part[at : at + 2] for part in han for at in range(len(part) - 1)}
    return pairs or {char for part in han for char in part}  # 辣的菜 → 辣, 菜


def _en_words(text: str) -> set[str]:
    return set(en_anchors(text) | en_anchors(text.replace("-", " "))) - _GENERIC_EN


def _named(clause: str, rule: HeldMemory) -> bool:
    """Whether the clause names the held rule's thing by a word of it."""
    held = f"{rule.content} {rule.subject}"
    if is_chinese(clause) and any(pair in held for pair in _zh_pairs(clause)):
        return True
    return bool(_en_words(clause) & _en_words(held))


def _kind_words(clause: str) -> str:
    """The words of an addition as its rule's subject (its clause without the word of adding)."""
    return " ".join(_FROM_NOW.sub(" ", _ADDS.sub(" ", trim(clause))).split()).casefold()
