"""Fusion and ranking of retrieval candidates (docs/design.md §4). Pure: no I/O, no clock.

Each retriever (keyword, semantic, structured) hands over its own best-first list. Fusion turns the
lists into one relevance in [0, 1] (weighted reciprocal rank fusion, a weighted sum of min-max
normalised scores, or — the default — keyword scores on their own fixed scale plus min-max normalised
similarities, so that a weak keyword match no longer outranks a close semantic one); the prior then
moves it by trust, confidence, scope specificity and freshness (importance × e^(−λ·hours since last
access)) and by the memory's importance (:func:`importance_factor`);
a threshold drops the weak tail, but never the best hit of a retriever (the best match there is).

Recipes are named, frozen dataclasses so that a measured recipe (bench/) can be plugged in by name
through ``MC_RETRIEVAL_RECIPE`` without touching the code that uses it.
"""

import math
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum

from memory_center.enums import MemoryType
from memory_center.retrieval import episodic
from memory_center.retrieval.episodic import Turns
from memory_center.retrieval.fusion import (
    Reason,
    close_similarity,
    minmax,
    reason_text,
    reserve,
    rrf,
    slot_hits,
)
from memory_center.retrieval.outdated import OUTDATED_EVIDENCE, hand_to_successors
from memory_center.retrieval.priors import (
    Signals,
    freshness,
    importance_factor,
    importance_reasons,
    prior,
    prior_reasons,
)
from memory_center.retrieval.records import Hit, ItemKind


class Fusion(StrEnum):
    RRF = "rrf"
    MINMAX = "minmax"
    SCALED = "scaled"
    """Keyword scores as handed over (BM25 as the share of the query's ideal score, in [0, 1]:
    retrieval/bm25.py), similarities min-max normalised within their list."""


class KeywordScorer(StrEnum):
    """How keyword matches are scored: BM25 (exact document frequencies over the visible rows), or one
    of PostgreSQL's rankings of a tsvector against an OR query of the query's terms."""

    BM25 = "bm25"
    TS_RANK = "ts_rank"
    TS_RANK_CD = "ts_rank_cd"


@dataclass(frozen=True)
class RankingRecipe:
    name: str
    fusion: Fusion = Fusion.RRF
    keyword_weight: float = 1.0
    semantic_weight: float = 1.0
    rrf_k: int = 60
    pool: int = 50
    """Candidates the keyword and the semantic retriever each return (at least 4 × k)."""
    structured_pool: int = 50
    """Facts read without a query (at least 4 × k)."""
    keyword_scorer: KeywordScorer = KeywordScorer.TS_RANK
    ts_rank_normalization: int = 0
    """PostgreSQL ts_rank normalisation flags (0: none; 1: divide by 1 + log(document length))."""
    bm25_k1: float = 1.2
    bm25_b: float = 0.75
    keyword_candidates: int = 1000
    """BM25 scores at most this many matching rows (the best by ts_rank)."""
    collection_sample: int = 20_000
    """BM25's collection size and mean length are measured on at most this many visible rows."""
    successor_share: float = 0.0
    """Share of a conversation turn's keyword score added to the next turn of its session."""
    reply_share: float = 0.0
    """Share of a turn's fused relevance lent to the turn before it (retrieval/episodic.py)."""
    reply_sources: int = 10
    """Turns lending relevance: the evidence among each retriever's best this many hits."""
    speaker_weight: float = 0.0
    """When the query names one speaker, other speakers' turns are divided by 1 + this."""
    date_weight: float = 0.0
    """When the query names a date some candidate turn has, turns of other dates are divided by 1 + this."""
    min_similarity: float = 0.25
    """A semantic-only hit at least this similar (cosine) is admitted to fusion whatever the others."""
    routed_min_similarity: float = 0.15
    """The same bar for a query read by part of the vector only (a Chinese query, read by the
    multilingual model alone: embedding/ensemble.py), whose cosines run lower."""
    similarity_share: float = 0.8
    """A semantic-only hit below those bars is admitted too when its similarity is at least this share
    of the best semantic hit's: the closest memories the user has, whatever their absolute level
    (a question in another language, or one sharing no word with the memory that answers it)."""
    fallback_similarity: float = 0.0
    """The low bar of the relative rules: below it a semantic hit is dissimilar, and neither
    ``similarity_share`` nor the ``at_least`` guarantee of :func:`rank` admits it by meaning. Measured
    on the ordinary task requests (bench/task_requests.py), a task and the memory it needs have a
    median cosine of 0.17 (10th percentile 0.05), unrelated pairs 0.10 (90th percentile 0.21): no
    absolute level tells them apart, so the bar only drops the opposed."""
    fallback_weight: float = 0.01
    """Relevance of a semantic hit admitted by no rule, per unit of similarity: kept in reserve below
    every admitted match, ranked by similarity, for the ``at_least`` guarantee."""
    prior_weight: float = 0.3
    """Share of the score decided by the prior: score = relevance × (1 − w + w × prior)."""
    trust_weight: float = 1.0
    confidence_weight: float = 1.0
    specificity_weight: float = 1.0
    freshness_weight: float = 1.0
    evidence_prior: float = 0.5
    """Prior of raw evidence, which has no confidence, scope or decay of its own."""
    outdated_evidence_weight: float = 0.3
    """Score multiplier of evidence whose memories are all no longer current ("I love tea" after
    "I don't like tea anymore"): below the statement that replaced it (which matches the same words),
    still there, marked, for "when did …" and "what did I like before"."""
    decay_per_hour: float = math.log(2) / (30 * 24)
    """λ of the freshness decay: a 30-day half-life since the last access."""
    slot_relevance: float = 0.5
    """Relevance of a fact keyed by a slot the query asks about (retrieval/query_slots.py), at least."""
    relative_threshold: float = 0.15
    """Drop items scoring below this share of the best item's score (each retriever's best hit stays)."""
    importance_weight: float = 0.5
    """How far importance moves a score: × (1 + w × (importance − 0.5)); 0.5 is neutral."""
    type_relevance: dict[MemoryType, float] = field(
        default_factory=lambda: {
            MemoryType.CONSTRAINT: 1.0,
            MemoryType.PREFERENCE: 0.9,
            MemoryType.DECISION: 0.8,
            MemoryType.FACT: 0.7,
            MemoryType.EXPERIENCE: 0.6,
        }
    )
    """Relevance of a fact by type when there is no query (structured retrieval)."""


