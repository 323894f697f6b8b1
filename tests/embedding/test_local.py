import os
import threading
from pathlib import Path

import numpy as np
import pytest

from memory_center.embedding.embedder import Embedder, EmbedderUnavailable
from memory_center.embedding.local import (
    BACKGROUND_NICENESS,
    MINILM_DIMENSIONS,
    MINILM_MODEL,
    LocalOnnxEmbedder,
    minilm_model_path,
    minilm_tokenizer_path,
)


@pytest.fixture(scope="module")
def embedder() -> LocalOnnxEmbedder:
    return LocalOnnxEmbedder(batch_size=4)


def _cos(a: list[float], b: list[float]) -> float:
    return float(np.dot(a, b))


def test_satisfies_protocol(embedder: LocalOnnxEmbedder) -> None:
    assert isinstance(embedder, Embedder)
    assert embedder.model == MINILM_MODEL
    assert embedder.dimensions == MINILM_DIMENSIONS == 384


def test_packaged_files_exist() -> None:
    assert minilm_model_path().is_file()
    assert minilm_tokenizer_path().name == "tokenizer.json"


async def test_vectors_are_normalised_and_sized(embedder: LocalOnnxEmbedder) -> None:
    vectors = await embedder.embed(["hello world", "", "这次旅行预算调整到 10000 元"])
    assert len(vectors) == 3
    for vector in vectors:
        assert len(vector) == 384
        assert np.linalg.norm(vector) == pytest.approx(1.0, abs=1e-5)


async def test_paraphrases_are_close_and_unrelated_far(embedder: LocalOnnxEmbedder) -> None:
    food, bread, meal, market, baby = await embedder.embed(
        [
            "A man is eating food.",
            "A man is eating a piece of bread.",
            "Someone is having a meal.",
            "The stock market fell sharply today.",
            "The girl is carrying a baby.",
        ]
    )
    # Reference all-MiniLM-L6-v2 (fp32) gives 0.755 for the first pair; int8 stays within 0.02.
    assert _cos(food, bread) == pytest.approx(0.755, abs=0.02)
    assert _cos(food, meal) > 0.6
    assert _cos(food, market) < 0.2
    assert _cos(food, baby) < 0.2


async def test_batching_keeps_input_order(embedder: LocalOnnxEmbedder) -> None:
    texts = [
        "a much longer sentence about the weather in the mountains during spring time",
        "short",
        "medium length text about cats",
        "x",
        "another fairly long sentence that talks about budgets for a family trip to Japan",
        "dogs",
    ]
    together = await embedder.embed(texts)
    one_by_one = [(await embedder.embed([t]))[0] for t in texts]
    np.testing.assert_allclose(together, one_by_one, atol=1e-4)


async def test_query_and_passage_kinds_are_the_same_for_a_symmetric_model(
    embedder: LocalOnnxEmbedder,
) -> None:
    (query,) = await embedder.embed(["holiday budget"], kind="query")
    (passage,) = await embedder.embed(["holiday budget"], kind="passage")
    np.testing.assert_allclose(query, passage, atol=1e-6)


async def test_empty_input_needs_no_model() -> None:
    assert await LocalOnnxEmbedder(model_path=Path("/nonexistent/model.onnx")).embed([]) == []


async def test_missing_model_file_is_unavailable(tmp_path: Path) -> None:
    broken = LocalOnnxEmbedder(model_path=tmp_path / "missing.onnx")
    with pytest.raises(EmbedderUnavailable):
        await broken.embed(["text"])


async def test_corrupt_model_file_is_unavailable(tmp_path: Path) -> None:
    corrupt = tmp_path / "model.onnx"
    corrupt.write_bytes(b"not an onnx model")
    with pytest.raises(EmbedderUnavailable):
        await LocalOnnxEmbedder(model_path=corrupt).embed(["text"])


LOWEST_PRIORITY = 19


async def test_a_background_embedder_runs_on_its_own_thread_at_lower_priority() -> None:
    """The index worker's embedder yields the CPU to the request path (SCHED_IDLE and nice +10 on its
    own thread)."""
    if os.getpriority(os.PRIO_PROCESS, 0) >= LOWEST_PRIORITY:
        pytest.skip("the suite already runs at nice 19 (e.g. under `nice -n 19`): no lower priority to check")
    background = LocalOnnxEmbedder(background=True)
    foreground = LocalOnnxEmbedder()
    texts = ["I prefer window seats", "我对花生过敏"]
    vectors = await background.embed(texts)
    assert background.thread_id is not None and background.thread_id != threading.get_native_id()
    assert os.getpriority(os.PRIO_PROCESS, background.thread_id) >= os.getpriority(os.PRIO_PROCESS, 0) + 1
    assert os.getpriority(os.PRIO_PROCESS, 0) < BACKGROUND_NICENESS  # this thread was left alone
    assert os.sched_getscheduler(background.thread_id) == os.SCHED_IDLE
    assert os.sched_getscheduler(0) != os.SCHED_IDLE
    for mine, theirs in zip(vectors, await foreground.embed(texts), strict=True):
        assert sum(a * b for a, b in zip(mine, theirs, strict=True)) > 0.999
