"""Candidate gathering: the retrievers of one request (keyword, semantic, structured), each with every
filter inside its SQL, and the records they found."""

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.cache import Cache
from memory_center.config import Settings
from memory_center.kit.text_analysis import or_tsquery, query_terms
from memory_center.retrieval import (
    backing_repository,
    episodic,
    fresh,
    keyword_search,
    repository,
    resolve_repository,
    semantic_repository,
    shared_repository,
    turn_repository,
)
from memory_center.retrieval.access import AccessRecorder
from memory_center.retrieval.keyword_search import KeywordSearch
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.query_slots import QuerySlots, Recognised
from memory_center.retrieval.ranking import RankingRecipe, Retrieved
from memory_center.retrieval.read_cache import MemoryCache, TenantCache, digest, fact_from_json, fact_to_json
from memory_center.retrieval.records import EvidenceRecord, FactRecord, Hit
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.scope import fact_current
from memory_center.retrieval.semantic_repository import VectorQuery
from memory_center.retrieval.shared_rules import SharedRules
from memory_center.retrieval.shared_texts import SharedTexts
from memory_center.retrieval.shared_vectors import SharedVectors
from memory_center.telemetry.spans import traced

MAX_QUERY_TERMS = 48


@dataclass
class ReadPath:
    """What the read path holds for the app's lifetime (built by retrieval.wiring)."""

    encoder: QueryEncoder
    recipe: RankingRecipe
    ef_search: int = 100
    exact_limit: int = 4000
    """Semantic search is exact up to this many visible rows, approximate (HNSW) past it."""
    cache_ttl_seconds: int = 300
    recorder: AccessRecorder | None = None
    slots: QuerySlots | None = None
    """What a question asks about, by the key schema (retrieval/query_slots.py); None: not read."""
    shared: SharedVectors | None = None
    """The tenants' shared facts' vectors, scored in the process (retrieval/shared_vectors.py)."""
    rules: SharedRules | None = None
    """The tenants' shared standing rules, held by the process (retrieval/shared_rules.py)."""
    texts: SharedTexts | None = None
    """The tenants' shared facts' analysed texts, held by the process (retrieval/shared_texts.py)."""


class ReadDeps(Protocol):
    """What the read path's service reads of the app's parts, handed down from the edge (the app's
    ``runtime.Runtime`` has them all): a service never imports the runtime."""

    @property
    def settings(self) -> Settings: ...

    @property
    def cache(self) -> Cache:
        """Redis: the task of a context call, and whether the answers' cache is degraded."""

    @property
    def memory_cache(self) -> MemoryCache: ...

    @property
    def read_path(self) -> ReadPath: ...


@dataclass
class Found:
    retrieved: Retrieved
    facts: dict[uuid.UUID, FactRecord] = field(default_factory=dict)
    evidence: dict[uuid.UUID, EvidenceRecord] = field(default_factory=dict)
    degraded: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    by_part: set[uuid.UUID] = field(default_factory=set)
    """Semantic hits compared by part of the vectors (a mostly-CJK text, a query read whole)."""
    slots: tuple[Recognised, ...] = ()
    """The slots the query asks about (retrieval/query_slots.py)."""


def _ms(since: float) -> float:
    return (time.perf_counter() - since) * 1000.0


def _merge(*lists: list[Hit]) -> list[Hit]:
    """Fact and evidence hits of one retriever in one list, best first (their scores are comparable)."""
    merged = [hit for hits in lists for hit in hits]
    merged.sort(key=lambda hit: (-hit[1], hit[0].int))  # a UUID's integer orders like its text
    return merged


