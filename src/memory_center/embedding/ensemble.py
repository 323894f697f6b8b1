"""The default embedder: MiniLM and multilingual USE in one vector space, the query routed by script.

Every stored text gets both models' unit vectors, each scaled by the square root of its weight,
concatenated (384 + 512 = 896 floats). The cosine of two such vectors is the weighted mean of the two
models' cosines, so one pgvector column, one HNSW index and one SQL query serve both.

A query is embedded the same way, except when it is mostly Chinese, Japanese or Korean: MiniLM's
English vocabulary reads such text as unknown tokens (every Chinese text then looks alike to it), so
the query keeps only the parts that read CJK (USE) and the others are zero. Its cosine with any stored
text is then USE's cosine times a constant (``query_scale``), whatever the stored text's language, so
a Chinese question ranks Chinese and English memories by USE alone. Weights (MiniLM 0.8, USE 0.2)
keep English retrieval where MiniLM alone was. Measured in docs/benchmarks.md (bench/multilingual.py,
bench/locomo_offline.py --round 5).

A stored conversation turn is embedded with the day it happened ("… (8 May 2023)",
``evidence.previous_turn.dated``), which MiniLM uses for "when did …" questions. USE reads that suffix as
words every English turn shares: a Chinese question, compared by USE alone, then found English
turns far less often (recall@5 0.955 → 0.818 on bench/multilingual.py's set). A part that does not
read dates (``reads_dates``) therefore gets the text without that suffix; the others get it whole.

The model id names both parts and their weights, so vectors of another mix are never compared with
this query space (semantic search filters on the model; ``memory-center reindex`` rebuilds).
"""

import asyncio
import math
import re
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

import anyio.to_thread

from memory_center.embedding.embedder import EmbedderUnavailable, EmbedKind
from memory_center.embedding.local import (
    MINILM_DIMENSIONS,
    MINILM_MODEL,
    LocalOnnxEmbedder,
    lower_thread_priority,
)
from memory_center.embedding.use import USE_DIMENSIONS, USE_MODEL, UseEmbedder


class SyncEmbedder(Protocol):
    @property
    def model(self) -> str: ...

    @property
    def dimensions(self) -> int: ...

    def embed_sync(self, texts: Sequence[str]) -> list[list[float]]: ...


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
CJK_SHARE = 0.3
"""A text is read as CJK when at least this share of its letters are CJK characters (one of them
carries about as much as a Latin word: "我想换 iPhone 16" is Chinese)."""


_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
DATE_SUFFIX = re.compile(rf" \((?:[1-9]|[12][0-9]|3[01]) (?:{_MONTHS}) [0-9]{{4}}\)$")
"""The day a stored turn happened, as ``evidence.previous_turn.dated`` appends it (tests check the two
agree)."""


def undated(text: str) -> str:
    """``text`` without the day appended to a stored turn (the text itself when there is none)."""
    return DATE_SUFFIX.sub("", text)


def mostly_cjk(text: str) -> bool:
    cjk = len(_CJK.findall(text))
    return cjk > 0 and cjk >= CJK_SHARE * (cjk + len(_LATIN.findall(text)))


