"""A correction read against the memory it corrects, whatever the shape of its value (session 15).

``later.read_later_correction`` reads a correction from the message alone: a marker and a typed value.
Many corrections say more than that: the held memory's frame again with another value ("her birthday is
March 17th, not the 14th", "lol I'm 35 actually", 我住的是海淀五道口), a value of no typed kind ("he's a
labrador, not a golden", 是比亚迪汉，不是秦, 是实验二小), or a comment that names a rival value ("Dr.
Lindgren, sorry, too many Swedish names"). Here the message is read with the held memory at hand, and the
held span the correction replaces is found by one rule:

1. **The old value named.** A held span said again in the message after a word that denies or recalls it
   ("not X", "never X", "I said X", 不是X, 说成X), or as the subject of a comment of its own ("June is when
   we got engaged", "Shah is the other Priya", 望京是我公司那边), is the wrong one. The new value is what
   the message says in its place, in the same shape: digits for digits, a capitalised name for a name, as
   many words for lowercase words, Chinese words without the part the memory says around the old value
   (是比亚迪汉 for the 秦 of 比亚迪秦PLUS: 汉).
2. **Else the span most like a new one.** Every value-shaped span of the message (typed values, digits,
   capitalised names, a short Chinese value after its lead) is paired with the held spans of the same
   shape: two typed values the type table lets replace each other, two codes of as many digits, two
   names spelt alike, two Chinese values of one length ending in the same character (西湖区/滨江区,
   18楼/16楼, 大班/中班). The pair spelt most alike wins. The words said around the new value must be the
   memory's own (its frame) or none: "I have a meeting at 7:30" corrects no "wake up at 6:30".

The message must carry a correction (``marked``: a marker at a clause's edge, a mistake word anywhere —
"typo", 说错, 嘴瓢 — or chat's asterisk), or point at a date ("…and it's April 30": ``pointed``, the
session's memories only). Look-alikes carry no span like a held one ("Sorry, I'm late", "I mean it",
我是说真的), or say it of someone else ("Actually, my brother lives in Austin"): nothing changes.
"""

import functools
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.denied_values import DENYING as _NOT
from memory_center.extraction.rules.denied_values import RECALLED as _RECALLED
from memory_center.extraction.rules.denied_values import denies_other
from memory_center.extraction.rules.later import FILLERS, MARKERS, MARKERS_AFTER
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.extraction.rules.typed import NOT_NAMES_EN
from memory_center.extraction.rules.typed_spans import Span, said_as, spans
from memory_center.extraction.rules.value_shapes import (
    DATE_KINDS,
    FUNCTION_ZH,
    Kinds,
    likeness,
    said_in,
    same_kind,
    shaped_spans,
    typed_like,
    whole_date,
)
from memory_center.kit.text_analysis import analyse

MAX_CHARS = 200
MISTAKES = {
    "en": (
        "wrong|typo|typos|autocorrect|autocorrected|mistake|mistyped|misspoke|misspelt|misspelled|misremembered"
        "|mix up|mixed up|mix those up|mix them up|mix it up|mixing up|messed up|mess up|muddled"
        "|brain fart|dyslexia|fat fingers|fat-fingered|correction"
    ),
    "zh": (
        "说错|写错|打错|记错|搞错|弄错|看错|数错|算错|记混|说混|搞混|弄混|记串|说反|写反|打反|搞反|弄反|记反|看反"
        "|口误|笔误|嘴瓢|手滑|少打|多打"
        "|不对|更正|纠正"
    ),
}
"""Words that say a mistake wherever they stand ("Got the year wrong", 习惯性嘴瓢): the words around the
new value need not be the memory's own ("Our wedding was 2012" for "We got married in 2011")."""
SLIPS_EN = "i meant|i mean|scratch that|confused|slip|forgot|forgetting|can't count|cannot count"
"""Words that say a slip less surely ("I keep forgetting"): the new value must be said in the memory's
frame."""
DISCOURSE_EN = (
    "actually|now|then|really|honestly|to be honest|tbh|anyway|though|instead|obviously|of course|i think"
    "|i guess|probably|either|still|lol|haha|please|thanks|sorry|oops|too|just|again|so|yeah|yes|no|not"
    "|i mean|i meant|meant|mean|mentioned|said|earlier|before|correction|wait|hang|hold|on|make|that"
    "|more|like"
)
"""Words said around a corrected value that are no frame of their own ("more like 7:15 to be honest")."""

