"""Routines whose options exclude each other (pure, data): a new stance for one option replaces a held
memory of another option of the same routine even when the two share no word (docs/extraction.md,
"Session 24: a stance flipped as a story").

"I'm a proper night owl" → "Since the baby arrived I've turned into a 5am person"; 我是重度夜猫子 →
早睡早起真香; "I read pretty much only on my Kindle" → "it's library books for me from here on"; 我买衣服都
在淘宝上买 → 最近都去商场试穿了再买. The held memory and the new clause name no common word, the cosine of
such pairs is no topic either (another routine's habit of the same broad kind reaches it), and the
readers of ``held_relation_en``/``held_relation_zh`` compare only pairs that share a word. Each row below
is one routine: its options, each said by a class of words (English whole words, Chinese anywhere).
A clause that names one option of a row, and not another, takes the place of a held memory that names
another option of the same row, and not that one: the user keeps one sleeping pattern, one way of
reading, one main way of buying clothes. The gates stay the readers' (someone else, a question, a
condition, a guess, one occasion, an addition: no stance, nothing replaced).
"""

import functools
import re

from memory_center.extraction.rules.text import compiled

ROUTINES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "sleep",
        (
            # late
            r"night\s+owls?|night\s+person|late\s+sleeper|stay(?:ing)?\s+up\s+late|late\s+nights?|late\s+at\s+night"
            r"|(?:after|past)\s+(?:1[01]\s*pm|midnight)|夜猫子|熬夜|晚睡|夜里|凌晨|通宵|[一两二三四]点(?:才|以后)?睡",
            # early
            r"early\s+birds?|morning\s+person|early\s+riser|early\s+to\s+bed|[3-7]\s*am\s+(?:person|riser|club)"
            r"|up\s+(?:at|by)\s+[3-6](?:[:.]\d\d)?\s*(?:am)?\b|早睡|早起|早鸟|晨型人|[四五六]点(?:多)?(?:就)?(?:起|醒)",
        ),
    ),
    (
        "reading",
        (
            # on a screen
            r"kindles?|e-?readers?|e-?books?|电子书|阅读器|微信读书",
            # on paper
            r"paperbacks?|paper\s+books?|hardcovers?|hardbacks?|physical\s+books|printed\s+books|library\s+books"
            r"|纸质书|纸书|实体书",
        ),
    ),
    (
        "shopping",
        (
            # online
            r"amazon|ebay|shop(?:ping)?\s+online|淘宝|京东|拼多多|网购|网上买",
            # in person
            r"in\s+store|the\s+shops\s+on|high\s+street|shopping\s+centre|mall|商场|实体店|专柜",
        ),
    ),
    (
        "work setting",
        (
            # away from the office
            r"remote(?:\s+work(?:ing)?)?|work(?:ing)?\s+from\s+home|wfh|home\s+office|居家办公|远程办公|在家办公",
            # at the office
            r"(?:the|an)\s+office|in[\s-]office|坐班|去公司上班|办公室",
        ),
    ),
)
"""Routines of exclusive options: (name, options), each option a class of words of both languages."""


_RIVAL = compiled(r"\b(?:better|more|rather)\s+than\b.*$|\bover\s+(?:the|my|a|an)\b.*$|比[^，,。]*$")
"""The rival of a comparison, to the clause's end ("suits me better than the office ever did", 早起比睡懒觉
舒服): the option it names loses."""


def preferred(clause: str) -> str:
    """The clause without the rival of its comparison: what is left names the option preferred ("remote
    work suits me way better than the office ever did" names remote work, not the office)."""
    return _RIVAL.sub(" ", clause)


@functools.cache
def _options() -> tuple[tuple[str, int, re.Pattern[str]], ...]:
    return tuple(
        (name, at, compiled(rf"(?<![a-z])(?:{words})(?![a-z])"))
        for name, options in ROUTINES
        for at, words in enumerate(options)
    )


def options_named(text: str) -> dict[str, set[int]]:
    """The routines a text names options of: {routine: {option index}}."""
    found: dict[str, set[int]] = {}
    for name, at, pattern in _options():
        if pattern.search(text):
            found.setdefault(name, set()).add(at)
    return found


def other_option(clause: str, held: str) -> bool:
    """Whether a clause names one option of a routine and the held statement another, each naming only
    its own ("turned into a 5am person" / "a proper night owl"; 商场 / 淘宝)."""
    said, kept = options_named(preferred(clause)), options_named(held)
    return any(
        len(options) == 1 and len(kept.get(name, ())) == 1 and options != kept[name]
        for name, options in said.items()
    )