class EnsembleEmbedder:
    """Weighted concatenation of unit vectors of several symmetric embedders (weights sum to 1).
    ``reads_cjk``: per part, whether it reads Chinese/Japanese/Korean (a mostly-CJK query leaves the
    others out). ``reads_dates``: per part, whether it gets a stored turn's appended day (a part that
    does not embeds the text without it)."""

    def __init__(
        self,
        parts: Sequence[tuple[SyncEmbedder, float]],
        *,
        reads_cjk: Sequence[bool] | None = None,
        reads_dates: Sequence[bool] | None = None,
        background: bool = False,
    ) -> None:
        total = sum(weight for _, weight in parts)
        if not parts or total <= 0 or any(weight < 0 for _, weight in parts):
            raise ValueError("an ensemble needs embedders with non-negative weights")
        self._parts = [(embedder, math.sqrt(weight / total)) for embedder, weight in parts]
        self._reads_cjk = list(reads_cjk) if reads_cjk is not None else [True] * len(parts)
        if len(self._reads_cjk) != len(parts) or not any(self._reads_cjk):
            raise ValueError("reads_cjk needs one flag per part, at least one of them true")
        self._reads_dates = list(reads_dates) if reads_dates is not None else [True] * len(parts)
        if len(self._reads_dates) != len(parts):
            raise ValueError("reads_dates needs one flag per part")
        shares = [
            scale * scale for (_, scale), reads in zip(self._parts, self._reads_cjk, strict=True) if reads
        ]
        self._cjk_scale = math.sqrt(sum(shares))
        self._model = mix_model_id([(e.model, w / total) for e, w in parts])
        self._dimensions = sum(e.dimensions for e, _ in parts)
        self._loaded = False
        self._load_lock = threading.Lock()
        self._executor = (
            ThreadPoolExecutor(1, thread_name_prefix="mc-index-embed", initializer=lower_thread_priority)
            if background
            else None
        )

    @property
    def model(self) -> str:
        return self._model

    @property
    def dimensions(self) -> int:
        return self._dimensions

    def cjk_part(self) -> tuple[int, int] | None:
        """(offset, length) of the vector's parts that read CJK, when they are one run and not the
        whole vector. A mostly-CJK stored text was read by these parts alone (the others saw unknown
        tokens), so the read path compares it with any query by this part of both vectors."""
        spans: list[tuple[int, int]] = []
        offset = 0
        for (embedder, _), reads in zip(self._parts, self._reads_cjk, strict=True):
            if reads:
                spans.append((offset, embedder.dimensions))
            offset += embedder.dimensions
        if not spans or len(spans) == len(self._parts):
            return None
        start, length = spans[0][0], sum(length for _, length in spans)
        end = spans[-1][0] + spans[-1][1]
        return (start, length) if end - start == length else None

    def query_scale(self, query: str) -> float:
        """What a query's cosine with a stored vector is multiplied by (1 unless parts are left out):
        the read path divides by it to report the cosine of the parts that read the query."""
        return self._cjk_scale if mostly_cjk(query) else 1.0

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind = "passage") -> list[list[float]]:
        """In the background (the index worker) on its one low-priority thread; on the request path
        each part on a thread of its own, all at once (a query waits for the slowest part, not for
        their sum)."""
        if not texts:
            return []
        batch = list(texts)
        if self._executor is not None:
            return await asyncio.get_running_loop().run_in_executor(
                self._executor, self.embed_sync, batch, kind
            )
        if not self._loaded:
            # The first call loads the parts one after the other: two models importing their
            # libraries (numpy, onnxruntime) on two threads at once can meet a half-initialised module.
            vectors = await anyio.to_thread.run_sync(self._first_embed, batch, kind)
            return vectors
        gated = self._gated(batch, kind)
        wanted = [self._wanted(gated, reads_cjk) for reads_cjk in self._reads_cjk]
        parts = await asyncio.gather(
            *(
                anyio.to_thread.run_sync(embedder.embed_sync, self._texts(batch, rows, dates))
                for (embedder, _), rows, dates in zip(self._parts, wanted, self._reads_dates, strict=True)
                if rows
            )
        )
        found = iter(parts)
        return self._assemble(gated, [next(found) if rows else [] for rows in wanted], wanted)

    def _first_embed(self, texts: Sequence[str], kind: EmbedKind) -> list[list[float]]:
        with self._load_lock:
            vectors = self.embed_sync(texts, kind)
            for embedder, _ in self._parts:
                embedder.embed_sync(["warm up"])  # a part the texts did not need is loaded too
            self._loaded = True
        return vectors

    def embed_sync(self, texts: Sequence[str], kind: EmbedKind = "passage") -> list[list[float]]:
        """Blocking variant for scripts and worker threads (never call it on the event loop)."""
        if not texts:
            return []
        gated = self._gated(texts, kind)
        wanted = [self._wanted(gated, reads_cjk) for reads_cjk in self._reads_cjk]
        vectors = [
            embedder.embed_sync(self._texts(texts, rows, dates)) if rows else []
            for (embedder, _), rows, dates in zip(self._parts, wanted, self._reads_dates, strict=True)
        ]
        return self._assemble(gated, vectors, wanted)

    @staticmethod
    def _texts(texts: Sequence[str], rows: list[int], reads_dates: bool) -> list[str]:
        """The texts of ``rows`` as one part reads them (without a turn's day unless it reads dates)."""
        return [texts[i] if reads_dates else undated(texts[i]) for i in rows]

    @staticmethod
    def _gated(texts: Sequence[str], kind: EmbedKind) -> list[bool]:
        """Per text: a query read by the CJK-reading parts only."""
        return [kind == "query" and mostly_cjk(text) for text in texts]

    @staticmethod
    def _wanted(gated: list[bool], reads_cjk: bool) -> list[int]:
        return [i for i, g in enumerate(gated) if reads_cjk or not g]

    def _assemble(
        self, gated: list[bool], parts: list[list[list[float]]], wanted: list[list[int]]
    ) -> list[list[float]]:
        """Each text's row: the parts' vectors, scaled, one after the other (zeros for a part left out).
        In numpy (float64, so every value is exactly the Python product it was): on the request path
        this runs on the event loop, where three Python passes over 896 floats per query showed."""
        import numpy as np

        rows = np.zeros((len(gated), self._dimensions), dtype=np.float64)
        gated_rows = np.asarray(gated, dtype=bool)
        offset = 0
        for (embedder, scale), vectors, rows_wanted in zip(self._parts, parts, wanted, strict=True):
            width = embedder.dimensions
            if len(vectors) != len(rows_wanted):
                raise EmbedderUnavailable(f"expected {len(rows_wanted)} vectors, got {len(vectors)}")
            if rows_wanted:
                try:
                    block = np.asarray(vectors, dtype=np.float64)
                except ValueError as exc:  # ragged: a vector of another length
                    raise EmbedderUnavailable(f"expected {width} dimensions: {exc}") from exc
                if block.shape != (len(rows_wanted), width):
                    raise EmbedderUnavailable(f"expected {width} dimensions, got {block.shape[-1]}")
                # A gated query keeps unit length: its remaining parts are scaled up together.
                factors = np.where(gated_rows[rows_wanted], scale / self._cjk_scale, scale)
                rows[rows_wanted, offset : offset + width] = block * factors[:, None]
            offset += width
        if not np.isfinite(rows).all():
            raise EmbedderUnavailable("embedding contains a non-finite value")
        assembled: list[list[float]] = rows.tolist()
        return assembled


