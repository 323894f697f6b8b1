"""Memory judgement and standing rules: changes of mind, moves and renames, corrections, negation,
everyday phrasing, several memories per message, lasting vs one-time, numbers and dates, mixed
languages, what must not merge, and standing rules that reach every context (one test per case,
marked with its family)."""

import pytest

from evaluation.suite import passes
from memory_center.evaluation.cases import (
    ALL_CASES,
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
from memory_center.evaluation.model import Case
from memory_center.evaluation.runner import Runner

CASES = (
    judgement_changes.CASES
    + judgement_clauses.CASES
    + judgement_endings.CASES
    + judgement_endings_heldout.CASES
    + judgement_everyday.CASES
    + judgement_everyday_heldout.CASES
    + judgement_false.CASES
    + judgement_false_heldout.CASES
    + judgement_heldout.CASES
    + judgement_modifiers.CASES
    + judgement_phrasing.CASES
    + judgement_reading.CASES
    + judgement_stale.CASES
    + judgement_stale_heldout.CASES
    + judgement_topics.CASES
    + judgement_topics_heldout.CASES
    + judgement_unseen.CASES
    + judgement_values.CASES
    + standing_rules.CASES
    + standing_requests.CASES
    + standing_unseen.CASES
    + standing_heldout.CASES
)


@pytest.mark.parametrize(
    "case", [pytest.param(case, id=case.id, marks=getattr(pytest.mark, case.family)) for case in CASES]
)
async def test_judgement(runner: Runner, case: Case) -> None:
    await passes(runner, case)


def test_every_case_of_the_suite_runs_in_make_test() -> None:
    """A case file registered in the suite but run by no test would never be checked: the cases of
    this module and of the four family modules are the whole suite."""
    others = (
        conflict.CASES,
        forget.CASES,
        not_remember.CASES,
        remember.CASES,
        judgement_general.CASES,
        judgement_general_heldout.CASES,
    )
    tested = {case.id for case in CASES} | {case.id for cases in others for case in cases}
    assert {case.id for case in ALL_CASES} == tested
