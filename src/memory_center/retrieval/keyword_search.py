"""The keyword retriever: PostgreSQL full-text matching (GIN) with every filter in SQL, scored by BM25
or by ts_rank / ts_rank_cd, with score propagation to the next turn of a conversation.

A BM25 score is handed over as the share of the query's ideal score (retrieval/bm25.py): on a fixed
scale, so that fusion can tell a strong keyword match from a weak one, and fact and evidence hits
(scored over different collections) are comparable in one list."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.retrieval import bm25, repository, shared_texts
from memory_center.retrieval.ranking import KeywordScorer, RankingRecipe
from memory_center.retrieval.records import EvidenceRecord, FactRecord
from memory_center.retrieval.repository import FactScope, KeywordQuery
from memory_center.retrieval.shared_texts import SharedTexts


@dataclass(frozen=True)
class KeywordSearch:
    tsquery: str
    terms: list[str]
    recipe: RankingRecipe
    pool: int

    @property
    def probe(self) -> KeywordQuery:
        return KeywordQuery(self.tsquery, self.recipe.keyword_scorer.value, self.recipe.ts_rank_normalization)

    def score(self, rows: list[tuple[uuid.UUID, str]], size: int, mean: float) -> dict[uuid.UUID, float]:
        recipe = self.recipe
        collection = bm25.Collection(size, mean)
        raw, ideal = bm25.scored(rows, self.terms, collection, k1=recipe.bm25_k1, b=recipe.bm25_b)
        return {key: value / ideal for key, value in raw.items()} if ideal > 0 else raw

    def best(self, scored: dict[uuid.UUID, float]) -> list[uuid.UUID]:
        return sorted(scored, key=lambda key: (-scored[key], key.int))[: self.pool]  # .int orders like str


async def facts(
    session: AsyncSession, where: FactScope, search: KeywordSearch, held: SharedTexts | None = None
) -> list[tuple[FactRecord, float]]:
    """``held``: the tenants' shared texts, held by the process (``shared_texts``), where it applies."""
    recipe = search.recipe
    if recipe.keyword_scorer is not KeywordScorer.BM25:
        return await repository.keyword_facts(session, where, search.probe, search.pool)
    limit, sample = recipe.keyword_candidates, recipe.collection_sample
    matches = None
    if held is not None:
        matches = await shared_texts.matching_facts(session, where, search.tsquery, limit, sample, held)
    if matches is None:
        matches = await repository.matching_facts(session, where, search.tsquery, limit, sample)
    scored = search.score(matches.rows, matches.documents, matches.mean_length)
    best = search.best(scored)
    records = await repository.facts_by_id(session, where, best)
    return [(records[key], scored[key]) for key in best if key in records]


async def evidence(
    session: AsyncSession, where: FactScope, search: KeywordSearch
) -> list[tuple[EvidenceRecord, float]]:
    recipe = search.recipe
    viewer, at = where.viewer, (where.at if where.as_of else None)
    if recipe.keyword_scorer is not KeywordScorer.BM25:
        return await repository.keyword_evidence(session, viewer, at, search.probe, search.pool)
    matches = await repository.matching_evidence(
        session, viewer, at, search.tsquery, recipe.keyword_candidates, recipe.collection_sample
    )
    if not matches.rows:
        return []
    scored = search.score(matches.rows, matches.documents, matches.mean_length)
    known: dict[uuid.UUID, EvidenceRecord] = {}
    if recipe.successor_share > 0:
        following = await repository.next_turns(session, viewer, at, search.best(scored))
        known = {turn.id: turn for turn in following.values()}
        successor_of = {before: turn.id for before, turn in following.items()}
        scored = bm25.propagate(scored, successor_of, recipe.successor_share)
    best = search.best(scored)
    missing = [key for key in best if key not in known]
    records = {**known, **await repository.evidence_by_id(session, viewer, at, missing)}
    return [(records[key], scored[key]) for key in best if key in records]
