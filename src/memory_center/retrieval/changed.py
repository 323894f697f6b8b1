"""A value the user changed by a later message, stated as a change (docs/context.md, "A value the user
changed").

What the write path leaves behind after "I take the 7:40 train" and, later, "From this week I'm
catching the 8:15 train instead" is not always one superseded memory: the newer words may stay an
unrecorded statement, or become a memory under another key, beside the old one still ACTIVE; or they
supersede it under its key while naming the old value themselves ("Traded the Civic in for a Mazda
CX-5"). Either way a context must never serve the old value as current beside the new one without
saying which is which. Two pure rules:

- **A newer word that changes a held memory** (``changed_pairs``): a held memory of the user (USER
  scope, not an EXPERIENCE, a CONSTRAINT or a standing rule) and a newer item that is the user's own
  word (a USER memory or a USER_STATED statement) are one thing changed when the newer words say a
  change (a marker of now against before: "now", "these days", "instead", "new", "moved", "retired",
  现在, 最近, 改, 换 …; none of "also", "too", "another", 也, 又, 还 …, which add a second value beside
  the first: two pets, two languages; no question, no one occasion, no relative or friend the held
  memory does not name), share a content term with the held memory (as keyword search
  reads them: stemmed English words, CJK bigrams) and bring a value the held memory lacks (English:
  a name or a number it does not hold; Chinese: words it does not hold). The held memory leaves the
  current sections (its id in ``replaced_ids``) and one line under ``[Conflicts]`` states the change.
- **A revision that says a change**: a served memory of the user that superseded an earlier
  revision of itself (revision > 1) in words that say a change ("Traded the Civic in for a Mazda
  CX-5", 招商银行那张卡注销了，以后付款都用交通银行的卡) gets the same line, so words that still name the
  old value are not read as two current values. So does a turned stance — a revision of a
  ``<thing> / preference`` memory, whose only value is the stance, is a liking ended or reversed —
  whatever its words: they name the old liking ("jazz piano almost exclusively, metal just stresses
  me out", 这半年周末基本都去爬山了，游戏好久没碰) and often the new one beside it.

The line: ``changed: now "<newer words>" (date, source); it replaces an earlier memory of the user``,
a conflict note with ``changed: true`` and ``ids`` newer, held (the revision alone: its id). The old
value is never repeated: it appears in a context only where the newer words name it themselves, and
then on this line. Similarity by meaning was measured and not used: a change and a second value of
the same kind score alike (docs/context.md). Nothing stored changes; no statement, no embedding.
"""

import functools
import re
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.extraction.rules.turn_words import ONE_OFF
from memory_center.kit.text_analysis import query_terms
from memory_center.retrieval.schemas import ConflictNoteOut, RetrievedItem

STANCE = "preference"
"""The predicate of a stance memory (``<thing> / preference = like | dislike | none``)."""
REASON = "changed_by_newer_statement"
"""Why a held memory is left out of the current sections: newer words of the user change it."""

