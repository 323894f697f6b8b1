"""A value the user changed by a later message, stated as a change (docs/context.md, "A value the user
changed").

What the write path leaves behind after "I take the 7:40 train" and, later, "From this week I'm
catching the 8:15 train instead" is not always one superseded memory: the newer words may stay an
unrecorded statement, or become a memory under another key, beside the old one still ACTIVE; or they
supersede it under its key while naming the old value themselves ("Traded the Civic in for a Mazda
CX-5"). Either way a context must never serve the old value as current beside the new one without
saying which is which. Two pure rules and one read:

- **A newer word that changes a held memory** (``changed_pairs``): a held memory of the user (USER
  scope, not an EXPERIENCE, a CONSTRAINT or a standing rule) and a newer item that is the user's own
  word (a USER memory or a USER_STATED statement) are one thing changed when the newer words
  say a change (a marker of now against before: "now", "these days", "instead", "moved to",
  "retired", 现在, 最近, 改, 换 …; none of "also", "too", "another", 也, 又, 还 …, which add a second
  value beside the first: two pets, two languages), share a content term with the held memory (as
  keyword search reads them: stemmed English words, CJK bigrams) and bring a value the held memory
  lacks (English: a name or a number it does not hold; Chinese: words it does not hold). The held
  memory leaves the current sections (its id in ``replaced_ids``) and one line under
  ``[Conflicts]`` states the change, the newer words first.
- **A memory that replaced a revision of itself and still names the old value** (``revised_notes``):
  the superseded revision is read back (one statement by primary key, only when a served memory of
  the user is a revision > 1) and, when the current words hold a term of the old value that the new
  value does not, the change is stated the same way, so "Traded the Civic in for a Mazda CX-5" is
  not read as two current cars.

The line: ``changed: now "<newer>" (date, source); before "<older>" (date, source)``, a conflict note
with ``changed: true`` and ``ids`` newer, older. Nothing stored changes.
"""

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.kit.text_analysis import query_terms
from memory_center.retrieval.schemas import ConflictNoteOut, RetrievedItem

REASON = "changed_by_newer_statement"
"""Why a held memory is left out of the current sections: newer words of the user change it."""

