"""Slot frames: a slot's value said anywhere in a statement, by the words around it (pure).

Each slot of the schema lists its frames (``schema.FRAMES``, data: "started at …", "my … gym", 入职…,
在…上班); one engine reads them all, in English and Chinese, wherever they stand in a sentence —
"Started at KPMG this week, same kind of work", "The sauna at my Crunch gym was closed again",
入职腾讯第一个月 — so that a sentence nobody wrote a pattern for still names the slot it is about.

A frame gives a value only where the statement is about the user:

- nothing about someone else before it (my sister …, 我老公 …, he/she …), nor inside a wildcard
  of its frame ("my mom's place in Leeds");
- no negation, past state, plan or hypothetical around it (don't, used to, 以前, 打算, if, 如果…):
  endings and plans are the rules' (``extraction.rules.ended``, ``asserted``);
- the value has the slot's type: a number for an amount; in English a capitalised name, a listed
  option of the slot, or (for a job) a few lower-case words; in Chinese two to eight characters that
  are not a generic word (公司, 那边). A frame marked "?" in the table takes only listed options.

Each reading says whether it was **said** (a plain statement: a new memory of the slot) or only
**presupposed** (in a question, a request, or beside a word of this time only: "What's the tire
pressure for my Kia Sorento?", 今天我们美团的周会…): a presupposed value is taken only by a write path
that knows the user holds another value of the slot (``writepath.slots_by_meaning``), never stored from
nothing.
"""

import functools
import re
from dataclasses import dataclass, replace

import memory_center.extraction.rules.turn_words as tw
import memory_center.extraction.rules.words as w
from memory_center.extraction.frames_whose import is_gift, someone_elses, without_givers
from memory_center.extraction.frames_zh import CLOCK_SLOTS, CLOCK_VALUE_ZH, GENERIC_ZH, WORK_MOVED, clock
from memory_center.extraction.rules.asserted import is_retraction, is_sarcastic
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.supposed import told_as_supposed
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, listed
from memory_center.extraction.schema import (
    BY_NAME,
    FRAMES,
    OPTION_SLOT,
    OWNED_FRAMES,
    PLACES_ZH,
    SLOTS,
    SWITCH_FRAMES,
    Slot,
    names_cue,
)
from memory_center.governance.choices import CHOICES
from memory_center.governance.lasting import says_one_time, says_trip

MAX_CHARS = 240
"""A longer statement is no everyday remark: no frame is read in it."""


@dataclass(frozen=True, slots=True)
class Framed:
    slot: Slot
    value: str
    statement: str
    presupposed: bool
    rivals: int = 0
    """How many other slots the same words gave the same value (the write path takes the held one)."""
    wild: bool = False


@dataclass(frozen=True, slots=True)
class _Frame:
    slot: Slot
    pattern: re.Pattern[str]
    listed_only: bool
    possessive: bool
    wild: bool = False
    owned: bool = False
    """A frame of the user's own thing said in passing (``OWNED_FRAMES``): always presupposed."""
    gift: bool = False  # a thing given to the user ("got me an …", 送了台…): ``frames_whose``
    needle: str = ""
    """The frame's longest literal word, folded: a statement without it is not searched."""


_EN_NAME = (
    r"(?-i:(?:[A-Z][\w&'+.-]*|[a-z]+[A-Z][\w&'+.-]*|\d+[A-Za-z][\w&'+.-]*)"
    r"(?:\s+(?:&\s+|of\s+|de\s+|la\s+)?(?:[A-Z0-9][\w&'+.-]*))*)"
)
_EN_WORDS = r"(?-i:[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)"
_EN_WORDS_END = (
    r"(?=\s+(?:at|in|for|with|and|but|on|since|because|so|now|these|this|who|are|is|was)\b|\s*[,.;!?]|\s*$)"
)
_NUMBER = r"\d{1,3}(?:\.\d+)?"
_ZH_STOP = "，,。.!！?？；;：:、\\s我你他她它的了是在"
"""Characters a Chinese value never holds (punctuation, pronouns, the commonest particles)."""
_ZH_SOFT = "和跟与也都就还这那个把被给从到去来很太又再坐开起"
"""Characters that end a value said before them (去美团报到, 比亚迪汉开起来), though names may hold them."""
_ZH_VALUE = rf"[^{_ZH_STOP}]{{2,8}}?"
_ZH_BOUND = (
    rf"(?=[{_ZH_STOP}{_ZH_SOFT}]|第|[一二两三四五六七八九十几半]|快|已经|刚|才|以后|之后|上班|工作|报到|办公|做|当"
    r"|园区|食堂|同事|周会|这边|那边|$)"
)
_ZH_NOT_AFTER = {
    "在": "(?<![现正实存所自内好不])",
    "来": "(?<![后起出过本原从未将回下])",
    "去": "(?<![过出回上下进失])",
    "到": "(?<![得想收遇做达看听])",
    "当": "(?<![应相适正])",
}
"""A short Chinese frame opening with one of these characters does not start inside a word (现在 is no
在 of 在…上班, 后来 no 来 of 来…快)."""
_ZH_NUMBER = r"\d{1,3}|[一二两三四五六七八九十]{1,3}"


