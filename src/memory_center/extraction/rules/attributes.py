"""Statements about one slot of the key schema (``extraction.schema``), read by one engine from the
schema's own data: no pattern per slot.

- Cue frames: "my <cue> is X", "X is my (new) <cue>", "my <cue>: X", 我的<cue>是X, X是我的<cue>, and
  a number or size right after the cue (我身高175, 我鞋码42) → ``user / <slot> = X``;
- options: a statement about the user naming one well-known value of a single-valued option slot
  ("I'm on a Pixel now", "I shop at Aldi these days", 最近都住全季了, 现在都用支付宝付款了) is about
  that slot, whatever the verb; a stance ("I love Spotify", 我讨厌汉庭) is left to ``preferences``;
- habit verbs (``slotted``): "I fly Virgin these days", "I bank with Starling", 最近都坐山航了 —
  any value after a slot's verb is the slot's.

A single-valued slot has one key per user, so a new value supersedes the held one with or without a
change marker; the value must fit the slot's type (a name, a place or an organisation starts with a
capital in English, an amount or a size has a digit), so "my job is stressful" is no job.
"""

import re

import memory_center.extraction.rules.turn_words as tw
from memory_center.enums import MemoryType
from memory_center.extraction.kinds_en import EVERYDAY_NAMES_EN, EVERYDAY_SLOTS
from memory_center.extraction.owner_nouns import attribute_value, foreign_owner
from memory_center.extraction.rules.adjuncts import value_without_time, without_time_lead
from memory_center.extraction.rules.endorsed import ENDORSED, endorsed_clause, weighed
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.owned_by import FOR_SOMEONE
from memory_center.extraction.rules.protected import masked
from memory_center.extraction.rules.said_gates import unmasked
from memory_center.extraction.rules.slotted import read_habit
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, trim
from memory_center.extraction.rules.typed import NAME_EN
from memory_center.extraction.schema import (
    BY_NAME,
    OPTION_SLOT,
    OPTION_SLOTS,
    SLOTS,
    Slot,
    names_cue,
    option_of,
)

_CUE_SLOT: dict[str, Slot] = {}
for _slot in SLOTS:
    for _cue in _slot.cues:
        _CUE_SLOT.setdefault(_cue.casefold(), _slot)

