"""Extractors: what in a message might be worth remembering (governance decides what is)."""

from memory_center.extraction.build import (
    ExtractedCandidate,
    ExtractionInput,
    ExtractionResult,
    Extractor,
    build_extractor,
)
from memory_center.extraction.llm import ModelExtractor
from memory_center.extraction.rules import RuleExtractor

__all__ = [
    "ExtractedCandidate",
    "ExtractionInput",
    "ExtractionResult",
    "Extractor",
    "ModelExtractor",
    "RuleExtractor",
    "build_extractor",
]
