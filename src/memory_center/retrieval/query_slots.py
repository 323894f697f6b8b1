"""What a question asks about, by the key schema: the query side of ``extraction.slot_sense``.

The schema (``extraction.schema.SLOTS``) gives every slot example phrasings in English and Chinese
("I'm a nurse." / 我是护士。). They are embedded once per process with the shipped embedder (lazily:
the first request that needs them, or the start-up warm-up, builds them; every later request uses
the same matrix) and compared with the query's vector, which the read path has already computed: no
model call per request, one small matrix product. The comparison is the one semantic search makes
(a mostly-CJK query by the multilingual part alone; an English query with a Chinese example by that
part of both vectors), so "另一半从事什么行业？" and "What do I do for a living?" are compared with
"I work as X." and 我是某某。 alike. A slot is recognised when its best example is at least
``SURE`` similar and within ``MARGIN`` of the best slot; at most ``MAX_SLOTS`` of them.

The user's current facts keyed by a recognised slot (``user / <slot>``) join the candidates as
structured hits (``retrieval.retrievers``; reason ``query_slot_similarity=…``), in whatever language
or words they were said. Moving the query vector itself towards the slot's phrasings was measured
too and not kept: it lost as many questions as it found (docs/benchmarks.md, "What a question
asks about: query-side slot recognition").
"""

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.embedding.ensemble import EnsembleEmbedder, mostly_cjk
from memory_center.extraction.slot_sense import examples
from memory_center.retrieval.query_encoder import QueryEncoder

logger = logging.getLogger(__name__)

SURE = 0.35
"""Similarity of the query to a slot's nearest example phrasing from which the slot is recognised
(cosines of a question with statements run low: 0.25-0.6 for the questions of the cross-language
sets; 5 of 150 LoCoMo questions about third persons reach it)."""
MARGIN = 0.05
"""A second slot is recognised too when it is this close to the best one."""
MAX_SLOTS = 1
"""Two slots (a partner's job) found no more answers than one."""


@dataclass(frozen=True)
class Anchors:
    """The example phrasings' unit vectors (one row each), their slots, and which of them are mostly
    CJK."""

    slots: tuple[str, ...]
    matrix: Any
    cjk: Any
    part: tuple[int, int] | None = None
    """The part of the vector that reads CJK (``QueryEncoder.cjk_part`` of an English query)."""
    part_rows: Any = None
    """The examples' unit vectors of that part, for English queries."""
    names: tuple[str, ...] = ()
    """Each slot once, in the rows' order."""
    starts: Any = None
    """The first row of each slot in ``names``."""


@dataclass(frozen=True)
class Recognised:
    slot: str
    similarity: float


def phrasings() -> list[tuple[str, str]]:
    """(slot, example) for every example phrasing of the schema, in the schema's order, its value
    masked as the write path masks it ("My wife is X."): a question is recognised by what it asks
    about, not by a name an example happens to use ("Where has Maria made friends?" is no question
    about the user's partner because one example's wife is called Maria)."""
    return [(slot.name, text) for slot, text in examples()]


def anchors_of(
    pairs: Sequence[tuple[str, str]],
    vectors: Sequence[Sequence[float]],
    part: tuple[int, int] | None = None,
) -> Anchors:
    """The anchors of embedded example phrasings (pure)."""
    matrix = np.asarray(vectors, dtype=np.float64)
    matrix = matrix / np.linalg.norm(matrix, axis=1, keepdims=True).clip(1e-12)
    slots = tuple(slot for slot, _ in pairs)
    cjk = np.asarray([mostly_cjk(text) for _, text in pairs], dtype=bool)
    part_rows = None
    if part is not None:
        offset, length = part
        part_rows = matrix[:, offset : offset + length]
        part_rows = part_rows / np.linalg.norm(part_rows, axis=1, keepdims=True).clip(1e-12)
    names = tuple(dict.fromkeys(slots))
    starts = np.asarray([slots.index(name) for name in names], dtype=np.intp)
    if sorted(slots, key=names.index) != list(slots):
        raise ValueError("each slot's phrasings must be one run of rows")
    return Anchors(slots, matrix, cjk, part, part_rows, names, starts)


def similarities(anchors: Anchors, vector: Sequence[float], scale: float, by_part: bool) -> Any:
    """Each example's similarity to the query as semantic search would report it: the whole vectors'
    cosine divided by the query's scale, or for a mostly-CJK example and a query the whole vector
    reads (``by_part``), the cosine of that part of both vectors."""
    query = np.asarray(vector, dtype=np.float64)
    norm = float(np.linalg.norm(query))
    if not norm:
        return np.zeros(len(anchors.slots))
    whole = anchors.matrix @ (query / norm) / scale
    if not by_part or anchors.part is None:
        return whole
    offset, length = anchors.part
    query_part = query[offset : offset + length]
    part_norm = float(np.linalg.norm(query_part))
    if not part_norm:
        return whole
    return np.where(anchors.cjk, anchors.part_rows @ (query_part / part_norm), whole)


def recognise(
    anchors: Anchors, vector: Sequence[float], scale: float = 1.0, by_part: bool = False
) -> tuple[Recognised, ...]:
    """The slots the query asks about, best first (none when no example is ``SURE`` similar)."""
    scores = similarities(anchors, vector, scale, by_part)
    best = np.maximum.reduceat(scores, anchors.starts)  # each slot's rows are one run
    order = np.argsort(-best, kind="stable")
    top = float(best[order[0]])
    if top < SURE:
        return ()
    found = []
    for index in order[:MAX_SLOTS].tolist():
        score = float(best[index])
        if score >= SURE and top - score <= MARGIN:
            found.append(Recognised(anchors.names[index], round(score, 6)))
    return tuple(found)


@dataclass
class QuerySlots:
    """The anchors of one process, built once from the read path's encoder."""

    encoder: QueryEncoder
    _anchors: Anchors | None = field(default=None, repr=False)
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    async def anchors(self) -> Anchors | None:
        """Embedded on first use (a few hundred short texts, in one call, without the per-request
        deadline: the same texts give the same matrix whoever builds it); None while the embedder is
        unavailable (then no slot is recognised, as no query vector exists either)."""
        if self._anchors is not None:
            return self._anchors
        async with self._lock:
            embedder = self.encoder.embedder
            if self._anchors is None and embedder is not None:
                pairs = phrasings()
                try:
                    vectors = await embedder.embed([text for _, text in pairs], kind="passage")
                except EmbedderUnavailable as exc:
                    logger.warning("slot phrasings not embedded for the read path: %s", exc)
                    return None
                part = embedder.cjk_part() if isinstance(embedder, EnsembleEmbedder) else None
                self._anchors = anchors_of(pairs, vectors, part)
            return self._anchors

    async def warm_up(self) -> None:
        await self.anchors()

    async def recognise(self, query: str, vector: Sequence[float]) -> tuple[Recognised, ...]:
        anchors = await self.anchors()
        if anchors is None:
            return ()
        scale = self.encoder.similarity_scale(query)
        return recognise(anchors, vector, scale, self.encoder.cjk_part(query) is not None)