_EN_CUES = alternatives("|".join(cue for cue in _CUE_SLOT if not is_chinese(cue)))
_ZH_CUES = alternatives("|".join(cue for cue in _CUE_SLOT if is_chinese(cue)))
_EN_QUALIFIER = r"(?:(?:current|new|usual|regular|go-to|main|own|everyday|daily)\s+)?"
_EN_NOW = r"(?:\s+(?:now|these days|nowadays|from now on|at the moment|again|for now|anyway))*"
_FRAMES = (
    compiled(
        rf"^(?:my|our)\s+{_EN_QUALIFIER}(?P<cue>{_EN_CUES})(?P<named>'s\s+name)?"
        rf"\s*(?:is|are|'s|will be|=|:)\s+(?:now\s+)?(?P<value>.+?){_EN_NOW}$"
    ),
    compiled(
        rf"^(?P<value>[^,]{{1,40}}?)(?:\s+(?:is|are)|'s)\s+(?:now\s+)?(?:my|our)\s+{_EN_QUALIFIER}(?P<cue>{_EN_CUES})"
        rf"{_EN_NOW}$"
    ),
    compiled(rf"^(?:(?:my|our)\s+)?(?P<cue>home)\s+is\s+(?:now\s+)?(?P<value>[A-Z].+?){_EN_NOW}$"),
    compiled(
        rf"^(?:my|our)\s+{_EN_QUALIFIER}(?P<cue>{_EN_CUES})\s+(?:is|are|has|have)?\s*(?:now\s+)?"
        r"(?P<where>in|at|based in|moved to|relocated to|moving to)\s+"
        rf"(?P<value>(?-i:[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){{0,3}})){_EN_NOW}$"
    ),
    compiled(
        rf"^I(?:'ve|\s+have)?\s+(?:just\s+)?(?:switched|changed|moved)\s+(?:my|our)\s+{_EN_QUALIFIER}"
        rf"(?P<cue>{_EN_CUES})\s+(?:over\s+)?to\s+(?P<value>.+?){_EN_NOW}$"
    ),
    re.compile(
        rf"^我(?:们)?(?:的|家的?)?(?P<cue>{_ZH_CUES})(?:已经|刚)?(?P<where>搬到了?|搬去了?|迁到了?|在)(?P<value>[^，,。]{{2,12}}?)(?:了)?$"
    ),
    re.compile(
        rf"^我(?:的|们的|们家的?|家的?)?(?:现在的?|新的?|目前的?)?(?P<cue>{_ZH_CUES})(?:现在|目前|一般|平时|已经)?"
        r"(?:是|叫|为|改成了?|换成了?|变成了?|[:：])(?P<value>.+?)(?:了)?$"
    ),
    re.compile(
        rf"^(?P<value>[^，,我你他她]{{1,20}}?)(?:现在|目前|已经)?(?:是|成了)我(?:的|们的|们家的?|家的?)(?:新)?"
        rf"(?P<cue>{_ZH_CUES})(?:了)?$"
    ),
    re.compile(
        rf"^我(?:的)?(?:现在|目前)?(?P<cue>{_ZH_CUES})(?:是|有)?(?P<value>\d[\d.]*\s*(?:cm|kg|公分|厘米|公斤|斤|码|号|米)?)(?:了)?$"
    ),
)
_VALUE_FRAMES: tuple[tuple[re.Pattern[str], str], ...] = (
    (compiled(r"^I(?:'m|\s+am)\s+(?P<value>\d{1,3})(?:\s+years?\s+old|\s+yrs?\s+old)?$"), "age"),
    (
        compiled(
            r"^I(?:'m|\s+am)\s+(?P<value>[\d.]+\s*(?:m|cm|metres|meters)|\d\s*(?:ft|foot|')\s*\d*\s*(?:in|\")?)\s+tall$"
        ),
        "height",
    ),
    (compiled(r"^I\s+weigh\s+(?P<value>[\d.]+\s*(?:kg|kilos|lbs?|pounds|stone).*)$"), "weight"),
    (
        compiled(
            r"^I\s*(?:wear|take|am|'m)\s+(?:a\s+)?(?:size\s+)?(?P<value>[\d.]+)\s+(?:in\s+)?shoes?$|^I\s+(?:wear|take)\s+(?:a\s+)?size\s+(?P<v2>[\d.]+)\s+shoes?$"
        ),
        "shoe_size",
    ),
    (re.compile(r"^我(?:今年|已经)?(?P<value>[\d一二三四五六七八九十]{1,4})岁(?:了)?$"), "age"),
    (
        compiled(
            r"^(?:I\s+)?(?:just\s+|finally\s+|recently\s+)?(?:turned|hit)\s+(?P<value>\d{1,3})"
            r"(?:\s+(?:years old|last \w+|this \w+|today|yesterday|on \w+))?$"
        ),
        "age",
    ),
    (
        re.compile(
            r"^我?(?:今年|去年|上周|上个月|昨天|前天|刚刚?|已经|这个月|今天)*(?:满|过了?)(?P<value>[\d一二三四五六七八九十]{1,4})(?:岁|周岁)(?:生日)?(?:了)?$"
        ),
        "age",
    ),
    (re.compile(r"^我(?:一般|平时)?穿(?P<value>[\dA-Za-z.]+码?)的?(?:鞋|鞋子)$"), "shoe_size"),
    (re.compile(r"^我(?:一般|平时)?穿(?P<value>[\dA-Za-z.]+码?)的?(?:衣服|上衣|裤子)$"), "clothing_size"),
    (re.compile(r"^我(?:的)?体重(?:是|有)?(?P<value>[\d.]+\s*(?:kg|公斤|斤)?)$"), "weight"),
)
"""A slot said by a value frame of its own ("I'm 34 years old", 我穿38码的鞋) rather than by its cue."""
_CAPITALISED = r"(?P<value>[A-Z][\w&'.-]*(?:\s+(?:&\s+)?[A-Z][\w&'.-]*)*)"
_FOUND_FRAMES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(rf"\b(?:new|our|my)\s+(?:flat|apartment|house|home|place)\s+in\s+{_CAPITALISED}"),
        "residence",
    ),
    (
        re.compile(
            rf"\b(?:[Ff]irst\s+(?:day|week|month)|[Ss]tart(?:ed|ing)?|new\s+job|new\s+role|new\s+position)\s+(?:at|with)\s+{_CAPITALISED}"
        ),
        "workplace",
    ),
    (
        re.compile(
            r"\b(?:[Pp]icked up|[Cc]ollected|[Tt]ook delivery of|[Gg]ot|[Bb]ought)\s+(?:my|our|a|an)\s+"
            rf"(?:new\s+|brand new\s+)?{_CAPITALISED}"
        ),
        "car",
    ),
    (re.compile(r"(?:买|换|提)了?一?辆(?:新的?)?(?P<value>[^，,。的了]{1,8})(?:了|的)?$"), "car"),
    (
        re.compile(
            r"^(?:我们?家?)?(?:现在|刚|刚刚|终于|已经)*在(?P<value>[\u4e00-\u9fff]{2,6}?)(?:的新家|安了?家|买了房|落户)"
        ),
        "residence",
    ),
    (
        re.compile(
            r"^(?:我们?)?(?:现在|目前|如今)的?(?:新)?家(?:在|是)(?P<value>[\u4e00-\u9fff]{2,6}?)(?:了)?$"
        ),
        "residence",
    ),
    (
        re.compile(
            r"^(?:我们?)?(?:现在|目前|如今|刚|刚刚)*在(?P<value>[\u4e00-\u9fff]{2,8}?)的第一(?:天|周|个星期|个月)"
        ),
        "workplace",
    ),
    (re.compile(r"^我?(?:现在|目前|平时|一般|都)*在(?P<value>[\u4e00-\u9fff]{2,8}?)办公$"), "office"),
    (re.compile(r"把我(?:调|派)到了?(?P<value>[\u4e00-\u9fff]{2,6}?)(?:去了|了|去)?$"), "workplace"),
)
"""A slot said inside a longer statement about the user ("We just finished unpacking in our new flat in
Leeds", "Monday is my first day at KPMG", 新买了一辆比亚迪, 公司把我调到上海了)."""
_ABOUT_USER = compiled(r"\b(?:I|I'm|I've|me|my|we|we're|we've|our|us)\b|我|^[^他她它你您]")
_LEAD_ARTICLE = compiled(r"^(?:an?|the)\s+")
_VALUE_NEEDS_CAPITAL = {"place", "organisation", "person"}
_VALUE_NEEDS_DIGIT = {"amount", "size", "date"}
_NOT_A_VALUE = compiled(
    r"^(?:(?:nothing|none)$|it|this|that|there|here|home|fine|good|great|bad|ok|okay|busy|boring|stressful|hard|easy"
    r"|tiny|small|big|huge|nice|lovely|awful|terrible|crazy|a mess|a bit .*|so .*|very .*|really .*|too .*"
    r"|什么|哪|这|那|多少|几)\b"
)
_SIZE_WORDS = compiled(
    r"\b(?:xxs|xs|s|m|l|xl|xxl|xxxl|small|medium|large|extra large|petite)\b|[SMLX]{1,3}码"
)