RECIPES: dict[str, RankingRecipe] = {
    # No successor share: with a turn's previous turn in its keyword text (evidence/previous_turn.py),
    # passing keyword score on to the next turn no longer helps. Keyword scores on their fixed scale
    # (shares are below min-max's 1, hence the larger keyword weight), the routed floor and pools of
    # 100: tuned on LoCoMo's development half and half of the Chinese paraphrase set
    # (docs/benchmarks.md §5, "Fusion").
    "default": RankingRecipe(
        "default",
        fusion=Fusion.SCALED,
        keyword_weight=0.7,
        semantic_weight=0.3,
        pool=100,
        keyword_scorer=KeywordScorer.BM25,
        successor_share=0.0,
        # Conversation structure (retrieval/episodic.py), tuned on LoCoMo's development half
        # (docs/benchmarks.md §5, "Conversation structure").
        reply_share=0.2,
        speaker_weight=0.3,
        # Turns of the date a question names (docs/benchmarks.md §5, "Query-side work").
        date_weight=0.3,
    ),
    "ts_rank": RankingRecipe("ts_rank", fusion=Fusion.MINMAX, keyword_weight=0.6, semantic_weight=0.4),
    "rrf": RankingRecipe("rrf"),
    "keyword": RankingRecipe("keyword", semantic_weight=0.0),
    "semantic": RankingRecipe("semantic", keyword_weight=0.0),
}


def recipe_named(name: str) -> RankingRecipe:
    try:
        return RECIPES[name]
    except KeyError:
        raise ValueError(f"unknown retrieval recipe {name!r}; known: {', '.join(sorted(RECIPES))}") from None


@dataclass(frozen=True)
class Retrieved:
    """The retrievers' lists for one request. ``ran`` says which retrievers took part at all."""

    keyword: Sequence[Hit] = ()
    semantic: Sequence[Hit] = ()
    structured: Sequence[uuid.UUID] = ()
    keyword_ran: bool = False
    semantic_ran: bool = False
    semantic_scale: float = 1.0
    """Below 1 when the query was read by part of the vector only (retrieval/query_encoder.py): its
    similarities are that part's cosines, and the recipe's routed floor applies."""
    semantic_by_part: frozenset[uuid.UUID] = frozenset()
    """Semantic hits compared by part of the vectors (a mostly-CJK memory, a query read whole:
    retrieval/semantic_repository.py): their similarities are that part's cosines, the routed floor
    applies to them."""
    turns: Turns = field(default_factory=Turns)
    """Conversation structure among the evidence candidates (replies, speakers, dates)."""
    keyed: Sequence[Hit] = ()
    """The user's facts keyed by a slot the query asks about (retrieval/query_slots.py)."""
    outdated: Mapping[uuid.UUID, tuple[uuid.UUID, ...]] = field(default_factory=dict)
    """Evidence candidates that back only memories no longer current (superseded, invalidated,
    expired), each with the current memories that replaced them: the evidence is history, scored ×
    ``outdated_evidence_weight``; what it matched is the question its successors now answer, so they
    are at least as relevant as it was."""


