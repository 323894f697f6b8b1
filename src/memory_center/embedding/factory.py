"""Builds the configured embedder (``MC_EMBEDDING_PROVIDER``)."""

import httpx

from memory_center.config import Settings
from memory_center.embedding.base import Embedder
from memory_center.embedding.e5 import E5_DIMENSIONS, E5Embedder
from memory_center.embedding.local import MINILM_DIMENSIONS, LocalOnnxEmbedder
from memory_center.embedding.openai import KNOWN_DIMENSIONS, OpenAICompatibleEmbedder


def build_embedder(
    settings: Settings, http_client: httpx.AsyncClient, *, background: bool = False
) -> Embedder | None:
    """The embedder for ``settings``; None when the semantic index is switched off. ``background``:
    for the index worker (the local model then yields the CPU to the request path).

    Raises ValueError for a configuration that can never work (so startup fails loudly); run-time
    failures of a provider are :class:`~memory_center.embedding.base.EmbedderUnavailable` instead.
    """
    provider = settings.embedding_provider
    if provider == "none":
        return None
    if provider == "local":
        _check_fixed_dimensions(settings, MINILM_DIMENSIONS)
        return LocalOnnxEmbedder(background=background)
    if provider == "e5":
        _check_fixed_dimensions(settings, E5_DIMENSIONS)
        return E5Embedder()
    return _build_openai(settings, http_client)


def _build_openai(settings: Settings, http_client: httpx.AsyncClient) -> OpenAICompatibleEmbedder:
    if not settings.embedding_url or not settings.embedding_model:
        raise ValueError("MC_EMBEDDING_URL and MC_EMBEDDING_MODEL are required for the openai provider")
    dimensions = settings.embedding_dimensions or KNOWN_DIMENSIONS.get(settings.embedding_model)
    if dimensions is None:
        raise ValueError(f"MC_EMBEDDING_DIMENSIONS is required for model {settings.embedding_model!r}")
    return OpenAICompatibleEmbedder(
        http_client,
        url=settings.embedding_url,
        model=settings.embedding_model,
        dimensions=dimensions,
        api_key=settings.embedding_api_key,
        timeout_seconds=settings.embedding_timeout_seconds,
    )


def _check_fixed_dimensions(settings: Settings, dimensions: int) -> None:
    configured = settings.embedding_dimensions
    if configured is not None and configured != dimensions:
        provider = settings.embedding_provider
        raise ValueError(f"MC_EMBEDDING_DIMENSIONS={configured} but the {provider} model has {dimensions}")
