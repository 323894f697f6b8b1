"""Single-valued things the user holds: the car they drive ("user / car") and the language they want
to be spoken to in ("user / language"). One key each, whatever the verb, so a new one supersedes the
old one: "I drive a Tesla" → "I sold my Tesla and bought a Volvo" leaves Volvo; 我开宝马 → 我把那辆宝马
卖了，现在开特斯拉 leaves 特斯拉; "Please talk to me in English" → "I'd prefer Spanish from now on"
leaves Spanish.

A car is read only where the words say it is one: "car"/车, the classifier 辆, "drive"/开 with a
known make or model, or a known make after "bought"/"got"/买了/换了 (``words.CAR_BRANDS_*``). A
language is read from "talk / speak / write / reply to me in X", 用X跟我交流, 跟我说X, or a stance on a
known language (``words.LANGUAGES``).
"""

import re
import unicodedata

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.owner_nouns import attribute_value
from memory_center.extraction.rules.model import LIKE, STANCE, Reading
from memory_center.extraction.rules.slotted import as_slot
from memory_center.extraction.rules.text import alternatives, compiled, listed, value
from memory_center.extraction.schema import BY_NAME

__all__ = ["as_language", "as_slot", "read_car", "read_language"]

_BRAND_EN = alternatives(w.CAR_BRANDS_EN)
_BRAND_ZH = alternatives(w.CAR_BRANDS_ZH)
_WHEN_ZH = (
    r"(?:现在|目前|如今|已经|最近|去年|今年|上个月|上周|上星期|前几天|前阵子|前段时间|前不久"
    r"|刚刚|刚|也|还|就|改|又)*"
)
_WHEN_EN = r"(?:(?:now|currently|recently|just|finally|actually|also)\s+)*"
_MAKE_EN = rf"(?:{_BRAND_EN})\b(?:\s+[\w-]+){{0,2}}"
_CARS = (
    compiled(
        rf"^I(?:'ve|\s+have)?\s+{_WHEN_EN}(?:sold|got rid of|traded in|traded|replaced|scrapped"
        r"|part-exchanged|part exchanged|exchanged|swapped)\s+"
        r"(?:my|the|our)\s+(?:old\s+)?.+?\s+(?:and\s+(?:bought|got|picked up|replaced it with)|for)\s+"
        r"(?:a|an|the)?\s*(?:new\s+|used\s+)?(?P<value>.+)$"
    ),
    compiled(
        rf"^I(?:'ve|\s+have)?\s+{_WHEN_EN}(?:bought|got|own|have|drive)\s+(?:a|an)\s+(?:(?:new|used|second-hand|little|old)\s+)?"
        rf"(?P<value>{_MAKE_EN})"
        r"(?:\s+(?:now|these days|last \w+))?$"
    ),
    compiled(r"^my\s+(?:new\s+|current\s+)?car\s+is\s+(?:now\s+)?(?:a|an)\s+(?P<value>.+)$"),
    re.compile(
        rf"^我?{_WHEN_ZH}(?:开|买了|换了|开上了|提了)(?:一辆|辆|台|一台)(?:新的?)?(?P<value>.+?)(?:车)?(?:了)?$"
    ),
    re.compile(
        rf"^我?{_WHEN_ZH}(?:开的是|开|买了|换了|开上了|提了|换成了?)(?:新的?)?(?P<value>(?:{_BRAND_ZH}).*?)(?:车)?(?:了)?$"
    ),
    re.compile(r"^我的?(?:新)?(?:车|汽车|座驾)(?:是|换成了?|现在是)(?:一辆|辆)?(?P<value>.+?)(?:了)?$"),
    re.compile(
        rf"^我?{_WHEN_ZH}把(?:我的|家里的|原来的|之前的)?(?:{_BRAND_ZH}|车|旧车)[^，,]{{0,6}}?(?:换成了?|换了)(?:一辆|辆|台)?"
        rf"(?:新的?)?(?P<value>(?:{_BRAND_ZH}).*?)(?:车)?(?:了)?$"
    ),
)
_NOT_A_CAR = compiled(rf"(?:{alternatives(w.NOT_CARS_ZH)})$|\b(?:{alternatives(w.NOT_CARS_EN)})\b")


def read_car(clause: str) -> Reading | None:
    for pattern in _CARS:  # each anchored on its verb: no search of the makes unless the verb is there
        if (match := pattern.match(clause)) and (said := value(match["value"])):
            if _NOT_A_CAR.search(said) or attribute_value(BY_NAME["car"], match["value"].strip()):
                return None  # 我的汽车是白色的: the car's colour, not a new car (owner_nouns)
            said = re.sub(r"\s+(?:instead|now|these days)$", "", said, flags=re.IGNORECASE)
            return Reading(MemoryType.FACT, "user", "car", said, lasting=True)
    return None


_LANGUAGE = alternatives(w.LANGUAGES)
_LANGUAGE_NAMES = frozenset(listed(w.LANGUAGES))
_LANGUAGES = (
    compiled(
        r"^(?:please\s+|could you\s+|can you\s+)?(?:always\s+|only\s+)?"
        r"(?:talk|speak|write|reply|respond|answer|chat|communicate)\s+(?:to me\s+|with me\s+)?in\s+"
        rf"(?P<value>{_LANGUAGE})\b"
    ),
    re.compile(
        rf"^(?:以后|今后)?(?:请|麻烦)?(?:你们?)?(?:都)?(?:用|说)(?P<value>{_LANGUAGE})"
        r"(?:跟|和|与|同)?我?(?:交流|沟通|聊天|聊|说话|对话|回复|回答|讲)"
    ),
    re.compile(rf"^(?:以后|今后)?(?:请|麻烦)?(?:你们?)?(?:跟|和|对)我(?:说|讲|用)(?P<value>{_LANGUAGE})"),
)


def _shown(language: str) -> str:
    said = unicodedata.normalize("NFKC", language)
    return said.capitalize() if said.isascii() else said


def read_language(clause: str) -> Reading | None:
    for pattern in _LANGUAGES:
        if match := pattern.match(clause):
            return Reading(MemoryType.PREFERENCE, "user", "language", _shown(match["value"]), lasting=True)
    return None


def as_language(reading: Reading) -> Reading:
    """A liking of a language ("I'd prefer Spanish from now on") is the language to speak."""
    if reading.predicate == STANCE and reading.object_value == LIKE and reading.subject in _LANGUAGE_NAMES:
        return Reading(MemoryType.PREFERENCE, "user", "language", _shown(reading.subject), lasting=True)
    return reading
