"""Memories written a moment ago, found by meaning at once (docs/context.md, "Fresh memories").

Writes do not wait for the semantic index: the worker embeds new rows shortly after. Until it has,
the read path compares the query with the viewer's not-yet-indexed rows itself: among the user's
newest visible facts (and evidence, when the request ranks evidence), those without a finished
vector of the model are embedded here in one batched call and compared with the query exactly as
semantic search compares stored vectors (the multilingual part for a mostly-CJK text and a query the
whole vector reads; divided by the query's scale). Their hits join the semantic lists, and
``degraded`` says ``index_lag``. Bounded: at most ``recent`` rows of each kind are looked at.
"""

import math
import operator
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.embedding.ensemble import mostly_cjk
from memory_center.indexing.repository import passage_text
from memory_center.retrieval import fresh_repository
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.records import EvidenceRecord, FactRecord
from memory_center.retrieval.repository import FactScope

INDEX_LAG = "index_lag"
RECENT_ROWS = 32
"""The user's newest rows of each kind looked at for a missing vector."""


@dataclass
class Unindexed:
    facts: list[FactRecord] = field(default_factory=list)
    evidence: list[EvidenceRecord] = field(default_factory=list)

    @property
    def any(self) -> bool:
        return bool(self.facts or self.evidence)


async def unindexed(
    session: AsyncSession, where: FactScope, model: str | None, *, include_evidence: bool
) -> Unindexed:
    """The viewer's rows not in the index yet (none without a model: nothing is indexed then)."""
    if model is None:
        return Unindexed()
    facts = await fresh_repository.unindexed_facts(session, where, model, RECENT_ROWS)
    evidence: list[EvidenceRecord] = []
    if include_evidence:
        at = where.at if where.as_of else None
        evidence = await fresh_repository.unindexed_evidence(session, where.viewer, at, model, RECENT_ROWS)
    return Unindexed(facts, evidence)


async def compare(
    encoder: QueryEncoder,
    query: str,
    vector: list[float],
    texts: list[tuple[str, datetime | None]],
) -> list[tuple[float, bool]] | None:
    """The similarity of each row (content, and when it happened for evidence) to the query as
    semantic search would report it, and whether it was compared by part of the vectors; None when
    the embedder is unavailable."""
    vectors = await encoder.encode_passages([passage_text(text, at) for text, at in texts])
    if vectors is None:
        return None
    scale = encoder.similarity_scale(query)
    part = encoder.cjk_part(query)
    whole = (vector, _norm(vector))
    piece = None
    if part is not None:
        offset, length = part
        query_part = vector[offset : offset + length]
        piece = (query_part, _norm(query_part))
    out: list[tuple[float, bool]] = []
    for (text, _), stored in zip(texts, vectors, strict=True):
        by_part = part is not None and mostly_cjk(text)
        if by_part and part is not None and piece is not None:
            offset, length = part
            cosine = _cosine(piece, stored[offset : offset + length])
        else:
            cosine = _cosine(whole, stored)
        out.append((cosine / scale, by_part))
    return out


def _norm(a: list[float]) -> float:
    return math.sqrt(math.fsum(map(operator.mul, a, a)))


def _cosine(query: tuple[list[float], float], b: list[float]) -> float:
    """The cosine of the query (its vector and ``_norm``, taken once per request) and ``b``. ``fsum``
    is correctly rounded whatever the order of its terms, so the products summed through ``map``
    give the same floats as the generator they replace (docs/benchmarks.md, "Session 24")."""
    a, norm = query
    if len(a) != len(b):
        raise ValueError("vectors of different lengths")
    dot = math.fsum(map(operator.mul, a, b))
    norms = norm * _norm(b)
    return dot / norms if norms else 0.0