def read_attribute(text: str) -> Reading | None:
    """The slot a statement names by a cue frame ("my dentist is Dr. Patel", 我身高175), a value frame,
    a found frame or a habit verb (``slotted``)."""
    text = without_time_lead(text)  # 我从下个月开始在腾讯上班: when is no part of the value
    for pattern, name in _VALUE_FRAMES:
        if match := pattern.match(text):
            return _reading(BY_NAME[name], match.group("value") or match.groupdict().get("v2") or "")
    if _ABOUT_USER.search(text) and not _STANCE_OR_NEGATION.search(masked(text)):
        for pattern, name in _FOUND_FRAMES:
            said = trim(match["value"]) if (match := pattern.search(text)) else ""
            if said and _fits(BY_NAME[name], said) and _known_if_listed(BY_NAME[name], said):
                if foreign_owner(text, BY_NAME[name]):
                    continue  # the value of another thing the sentence is about (owner_nouns)
                return _reading(BY_NAME[name], said)
    for frame in _FRAMES:
        if (match := frame.match(text)) is None:
            continue
        slot = _CUE_SLOT[match["cue"].casefold()]
        if match.groupdict().get("named") and slot.value != "person":
            continue  # "my car's name is Bumblebee": no car
        where = match.groupdict().get("where")
        if where is not None and slot.value != "place" and (where != "在" or slot.value != "option"):
            continue  # "my team is in Berlin", 我的公司在北京: where it is, not which one
        if foreign_owner(text, slot) or attribute_value(slot, trim(match["value"])):
            continue  # "my car's colour is silver", "my car is white": the car's, not a new car
        said = trim(match["value"])
        if OPTION_SLOT.get(said.casefold()) is not slot:  # "A negative" is a blood type, not "negative"
            said = trim(_LEAD_ARTICLE.sub("", said))
        if is_chinese(said) and slot.value == "option" and option_of(said) is None:
            said = f"{said}{match['cue']}"  # 我手机换成了苹果 → 苹果手机, not a liking of apples
        if _fits(slot, said):
            return _reading(slot, said)
    return read_habit(text)  # "I bank with Starling", 最近都坐山航了: the slot's habit verb


