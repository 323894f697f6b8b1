"""Should remember: explicit and stable statements become the right type, scope and value."""

import pytest

from evaluation.suite import case_params, cases_of, passes
from memory_center.evaluation.case_model import Case
from memory_center.evaluation.runner import Runner

pytestmark = pytest.mark.should_remember


@pytest.mark.parametrize("case", case_params(cases_of("remember")))
async def test_should_remember(runner: Runner, case: Case) -> None:
    await passes(runner, case)