@traced("retrieval.find")
async def find(
    session: AsyncSession,
    read_path: ReadPath,
    where: FactScope,
    query: str,
    *,
    include_evidence: bool,
    pool: int,
    cache: TenantCache | None,
    alongside: Callable[[], Awaitable[None]] | None = None,
) -> Found:
    """``alongside``: more reads of the same request, run while the query is embedded."""
    if not query:
        found = await _structured(session, read_path, where, pool, cache)
        if alongside is not None:
            await alongside()
        return found
    found = Found(Retrieved())
    # The query is embedded (in worker threads, or by an HTTP provider) while the keyword search and
    # the request's other reads run.
    embedding = asyncio.create_task(_embed(read_path.encoder, query, found))
    try:
        terms = query_terms(query)[:MAX_QUERY_TERMS]
        tsquery = or_tsquery(terms)
        keyword = await _keyword(session, read_path, where, terms, tsquery, include_evidence, pool, found)
        if alongside is not None:
            await alongside()
        model = read_path.encoder.model
        lag = await fresh.unindexed(session, where, model, include_evidence=include_evidence)
        vector = await embedding
    finally:
        if not embedding.done():
            embedding.cancel()
    keyed: list[Hit] = []
    if vector is not None and read_path.slots is not None:
        keyed = await _keyed(session, read_path.slots, where, query, vector, found)
    scale = read_path.encoder.similarity_scale(query)
    part = read_path.encoder.cjk_part(query)
    semantic = await _semantic(session, read_path, where, vector, scale, part, include_evidence, pool, found)
    if lag.any and semantic is not None and vector is not None:
        # With semantic search down, "semantic" already says that nothing was found by meaning.
        found.degraded.append(fresh.INDEX_LAG)
        await _fresh(read_path, query, vector, lag, semantic, found)
    turns = episodic.Turns()
    outdated: dict[uuid.UUID, tuple[uuid.UUID, ...]] = {}
    if include_evidence:
        # The evidence lists are the last of each retriever's lists.
        evidence_hits = [hits[-1] for hits in (keyword, semantic or []) if hits]
        turns = await _turns(session, read_path, where, query, evidence_hits, found)
        outdated = await _outdated(session, where, found)
    found.retrieved = Retrieved(
        keyword=_merge(*keyword),
        semantic=_merge(*semantic) if semantic is not None else (),
        keyword_ran=bool(tsquery),
        semantic_ran=semantic is not None,
        semantic_scale=scale,
        semantic_by_part=frozenset(found.by_part),
        turns=turns,
        outdated=outdated,
        keyed=keyed,
    )
    return found


async def _keyed(
    session: AsyncSession,
    slots: QuerySlots,
    where: FactScope,
    query: str,
    vector: list[float],
    found: Found,
) -> list[Hit]:
    """The slots the query asks about (compared by its vector), and the user's current facts keyed by
    them (``user / <slot>``), each with its slot's similarity to the query, best first."""
    started = time.perf_counter()
    user_id = where.viewer.user_id
    found.slots = await slots.recognise(query, vector) if user_id else ()
    found.timings["slots_ms"] = _ms(started)
    if not found.slots or not user_id:
        return []
    similarity = {recognised.slot: recognised.similarity for recognised in found.slots}
    facts = await resolve_repository.facts_with_keys(session, where, {("user", slot) for slot in similarity})
    own = [fact for fact in facts if fact.user_id == user_id and fact.predicate in similarity]
    found.timings["keyed_ms"] = _ms(started)
    return _merge(_keep_facts(found, [(fact, similarity[fact.predicate or ""]) for fact in own]))


@traced("retrieval.outdated")
async def _outdated(
    session: AsyncSession, where: FactScope, found: Found
) -> dict[uuid.UUID, tuple[uuid.UUID, ...]]:
    """The evidence candidates that back only memories no longer current, each with the visible
    current memories that replaced them (read into ``found.facts``: retrieval/backing_repository.py)."""
    if not found.evidence:
        return {}
    started = time.perf_counter()
    tenant_id, ids = where.viewer.tenant_id, list(found.evidence)
    outdated = await backing_repository.outdated_evidence(
        session, tenant_id, ids, where.at, as_of=where.as_of
    )
    wanted = {fact_id for facts in outdated.values() for fact_id in facts} - found.facts.keys()
    found.facts.update(await repository.facts_by_id(session, where, sorted(wanted, key=lambda i: i.int)))
    found.timings["outdated_ms"] = _ms(started)
    return {
        evidence_id: tuple(f for f in facts if f in found.facts) for evidence_id, facts in outdated.items()
    }


