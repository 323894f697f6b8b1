"""The plain rows the read path works on: what the repository returns and the pure logic consumes.

They are deliberately not ORM objects: the hot path reads a few dozen rows per request as tuples,
and the pure modules (scope, ranking, conflicts, context) stay free of the database.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any, Literal, TypeVar

from memory_center.enums import FactStatus, MemoryType, Scope, SourceType

ItemKind = Literal["fact", "evidence"]
R = TypeVar("R")


@dataclass(frozen=True)
class FactRecord:
    id: uuid.UUID
    revision: int
    scope: Scope
    memory_type: MemoryType
    subject: str | None
    predicate: str | None
    object_value: str | None
    content: str
    status: FactStatus
    source_type: SourceType
    confidence: float
    importance: float
    valid_from: datetime
    valid_until: datetime | None
    created_at: datetime
    updated_at: datetime
    last_accessed_at: datetime | None
    status_changed_at: datetime | None
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None
    revision_reason: str | None = None  # why this revision exists (a governance reason code)

    @cached_property
    def key(self) -> tuple[str, str] | None:
        """subject + predicate, the identity two facts must share to shadow or contradict each other.
        Kept on the record once read (not a field: equality, hashing and the cached JSON ignore it):
        shadowing and conflicts group a request's facts by it once per head."""
        if self.subject is None or self.predicate is None:
            return None
        return (self.subject.strip().casefold(), self.predicate.strip().casefold())


@dataclass(frozen=True)
class EvidenceRecord:
    id: uuid.UUID
    event_id: uuid.UUID | None
    evidence_type: str
    source_type: SourceType
    source_system: str
    content: str
    occurred_at: datetime
    created_at: datetime
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None


@dataclass(frozen=True)
class CandidateRecord:
    """A candidate waiting for confirmation because it contradicts an active fact."""

    id: uuid.UUID
    conflict_fact_id: uuid.UUID
    content: str
    scope: Scope
    source_type: SourceType
    confidence: float
    created_at: datetime
    user_id: str | None
    department_id: str | None
    agent_id: str | None
    session_id: str | None
    task_id: str | None


Hit = tuple[uuid.UUID, float]
"""One retriever's answer row: target id and its raw score, best first."""


_FACT_FIELDS = tuple(FactRecord.__dataclass_fields__)
_CANDIDATE_FIELDS = tuple(CandidateRecord.__dataclass_fields__)
_EVIDENCE_FIELDS = tuple(EvidenceRecord.__dataclass_fields__)
_FACT_WIDTH = len(_FACT_FIELDS)
_EVIDENCE_WIDTH = len(_EVIDENCE_FIELDS)
_ENUMS: dict[str, Any] = {
    "scope": Scope,
    "memory_type": MemoryType,
    "status": FactStatus,
    "source_type": SourceType,
}
_FACT_ENUMS = tuple(
    (position, {member.value: member for member in _ENUMS[name]}.__getitem__)
    for position, name in enumerate(_FACT_FIELDS)
    if name in _ENUMS
)
_CANDIDATE_ENUMS = tuple(
    (position, {member.value: member for member in _ENUMS[name]}.__getitem__)
    for position, name in enumerate(_CANDIDATE_FIELDS)
    if name in _ENUMS
)
_new = object.__new__


def _fill(cls: type[R], names: tuple[str, ...], values: Sequence[Any]) -> R:
    """``cls(*values)`` for these frozen, slot-less dataclasses with no ``__post_init__``, without the
    generated ``__init__`` (one ``object.__setattr__`` per field): the read path builds a hundred or
    more records per request, and that ``__init__`` was the largest single cost of the handler's own
    Python (bench/profile_context.py). Every field is given, in order (``zip`` is strict)."""
    record = _new(cls)
    record.__dict__.update(zip(names, values, strict=True))
    return record


def fact_record(row: Any) -> FactRecord:
    """The record of an ORM row whose first columns are the record's fields (in order)."""
    return _fill(FactRecord, _FACT_FIELDS, tuple(row[:_FACT_WIDTH]))


def fact_from_tuple(row: tuple[Any, ...]) -> FactRecord:
    """The record of a plain tuple whose first columns are the record's fields (statements run by
    ``prepared``: enum columns arrive as their text)."""
    values = list(row[:_FACT_WIDTH])
    for position, read in _FACT_ENUMS:
        values[position] = read(values[position])
    return _fill(FactRecord, _FACT_FIELDS, values)


def evidence_record(row: Any) -> EvidenceRecord:
    """The record of an ORM row whose first columns are the record's fields (in order)."""
    return _fill(EvidenceRecord, _EVIDENCE_FIELDS, tuple(row[:_EVIDENCE_WIDTH]))


def candidate_from_tuple(row: tuple[Any, ...]) -> CandidateRecord:
    """The record of a plain tuple of the record's fields, in order (enum columns arrive as their text)."""
    values = list(row)
    for position, read in _CANDIDATE_ENUMS:
        values[position] = read(values[position])
    return _fill(CandidateRecord, _CANDIDATE_FIELDS, values)
