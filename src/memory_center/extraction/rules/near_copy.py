"""A value said right after as a near-copy of a held one, with or without a marker (京A12354，后两位我老搞反
for 京A12345; "GX-40781, I keep flipping those" for GX-40718; 尾号6687，刚才手抖按反了 for 尾号6678): a
code of the same shape — the same prefix (a plate's 京A, an ID's GX-), as many digits, two neighbours
swapped or one or two digits changed — is a correction of that code, since nobody holds two codes that
alike (docs/extraction.md, "Session 23: corrections by the value's shape and by the noun they name").

Pure: ``may_copy`` is the cheap gate of the write path (a short message, one code, not a question, not a
hypothetical); ``copied`` pairs the message's code with the one held code it nearly copies, when the words
before it in its clause are a lead or words the memory says (尾号, "membership ID": "meeting room 381"
and 快递柜取件码是3961 name another thing) and no one else the memory does not name is in the message.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.restated import Substitution
from memory_center.extraction.rules.text import alternatives, compiled, english

MAX_CHARS = 80
"""A near-copy correction is short: the code and a few words on the slip."""
CODE = re.compile(
    r"(?<![A-Za-z0-9-])(?P<prefix>[\u4e00-\u9fff][A-Z]|[A-Za-z]{1,4}-?)?(?P<digits>\d{3,}(?:-\d{2,})*)"
    r"(?!\d|[.,:/-]\d)"
)
"""A code: three digits or more, with the prefix of its kind (a plate's 京A, an ID's GX-); groups of
digits joined by hyphens are one code (a phone number: 555-0142)."""
_HYPOTHETICAL = compiled(r"\b(?:if|what if|suppose|maybe|could|would|should)\b|如果|要是|假如|万一|是不是|吗")
_SOMEONE = compiled(
    rf"{english(w.KIN_EN + '|' + w.OTHER_PEOPLE_EN)}|{alternatives(w.KIN_ZH + '|他|她|他们|她们|别人')}"
)
_LEADS = compiled(
    r"^(?:(?:oh|oops|sorry|no|wait|actually|it's|it is|that's|that is|make that|i meant|i mean|should be|"
    r"哦|噢|啊|呃|哎|不对|应该是|其实是|是|的是|我是说)[\s,，:：]*)+"
)
_CLAUSE = re.compile(r"[,，;；。!！]|\.\s")
_WORD_EN = re.compile(r"[A-Za-z]{3,}")


def _codes(text: str) -> list[tuple[int, int, str, str]]:
    found = []
    for match in CODE.finditer(text):
        found.append((match.start(), match.end(), match["prefix"] or "", match["digits"]))
    return found


def may_copy(text: str) -> bool:
    """The cheap gate: a short statement holding exactly one code, no question, no hypothetical."""
    if len(text) > MAX_CHARS or not re.search(r"\d{3}", text) or re.search(r"[?？]", text):
        return False
    return len(_codes(text)) == 1 and _HYPOTHETICAL.search(text) is None


def near(old: str, new: str) -> bool:
    """Two digit strings of one length that one slip makes of each other: two neighbours swapped, or one
    digit changed (two in a code of five digits or more)."""
    if len(old) != len(new) or old == new:
        return False
    apart = [index for index, (one, other) in enumerate(zip(old, new, strict=True)) if one != other]
    swapped = len(apart) == 2 and apart[1] == apart[0] + 1 and old[apart[0]] == new[apart[1]]
    return (swapped and old[apart[1]] == new[apart[0]]) or len(apart) <= (2 if len(old) >= 5 else 1)


def copied(held: str, text: str) -> Substitution | None:
    """The held code ``text`` nearly copies, when it is one and the message says it of the same thing."""
    if not may_copy(text):
        return None
    start, end, prefix, digits = _codes(text)[0]
    pairs = [
        code
        for code in _codes(held)
        if code[2].replace("-", "").casefold() == prefix.replace("-", "").casefold() and near(code[3], digits)
    ]
    if len(pairs) != 1 or not _of_it(held, text, start):
        return None
    old_start, old_end, _, _ = pairs[0]
    return Substitution(old_start, old_end, held[old_start:old_end], text[start:end])


def _of_it(held: str, text: str, start: int) -> bool:
    """Whether the message says its code of what the memory is about: no one else the memory does not
    name, and the words before the code in its clause are a lead or words the memory says."""
    if any(someone[0].casefold() not in held.casefold() for someone in _SOMEONE.finditer(text)):
        return False
    before = _CLAUSE.split(text[:start])[-1]
    before = _LEADS.sub("", before.strip()).strip()
    if not before:
        return True
    if re.search(r"[\u4e00-\u9fff]", before):
        return before.rstrip("是的") in held
    return all(word.casefold() in held.casefold() for word in _WORD_EN.findall(before))
