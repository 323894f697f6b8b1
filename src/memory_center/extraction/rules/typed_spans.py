"""Typed values in text, and one rule to correct them: find the held value of the new value's type and
put the new value in its place.

``spans(text)`` finds every typed value a text says (``typed``: numbers, times, dates, sizes, and names
of people, places and organisations), each with a comparable ``key`` (三千五 and 3,500 are "3500").
``new_value(said)`` reads a correction's value ("he's 8", 六点半, "Dr. Nguyen", 刘方) as one or more
spans covering what was said. ``substitute`` writes the new value over the held one of the same type
in a memory's texts (its content, value and, for a stance, its subject), keeping the words around it
("I wear size 10 shoes" → "… size 11 …", 我每天七点起床 → 我每天六点起床, "July 13th" → "July 14th").
"""

import functools
import re
from dataclasses import dataclass

from memory_center.extraction.rules import typed
from memory_center.extraction.rules.amounts import formatted
from memory_center.extraction.rules.text import alternatives
from memory_center.extraction.schema import PLACES_ZH, SLOTS
from memory_center.kit.text_analysis import analyse

MAX_VALUE_CHARS = 40
NEAR = 16
"""How close to a held value a correction's own words must be said ("4th floor")."""
MAX_WORDS = 2


@dataclass(frozen=True, slots=True)
class Span:
    """A typed value in a text: its type, where it is, as said, its comparable key and, for a number
    its unit class ("age", "money", …) and for a name its kind ("person", "place", "organisation")."""

    kind: str
    start: int
    end: int
    text: str
    key: str
    unit: str = ""
    title: str = ""


def spans(text: str) -> list[Span]:
    """Every typed value of ``text``, in order (a more specific type claims its words first)."""
    return list(_spans(text))


@functools.lru_cache(maxsize=4)
def _spans(text: str) -> tuple[Span, ...]:
    """``spans``, the last texts' kept: a correction's reading asks of the same words more than once
    (the message as a bare value, then its clause as a value: about a quarter of the calls)."""
    found: list[Span] = []
    taken: list[tuple[int, int]] = []
    for kind in typed.KINDS:
        for pattern in typed.PATTERNS[kind]:
            for match in pattern.finditer(text):
                span = _span(kind, match)
                if span is not None and not any(
                    span.start < end and start < span.end for start, end in taken
                ):
                    found.append(span)
                    taken.append((span.start, span.end))
    found.extend(
        name for name in _names_en(text) if not any(name.start < e and s < name.end for s, e in taken)
    )
    return tuple(sorted(found, key=lambda span: span.start))


def _span(kind: str, match: re.Match[str]) -> Span | None:
    group = next((name for name in ("v", "v2", "v3") if match.groupdict().get(name) is not None), "v")
    said = match[group]
    if said is None or (said.lower() in typed.CAPITALISED_ONLY and not said[:1].isupper()):
        return None
    key = typed.KEYS[kind](match)
    if key is None:
        return None
    unit = next(
        (name[2:] for name, value in match.groupdict().items() if name.startswith("u_") and value), ""
    )
    return Span(kind, match.start(group), match.end(group), said, key, unit)


def _names_en(text: str) -> list[Span]:
    found = []
    for match in typed.NAME_EN.finditer(text):
        words = match["v"].rstrip(".").split()
        while words and words[0].lower().strip(".,") in typed.NOT_NAMES_EN:
            words.pop(0)
        if not words:
            continue
        said = " ".join(words)
        if len(said) == 1 or _PLACEHOLDER.search(said):
            continue  # one letter is no name: a spelling ("Galloway, with a G"); nor "Brook-something"
        start = match.start("v") + match["v"].index(words[0])
        title = match["title"] if match["title"] and said.startswith(match["title"]) else ""
        kind = "person" if title else _kind_before(text[:start])
        found.append(Span("name", start, start + len(said), said, _name_key(said), kind, title))
    return found


_PLACEHOLDER = re.compile(r"-(?:something|whatever|ish)$", re.IGNORECASE)


def _kind_before(before: str) -> str:
    return next((kind for words, kind in typed.NAME_KIND_BEFORE if words.search(before)), "")


def _name_key(said: str) -> str:
    return re.sub(r"^(?:(?:dr|mr|mrs|ms|miss|prof|professor)\.?\s+)", "", said.casefold()).strip(" .")