_NAMING = compiled(r"'s\s+name\s+is|(?:\bis|'s|’s)\s+(?:called|named)\b|名叫|名字叫|名字是|叫")
_CALLED = compiled(r"(?:\s+is|'s|’s)\s+(?:called|named)(?=\s+[A-Z])")
"""The name said with "called" ("my manager's called Brennan"): the cue's frame says it with "is"."""


def read_named_role(text: str) -> Reading | None:
    """A person the user has in a role of the schema, named ("my manager's name is Karen", 我老板叫李强):
    said about someone else, yet the user's memory (their manager, their dentist)."""
    if not _NAMING.search(text):
        return None  # "my wife is French", "my manager is 39": no name said
    reading = read_attribute(_CALLED.sub(" is", text, count=1))  # "my manager is called Brennan"
    if reading is None:
        return None
    slot = BY_NAME.get(reading.predicate or "")
    return reading if slot is not None and slot.value == "person" else None


def _known_if_listed(slot: Slot, said: str) -> bool:
    """A value found inside a statement must be one of the slot's options when it has them (新买了一辆
    比亚迪 is a car; 买了一辆自行车 is not)."""
    found = option_of(said)
    return not slot.options or (found is not None and found[0] == slot.name)


def _fits(slot: Slot, said: str) -> bool:
    if not said or len(said) > 40 or _NOT_A_VALUE.match(said) or said.casefold() in _CUE_SLOT:
        return False
    if slot.value in _VALUE_NEEDS_DIGIT:
        return bool(re.search(r"\d|[一二两三四五六七八九十百千万]", said) or _SIZE_WORDS.search(said))
    if slot.value in _VALUE_NEEDS_CAPITAL and not is_chinese(said):
        return said[0].isupper() or said[0].isdigit() or said.casefold().startswith(("dr", "mr", "ms", "mrs"))
    return True


def _reading(slot: Slot, said: str) -> Reading:
    """``user / <slot> = <value as said>``: one key per single-valued slot, so any new value replaces
    the held one, known option or not ("I fly Virgin these days" after "I always fly British
    Airways"). A choice (airline, bank, phone) is a PREFERENCE, the car and every other slot a FACT,
    a health or budget slot a CONSTRAINT."""
    if slot.constraint:
        memory_type = MemoryType.CONSTRAINT
    elif slot.value == "option" and not slot.fact:
        memory_type = MemoryType.PREFERENCE
    else:
        memory_type = MemoryType.FACT
    if slot.value in _NAMED_VALUES:
        said = value_without_time(said)  # "Bosch on Monday" → Bosch (``adjuncts``)
    if slot.value in _VALUE_NEEDS_CAPITAL:
        said = _name_only(said)
    return Reading(memory_type, "user", slot.name, said, lasting=slot.lasting)