_CHANGE_EN = re.compile(
    r"\b(?:now|nowadays|these\s+days|lately|instead|any\s?more|no\s+longer|from\s+now\s+on|as\s+of"
    r"|from\s+this\s+(?:week|month|year)|moved\s+(?:to|over|away)|switched|changed|replaced|upgraded"
    r"|downgraded|traded|relocated|transferred|retired|left|quit|closed|sold|cancell?ed)\b",
    re.IGNORECASE,
)
_CHANGE_ZH = re.compile(r"现在|最近|如今|目前|这阵子|改|换|以后|不再|搬|调到|调成|离职|退休|关门|注销|卖")
_ADDS_EN = re.compile(r"\b(?:also|too|as\s+well|another|both|in\s+addition|besides)\b", re.IGNORECASE)
_ADDS_ZH = re.compile(r"也|又|还(?!是|没|不)|另外|另一")
"""Words that add a second value beside the first ("We also adopted a dog", 我英语也说得不错)."""
_VALUE_EN = re.compile(r"(?<![\w'])(?:[A-Z][\w&'-]+|\d[\w:.]*)")
_NOT_VALUES = frozenset({"i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "my", "our"})


@dataclass
class Changes:
    """What the context states as changed: held memories it leaves out, and one note per change."""

    hidden: list[uuid.UUID] = field(default_factory=list)
    notes: list[ConflictNoteOut] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


def says_change(text: str) -> bool:
    """Words that set a value against an earlier one (now, instead, moved to, 现在, 改, 换 …) and add
    none beside it (also, too, 也, 又, 还 …). Pure."""
    if _ADDS_EN.search(text) or _ADDS_ZH.search(text):
        return False
    return bool(_CHANGE_EN.search(text) or _CHANGE_ZH.search(text))


def new_value(newer: str, held: str) -> bool:
    """Whether ``newer`` holds a value ``held`` lacks: a name or a number (English), or any word
    (Chinese, whose names carry no capital). Pure."""
    if re.search(r"[\u4e00-\u9fff]", newer):
        return bool(set(query_terms(newer)) - set(query_terms(held)))
    words = held.lower()
    found = (match[0].lower().rstrip(".,:") for match in _VALUE_EN.finditer(newer))
    return any(value not in _NOT_VALUES and value not in words for value in found)


def _held(item: RetrievedItem) -> bool:
    return (
        item.kind == "fact"
        and item.scope is Scope.USER
        and not item.standing_rule
        and item.memory_type not in (MemoryType.EXPERIENCE, MemoryType.CONSTRAINT)
    )


def _users_word(item: RetrievedItem) -> bool:
    if item.kind == "fact":
        return item.scope is Scope.USER
    return item.source_type in (SourceType.USER_STATED, SourceType.USER_CONFIRMED)


def changed_pairs(items: Sequence[RetrievedItem]) -> list[tuple[RetrievedItem, RetrievedItem]]:
    """(newer, held) for each held memory among ``items`` that a newer word of the user changes (the
    newest such word); each held memory once. Pure."""
    newer_words = [item for item in items if _users_word(item) and says_change(item.content)]
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
        ]
        if later:
            pairs.append((max(later, key=lambda item: item.valid_from), held))
    return pairs


def message(
    newer: str, newer_at: datetime, newer_source: str, older: str, older_at: datetime, source: str
) -> str:
    return (
        f'changed: now "{newer}" ({newer_at.date().isoformat()}, {newer_source}); '
        f'before "{older}" ({older_at.date().isoformat()}, {source})'
    )


def note(newer: RetrievedItem, older: RetrievedItem) -> ConflictNoteOut:
    text = message(
        newer.content, newer.valid_from, newer.source, older.content, older.valid_from, older.source
    )
    return ConflictNoteOut(message=text, ids=[newer.id, older.id], across_keys=True, changed=True)


def pair_changes(items: Sequence[RetrievedItem]) -> Changes:
    """The held memories newer words change, and a note for each. Pure."""
    changes = Changes()
    for newer, held in changed_pairs(items):
        changes.hidden.append(held.id)
        changes.notes.append(note(newer, held))
    return changes


@dataclass(frozen=True)
class Predecessor:
    """The revision a served memory superseded: the current memory's id and value, the old one's."""

    fact_id: uuid.UUID
    value: str | None
    old_id: uuid.UUID
    old_content: str
    old_value: str | None
    old_valid_from: datetime
    old_source: str


def names_old_value(current: str, value: str | None, old: Predecessor) -> bool:
    """Whether the current words still hold a term of the old value (its object value, else its
    words) that the new value does not: "Traded the Civic in for a Mazda CX-5" after "a blue Honda
    Civic", 招商银行那张卡注销了… after 招商银行的信用卡. Pure."""
    old_terms = set(query_terms(old.old_value or old.old_content))
    if value and old.old_value and value.strip().lower() == old.old_value.strip().lower():
        return False
    kept = old_terms & set(query_terms(current)) - set(query_terms(value or ""))
    return bool(kept)


def revised_notes(items: Sequence[RetrievedItem], before: Sequence[Predecessor]) -> list[ConflictNoteOut]:
    """A note for each served memory whose words still name the value of the revision it replaced."""
    by_id = {item.id: item for item in items if item.kind == "fact"}
    notes = []
    for old in before:
        current = by_id.get(old.fact_id)
        if current is None or not names_old_value(current.content, old.value, old):
            continue
        text = message(
            current.content,
            current.valid_from,
            current.source,
            old.old_content,
            old.old_valid_from,
            old.old_source,
        )
        notes.append(ConflictNoteOut(message=text, ids=[current.id, old.old_id], changed=True))
    return notes


def revised(items: Sequence[RetrievedItem]) -> list[uuid.UUID]:
    """The served memories of the user that replaced an earlier revision of themselves."""
    return [
        item.id
        for item in items
        if item.kind == "fact"
        and item.scope is Scope.USER
        and (item.revision or 1) > 1
        and not item.standing_rule
    ]
