"""Retrieve and context (docs/design.md §4): search → rank → shadowing and conflicts → (context
builder) → trace.

Both calls share one memory answer — the ranked, resolved items — which is cached in Redis per tenant,
owner and request. The task and task state are never cached here (they change on their own), the
prompt text is rebuilt from the answer for each budget, and every call writes its own trace.
"""

import time
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.auth.principal import Principal
from memory_center.db.base import utcnow
from memory_center.enums import MemoryType
from memory_center.retrieval import changed_meaning, resolve_repository, unrecorded_repository
from memory_center.retrieval import context as builder
from memory_center.retrieval.conflicts import Resolved, conflict_notes, resolve
from memory_center.retrieval.domains import domain_read, domain_relevance, domains_of
from memory_center.retrieval.open_task import continued_task
from memory_center.retrieval.opposed import flag_opposed
from memory_center.retrieval.priors import Signals
from memory_center.retrieval.ranking import Retrieved, Scored, rank, standing_rules
from memory_center.retrieval.read_cache import TenantCache, digest
from memory_center.retrieval.records import FactRecord
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.response_items import answer_from_json, answer_to_json, item
from memory_center.retrieval.retrievers import Found, ReadDeps, ReadPath, find, ttl_until_change
from memory_center.retrieval.rules_and_profile import (
    StandingRules,
    profile_types,
    user_profile,
    visible_rules,
)
from memory_center.retrieval.schemas import (
    ConflictNoteOut,
    ContextIn,
    ContextOut,
    ContextPartOut,
    RetrievedItem,
    RetrieveIn,
    RetrieveOut,
)
from memory_center.retrieval.scope import Viewer, fact_visible
from memory_center.retrieval.tokens import TOKENIZER_NAME, count_tokens, count_tokens_batch, fewest_tokens
from memory_center.retrieval.unrecorded import for_context, wants_unrecorded
from memory_center.tasks.service import get_task_for_context
from memory_center.telemetry.spans import retrieval_trace, traced
from memory_center.traces import service as traces
from memory_center.traces.schemas import TraceItem


@dataclass
class Answer:
    items: list[RetrievedItem]
    conflicts: list[ConflictNoteOut]
    degraded: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    rules_total: int = 0
    """Standing rules that apply (context calls), also those past the limit read."""
    profile_total: int = 0
    """Profile memories that apply (context calls), also those past the limit read."""
    unrecorded: bool | None = None
    """Whether the user has statements that back no memory (read while the query was embedded);
    None when not read (a cached answer): the unrecorded statements are then read in any case."""


def read_path(runtime: ReadDeps) -> ReadPath:
    return runtime.read_path


def viewer_of(tenant_id: str, body: RetrieveIn) -> Viewer:
    return Viewer(tenant_id, body.user_id, body.department_id, body.agent_id, body.session_id, body.task_id)


# ------------------------------------------------------------------------------------------ calls


@traced("retrieval.retrieve")
async def retrieve(
    session: AsyncSession, runtime: ReadDeps, principal: Principal, body: RetrieveIn
) -> RetrieveOut:
    started = time.perf_counter()
    answer = await memory_answer(session, runtime, principal.tenant, body, kind="retrieve")
    degraded = _degraded(runtime, answer)
    answer.timings["total_ms"] = (time.perf_counter() - started) * 1000.0
    trace_items = [_trace_item(item) for item in answer.items]
    trace_id = _trace(session, runtime, principal, "retrieve", body, trace_items, degraded, answer.timings)
    retrieval_trace(trace_id)
    _record_access(runtime, principal.tenant, answer.items)
    return RetrieveOut(items=answer.items, degraded=degraded, trace_id=trace_id)