def _name_only(said: str) -> str:
    """An English name without the words that go on after it in lower case ("Dr. Halvorsen over on
    Pine Street" → "Dr. Halvorsen", "Kestrel Analytics as a data analyst" → "Kestrel Analytics"): the
    value a correction or a new value replaces is the name, not where or how it was said."""
    name = NAME_EN.match(said)
    if name is None or is_chinese(said) or not re.match(r"\s+[a-z]", said[name.end() :]):
        return said
    return name["v"]


_NAMED_VALUES = frozenset({"place", "organisation", "option", "person"})
"""Value types that name something (a city, an employer, a brand, a person): a time adjunct after the
name is when, not part of it."""


# --- options ----------------------------------------------------------------------------------------

_FIRST_PERSON = compiled(
    r"^(?:I|I'm|I've|I'd|I'll|we|we're|we've|my|our|all my|all our)\b|^我"
    r"|^(?:现在|最近|目前|如今|以后|今后|平时|一般|都|也|还|改|换|已经|这几年|这段时间)"
)
"""About the user: said in the first person, or a Chinese statement whose 我 is left out (现在都用…)."""
_STANCE_OR_NEGATION = compiled(
    r"\b(?:like|likes|love|loves|enjoy|prefer|fan of|hate|hates|dislike|can't stand|cannot stand|not|n't|never"  # noqa: E501
    r"|no longer|won't|wouldn't|if|unless|maybe|might)\b|n't\b"
    r"|喜欢|爱|讨厌|偏好|不|没|别|如果|要是|假如|可能|也许|想"
)
_AT_WORK = compiled(
    r"\b(?:work|works|working|job|joined|employed|employer|I'm with|I am with|we're with)\b|上班|工作|入职|跳槽"  # noqa: E501
)
"""Work talk: an organisation named in it is the workplace ("now I'm with Spotify"), not a service."""
_FOR_WORK = compiled(r"\b(?:for|at)\s+work\b")
"""Work as where or what a thing is used for ("I use VS Code for work"): a tool's use, no workplace."""


def _plain(words: str) -> str:
    return "|".join(word for word in words.split("|") if "…" not in word)


_GIVEN_UP_OR_PAST = compiled(
    rf"{english(_plain(tw.CESSATION[0]) + '|' + _plain(tw.GONE[0]))}|\bused\s+to\b|\bago\b"
    rf"|{alternatives(tw.CESSATION[1] + '|' + tw.GONE[1])}|以前|之前|曾经"
    r"|\b(?:moved|migrated|switched)\s+(?:\w+\s+){0,2}?(?:off|away\s+from)\b"
)
"""An option given up, gone or held in the past ("I cancelled our Disney+ subscription", "I used to
shop at Waitrose", "moved everything off the Mac", 爱奇艺退订了, 以前用小米): not the slot's value now (the
turn step ends the held value: ``writepath.held_turns``)."""


_BORROWED = compiled(
    r"\b(?:rent|rents|rented|renting|hire|hired|hiring|borrow|borrowed|borrowing|test[- ]drove|loan|loaner"
    r"|courtesy)\b|租|借"
)
"""A thing used for a while is not the one the user holds ("I rented a Tesla for the weekend")."""

MAX_OPTION_STATEMENT = 200
"""A longer statement is no plain mention of one option (and bounds the cost of looking)."""
_OPTION_WORD = re.compile(r"[a-z0-9][\w+&'.-]*", re.IGNORECASE)


def _options_named(text: str) -> list[tuple[str, int, int]]:
    """Each spotted option the text names, with where: English ones as whole words (a look-up of word
    runs of up to four words), Chinese ones anywhere."""
    named = [
        (option, start, start + len(option))
        for option in _CJK_OPTIONS
        if (start := text.casefold().find(option)) >= 0  # A型血 for the option a型血
    ]
    words = [(m.group(0).casefold().rstrip(".'"), m.start()) for m in _OPTION_WORD.finditer(text)]
    for first in range(len(words)):
        for last in range(first, min(first + 4, len(words))):
            said = " ".join(word for word, _ in words[first : last + 1])
            end = words[last][1] + len(words[last][0])
            capital = not text[words[first][1] : end].islower()
            if (said in _ASCII_OPTIONS and (capital or said not in _EVERYDAY)) or (
                said in _BRANDS and capital
            ):
                named.append((said, words[first][1], end))
    return named


