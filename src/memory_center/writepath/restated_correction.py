"""A correction read against each held memory in turn (``extraction.rules.restated``), when the message
alone read as no typed correction, or its typed value replaced nothing: "her birthday is March 17th,
not the 14th", "lol I'm 35 actually", "he's a labrador, not a golden", 是比亚迪汉，不是秦,
嗯不对，我住的是海淀五道口.

The memory is the first of the user's (the session's newest first, then the user's latest) that holds a
span the message replaces; its content and value are rewritten and proposed on its own key, as a typed
correction is (``writepath.typed_correction``), so governance supersedes it. Nothing changes when no
memory holds such a span: the extractor's own reading of the message stands.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.held_kinds import kinds_of
from memory_center.extraction.held_over import still_held
from memory_center.extraction.rules.anew import Held as AnewHeld
from memory_center.extraction.rules.anew import updated_in
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.near_copy import copied
from memory_center.extraction.rules.restated import Substitution, restated_in
from memory_center.extraction.rules.value_shapes import said_in
from memory_center.writepath.typed_correction import Held, corrected, name_kind


@dataclass(frozen=True, slots=True)
class Restated:
    """A message that may correct a held memory, to be read against each (``restated.may_correct``)."""

    text: str
    anchored: bool = False
    """Said with no marker: a held memory's topic named with a new value (``extraction.rules.anew``)."""


def restated_of(fact: Held, said: str, *, named_only: bool = False) -> ExtractedCandidate | None:
    """The memory ``fact`` corrected by the message ``said``, or None when it holds nothing it replaces;
    ``named_only``: only when the message names the held value as the wrong one."""
    return _rewritten(
        fact, said, lambda where, frame: restated_in(where, said, frame, kinds_of, named_only=named_only)
    )


def anew_of(fact: Held, said: str) -> ExtractedCandidate | None:
    """The memory ``fact`` with the value the unmarked message ``said`` gives its topic anew
    (``extraction.rules.anew``), or None when the message names no such value."""
    person = name_kind(fact) == "person"
    value = fact.object_value or ""
    return _rewritten(fact, said, lambda where, _: updated_in(AnewHeld(where, value, person), said))


def sensed_of(fact: Held, said: str, find: Callable[[str], Substitution | None]) -> ExtractedCandidate | None:
    """The memory ``fact`` rewritten where ``find`` (given the memory's words) says its value is said anew
    by meaning (``writepath.held_sense``), or None."""
    return _rewritten(fact, said, lambda where, _: find(where))


def copied_of(fact: Held, said: str) -> ExtractedCandidate | None:
    """The memory ``fact`` with the code the message ``said`` nearly copies (京A12354 for 京A12345, "GX-40781,
    I keep flipping those") replaced by the new one (``extraction.rules.near_copy``), or None."""
    return _rewritten(fact, said, lambda where, _: copied(where, said))


def _rewritten(
    fact: Held, said: str, find: Callable[[str, str], Substitution | None]
) -> ExtractedCandidate | None:
    """The memory rewritten where ``find`` (its words, more of its words) says a span is replaced; none
    of a memory whose value the message still holds ("… but I'm not leaving Spotify": held_over)."""
    if still_held(said, fact.object_value or ""):
        return None
    stance = fact.predicate == STANCE
    where = (fact.subject or "") if stance else fact.content
    sub = find(where, fact.content if stance else "")
    if sub is None and stance:  # a value only the stance's words say (周三 of 我每周三去游泳, key 游泳)
        stance, where = False, fact.content
        sub = find(where, "")
    if sub is None:
        return None
    fixed = where[: sub.start] + sub.new + where[sub.end :]
    subject, content, value = fact.subject, fact.content, fact.object_value or ""
    if stance:
        subject, content = fixed, _swapped(content, sub)
    else:
        content = fixed
        value = sub.new if value and said_in(value, sub.old) else _swapped(value, sub)
        if subject and subject != "user":  # a key named by the value (花生 / allergy): a new key
            subject = sub.new if said_in(subject, sub.old) else _swapped(subject, sub)
    return corrected(fact, said, subject, value, content)


def _swapped(text: str, sub: Substitution) -> str:
    """``text`` with the old value said as the new one, where it says it (a stance's content, a value)."""
    edge = r"(?![A-Za-z0-9])" if sub.old[-1:].isascii() else ""
    start = r"(?<![A-Za-z0-9])" if sub.old[:1].isascii() else ""
    return re.sub(start + re.escape(sub.old) + edge, lambda _: sub.new, text, count=1, flags=re.IGNORECASE)