_PAUSE = r"[\s,，.。!！:：;；—–-]"
_MARKED = compiled(
    rf"(?:^|{_PAUSE}){english(MARKERS['en'] + '|' + MARKERS_AFTER['en'])}(?=$|{_PAUSE})"
    rf"|{english(MISTAKES['en'] + '|' + SLIPS_EN)}"
    rf"|{alternatives(MISTAKES['zh'] + '|' + MARKERS['zh'])}|\w\*|\*\w"
)
_MISTAKE = compiled(rf"{english(MISTAKES['en'])}|{alternatives(MISTAKES['zh'])}")
_SUBJECT = compiled(r"\s*(?:(?:is|was|are|were)\b|'s\b|’s\b|是|在|那)")
"""After a held value that opens a clause: a comment about it ("June is when…", 望京是我公司那边)."""
_CLAUSE = re.compile(
    r"(?:[;；。!！?？…*]+|(?<!\d),|,(?!\d{3}(?!\d))|，|(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bSt)\.(?=\s|$)"
    r"|\s[—–-]+\s|[—–]+|\s+(?=(?:but|since|because|cause|cos|as|so|and|which|when|after)\s))",
    re.IGNORECASE,
)
_EDGE = compiled(
    rf"^(?:{alternatives(MARKERS['zh'] + '|' + FILLERS['zh'])}[\s,，:：]*"
    rf"|(?:{english(MARKERS['en'] + '|' + FILLERS['en'])}"
    r"|but|and|so|since|because|earlier|before|by\s+mistake)"
    r"(?:[\s,，:：]+|$))+"
)
_LEAD = compiled(
    r"^(?:(?:it|that|he|she|this|they|we|i)(?:'s|'m|’s|’m|\s+is|\s+was|\s+am|\s+are|\s+were|\s+should\s+be)"
    r"|(?:his|her|its|their|the)\s+name\s+is|called|named|(?-i:a|an)\b|(?:the|my|our)\b|应该是|其实是|就是|是在|是|叫|在)\s*"
)
_TAIL = compiled(
    rf"(?:\s+{english(MARKERS_AFTER['en'] + '|' + DISCOURSE_EN)})+$|(?:才对|才是|了|的|呢|吧|啊)+$"
)
_SOMEONE = compiled(rf"\bmy\s+(?:{w.KIN_EN})\b|我(?:的)?(?:{w.KIN_ZH})")
_WORD = re.compile(r"[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*|[\u4e00-\u9fff]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True, slots=True)
class Substitution:
    """Where the held text says the wrong value, and the value to say there."""

    start: int
    end: int
    old: str
    new: str


def marked(text: str) -> bool:
    """Whether a message reads as a correction of something said (pure, cheap)."""
    said = unicodedata.normalize("NFKC", text).strip()
    return 0 < len(said) <= MAX_CHARS and "\n" not in said and _MARKED.search(said) is not None


def may_correct(text: str) -> bool:
    """Whether a message may correct a held memory: marked, denying a value ("72! not 27") or pointing
    at a date ("it's April 30") — the test before the held memories are read (pure, cheap)."""
    said = unicodedata.normalize("NFKC", text).strip()
    return _says_correction(said) or pointed(said)


def only_pointed(text: str) -> bool:
    """A date pointed at and no marker, no value denied: only what the session just held is corrected."""
    said = unicodedata.normalize("NFKC", text).strip()
    return not _says_correction(said) and pointed(said)


def _says_correction(said: str) -> bool:
    denied = (cue for cue in _NOT.finditer(said) if re.match(r"[A-Z0-9\u4e00-\u9fff$€£¥]", said[cue.end() :]))
    return marked(said) or (0 < len(said) <= MAX_CHARS and next(denied, None) is not None)


_IT_IS = compiled(r"^(?:(?:and|so|but|ok|okay|oh|hm|hmm)\s+)*(?:it|that)(?:'s|’s|\s+is|\s+was|\s+says)\s")
_IT_ANY = compiled(r"\b(?:it|that)(?:'s|’s|\s+is|\s+was|\s+says)\s")  # one search before the clauses


def pointed(text: str) -> bool:
    """Whether a clause says "it is" of a date and nothing else ("just checked the letter and it's 1
    April"): a date said again of the thing at hand (``writepath.late_correction``)."""
    said = unicodedata.normalize("NFKC", text).strip()
    if not 0 < len(said) <= MAX_CHARS or "?" in said or _IT_ANY.search(said) is None:
        return False
    for clause in _own_clauses(said):
        if not _IT_IS.match(clause):
            continue
        value = _bare(clause)
        found = spans(value)
        kinds = {span.kind for span in found}
        covered = sum(span.end - span.start for span in found)
        said_only = len(re.sub(r"\W|the|of", "", value)) <= covered  # the date and nothing else
        if found and kinds <= DATE_KINDS and "day" in kinds and said_only:
            return True
    return False


def restated_in(
    held: str, said: str, frame: str = "", kinds: Kinds | None = None, *, named_only: bool = False
) -> Substitution | None:
    """The span of ``held`` (a memory's words) that ``said`` replaces, and its new value; ``frame``: more
    of the memory's words (a stance's content); ``kinds``: kinds of values from a closed lexicon, so two
    of one kind pair whatever their spelling (回龙观 for 天通苑); ``named_only``: rule 1 only."""
    said = unicodedata.normalize("NFKC", said).strip()
    if not 0 < len(said) <= MAX_CHARS or re.search(r"[?？]\s*$", said):
        return None
    if (named := _named(held, said)) is not None:  # "Ramanathan, not Raman": naming the wrong one marks it
        return named
    if named_only or (not marked(said) and not pointed(said)) or denies_other(held, said):
        return None
    return _most_alike(held, said, held + " " + frame, kinds) or _subject(held, said)


# --- 1. the old value named --------------------------------------------------------------------


def _named(held: str, said: str) -> Substitution | None:
    """A held span said again after a denying or recalling word: the new value is said before it
    ("Sinead not Siobhan"), else after it ("I said Portland Oregon earlier but I meant Portland, Maine",
    不是大班，是中班)."""
    for cue in _NOT.finditer(said):
        found = _longest_at(held, said, cue.end())
        if found is None:
            continue
        start, end = found
        after = said[cue.end() + _length_at(held, said, cue.end(), found) :]
        if _CJK.match(held[end - 1 : end]) and not _ZH_END.match(after):
            continue  # 不是靠窗 denies 靠窗, not the 靠 of a held 靠过道
        recalled = re.match(_RECALLED, cue[0], re.IGNORECASE) is not None  # "I said X": the new value after
        before = [] if recalled else _clauses(said[: cue.start()])[::-1]
        for part in [*before, *_after_parts(after)]:
            if (sub := _substitution(held, start, end, _bare(part), said)) is not None:
                return sub
    return None


_ZH_END = re.compile(r"$|[\s,，.。!！?？;；、]|是|而|吧|啊|哈|呢|了")
"""What may follow a Chinese value said whole (不是秦，…; 不是大班，是中班)."""


def _subject(held: str, said: str) -> Substitution | None:
    """A held span that opens a comment of its own ("June is when we got engaged", "Shah is the other
    Priya", 望京是我公司那边): the new value is the message's first other clause that says one."""
    for clause in _clauses(said):
        at = said.find(clause)
        found = _longest_at(held, said, at, shaped=True) or _longest_at(held, said, at)
        if found is None or not _SUBJECT.match(said, at + _length_at(held, said, at, found)):
            continue
        old = held[found[0] : found[1]]
        # a lowercase word ("peanuts are fine") only for one word said alone ("I meant almonds")
        word = re.fullmatch(r"[a-z]+", old) is not None
        for other in _own_clauses(said):
            part = _bare(other)
            if word and not re.fullmatch(r"[a-z]+", part):
                continue
            if not _says(old, other) and (sub := _substitution(held, found[0], found[1], part, said)):
                return sub
    return None


def _substitution(held: str, start: int, end: int, part: str, said: str) -> Substitution | None:
    """The held span replaced by the new value ``part`` says, unless the message denies that value ("No,
    I said aisle, not window": window is no new value)."""
    old = held[start:end]
    new = _shaped(part, old, held[:start], held[end:]) if part else ""
    if part and not new and (typed := typed_like(held, start, end, part)):
        new = typed  # "it's at noon, not 10": a time in words for the held "at 10"
    if not new or new.casefold() == old.casefold() or said_in(new, held) or denied(new, said):
        return None
    return Substitution(start, end, old, new)


def denied(value: str, said: str) -> bool:
    """Whether the message says the value after a denying word ("not window")."""
    cues = [cue for cue in _NOT.finditer(said) if cue[0][:1].casefold() != "i"]  # "I said X" recalls X
    return any(_said_at(value, said, cue.end()) is not None for cue in cues)


def _after_parts(after: str) -> list[str]:
    """What follows the old value, as the places a new value may be said: each clause."""
    return _clauses(after)


def _length_at(held: str, said: str, start: int, found: tuple[int, int]) -> int:
    """How many characters of ``said`` from ``start`` the held span ``found`` covers."""
    return _said_at(held[found[0] : found[1]], said, start) or 0


def _longest_at(held: str, said: str, at: int, shaped: bool = False) -> tuple[int, int] | None:
    """The longest value-like span of ``held`` that ``said`` repeats at ``at`` (spaces and commas aside);
    ``shaped``: only a name, digits or Chinese (no lowercase English word: "My daughter is 8" names no
    wrong value)."""
    first = said[at : at + 1].casefold()
    for start, end in _parts_longest_first(held):
        text = held[start:end]
        if text[:1].casefold() != first:
            continue
        if shaped and not (text[:1].isupper() or _CJK.search(text) or any(ch.isdigit() for ch in text)):
            continue
        if shaped and text.split()[0].casefold() in ("my", "our", "i", "i'm", "we", "the"):
            continue
        if _said_at(text, said, at) is not None:
            return start, end
    return None


def _said_at(text: str, said: str, at: int) -> int | None:
    """How many characters of ``said`` from ``at`` say ``text`` (case, spaces and commas aside), or None;
    a text that ends in a letter or digit ends a word there."""
    want = [char for char in text.casefold() if char not in _SEPARATORS]
    index = at
    for char in want:
        while index < len(said) and index > at and said[index] in _SEPARATORS:
            index += 1
        if index >= len(said) or said[index].casefold() != char:
            return None
        index += 1
    after = said[index : index + 1]
    if text[-1:].isascii() and text[-1:].isalnum() and after.isascii() and after.isalnum():
        return None  # "Raman" is not said in "Ramanathan"
    if text[-1:].isdigit() and re.match(r"[:.]\d", said[index : index + 2]):
        return None  # the hour of "6:40pm" is not said in "6:40": one value, not its first digits
    return index - at if want else None


def _says(text: str, said: str) -> bool:
    return any(_said_at(text, said, at) is not None for at in range(len(said)))


_SEPARATORS = frozenset(" \t,，")


@functools.lru_cache(maxsize=64)
def _parts_longest_first(held: str) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(_held_parts(held), key=lambda part: part[0] - part[1]))


