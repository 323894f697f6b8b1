"""Which of the owner's ACTIVE facts may be a candidate's memory said differently (pure): the facts
the write path reads for a key (its space, its predicate family and the family its slot may be held
in), which of them are worth a vector comparison, and — given the facts read and the similarities
measured — which are the same memory and how (``matching.likeness``; docs/governance.md, step 7).

The search that reads them (SQL, stored vectors, the embedder) is ``writepath.neighbours``: it
returns what it read and measured, and decides nothing; the write path hands that to
``same_memories`` here, then to ``matching.settle_memory``.
"""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass

from memory_center.facts.keys import FactKey
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
    (``matching.slot_family``: ``user / airline`` and ``klm / preference``)."""
    other = slot_family(key.subject or "", key.predicate or "")
    return [family_of(key)] if other is None or other == family_of(key) else [family_of(key), other]


def family_lock_ids(keys: list[FactKey]) -> list[int]:
    return [key.family_lock_id(family) for key in keys if key.is_keyed for family in families_of(key)]


def spaces_to_read(keys: list[FactKey]) -> list[tuple[FactKey, tuple[str, ...]]]:
    """Every key with the predicates of each family its memory may be held in: what the search reads."""
    return [(key, family_members(family)) for key in keys for family in families_of(key)]


def compared(key: FactKey, held: list[Held]) -> list[Held]:
    """The facts read for ``key`` that it is compared with: none when its exact key holds a fact (the
    memory is settled against that one)."""
    ident = key.ident()
    if any(one.key.ident() == ident for one in held):
        return []
    return held


def needs_similarity(key: FactKey, one: Held) -> bool:
    """Whether the subject's vector against the fact's may tell: same family, subjects not already the
    same, and a term in common (the embedder is asked for nothing else)."""
    subject = key.subject or ""
    return (
        family_of(one.key) == family_of(key)
        and core_subject(subject) != core_subject(one.subject)
        and share_a_term(subject, one.subject)
    )


def same_memories(
    key: FactKey, held: list[Held], similarity: Mapping[uuid.UUID, float], thresholds: Thresholds | None
) -> list[Found]:
    """The facts of ``held`` that may be ``key``'s memory: one slot in its other shape (``SLOT``), or
    a fact of its family whose subject is like the key's (``similarity``: the cosine measured for a
    fact, by its id; none measured: by subject only)."""
    subject = key.subject or ""
    found = []
    for one in held:
        if family_of(one.key) != family_of(key):
            if same_slot(subject, key.predicate or "", one.subject, one.key.predicate or ""):
                found.append(Found(one.fact_id, one.key, Likeness.SLOT, None))
            continue
        score = similarity.get(one.fact_id)
        kind = maybe_same(subject, one.subject, score, thresholds)
        if kind is not None:
            found.append(Found(one.fact_id, one.key, kind, score))
    return found