@traced("retrieval.turns")
async def _turns(
    session: AsyncSession,
    read_path: ReadPath,
    where: FactScope,
    query: str,
    evidence_hits: list[list[Hit]],
    found: Found,
) -> episodic.Turns:
    """Conversation structure among the evidence candidates: the turn before each of every retriever's
    best few (read here, so that a question turn can be lent relevance by its reply), the speakers and
    when each turn happened."""
    recipe = read_path.recipe
    if not found.evidence or max(recipe.reply_share, recipe.speaker_weight, recipe.date_weight) <= 0:
        return episodic.Turns()
    following: dict[uuid.UUID, uuid.UUID] = {}
    replies = list(dict.fromkeys(item for hits in evidence_hits for item, _ in hits[: recipe.reply_sources]))
    if recipe.reply_share > 0 and replies:
        started = time.perf_counter()
        at = where.at if where.as_of else None
        previous = await turn_repository.previous_turns(session, where.viewer, at, replies)
        for turn_id, before in previous.items():
            found.evidence.setdefault(before.id, before)
            following[before.id] = turn_id
        found.timings["turns_ms"] = _ms(started)
    contents = {evidence_id: evidence.content for evidence_id, evidence in found.evidence.items()}
    times = {evidence_id: evidence.occurred_at for evidence_id, evidence in found.evidence.items()}
    dated = times if recipe.date_weight > 0 else None
    return episodic.turns_for(query, contents, following, dated, now=where.at)


async def _embed(encoder: QueryEncoder, query: str, found: Found) -> list[float] | None:
    started = time.perf_counter()
    vector = await encoder.encode(query)
    found.timings["embed_ms"] = _ms(started)
    return vector


@traced("retrieval.keyword")
async def _keyword(
    session: AsyncSession,
    read_path: ReadPath,
    where: FactScope,
    terms: list[str],
    tsquery: str,
    include_evidence: bool,
    pool: int,
    found: Found,
) -> list[list[Hit]]:
    if not tsquery:
        return []
    started = time.perf_counter()
    search = KeywordSearch(tsquery, terms, read_path.recipe, pool)
    lists = [_keep_facts(found, await keyword_search.facts(session, where, search, read_path.texts))]
    if include_evidence:
        lists.append(_keep_evidence(found, await keyword_search.evidence(session, where, search)))
    found.timings["keyword_ms"] = _ms(started)
    return lists


@traced("retrieval.semantic")
async def _semantic(
    session: AsyncSession,
    read_path: ReadPath,
    where: FactScope,
    vector: list[float] | None,
    scale: float,
    part: tuple[int, int] | None,
    include_evidence: bool,
    pool: int,
    found: Found,
) -> list[list[Hit]] | None:
    model, dimensions = read_path.encoder.model, read_path.encoder.dimensions
    if vector is None or model is None or dimensions is None:
        found.degraded.append("semantic")
        return None
    started = time.perf_counter()
    probe = VectorQuery(vector, model, dimensions, read_path.ef_search, read_path.exact_limit, scale, part)
    facts = None
    if read_path.shared is not None:
        facts = await shared_repository.semantic_facts(session, where, probe, pool, read_path.shared)
    if facts is None:
        facts = await semantic_repository.semantic_facts(session, where, probe, pool)
    lists = [_keep_facts(found, [(fact, score) for fact, score, _ in facts])]
    found.by_part.update(fact.id for fact, _, by_part in facts if by_part)
    if include_evidence:
        evidence_at = where.at if where.as_of else None
        rows = await semantic_repository.semantic_evidence(session, where.viewer, evidence_at, probe, pool)
        lists.append(_keep_evidence(found, [(evidence, score) for evidence, score, _ in rows]))
        found.by_part.update(evidence.id for evidence, _, by_part in rows if by_part)
    found.timings["semantic_ms"] = _ms(started)
    return lists


