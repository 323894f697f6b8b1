"""A use moved to another thing of its kind ends the held one (pure): docs/extraction.md, "Session 31: a
use moved to another thing of its kind".

People seldom say "I switched". They move things over ("moved everything over to a credit union",
"porting my number to Mint Mobile", 资料全部搬到阿里云盘了), put an activity on the new thing ("all my mail
goes through Fastmail now", 跑步都用佳明手表记录, 公司全面切飞书了), let it take the job ("Octopus took
over our electricity", 车险续到人保了), or get rid of the old one beside a new one ("the MacBook goes to my
sister", Keep卸了). The words are data (``extraction.kinds_moved``). Such a statement about the user:

1. **states the new value**: the statement is kept as the user's memory (``Moves.kept``);
2. **ends the held memory of the same kind**: a held memory the user holds one of at a time
   (``held_usage.replaceable``) whose value the statement does not take up as the new one, when
   - the message names the held value (in a clause moving away from it, or a complaint beside the move:
     "chase fees were insane", 平安报价太高), or
   - the held memory and the statement are of one kind: a schema slot both name (``held_usage.slots_of``:
     a bank, a carrier, a computer) or a row of ``KINDS`` both name (a wearable, a work chat tool, a
     camera, insurance), or
   - they share a content word besides the values (车险 … 车险, "electricity").

Never from another person's statement (my flatmate moved …, 隔壁公司全面切到钉钉), a plan or a thought
(thinking about porting to …, 要不要), one time only (borrowing, today, 临时), an addition (as well,
another, 又, 也: a second streaming service joins the first) or a question.
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds_en import places
from memory_center.extraction.held_usage import Held, replaceable, slots_of, value_words
from memory_center.extraction.kinds_en import BRANDS_EN
from memory_center.extraction.kinds_moved import (
    ACQUIRED_EN,
    ACQUIRED_ZH,
    ADDED_EN,
    ADDED_ZH,
    KINDS,
    MOVE_TO_EN,
    MOVE_TO_ZH,
    MOVED_AWAY_EN,
    MOVED_AWAY_ZH,
    MOVER_EN,
    NOT_MOVED_EN,
    NOT_MOVED_ZH,
    STAYING_EN,
    STAYING_ZH,
)
from memory_center.extraction.rules.anchors import anchors, names
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled, english, is_chinese
from memory_center.extraction.schema import PLACES_ZH

_TO_EN = tuple(compiled(one) for one in MOVE_TO_EN)
_TO_ZH = re.compile(MOVE_TO_ZH)
_AWAY_EN = compiled(english(MOVED_AWAY_EN))
_AWAY_ZH = re.compile(MOVED_AWAY_ZH)
_THING_EN = r"(?P<v>[A-Za-z0-9][\w&+'.-]*(?:\s+[A-Za-z0-9][\w&+'.-]*){0,2})"
_GOT_EN = compiled(rf"{english(ACQUIRED_EN)}\s+(?:(?:my|our)\s+(?:first|new)\s+|an?\s+|the\s+)?{_THING_EN}")
_GOT_ZH = re.compile(rf"(?:{ACQUIRED_ZH})(?:一台|一个|个|台|部|辆)?(?P<v>[A-Za-z0-9\u4e00-\u9fff]{{2,8}})")
_ADDED_EN = compiled(ADDED_EN)
_MOVER_EN = compiled(MOVER_EN)
_ADDED_ZH = re.compile(ADDED_ZH)
_CHANGE = compiled(rf"{english('now|instead|anymore|any more|no longer|switched|replaced')}|现在|改|换|不再")
_STAY_EN = compiled(english(STAYING_EN))
_STAY_ZH = re.compile(STAYING_ZH)
_NOT_EN = compiled(NOT_MOVED_EN)
_NOT_ZH = re.compile(NOT_MOVED_ZH)
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_CUT = re.compile(r"[，,;；]\s*|\s+[—–-]+\s+|\s+and\s+(?=the\b|my\b|our\b)|\s+but\s+")
_NOT_VALUES = frozenset(("everything", "all", "it", "them", "this", "that", "there", "here", "我", "全部"))


@dataclass(frozen=True, slots=True)
class Moves:
    """What a message does to the held memories: the ones it ends (by index), each with the statement
    that ends it, and the statements of the move to keep as the new value."""

    ended: tuple[tuple[int, str], ...]
    kept: tuple[str, ...]


def _kinds(text: str) -> frozenset[str]:
    """The kinds a text names: its schema slots, the slots of the brand names it says (``BRANDS_EN``: a
    bank, a carrier, a computer) and the ``KINDS`` rows one of whose words it says."""
    folded = text.casefold()
    return frozenset(
        kind for kind, words in _KIND_WORDS if any(_word_in(word, folded) for word in words)
    ) | slots_of(text)


def _word_in(word: str, folded: str) -> bool:
    if not word.isascii():
        return word in folded
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", folded) is not None


_BRAND_KINDS = ("bank", "mobile_network", "computer", "phone_model", "gym", "music_service", "video_service")
"""The ``BRANDS_EN`` rows read as kinds here: things used one at a time whose names are no everyday words
(not the airlines' "lot" or the supermarkets' "giant")."""
_KIND_WORDS = tuple(
    (kind, tuple(f"{BRANDS_EN.get(kind, '')}|{KINDS.get(kind, '')}".strip("|").split("|")))
    for kind in {*_BRAND_KINDS, *KINDS}
)
"""Each kind and its words: a slot's brand names (``BRANDS_EN``) with its ``KINDS`` row."""


def own(statement: str) -> bool:
    """Whether a statement may say a move of the user's own: not another person's, a plan, one time, an
    addition or a question."""
    pattern = _NOT_ZH if is_chinese(statement) else _NOT_EN
    return not (_QUESTION.search(statement) or pattern.search(statement.strip()))