_SPOTTED = {option: slot for option, slot in OPTION_SLOT.items() if slot.spotted}
_CJK_OPTIONS = tuple(option for option in _SPOTTED if is_chinese(option) or not option.isascii())
_ASCII_OPTIONS = frozenset(option for option in _SPOTTED if option not in _CJK_OPTIONS)
_BRANDS = frozenset(
    option
    for option, slot in OPTION_SLOT.items()
    if not slot.spotted and not slot.by_option and slot.name not in EVERYDAY_SLOTS and option.isascii()
)
_EVERYDAY = frozenset(EVERYDAY_NAMES_EN.split("|"))
"""Options that are everyday words too ("a protein target", "the edge of"): named only with a capital."""
"""Options of a slot not spotted by its options that are brands when said with a capital ("I'm on EE",
"I'm on Three" for the mobile network; "three" is a number): data, ``kinds_en.EVERYDAY_SLOTS``."""


def read_option(text: str) -> Reading | None:
    """A statement about the user naming one option of a single-valued slot, read by nothing else; a
    choice only weighed names none, and an idiom of a lasting choice ("Obsidian convert here", "that's
    my go-to", 回不去了: ``endorsed``) says the option of its clause is the user's, first person or not."""
    if len(text) > MAX_OPTION_STATEMENT or weighed(text):
        return None
    where = endorsed_clause(text)
    if where is None and not _FIRST_PERSON.match(text):
        return None
    said = text if where is None else ENDORSED.sub(" ", text[where[0] : where[1]])
    at_work = _AT_WORK.search(_FOR_WORK.sub(" ", said))
    if _STANCE_OR_NEGATION.search(masked(said)) or at_work or _BORROWED.search(said):
        return None
    if _GIVEN_UP_OR_PAST.search(unmasked(said)):  # 点外卖了 holds no 卖了 (said_gates.WORDS_BEFORE_GATE_VERB)
        return None
    named = _widest(_options_named(text))
    if where is not None:
        named = [found for found in named if where[0] <= found[1] and found[2] <= where[1]]
    if len({_slot_of(option, text).name for option, _, _ in named}) != 1:
        return None  # none, or two slots named ("I fly KLM and stay at Hiltons"): not one memory
    option, start, end = max(named, key=lambda found: found[2] - found[1])
    if _THEIRS_BEFORE.search(text[:start]):
        return None  # "at my sister's on her Disney+", 她的小米: someone else's, not the user's
    if FOR_SOMEONE.search(text[end:]):
        return None  # "bought a Pixel 8 for my dad's birthday", 华为给我爸用了: the thing is theirs
    return _reading(_slot_of(option, text), _as_said(text, start, end))


def _slot_of(option: str, text: str) -> Slot:
    """The slot of an option several slots list (Outlook) whose cue the text names ("for my personal
    email"), else the one the schema gives it."""
    listing = OPTION_SLOTS.get(option, ())
    return next((slot for slot in listing if names_cue(text, slot)), OPTION_SLOT[option])


def _widest(named: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The options named, less one said inside a longer one (Uber of "Uber Eats", 美团 of 美团外卖)."""
    return [one for one in named if not any(_inside(one, other) for other in named)]


def _inside(one: tuple[str, int, int], other: tuple[str, int, int]) -> bool:
    return other[1] <= one[1] and one[2] <= other[2] and other[2] - other[1] > one[2] - one[1]


_THEIRS_BEFORE = compiled(r"\b(?:his|her|their|its)\s+(?:(?:own|new|old)\s+)?$|(?:他|她|他们|她们)的$")


def _as_said(text: str, start: int, end: int) -> str:
    """The option as said, with the capitalised words that follow it ("Tesla Model 3")."""
    said = text[start:end]
    if is_chinese(said):
        return said
    tail = re.match(r"(?:\s+(?:[A-Z0-9][\w+-]*))*", text[end:])
    return said + (tail.group(0) if tail else "")
