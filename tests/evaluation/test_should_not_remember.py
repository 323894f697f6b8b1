"""Should not remember: sensitive data, authority claims, moods, questions, assistant text and guesses
never become memories; beyond what the API shows, the database holds no fact and no candidate holds the
sensitive text."""

import pytest

from conftest import Tenant
from evaluation.suite import case_params, cases_of, passes
from facts.flows import rows
from memory_center.evaluation.case_model import Case, NotStored
from memory_center.evaluation.runner import Runner

pytestmark = pytest.mark.should_not_remember


@pytest.mark.parametrize("case", case_params(cases_of("not_remember")))
async def test_should_not_remember(runner: Runner, tenant: Tenant, case: Case) -> None:
    await passes(runner, case)
    assert await rows(tenant, "SELECT id FROM memory_fact WHERE tenant_id = :tenant") == []
    candidates = repr(await rows(tenant, "SELECT * FROM memory_candidate WHERE tenant_id = :tenant"))
    for step in case.steps:
        if isinstance(step, NotStored):
            assert step.text not in candidates, "a candidate never stores sensitive data"
