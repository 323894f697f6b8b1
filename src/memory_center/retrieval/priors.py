"""A candidate's prior (trust, confidence, scope specificity, freshness) and its importance factor,
with the reasons that state them (docs/design.md §4). Pure: no I/O, no clock.

Split from ``ranking.py``: these run for every candidate of every request (about 180 a context
request), so the constants are computed once and the reasons' fixed words are looked up, not
formatted (docs/benchmarks.md, "Session 20: the handler's own Python"). The sums are the same sums in
the same order as before.
"""

import math
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from memory_center.enums import SCOPE_SPECIFICITY, TRUST_RANK, MemoryType, Scope, SourceType
from memory_center.retrieval.records import ItemKind


@dataclass(frozen=True)
class Signals:
    """What ranking knows about one candidate."""

    kind: ItemKind
    id: uuid.UUID
    source_type: SourceType
    last_used: datetime
    memory_type: MemoryType | None = None
    scope: Scope | None = None
    confidence: float | None = None
    importance: float = 0.5
    own: bool = True
    """The viewer's own memory (a fact of the request's user, or evidence it sees), not a shared one."""


class PriorWeights(Protocol):
    """What of a ranking recipe the prior reads (``ranking.RankingRecipe`` has them all)."""

    @property
    def evidence_prior(self) -> float: ...
    @property
    def trust_weight(self) -> float: ...
    @property
    def confidence_weight(self) -> float: ...
    @property
    def specificity_weight(self) -> float: ...
    @property
    def freshness_weight(self) -> float: ...
    @property
    def decay_per_hour(self) -> float: ...


_TRUST_TOP = max(TRUST_RANK.values())
_SPECIFIC_TOP = max(SCOPE_SPECIFICITY.values()) + 1
_TRUST_TEXT = {source: f"trust={source.value}" for source in SourceType}
_SCOPE_TEXT: dict[Scope | None, str] = {None: "scope=-", **{s: f"scope={s.value}" for s in Scope}}


def freshness(signals: Signals, now: datetime, decay_per_hour: float) -> float:
    hours = max((now - signals.last_used).total_seconds() / 3600.0, 0.0)
    return signals.importance * math.exp(-decay_per_hour * hours)


def prior(signals: Signals, now: datetime, recipe: PriorWeights, fresh: float | None = None) -> float:
    """Trust, confidence, scope specificity and freshness folded into [0, 1]; ``fresh``: the
    candidate's ``freshness`` when the caller has it already."""
    if signals.kind == "evidence":
        return recipe.evidence_prior
    if fresh is None:
        fresh = freshness(signals, now, recipe.decay_per_hour)
    trust, confidence = recipe.trust_weight, recipe.confidence_weight
    specific, fresh_weight = recipe.specificity_weight, recipe.freshness_weight
    total = sum((trust, confidence, specific, fresh_weight))
    if not total:
        return 1.0
    parts = (
        trust * (TRUST_RANK[signals.source_type] / _TRUST_TOP),
        confidence * min(max(signals.confidence or 0.0, 0.0), 1.0),
        specific * specificity(signals.scope),
        fresh_weight * min(fresh, 1.0),
    )
    return sum(parts) / total


def specificity(scope: Scope | None) -> float:
    return 0.0 if scope is None else (SCOPE_SPECIFICITY[scope] + 1) / _SPECIFIC_TOP


def prior_reasons(
    item: Signals, now: datetime, recipe: PriorWeights, fresh: float | None = None
) -> tuple[str, ...]:
    if item.kind == "evidence":
        return (_TRUST_TEXT[item.source_type],)
    if fresh is None:
        fresh = freshness(item, now, recipe.decay_per_hour)
    confidence = f"confidence={item.confidence or 0.0:.2f}"
    return (_TRUST_TEXT[item.source_type], confidence, _SCOPE_TEXT[item.scope], f"freshness={fresh:.2f}")


def importance_factor(importance: float, weight: float) -> float:
    """The score multiplier of a memory's importance: 1 at the default importance 0.5, above 1 for
    emphasised memories (a prohibition, "remember", a confirmed correction), below 1 for chit-chat.
    Importance is clamped to [0, 1]; with weight 0.5 the multiplier spans 0.75 … 1.25."""
    clamped = min(max(importance, 0.0), 1.0)
    return max(1.0 + weight * (clamped - 0.5), 0.0)


def importance_reasons(importance: float, factor: float) -> tuple[str, ...]:
    """``importance=<value>``, plus ``importance_raised`` / ``importance_lowered`` when it moved the score."""
    reasons = [f"importance={importance:.2f}"]
    if factor > 1.0:
        reasons.append("importance_raised")
    elif factor < 1.0:
        reasons.append("importance_lowered")
    return tuple(reasons)
