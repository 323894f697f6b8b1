"""Fusion of the retrievers' best-first lists into one relevance in [0, 1] (retrieval/ranking.py):
weighted reciprocal rank fusion, or a weighted sum of min-max normalised scores, and how a
retriever's hit is written out as a reason. Pure."""

import math
import uuid
from collections.abc import Iterable, Sequence

from memory_center.retrieval.records import Hit

Reason = str | tuple[str, int, float]
"""A reason, or a retriever's hit (name, rank, raw score) written out only for the items kept."""


def rrf(
    lists: Iterable[tuple[str, float, Sequence[Hit]]], k: int
) -> tuple[dict[uuid.UUID, float], dict[uuid.UUID, list[Reason]]]:
    fused: dict[uuid.UUID, float] = {}
    reasons: dict[uuid.UUID, list[Reason]] = {}
    best = 0.0
    for name, weight, hits in lists:
        best += weight / (k + 1)
        for position, (item_id, raw) in enumerate(hits, start=1):
            fused[item_id] = fused.get(item_id, 0.0) + weight / (k + position)
            reasons.setdefault(item_id, []).append((name, position, raw))
    return ({i: v / best for i, v in fused.items()} if best else {}), reasons


def minmax(
    lists: Iterable[tuple[str, float, Sequence[Hit]]],
    fixed: set[str],
) -> tuple[dict[uuid.UUID, float], dict[uuid.UUID, list[Reason]]]:
    """Weighted sum of each list's scores, min-max normalised — except the lists named in ``fixed``,
    whose scores are already on a fixed [0, 1] scale (clamped)."""
    fused: dict[uuid.UUID, float] = {}
    reasons: dict[uuid.UUID, list[Reason]] = {}
    total = 0.0
    for name, weight, hits in lists:
        total += weight
        if not hits:
            continue
        scores = [raw for _, raw in hits]
        low, high = min(scores), max(scores)
        for position, (item_id, raw) in enumerate(hits, start=1):
            if name in fixed:
                normalised = min(max(raw, 0.0), 1.0)
            else:
                normalised = (raw - low) / (high - low) if high > low else 1.0
            fused[item_id] = fused.get(item_id, 0.0) + weight * normalised
            reasons.setdefault(item_id, []).append((name, position, raw))
    return ({i: v / total for i, v in fused.items()} if total else {}), reasons


def close_similarity(hits: Sequence[Hit], share: float, low_bar: float) -> float:
    """The similarity from which a semantic hit is among the closest the user has: ``share`` of the
    best hit's, when the best passes ``low_bar`` (otherwise nothing is close: infinity)."""
    top = max((similarity for _, similarity in hits), default=0.0)
    if top < low_bar:
        return math.inf
    return max(top * share, low_bar)


def reserve(
    relevance: dict[uuid.UUID, float],
    reasons: dict[uuid.UUID, list[Reason]],
    semantic: Sequence[Hit],
    low_bar: float,
    weight: float,
) -> None:
    """Semantic hits fusion did not admit, above ``low_bar``: a small relevance (similarity ×
    ``weight``) that ranks them below every admitted match and by similarity among themselves, so
    that only the ``at_least`` guarantee of ranking keeps them."""
    for position, (item_id, similarity) in enumerate(semantic, start=1):
        if item_id in relevance or similarity < low_bar:
            continue
        relevance[item_id] = similarity * weight
        reasons.setdefault(item_id, []).append(("semantic", position, similarity))


def slot_hits(
    relevance: dict[uuid.UUID, float],
    reasons: dict[uuid.UUID, list[Reason]],
    keyed: Sequence[Hit],
    weight: float,
) -> None:
    """The user's facts keyed by a slot of the key schema the query asks about are at least
    ``weight`` relevant (reason ``query_slot_similarity=<the slot's similarity to the query>``)."""
    if weight <= 0:
        return
    for item_id, similarity in keyed:
        relevance[item_id] = max(relevance.get(item_id, 0.0), weight)
        reasons.setdefault(item_id, []).append(f"query_slot_similarity={similarity:.3f}")


def reason_text(reason: Reason) -> str:
    return reason if isinstance(reason, str) else hit_reason(*reason)


def hit_reason(name: str, position: int, raw: float) -> str:
    if name == "semantic":
        return f"semantic_rank={position} similarity={raw:.3f}"
    return f"keyword_rank={position} score={raw:.4f}"
