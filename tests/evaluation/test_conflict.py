"""Conflict: a lower-trust contradiction waits for review (with a CONFLICT link); a same-trust newer
statement supersedes; a TASK-scope value never overwrites a USER-scope one; keys never cross."""

import pytest

from evaluation.suite import case_params, cases_of, passes
from memory_center.evaluation.case_model import Case
from memory_center.evaluation.runner import Runner

pytestmark = pytest.mark.conflict


@pytest.mark.parametrize("case", case_params(cases_of("conflict")))
async def test_conflict(runner: Runner, case: Case) -> None:
    await passes(runner, case)