_CHANGE_EN = re.compile(
    r"\b(?:now|nowadays|these\s+days|lately|instead|any\s?more|no\s+longer|from\s+now\s+on|as\s+of"
    r"|from\s+this\s+(?:week|month|year)|new|moved|switched|changed|replaced|upgraded"
    r"|downgraded|traded|relocated|transferred|retired|left|quit|closed|sold|cancell?ed"
    r"|last\s+day|joined|graduated|again|got\s+here|settled\s+in)\b",
    re.IGNORECASE,
)
_CHANGE_ZH = re.compile(
    r"现在|最近|如今|目前|这阵子|改|换|以后|不再|搬|调到|调成|离职|退|关门|注销|卖|过户|转让"
    r"|出来了|入职|跳槽|毕业|辞|挪到"
)
"""Life events end a value as well (last day at, joined, graduated, got here, 出来了, 入职, 跳槽,
毕业: docs/context.md, "A change in other words"). 过户 / 转让: a holding passed to someone else
(朗逸已经过户给我表弟), as "transferred" and "sold"."""
_ADDS_EN = re.compile(r"\b(?:also|too|as\s+well|another|both|in\s+addition|besides)\b", re.IGNORECASE)
_ADDS_ZH = re.compile(r"也|又|还(?!是|没|不)|另外|另一")
"""Words that add a second value beside the first ("We also adopted a dog", 我英语也说得不错)."""
_ONCE = (compiled(english(ONE_OFF[0])), re.compile(ONE_OFF[1]))
"""One occasion ("this time", "last night", 今天不想, 这次): a one-off changes no held value."""
_SOMEONE = (compiled(english(w.KIN_EN)), re.compile(alternatives(w.KIN_ZH)))
"""A relative, a friend, a colleague …: newer words about one the held memory does not name are
about someone else ("Actually, my mum lives in Edinburgh now" after "I live in Glasgow")."""
_VALUE_EN = re.compile(r"(?<![\w'])(?:[A-Z][\w&'-]+|\d[\w:.]*)")
_NOT_VALUES = frozenset({"i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "my", "our"})


@dataclass
class Changes:
    """What the context states as changed: held memories it leaves out, and one note per change."""

    hidden: list[uuid.UUID] = field(default_factory=list)
    notes: list[ConflictNoteOut] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


@functools.lru_cache(maxsize=16384)
def says_change(text: str) -> bool:
    """Words that set a value against an earlier one (now, instead, moved to, 现在, 改, 换 …) and add
    none beside it (also, too, 也, 又, 还 …); not a question ("Would I still swim if the pool
    closed?"), not one occasion (今天不想吃小龙虾，换个清淡点的: ``turn_words.ONE_OFF``). Pure, so
    kept per text: the same rules and profile lines come back on every request."""
    if _ADDS_EN.search(text) or _ADDS_ZH.search(text):
        return False
    if not (_CHANGE_EN.search(text) or _CHANGE_ZH.search(text)):
        return False
    once = any(pattern.search(text) for pattern in _ONCE)
    return not (once or any(is_question(one) for one in statements(text) if one.strip()))


def about_someone_else(newer: str, held: str) -> bool:
    """Whether ``newer`` speaks of a relative, friend or colleague … that ``held`` does not name. Pure."""
    words = held.lower()
    return any(match[0].lower() not in words for pattern in _SOMEONE for match in pattern.finditer(newer))


def new_value(newer: str, held: str) -> bool:
    """Whether ``newer`` holds a value ``held`` lacks: a name or a number (English; a capital at the
    very start is no name: "Lately …"), or any word (Chinese, whose names carry no capital). Pure."""
    if re.search(r"[\u4e00-\u9fff]", newer):
        return bool(set(query_terms(newer)) - set(query_terms(held)))
    words = held.lower()
    found = (
        m[0].lower().rstrip(".,:") for m in _VALUE_EN.finditer(newer) if m.start() > 0 or m[0][0].isdigit()
    )
    return any(value not in _NOT_VALUES and value not in words for value in found)


def _held(item: RetrievedItem) -> bool:
    return (
        item.kind == "fact"
        and item.scope is Scope.USER
        and not item.standing_rule
        and item.memory_type not in (MemoryType.EXPERIENCE, MemoryType.CONSTRAINT)
    )


def users_word(item: RetrievedItem) -> bool:
    if item.kind == "fact":
        return item.scope is Scope.USER
    return item.source_type in (SourceType.USER_STATED, SourceType.USER_CONFIRMED)


def changed_pairs(items: Sequence[RetrievedItem]) -> list[tuple[RetrievedItem, RetrievedItem]]:
    """(newer, held) for each held memory among ``items`` that a newer word of the user changes (the
    newest such word); each held memory once. Pure."""
    newer_words = [item for item in items if users_word(item) and says_change(item.content)]
    if not newer_words:
        return []
    terms = {item.id: set(query_terms(item.content)) for item in newer_words}
    pairs: list[tuple[RetrievedItem, RetrievedItem]] = []
    seen: set[uuid.UUID] = set()
    for held in items:
        if not _held(held) or held.id in seen:
            continue
        seen.add(held.id)
        own = set(query_terms(held.content))
        later = [
            item
            for item in newer_words
            if item.id != held.id
            and item.valid_from > held.valid_from
            and item.content != held.content
            and own & terms[item.id]
            and new_value(item.content, held.content)
            and not about_someone_else(item.content, held.content)
        ]
        if later:
            pairs.append((max(later, key=lambda item: item.valid_from), held))
    return pairs


def message(newer: RetrievedItem) -> str:
    """The line stating a change: the newer words, then that they replace an earlier memory (whose
    words are not repeated: the old value appears only where the newer words name it themselves)."""
    date = newer.valid_from.date().isoformat()
    return (
        f'changed: now "{newer.content}" ({date}, {newer.source}); it replaces an earlier memory of the user'
    )


def changes(items: Sequence[RetrievedItem]) -> Changes:
    """The held memories newer words change (left out, a note each: ids newer, held), and a note for
    each served memory of the user that replaced a revision of itself in words that say a change
    (ids: itself). Pure."""
    started = time.perf_counter()
    found = Changes()
    for newer, held in changed_pairs(items):
        found.hidden.append(held.id)
        found.notes.append(ConflictNoteOut(message=message(newer), ids=[newer.id, held.id], changed=True))
    hidden, stated = set(found.hidden), {note.ids[0] for note in found.notes}
    for item in items:
        if (
            item.kind == "fact"
            and item.scope is Scope.USER
            and (item.revision or 1) > 1
            and not item.standing_rule
            and item.id not in hidden | stated
            and (says_change(item.content) or item.predicate == STANCE)
        ):
            found.notes.append(ConflictNoteOut(message=message(item), ids=[item.id], changed=True))
            stated.add(item.id)
    found.timings["changed_ms"] = (time.perf_counter() - started) * 1000.0
    return found