def _held_parts(held: str) -> Iterator[tuple[int, int]]:
    """Parts of a memory that may be a value: runs of one to four English words (not all of them
    function words), Chinese runs and their pieces, digits with their unit."""
    words = list(_WORD.finditer(held))
    for first, word in enumerate(words):
        if _CJK.match(word[0]):
            text = word[0]
            for size in range(min(len(text), 8), 0, -1):
                for offset in range(len(text) - size + 1):
                    if not set(text[offset : offset + size]) <= FUNCTION_ZH:
                        yield word.start() + offset, word.start() + offset + size
            continue
        for last in range(first, min(first + 4, len(words))):
            if _CJK.match(words[last][0]):
                break
            run = held[word.start() : words[last].end()]
            if analyse(run, drop_stop_words=True) or any(ch.isdigit() for ch in run):
                yield word.start(), words[last].end()


def _clauses(said: str) -> list[str]:
    """The clauses of a message; a capitalised word after a comma stays with the name before it
    ("Portland, Maine")."""
    parts: list[str] = []
    for part in (part.strip() for part in _CLAUSE.split(said) if part and part.strip()):
        if parts and re.fullmatch(r"[A-Z][\w'’-]*", part) and re.search(r"[A-Z][\w'’-]*$", parts[-1]):
            parts[-1] = f"{parts[-1]}, {part}"
        else:
            parts.append(part)
    return parts