def mix_model_id(parts: Sequence[tuple[str, float]]) -> str:
    """``model-a*0.5+model-b*0.5``: the recorded model of a mix names its parts and weights."""
    return "+".join(f"{model}*{weight:g}" for model, weight in parts)


MINILM_WEIGHT = 0.8
"""MiniLM's share of the default mix (USE has the rest): bench/locomo_offline.py --round 5."""
MULTILINGUAL_MODEL = mix_model_id([(MINILM_MODEL, MINILM_WEIGHT), (USE_MODEL, 1 - MINILM_WEIGHT)])
MULTILINGUAL_DIMENSIONS = MINILM_DIMENSIONS + USE_DIMENSIONS


def multilingual_default(*, background: bool = False) -> EnsembleEmbedder:
    """MiniLM and USE (one BLAS thread), weighted as measured; in the background (the index worker)
    both run on one low-priority thread, MiniLM with one onnxruntime thread."""
    parts: list[tuple[SyncEmbedder, float]] = [
        (LocalOnnxEmbedder(threads=1 if background else None), MINILM_WEIGHT),
        (UseEmbedder(threads=1), 1 - MINILM_WEIGHT),
    ]
    return EnsembleEmbedder(parts, reads_cjk=[False, True], reads_dates=[True, False], background=background)
