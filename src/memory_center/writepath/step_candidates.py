"""A USER memory a write-path step proposes in the rule extractor's name (the held-slot comparison,
the slots by meaning, the held turns: docs/extraction.md): its importance assessed on its own words,
the rule extractor's model and version recorded."""

import re

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.rules.free_text import (
    FREE_TEXT_CONFIDENCE,
    FREE_TEXT_PREDICATE,
    USER,
    statement_key,
)
from memory_center.extraction.rules.reader import RULES_MODEL, RULES_VERSION
from memory_center.governance.importance import assess
from memory_center.governance.lasting import dates_a_change, names_near_date, says_one_time

ENDED = "none"
"""The object value of a candidate that ends a held value (its ``ends``) and sets nothing new."""
ENDING_CONFIDENCE = 0.7
"""An ending read by comparison with a held memory: above the review threshold, below a plain reading."""


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


def ending_candidate(end: HeldValue, statement: str) -> ExtractedCandidate:
    """The candidate that ends the held value ``end``, worded by the statement that ends it. A clause
    of one occasion is left out of the wording (毕业证拿到了，下周一去网易报到: the ending is said by the
    clauses with no date of one occasion), so the ending is not scoped to that occasion."""
    content = statement.strip().rstrip("。.!！")
    # a near date that governance would scope the ending to ("… the allergist confirmed it on Monday")
    near = names_near_date(content) and not dates_a_change(content)
    if says_one_time(content) or near:
        parts = re.split(r"[，,；;。!！]|\.\s", content)
        lasting = [
            part
            for part in parts
            if part and not says_one_time(part) and not (near and names_near_date(part))
        ]
        content = ("，" if re.search(r"[\u4e00-\u9fff]", content) else ", ").join(lasting) or content
    return step_candidate(
        memory_type=MemoryType.FACT,
        subject=end.subject,
        predicate=end.predicate,
        object_value=ENDED,
        content=content,
        confidence=ENDING_CONFIDENCE,
        ends=end.value,
    )


def free_text_candidate(clause: str, written: set[tuple[str, str]]) -> ExtractedCandidate | None:
    """A clause kept as the user's free-text memory (``extraction.rules.free_text``: a FACT at its low
    confidence, keyed by its canonical text), or None when a candidate of the message holds its key
    already; the key is then counted as written."""
    key = (USER, FREE_TEXT_PREDICATE + statement_key(clause))
    if key in written:
        return None
    written.add(key)
    return step_candidate(
        memory_type=MemoryType.FACT,
        subject=USER,
        predicate=key[1],
        object_value=clause,
        content=clause,
        confidence=FREE_TEXT_CONFIDENCE,
    )


def holds_value(candidate: ExtractedCandidate, statement: str) -> bool:
    """Whether a reading of the user's own slot names its value in the statement, so the statement needs no
    free-text memory of its own (a model's "The user flies Lufthansa." for "Lufthansa is my airline these
    days"); a stance of a thing (``preference = like``) or an ending holds nothing."""
    value = (candidate.object_value or "").casefold()
    if candidate.subject != "user" or candidate.predicate in ("preference", None) or value == ENDED:
        return False
    return len(value) > 2 and value in statement.casefold()