def _own_clauses(said: str) -> list[str]:
    """The clauses before the first said of someone else: a value after one is theirs ("My sister is 31,
    sorry, 32"), one before it the user's ("Liverpool, sorry! Everton's my brother's team")."""
    clauses = _clauses(said)
    return next((clauses[:index] for index, clause in enumerate(clauses) if _SOMEONE.search(clause)), clauses)


def _bare(clause: str) -> str:
    """A clause without its markers, fillers and leads ("wait no, it's a Mazda 6" → "Mazda 6"); "" when
    nothing else, or when it is said of someone else ("my brother lives in Austin")."""
    if _SOMEONE.search(clause):
        return ""
    text = clause.strip(" ,，.。!！:：")
    for _ in range(4):
        cut = _TAIL.sub("", _LEAD.sub("", _EDGE.sub("", text))).strip(" ,，.。!！:：*")
        if cut == text:
            break
        text = cut
    return text


def _shaped(part: str, old: str, before: str, after: str) -> str:
    """The new value in ``part`` in the shape of the old one: digits for digits, a capitalised name for a
    name, as many words as the old for lowercase words; Chinese without what the memory says around the
    old value (是比亚迪汉 → 汉 for 比亚迪秦)."""
    if _CJK.search(old) and _CJK.search(part):
        part = re.split(r"是|叫|在", part)[-1] or part
        for size in range(min(len(before), len(part) - 1), 0, -1):
            if part.startswith(before[-size:]):
                part = part[size:]
                break
        for size in range(min(len(after), len(part) - 1), 0, -1):
            if part.endswith(after[:size]):
                part = part[:-size]
                break
        return part if len(part) <= 8 and not set(part) <= FUNCTION_ZH else ""
    words = part.split()
    if any(ch.isdigit() for ch in old):
        runs = re.findall(r"[$€£¥]?[A-Za-z]*\d[\w,.:/-]*(?:\s+\d[\w,.:/-]*)*", part)
        return runs[-1].rstrip(".,") if runs else ""
    if old[:1].isupper():
        names = re.findall(r"(?:(?:Dr|Mr|Ms|Mrs)\.?\s+)?[A-Z][\w'’-]*(?:[\s,]+[A-Z][\w'’-]*)*", part)
        names = [_no_lead(name) for name in names if _no_lead(name)]  # "Yes, Oslo": Oslo
        return names[-1].strip(" ,") if names else ""
    size = len(old.split())
    return " ".join(words[-size:]) if 0 < len(words) <= size + 2 else ""