async def _fresh(
    read_path: ReadPath,
    query: str,
    vector: list[float],
    lag: fresh.Unindexed,
    lists: list[list[Hit]],
    found: Found,
) -> None:
    """The viewer's rows not in the index yet, compared with the query here and merged into the
    semantic lists (facts first, evidence last) by similarity."""
    started = time.perf_counter()
    rows: list[tuple[str, datetime | None]] = [(fact.content, None) for fact in lag.facts]
    rows += [(evidence.content, evidence.occurred_at) for evidence in lag.evidence]
    compared = await fresh.compare(read_path.encoder, query, vector, rows)
    if compared is None:
        return
    of_facts, of_evidence = compared[: len(lag.facts)], compared[len(lag.facts) :]
    ids = [fact.id for fact in lag.facts] + [evidence.id for evidence in lag.evidence]
    found.by_part.update(row_id for row_id, (_, by_part) in zip(ids, compared, strict=True) if by_part)
    fact_hits = [(fact, score) for fact, (score, _) in zip(lag.facts, of_facts, strict=True)]
    lists[0] = _merge(lists[0], _keep_facts(found, fact_hits))
    if lag.evidence and len(lists) > 1:
        evidence_hits = [(row, score) for row, (score, _) in zip(lag.evidence, of_evidence, strict=True)]
        lists[-1] = _merge(lists[-1], _keep_evidence(found, evidence_hits))
    found.timings["fresh_ms"] = _ms(started)


def _keep_facts(found: Found, rows: list[tuple[FactRecord, float]]) -> list[Hit]:
    for fact, _ in rows:
        found.facts[fact.id] = fact
    return [(fact.id, score) for fact, score in rows]


def _keep_evidence(found: Found, rows: list[tuple[EvidenceRecord, float]]) -> list[Hit]:
    for evidence, _ in rows:
        found.evidence[evidence.id] = evidence
    return [(evidence.id, score) for evidence, score in rows]


@traced("retrieval.structured")
async def _structured(
    session: AsyncSession, read_path: ReadPath, where: FactScope, pool: int, cache: TenantCache | None
) -> Found:
    started = time.perf_counter()
    facts = await structured_pool(session, where, pool, cache, read_path.cache_ttl_seconds)
    found = Found(Retrieved(structured=[fact.id for fact in facts]))
    found.facts = {fact.id: fact for fact in facts}
    found.timings["structured_ms"] = _ms(started)
    return found


async def structured_pool(
    session: AsyncSession, where: FactScope, pool: int, cache: TenantCache | None, ttl_seconds: int
) -> list[FactRecord]:
    """The viewer's visible current facts, narrowest first — from Redis when it holds them ("active
    facts per owner"), re-checked for validity at read time."""
    usable = cache if not where.as_of else None
    viewer = where.viewer
    key = digest([viewer.__dict__, where.memory_types, pool])
    if usable is not None:
        cached = await usable.get("active", viewer.owner, key)
        if cached is not None:
            facts = [fact_from_json(item) for item in cached]
            return [fact for fact in facts if fact_current(fact, where.at)]
    facts = await repository.structured_facts(session, where, pool)
    if usable is not None:
        ttl = ttl_until_change(facts, where.at, ttl_seconds)
        await usable.put("active", viewer.owner, key, [fact_to_json(fact) for fact in facts], ttl)
    return facts


def ttl_until_change(facts: list[FactRecord], now: datetime, ttl_seconds: int) -> int:
    """Cache no longer than the first validity end among these facts."""
    ends = [fact.valid_until for fact in facts if fact.valid_until is not None]
    if not ends:
        return ttl_seconds
    remaining = min(ends) - now
    return max(0, min(ttl_seconds, int(remaining / timedelta(seconds=1))))
