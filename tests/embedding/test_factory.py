from collections.abc import AsyncIterator

import httpx
import pytest

from memory_center.config import Settings
from memory_center.embedding import build_embedder
from memory_center.embedding.e5 import E5Embedder
from memory_center.embedding.local import LocalOnnxEmbedder
from memory_center.embedding.openai import OpenAICompatibleEmbedder


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as http_client:
        yield http_client


def _settings(**values: object) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


async def test_none_builds_nothing(client: httpx.AsyncClient) -> None:
    assert build_embedder(_settings(embedding_provider="none"), client) is None


async def test_local_is_the_default(client: httpx.AsyncClient) -> None:
    embedder = build_embedder(_settings(), client)
    assert isinstance(embedder, LocalOnnxEmbedder)
    assert embedder.dimensions == 384


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
    ],
)
async def test_impossible_configurations_fail_at_build(
    client: httpx.AsyncClient, values: dict[str, object]
) -> None:
    with pytest.raises(ValueError, match="MC_EMBEDDING"):
        build_embedder(_settings(**values), client)
