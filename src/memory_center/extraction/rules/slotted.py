"""A single-valued slot said by its habit verb, and a liking of one of its options, as one key
``user / <slot>`` (``extraction.schema``), so that any new value replaces the held one, known or not.

- Habit verbs (each slot's ``verbs``, data): "I fly Virgin these days", "I bank with Starling",
  "I pay with Klarna", "I commute by e-scooter", 最近都坐山航了, 我现在用数字人民币付款. The value is
  typed: in English a capitalised name (or, for a slot of everyday words such as the commute, a word
  or two), in Chinese two to eight characters; a value that is a known option of another slot is
  that slot's ("I fly economy" is the cabin, 都坐高铁 the way to travel). Only the present habit: "I
  flew Virgin once" has no habit verb.
- A liking read by the stance readers that picks a known option of such a slot ("I always fly
  British Airways", "I shop at Tesco", 我一般住汉庭) is the slot's value, unless it is a taste ("I
  love Spotify", 我喜欢汉庭: kept as a stance beside the slot).
"""

import re
from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import LIKE, STANCE, Reading
from memory_center.extraction.rules.text import compiled, is_chinese, trim
from memory_center.extraction.schema import BY_NAME, SLOTS, Slot, option_of, value_slot
from memory_center.governance.choices import CHOICES

_EN_LEAD = r"^(?:(?:these days|nowadays|now|lately|recently|at the moment)\s*,?\s+)?"
_EN_ADVERB = (
    r"(?:(?:always|usually|mostly|now|generally|normally|mainly|only|just|still|also|typically|tend to)\s+)*"
)
_EN_VALUE = (
    r"(?:the\s+|an?\s+|my\s+)?(?P<value>(?-i:[A-Z0-9][\w&'+.-]*(?:\s+(?:&\s+)?[A-Z0-9][\w&'+.-]*)*)"
    r"|(?-i:[a-z][\w-]*(?:\s+class)?))"
)
_EN_TAIL = (
    r"(?:\s+(?:hotels?|airlines?|flights?|bank|cards?|app|these days|nowadays|now|again|instead|mostly"
    r"|usually|always|most of the time|for work|for everything|every time|when I travel|for work trips"
    r"|whenever I can|if I can|from now on|at the moment))*"
)
_ZH_ADVERB = (
    r"(?:现在|最近|如今|目前|一般|平时|通常|基本上?|都|也|还|已经|这几年|这段时间|出差|每次|就|只|改|主要)*"
)
_ZH_VALUE = r"(?P<value>[^，,。!！?？\s我你他她在的了过]{2,8}?)"
_ZH_TAIL = r"(?:的(?:飞机|航班|酒店|卡))?(?:了)?$"
_NOT_A_VALUE = compiled(
    r"^(?:to|from|into|in|on|at|out|back|home|there|here|a lot|lots|it|them|that|this|every|some|any"
    r"|one|once|twice|\d+\s*(?:times|hours|days|km|miles))\b"
)


def _frames(slot: Slot) -> list[re.Pattern[str]]:
    """A slot's verbs as frames; in a Chinese verb "…" marks the value (用…付款), else it follows."""
    found = []
    for verb in slot.verbs:
        if is_chinese(verb):
            before, _, after = verb.partition("…")
            body = rf"{re.escape(before)}{_ZH_VALUE}{re.escape(after)}" + ("(?#…)" if after else "")
            found.append(re.compile(rf"^(?:我们?)?{_ZH_ADVERB}{body}{_ZH_TAIL}"))
        else:
            words = r"\s+".join(re.escape(word) for word in verb.split())
            found.append(compiled(rf"{_EN_LEAD}(?:I|we)\s+{_EN_ADVERB}{words}\s+{_EN_VALUE}{_EN_TAIL}$"))
    return found


def _first_word(verb: str) -> str:
    before, _, after = verb.partition("…")
    return (before or after).split()[0] if not is_chinese(verb) else (before or after)


_HABITS: tuple[tuple[re.Pattern[str], Slot], ...] = tuple(
    (frame, slot) for slot in SLOTS if slot.verbs for frame in _frames(slot)
)
_HABIT_WORDS = compiled(
    "|".join(
        sorted({re.escape(_first_word(verb)) for slot in SLOTS for verb in slot.verbs}, key=len, reverse=True)
    )
)
"""A cheap look before the frames: the first word of every habit verb."""


def read_habit(text: str) -> Reading | None:
    """A slot said by its habit verb ("I bank with Starling these days", 最近都坐山航了), or by the head
    noun of the thing used (``read_named``)."""
    if len(text) > 120:
        return None
    if not _HABIT_WORDS.search(text):
        return read_named(text)
    for frame, slot in _HABITS:
        if (match := frame.match(trim(text))) is None:
            continue
        said = trim(match["value"])
        if _NOT_A_VALUE.match(said):
            return None
        found = option_of(said)
        # an option of another slot opening the value is that slot's (都坐高铁出差, "I fly economy"), not
        # one inside it (数字人民币), nor one a verb around the value names (用微信支付: the payment)
        found = found if found is not None and said.casefold().startswith(found[1]) else None
        if found is not None and found[0] != slot.name and "…" not in frame.pattern:
            return _as_option_of(BY_NAME[found[0]], said)
        if not is_chinese(said) and said[:1].islower() and found is None and slot.spotted:
            return None  # "I fly cheap": a name is capitalised, unless it is a known option
        if _a_kind(slot, said, found is not None):
            return None  # 我一般住大床房, 一般住经济型酒店: a kind of room or hotel, not the one used
        return _value(slot, said)
    return read_named(text)


