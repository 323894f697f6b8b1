"""Which ACTIVE facts of the owner may be a candidate's memory said differently (the I/O around the
pure ``governance.matching``).

Called with the family locks held (``FactKey.family_lock_id``, taken before any key lock by every
writer that creates facts), so the facts read here cannot change under the write path until it
commits, except through a correction that keeps its key (the key locks, taken next, serialise those).
Only facts of the candidate's own space (owner, scope, scope ids) and predicate family are read.
The candidate's subject is embedded only when a fact of that space shares a term with it and has
a stored vector; the embedder being down leaves the subject match alone.
"""

import uuid
from dataclasses import dataclass
from typing import Any

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import EmbeddingTarget
from memory_center.facts.keys import FactKey
from memory_center.facts.repository import active_in_spaces
from memory_center.governance.matching import (
    Likeness,
    Thresholds,
    core_subject,
    family_members,
    likeness,
    predicate_family,
    same_slot,
    share_a_term,
    slot_family,
)
from memory_center.governance.stands import same_thing
from memory_center.indexing.repository import stored_vectors
from memory_center.retrieval.query_encoder import QueryEncoder

MAX_FACTS_PER_SPACE = 200


def unit_cosine(a: Any, b: Any) -> float:
    """Cosine of two numpy vectors (``governance.matching.cosine``, vectorised)."""
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.dot(a, b)) / norm if norm else 0.0


@dataclass(frozen=True)
class Held:
    """An ACTIVE fact of the space, by id and key."""

    fact_id: uuid.UUID
    key: FactKey

    @property
    def subject(self) -> str:
        return self.key.subject or ""


@dataclass(frozen=True)
class Found:
    """A fact that may be the same memory, as it was when found (its key is locked next)."""

    fact_id: uuid.UUID
    key: FactKey
    likeness: Likeness
    similarity: float | None


def maybe_same(
    subject: str, fact_subject: str, similarity: float | None, thresholds: Thresholds | None
) -> Likeness | None:
    """``matching.likeness``; where it finds nothing, subjects about one thing once a leading activity
    verb is set aside ("coffee", "drinking coffee": ``stands.same_thing``) are an unsure likeness: a new
    value goes to review, stated as a conflict (docs/governance.md, step 7c), rather than standing
    beside the held one as a second current memory."""
    found = likeness(subject, fact_subject, similarity, thresholds)
    if found is None and same_thing(subject, fact_subject):
        return Likeness.UNSURE
    return found


def family_of(key: FactKey) -> str:
    return predicate_family(key.predicate or "")


def families_of(key: FactKey) -> list[str]:
    """The key's family, and the family its slot may be held in in its other shape
    (``governance.matching.slot_family``: ``user / airline`` and ``klm / preference``)."""
    other = slot_family(key.subject or "", key.predicate or "")
    return [family_of(key)] if other is None or other == family_of(key) else [family_of(key), other]


def family_lock_ids(keys: list[FactKey]) -> list[int]:
    return [key.family_lock_id(family) for key in keys if key.is_keyed for family in families_of(key)]


@dataclass(frozen=True)
class SameMemorySearch:
    """The embedder and thresholds the search compares subjects with (None: by subject only)."""

    encoder: QueryEncoder | None = None
    thresholds: Thresholds | None = None

    async def find(self, session: AsyncSession, keys: list[FactKey]) -> list[list[Found]]:
        """For every key: the facts of its space and family that may be the same memory; nothing
        for a key that has an ACTIVE fact of its own."""
        wanted = [(key, family_members(family)) for key in keys for family in families_of(key)]
        pool: dict[tuple[tuple[str, ...], str], list[Held]] = {}
        for fact_id, key in await active_in_spaces(session, wanted, MAX_FACTS_PER_SPACE):
            held = pool.setdefault((key.space(), family_of(key)), [])
            if all(one.fact_id != fact_id for one in held):
                held.append(Held(fact_id, key))
        others = [
            self._others(
                key, [one for family in families_of(key) for one in pool.get((key.space(), family), [])]
            )
            for key in keys
        ]
        similarity = await self._similarities(session, keys, others)
        return [self._found(key, held, similarity) for key, held in zip(keys, others, strict=True)]

    @staticmethod
    def _others(key: FactKey, held: list[Held]) -> list[Held]:
        ident = key.ident()
        if any(one.key.ident() == ident for one in held):
            return []  # the exact key holds the memory: settled against it
        return held

    def _found(
        self, key: FactKey, held: list[Held], similarity: dict[tuple[str, uuid.UUID], float]
    ) -> list[Found]:
        subject = key.subject or ""
        found = []
        for one in held:
            if family_of(one.key) != family_of(key):
                if same_slot(subject, key.predicate or "", one.subject, one.key.predicate or ""):
                    found.append(Found(one.fact_id, one.key, Likeness.SLOT, None))
                continue
            score = similarity.get((subject, one.fact_id))
            kind = maybe_same(subject, one.subject, score, self.thresholds)
            if kind is not None:
                found.append(Found(one.fact_id, one.key, kind, score))
        return found

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
            if family_of(one.key) == family_of(key)
            and core_subject(key.subject or "") != core_subject(one.subject)
            and share_a_term(key.subject or "", one.subject)
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
