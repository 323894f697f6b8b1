"""Outdated evidence in ranking (pure): a message whose memories are all no longer current is history,
and the memories that replaced it answer what it matched (docs/context.md, "Outdated evidence"; the
SQL that finds them is retrieval/backing_repository.py)."""

import uuid
from collections.abc import Mapping
from typing import Any

OUTDATED_EVIDENCE = "outdated_evidence"
"""Reason code of evidence that backs only memories no longer current."""
REPLACES_OUTDATED = "replaces_outdated_evidence"
"""Reason code of a memory given the relevance of outdated evidence of a memory it replaced."""


def hand_to_successors(
    relevance: dict[uuid.UUID, float],
    reasons: dict[uuid.UUID, list[Any]],
    outdated: Mapping[uuid.UUID, tuple[uuid.UUID, ...]],
) -> None:
    """A memory that replaced the one an outdated message stated is at least as relevant as that
    message ("where does the user live?" matches "I live in Hangzhou"; the answer is now Shanghai)."""
    for evidence_id, successors in outdated.items():
        lent = relevance.get(evidence_id)
        if lent is None:
            continue
        for fact_id in successors:
            if lent > relevance.get(fact_id, 0.0):
                relevance[fact_id] = lent
                reasons.setdefault(fact_id, []).append(REPLACES_OUTDATED)
