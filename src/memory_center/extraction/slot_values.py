"""Typed values in a statement, and the statement with its value masked (pure): what the embedder
compares with each slot's example phrasings (``writepath.slots_by_meaning``), so that the slot is decided by
what the statement says around the value, not by the value ("I fly X these days" is the airline
whether X is Virgin or a name nobody listed).

One value per statement, by type:

- person: a title and a name ("Dr. Lewis", "Dr Okafor"), 李医生, 王大夫;
- amount: a number (an age, a height, a size: "turned 35", 满31岁, 176);
- name (a place, an organisation, an option): English capitalised words (or a name in camel case:
  easyJet, eBay) that are not the sentence's opening word alone ("Turkish Airlines is who I fly
  with", "my money is at Nationwide"), Latin words in a Chinese statement (T3, Chrome), or two to
  six Chinese characters after a word that introduces a place, organisation or thing used (在, 到,
  用, 坐, 住, 由, 去, 入职, 加入) and before a particle.

A statement with two candidate values of the chosen type is ambiguous: no value, no slot.
"""

import re
from dataclasses import dataclass
from typing import Literal

Kind = Literal["person", "amount", "name"]
MASK_EN = "X"
MASK_ZH = "某某"


@dataclass(frozen=True, slots=True)
class Value:
    text: str
    kind: Kind
    start: int
    end: int


_TITLE = re.compile(r"\b(?:Dr|Doctor|Prof|Professor|Mr|Mrs|Ms)\.?\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?")
_ZH_PERSON = re.compile(r"[\u4e00-\u9fff](?:医生|大夫|老师|律师|教练)")
_NUMBER = re.compile(r"(?<![\w.])\d{1,3}(?:\.\d+)?(?![\w.])|[一二两三四五六七八九十]{1,3}(?=岁)")
_NAME = re.compile(
    r"(?<![\w'])(?:[A-Z]|[a-z]+[A-Z])[\w&'+.-]*(?:\s+(?:&\s+|of\s+|de\s+)?[A-Z0-9][\w&'+.-]*)*"
)
"""A name: capitalised words, or one that opens in lower case and goes on in capitals (easyJet, eBay)."""
_LATIN_IN_ZH = re.compile(r"[A-Za-z][A-Za-z0-9&+.-]*(?:\s+[A-Za-z0-9][A-Za-z0-9&+.-]*)*")
_ZH_NAME = re.compile(
    r"(?:在|到|用|坐|住|由|去|入职|加入|是)(?P<value>(?:(?![的了在过我])[\u4e00-\u9fff]){2,6}?)"
    r"(?=的|了|上班|工作|办公|负责|买菜|买|住|定居|生活|安家|付款|听歌|健身|存|看|出差|，|,|。|$)"
)
_ZH_LEAD = re.compile(r"^.*(?:到|用|坐|住|由|去)(?=[\u4e00-\u9fff]{2})")
"""Words before the last word that introduces the value (都去山姆 → 山姆)."""
_NOT_NAMES = frozenset(
    [
        "i",
        "i'm",
        "i've",
        "i'd",
        "my",
        "our",
        "we",
        "we're",
        "the",
        "these",
        "this",
        "that",
        "just",
        "today",
        "yesterday",
        "now",
        "since",
        "after",
        "before",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "also",
        "still",
        "and",
        "but",
        "so",
        "ok",
        "okay",
        "yes",
        "no",
    ]
)
_CJK = re.compile(r"[\u4e00-\u9fff]")


def find_value(text: str) -> Value | None:
    """The one typed value of a statement, if it has exactly one of its kind."""
    chinese = _CJK.search(text) is not None
    for kind, found in (("person", _people(text, chinese)), ("name", _names(text, chinese))):
        if found:
            return _one(found, kind)  # type: ignore[arg-type]
    numbers = [(m.group(0), m.start(), m.end()) for m in _NUMBER.finditer(text)]
    return _one(numbers, "amount")


def _one(found: list[tuple[str, int, int]], kind: Kind) -> Value | None:
    unique = {said for said, _, _ in found}
    if len(unique) != 1:
        return None
    said, start, end = found[0]
    return Value(said, kind, start, end)


def _people(text: str, chinese: bool) -> list[tuple[str, int, int]]:
    pattern = _ZH_PERSON if chinese else _TITLE
    return [(m.group(0), m.start(), m.end()) for m in pattern.finditer(text)]


def _names(text: str, chinese: bool) -> list[tuple[str, int, int]]:
    if chinese:
        latin = [(m.group(0), m.start(), m.end()) for m in _LATIN_IN_ZH.finditer(text)]
        return latin or [_after_lead(m["value"], m.start("value")) for m in _ZH_NAME.finditer(text)]
    found = []
    for match in _NAME.finditer(text):
        words = match.group(0).split()
        start = match.start()
        while words and words[0].casefold().rstrip(".,") in _NOT_NAMES:
            start += len(words[0]) + 1
            words = words[1:]
        said = " ".join(words).rstrip(".,;:!")
        if said:
            found.append((said, start, start + len(said)))
    return found


def _after_lead(said: str, start: int) -> tuple[str, int, int]:
    lead = _ZH_LEAD.match(said)
    cut = lead.end() if lead is not None else 0
    return said[cut:], start + cut, start + len(said)


def masked(text: str, value: Value) -> str:
    """The statement with its value replaced by a placeholder."""
    mask = MASK_ZH if _CJK.search(text) else MASK_EN
    return f"{text[: value.start]}{mask}{text[value.end :]}"
