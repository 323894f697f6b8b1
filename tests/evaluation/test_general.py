"""Judgement that generalises (issue 24): the development set of everyday conversations, judged by outcome
(``evals/cases/judgement_general*.jsonl``). Cases the design does not yet get right carry ``not_yet`` in
the data (strict xfail: a case that starts passing must lose its marker) and are listed in
docs/evaluation.md."""

import pytest

from evaluation.suite import case_params, cases_of, passes
from memory_center.evaluation.case_model import Case
from memory_center.evaluation.runner import Runner


@pytest.mark.parametrize("case", case_params(cases_of("judgement_general", "judgement_general_heldout")))
async def test_general(runner: Runner, case: Case) -> None:
    await passes(runner, case)