@dataclass(frozen=True)
class Scored:
    kind: ItemKind
    id: uuid.UUID
    score: float
    relevance: float
    prior: float
    reasons: tuple[str, ...]


def rank(
    retrieved: Retrieved,
    signals: dict[uuid.UUID, Signals],
    recipe: RankingRecipe,
    now: datetime,
    limit: int | None = None,
    at_least: int = 0,
) -> list[Scored]:
    """Every admitted candidate with its score and reasons, best first (the best ``limit`` of them:
    the others are scored, never explained). No floor empties the answer: when fewer than
    ``at_least`` candidates pass the relative threshold, the viewer's own best others are kept too,
    up to ``at_least`` (reason ``kept_below_floor=best_matches``)."""
    best: dict[uuid.UUID, str] = {}
    if retrieved.keyword_ran or retrieved.semantic_ran:
        relevance, reasons, best = _fused_relevance(retrieved, recipe)
        if retrieved.semantic_ran and recipe.semantic_weight > 0:
            reserve(
                relevance, reasons, retrieved.semantic, recipe.fallback_similarity, recipe.fallback_weight
            )
        turns = retrieved.turns
        relevance, moved = episodic.adjust(
            relevance, turns, recipe.reply_share, recipe.speaker_weight, recipe.date_weight
        )
        for item_id, extra in moved.items():
            reasons.setdefault(item_id, []).extend(extra)
        hand_to_successors(relevance, reasons, retrieved.outdated)
        slot_hits(relevance, reasons, retrieved.keyed, recipe.slot_relevance)
    else:
        relevance, reasons = _structured_relevance(retrieved.structured, signals, recipe)
    candidates: list[_Candidate] = []
    for item_id, rel in relevance.items():
        item = signals.get(item_id)
        if item is None:
            continue
        item_prior = prior(item, now, recipe)
        score = rel * (1.0 - recipe.prior_weight + recipe.prior_weight * item_prior)
        if item.kind == "fact":
            score *= importance_factor(item.importance, recipe.importance_weight)
        elif item_id in retrieved.outdated:
            score *= recipe.outdated_evidence_weight
            reasons.setdefault(item_id, []).append(OUTDATED_EVIDENCE)
        candidates.append(_Candidate(round(score, 6), item, rel, item_prior))
    # A UUID's integer orders like its text (lower-case hex at fixed positions), at no conversion cost.
    candidates.sort(key=lambda c: (-c.score, c.item.id.int))
    kept = _threshold(candidates, recipe.relative_threshold, best, at_least, retrieved.outdated)[:limit]
    return [_explained(c, reasons[c.item.id], now, recipe) for c in kept]


@dataclass(frozen=True)
class _Candidate:
    score: float
    item: Signals
    relevance: float
    prior: float
    kept_by: str | None = None
    """The retriever whose best hit this is, when it stays below the threshold."""


def _explained(candidate: _Candidate, hits: list[Reason], now: datetime, recipe: RankingRecipe) -> Scored:
    item = candidate.item
    why = (*(reason_text(hit) for hit in hits), *prior_reasons(item, now, recipe))
    if item.kind == "fact":
        factor = importance_factor(item.importance, recipe.importance_weight)
        why = (*why, *importance_reasons(item.importance, factor))
    if candidate.kept_by is not None:
        why = (*why, f"kept_below_floor={candidate.kept_by}")
    return Scored(item.kind, item.id, candidate.score, candidate.relevance, candidate.prior, why)


