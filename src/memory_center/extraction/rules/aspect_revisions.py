"""A held standing rule about the answers revised or lifted by a later message of the same aspect (pure;
docs/extraction.md, "Session 31: a standing rule about the answers revised by its aspect").

A held rule sets an aspect of the answers (``answer_aspects``: length, language, format, summary shape,
code style, cc, emojis, the name, the sources, units, tone …). A later statement of the user's that names
the same aspect is read against it, clause by clause:

- an **order** clause — an imperative, a wish, a new value said to suffice or be fine, a change verb
  (改成, 放宽到, 换成, "switch to", "let's say"), a bare new value with 就够 / 就行 / 吧 — that says a value
  the held rule does not (a word or number not in it): the statement **revises** the rule. "make it under
  200 words, 100 was too tight", "answer in English again pls", 200字太短了，放宽到500字吧, 总结别三点了，
  一句话就够. The complaint about the held value ("too tight", 太短了) and a clause that drops it (别三点了)
  are no order of their own;
- with no such order, a clause that **drops** the aspect ("no need to keep things brief anymore", "you can
  drop the TL;DR", 参考资料以后不用列了) or, for a held prohibition, **permits** it again ("emojis are fine
  again", 表情符号现在可以用了) lifts the held rule.

Nothing held changes for a look-alike: a question, a one-off (this one, 这次, 这一段, "just this once"),
a pointed-at thing (this card, 这句), someone else's rule ("my manager wants his reports under 500 words",
我同事让他的助手…), a report of the user's own ("I write in tabs at work"), the held value said again, or a
rule of another aspect (以后代码注释用英文写 beside 每次回答都用中文: the comments, not the answers'
language).
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memory_center.extraction.rules.answer_aspects import answer_aspects, aspect_values
from memory_center.extraction.rules.aspect_orders import aside, asked, drops, one_off, ordered, someone_elses
from memory_center.extraction.rules.model import NEVER, HeldMemory
from memory_center.extraction.rules.rule_slots import rule_slot
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese, listed, trim
from memory_center.governance.lasting import says_exception

REVISED, LIFTED = "revised", "lifted"


@dataclass(frozen=True, slots=True)
class AspectRevision:
    """What a statement does to one held rule (``at``): REVISED, with the new rule's aspect and value, or
    LIFTED; ``statement`` says it."""

    kind: str
    at: int
    statement: str
    aspect: str = ""
    value: str = ""
    content: str = ""


_PERMIT_EN = compiled(
    r"\b(?:is|are|'s|'re)\s+(?:\w+\s+)?(?:fine|ok|okay|allowed|welcome|alright)\b|\bgo\s+ahead\s+and\s+use\b"
    r"|\b(?:can|may)\s+(?:now\s+|again\s+)?(?:use|add|include|put)\b"
)
_PERMIT_ZH = re.compile(r"(?<![不别])(?:可以|能)(?:再|继续)?(?:用|加|带|有|发)|没关系|随便用|不禁止")
"""A permission of what a held prohibition forbids ("emojis are fine again", 表情符号现在可以用了)."""
_CHANGE = compiled(
    r"\b(?:again|now|anymore|any\s+more|from\s+now\s+on|going\s+forward)\b|又|现在|以后|今后|了"
)
_FILLER_EN = frozenset(
    listed(
        "the|a|an|to|in|on|of|for|with|me|my|your|you|it|and|or|at|as|be|is|are|was|please|pls|just|now|again"
        "|make|keep|give|use|answer|answers|reply|replies|respond|write|switch|change|go|back|let|let's|say"
        "|instead|from|here|going|forward|ok|okay|so|actually|also|fine|good|enough|max|maximum|tops|under"
        "|below|within|over|than|more|less|most|only|all|every|each|always|can|could|would"
    )
)
"""English words that carry no value of a rule (its verbs, leads and frame)."""
_FILLER_ZH = re.compile(
    r"改成|改为|改用|改回|换成|换回|换用|放宽到|放宽|调到|调成|就够了?|就行|就好|就可以|即可|好了|以后|今后|往后"
    r"|还是|那就|控制在|以内|之内|以下|回答|回复|每次|的时候|给我|帮我|[我你的了吧就都用一把点些啊呀呢哦嘛]"
)
"""Chinese words and characters that carry no value of a rule."""
_EN_WORD = re.compile(r"[a-z0-9][a-z0-9';/-]*")


def may_revise_aspect(text: str) -> bool:
    """The cheap gate: no marked one-off, and an aspect of the answers named."""
    return not says_exception(text) and bool(answer_aspects(text))


def aspect_revisions(text: str, held: Sequence[HeldMemory]) -> list[AspectRevision]:
    """What the message does to the held standing rules about the answers (``held``: the user's ACTIVE
    USER constraints)."""
    if says_exception(text) or not held:
        return []
    found: list[AspectRevision] = []
    for statement in statements(text):
        said = trim(statement)
        if not said or asked(said) or someone_elses(said) or one_off(said):
            continue
        aspects = frozenset().union(*(answer_aspects(clause) for clause in clauses(said)))
        for at, rule in enumerate(held):
            if any(one.at == at for one in found):
                continue
            rule_text = f"{rule.content} {rule.subject}"
            common = aspects & (answer_aspects(rule_text) | {rule.predicate})
            if common and (one := _read(said, at, rule, sorted(common)[0])) is not None:
                found.append(one)
    return found


def _read(said: str, at: int, rule: HeldMemory, aspect: str) -> AspectRevision | None:
    parts = [trim(clause) for clause in clauses(said) if trim(clause)]
    kept = [part for part in parts if not aside(part)]
    if rule.value == NEVER and any(_lifts(part, said, rule) for part in kept):
        return AspectRevision(LIFTED, at, said)  # a prohibition permitted again ("go ahead and use them")
    orders = [part for part in kept if ordered(part) and _new(part, rule)]
    if aspect == "name":
        named = [
            reading.object_value
            for part in orders
            if (reading := rule_slot(part)) and reading.predicate == "name"
        ]
        return AspectRevision(REVISED, at, said, aspect, named[0], said) if named else None
    if orders:
        return AspectRevision(
            REVISED, at, said, aspect, _value(orders, aspect), _content(orders, said, aspect)
        )
    if any(_lifts(part, said, rule) for part in kept):
        return AspectRevision(LIFTED, at, said)
    return None


def _content(orders: list[str], said: str, aspect: str) -> str:
    """The new rule's words: its orders when they name the aspect ("go into as much detail as you like"),
    else the whole statement (总结别三点了，一句话就够: 一句话就够 alone names no summary)."""
    ordered = "，".join(orders) if is_chinese(said) else ", ".join(orders)
    return ordered if aspect in answer_aspects(ordered) else said


def _new(part: str, rule: HeldMemory) -> bool:
    """Whether the clause says a value the held rule does not."""
    held = f"{rule.content} {rule.value}"
    return bool(_value_words(part) - _value_words(held))


def _value_words(text: str) -> set[str]:
    folded = text.casefold()
    numbers = set(re.findall(r"\d+", folded))
    words = {word.strip("'") for word in _EN_WORD.findall(folded)} - _FILLER_EN
    english = {word.rstrip("s") for word in words if len(word) > 1 and not word.isdigit()}
    han = [part for part in re.split(r"[^\u4e00-\u9fff]+", _FILLER_ZH.sub(" ", text)) if part]
    pairs = {part[i : i + 2] for part in han for i in range(len(part) - 1)} | {p for p in han if len(p) == 1}
    return numbers | english | pairs


def _value(orders: list[str], aspect: str) -> str:
    """The new rule's value: the aspect's value said (English), else the order itself."""
    values = [one for part in orders for one in aspect_values(part, aspect)]
    if len(values) == 1:
        one = values[0]
        return one.capitalize() if aspect == "language" and one.isascii() else one
    return "; ".join(orders)


def _lifts(part: str, said: str, rule: HeldMemory) -> bool:
    """A clause that drops what the held rule asks, or permits again what it forbids."""
    if rule.value == NEVER:
        permits = _PERMIT_ZH.search(part) if is_chinese(part) else _PERMIT_EN.search(part)
        return permits is not None and _CHANGE.search(said) is not None
    return drops(part)