@traced("retrieval.context")
async def build_context(
    session: AsyncSession, runtime: ReadDeps, principal: Principal, body: ContextIn
) -> ContextOut:
    started = time.perf_counter()
    continued = None
    if body.task_id is None:
        encoder = read_path(runtime).encoder
        continued = await continued_task(session, encoder, principal.tenant, body.user_id, body.query)
        if continued is not None:
            body = body.model_copy(update={"task_id": continued})
    task, task_state = await _task(session, runtime, principal.tenant, body)
    answer = await memory_answer(session, runtime, principal.tenant, body, kind="context")
    viewer = viewer_of(principal.tenant, body)
    said = await for_context(session, read_path(runtime), viewer, body, answer.items, answer.unrecorded)
    answer.degraded += said.degraded
    answer.timings.update(said.timings)
    changes = await changed_meaning.changes(read_path(runtime).encoder, [*answer.items, *said.items])
    answer.timings.update(changes.timings)
    built = builder.build(
        task=task,
        task_state=task_state,
        items=[*answer.items, *said.items],
        conflicts=answer.conflicts,
        token_budget=body.token_budget,
        count=count_tokens_batch,
        caps=context_caps(runtime),
        rules_total=answer.rules_total,
        profile_total=answer.profile_total,
        fewest=fewest_tokens,
        changes=changes,
    )
    degraded = _degraded(runtime, answer)
    answer.timings["total_ms"] = (time.perf_counter() - started) * 1000.0
    sections = built.sections
    used = [*sections.constraints, *sections.profile, *sections.preferences]
    used += [*sections.facts, *sections.evidence]
    trace_items = [_trace_item(item, builder.section_of(item)) for item in used]
    trace_id = _trace(session, runtime, principal, "context", body, trace_items, degraded, answer.timings)
    retrieval_trace(trace_id)
    _record_access(runtime, principal.tenant, used)
    return ContextOut(
        sections=sections,
        text=built.text,
        tokens=count_tokens(built.text),
        tokenizer=TOKENIZER_NAME,
        token_budget=body.token_budget,
        omitted=built.omitted,
        omitted_rules=built.omitted_rules,
        omitted_rule_ids=built.omitted_rule_ids,
        omitted_profile=built.omitted_profile,
        omitted_profile_ids=built.omitted_profile_ids,
        parts={name: ContextPartOut(**vars(use)) for name, use in built.parts.items()},
        replaced_ids=built.replaced_ids,
        trace_id=trace_id,
        degraded=degraded,
        continued_task_id=continued,
    )


def context_caps(runtime: ReadDeps) -> builder.PartCaps:
    settings = runtime.settings
    return builder.PartCaps(
        task=settings.context_task_share,
        rules=settings.context_rules_share,
        profile=settings.context_profile_share,
        memories=settings.context_memories_share,
        evidence=settings.context_evidence_share,
    )


def _degraded(runtime: ReadDeps, answer: Answer) -> list[str]:
    degraded = list(dict.fromkeys(answer.degraded))
    if runtime.cache.enabled and runtime.cache.degraded and "cache" not in degraded:
        degraded.append("cache")
    return degraded


def _trace(
    session: AsyncSession,
    runtime: ReadDeps,
    principal: Principal,
    kind: str,
    body: RetrieveIn,
    items: list[TraceItem],
    degraded: list[str],
    timings: dict[str, float],
) -> uuid.UUID:
    return traces.record(
        session,
        tenant_id=principal.tenant,
        kind=kind,
        actor=principal.key_id,
        body=body.model_dump(mode="json"),
        items=items,
        degraded=degraded,
        timings=timings,
        query_key=runtime.settings.idempotency_key(),
    )


def _trace_item(item: RetrievedItem, section: str | None = None) -> TraceItem:
    return TraceItem(
        kind=item.kind,
        id=item.id,
        revision=item.revision,
        score=item.score,
        reasons=item.reasons,
        section=section,
    )


def _record_access(runtime: ReadDeps, tenant_id: str, items: list[RetrievedItem]) -> None:
    recorder = read_path(runtime).recorder
    if recorder is not None:
        recorder.record(tenant_id, [item.id for item in items if item.kind == "fact"])


