"""Embedders: the semantic index's text-to-vector providers (docs/design.md §8)."""

from memory_center.embedding.embedder import Embedder, EmbedderUnavailable, EmbedKind
from memory_center.embedding.factory import build_embedder

__all__ = ["EmbedKind", "Embedder", "EmbedderUnavailable", "build_embedder"]