def _compile(slot: Slot, frame: str, owned: bool = False) -> _Frame:
    found = _compile_pattern(slot, frame)
    words = [word for word in re.split(r"[\s…*?]+", frame.casefold()) if word]
    return replace(found, needle=max(words, key=len) if words else "", owned=owned, gift=is_gift(frame))


def _compile_pattern(slot: Slot, frame: str) -> _Frame:
    listed_only = frame.startswith("?")
    frame = frame.lstrip("?")
    before, _, after = frame.partition("…")
    possessive = bool(re.match(r"(?i)(?:.*\bmy\b|.*\bour\b|我|我们|我家)", before)) if before else False
    options = _options(slot)
    if is_chinese(frame):
        if slot.value == "amount":
            value = rf"(?P<value>{_ZH_NUMBER})" + (re.escape(after) if after else "")
        elif after:
            zh_value = CLOCK_VALUE_ZH if slot.name in CLOCK_SLOTS else _ZH_VALUE  # 22:30就上床: a colon
            value = rf"(?:(?P<opt>{options})|(?P<value>{zh_value})){re.escape(after)}"
        else:
            value = rf"(?:(?P<opt>(?:{options})[^{_ZH_STOP}]{{0,4}}?)|(?P<value>{_ZH_VALUE})){_ZH_BOUND}"
        guard = _ZH_NOT_AFTER.get(before[:1], "") if len(before) <= 2 else ""
        body = rf"{guard}{re.escape(before)}{value}" if before else rf"(?<![^{_ZH_STOP}]){value}"
        return _Frame(slot, re.compile(body), listed_only, possessive)
    wild = "*" in frame
    body = (rf"\b{_en_words(before)}" if before.strip() else r"(?<![\w'])") + _en_value(slot, options)
    if after.strip():
        body += (r"\s*" if after.startswith("'") else r"\s+") + _en_words(after).removesuffix(r"\s+") + r"\b"
    elif slot.value == "text":
        body += _EN_WORDS_END
    return _Frame(slot, compiled(body), listed_only, possessive, wild)


def _en_words(words: str) -> str:
    """Frame words as a pattern, each followed by white space; ``*`` stands for up to three words
    ("my * flat in …": my flat, my new flat, my little rented flat)."""
    parts = []
    for word in words.split():
        wild = r"(?:[a-z'-]+\s+){0,3}?" + (r"[a-z'-]+,\s+" if word == "*," else "")  # "the gym nearby, X"
        parts.append(wild if word in ("*", "*,") else rf"{re.escape(word)}\s+")
    return "".join(parts)


def _en_value(slot: Slot, options: str) -> str:
    article = r"(?:(?:the|an?|my|our)\s+)?"
    if slot.value == "amount":
        return rf"(?P<value>{_NUMBER})"
    if slot.value == "text":
        return rf"{article}(?P<value>{_EN_WORDS})"
    return rf"{article}(?:(?P<opt>{options})|(?P<value>{_EN_NAME}))"


@functools.cache
def _options(slot: Slot) -> str:
    """A slot's listed options, longest first, as the first alternative of its value ("kia", "电信")."""
    listed = (*slot.options, *(PLACES_ZH.split("|") if slot.value == "place" else ()))
    if not listed:
        return "(?!)"
    latin = sorted((o for o in listed if not is_chinese(o)), key=len, reverse=True)
    chinese = sorted((o for o in listed if is_chinese(o)), key=len, reverse=True)
    parts = []
    if latin:
        parts.append(  # a model after the name is Latin letters and digits ("iPhone 15给我")
            rf"(?:{alternatives('|'.join(latin))})(?![\w])(?-i:(?:\s+[A-Z0-9][A-Za-z0-9+-]*)*)"
        )
    if chinese:
        parts.append(
            rf"(?:{alternatives('|'.join(chinese))})(?-i:(?:[A-Za-z0-9]+(?:\s?[A-Z0-9][A-Za-z0-9]*)?)?)"
        )
    return "(?i:" + "|".join(parts) + ")"


