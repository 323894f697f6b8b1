"""A write step's embedding deadline is not spent on loading the model (retrieval/query_encoder.py,
``until_warm``): a message written in the first seconds after start-up waits for the warm-up under way,
with a fresh default embedder whose first call loads its weights."""

import asyncio
import time

from memory_center.embedding.ensemble import multilingual_default
from memory_center.retrieval.query_encoder import QueryEncoder


async def test_until_warm_waits_for_the_warm_up_under_way() -> None:
    encoder = QueryEncoder(multilingual_default())
    warming = asyncio.create_task(encoder.warm_up())
    await asyncio.sleep(0)  # the warm-up has started: its model load is under way
    await encoder.until_warm(60)
    assert warming.done()  # returned only once the model was loaded
    started = time.monotonic()
    vectors = (
        await asyncio.wait_for(encoder.queries.embed(["which airline do I fly"]), 5)
        if encoder.queries
        else []
    )
    assert len(vectors) == 1 and time.monotonic() - started < 5


async def test_until_warm_returns_at_once_when_no_warm_up_runs() -> None:
    encoder = QueryEncoder(multilingual_default())
    task = asyncio.create_task(encoder.until_warm(60))
    await asyncio.sleep(0.01)
    assert task.done()  # nothing to wait for: the step's own deadline applies as before
    assert QueryEncoder(None).status() == "disabled"
