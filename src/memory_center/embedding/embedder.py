"""The embedder interface: texts in, L2-normalised vectors out.

Providers (local ONNX model, OpenAI-compatible HTTP endpoint, optional multilingual e5) all satisfy
:class:`Embedder`. Any failure of a provider (timeout, HTTP error, missing model, wrong output shape)
surfaces as :class:`EmbedderUnavailable`, so the read path can degrade to keyword + structured
retrieval and the indexer can retry later.
"""

import math
from collections.abc import Sequence
from typing import Literal, Protocol, runtime_checkable

EmbedKind = Literal["query", "passage"]
"""What a text is: a search query or a stored passage (asymmetric models such as e5 embed them
differently; symmetric models ignore it)."""


class EmbedderUnavailable(Exception):
    """The embedding provider could not produce vectors (the semantic index is degraded)."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised vectors of ``dimensions`` floats, in input order."""

    @property
    def model(self) -> str:
        """Model id recorded next to every stored vector (vectors of two models never mix)."""
        ...

    @property
    def dimensions(self) -> int:
        """Length of every vector."""
        ...

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind = "passage") -> list[list[float]]:
        """One vector per text, in order; raises :class:`EmbedderUnavailable` on any failure."""
        ...


def l2_normalise(vector: Sequence[float]) -> list[float]:
    """``vector`` scaled to unit length; a zero vector is returned as is."""
    norm = math.sqrt(math.fsum(x * x for x in vector))
    if norm == 0.0 or not math.isfinite(norm):
        return [float(x) for x in vector]
    return [float(x) / norm for x in vector]


def check_vectors(vectors: Sequence[Sequence[float]], expected_count: int, dimensions: int) -> None:
    """Raise :class:`EmbedderUnavailable` unless there are ``expected_count`` finite vectors of
    ``dimensions`` floats."""
    if len(vectors) != expected_count:
        raise EmbedderUnavailable(f"expected {expected_count} vectors, got {len(vectors)}")
    for vector in vectors:
        if len(vector) != dimensions:
            raise EmbedderUnavailable(f"expected {dimensions} dimensions, got {len(vector)}")
        if not all(math.isfinite(x) for x in vector):
            raise EmbedderUnavailable("embedding contains a non-finite value")