_BRANDS_ZH = frozenset(
    option
    for slot in SLOTS
    if slot.value == "option" and slot.spotted
    for option in slot.options
    if re.fullmatch(r"[\u4e00-\u9fff]{2,8}", option)
)
"""The Chinese brands of the key schema (荣耀, 美团, 星巴克): a correction naming one names an organisation
or an option, not any word (说错了，是荣耀 corrects the held employer, not only the newest memory)."""


def zh_name(said: str) -> Span | None:
    """A Chinese value that names someone or something (刘方, 上海, 阿里巴巴, 李医生, 豆包), with its kind
    when its form tells (a surname and one or two characters, a title, 市, 公司)."""
    if not re.fullmatch(r"[\u4e00-\u9fff]{2,8}", said) or typed.NOT_A_NAME_ZH.search(said):
        return None
    if re.fullmatch(typed.ORGS, said, re.IGNORECASE):
        return None  # 公司, 银行: the kind of thing, no name of one
    kind = ""
    if re.search(rf"(?:{typed.TITLES_ZH})$", said):
        kind = "person"
    elif re.search(typed.ORGS, said, re.IGNORECASE):
        kind = "organisation"
    elif re.search(typed.PLACES_ZH, said):
        kind = "place"
    elif said in _BRANDS_ZH:
        kind = "organisation"
    elif len(said) <= 3 and said[0] in typed.SURNAMES_ZH:
        kind = "person"
    return Span("name", 0, len(said), said, said, kind)