def moved_to(statement: str) -> list[str]:
    """The new values a statement moves the user's use to."""
    if is_chinese(statement):
        found = [m["v"] for m in _TO_ZH.finditer(statement)]
    else:
        movers = _TO_EN[0].finditer(statement)  # a verb of moving: the user or no one before it
        found = [m["v"] for m in movers if _MOVER_EN.search(_clause_before(statement, m.start()))]
        found += [m["v"] for pattern in _TO_EN[1:] for m in pattern.finditer(statement)]
        if _NEGATED_EN.search(statement):
            return []  # "I don't live in Lyon anymore": an ending, no move to anything
    values = [value.strip(" .'") for value in found]
    return [value for value in values if len(value) > 1 and not _not_a_thing(value)]


_NEGATED_EN = compiled(r"\b(?:don't|do not|doesn't|does not|didn't|not|no longer|never|isn't|aren't|won't)\b")


def _clause_before(statement: str, at: int) -> str:
    return re.split(r"[,;:.!?]\s*", statement[:at])[-1].strip()


def _not_a_thing(value: str) -> bool:
    """A word of no thing (everything, it), a place (a move of home is ``life_changes``'), or a day."""
    folded = value.casefold()
    if folded in _NOT_VALUES or _DAY.search(folded):
        return True
    return folded in places() or folded.startswith(_PLACES_ZH)


_PLACES_ZH = tuple(place for place in PLACES_ZH.split("|") if len(place) > 1)
_DAY = re.compile(
    r"^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|\d)"
    r"|^(?:周|星期|礼拜|明天|下周|下个?月|[一二三四五六七八九十\d]+[月号点])"
)


def _away(part: str) -> bool:
    return (_AWAY_ZH if is_chinese(part) else _AWAY_EN).search(part) is not None


def _acquired(statement: str) -> list[str]:
    pattern = _GOT_ZH if is_chinese(statement) else _GOT_EN
    return [m["v"].strip() for m in pattern.finditer(statement) if len(m["v"].strip()) > 1]


def _said(words: tuple[str, ...], text: str) -> bool:
    folded = text.casefold()
    return any(
        (word.casefold() in folded)
        if not word.isascii()
        else re.search(rf"(?<![\w-]){re.escape(word.casefold())}(?![\w-])", folded) is not None
        for word in words
    )


def _same_kind(held: Held, statement: str, words: tuple[str, ...]) -> bool:
    """The held memory and the statement are of one kind (a slot or a ``KINDS`` row both name) or share
    a content word besides the held value's words."""
    if _kinds(held.content) & _kinds(statement):
        return True
    topic = anchors(held.content) - anchors(" ".join(words))
    return bool(topic) and names(statement, topic, held.content)


def read_moves(text: str, held: list[Held]) -> Moves:
    """The held memories a message's moves end, and the statements of the moves to keep."""
    ended: dict[int, str] = {}
    kept: list[str] = []
    for statement in statements(text)[:20]:
        if not own(statement):
            continue
        parts = [part.strip() for part in _CUT.split(statement.strip().rstrip("。.!！")) if part.strip()]
        new = [value for part in parts for value in moved_to(part)]
        away = [part for part in parts if _away(part)]
        if not new and away:
            new = [value for part in parts if part not in away for value in _acquired(part)]
        if not new:
            continue
        whole = statement.strip().rstrip("。.!！")
        staying = [part for part in parts if (_STAY_ZH if is_chinese(part) else _STAY_EN).search(part)]
        gone: list[tuple[str, ...]] = []
        for at, one in enumerate(held):
            if one.subject != "user" or not replaceable(one) or at in ended:
                continue  # a thing kept beside the user's own (``dell / computer``) is not the one moved from
            if any(value.casefold() in one.content.casefold() for value in new):
                continue  # the held memory names the value moved to: nothing ends
            words = value_words(one, loose=True)
            if words and any(_said(words, part) for part in staying):
                continue  # the held thing kept beside the move ("the checking stays at Chase")
            if (words and _said(words, statement)) or _same_kind(one, statement, words):
                ended[at] = whole
                gone.append(words)
        if gone or _kinds(statement):
            kept.append(_new_words(parts, away, gone, new) or whole)  # a known kind, or a held one ended
    return Moves(tuple(ended.items()), tuple(kept))


def _new_words(parts: list[str], away: list[str], gone: list[tuple[str, ...]], new: list[str]) -> str:
    """The clauses of a move that say the new value: not those moving away from the held thing or
    naming it ("chase fees were insane"), so the kept memory names only the new value."""
    said = [
        part for part in parts if part not in away and not any(words and _said(words, part) for words in gone)
    ]
    if not any(_said((value,), part) for value in new for part in said):
        return ""
    return ("，" if is_chinese("".join(parts)) else ", ").join(said)


def may_move(text: str) -> bool:
    """The cheap gate before any held memory is read: an own statement moving the user's use."""
    return any(
        own(statement) and bool(moved_to(statement) or _away(statement))
        for statement in statements(text)[:20]
    )


def added(text: str) -> bool:
    """Whether a message adds a thing of a kind beside the held one (an own statement with an addition
    word and no move, change or move away: "Added Paramount+ as well", 又开了个腾讯视频会员)."""
    said = statements(text)[:20]
    if any(_away(statement) or moved_to(statement) for statement in said):
        return False  # "Sold the civic, picked up a used Tacoma. also can u …": the held one goes
    for statement in said:
        if (
            _QUESTION.search(statement)
            or _away(statement)
            or moved_to(statement)
            or _CHANGE.search(statement)
        ):
            continue
        if (_ADDED_ZH if is_chinese(statement) else _ADDED_EN).search(statement):
            return True
    return False
