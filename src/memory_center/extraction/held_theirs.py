"""A held value said to be someone else's, in a correction (pure; docs/extraction.md, "Session 25:
switches, corrections and one-offs").

"Hang on, Lincoln is where my nephew goes. My son's at Jefferson Elementary", "Wait, Dr. Patel is my
wife's dentist. Mine is Dr. Kim", 说错了，实验小学是我侄子的学校，我儿子在育才小学: a correction marker, then
a clause that gives a value to another person (``<value> is my <kin>'s …``, ``<value>是我<kin>的…``). The
held memory that names the value, and does not name that person, was the user's mistake: it ends, and
what follows the clause is the value that holds ("Mine is Dr. Kim" gives the held slot its value).
Without a correction marker, or with a word of addition (too, also, 也), the clause is news of the
other person and ends nothing ("My nephew goes to Jefferson Elementary").
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.later import MARKERS
from memory_center.extraction.rules.text import alternatives, compiled, english

_MARKED = compiled(
    rf"^\W*(?:(?:oh|ah|hmm|um|uh|well|ok|okay)[\s,]*)?(?:hang on|hold on|{english(w.CORRECTION_EN)}|no)\b"
    rf"|^\W*(?:哦|噢|啊|呃|嗯|哎呀)?[，,\s]*(?:{MARKERS['zh']})"
)
_THEIRS_EN = compiled(
    r"(?:^|[,.;:!?—–-]\s*)(?:the\s+)?(?P<value>[A-Za-z][\w.' -]{1,40}?)\s+(?:is|was|'s)\s+"
    rf"(?:(?:where|what|who|the one)\s+)?(?:my|our)\s+{w.KIN_LEAD_EN}(?P<who>{english(w.KIN_EN)})(?:'s|s')?\b"
    r"(?P<after>[^.;!?]*)"
)
_THEIRS_ZH = re.compile(
    rf"(?:^|[，,。；;！!：:\s])(?P<value>[\u4e00-\u9fffA-Za-z0-9]{{2,12}}?)(?:才|其实)?是(?:我|我们)的?"
    rf"(?P<who>{alternatives(w.KIN_ZH)}|{w.KIN_SHORT_ZH})(?P<after>[^，,。；;！!]*)"
)
_ADDED = compiled(r"\b(?:too|also|as well|as well as)\b|也|还")
_MINE = compiled(
    r"^(?:and\s+|but\s+)?(?:mine(?:'s|\s+is)|my\s+own\s+is)\s+(?:(?:a|an|the)\s+)?(?P<value>[^,;!?]{2,40}?)[.!]?$"
    r"|^我(?:自己)?的(?:是|叫)(?P<zh>[^，,。；;！!]{2,12}?)[。！!]?$"
)


@dataclass(frozen=True, slots=True)
class Theirs:
    value: str
    """The value said to be the other person's ("Lincoln", "Dr. Patel", 实验小学)."""
    who: str
    statement: str
    """The clause that says so."""
    rest: str
    """What the message says after it: the value that holds."""


def may_be_theirs(text: str) -> bool:
    """Cheap: a message that opens with a correction marker and gives a value to another person."""
    return (
        _MARKED.search(text) is not None and (_THEIRS_EN.search(text) or _THEIRS_ZH.search(text)) is not None
    )


def theirs(text: str) -> list[Theirs]:
    """The values a correction gives to another person, each with what follows it."""
    if _MARKED.search(text) is None:
        return []
    found: list[Theirs] = []
    for pattern in (_THEIRS_EN, _THEIRS_ZH):
        for match in pattern.finditer(text):
            value = re.sub(r"^(?:the|a|an)\s+", "", match["value"].strip(), flags=re.IGNORECASE)
            value = _MARKED.sub("", value).strip(" ,，")
            if len(value) < 2 or _ADDED.search(match[0]) or value.casefold() in _NOT_VALUES:
                continue
            rest = text[match.end() :].strip(" ,，.。;；!！")
            found.append(Theirs(value, match["who"].casefold(), match[0].strip(" ,，.。"), rest))
    return found


_NOT_VALUES = frozenset(("that", "this", "it", "he", "she", "they", "mine", "那个", "这个", "那", "这"))


def names_value(held: str, value: str) -> bool:
    """Whether a held memory's words name the value (a word of it: "Lincoln" in "Lincoln Elementary")."""
    folded, said = held.casefold(), value.casefold()
    if re.search(r"[\u4e00-\u9fff]", said):
        return said in folded
    return re.search(rf"(?<![a-z]){re.escape(said)}(?![a-z])", folded) is not None


_SENTENCE_END = re.compile(r"(?<=[.!。！])(?<![A-Z][a-z]\.)(?<![A-Z][a-z]{2}\.)\s*")
"""Where a sentence ends (not after a title: "Dr. Kim", "Mrs. Li")."""


def mine(rest: str) -> str | None:
    """The user's own value said after the correction without its slot ("Mine is Dr. Kim", "Mine's a
    Mazda 3", 我的是李医生), or None."""
    first = _SENTENCE_END.split(rest.strip(), maxsplit=1)[0]
    if (match := _MINE.match(first.strip())) is None:
        return None
    return (match["value"] or match["zh"] or "").strip() or None


_WHICH = compiled(
    r"\bnot\s+(?P<name>[A-Z][\w'-]+)\s+(?:the|my|our|from|at|in|of|who)\b[^,;.]*[,;]\s*"
    r"(?:but\s+|i mean\s+|just\s+)?"
    r"(?P=name)\s+(?:the|my|our|from|at|in|of|who)\b"
    rf"|不是(?P<zh>[\u4e00-\u9fff])[\u4e00-\u9fff]{{0,2}}[，,]\s*(?:是|我说的是)?我的?(?:{alternatives(w.KIN_ZH)})[老小]?(?P=zh)"
)


def names_which(text: str) -> bool:
    """Whether a message tells which of two people of one name it means ("Not Zhang the CEO, Zhang my
    manager", 不是张总，是我领导老张): the name said after "not" is said again as the one meant, no
    correction of it."""
    return _WHICH.search(text) is not None


_RESPELT = re.compile(
    r"(?:姓|是)(?P<surname>[\u4e00-\u9fff])[，,、\s]*(?:是|就是)?(?P<spelt>[\u4e00-\u9fff]{1,4}?)的?(?P=surname)"
)


def respelt_surname(text: str) -> str | None:
    """The surname a correction says and spells out (啊不是，姓章，立早章; 哦不对，是汪，三点水的汪): a held
    surname of one character is the wrong one, or None."""
    if _MARKED.search(text) is None or (match := _RESPELT.search(text)) is None:
        return None
    return match["surname"]


def resurnamed(content: str, value: str, surname: str) -> tuple[str, str] | None:
    """A held memory's (content, value) with its surname of one character replaced (我领导姓张 → 姓章),
    or None when it holds no other surname."""
    said = re.search(r"姓(?P<old>[\u4e00-\u9fff])", content)
    old = said["old"] if said else (value if len(value) == 1 and re.match(r"[\u4e00-\u9fff]", value) else "")
    if not old or old == surname:
        return None
    fixed = content.replace(f"姓{old}", f"姓{surname}") if said else content.replace(old, surname)
    return fixed, value.replace(old, surname)
