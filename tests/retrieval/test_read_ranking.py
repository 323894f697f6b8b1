"""Fusion and ranking (pure)."""

import math
import uuid
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.ranking import (
    RECIPES,
    Fusion,
    RankingRecipe,
    Retrieved,
    Signals,
    freshness,
    importance_factor,
    importance_reasons,
    prior,
    rank,
    recipe_named,
    standing_rules,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)
DEFAULT = RECIPES["default"]


def fact(
    *,
    source: SourceType = SourceType.USER_STATED,
    confidence: float = 0.8,
    scope: Scope = Scope.USER,
    memory_type: MemoryType = MemoryType.FACT,
    hours_ago: float = 0.0,
    importance: float = 0.5,
) -> Signals:
    return Signals(
        kind="fact",
        id=uuid.uuid4(),
        source_type=source,
        last_used=NOW - timedelta(hours=hours_ago),
        memory_type=memory_type,
        scope=scope,
        confidence=confidence,
        importance=importance,
    )


def by_id(*items: Signals) -> dict[uuid.UUID, Signals]:
    return {item.id: item for item in items}


def test_rrf_rewards_agreement_between_retrievers() -> None:
    a, b, c = fact(), fact(), fact()
    retrieved = Retrieved(
        keyword=[(a.id, 0.5), (b.id, 0.4)],
        semantic=[(c.id, 0.9), (b.id, 0.8)],
        keyword_ran=True,
        semantic_ran=True,
    )
    ranked = rank(retrieved, by_id(a, b, c), RECIPES["rrf"], NOW)
    assert ranked[0].id == b.id
    assert any(r.startswith("keyword_rank=2") for r in ranked[0].reasons)
    assert any(r.startswith("semantic_rank=2") for r in ranked[0].reasons)


def test_weak_semantic_hits_are_dropped_unless_keyword_search_found_them_too() -> None:
    strong, weak, both = fact(), fact(), fact()
    retrieved = Retrieved(
        keyword=[(both.id, 0.3)],
        semantic=[(strong.id, 0.7), (both.id, 0.1), (weak.id, 0.1)],
        keyword_ran=True,
        semantic_ran=True,
    )
    ids = [s.id for s in rank(retrieved, by_id(strong, weak, both), DEFAULT, NOW)]
    assert weak.id not in ids
    assert set(ids) == {strong.id, both.id}


def test_trust_confidence_and_scope_break_relevance_ties() -> None:
    weak = fact(source=SourceType.INFERRED, confidence=0.5, scope=Scope.TENANT)
    strong = fact(source=SourceType.USER_CONFIRMED, confidence=0.95, scope=Scope.TASK)
    # Same keyword score, weak listed first: the prior decides.
    retrieved = Retrieved(keyword=[(weak.id, 0.2), (strong.id, 0.2)], keyword_ran=True)
    recipe = replace(DEFAULT, fusion=Fusion.MINMAX)
    ranked = rank(retrieved, by_id(weak, strong), recipe, NOW)
    assert [s.id for s in ranked] == [strong.id, weak.id]
    assert prior(strong, NOW, DEFAULT) > prior(weak, NOW, DEFAULT)


def test_freshness_decays_with_hours_since_last_access() -> None:
    recent, old = fact(hours_ago=1), fact(hours_ago=24 * 60)
    half_life = math.log(2) / DEFAULT.decay_per_hour
    assert freshness(recent, NOW, DEFAULT.decay_per_hour) == pytest.approx(0.5, rel=0.01)
    assert freshness(fact(hours_ago=half_life), NOW, DEFAULT.decay_per_hour) == pytest.approx(0.25)
    assert prior(recent, NOW, DEFAULT) > prior(old, NOW, DEFAULT)


def test_relative_threshold_drops_the_weak_tail() -> None:
    items = [fact() for _ in range(30)]
    recipe = replace(DEFAULT, fusion=Fusion.MINMAX, relative_threshold=0.5)
    retrieved = Retrieved(keyword=[(item.id, 1.0 - i / 30) for i, item in enumerate(items)], keyword_ran=True)
    ranked = rank(retrieved, by_id(*items), recipe, NOW)
    assert 0 < len(ranked) < 30
    assert all(s.score >= ranked[0].score * 0.5 for s in ranked)


def test_structured_retrieval_orders_by_type_then_sql_order() -> None:
    note = fact(memory_type=MemoryType.FACT)
    constraint = fact(memory_type=MemoryType.CONSTRAINT)
    preference = fact(memory_type=MemoryType.PREFERENCE)
    retrieved = Retrieved(structured=[note.id, preference.id, constraint.id])
    ranked = rank(retrieved, by_id(note, constraint, preference), DEFAULT, NOW)
    assert [s.id for s in ranked] == [constraint.id, preference.id, note.id]
    assert ranked[0].reasons[0] == "structured"


def test_keyword_only_when_semantic_did_not_run() -> None:
    a = fact()
    retrieved = Retrieved(keyword=[(a.id, 0.1)], keyword_ran=True)
    # Min-max makes a lone hit a perfect match; the default keeps the keyword score's own scale.
    assert rank(retrieved, by_id(a), replace(DEFAULT, fusion=Fusion.MINMAX), NOW)[0].relevance == 1.0
    assert rank(retrieved, by_id(a), DEFAULT, NOW)[0].relevance == pytest.approx(0.1)