@functools.cache
def _frames() -> tuple[_Frame, ...]:
    """Every slot's frames, then the frames of a switch to any listed option (``SWITCH_FRAMES``), one
    per single-valued option slot, each taking only that slot's options ("switched to Firefox",
    改用支付宝: the browser, the payment method), then the frames of the user's own thing said in
    passing (``OWNED_FRAMES``: "my Toyota RAV4", "picked up the new Tesla") for the option slots whose
    options are names, always presupposed."""
    own = [(BY_NAME[name], frame) for name, listed in FRAMES.items() for frame in listed.split("|")]
    optioned = [
        slot
        for slot in SLOTS
        if slot.value == "option"
        and slot.options
        and not slot.many
        and not slot.constraint
        and not slot.by_option
    ]
    switches = [(slot, f"?{frame}") for slot in optioned for frame in SWITCH_FRAMES.split("|")]
    owned = [
        _compile(slot, f"?{frame.strip()}", owned=True)
        for slot in optioned
        if slot.spotted and slot.lasting
        for frame in OWNED_FRAMES.split("|")
    ]
    plain = tuple(_compile(slot, frame.strip()) for slot, frame in [*own, *switches] if frame.strip())
    return (*plain, *owned)


_KINDS = frozenset(
    name for options in CHOICES.values() for names in options.values() for name in names.split("|")
)
"""Kinds of a thing, not one of them (大床房, 经济舱, window seat): never a slot's named value."""
_KIN = compiled(rf"\b(?:{alternatives(w.KIN_EN)})(?:'s)?\b")
_NOT_NOW = compiled(
    r"\b(?:not|never|no longer|don't|doesn't|didn't|won't|isn't|aren't|wasn't|used to|was|were"
    r"|previously|formerly|if|would|could|might|maybe|perhaps|thinking (?:of|about)|considering"
    r"|planning|plan to|going to|want to|wanna|hope to|hoping to|should I|interview(?:ing|ed)?|offer"
    r"|apply(?:ing)?|applied|left|quit|ex|old)\b"
    r"|n't\b|不|没|别|以前|之前|原来|曾经|如果|要是|打算|准备|想|考虑|可能|也许|面试|离职|辞职|老|前任|前公司"
)
_GIVEN_UP_BEFORE = compiled(
    r"\b(?:closed(?! on\b)|cancell?ed|sold|ditched|dropped|gave up|got rid of|traded in|handed in)\b"
)
_NOT_OWNED = compiled(_NOT_NOW.pattern.replace("|should I|", "|").replace("|was|were|", "|"))
"""For a thing the user calls their own ("my Kia"), a question about it is no doubt that they have it,
nor is what happened to it ("the sauna at my Crunch gym was closed")."""
_GONE = compiled(english(tw.GONE[0].replace("…", "").replace("  ", " ")) + "|" + alternatives(tw.GONE[1]))
_QUESTION = re.compile(
    r"[?？]|[吗呢]\W*$|^(?:can|could|would|will|should|do|does|is|are|what|where|how|any)\b", re.I
)
_REQUEST = compiled(
    r"^(?:please\s+)?(?:help|write|draft|find|book|send|tell|remind|check|look)\b|^(?:帮我|请|给我)"
)
_PLACES = tuple(PLACES_ZH.split("|"))
_PLACE_TAIL = re.compile(r"(?:分公司|总部|公司|办公室|分部|那边|这边)$")
_NOT_NAMES = frozenset(
    listed(
        "i|i'm|i've|i'd|my|our|we|the|these|this|that|just|today|yesterday|now|since|after|before|also|still|and"
        "|but|so|ok|okay|yes|no|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march"
        "|april|may|june|july|august|september|october|november|december|got|started|give|use|make|let|put|take"
        "|keep|book|send|find|set|add|have|had|been|loving|celebrated|signed|ported|went|any|what|can|could"
        "|would|will|should|do|does|did|is|are|was|were|please|hi|hey|well|oh|ugh|oops|sorry|hold|wait|home"
        "|family|parent|night|team|mom|dad"
    )
)


