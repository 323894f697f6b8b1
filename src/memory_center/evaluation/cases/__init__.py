"""Every case of the suite, per family (docs/design.md §9)."""

from memory_center.evaluation.cases import (
    conflict,
    forget,
    judgement_changes,
    judgement_clauses,
    judgement_endings,
    judgement_endings_heldout,
    judgement_everyday,
    judgement_everyday_heldout,
    judgement_false,
    judgement_false_heldout,
    judgement_general,
    judgement_general_heldout,
    judgement_heldout,
    judgement_modifiers,
    judgement_phrasing,
    judgement_reading,
    judgement_stale,
    judgement_stale_heldout,
    judgement_topics,
    judgement_topics_heldout,
    judgement_unseen,
    judgement_values,
    not_remember,
    remember,
    standing_heldout,
    standing_requests,
    standing_rules,
    standing_unseen,
)
from memory_center.evaluation.model import Case, Family

ALL_CASES: tuple[Case, ...] = (
    *remember.CASES,
    *not_remember.CASES,
    *forget.CASES,
    *conflict.CASES,
    *judgement_changes.CASES,
    *judgement_clauses.CASES,
    *judgement_endings.CASES,
    *judgement_endings_heldout.CASES,
    *judgement_everyday.CASES,
    *judgement_everyday_heldout.CASES,
    *judgement_false.CASES,
    *judgement_general.CASES,
    *judgement_general_heldout.CASES,
    *judgement_false_heldout.CASES,
    *judgement_heldout.CASES,
    *judgement_modifiers.CASES,
    *judgement_phrasing.CASES,
    *judgement_reading.CASES,
    *judgement_stale.CASES,
    *judgement_stale_heldout.CASES,
    *judgement_topics.CASES,
    *judgement_topics_heldout.CASES,
    *judgement_unseen.CASES,
    *judgement_values.CASES,
    *standing_rules.CASES,
    *standing_requests.CASES,
    *standing_unseen.CASES,
    *standing_heldout.CASES,
)


def cases_of(*families: Family) -> tuple[Case, ...]:
    """The cases of these families (all of them when none is named), in suite order."""
    return tuple(case for case in ALL_CASES if not families or case.family in families)
