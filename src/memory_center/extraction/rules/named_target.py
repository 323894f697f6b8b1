"""A correction that names what it corrects ("Scratch the weight, it's 182", "the heart rate was wrong,
it's 68", 鞋码不对，应该是34, 体重说错了): the held value next to that noun is the one replaced, not the
first value of its type in the memory (docs/extraction.md, "Session 23: corrections by the value's
shape and by the noun they name").

Pure: ``by_named`` narrows a memory's held spans to the one nearest after (then before) a noun the
correction's words share with the memory, of a type the new value may replace; ``typed_spans.pick`` then
takes it. When the correction names no noun the memory says, the spans are left as they are.
"""

import re

from memory_center.extraction.rules.typed_spans import Span, fits
from memory_center.extraction.rules.value_shapes import FUNCTION_ZH

_WORD_EN = re.compile(r"[a-z]{4,}")
_RUN_ZH = re.compile(r"[\u4e00-\u9fff]{2,}")
NOT_NOUNS_EN = frozenset(
    [
        "scratch",
        "that",
        "this",
        "wrong",
        "correction",
        "correct",
        "actually",
        "sorry",
        "meant",
        "mean",
        "said",
        "wait",
        "just",
        "fixed",
        "with",
        "from",
        "what",
        "when",
        "about",
        "been",
        "have",
        "were",
        "they",
        "them",
        "then",
        "than",
        "there",
        "their",
        "your",
        "mine",
        "yours",
        "also",
        "make",
        "change",
        "update",
        "amend",
        "number",
        "value",
    ]
)
"""Words of a correction that name no held thing: its markers and function words."""
NOT_NOUNS_ZH = frozenset(
    {"不对", "说错", "错了", "打错", "写错", "记错", "搞错", "弄错", "应该", "其实", "刚才", "之前", "上次"}
)
REACH = 24
"""How far from its noun a held value may be said ("weigh about 170 lbs")."""
_BEFORE_PENALTY = 12
"""A value said after its noun (体重70公斤, "weigh about 170 lbs") is nearer than one said before it."""


def named_nouns(held: str, said: str, value_spans: list[Span]) -> list[tuple[int, int]]:
    """Where in ``held`` a noun of the correction ``said`` is said again (an English word of four letters
    or more, either one the start of the other: "weight" / "weigh"; a Chinese pair of characters with no
    function character, 鞋码), outside the held values themselves."""
    inside = [(span.start, span.end) for span in value_spans]
    found: list[tuple[int, int]] = []
    lower = held.casefold()
    words = {word for word in _WORD_EN.findall(said.casefold()) if word not in NOT_NOUNS_EN}
    for match in _WORD_EN.finditer(lower):
        word = match[0]
        if any(_same_stem(word, other) for other in words):
            found.append(match.span())
    for run in _RUN_ZH.findall(said):
        for offset in range(len(run) - 1):
            pair = run[offset : offset + 2]
            if pair[0] in FUNCTION_ZH or pair[1] in FUNCTION_ZH or pair in NOT_NOUNS_ZH:
                continue
            found.extend((m.start(), m.end()) for m in re.finditer(re.escape(pair), held))
    return [(s, e) for s, e in found if not any(a < e and s < b for a, b in inside)]


def _same_stem(one: str, other: str) -> bool:
    short, long = sorted((one, other), key=len)
    return long.startswith(short) and len(short) >= 4 and len(long) - len(short) <= 3


def by_named(held_text: str, held: list[Span], said: str, new: Span) -> list[Span]:
    """``held`` narrowed to the one span ``new`` may replace that is nearest a noun the correction
    names (within ``REACH`` characters: "weigh about 170 lbs", 鞋码33, "shoe size 7" whatever the type
    table prefers); ``held`` as it is when the correction names no noun the memory says."""
    if len(held) < 2:
        return held
    nouns = named_nouns(held_text, said, held)
    if not nouns:
        return held

    def distance(span: Span) -> int:
        return min(
            span.start - end if span.start >= end else start - span.end + _BEFORE_PENALTY
            for start, end in nouns
        )

    near = sorted((span for span in held if fits(new, span) and distance(span) <= REACH), key=distance)
    return near[:1] or held
