"""The vectors of a tenant's shared facts, held by the process and scored in numpy.

Every viewer of a tenant sees its TENANT facts, and every viewer of a department that department's
facts: the same rows, with the same vectors, on every request. Looking each one's vector up in SQL was
90 % of a context request's buffers at 100k facts (docs/benchmarks.md §8). Here they are read once per
*generation* of the tenant's shared facts (migration 0018: a counter that every change of a shared fact
or of its vector moves, in the writing transaction) and compared with the query in numpy, with
pgvector's cosine distance; SQL keeps the viewer's own rows (``shared_search``).

What is held per (tenant, model, length): every ACTIVE shared fact, whether or not it has a vector of
the model (the exact plan counts visible rows), with what the search filters it by — scope, department,
memory type, validity window — and the vectors of those that have one. A request filters them by its
viewer, instant and memory types, exactly as the SQL does. Status is not re-checked here: any change
of it moves the generation, and the statement that uses the rows reads the generation in the same
snapshot and re-applies every filter to the facts it returns.

Bounded: at most ``max_rows`` rows in all entries of the process (least recently used entries go
first); a tenant with more shared facts than that is searched in SQL, as before.
"""

import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import numpy as np

from memory_center.enums import MemoryType, Scope
from memory_center.retrieval.shared_holder import Held

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_NEVER = np.iinfo(np.int64).max
_TYPES = {memory_type: code for code, memory_type in enumerate(MemoryType)}
_HEADER = 4  # pgvector's binary form: dimensions (int16), unused (int16), then big-endian float32s


def micros(moment: datetime) -> int:
    """An instant as whole microseconds since the epoch (exact, like PostgreSQL's timestamps)."""
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


@dataclass(frozen=True)
class SharedRows:
    """One tenant's ACTIVE shared facts at one generation, sorted by id (PostgreSQL's uuid order)."""

    generation: int
    ids: list[uuid.UUID]
    tenant_wide: np.ndarray
    """Per row: TENANT scope (else DEPARTMENT)."""
    departments: np.ndarray
    """Per row: the DEPARTMENT fact's department (object array; None for TENANT facts)."""
    memory_types: np.ndarray
    valid_from: np.ndarray
    valid_until: np.ndarray
    with_vector: np.ndarray
    """Indexes of the rows with a vector, in row order."""
    vector_of: np.ndarray
    """Per row with a vector: its vector's index in ``vectors`` (rows with equal vectors share one, so
    that they get equal distances, hence PostgreSQL's order among them: by id)."""
    vectors: np.ndarray
    norms: np.ndarray
    cjk: np.ndarray
    """Per row with a vector: its text was read by the multilingual part alone (``memory_embedding.cjk``)."""

    parts: dict[tuple[int, int], np.ndarray] = field(default_factory=dict, compare=False)
    """The squared norms of each vector's part (offset, length), made on first use."""

    @property
    def size(self) -> int:
        return len(self.ids)

    def part_norms(self, offset: int, length: int) -> np.ndarray:
        found = self.parts.get((offset, length))
        if found is None:
            part = self.vectors[:, offset : offset + length].astype(np.float64)
            found = self.parts[(offset, length)] = np.einsum("ij,ij->i", part, part)
        return found


def rows_from(generation: int, found: list[tuple[Any, ...]], dimensions: int) -> SharedRows:
    """From the build statement's rows: (id, scope, department_id, memory_type, valid_from,
    valid_until, vector in pgvector's binary form or None, cjk)."""
    found = sorted(found, key=lambda row: row[0].int)
    count = len(found)
    with_vector = [index for index, row in enumerate(found) if row[6] is not None]
    distinct: dict[bytes, int] = {}
    vector_of = [distinct.setdefault(bytes(found[index][6]), len(distinct)) for index in with_vector]
    vectors = np.empty((len(distinct), dimensions), dtype=np.float32)
    for raw, slot in distinct.items():
        vectors[slot] = np.frombuffer(raw, dtype=">f4", offset=_HEADER, count=dimensions)
    as_double = vectors.astype(np.float64)
    return SharedRows(
        generation=generation,
        ids=[row[0] for row in found],
        tenant_wide=np.fromiter((Scope(row[1]) is Scope.TENANT for row in found), bool, count),
        departments=np.array([row[2] for row in found] or [], dtype=object),
        memory_types=np.fromiter((_TYPES[MemoryType(row[3])] for row in found), np.int16, count),
        valid_from=np.fromiter((micros(row[4]) for row in found), np.int64, count),
        valid_until=np.fromiter(
            (_NEVER if row[5] is None else micros(row[5]) for row in found), np.int64, count
        ),
        with_vector=np.array(with_vector, dtype=np.int64),
        vector_of=np.array(vector_of, dtype=np.int64),
        vectors=vectors,
        norms=np.einsum("ij,ij->i", as_double, as_double),
        cjk=np.array([bool(found[index][7]) for index in with_vector], dtype=bool),
    )


