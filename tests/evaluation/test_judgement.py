"""Memory judgement and standing rules: changes of mind, moves and renames, corrections, negation,
everyday phrasing, several memories per message, lasting vs one-time, numbers and dates, mixed
languages, what must not merge, and standing rules that reach every context (one test per case,
marked with its family)."""

import pytest

from evaluation.suite import passes
from memory_center.evaluation.cases import (
    judgement_changes,
    judgement_heldout,
    judgement_phrasing,
    judgement_reading,
    judgement_unseen,
    judgement_values,
    standing_rules,
)
from memory_center.evaluation.model import Case
from memory_center.evaluation.runner import Runner

CASES = (
    judgement_changes.CASES
    + judgement_heldout.CASES
    + judgement_phrasing.CASES
    + judgement_reading.CASES
    + judgement_unseen.CASES
    + judgement_values.CASES
    + standing_rules.CASES
)


@pytest.mark.parametrize(
    "case", [pytest.param(case, id=case.id, marks=getattr(pytest.mark, case.family)) for case in CASES]
)
async def test_judgement(runner: Runner, case: Case) -> None:
    await passes(runner, case)