async def _task(
    session: AsyncSession, runtime: ReadDeps, tenant_id: str, body: ContextIn
) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The named task and its state, if the task belongs to the request's user: every task has its
    user, so a request that names no user sees no task (another user's task never reaches a context)."""
    if body.task_id is None:
        return None, None
    task = await get_task_for_context(session, runtime.cache, tenant_id, body.task_id)
    if task is None or task.user_id != body.user_id:
        return None, None
    data = task.model_dump(mode="json", exclude={"state"})
    return data, dict(task.state)


# ----------------------------------------------------------------------------------------- answer


async def memory_answer(
    session: AsyncSession, runtime: ReadDeps, tenant_id: str, body: RetrieveIn, *, kind: str
) -> Answer:
    """The ranked, resolved memories for the request — from the cache when an identical request of
    the same tenant and owner was answered since the tenant's last memory write (facts only: answers
    with raw evidence are computed every time)."""
    viewer = viewer_of(tenant_id, body)
    cache = await runtime.memory_cache.open(tenant_id)
    # Answers with raw evidence are not kept: every new message would make them stale.
    answers = cache if not body.include_evidence else None
    request = body.model_dump(mode="json", exclude={"token_budget"})
    key = digest([kind, request])
    if answers is not None:
        hit = await answers.get(kind, viewer.owner, key)
        if hit is not None:
            items, conflicts, rules_total, profile_total = answer_from_json(hit)
            timings = {"cache_hit": 1.0}
            return Answer(items, conflicts, [], timings, rules_total, profile_total)
    answer, ttl = await _compute(session, runtime, viewer, body, cache, kind=kind)
    if answers is not None and not answer.degraded:
        value = answer_to_json(answer.items, answer.conflicts, answer.rules_total, answer.profile_total)
        await answers.put(kind, viewer.owner, key, value, ttl)
    return answer


async def _compute(
    session: AsyncSession,
    runtime: ReadDeps,
    viewer: Viewer,
    body: RetrieveIn,
    cache: TenantCache | None,
    *,
    kind: str,
) -> tuple[Answer, int]:
    path = read_path(runtime)
    now = utcnow()
    types = tuple(body.memory_types) if body.memory_types else None
    where = FactScope(viewer, body.as_of or now, as_of=body.as_of is not None, memory_types=types)
    query = (body.query or "").strip()
    pool = max(path.recipe.pool if query else path.recipe.structured_pool, 4 * body.k)
    with_rules = kind == "context" and (types is None or MemoryType.CONSTRAINT in types)
    with_profile = kind == "context" and isinstance(body, ContextIn) and body.include_profile
    about = FactScope(viewer, where.at, where.as_of, profile_types(types, with_rules=with_rules))
    rules = profile = StandingRules([], 0)
    with_unrecorded = isinstance(body, ContextIn) and kind == "context" and wants_unrecorded(body)
    unrecorded_any: list[bool | None] = [None]
    rules_ms: dict[str, float] = {}

    async def read_rules() -> None:
        nonlocal rules, profile
        started = time.perf_counter()
        settings, ttl = runtime.settings, path.cache_ttl_seconds
        if with_rules:
            rules = await visible_rules(session, where, settings.context_rules_limit, cache, ttl, path.rules)
        if with_profile:
            domain = domain_read(domains_of(query)) if query else None
            profile = await user_profile(session, about, settings.context_profile_limit, cache, ttl, domain)
        if with_unrecorded:
            unrecorded_any[0] = await unrecorded_repository.any_unrecorded(session, viewer, body.as_of)
        rules_ms["rules_ms"] = (time.perf_counter() - started) * 1000.0

    found = await find(
        session,
        path,
        where,
        query,
        include_evidence=body.include_evidence,
        pool=pool,
        cache=cache,
        alongside=read_rules if with_rules or with_profile or with_unrecorded else None,
    )
    found.timings.update(rules_ms)
    started = time.perf_counter()
    heads = [_rules_head(path, where, rules.facts, now)] if with_rules else []
    query_head = _head(path, where, found, now, body.k)
    heads.append(query_head)
    if with_profile:
        heads.append(_profile_head(path, about, profile.facts, query_head, now, query))
    per_head, facts = await _resolve(session, where, heads)
    resolved = [r for head in per_head for r in head]
    flag_opposed(resolved, facts)
    items = [item(r, facts, found.evidence) for r in resolved]
    # A rule or profile memory shadowed by a narrower one, or disagreeing with the one shown, is
    # reported with it (``shadowed``, ``conflicts``), not omitted.
    rules_total = profile_total = 0
    if with_rules:
        for standing in items[: len(per_head[0])]:
            standing.standing_rule = True
        rules_total = rules.total - _reported_with_others(per_head[0])
    if with_profile:
        for lasting in items[len(items) - len(per_head[-1]) :]:
            lasting.profile = True
        # Those the query matched are shown as matched memories, so not omitted either.
        profile_total = profile.total - _reported_with_others(per_head[-1])
        shown = _shown(per_head[:-1])
        profile_total -= sum(1 for fact in profile.facts if fact.id in shown)
    found.timings["rank_ms"] = (time.perf_counter() - started) * 1000.0
    notes = [
        ConflictNoteOut(message=n.message, ids=list(n.ids), across_keys=n.across_keys)
        for n in conflict_notes(resolved)
    ]
    ttl = ttl_until_change(list(facts.values()), now, path.cache_ttl_seconds)
    answer = Answer(items, notes, found.degraded, found.timings, rules_total, profile_total)
    answer.unrecorded = unrecorded_any[0]
    return answer, ttl


def _reported_with_others(head: list[Resolved]) -> int:
    """Facts folded into a head's items (shadowed, or a same-key disagreement): not shown on their own."""
    return sum(
        len(r.shadowed) + sum(1 for c in r.conflicts if c.kind == "fact" and not c.across_keys) for r in head
    )


def _shown(heads: list[list[Resolved]]) -> set[uuid.UUID]:
    shown: set[uuid.UUID] = set()
    for head in heads:
        for resolved in head:
            shown.add(resolved.scored.id)
            shown.update(s.fact.id for s in resolved.shadowed)
    return shown


@dataclass
class _Head:
    """The best-ranked candidates of one retrieval, before shadowing and conflicts are folded in."""

    where: FactScope
    facts: dict[uuid.UUID, FactRecord]
    scored: list[Scored]
    k: int


def _head(path: ReadPath, where: FactScope, found: Found, now: datetime, k: int) -> _Head:
    signals = _signals(found, where.viewer)
    scored = rank(found.retrieved, signals, path.recipe, now, limit=k * 3 + 10, at_least=k)
    facts = {s.id: found.facts[s.id] for s in scored if s.kind == "fact"}
    return _Head(where, facts, scored, k)


def _profile_head(
    path: ReadPath, about: FactScope, profile: list[FactRecord], query: _Head, now: datetime, text: str
) -> _Head:
    """The user's profile, most important and most relevant to the query first: importance factor ×
    (1 + the query's relevance of the memory, at least ``DOMAIN_RELEVANCE`` for a memory of a slot the
    request's domain needs). Only what the earlier heads did not show is added."""
    found = Found(Retrieved(), facts={fact.id: fact for fact in profile})
    in_domain, domains = domain_relevance(text, profile)
    relevance = {**in_domain, **{s.id: max(s.relevance, in_domain.get(s.id, 0.0)) for s in query.scored}}
    ids = [fact.id for fact in profile]
    signals = _signals(found, about.viewer)
    scored = standing_rules(ids, signals, path.recipe, now, reason="profile", relevance=relevance)
    why = tuple(f"domain={name}" for name in domains)
    scored = [replace(s, reasons=(*s.reasons, *why)) if s.id in in_domain else s for s in scored]
    return _Head(about, found.facts, scored, len(profile))


def _rules_head(path: ReadPath, where: FactScope, rules: list[FactRecord], now: datetime) -> _Head:
    """The standing rules, in the order they were read (importance, then recency), all of them."""
    only_rules = FactScope(where.viewer, where.at, where.as_of, (MemoryType.CONSTRAINT,))
    found = Found(Retrieved(), facts={fact.id: fact for fact in rules})
    scored = standing_rules([fact.id for fact in rules], _signals(found, where.viewer), path.recipe, now)
    return _Head(only_rules, found.facts, scored, len(rules))


@traced("retrieval.resolve")
async def _resolve(
    session: AsyncSession, where: FactScope, heads: list[_Head]
) -> tuple[list[list[Resolved]], dict[uuid.UUID, FactRecord]]:
    """Shadowing and conflicts for every head at once: one query for the facts sharing their keys,
    one for the candidates contradicting any of them. Later heads add only what earlier ones lack
    (up to their own k)."""
    ranked = {fact_id: fact for head in heads for fact_id, fact in head.facts.items()}
    keys = {(f.subject, f.predicate) for f in ranked.values() if f.subject and f.predicate}
    related = await resolve_repository.facts_with_keys(session, where, keys)
    everything = {**ranked, **{f.id: f for f in related}}
    pending = await resolve_repository.conflicting_candidates(
        session, where.viewer.tenant_id, list(everything)
    )
    visible = [c for c in pending if fact_visible(c, where.viewer)]
    out: list[list[Resolved]] = []
    seen: set[uuid.UUID] = set()
    for head in heads:
        same_types = [
            f for f in related if head.where.memory_types is None or f.memory_type in head.where.memory_types
        ]
        added: list[Resolved] = []
        for resolved in resolve(head.scored, head.facts, same_types, visible):
            if len(added) >= head.k:
                break
            if resolved.scored.id not in seen:
                added.append(resolved)
            seen.add(resolved.scored.id)
            seen.update(s.fact.id for s in resolved.shadowed)
        out.append(added)
    return out, everything


def _signals(found: Found, viewer: Viewer) -> dict[uuid.UUID, Signals]:
    """What ranking knows of each candidate; a fact is the viewer's own when it is the user's."""
    signals: dict[uuid.UUID, Signals] = {}
    for fact in found.facts.values():
        signals[fact.id] = Signals(
            kind="fact",
            id=fact.id,
            source_type=fact.source_type,
            last_used=fact.last_accessed_at or fact.updated_at,
            memory_type=fact.memory_type,
            scope=fact.scope,
            confidence=fact.confidence,
            importance=fact.importance,
            own=fact.user_id is not None and fact.user_id == viewer.user_id,
        )
    for evidence in found.evidence.values():
        signals[evidence.id] = Signals(
            kind="evidence", id=evidence.id, source_type=evidence.source_type, last_used=evidence.occurred_at
        )
    return signals