def standing_rules(
    ordered: Sequence[uuid.UUID],
    signals: dict[uuid.UUID, Signals],
    recipe: RankingRecipe,
    now: datetime,
    *,
    reason: str = "standing_rule",
    relevance: Mapping[uuid.UUID, float] | None = None,
) -> list[Scored]:
    """Standing rules (and the profile, ``reason="profile"``) apply whatever the query: no threshold.
    Without ``relevance`` they keep the order they were read in (importance, then recency) and the
    score is the importance; with it (the query's fused relevance of those it matched), the score is
    the importance factor × (1 + relevance), best first, the read order breaking ties."""
    scored: list[Scored] = []
    for item_id in ordered:
        item = signals.get(item_id)
        if item is None:
            continue
        factor = importance_factor(item.importance, recipe.importance_weight)
        fresh = None if item.kind == "evidence" else freshness(item, now, recipe.decay_per_hour)
        reasons = prior_reasons(item, now, recipe, fresh)
        why = (reason, *reasons, *importance_reasons(item.importance, factor))
        rel = relevance.get(item_id, 0.0) if relevance is not None else 1.0
        score = item.importance if relevance is None else factor * (1.0 + rel)
        scored.append(Scored(item.kind, item_id, round(score, 6), rel, prior(item, now, recipe, fresh), why))
    if relevance is not None:
        scored.sort(key=lambda s: -s.score)  # stable: the read order breaks ties
    return scored


def _fused_relevance(
    retrieved: Retrieved, recipe: RankingRecipe
) -> tuple[dict[uuid.UUID, float], dict[uuid.UUID, list[Reason]], dict[uuid.UUID, str]]:
    """Fused relevance and reasons, and each retriever's best hit (retriever name by id)."""
    lists: list[tuple[str, float, Sequence[Hit]]] = []
    if retrieved.keyword_ran and recipe.keyword_weight > 0:
        lists.append(("keyword", recipe.keyword_weight, retrieved.keyword))
    if retrieved.semantic_ran and recipe.semantic_weight > 0:
        # A weak semantic hit is admitted only when keyword search found it too.
        keyword_ids = {item_id for item_id, _ in retrieved.keyword}
        routed = retrieved.semantic_scale < 1.0
        by_part = retrieved.semantic_by_part

        def floor(item_id: uuid.UUID) -> float:
            partial = routed or item_id in by_part
            return recipe.routed_min_similarity if partial else recipe.min_similarity

        close = close_similarity(retrieved.semantic, recipe.similarity_share, recipe.fallback_similarity)
        admitted = [h for h in retrieved.semantic if h[1] >= min(floor(h[0]), close) or h[0] in keyword_ids]
        lists.append(("semantic", recipe.semantic_weight, admitted))
    best: dict[uuid.UUID, str] = {}
    for name, _, hits in lists:
        if hits:
            best.setdefault(hits[0][0], name)
    if recipe.fusion is Fusion.RRF:
        return (*rrf(lists, recipe.rrf_k), best)
    fixed = {"keyword"} if recipe.fusion is Fusion.SCALED else set()
    return (*minmax(lists, fixed), best)


def _structured_relevance(
    ids: Sequence[uuid.UUID], signals: dict[uuid.UUID, Signals], recipe: RankingRecipe
) -> tuple[dict[uuid.UUID, float], dict[uuid.UUID, list[Reason]]]:
    """No query: relevance by memory type; the SQL order (scope, type, importance) breaks ties."""
    relevance: dict[uuid.UUID, float] = {}
    for position, item_id in enumerate(ids):
        memory_type = signals[item_id].memory_type if item_id in signals else None
        by_type = recipe.type_relevance.get(memory_type, 0.5) if memory_type else 0.5
        relevance[item_id] = by_type / (1.0 + 0.001 * position)
    return relevance, {item_id: ["structured"] for item_id in ids}


def _threshold(
    scored: list[_Candidate],
    relative: float,
    best: dict[uuid.UUID, str],
    at_least: int = 0,
    outdated: Mapping[uuid.UUID, object] | None = None,
) -> list[_Candidate]:
    """Drop the weak tail relative to the best item — except a retriever's best hit: when the
    semantic index's closest memory scores low only because keyword search found something else
    strongly, it is still the best match there is (reason ``kept_below_floor=<retriever>``) — and
    except the viewer's own best candidates while fewer than ``at_least`` are kept (reason
    ``kept_below_floor=best_matches``). Those kept to fill up come after the others, and what is
    current before what an update made outdated, whatever their scores: a fill-up is no match strong
    enough to put history above the statement that replaced it."""
    if not scored or relative <= 0:
        return scored
    floor = scored[0].score * relative
    kept: list[_Candidate] = []
    below: list[_Candidate] = []
    for item in scored:
        if item.score >= floor:
            kept.append(item)
        elif item.item.id in best:
            kept.append(replace(item, kept_by=best[item.item.id]))
        elif item.item.own:
            below.append(item)
    missing = at_least - len(kept)
    if missing <= 0 or not below:
        return kept
    stale = outdated or {}
    below.sort(key=lambda c: (c.item.id in stale, -c.score, c.item.id.int))
    return kept + [replace(item, kept_by="best_matches") for item in below[:missing]]