_CHOICE_NAMES = frozenset(
    name for options in CHOICES.values() for names in options.values() for name in names.split("|")
)


def _a_kind(slot: Slot, said: str, known: bool) -> bool:
    """A value that names a kind rather than one: an option of a governance choice (大床房, twin room),
    or a Chinese value that is the slot's own cue after a word that is no known option (经济型酒店,
    海边酒店; 汉庭酒店 is a chain)."""
    if said.casefold() in _CHOICE_NAMES:
        return True
    return is_chinese(said) and not known and any(said.endswith(cue) and said != cue for cue in slot.cues)


def _as_option_of(slot: Slot, said: str) -> Reading | None:
    """A known option of another slot: that slot's value, or a stance on the option for a slot kept
    by its options (cabin, seat: ``governance.choices``)."""
    if value_slot(slot.name) is not None:
        return _value(slot, said)
    if slot.by_option:
        return Reading(MemoryType.PREFERENCE, said.casefold(), STANCE, LIKE, lasting=True)
    return None


def _value(slot: Slot, said: str) -> Reading:
    memory_type = MemoryType.FACT if slot.fact else MemoryType.PREFERENCE
    return Reading(memory_type, "user", slot.name, said, lasting=True)


_TASTE = compiled(
    r"\b(?:love|loves|loved|like|likes|enjoy|enjoys|adore|fan of|into|favou?rite)\b|喜欢|爱|最爱|迷上"
)


def as_slot(reading: Reading, text: str) -> Reading:
    """A liking that picks a known option of a single-valued slot is the slot's value (not a taste)."""
    if reading.predicate != STANCE or reading.object_value != LIKE or reading.subject == "user":
        return reading
    if _TASTE.search(text):
        return reading
    found = option_of(reading.subject) or option_of(text)
    if found is None:
        named = by_cue(reading.subject)
        return (
            reading
            if named is None
            else replace(_value(named, reading.subject), confidence=reading.confidence)
        )
    if (slot := value_slot(found[0])) is None or not slot.spotted:
        return reading  # "I usually take the train": an everyday word is no commute said
    return replace(_value(slot, _as_said(text, found[1])), confidence=reading.confidence)


_CUES = sorted(
    ((cue.casefold(), slot) for slot in SLOTS if value_slot(slot.name) is not None for cue in slot.cues),
    key=lambda pair: len(pair[0]),
    reverse=True,
)


def by_cue(said: str) -> Slot | None:
    """The slot a value names by its head noun, the slot's cue, after a name ("Nothing phone",
    "Framework laptop", 椰奶, 微众银行, 夸克浏览器); never a bare cue, a kind ("boutique hotel": an
    English head in lower case; 经济型酒店, 海边酒店: ``_a_kind``), nor a space before a Chinese cue."""
    folded = said.casefold().strip()
    if not is_chinese(said) and not said[:1].isupper():
        return None
    for cue, slot in _CUES:
        if folded == cue or not folded.endswith(cue):
            continue
        if is_chinese(said) and _a_kind(slot, said, False) and cue in _KIND_CUES:
            return None
        head = folded[: -len(cue)]
        zh_head = is_chinese(cue) and head and not head.endswith(" ")
        if zh_head or (head.endswith(" ") and not is_chinese(cue)):
            return slot
    return None


_KIND_CUES = frozenset(("酒店", "宾馆"))
"""Chinese cues whose heads are mostly kinds (经济型酒店, 快捷酒店) rather than names."""
_ZH_USE = re.compile(
    rf"^我?{_ZH_ADVERB}(?:用|坐|住|开|喝|换成了?|改用|改喝|改坐)(?:的是)?(?:一[辆台部款])?(?P<value>(?!的)[^，,。!！?？\s我你他她在了过]{{3,10}}?)(?:了)?$"
)


def read_named(text: str) -> Reading | None:
    """ "我现在用微众银行", "I use a Nothing phone": a thing the user uses whose head noun is a slot's cue."""
    match = _ZH_USE.match(trim(text)) or _EN_USE.match(trim(text))
    if match is None or (slot := by_cue(match["value"])) is None or _NOT_A_VALUE.match(match["value"]):
        return None
    return _value(slot, trim(match["value"]))


_EN_USE = compiled(
    rf"{_EN_LEAD}I(?:'m|\s+am)?\s+{_EN_ADVERB}(?:use|using|have|got|on|drive|take)\s+(?:an?\s+|the\s+|my\s+)?"
    rf"(?P<value>(?-i:[A-Z][\w&'+.-]*(?:\s+[A-Z0-9][\w&'+.-]*)*)\s+[a-z]+){_EN_TAIL}$"
)


def _as_said(text: str, option: str) -> str:
    """The option as the user wrote it, with the capitalised words that follow ("Tesla Model 3")."""
    if not option.isascii():
        return option
    match = re.search(rf"(?<![A-Za-z0-9-]){re.escape(option)}(?:\s+[A-Z0-9][\w+-]*)*", text, re.IGNORECASE)
    return match.group(0) if match else option