def read_frames(text: str) -> list[Framed]:
    """Every slot value a frame gives in a message, one per slot and statement (the first frame that
    reads the slot in the statement)."""
    found: list[Framed] = []
    said = statements(text)[:20]
    if any(is_retraction(clause) for statement in said for clause in clauses(statement)):
        return found  # "I moved to York. Scratch that": what the rules withdrew stays withdrawn
    for statement in said:
        if len(statement) > MAX_CHARS or told_as_supposed(statement) or is_sarcastic(statement):
            continue  # a supposition, sarcasm or hyperbole ("At this rate I'm moving to Antarctica")
        read: dict[str, Framed] = {}
        folded = statement.casefold()
        for frame in _with_needles_in(folded):
            if frame.slot.name in read:
                continue
            if (reading := _read(frame, statement)) is not None:
                read[frame.slot.name] = reading
        found.extend(_settled(list(read.values())))
    return found


@functools.cache
def _needles() -> dict[str, tuple[tuple[str, tuple[int, ...]], ...]]:
    """Each frame's needle once, with the places in ``_frames()`` of the frames it is the needle of (a
    thousand frames share about 270 needles), by the needle's first two characters (a statement holds
    a needle only where it holds those: only the needles of its own character pairs are looked for)."""
    places: dict[str, list[int]] = {}
    for place, frame in enumerate(_frames()):
        places.setdefault(frame.needle, []).append(place)
    by_start: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
    for needle, found in places.items():
        by_start.setdefault(needle[:2], []).append((needle, tuple(found)))
    return {start: tuple(needles) for start, needles in by_start.items()}


def _with_needles_in(folded: str) -> list[_Frame]:
    """The frames whose needle the folded statement holds, in the frames' order."""
    frames, needles = _frames(), _needles()
    starts = {folded[at : at + 2] for at in range(len(folded))} | set(folded) | {""}
    places = [
        place
        for start in starts
        for needle, found in needles.get(start, ())
        if needle in folded
        for place in found
    ]
    return [frames[place] for place in sorted(places)]


def compiled_frames() -> int:
    """Compile every frame now (the write path's warm-up: a thousand patterns take about a second on a
    cold process) and say how many there are."""
    return len(_frames())


def _settled(readings: list[Framed]) -> list[Framed]:
    """One value read for several slots ("I'm a member at Planet Fitness": the gym, and the employer by
    "I'm a * at …") is the slot of a frame without a wildcard, else of one whose cue the statement
    names; still several, each says how many rivals it has."""
    by_value: dict[str, list[Framed]] = {}
    for reading in readings:
        by_value.setdefault(reading.value.casefold(), []).append(reading)
    settled: list[Framed] = []
    for same in by_value.values():
        if len(same) > 1 and any(not one.wild for one in same):
            same = [one for one in same if not one.wild]
        if len(same) > 1 and (named := [one for one in same if names_cue(one.statement, one.slot)]):
            same = named
        settled.extend(replace(one, rivals=len(same) - 1) for one in same)
    return settled


def _read(frame: _Frame, statement: str) -> Framed | None:
    match = frame.pattern.search(statement)
    if match is None:
        return None
    listed = bool(match.groupdict().get("opt"))
    value = match["opt"].strip() if listed else _clean(match["value"], frame.slot)
    if listed and frame.slot.value == "place" and value is not None:
        value = _PLACE_TAIL.sub("", value)  # 调到深圳分公司: 深圳
    if value is None or (frame.listed_only and not _listed(frame.slot, value)) or _a_kind(frame.slot, value):
        return None
    clause_start = max(statement.rfind(mark, 0, match.start()) for mark in ",，;；")
    before = statement[clause_start + 1 : match.start()]
    if someone_elses(frame.gift, statement, match.start(), match.end(), before):
        return None  # 我儿子叫乐乐，今年五岁: the age is the son's
    if frame.slot.name == "residence" and WORK_MOVED.search(before):  # 公司搬到东莞了: the workplace moved
        return Framed(BY_NAME["workplace"], value, statement, presupposed=True)
    if (
        frame.wild
        and frame.possessive
        and _KIN.search(statement[match.start() : match.start("opt" if match["opt"] else "value")])
    ):
        return None  # "my mom's place in Leeds": the wildcard took another person's
    not_now = _NOT_OWNED if frame.possessive else _NOT_NOW  # "should I service my Kia?": it is the user's
    before = without_givers(before) if frame.gift else before  # 老婆送了台…: no 老 of an old thing
    if (
        not_now.search(before)
        or _GIVEN_UP_BEFORE.search(re.split(r"\band\b", before)[-1])  # "closed my Chase account"; "… and X"
        or not_now.search(_clause_after(statement, match.end()))
    ):
        return None
    if frame.possessive and _GONE.search(statement):
        return None  # "my Golf was written off": an ending (``rules.flips``), not a value
    if not _about_user(statement, frame):
        return None
    asked = _QUESTION.search(statement) is not None or _REQUEST.search(statement) is not None
    passing = asked or says_one_time(statement) or (frame.slot.name == "residence" and says_trip(statement))
    if passing and not frame.possessive:
        return None
    return Framed(frame.slot, value, statement, presupposed=passing or frame.owned, wild=frame.wild)