_FILLER_WORDS = "sorry|then|actually|instead|though|obviously|of course|i think|thanks|please|oops|haha|now"
_FILLER = re.compile(
    rf"^(?:(?:{_FILLER_WORDS}|吧|啊|呀|哈|的|了|呢)[\s,，.。!！~]*)+"
    rf"|(?:[\s,，.。!！~]*(?:{_FILLER_WORDS}|吧|啊|呀|哈|的|了|呢))+$",
    re.IGNORECASE,
)
_ARTICLE = re.compile(r"^(?:a|an|the|my|our)\s+", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class NewValue:
    """A correction's value: its spans (one, or a month and a day), and whether its type is only a
    guess (a Chinese word that may or may not be a name: it corrects only the latest memory)."""

    spans: tuple[Span, ...]
    weak: bool = False
    words: str = ""
    """A word the value was said with that is no unit ("the 5th floor", 21楼): the held value must be
    said with it too."""

    @property
    def kind(self) -> str:
        return self.spans[0].kind

    def said_alike(self, text: str, held: Span) -> bool:
        """Whether a held value is said with this value's own words (always, when it has none)."""
        if not self.words:
            return True
        around = text[max(0, held.start - NEAR) : held.end + NEAR].casefold()
        stems = set(analyse(around, drop_stop_words=False))
        # a word of the value said in another form of it ("10.5 in US sizing" for "a size 8 shoe")
        return all(
            word in around or set(analyse(word, drop_stop_words=False)) <= stems
            for word in self.words.split()
        )


def new_value(said: str) -> NewValue | None:
    """The value a correction names, when what it says is nothing but typed values (and a unit or type
    word): "8", "he's 8" (lead already cut), "size 11", "Dr. Nguyen", "June 8th", 六点半, 四千五, 刘方."""
    text = _ARTICLE.sub("", _FILLER.sub("", said.strip(" .。!！,，")).strip())
    if not text or len(text) > MAX_VALUE_CHARS:
        return None
    found = spans(text)
    words = _rest(text, found) if found else None
    if words is not None:
        return NewValue(tuple(found), words=words)
    if (name := zh_name(text)) is not None:
        return NewValue((name,), weak=not name.unit)
    return None


def bare_value(said: str) -> NewValue | None:
    """A text that is typed values and their unit or type words and nothing else ("43", "size 11", L码,
    六点半): no filler, no marker, no word of its own."""
    text = said.strip(" .。!！")
    found = spans(text) if text and len(text) <= MAX_VALUE_CHARS else []
    return NewValue(tuple(found)) if found and _rest(text, found) == "" else None


_UNIT_WORDS = re.compile(
    "(?<![A-Za-z])(?:"
    + "|".join(
        [
            *typed.UNITS.values(),
            r"size|码|号|years?\s+old|of|the|and|on|at|in|[,，.。$€£¥]",
            r"(?:一|每)个?(?:月|星期|礼拜|周)|a\s+month|per\s+month|a\s+week|per\s+week",
        ]
    )
    + ")(?![A-Za-z])",
    re.IGNORECASE,
)


def _rest(text: str, found: list[Span]) -> str | None:
    """What the text says besides its values, units and type words ("178 cm", "size 11": ""); one or two
    words of its own ("the 5th floor": "floor", 21楼: "楼"); None when it says more ("3 pm already" is
    no value)."""
    rest = text
    for span in reversed(found):
        rest = rest[: span.start] + " " + rest[span.end :]
    words = " ".join(_UNIT_WORDS.sub(" ", rest).split()).casefold()
    if not words:
        return ""
    if len(words.split()) > MAX_WORDS or len(words) > 12 or not words.replace(" ", "").isalpha():
        return None
    if re.search(r"[\u4e00-\u9fff]{4}", words):  # Chinese words of its own are a few characters (楼, 房租是)
        return None
    return None if any(word in typed.NOT_TYPE_WORDS for word in words.split()) else words


# --- the held value of the new value's type, and the substitution --------------------------------


def fits(new: Span, held: Span) -> bool:
    """Whether ``new`` may replace ``held``: a type it fills (``typed.FILLS``), the same unit class or
    none, the same kind of name or an unknown one."""
    if held.kind not in typed.FILLS[new.kind]:
        return False
    if new.kind == "name" or held.kind == "name":
        return not (new.unit and held.unit and new.unit != held.unit)
    if held.kind == "number" and new.kind == "number":
        return not (new.unit and held.unit and new.unit != held.unit)
    return True


_PLACE_ZH = re.compile(alternatives(PLACES_ZH))
_PART_ZH = re.compile(r"(?:(?![在住到是的家我们了从去来搬小])[\u4e00-\u9fff]){2,3}(?:新区|区|县|镇)")
"""A district or county of a city (西湖区, 江宁区, 昌平县) said after the city or alone: a place name too."""
_SUFFIXES_ZH = "区县市镇省路街村乡"


def held_spans(text: str, value: str | None, name_kind: str | None) -> list[Span]:
    """The typed values of a memory's text; its stored value, when it is a name of the slot's kind
    (``name_kind``: "place" for a residence, "person" for a dentist), counts as a name wherever said
    (Chinese names have no capital letters to find them by)."""
    found = spans(text)
    for match in _PLACE_ZH.finditer(text):  # a Chinese city or province of the closed list (``schema``)
        if not any(s.start < match.end() and match.start() < s.end for s in found):
            found.append(Span("name", match.start(), match.end(), match[0], match[0], "place"))
    for called in typed.CALLED_ZH.finditer(text):  # 我养的狗叫豆豆: no capitals tell a Chinese name
        if not any(s.start < called.end(1) and called.start(1) < s.end for s in found):
            found.append(Span("name", called.start(1), called.end(1), called[1], called[1], ""))
    if value and name_kind is not None and not any(span.kind != "name" for span in spans(value)):
        plain = _ARTICLE.sub("", value.strip())
        for match in re.finditer(re.escape(plain), text):
            if not any(s.start < match.end() and match.start() < s.end for s in found if s.kind != "name"):
                found = [s for s in found if not (s.start < match.end() and match.start() < s.end)]
                found.append(Span("name", match.start(), match.end(), plain, _name_key(plain), name_kind))
                break
    return sorted(found, key=lambda span: span.start)


def district_spans(text: str, found: list[Span]) -> list[Span]:
    """The districts and counties a text names besides its spans ``found`` (西湖区 of 杭州西湖区): held
    names for a correction whose new value is one (打错了，是滨江区)."""
    masked = "".join(" " if any(s.start <= i < s.end for s in found) else char for i, char in enumerate(text))
    return [Span("name", m.start(), m.end(), m[0], m[0], "place") for m in _PART_ZH.finditer(masked)]


def pick(new: Span, held: list[Span], old_key: str | None = None) -> Span | None:
    """The held value ``new`` replaces: the one named as wrong; else the first of the best type it
    fills, one of the same unit class first."""
    if old_key is not None:  # the value named as wrong, or a name it begins ("Oakwood" of "Oakwood Primary")
        named = next((span for span in held if span.key == old_key), None)
        named = named or next((s for s in held if s.kind == "time" and typed.half_day(s.key, old_key)), None)
        named = named or next((_begun(span, new, old_key) for span in held if _begins(span, old_key)), None)
        return named or next((_ended(span, new, old_key) for span in held if _ends_zh(span, old_key)), None)
    for kind in typed.FILLS[new.kind]:
        fitting = [span for span in held if span.kind == kind and fits(new, span)]
        if fitting:
            same = [span for span in fitting if new.unit and span.unit == new.unit] or fitting
            # 滨江区 replaces the 西湖区 of 杭州西湖区, not the city: a Chinese place of the same order first
            return next((span for span in same if _same_order(span, new)), same[0])
    return None


def _same_order(held: Span, new: Span) -> bool:
    last = new.text[-1:]
    return bool(last) and last in _SUFFIXES_ZH and held.text.endswith(last)


def _ends_zh(span: Span, key: str) -> bool:
    return span.kind == "name" and bool(re.fullmatch(r"[\u4e00-\u9fff]{2,}", key)) and span.key.endswith(key)


def _ended(span: Span, new: Span, key: str) -> Span:
    """The part of a held Chinese name the old value names: all of it when the new value says its first
    part too (丰田凯美瑞 for the 卡罗拉 of 丰田卡罗拉), else that last part."""
    if new.key.startswith(span.key[: -len(key)]):
        return span
    start = span.start + len(span.text) - len(key)
    return Span(span.kind, start, span.end, span.text[-len(key) :], key, span.unit)


def _begins(span: Span, key: str) -> bool:
    return span.kind == "name" and span.text.casefold().startswith(key + " ")


def _begun(span: Span, new: Span, key: str) -> Span:
    """The part of a held name the old value names: all of it when the new value says its rest too
    ("Elmwood Primary" for "Oakwood Primary"), else its first words ("Elmwood" for "Oakwood")."""
    if new.key.endswith(span.key[len(key) :]):
        return span
    end = len(key)
    # "Westbrook Middle" for the "Westfield" of "Westfield Middle School"
    rest = new.text.split(maxsplit=1)[1:]
    if rest and span.text[end:].casefold().startswith(" " + rest[0].casefold()):
        end += 1 + len(rest[0])  # the words the new value says again are replaced, not repeated
    return Span(span.kind, span.start, span.start + end, span.text[:end], span.key[:end], span.unit)


def replace_in(text: str, old: Span, new: Span) -> str:
    """``text`` with the value ``old`` (found in it) said as ``new``, in the text's own style: Arabic
    digits stay digits (a budget "3500" corrected by 四千五 is "4500"); a title stays ("Dr. Patel" →
    "Dr. Nguyen" for "Nguyen")."""
    said = said_as(old, new)
    if old.title and not new.title:
        said = f"{old.title}. {said}" if not old.text.startswith(old.title + " ") else f"{old.title} {said}"
    return text[: old.start] + said + text[old.end :]


def said_as(old: Span, new: Span) -> str:
    """The new value as the held one is written: digits for digits (a budget "3500" corrected by 四千五 is
    "4500", "6:15" corrected by "quarter past five" is "5:15", "the 2nd" by "twenty-second" "the 22nd");
    a time that has a name keeps it ("around 11" → "around midnight")."""
    digits = r"\d+(?:\.\d+)?"
    if old.kind in ("number", "size") and re.fullmatch(digits, old.text) and re.fullmatch(digits, new.key):
        return formatted(float(new.key))
    meridiem = re.search(r"[ap]\.?\s?m\.?$", old.text, re.IGNORECASE)
    if old.kind == new.kind == "time" and meridiem and re.fullmatch(r"(?:[1-9]|1[0-2]):[0-5]\d", new.text):
        return new.text + meridiem[0]  # "8:40" for the "6:40pm" held: "8:40pm"
    if not re.search(r"\d", old.text) or re.search(r"\d", new.text) or old.kind != new.kind:
        return new.text
    if old.kind == "day" and new.key.isdigit():
        day = int(new.key)
        suffix = re.search(r"(?:st|nd|rd|th)$", old.text, re.IGNORECASE)
        return f"{day}{_suffix(day)}" if suffix else str(day)
    if old.kind == "time" and not re.search(r"midnight|noon|midday", new.text, re.IGNORECASE):
        hour, minute = (int(part) for part in new.key.split(":"))
        half = re.search(r"[ap]\.?\s?m\.?$", old.text, re.IGNORECASE)
        if half is not None:
            pm = old.key >= "12:00"
            hour = hour % 12 or 12
            return f"{hour}{'' if minute == 0 else f':{minute:02d}'}{'pm' if pm else 'am'}"
        return f"{hour}" if minute == 0 and ":" not in old.text else f"{hour}:{minute:02d}"
    return new.text


def _suffix(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def substitute(text: str, new: NewValue, old: list[Span]) -> str:
    """``text`` with each held span in ``old`` replaced by the new span of its type (right to left)."""
    pairs = sorted(zip(old, new.spans, strict=True), key=lambda pair: pair[0].start, reverse=True)
    for held, said in pairs:
        text = replace_in(text, held, said)
    return text


def same_value_in(text: str, key: str, name_kind: str | None = None) -> Span | None:
    """The first value of ``text`` whose key is ``key`` (the held value as a memory's other field says
    it: the "3500" of a budget whose content says 三千五)."""
    found = held_spans(text, text, name_kind)
    return next((span for span in found if span.key == key), None)


def alike(old: Span, new: Span) -> bool:
    """Whether a new name reads as the held one said right: spelt a letter or two apart ("Karin" for
    "Karen", "Biskit" for "Biscuit", 王莉 for 王丽), or sharing a first part (丰田卡罗拉 for 丰田凯美瑞,
    "Mary Jones" for "Mary Johnson"); never a name that holds the old one whole and more (王丽人很好)."""
    before, after = old.key.casefold(), new.key.casefold()
    if before == after or before in after or after in before:
        return before == after
    if _distance(before, after) <= max(1, max(len(before), len(after)) // 3):
        return True
    shared = len(_common_prefix(before, after))
    if shared >= 3 and 2 * shared >= min(len(before), len(after)) and before.isalpha() and after.isalpha():
        return True  # one name spelt two ways from a shared start ("Kathleen" for "Katherine")
    words = set(before.split()) & set(after.split())
    return bool(words) or (shared >= 2 and re.match(r"[\u4e00-\u9fff]", before) is not None)


def _common_prefix(one: str, other: str) -> str:
    size = 0
    while size < min(len(one), len(other)) and one[size] == other[size]:
        size += 1
    return one[:size]


def _distance(one: str, other: str) -> int:
    """The edit distance of two short words."""
    row = list(range(len(other) + 1))
    for i, char in enumerate(one, 1):
        previous, row[0] = row[0], i
        for j, other_char in enumerate(other, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (char != other_char))
    return row[-1]


def named_again(text: str, comment: str) -> list[Span]:
    """A Chinese name a memory says that a correction's comment names again (我在上海长大 → "其实是南京，
    上海是后来才搬去的": 上海), the longest such; Chinese names have no capitals to find them by."""
    for size in range(min(len(text), 8), 1, -1):
        for start in range(len(text) - size + 1):
            said = text[start : start + size]
            if said in comment and (name := zh_name(said)) is not None:
                return [Span("name", start, start + size, said, said, name.unit)]
    return []


def spelt_alike(text: str, new: Span) -> list[Span]:
    """A Chinese name a memory says that a correction's name respells (翠苑 for 翠园, 婷婷 for 亭亭): the same
    length, the other characters the same, at most half of them (one of two) told apart. Chinese names
    have no capitals to find them by; a typo is a character of the same sound."""
    size = len(new.text)
    if not re.fullmatch(r"[\u4e00-\u9fff]{2,6}", new.text) or new.text in text:
        return []
    for start in range(len(text) - size + 1):
        said = text[start : start + size]
        if not re.fullmatch(r"[\u4e00-\u9fff]+", said) or typed.NOT_A_NAME_ZH.search(said):
            continue
        apart = sum(one != other for one, other in zip(said, new.text, strict=True))
        if 0 < apart <= max(1, size // 2) and apart < size:
            return [Span("name", start, start + size, said, said, new.unit)]
    return []
