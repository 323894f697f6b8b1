"""A change said in other words, stated beside the value it may replace (docs/context.md, "A change in
other words").

``changed.changes`` pairs a held memory with newer words of the user that say a change only when the
two share a term ("I do yoga on tuesdays" / "yoga moved to thursdays"). Most changes share none: "I'm
a big fan of thrillers" / "these days I only have the energy for light comedies", 我上班坐地铁 / 公司
搬到郊区了，我每天开车过去, "I'm vegetarian." / "I eat fish again these days". Both were then served as
current with no word that one may have ended the other.

The rule: a newer word of the user that says a change (``changed.says_change``: now, these days,
instead, 现在, 最近, 改 …; none of also, too, 也, 还 …; no question, no one occasion) and a held memory of
the user (USER scope, not an EXPERIENCE: a standing rule or a CONSTRAINT too) that share no term and
whose passage vectors are at least ``SIMILAR`` alike make one line under ``[Conflicts]``:
``may have changed: earlier "<held>" (date) / now "<newer>" (date, source)``. Both stay in their
sections (similarity alone cannot tell a change from a second value of one kind, so nothing is hidden:
the line lets the reader see which is newer). Each held memory gets one line, for its most alike newer
word; a newer word about a relative or friend the held memory does not name is not the user's change.

Similarity only gates: the change words are what parts a change from a second value ("I play guitar" /
"I've been learning piano for a year too" scores 0.42 but adds). Measured on the dev sets' pairs
(``SIMILAR`` below). Cost: only when such a pair exists, one batched passage embedding of the texts
involved (the encoder keeps recent passages, so a profile line is embedded once).
"""

import functools
import time
import uuid
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from memory_center.embedding.ensemble import mostly_cjk
from memory_center.enums import MemoryType, Scope
from memory_center.kit.text_analysis import query_terms
from memory_center.retrieval import changed
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.schemas import ConflictNoteOut, RetrievedItem

SIMILAR = 0.33
"""Passage cosine from which a held memory and newer words that say a change, sharing no term, are
read as one thing (docs/context.md, "A change in other words": change pairs of the dev sets 0.12-0.58,
unrelated pairs with change words 0.06-0.21)."""


@functools.lru_cache(maxsize=16384)
def _terms(text: str) -> frozenset[str]:
    """The text's terms as keyword search reads them; kept per text, as the same profile lines come
    back on every request."""
    return frozenset(query_terms(text))


_ARRAYS: OrderedDict[str, tuple[Sequence[float], np.ndarray]] = OrderedDict()
_KEPT = 256


def _array(text: str, vector: Sequence[float]) -> np.ndarray:
    """The passage vector as an array, kept while the encoder hands back the same vector object."""
    known = _ARRAYS.get(text)
    if known is not None and known[0] is vector:
        _ARRAYS.move_to_end(text)
        return known[1]
    array = np.asarray(vector, dtype=np.float64)
    _ARRAYS[text] = (vector, array)
    while len(_ARRAYS) > _KEPT:
        _ARRAYS.popitem(last=False)
    return array


def _held(item: RetrievedItem) -> bool:
    return item.kind == "fact" and item.scope is Scope.USER and item.memory_type is not MemoryType.EXPERIENCE


def candidate_pairs(
    items: Sequence[RetrievedItem], done: set[uuid.UUID]
) -> list[tuple[RetrievedItem, RetrievedItem]]:
    """(newer, held) pairs to compare by meaning: newer words of the user that say a change, a held
    memory of the user older than them, no shared term, neither already in a change note (``done``).
    Pure."""
    newer = [
        i for i in items if changed.users_word(i) and i.id not in done and changed.says_change(i.content)
    ]
    if not newer:
        return []
    terms = {word.id: _terms(word.content) for word in newer}
    pairs: list[tuple[RetrievedItem, RetrievedItem]] = []
    seen: set[uuid.UUID] = set()
    for held in items:
        if not _held(held) or held.id in done or held.id in seen:
            continue
        seen.add(held.id)
        own = _terms(held.content)
        pairs.extend(
            (word, held)
            for word in newer
            if word.id != held.id
            and word.valid_from > held.valid_from
            and word.content != held.content
            and not own & terms[word.id]
            and not changed.about_someone_else(word.content, held.content)
        )
    return pairs


def message(newer: RetrievedItem, held: RetrievedItem) -> str:
    """The line naming both: the held memory, then the newer words that may have changed it."""
    then, now = held.valid_from.date().isoformat(), newer.valid_from.date().isoformat()
    earlier = f'earlier "{held.content}" ({then})'
    return f'may have changed: {earlier} / now "{newer.content}" ({now}, {newer.source})'


async def changes(encoder: QueryEncoder | None, items: Sequence[RetrievedItem]) -> changed.Changes:
    """``changed.changes`` of the items, and a note for each held memory that newer words of the user
    may have changed in other words (ids: newer, held)."""
    found = changed.changes(items)
    started = time.perf_counter()
    done = {i for note in found.notes for i in note.ids} | set(found.hidden)
    pairs = candidate_pairs(items, done)
    if pairs and encoder is not None:
        best = await _alike(encoder, pairs)
        for newer, held in best:
            found.notes.append(ConflictNoteOut(message=message(newer, held), ids=[newer.id, held.id]))
    found.timings["changed_meaning_ms"] = (time.perf_counter() - started) * 1000.0
    return found


async def _alike(
    encoder: QueryEncoder, pairs: list[tuple[RetrievedItem, RetrievedItem]]
) -> list[tuple[RetrievedItem, RetrievedItem]]:
    """For each held memory, its most alike newer words when at least ``SIMILAR`` alike."""
    texts = list(dict.fromkeys(text for pair in pairs for text in (pair[0].content, pair[1].content)))
    vectors = await encoder.encode_passages(texts)
    if vectors is None:
        return []
    part = encoder.cjk_part("-")
    arrays = {text: _array(text, vector) for text, vector in zip(texts, vectors, strict=True)}
    best: dict[uuid.UUID, tuple[float, RetrievedItem, RetrievedItem]] = {}
    for newer, held in pairs:
        x, y = arrays[newer.content], arrays[held.content]
        if part is not None and (mostly_cjk(newer.content) or mostly_cjk(held.content)):
            x, y = x[part[0] : part[0] + part[1]], y[part[0] : part[0] + part[1]]
        norms = float(np.linalg.norm(x) * np.linalg.norm(y))
        score = float(x @ y) / norms if norms else 0.0
        if score >= SIMILAR and score > best.get(held.id, (0.0,))[0]:
            best[held.id] = (score, newer, held)
    return [(newer, held) for _, newer, held in best.values()]