def test_evidence_has_a_fixed_prior() -> None:
    evidence = Signals(kind="evidence", id=uuid.uuid4(), source_type=SourceType.USER_STATED, last_used=NOW)
    assert prior(evidence, NOW, DEFAULT) == DEFAULT.evidence_prior


def test_recipes_are_named() -> None:
    assert recipe_named("default") is RECIPES["default"]
    with pytest.raises(ValueError, match="unknown retrieval recipe"):
        recipe_named("nope")
    assert isinstance(RECIPES["ts_rank"], RankingRecipe)


def test_minmax_recipe_fuses_normalised_scores() -> None:
    a, b = fact(), fact()
    retrieved = Retrieved(
        keyword=[(a.id, 9.0), (b.id, 3.0)],
        semantic=[(b.id, 0.8), (a.id, 0.7)],
        keyword_ran=True,
        semantic_ran=True,
    )
    ranked = rank(retrieved, by_id(a, b), replace(DEFAULT, fusion=Fusion.MINMAX), NOW)
    # a: keyword 1, semantic 0; b: keyword 0, semantic 1 (min-max within each list)
    kw, sem = DEFAULT.keyword_weight, DEFAULT.semantic_weight
    assert kw > sem and kw + sem == pytest.approx(1.0)
    assert [s.id for s in ranked] == [a.id, b.id]
    assert ranked[0].relevance == pytest.approx(kw) and ranked[1].relevance == pytest.approx(sem)


def test_default_fusion_keeps_keyword_scores_on_their_own_scale() -> None:
    weak_keyword, close, both = fact(), fact(), fact()
    # Keyword scores are shares of the query's ideal BM25 score: one everyday word (0.15) against a
    # text holding most of the question's rare words (0.8).
    retrieved = Retrieved(
        keyword=[(both.id, 0.8), (weak_keyword.id, 0.15)],
        semantic=[(close.id, 0.62), (both.id, 0.5), (weak_keyword.id, 0.3)],
        keyword_ran=True,
        semantic_ran=True,
    )
    everything = replace(DEFAULT, relative_threshold=0.0)
    ranked = rank(retrieved, by_id(weak_keyword, close, both), everything, NOW)
    assert DEFAULT.fusion is Fusion.SCALED
    kw, sem = DEFAULT.keyword_weight, DEFAULT.semantic_weight
    assert [s.id for s in ranked] == [both.id, close.id, weak_keyword.id]
    # Min-max would give the weak keyword hit 0 here, and with two keyword hits give it nothing at all
    # while lifting any lone weak hit to 1; on the fixed scale it keeps 0.15.
    assert ranked[2].relevance == pytest.approx(kw * 0.15)
    assert ranked[1].relevance == pytest.approx(sem)
    lone = replace(retrieved, keyword=[(weak_keyword.id, 0.15)])
    assert (
        rank(lone, by_id(weak_keyword, close, both), DEFAULT, NOW)[0].id == close.id
    )  # the closest meaning beats one shared everyday word


def test_a_query_read_by_part_of_the_vector_has_its_own_similarity_bar() -> None:
    """Past its bar a hit is admitted whatever the others; below it, only among the closest the user
    has (a share of the best hit's similarity). Similarities are min-max normalised within the
    admitted list, so the weakest admitted one ranks last."""
    near, mid, far, farther = fact(), fact(), fact(), fact()
    semantic = [(near.id, 0.2), (mid.id, 0.18), (far.id, 0.17), (farther.id, 0.1)]
    full = Retrieved(semantic=semantic, semantic_ran=True)
    routed = replace(full, semantic_scale=0.45)
    assert DEFAULT.routed_min_similarity < 0.17 < 0.2 < DEFAULT.min_similarity
    assert 0.1 < 0.2 * DEFAULT.similarity_share < 0.17
    signals = by_id(near, mid, far, farther)
    assert [s.id for s in rank(full, signals, DEFAULT, NOW)] == [near.id, mid.id]
    assert [s.id for s in rank(routed, signals, DEFAULT, NOW)] == [near.id, mid.id]
    # A much closer hit raises the share: then only the routed bar still admits the others.
    closer = fact()
    raised = replace(full, semantic=[(closer.id, 0.3), *semantic])
    signals = by_id(closer, near, mid, far, farther)
    assert [s.id for s in rank(raised, signals, DEFAULT, NOW)] == [closer.id]
    routed_raised = replace(raised, semantic_scale=0.45)
    assert [s.id for s in rank(routed_raised, signals, DEFAULT, NOW)] == [closer.id, near.id]


