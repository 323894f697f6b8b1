"""Memories a newer word of the user says have changed (docs/context.md, "A thing the user calls new").

The write path replaces a held value when it reads the new one under the same key. When it does not
("Registered with a new dentist, Dr Osei" left as an unrecorded statement beside ``user / dentist =
Dr Hargreaves``; "I've switched to a new hairdresser, Lena" stored under another key beside "My
hairdresser is Marco"; 英文名换了，叫Leo beside 我英文名是Kevin), the context would serve the old value as
current next to the new one. Similarity cannot tell such a change from an elaboration (docs/context.md,
"Changed values"), but the words can: the newer statement names **the thing the held memory is
about** and calls it new or changed ("a new dentist", "switched dentists", 英文名换了, 换了个新牙医).

The thing a held memory is about is its key's (``user / dentist`` → dentist, ``hairdresser / name`` →
hairdresser) or the one its own words name as the user's ("My hairdresser is …", 我英文名是…). A
thing called new only as part of a longer name ("a new dentist appointment") is not.

A newer statement also replaces a held memory when it **gives up a name the memory holds**: "I quit
Deloitte…" for "I work as an accountant at Deloitte", "Sold the Corolla" for "I drive a Toyota
Corolla", 网易云我不用了 for 我平时用网易云听歌 (``gives_up``). Not for a CONSTRAINT (giving up coffee
does not end an allergy to it) nor an EXPERIENCE (what happened once stays). Pure.
"""

import re
import uuid
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.schemas import RetrievedItem

REASON = "replaced_by_newer_statement"
"""Trace reason of a memory left out because newer words of the user call its thing new."""

_MINE_EN = re.compile(r"^(?:my|our)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:is|are|was|'s)\s+\S", re.IGNORECASE)
_MINE_ZH = re.compile(r"^我(?:们)?(?:家)?(?:的)?([\u4e00-\u9fff]{1,4}?)(?:是|叫|用的是)\S")
_KEY_OWNED = frozenset({"name", "preference", "is"})
"""Predicates whose subject is the thing held (``hairdresser / name = Marco``)."""
_FOLLOWS_EN = frozenset(
    {
        "at",
        "in",
        "on",
        "with",
        "from",
        "for",
        "called",
        "named",
        "who",
        "whose",
        "and",
        "now",
        "is",
        "was",
        "as",
        "this",
        "that",
        "since",
        "last",
        "yesterday",
        "today",
        "recently",
        "finally",
        "too",
        "again",
    }
)
"""Words after "a new <thing>" that end the thing's name: a longer name ("new dentist appointment")
continues with another word instead."""


def things(item: RetrievedItem) -> set[str]:
    """The thing(s) a held memory is about, lower case: its key's and the one its words name."""
    found: set[str] = set()
    subject, predicate = (item.subject or "").strip().lower(), (item.predicate or "").strip().lower()
    if subject == "user" and predicate and ":" not in predicate:
        found.add(predicate.replace("_", " "))
    elif subject and subject != "user" and predicate in _KEY_OWNED and len(subject.split()) <= 3:
        found.add(subject)
    text = item.content.strip()
    if match := _MINE_EN.match(text):
        found.add(match[1].lower())
    if match := _MINE_ZH.match(text):
        found.add(match[1])
    return {thing for thing in found if thing and thing not in ("name", "preference")}


_ZH_ENDS = "了是叫，。,.!！?？；;、也在 "
"""Characters after 新<thing> that end the thing's name (新牙医，… ; 新猫粮 names another thing)."""


@lru_cache(maxsize=1024)
def _calls_new(thing: str) -> tuple[re.Pattern[str], re.Pattern[str] | None]:
    """(a pattern that needs the thing's name to end after it, one that does not)."""
    escaped = re.escape(thing)
    if re.search(r"[\u4e00-\u9fff]", thing):
        counted = "(?:个|一个|位|一位|家|一家)"
        named = rf"(?:(?:换|改)了?{counted}?|{counted}?新的?){escaped}(?=[{_ZH_ENDS}]|$)"
        changed = rf"{escaped}(?:换了|改了|变了|换成|改成|改叫|改为)"
        return re.compile(named), re.compile(changed)
    named = rf"\b(?:new|different)\s+{escaped}(?:s|es)?\b"
    changed = rf"\b(?:switched|changed|swapped)\s+(?:my\s+|our\s+)?{escaped}(?:s|es)\b"
    return re.compile(named, re.IGNORECASE), re.compile(changed, re.IGNORECASE)


def calls_new(text: str, thing: str) -> bool:
    """Whether ``text`` calls ``thing`` new or changed ("Registered with a new dentist, Dr Osei",
    "switched dentists", 英文名换了, 换了个新牙医), not as part of a longer name ("a new dentist
    appointment", 新猫粮). A one-character Chinese thing is too short to tell. Pure."""
    if len(thing) < 2:
        return False
    named, changed = _calls_new(thing)
    if changed is not None and changed.search(text):
        return True
    for match in named.finditer(text):
        after = text[match.end() :].lstrip()
        next_word = re.match(r"[a-z]+", after)
        if next_word is None or next_word[0] in _FOLLOWS_EN:
            return True
    return False