def _clause_after(statement: str, end: int) -> str:
    """The words after a value up to the end of its clause (a negation there undoes it too)."""
    return _CLAUSE_END.split(statement[end:], maxsplit=1)[0][:30]  # "… job and I don't …": a new clause


_CLAUSE_END = compiled(r"[,，;；.。]|\s(?:and|but)\s+(?:i|we|i'm|i've|we're|we've)\b")
_BARE_WORDS = frozenset(listed("new|old|current|same|first|last|dream|other|next|day|night|summer|temp"))
_ABOUT_USER = compiled(r"\b(?:I|I'm|I've|I'd|me|my|we|we're|we've|our|us|mine)\b|我")


def _about_user(statement: str, frame: _Frame) -> bool:
    """A statement with a first person, or a fragment that leaves it out ("Started at KPMG this week",
    入职腾讯第一个月)."""
    if _ABOUT_USER.search(statement):
        return True
    return not re.search(r"\b(?:he|she|they|his|her|their|it|you|your)\b|[他她你您]", statement, re.I)


def _clean(said: str, slot: Slot) -> str | None:
    value = said.strip().rstrip(".,;:!'")
    if slot.value == "amount":
        return value if re.fullmatch(rf"{_NUMBER}|{_ZH_NUMBER}", value) else None
    if slot.name in CLOCK_SLOTS:
        return clock(value)
    if is_chinese(value):
        value = re.sub(r"^(?:名叫|叫做|叫|是)", "", value)
        value = re.sub(r"^(?:一|两)?[辆台部款个只](?=[^\W\d_]{2})", "", value)  # 一辆马自达3: the car
        value = re.sub(r"(?:工作|生活|上班|定居|打拼|发展)$", "", value)
        value = re.sub(r"^(?:超大杯|大杯|中杯|小杯)(?=[^\W\d_]{2})", "", value)  # 大杯美式: a size
        if slot.value == "place":
            value = _PLACE_TAIL.sub("", value)
        if slot.value != "place" and any(value.startswith(place) for place in _PLACES):
            return None  # 在北京工作: where, not whom, one works for
        if (
            value[-1:] in _ZH_SOFT
            or value in GENERIC_ZH
            or value[:1] in "一这那新老别哪某每各第二两三四五六七八九十百千万几0123456789"
            or len(value) < 2
        ):
            return None
        return value
    words = value.split()
    while words and words[0].casefold() in _NOT_NAMES:
        words = words[1:]
    while words and words[-1].casefold() in _NOT_NAMES:
        words = words[:-1]  # "the move to Prague I …": the pronoun after the name
    value = " ".join(words)
    if not value or value.casefold() in _NOT_NAMES or len(value) > 40:
        return None
    if slot.value == "text":
        return None if value.casefold() in _BARE_WORDS else value  # "weeks into the new job": no title
    if value[:1].islower() and not _listed(slot, value):
        return None
    return value


def _a_kind(slot: Slot, value: str) -> bool:
    """A value that names a kind (大床房, business class), for an option slot another slot's listed option
    (地铁 for the car), or in Chinese the slot's own cue after an unlisted word (经济型酒店)."""
    folded = value.casefold()
    if folded in _KINDS:
        return True
    other = OPTION_SLOT.get(folded)
    if slot.value == "option" and other is not None and other.name != slot.name and not _a_brand(other):
        return True  # an employer may be any brand (美团), an airline is no cabin, a car no 地铁
    return (
        is_chinese(value)
        and not _listed(slot, value)
        and any(folded.endswith(cue) and folded != cue for cue in slot.cues if is_chinese(cue))
    )


def _a_brand(slot: Slot) -> bool:
    """A slot whose options are names (``spotted``: Monzo, Revolut of the payment method): one may be
    another option slot's value too ("I moved my accounts to Monzo": the bank)."""
    return slot.spotted and not slot.by_option


def _listed(slot: Slot, value: str) -> bool:
    folded = value.casefold()
    listed = (*slot.options, *(_PLACES if slot.value == "place" else ()))
    return any(
        folded == option
        or folded.startswith(option + " ")
        or (is_chinese(option) and folded.startswith(option))
        for option in listed
    )
