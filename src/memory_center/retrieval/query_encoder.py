"""Query embeddings for the read path, with a deadline and a breaker.

A request never waits long for the model: a query embedding slower than the deadline, or any
provider failure, degrades that request to keyword + structured retrieval ("semantic" in
``degraded``), and for a few seconds afterwards semantic search is skipped outright so that an outage
does not add the deadline to every request. Recent query vectors are kept in a small LRU. Concurrent
requests share one embedder call (``embedding/batching.py``): queries with queries, passages with
passages.
"""

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict

from memory_center.embedding.batching import MicroBatcher
from memory_center.embedding.embedder import Embedder, EmbedderUnavailable
from memory_center.embedding.ensemble import EnsembleEmbedder, mostly_cjk
from memory_center.telemetry.spans import traced

logger = logging.getLogger(__name__)

WARM_SECONDS = 60.0
"""How long a write step waits for a warm-up under way before its own deadline applies."""


class QueryEncoder:
    def __init__(
        self,
        embedder: Embedder | None,
        *,
        timeout_seconds: float = 2.0,
        retry_after_seconds: float = 5.0,
        cache_size: int = 1024,
    ) -> None:
        self.embedder = embedder
        self._timeout = timeout_seconds
        self._retry_after = retry_after_seconds
        self._down_since: float | None = None
        self._recent: OrderedDict[str, list[float]] = OrderedDict()
        self._passages: OrderedDict[str, list[float]] = OrderedDict()
        self._cache_size = cache_size
        self._warmed: asyncio.Event | None = None
        self.queries: MicroBatcher | None = None
        self.passages: MicroBatcher | None = None
        if embedder is not None:
            self.queries = MicroBatcher(lambda texts: embedder.embed(texts, kind="query"))
            self.passages = MicroBatcher(lambda texts: embedder.embed(texts, kind="passage"))

    @property
    def model(self) -> str | None:
        return self.embedder.model if self.embedder is not None else None

    @property
    def dimensions(self) -> int | None:
        return self.embedder.dimensions if self.embedder is not None else None

    def similarity_scale(self, text: str) -> float:
        """What the query's cosines come out multiplied by (the default embedder leaves MiniLM out of a
        Chinese query: embedding/ensemble.py); semantic search divides by it."""
        if isinstance(self.embedder, EnsembleEmbedder):
            return self.embedder.query_scale(text)
        return 1.0

    def cjk_part(self, text: str) -> tuple[int, int] | None:
        """For a query the whole vector reads (not mostly CJK), the part of the vector that mostly-CJK
        stored texts are compared by (embedding/ensemble.py ``cjk_part``); None otherwise."""
        if isinstance(self.embedder, EnsembleEmbedder) and not mostly_cjk(text):
            return self.embedder.cjk_part()
        return None

    def status(self) -> str:
        """For /readyz: disabled, ok, or down (failed within the retry window)."""
        if self.embedder is None:
            return "disabled"
        return "down" if self._skipping() else "ok"

    def _skipping(self) -> bool:
        return self._down_since is not None and time.monotonic() - self._down_since < self._retry_after

    async def warm_up(self) -> None:
        """Load the model before the first request needs it (a cold local model takes seconds)."""
        if self.embedder is None:
            return
        self._warmed = self._warmed or asyncio.Event()
        try:
            await self.embedder.embed(["warm up"], kind="query")
        except EmbedderUnavailable as exc:
            logger.warning("query embedder unavailable at start-up: %s", exc)
            self._down_since = time.monotonic()
        finally:
            self._warmed.set()

    async def until_warm(self, seconds: float = WARM_SECONDS) -> None:
        """Wait, at most ``seconds``, for a warm-up under way: a write step's deadline meant for one
        embedding is not spent on loading the model (a message written in the first seconds after
        start-up, on a busy host, would otherwise skip the step). Returns at once when no warm-up runs."""
        if self._warmed is None or self._warmed.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._warmed.wait(), seconds)

    @traced("embedding.query")
    async def encode(self, text: str) -> list[float] | None:
        """The query's vector, or None when semantic search is unavailable for this request."""
        if self.queries is None or self._skipping():
            return None
        cached = self._recent.get(text)
        if cached is not None:
            self._recent.move_to_end(text)
            return cached
        try:
            vectors = await asyncio.wait_for(self.queries.embed([text]), self._timeout)
        except (EmbedderUnavailable, TimeoutError) as exc:
            if self._down_since is None:
                logger.warning("query embedding unavailable, serving keyword search: %s", exc or "timeout")
            self._down_since = time.monotonic()
            return None
        self._down_since = None
        vector = vectors[0]
        self._recent[text] = vector
        if len(self._recent) > self._cache_size:
            self._recent.popitem(last=False)
        return vector

    @traced("embedding.passages")
    async def encode_passages(self, texts: list[str]) -> list[list[float]] | None:
        """Passage vectors of several texts (what the index stores for a fact), under the same
        deadline and breaker as queries, the missing ones in one (micro-batched) call; recent ones are
        kept, so rows still waiting for the index are not embedded again by every request. None when
        the embedder is unavailable."""
        if self.passages is None or self._skipping() or not texts:
            return None
        missing = list(dict.fromkeys(text for text in texts if text not in self._passages))
        if missing:
            try:
                vectors = await asyncio.wait_for(self.passages.embed(missing), self._timeout)
            except (EmbedderUnavailable, TimeoutError) as exc:
                logger.warning("passage embedding unavailable: %s", exc or "timeout")
                self._down_since = time.monotonic()
                return None
            self._down_since = None
            self._passages.update(zip(missing, vectors, strict=True))
        found = [self._passages[text] for text in texts]
        for text in texts:
            self._passages.move_to_end(text)
        while len(self._passages) > self._cache_size:
            self._passages.popitem(last=False)
        return found
