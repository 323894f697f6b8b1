"""A Chinese name corrected by describing its characters (是逗逗，逗号的逗，不是豆子的豆; 是章，立早章，
不是弓长张): the wrong one is said as a character, not as a value, so the message names no old value a
correction could look for. Pure: ``with_old_named`` says the wrong character as the old name it makes —
the new name with its described character put back to the wrong one (豆豆 for 逗逗) — so that the
correction reader (``later``) reads "是逗逗，不是豆豆" and the write path corrects the held name like any
correction that names its old value (docs/extraction.md, "Session 29: corrections and clauses whose
value or owner is read wrong").

A character is described as a word holding it (逗号的逗, 下雨的雨: "the 逗 of 逗号") or by its parts (立早章,
弓长张, 耳东陈: two characters, then the one they make). Only a clause that is such a description and
nothing else counts, and only beside a name said in the message: 甜甜的甜是甜蜜的甜 says how a held name is
written and changes nothing.
"""

import re

_CLAUSE = re.compile(r"[，,；;。]\s*")
_OF_A_WORD = re.compile(r"^(?P<word>[\u4e00-\u9fff]{1,4})的(?P<char>[\u4e00-\u9fff])$")
"""逗号的逗, 甜的甜: the character of a word that holds it."""
_BY_PARTS = re.compile(r"^(?P<parts>[\u4e00-\u9fff]{2})(?P<char>[\u4e00-\u9fff])$")
"""立早章, 弓长张: two parts, then the character they make (trusted only beside a name of one character)."""
_NOT = re.compile(r"^(?:而)?不是")
_LEAD = re.compile(r"^(?:(?:哦|噢|啊|呃|嗯)\s*)?(?:应该是|其实是|是|叫|写作|写成)")
_NAME = re.compile(r"^[\u4e00-\u9fff]{1,4}$")


def described(clause: str, name: str) -> str | None:
    """The character a clause describes, when the clause is a description and nothing else: by a word
    holding it (逗号的逗), or by its parts (立早章) beside a name of one character."""
    if (of_word := _OF_A_WORD.match(clause)) and of_word["char"] in of_word["word"]:
        return of_word["char"]
    by_parts = _BY_PARTS.match(clause)
    if by_parts and len(name) == 1 and by_parts["char"] not in by_parts["parts"]:
        return by_parts["char"]
    return None


def with_old_named(text: str) -> str:
    """``text`` with a wrong character said as the old name it makes (是逗逗，逗号的逗，不是豆子的豆 →
    是逗逗，逗号的逗，不是豆豆), or as it is when it holds no such correction."""
    parts = _CLAUSE.split(text)
    if len(parts) < 2 or "不是" not in text:
        return text
    name, right = "", ""
    for part in (part.strip() for part in parts):
        if name and not _NOT.match(part) and (char := described(part, name)) is not None:
            right = char if char in name else right  # 逗号的逗 after 逗逗: the character meant
            continue
        if not _NOT.match(part):
            plain = _LEAD.sub("", part, count=1)
            name, right = (plain, "") if _NAME.match(plain) else (name, right)
            continue
        wrong = described(_NOT.sub("", part, count=1), name) if name else None
        if wrong is None or wrong in name:
            return text
        if not right and len(set(name)) == 1:
            right = name[0]  # 逗逗, 章: the one character the name has
        if not right:
            return text
        start = text.index(part)
        return text[:start] + "不是" + name.replace(right, wrong) + text[start + len(part) :]
    return text
