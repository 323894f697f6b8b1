"""Micro-batching: the texts that concurrent requests of one process want embedded go to the model in
one call.

A model call costs much less per text in a batch than alone (MiniLM int8: 7.4 ms of CPU for one query,
3.1 ms each in batches of 16; docs/benchmarks.md), and under load many requests wait for their query
vector at the same moment. :class:`MicroBatcher` queues every text with a future; one dispatcher
task hands the embedder everything that has arrived (up to ``max_batch`` texts) and answers each
future from the result. While a call runs, the next texts queue up, so batches form by themselves
exactly when there is load, and a lone request finds the dispatcher idle and is embedded at once: it
pays no wait. When the previous call held more than one text (a sign of concurrent traffic), the
dispatcher waits up to ``max_wait_seconds`` for companions before the next call, unless the batch is
already full. A text asked by several callers at once is embedded once.

Batching does not change a vector: every embedder here embeds a text independently of its batch
companions (the attention mask hides padding; MiniLM's results are bit-identical, USE's matrix
products differ by at most a few float32 rounding steps, ~1e-7), which ``tests/embedding`` checks.
"""

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence

from memory_center.embedding.embedder import EmbedderUnavailable

EmbedCall = Callable[[list[str]], Awaitable[list[list[float]]]]

DEFAULT_MAX_BATCH = 16
DEFAULT_MAX_WAIT_SECONDS = 0.002


class MicroBatcher:
    """Coalesces concurrent :meth:`embed` calls into calls of ``embed_call`` (one at a time)."""

    def __init__(
        self,
        embed_call: EmbedCall,
        *,
        max_batch: int = DEFAULT_MAX_BATCH,
        max_wait_seconds: float = DEFAULT_MAX_WAIT_SECONDS,
    ) -> None:
        if max_batch < 1 or max_wait_seconds < 0:
            raise ValueError("max_batch must be >= 1 and max_wait_seconds >= 0")
        self._embed_call = embed_call
        self._max_batch = max_batch
        self._max_wait = max_wait_seconds
        self._queue: list[tuple[str, asyncio.Future[list[float]]]] = []
        self._dispatcher: asyncio.Task[None] | None = None
        self._last_batch = 0
        self.calls = 0
        """How many calls reached the embedder (for tests and benchmarks)."""
        self.texts = 0
        """How many distinct texts those calls carried."""

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order, from a batch shared with concurrent callers; raises what the
        embedder raised for that batch."""
        if not texts:
            return []
        loop = asyncio.get_running_loop()
        futures = [loop.create_future() for _ in texts]
        self._queue.extend(zip(texts, futures, strict=True))
        if self._dispatcher is None or self._dispatcher.done():
            self._dispatcher = loop.create_task(self._dispatch())
        return list(await asyncio.gather(*futures))

    async def _dispatch(self) -> None:
        while self._queue:
            if self._last_batch > 1 and len(self._queue) < self._max_batch and self._max_wait > 0:
                await self._gather_companions()
            await self._run(self._take())

    def _take(self) -> list[tuple[str, "asyncio.Future[list[float]]"]]:
        """The queued requests of the first ``max_batch`` distinct texts (a text asked twice rides along)."""
        chosen: set[str] = set()
        batch: list[tuple[str, asyncio.Future[list[float]]]] = []
        rest: list[tuple[str, asyncio.Future[list[float]]]] = []
        for text, future in self._queue:
            if future.done():  # a cancelled caller
                continue
            if text in chosen or len(chosen) < self._max_batch:
                chosen.add(text)
                batch.append((text, future))
            else:
                rest.append((text, future))
        self._queue = rest
        return batch

    async def _gather_companions(self) -> None:
        deadline = time.monotonic() + self._max_wait
        while len(self._queue) < self._max_batch:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            await asyncio.sleep(min(left, self._max_wait / 4))

    async def _run(self, batch: list[tuple[str, "asyncio.Future[list[float]]"]]) -> None:
        waiting = [(text, future) for text, future in batch if not future.done()]
        distinct = list(dict.fromkeys(text for text, _ in waiting))
        self._last_batch = len(distinct)
        if not distinct:
            return
        self.calls += 1
        self.texts += len(distinct)
        try:
            vectors = await self._embed_call(distinct)
            if len(vectors) != len(distinct):
                raise EmbedderUnavailable(f"expected {len(distinct)} vectors, got {len(vectors)}")
        except Exception as exc:  # every caller of this batch gets the embedder's own error
            for _, future in waiting:
                if not future.done():
                    future.set_exception(exc)
            return
        by_text = dict(zip(distinct, vectors, strict=True))
        for text, future in waiting:
            if not future.done():
                future.set_result(by_text[text])
