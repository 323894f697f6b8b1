"""Vectors as a binary query parameter: many vectors of one length travel as one flat ``real[]`` in
PostgreSQL's binary array format (built by numpy), never as text (formatting and parsing 900 decimals
per vector cost more than the statement). SQL slices the array per row and casts each slice to
``vector`` (``indexing.repository`` stores a whole batch with one statement that way)."""

import struct
from collections.abc import Sequence

import numpy as np
import psycopg
from psycopg.adapt import Dumper
from psycopg.pq import Format

_FLOAT4_OID = 700
_FLOAT4_ARRAY_OID = 1021


class FlatVectors:
    """Vectors of one length, flattened into one ``real[]`` parameter (row i is elements
    ``i * length + 1`` to ``(i + 1) * length`` in SQL)."""

    __slots__ = ("length", "values")

    def __init__(self, vectors: Sequence[Sequence[float]]) -> None:
        if len({len(vector) for vector in vectors}) > 1:
            raise ValueError("vectors must all have one length")
        matrix = np.asarray(vectors, dtype=np.float32).reshape(len(vectors), -1)
        self.length = int(matrix.shape[1])
        self.values = matrix.ravel()


class _FlatVectorsDumper(Dumper):
    """PostgreSQL's binary array: ndim, has-nulls, element type, then (length, lower bound) per
    dimension, then (byte length, big-endian value) per element."""

    format = Format.BINARY
    oid = _FLOAT4_ARRAY_OID

    def dump(self, obj: FlatVectors) -> bytes:
        count = int(obj.values.size)
        header = struct.pack("!iiIii", 1, 0, _FLOAT4_OID, count, 1)
        elements = np.empty(count, dtype=[("size", ">i4"), ("value", ">f4")])
        elements["size"] = 4
        elements["value"] = obj.values
        return header + elements.tobytes()


psycopg.adapters.register_dumper(FlatVectors, _FlatVectorsDumper)
