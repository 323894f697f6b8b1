"""The user's relation status as one single-valued slot (``user / relationship``: single, in a
relationship, engaged, married), kept beside each reading of the user's partner (pure; docs/extraction.md,
"Session 25: life events said plainly"): "I'm single" keeps ``single``, and "I got engaged to Priya" or
上个月跟小林领证了 keeps ``engaged to Priya`` / ``married to 小林``, which replaces it on its key."""

from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.rules.started import RELATIONSHIP, New, relation_status
from memory_center.extraction.schema import BY_NAME, plain_sentence
from memory_center.governance.lasting import says_one_time
from memory_center.writepath.step_candidates import step_candidate

STATUS_CONFIDENCE = 0.8
"""As sure as the reading of the partner it follows."""


def with_relation_status(message: ExtractionInput, result: ExtractionResult) -> ExtractionResult:
    """The message's readings, and the relation status its reading of the user's partner says."""
    if message.role != "user" or result.error is not None:
        return result
    if any(c.subject == "user" and c.predicate == RELATIONSHIP and c.ends is None for c in result.candidates):
        return result
    for candidate in result.candidates:
        new = New(candidate.subject or "", candidate.predicate or "", candidate.object_value or "")
        status = relation_status(message.text, new)
        if status is None:
            continue
        kept = step_candidate(
            memory_type=MemoryType.FACT,
            subject="user",
            predicate=RELATIONSHIP,
            object_value=status,
            content=_content(message.text, status),
            confidence=STATUS_CONFIDENCE,
        )
        # an ending of the held status by the same change (extraction.held_states: 单身) gives way to it
        others = [c for c in result.candidates if not (c.subject == "user" and c.predicate == RELATIONSHIP)]
        return replace(result, candidates=[*others, kept])
    return result


def _content(text: str, status: str) -> str:
    """The user's words, or the status said plainly when they date one occasion ("my girlfriend and I
    are going hiking this weekend": the status lasts, the hike does not)."""
    said = text.strip().rstrip(".。!！")
    return (
        plain_sentence(BY_NAME[RELATIONSHIP], status)
        if says_one_time(said) or "?" in said or "？" in said
        else said
    )
