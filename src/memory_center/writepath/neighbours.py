"""Which ACTIVE facts of the owner the write path compares a candidate's key with, and how similar
their stored vectors are to its subject: the I/O of the same-memory step. What is the same memory is
decided by the pure ``governance.same_memory`` (and ``governance.matching``) from what this returns.

Called with the family locks held (``FactKey.family_lock_id``, taken before any key lock by every
writer that creates facts), so the facts read here cannot change under the write path until it
commits, except through a correction that keeps its key (the key locks, taken next, serialise those).
Only facts of the candidate's own space (owner, scope, scope ids) and predicate families are read
(``same_memory.spaces_to_read``). The candidate's subject is embedded only when a fact of that space
shares a term with it and has a stored vector (``same_memory.needs_similarity``); the embedder being
down leaves the subject match alone.
"""

import uuid
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import EmbeddingTarget
from memory_center.facts.keys import FactKey
from memory_center.facts.repository import active_in_spaces
from memory_center.governance.matching import Thresholds
from memory_center.governance.same_memory import (
    Held,
    compared,
    families_of,
    family_of,
    needs_similarity,
    spaces_to_read,
)
from memory_center.indexing.repository import stored_vectors
from memory_center.retrieval.query_encoder import QueryEncoder

MAX_FACTS_PER_SPACE = 200


def unit_cosine(a: Any, b: Any) -> float:
    """Cosine of two numpy vectors (``governance.matching.cosine``, vectorised)."""
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.dot(a, b)) / norm if norm else 0.0


@dataclass(frozen=True)
class Nearby:
    """What the search found for one key: the facts it is compared with and, by fact id, the cosine
    of the key's subject to each stored vector measured (empty without an embedder)."""

    held: list[Held]
    similarity: dict[uuid.UUID, float] = field(default_factory=dict)


def _measured(
    key: FactKey, held: list[Held], similarity: dict[tuple[str, uuid.UUID], float]
) -> dict[uuid.UUID, float]:
    subject = key.subject or ""
    return {
        one.fact_id: similarity[subject, one.fact_id] for one in held if (subject, one.fact_id) in similarity
    }


@dataclass(frozen=True)
class SameMemorySearch:
    """The embedder and thresholds the search compares subjects with (None: by subject only). The
    thresholds are carried here for the decision (``same_memory.same_memories``), which the write
    path makes; without them no similarity is measured."""

    encoder: QueryEncoder | None = None
    thresholds: Thresholds | None = None

    async def find(self, session: AsyncSession, keys: list[FactKey]) -> list[Nearby]:
        """For every key: the facts of its space and families it is compared with (none for a key that
        has an ACTIVE fact of its own), and the similarities measured."""
        pool: dict[tuple[tuple[str, ...], str], list[Held]] = {}
        for fact_id, key in await active_in_spaces(session, spaces_to_read(keys), MAX_FACTS_PER_SPACE):
            held = pool.setdefault((key.space(), family_of(key)), [])
            if all(one.fact_id != fact_id for one in held):
                held.append(Held(fact_id, key))
        others = [
            compared(key, [one for family in families_of(key) for one in pool.get((key.space(), family), [])])
            for key in keys
        ]
        similarity = await self._similarities(session, keys, others)
        return [
            Nearby(held, _measured(key, held, similarity)) for key, held in zip(keys, others, strict=True)
        ]

    async def _similarities(
        self, session: AsyncSession, keys: list[FactKey], others: list[list[Held]]
    ) -> dict[tuple[str, uuid.UUID], float]:
        """Cosine of each subject that needs it to the stored vectors of the facts it may mean."""
        model = None if self.encoder is None else self.encoder.model
        if self.encoder is None or model is None or self.thresholds is None:
            return {}
        pairs = [
            (key.subject or "", one)
            for key, held in zip(keys, others, strict=True)
            for one in held
            if needs_similarity(key, one)
        ]
        if not pairs:
            return {}
        vectors: dict[uuid.UUID, Any] = {}
        by_tenant: dict[str, list[uuid.UUID]] = {}
        for _, one in pairs:
            by_tenant.setdefault(one.key.tenant_id, []).append(one.fact_id)
        for tenant_id, ids in by_tenant.items():
            vectors |= await stored_vectors(session, tenant_id, EmbeddingTarget.FACT, model, ids)
        subjects = sorted({subject for subject, one in pairs if one.fact_id in vectors})
        encoded = await self.encoder.encode_passages(subjects) if subjects else None
        if encoded is None:
            return {}
        by_subject = {
            subject: np.asarray(vector, dtype=np.float32)
            for subject, vector in zip(subjects, encoded, strict=True)
        }
        return {
            (subject, one.fact_id): unit_cosine(by_subject[subject], vectors[one.fact_id])
            for subject, one in pairs
            if one.fact_id in vectors
        }