def _no_lead(name: str) -> str:
    """A name without the capitalised words before it that name nothing ("Yes, Oslo", "I")."""
    words = re.split(r"[\s,]+", name)
    while words and words[0].casefold() in NOT_NAMES_EN:
        words.pop(0)
    return name[name.index(words[0]) :] if words else ""


# --- 2. the held span most like a new one --------------------------------------------------------


def _most_alike(held: str, said: str, frame: str, kinds: Kinds | None) -> Substitution | None:
    """The pair of a held span and a new one spelt most alike; a new one said in the memory's frame
    first, and only so unless the message says a mistake in words ("Got the year wrong")."""
    olds = shaped_spans(held)
    mistaken = _MISTAKE.search(said) is not None
    best: tuple[float, Span, Span, list[Span]] | None = None
    for clause in _own_clauses(said):
        value = _bare(clause)
        if not value:
            continue
        news = shaped_spans(value, whole=True)
        for new in news:
            framed = _framed(value, new, frame, news)
            if said_in(new.text, held) or not (framed or mistaken) or denied(new.text, said):
                continue  # "room 12, not 21": the value said after "not" is no new one
            for old in olds:
                score = (likeness(old, new) + same_kind(old, new, kinds)) + (0.5 if framed else 0.0)
                if score > 0.5 and (best is None or score > best[0]):
                    best = (score, old, new, news)
    if best is None:
        return None
    _, old, new, news = best
    if (date := whole_date(held, olds, old, news)) is not None:  # "April 30" for "March 31"
        return Substitution(*date)
    return Substitution(old.start, old.end, old.text, said_as(old, new))


def _framed(value: str, new: Span, held: str, news: tuple[Span, ...] | list[Span] = ()) -> bool:
    """Whether the words said around a new value are the memory's own (its frame) or none at all; the
    other parts of a date said with it are no words of their own ("April 30")."""
    rest = value
    parts = [new, *(span for span in news if span.kind in DATE_KINDS and span is not new)]
    for span in sorted(parts, key=lambda span: span.start, reverse=True):
        if span is new or not (span.start < new.end and new.start < span.end):
            rest = rest[: span.start] + " " + rest[span.end :]
    rest = rest.strip()
    if not rest:
        return True
    if _CJK.search(rest):
        return set(re.sub(r"[^\u4e00-\u9fff]", "", rest)) - FUNCTION_ZH <= set(held)
    own = set(analyse(held, drop_stop_words=False))
    discourse = set(analyse(DISCOURSE_EN.replace("|", " "), drop_stop_words=False))
    return set(analyse(rest, drop_stop_words=True)) <= own | discourse