@dataclass(frozen=True)
class Scored:
    """A request's view of the shared rows: how many it sees, and its nearest ones."""

    visible: int
    nearest: list[tuple[uuid.UUID, float, bool]]
    """(id, cosine distance, compared by part), by distance then id, at most the request's limit."""


def score(
    rows: SharedRows,
    department_id: str | None,
    at: datetime,
    memory_types: tuple[MemoryType, ...] | None,
    query: list[float],
    cjk_part: tuple[int, int] | None,
    limit: int,
) -> Scored:
    """The rows the viewer sees at ``at`` and pgvector's cosine distance of each one's vector to the
    query (``<=>``: 1 − cosine, the cosine clamped to [−1, 1], NaN for a zero vector), a marked row
    compared by ``cjk_part`` of both vectors when the query has one. The query is rounded to float32,
    as pgvector reads it; the dot products are float32 sums as pgvector's are, in another order (the
    two differ in the last bits of a distance, about 1e-7), the norms and the rest float64."""
    instant = micros(at)
    seen = rows.tenant_wide.copy()
    if department_id is not None:
        seen |= rows.departments == department_id
    seen &= (rows.valid_from <= instant) & (rows.valid_until > instant)
    if memory_types:
        seen &= np.isin(rows.memory_types, [_TYPES[memory_type] for memory_type in memory_types])
    visible = int(seen.sum())
    if visible == 0 or len(rows.with_vector) == 0:
        return Scored(visible, [])
    keep = seen[rows.with_vector]
    probe = np.asarray(query, dtype=np.float32)
    whole = _distances(_dots(rows.vectors, probe), rows.norms * _square(probe))
    vector_of = rows.vector_of[keep]
    distances = whole[vector_of]
    partial = np.zeros(len(distances), dtype=bool)
    if cjk_part is not None:
        partial = rows.cjk[keep]
        if partial.any():
            offset, length = cjk_part
            piece = probe[offset : offset + length]
            dots = _dots(rows.vectors[:, offset : offset + length], piece)
            by_part = _distances(dots, rows.part_norms(offset, length) * _square(piece))
            distances[partial] = by_part[vector_of[partial]]
    order = _nearest(distances, limit)
    indexes = rows.with_vector[keep]
    return Scored(
        visible,
        [(rows.ids[indexes[i]], float(distances[i]), bool(partial[i])) for i in order.tolist()],
    )


def _nearest(distances: np.ndarray, limit: int) -> np.ndarray:
    """The positions of the ``limit`` smallest distances, by distance then position (the rows are in
    id order, so ties go by id as in SQL; NaN sorts last, as in PostgreSQL). Only the rows up to the
    ``limit``-th distance, ties included, are sorted."""
    if len(distances) > limit > 0:
        kth = np.partition(distances, limit - 1)[limit - 1]
        if not np.isnan(kth):
            near = np.flatnonzero(distances <= kth)
            return near[np.argsort(distances[near], kind="stable")][:limit]
    return np.argsort(distances, kind="stable")[:limit]


def _dots(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Each row's dot product with the vector, on this thread: ``einsum``, not BLAS, whose threads
    spin for a product this small and cost 10-60 times its CPU on a busy machine (measured: 7.6 ms
    of CPU against 0.12 on one thread, for 1,000 rows of 896)."""
    return np.asarray(np.einsum("ij,j->i", matrix, vector))


def _square(vector: np.ndarray) -> float:
    as_double = vector.astype(np.float64)
    return float(as_double @ as_double)


def _distances(dots: np.ndarray, products: np.ndarray) -> np.ndarray:
    """pgvector's ``<=>`` from the dot products and the products of the squared norms."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.asarray(1.0 - np.clip(dots.astype(np.float64) / np.sqrt(products), -1.0, 1.0))


Key = tuple[str, str, int]
"""(tenant, model, dimensions)."""


class SharedVectors(Held[Key, SharedRows]):
    """The process's shared rows, per (tenant, model, length), at most ``max_rows`` rows in all."""

    def __init__(self, max_rows: int) -> None:
        super().__init__(max_rows, lambda rows: rows.size, SharedRows)