def test_the_best_match_there_is_is_never_dropped_by_a_floor() -> None:
    """A user with one memory, a task that shares no word with it and a low cosine: the memory is the
    best match there is (issue: "get me a ticket to Lisbon" after "I sit by the window")."""
    window = fact()
    lone = Retrieved(semantic=[(window.id, 0.12)], semantic_ran=True, keyword_ran=True)
    assert DEFAULT.fallback_similarity < 0.12 < DEFAULT.min_similarity
    assert [s.id for s in rank(lone, by_id(window), DEFAULT, NOW)] == [window.id]
    # Below the low bar the texts are dissimilar: nothing is admitted by meaning.
    noise = replace(lone, semantic=[(window.id, DEFAULT.fallback_similarity - 0.05)])
    assert rank(noise, by_id(window), DEFAULT, NOW, at_least=8) == []


def test_at_least_k_of_the_users_own_memories_are_kept() -> None:
    """Fewer than ``at_least`` past the relative threshold: the user's own best others are kept,
    marked, in order; shared (tenant) memories are not used to fill up."""
    strong, weak, weaker = fact(), fact(), fact()
    shared = replace(fact(scope=Scope.TENANT), own=False)
    signals = by_id(strong, weak, weaker, shared)
    retrieved = Retrieved(
        keyword=[(strong.id, 0.9)],
        semantic=[(strong.id, 0.6), (shared.id, 0.1), (weak.id, 0.09), (weaker.id, 0.07)],
        keyword_ran=True,
        semantic_ran=True,
    )
    assert [s.id for s in rank(retrieved, signals, DEFAULT, NOW)] == [strong.id]
    kept = rank(retrieved, signals, DEFAULT, NOW, at_least=3)
    assert [s.id for s in kept] == [strong.id, weak.id, weaker.id]
    assert all("kept_below_floor=best_matches" in s.reasons for s in kept[1:])
    assert "kept_below_floor=best_matches" not in kept[0].reasons
    assert len(rank(retrieved, signals, DEFAULT, NOW, at_least=2)) == 2


def test_importance_is_neutral_at_the_default_and_bounded() -> None:
    assert importance_factor(0.5, 0.5) == 1.0
    assert importance_factor(1.0, 0.5) == pytest.approx(1.25)
    assert importance_factor(0.0, 0.5) == pytest.approx(0.75)
    assert importance_factor(7.0, 0.5) == importance_factor(1.0, 0.5)
    assert importance_factor(-3.0, 0.5) == importance_factor(0.0, 0.5)
    assert importance_factor(0.9, 0.0) == 1.0
    assert importance_reasons(0.9, importance_factor(0.9, 0.5)) == ("importance=0.90", "importance_raised")
    assert importance_reasons(0.1, importance_factor(0.1, 0.5)) == ("importance=0.10", "importance_lowered")
    assert importance_reasons(0.5, 1.0) == ("importance=0.50",)


def test_importance_moves_an_otherwise_equal_memory_up() -> None:
    plain, emphasised, chit_chat = fact(), fact(importance=0.95), fact(importance=0.1)
    retrieved = Retrieved(
        keyword=[(plain.id, 0.4), (chit_chat.id, 0.4), (emphasised.id, 0.4)], keyword_ran=True
    )
    ranked = rank(retrieved, by_id(plain, emphasised, chit_chat), DEFAULT, NOW)
    assert [s.id for s in ranked] == [emphasised.id, plain.id, chit_chat.id]
    assert "importance_raised" in ranked[0].reasons and "importance_lowered" in ranked[2].reasons
    neutral = rank(replace(retrieved, keyword=retrieved.keyword[:1]), by_id(plain), DEFAULT, NOW)[0]
    assert neutral.score == pytest.approx(neutral.relevance * (0.7 + 0.3 * neutral.prior))


def test_a_retrievers_best_hit_survives_the_relative_floor() -> None:
    strong, second, closest, other = fact(), fact(), fact(), fact()
    recipe = replace(
        DEFAULT, keyword_weight=0.95, semantic_weight=0.05, relative_threshold=0.5, min_similarity=0.0
    )
    retrieved = Retrieved(
        keyword=[(strong.id, 0.9), (second.id, 0.89), (other.id, 0.1)],
        semantic=[(closest.id, 0.62), (other.id, 0.2)],
        keyword_ran=True,
        semantic_ran=True,
    )
    ranked = {s.id: s for s in rank(retrieved, by_id(strong, second, closest, other), recipe, NOW)}
    # closest scores ~0.05 against a floor of ~0.47: kept, because nothing is semantically closer.
    assert closest.id in ranked and "kept_below_floor=semantic" in ranked[closest.id].reasons
    assert other.id not in ranked
    assert "kept_below_floor=keyword" not in ranked[strong.id].reasons


def test_standing_rules_keep_their_read_order_and_score_by_importance() -> None:
    first, second = (
        fact(importance=0.9, memory_type=MemoryType.CONSTRAINT),
        fact(memory_type=MemoryType.CONSTRAINT),
    )
    scored = standing_rules([first.id, second.id], by_id(first, second), DEFAULT, NOW)
    assert [s.id for s in scored] == [first.id, second.id]
    assert [s.score for s in scored] == [0.9, 0.5]
    assert scored[0].reasons[0] == "standing_rule" and "importance_raised" in scored[0].reasons
    assert standing_rules([uuid.uuid4()], by_id(first), DEFAULT, NOW) == []
