"""A USER memory a write-path step proposes in the rule extractor's name (the held-slot comparison,
the slots by meaning, the held turns: docs/extraction.md): its importance assessed on its own words,
the rule extractor's model and version recorded."""

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.reader import RULES_MODEL, RULES_VERSION
from memory_center.governance.importance import assess


def step_candidate(
    *,
    memory_type: MemoryType,
    subject: str,
    predicate: str,
    object_value: str,
    content: str,
    confidence: float,
    ends: str | None = None,
) -> ExtractedCandidate:
    importance = assess(content, standing_rule=False, correction=False, explicit_save=False)
    return ExtractedCandidate(
        memory_type=memory_type,
        subject=subject,
        predicate=predicate,
        object_value=object_value,
        content=content,
        scope=Scope.USER,
        confidence=confidence,
        extractor_model=RULES_MODEL,
        extractor_version=RULES_VERSION,
        importance=importance.value,
        importance_reasons=tuple(reason.value for reason in importance.reasons),
        ends=ends,
    )
