"""One topic under two keys (pure): a new statement of the user about a thing a held memory of the
user is about, said with another key ("I always order my steak well done" → ``steak / how``, then
"I've come around to medium-rare steak" → ``medium-rare steak / preference``), so that neither the
same key (step 7) nor the same-memory matcher (``governance.same_memory``: same predicate family, a
subject in common) links them (docs/governance.md, "One topic under two keys").

Two lasting USER memories of one owner are about **one topic** when the words of one's subject all
occur in the other's statement (a shared head term: "steak" in "I've come around to medium-rare
steak", "pineapple on pizza" in "pineapple on pizza is gross", 水果 in 芒果是我最爱的水果). The link is
made only where the two say things that cannot both hold: the stances are opposite (like / dislike),
or the held memory is a value of a key that holds one value (``steak / how = well done``, ``水果 /
favourite = 西瓜``, a ``user / <slot>`` of a single-valued slot). It is sure: the new statement
supersedes the held one (as step 7b).

What it leaves alone: a statement marked as additive ("also", "as well", "another", a final "too",
也, 还…); likings of two things (jazz, then rock); two slots of the schema (job, workplace); two facts
of one predicate family the matcher has compared already (subjects with a term in common: "coffee"
and "noisy coffee shops") or that are values of two things ("son / name", "youngest son / name");
free-text memories (``said:…``) and other scopes. Closeness in meaning alone links nothing: measured
on the development set it found no pair a head term missed, and it tied "my hotel budget" to "my
flight budget" and "my birthday" to "my wife's birthday" (``bench/topic_threshold.py``).
"""

import functools
import re
import uuid
from dataclasses import dataclass

from memory_center.enums import Scope
from memory_center.extraction.schema import BY_NAME, single_valued
from memory_center.facts.keys import FactKey
from memory_center.governance.choices import AGAINST_STANCES, POSITIVE_STANCES
from memory_center.governance.matching import core_subject, predicate_family, share_a_term

ADDITIVE = re.compile(
    r"\b(?:also|as well|another|besides|in addition)\b|\btoo\b\W*$|\btoo\b(?=\s*[,;.!])"
    r"|也|还(?:有|爱|喜欢|挺|会|练|要)",
    re.I,
)
"""Markers of a statement that adds to what the user holds rather than replacing it (data)."""

_FREE_TEXT = "said:"
# fmt: off
_STOP = frozenset((
    "the", "a", "an", "my", "our", "your", "of", "on", "in", "at", "to", "for", "with", "and", "or",
    "by", "about", "from", "this", "that", "these", "those",
))
# fmt: on
_WORD = re.compile(r"[a-z0-9]+")
_HAN = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class Topical:
    """An ACTIVE keyed USER fact of the candidate's space, with what it says."""

    fact_id: uuid.UUID
    key: FactKey
    value: str
    content: str


def _fold(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> frozenset[str]:
    return frozenset(_fold(word) for word in _WORD.findall(text.casefold()))


@functools.lru_cache(maxsize=8192)
def _squeezed(text: str) -> str:
    return text.casefold().replace(" ", "")


@functools.lru_cache(maxsize=8192)
def _head(subject: str) -> str | frozenset[str] | None:
    """What must occur in a statement for it to name the subject: a Chinese subject as written (two
    characters or more), else its words (articles and prepositions aside, three letters or more)."""
    core = core_subject(subject)
    if not core or core == "user":
        return None
    if _HAN.search(core):
        return core if len(_HAN.findall(core)) >= 2 else None
    words = frozenset(_fold(word) for word in _WORD.findall(core) if word not in _STOP)
    return words if words and all(len(word) >= 3 for word in words) else None


def head_in(subject: str, content: str) -> bool:
    """Every word of the subject (articles and prepositions aside) is in the statement; a Chinese
    subject of two characters or more is in it as written."""
    head = _head(subject)
    if head is None:
        return False
    if isinstance(head, str):
        return head in _squeezed(content)
    return head <= _words(content)


def stance(value: str) -> int:
    folded = value.casefold()
    return 1 if folded in POSITIVE_STANCES else -1 if folded in AGAINST_STANCES else 0


def holds_one_value(key: FactKey, value: str) -> bool:
    """The held memory is a value of a key that holds one value (not a stance, not a many-valued slot)."""
    if stance(value) != 0 or not value:
        return False
    predicate = key.predicate or ""
    return key.subject != "user" or single_valued(predicate) or predicate not in BY_NAME


def eligible(key: FactKey) -> bool:
    return key.scope is Scope.USER and key.is_keyed and not (key.predicate or "").startswith(_FREE_TEXT)


def _comparable(key: FactKey, value: str, one: Topical) -> bool:
    """Values of ``one`` and the candidate that cannot both hold: opposite stances, or another value
    than the held one of a key holding one value."""
    if value.casefold() == one.value.casefold() or (key.subject == "user" and one.key.subject == "user"):
        return False  # the same value; or two slots of the key schema: two memories (job, workplace)
    opposite = stance(value) * stance(one.value) < 0
    if predicate_family(key.predicate or "") == predicate_family(one.key.predicate or ""):
        # the matcher's own ground: it compared subjects with a term in common already ("coffee",
        # "noisy coffee shops"), and one attribute of two things is two memories ("son", "youngest son")
        if not opposite or share_a_term(key.subject or "", one.key.subject or ""):
            return False
    elif not (opposite or holds_one_value(one.key, one.value)):
        return False
    return eligible(one.key) and one.key.ident() != key.ident()


def _shares_head(key: FactKey, content: str, one: Topical) -> bool:
    return head_in(one.key.subject or "", content) or head_in(key.subject or "", one.content)


def topic_links(key: FactKey, value: str, content: str, held: list[Topical]) -> list[Topical]:
    """The held facts of ``key``'s space that the candidate (its key, value and statement) replaces on
    one topic (``matching.Likeness.TOPIC``; module docstring)."""
    if not eligible(key) or ADDITIVE.search(content):
        return []
    return [one for one in held if _comparable(key, value, one) and _shares_head(key, content, one)]