def _the_users_word(item: RetrievedItem) -> bool:
    """The user's own memory, or a statement the user made (not another speaker's turn, not a tool's)."""
    if item.kind == "fact":
        return item.scope is Scope.USER
    return item.source_type in (SourceType.USER_STATED, SourceType.USER_CONFIRMED)


def replaced(items: Sequence[RetrievedItem]) -> set[uuid.UUID]:
    """The user's own memories among ``items`` whose thing a newer item (memory or unrecorded
    statement) calls new or changed, or whose name it gives up: the context leaves them out. Each
    newer text is read once for the names it gives up; a thing is looked for only in the texts that
    hold its words (a substring test before any pattern)."""
    held = [
        item
        for item in items
        if item.kind == "fact" and item.scope is Scope.USER and item.memory_type is not MemoryType.EXPERIENCE
    ]
    said = sorted((item for item in items if _the_users_word(item)), key=lambda item: item.valid_from)
    times = [item.valid_from for item in said]
    lowered = [item.content.lower() for item in said]
    names = [given_up_names(item.content) for item in said]
    givers = [at for at, found in enumerate(names) if found]
    gone: set[uuid.UUID] = set()
    for memory in held:
        start = bisect_right(times, memory.valid_from)
        if start == len(said):
            continue
        # a limit (an allergy, a diet) is not given up by giving up a thing it names
        if memory.memory_type is not MemoryType.CONSTRAINT:
            words = memory.content.lower()
            if any(name in words for at in givers if at >= start for name in names[at]):
                gone.add(memory.id)
                continue
        later = "\n".join(lowered[start:])
        for thing in things(memory):
            if thing in later and any(
                thing in lowered[at] and calls_new(said[at].content, thing) for at in range(start, len(said))
            ):
                gone.add(memory.id)
                break
    return gone


_GIVE_UP_EN = re.compile(
    r"\b(?i:quit|sold|cancell?ed|closed|ditched|dropped|got\s+rid\s+of|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?"
    r"|stopped\s+using|moved\s+out\s+of|traded\s+in|no\s+longer\s+(?:use|using|with|at|drive|have))\s+"
    r"(?i:my\s+|our\s+|the\s+)?(?i:old\s+)?(?P<name>[A-Z][\w&'-]*(?:\s+[A-Z0-9][\w&'-]*)*)"
)
_GIVE_UP_GATE = re.compile(
    "quit|sold|cancel|closed|ditched|dropped|rid of|gave up|given up|stopped using|moved out|traded in"
    "|no longer|不用|不去|不喝|不开|不干|卖|退|辞|戒|注销|离开"
)
"""Words without which a text gives nothing up: one substring test spares the patterns."""
_BARE = frozenset({"the", "and", "for", "from", "with"})
_SOMEONE_ELSE = re.compile(r"\b(?:he|she|they|his|her|their|(?:my|our)\s+\w+)\b", re.IGNORECASE)
"""Words before the verb that make someone else the one giving up ("My wife quit Google")."""
_GIVE_UP_ZH = re.compile(
    r"(?P<name>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:我|也)?(?:已经|早就)?"
    r"(?:不用了|不去了|不喝了|不开了|不干了|卖了|卖掉了|退了|辞了|戒了|注销了)"
    r"|(?:离开|辞掉|辞了|退掉|卖掉|注销)了?(?P<left>[\u4e00-\u9fffA-Za-z0-9]{2,6}?)(?=了|[，。,.!！；;]|$)"
)


def gives_up(text: str, held: str) -> bool:
    """Whether ``text`` gives up a name the held memory's words hold ("I quit Deloitte" for "I work as
    an accountant at Deloitte", "Sold the Corolla", 网易云我不用了 for 我平时用网易云听歌). Pure."""
    words = held.lower()
    return any(name in words for name in given_up_names(text))


@lru_cache(maxsize=16384)
def given_up_names(text: str) -> frozenset[str]:
    """The names ``text`` gives up, lower case: a name said in a capital (English; each word of three
    letters or more but "the", "and" …) or as two or more characters (Chinese, and each tail of them)
    after a verb that ends a holding (quit, sold, closed, cancelled, 不用了, 卖了, 离开 …), by the
    user ("My wife quit Google" gives up nothing of theirs). "Left" is not such a verb ("left Boston
    for the weekend"). Pure."""
    names: set[str] = set()
    if not _GIVE_UP_GATE.search(text.lower()):
        return frozenset()
    for match in _GIVE_UP_EN.finditer(text):
        if not _SOMEONE_ELSE.search(text[: match.start()]):
            words = (word.lower() for word in match["name"].split())
            names.update(word for word in words if len(word) > 2 and word not in _BARE)
    for match in _GIVE_UP_ZH.finditer(text):
        name = match["name"] or match["left"] or ""
        names.update(name[start:].lower() for start in range(len(name) - 1))
    return frozenset(names)


def without_replaced(items: Sequence[RetrievedItem]) -> tuple[list[RetrievedItem], list[uuid.UUID]]:
    """``items`` without the memories newer words replace, and those memories' ids, in order."""
    gone = replaced(items)
    if not gone:
        return list(items), []
    return [item for item in items if item.id not in gone], [item.id for item in items if item.id in gone]
