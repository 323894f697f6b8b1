"""The extractor contract (``extraction.contract``, and the canonical key parts of
``governance.values``, re-exported here) and how an extractor is chosen."""

import httpx

from memory_center.config import Settings
from memory_center.extraction.contract import (
    ExtractedCandidate,
    ExtractionInput,
    ExtractionResult,
    Extractor,
    MessageRole,
    transient_scope,
)
from memory_center.governance.values import MAX_KEY_PART_CHARS, canonical_key_part

__all__ = [
    "MAX_KEY_PART_CHARS",
    "ExtractedCandidate",
    "ExtractionInput",
    "ExtractionResult",
    "Extractor",
    "MessageRole",
    "build_extractor",
    "canonical_key_part",
    "transient_scope",
]


def build_extractor(settings: Settings, http_client: httpx.AsyncClient) -> Extractor:
    """The extractor ``MC_EXTRACTOR`` names: ``rules`` (default, no network) or ``llm``.

    ``llm`` needs ``MC_LLM_URL`` and ``MC_LLM_MODEL``; without them this raises ``ValueError`` at
    start-up rather than failing every message later. The rule extractor stands in for every message
    the model does not answer usably (``extraction.llm``, "Fallback").
    """
    from memory_center.extraction.llm import ModelExtractor
    from memory_center.extraction.rules import RuleExtractor

    if settings.extractor == "rules":
        return RuleExtractor()
    if not settings.llm_url or not settings.llm_model:
        raise ValueError("MC_EXTRACTOR=llm needs MC_LLM_URL and MC_LLM_MODEL")
    return ModelExtractor(
        http_client,
        url=settings.llm_url,
        model=settings.llm_model,
        api_key=settings.llm_api_key,
        timeout=settings.llm_timeout_seconds,
        fallback=RuleExtractor(),
    )
