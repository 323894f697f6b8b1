"""Conversation structure in ranking (pure): replies lend relevance to the turn they answer, a
question naming one person of a conversation prefers that person's turns, and a question naming a
date prefers the turns of that date.

- **Replies.** The turn that matches a question is often the answer ("A sunset, last week"), while the
  turn that states what the answer is about is the one before it ("What did you paint?"). A turn gets
  ``reply_share`` × the relevance of the turn that follows it in its session, capped at 1 (the
  keyword index already reads the other way round: a turn's keyword text includes the turn before it,
  evidence/previous_turn.py).
- **Speakers.** A turn written as a transcript line names its speaker before a colon ("Caroline: …",
  "张伟：…"). When the query names exactly one of the speakers among the candidate turns ("What did
  Caroline research?"), the turns of the other speakers are divided by ``1 + speaker_weight``. A
  query naming no speaker, or several, changes nothing; neither does a speaker label alone (at least
  two speakers must be seen, so a "Note: …" prefix is no speaker).
- **Dates.** When the query names a date ("on 7 July, 2023", "in August 2023", "in June":
  retrieval/named_dates.py) or a period relative to the request's instant ("yesterday", "last week",
  上个月: retrieval/relative_dates.py) and at least one candidate turn happened on it, the turns that happened
  on none of the named dates are divided by ``1 + date_weight``. A date no candidate has changes
  nothing. The date is also in every turn's keyword text ("… (7 July 2023)", evidence/previous_turn.py),
  so keyword search already leans towards it; the rule adds what the semantic side cannot see.

Measured on LoCoMo's development half through the service (docs/benchmarks.md §5, "Conversation
structure" and "Query-side work"). The cost: a question that names the wrong person on purpose
(LoCoMo's adversarial category) finds the right turn less often.
"""

import re
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime

from memory_center.retrieval.named_dates import NamedDate, named_dates
from memory_center.retrieval.relative_dates import Period, relative_periods

_SPEAKER = re.compile(r"\s*([^\W\d_][\w.' -]{0,38}?)\s*[:：]")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


@dataclass(frozen=True)
class Turns:
    """What ranking knows about the conversation turns among the candidates."""

    following: Mapping[uuid.UUID, uuid.UUID] = field(default_factory=dict)
    """A turn → the turn after it in the same session (both among the candidates)."""
    other_speakers: frozenset[uuid.UUID] = frozenset()
    """Turns written by someone other than the one person the query names (empty when it names none)."""
    on_date: frozenset[uuid.UUID] = frozenset()
    """Turns that happened on a date the query names (empty when it names none)."""
    off_date: frozenset[uuid.UUID] = frozenset()
    """Turns that happened on none of the dates the query names (empty when it names none)."""


def speaker_of(content: str) -> str | None:
    """The speaker of a transcript line ("Caroline: …" → "Caroline"), or None. A speaker is one to four
    words starting with a letter, each capitalised unless CJK (so "note: …" and "I think: …" are no
    speakers)."""
    match = _SPEAKER.match(content)
    if match is None:
        return None
    name = match.group(1).strip()
    words = name.split()
    if len(words) > 4 or not all(_CJK.match(word) or word[0].isupper() for word in words):
        return None
    return name


def mentions(query: str, name: str) -> bool:
    """Whether the query names this person: a whole word for Latin names (case-insensitive, "Caroline's"
    counts), the characters anywhere for CJK names."""
    if _CJK.search(name):
        return name in query
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", query, re.IGNORECASE) is not None


def named_speaker(query: str, speakers: Iterable[str]) -> str | None:
    """The one speaker the query names among at least two, or None."""
    known = set(speakers)
    if len(known) < 2:
        return None
    named = [name for name in known if mentions(query, name)]
    return named[0] if len(named) == 1 else None


def turns_for(
    query: str,
    contents: Mapping[uuid.UUID, str],
    following: Mapping[uuid.UUID, uuid.UUID],
    times: Mapping[uuid.UUID, datetime] | None = None,
    now: datetime | None = None,
) -> Turns:
    """:class:`Turns` for candidate turns (id → content), their successors and when they happened.
    ``now``: the request's instant, which relative dates ("yesterday", 上周) are read against."""
    speakers = {turn_id: speaker_of(content) for turn_id, content in contents.items()}
    named = named_speaker(query, (s for s in speakers.values() if s is not None))
    others = frozenset(
        turn_id for turn_id, speaker in speakers.items() if named is not None and speaker not in (None, named)
    )
    dates: tuple[NamedDate | Period, ...] = ()
    if times:
        dates = (*named_dates(query), *(relative_periods(query, now) if now is not None else ()))
    on = frozenset(turn_id for turn_id, at in (times or {}).items() if any(d.holds(at) for d in dates))
    off = frozenset(turn_id for turn_id in (times or {}) if dates and turn_id not in on)
    return Turns(dict(following), others, on, off)


def adjust(
    relevance: Mapping[uuid.UUID, float],
    turns: Turns,
    reply_share: float,
    speaker_weight: float,
    date_weight: float = 0.0,
) -> tuple[dict[uuid.UUID, float], dict[uuid.UUID, list[str]]]:
    """Relevance after replies, speakers and dates, and the reasons of the turns it moved."""
    out = dict(relevance)
    reasons: dict[uuid.UUID, list[str]] = {}
    if reply_share > 0:
        for turn, after in turns.following.items():
            lent = reply_share * relevance.get(after, 0.0)
            if lent > 0:
                out[turn] = min(out.get(turn, 0.0) + lent, 1.0)
                reasons.setdefault(turn, []).append(f"reply_share={lent:.3f}")
    if speaker_weight > 0:
        for turn in turns.other_speakers:
            if turn in out:
                out[turn] /= 1.0 + speaker_weight
                reasons.setdefault(turn, []).append("other_speaker")
    if date_weight > 0 and not turns.on_date.isdisjoint(out):
        for turn in turns.off_date:
            if turn in out:
                out[turn] /= 1.0 + date_weight
                reasons.setdefault(turn, []).append("other_date")
    return out, reasons
