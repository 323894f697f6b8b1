"""Micro-batched embeddings (embedding/batching.py): concurrent requests share one embedder call, and
batching never changes a vector.

The tolerance for the default embedder is 1e-6 per component: MiniLM int8 gives bit-identical vectors
in or out of a batch (the attention mask hides the padding, quantisation is per token), USE's numpy
matrix products round differently by batch shape (measured: at most 1.5e-7, about one float32 ulp
at these magnitudes, cosines equal to 1e-12), and pgvector stores float32 anyway.
"""

import asyncio

import numpy as np
import pytest

from memory_center.embedding.batching import MicroBatcher
from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.embedding.ensemble import EnsembleEmbedder, multilingual_default
from memory_center.retrieval.query_encoder import QueryEncoder

QUERIES = [
    "What does Alice prefer for breakfast?",
    "我想换 iPhone 16",
    "flight rules for the team trip next month",
    "咖啡还是茶",
    "When did Caroline go to the LGBTQ support group?",
    "deadline",
    "我们公司的报销政策是什么",
    "how many days of leave do I have left this year and next year combined",
    "Which hotel near the metro station?",
    "预算",
    "the user is allergic to peanuts",
    "下周三的会议改到几点了？",
]
TOLERANCE = 1e-6


@pytest.fixture(scope="module")
def default() -> EnsembleEmbedder:
    return multilingual_default()


class Recorder:
    """Stands in for a model: a vector derived from the text, every call recorded; it can fail."""

    def __init__(self, delay: float = 0.01) -> None:
        self.calls: list[list[str]] = []
        self.delay = delay
        self.fail: Exception | None = None

    async def __call__(self, texts: list[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        await asyncio.sleep(self.delay)
        if self.fail is not None:
            raise self.fail
        return [[float(len(t)), float(sum(map(ord, t)))] for t in texts]


async def test_concurrent_queries_share_calls_and_get_the_vectors_they_get_alone(
    default: EnsembleEmbedder,
) -> None:
    alone = [(await default.embed([q], kind="query"))[0] for q in QUERIES]
    encoder = QueryEncoder(default, timeout_seconds=30.0)
    assert encoder.queries is not None

    together = await asyncio.gather(*(encoder.encode(q) for q in QUERIES))

    assert encoder.queries.calls < len(QUERIES)  # shared calls, not one per request
    assert encoder.queries.texts == len(QUERIES)
    for query, one, batched in zip(QUERIES, alone, together, strict=True):
        assert batched is not None
        assert np.abs(np.array(one) - np.array(batched)).max() <= TOLERANCE, query
    # a mostly-Chinese query keeps its gating inside a mixed batch: the MiniLM part stays zero
    chinese = together[QUERIES.index("咖啡还是茶")]
    assert chinese is not None and not any(chinese[:384])


async def test_concurrent_passages_get_the_vectors_they_get_alone(default: EnsembleEmbedder) -> None:
    encoder = QueryEncoder(default, timeout_seconds=30.0)
    groups = [QUERIES[i : i + 3] for i in range(0, len(QUERIES), 3)]
    alone = [await default.embed(group, kind="passage") for group in groups]

    together = await asyncio.gather(*(encoder.encode_passages(group) for group in groups))

    assert encoder.passages is not None and encoder.passages.calls < len(groups)
    for one, batched in zip(alone, together, strict=True):
        assert batched is not None
        assert np.abs(np.array(one) - np.array(batched)).max() <= TOLERANCE


async def test_a_lone_request_is_embedded_at_once() -> None:
    model = Recorder(delay=0.0)
    batcher = MicroBatcher(model, max_wait_seconds=30.0)  # a wait would blow the 5 s below

    first = await asyncio.wait_for(batcher.embed(["one"]), 5)
    second = await asyncio.wait_for(batcher.embed(["two"]), 5)

    assert model.calls == [["one"], ["two"]]
    assert first == [[3.0, float(sum(map(ord, "one")))]] and len(second) == 1


async def test_after_a_shared_call_the_next_waits_briefly_for_companions() -> None:
    model = Recorder(delay=0.05)
    batcher = MicroBatcher(model, max_batch=16, max_wait_seconds=0.5)
    first = asyncio.gather(*(batcher.embed([f"a{i}"]) for i in range(3)))
    await asyncio.sleep(0.01)  # the three are in the embedder; the next arrive one by one
    later = []
    for i in range(4):
        later.append(asyncio.ensure_future(batcher.embed([f"b{i}"])))
        await asyncio.sleep(0.03)
    await first
    await asyncio.gather(*later)

    assert model.calls[0] == ["a0", "a1", "a2"]
    assert sorted(t for call in model.calls[1:] for t in call) == ["b0", "b1", "b2", "b3"]
    assert len(model.calls) == 2  # the late ones were gathered into one call, not four


async def test_the_cap_bounds_every_call_and_duplicates_are_embedded_once() -> None:
    model = Recorder()
    batcher = MicroBatcher(model, max_batch=4, max_wait_seconds=0.0)
    texts = [f"q{i % 10}" for i in range(40)]

    vectors = await asyncio.gather(*(batcher.embed([t]) for t in texts))

    assert all(len(call) <= 4 for call in model.calls)
    assert all(len(set(call)) == len(call) for call in model.calls)
    assert [v[0] for v in vectors] == [[float(len(t)), float(sum(map(ord, t)))] for t in texts]
    assert batcher.texts < len(texts)


async def test_a_failed_call_fails_its_callers_and_the_next_call_works() -> None:
    model = Recorder()
    batcher = MicroBatcher(model)
    model.fail = EmbedderUnavailable("model down")
    failed = await asyncio.gather(*(batcher.embed([f"x{i}"]) for i in range(5)), return_exceptions=True)
    assert all(isinstance(result, EmbedderUnavailable) for result in failed)

    model.fail = None
    assert len(await batcher.embed(["y"])) == 1


async def test_a_wrong_count_from_the_model_is_an_outage_not_a_hang() -> None:
    async def short(texts: list[str]) -> list[list[float]]:
        return [[1.0]]

    batcher = MicroBatcher(short)
    with pytest.raises(EmbedderUnavailable):
        await asyncio.wait_for(asyncio.gather(batcher.embed(["a"]), batcher.embed(["b"])), 5)


async def test_a_cancelled_caller_does_not_disturb_the_others() -> None:
    model = Recorder(delay=0.05)
    batcher = MicroBatcher(model)
    running = asyncio.ensure_future(batcher.embed(["first"]))
    await asyncio.sleep(0.01)
    doomed = asyncio.ensure_future(batcher.embed(["doomed"]))
    kept = asyncio.ensure_future(batcher.embed(["kept"]))
    await asyncio.sleep(0)
    doomed.cancel()

    assert len(await running) == 1 and len(await kept) == 1
    assert "doomed" not in [t for call in model.calls for t in call]
