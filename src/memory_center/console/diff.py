"""A word diff for people: what changed between two wordings of a memory.

Latin words and numbers are compared whole; every CJK character is a token of its own (Chinese has no
spaces), so "预算 9000 元" → "预算 8000 元" marks only the number.
"""

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Literal

_TOKEN = re.compile(r"\s+|[^\W_]+|.")
_CJK = re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff]")

Op = Literal["same", "removed", "added"]


@dataclass(frozen=True)
class Piece:
    op: Op
    text: str


def tokens(text: str) -> list[str]:
    """Words, numbers, whitespace runs and punctuation; each CJK character alone."""
    out: list[str] = []
    for match in _TOKEN.finditer(text):
        part = match.group()
        if _CJK.search(part):
            out.extend(_split_cjk(part))
        else:
            out.append(part)
    return out


def _split_cjk(part: str) -> list[str]:
    pieces: list[str] = []
    buffer = ""
    for char in part:
        if _CJK.match(char):
            if buffer:
                pieces.append(buffer)
                buffer = ""
            pieces.append(char)
        else:
            buffer += char
    if buffer:
        pieces.append(buffer)
    return pieces


def word_diff(before: str | None, after: str | None) -> list[Piece]:
    """The pieces of ``after`` with what ``before`` had instead; consecutive pieces of one kind joined."""
    old, new = tokens(before or ""), tokens(after or "")
    pieces: list[Piece] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if tag == "equal":
            _append(pieces, "same", "".join(old[i1:i2]))
            continue
        if i2 > i1:
            _append(pieces, "removed", "".join(old[i1:i2]))
        if j2 > j1:
            _append(pieces, "added", "".join(new[j1:j2]))
    return pieces


def _append(pieces: list[Piece], op: Op, text: str) -> None:
    if not text:
        return
    if pieces and pieces[-1].op == op:
        pieces[-1] = Piece(op, pieces[-1].text + text)
    else:
        pieces.append(Piece(op, text))


def changed_fields(before: dict[str, object] | None, after: dict[str, object] | None) -> list[str]:
    """The snapshot fields whose value differs (a revision log's before/after)."""
    before, after = before or {}, after or {}
    return sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))
