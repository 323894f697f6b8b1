"""Should forget: deleted, erased, expired, invalidated and superseded facts are never ACTIVE; beyond
what the API shows, the sweeper stores EXPIRED and a deleted chain leaves no revision log behind."""

from collections.abc import Awaitable, Callable

import pytest

from conftest import Tenant
from evaluation.suite import case_params, cases_of, passes
from facts.flows import rows
from memory_center.evaluation.case_model import Case
from memory_center.evaluation.runner import CaseResult, Runner
from memory_center.facts.sweeper import sweep_once

pytestmark = pytest.mark.should_forget


async def the_sweeper_stores_expired(tenant: Tenant, result: CaseResult) -> None:
    runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    await sweep_once(runtime.session_factory, runtime.memory_cache)
    query = "SELECT status FROM memory_fact WHERE tenant_id = :tenant AND id = :id"
    [row] = await rows(tenant, query, id=result.facts["gym"])
    assert row["status"] == "EXPIRED"


async def no_revision_log_remains(tenant: Tenant, result: CaseResult) -> None:
    log = await rows(tenant, "SELECT * FROM memory_fact_revision WHERE tenant_id = :tenant")
    assert "咖啡" not in repr(log)


IN_THE_DATABASE: dict[str, Callable[[Tenant, CaseResult], Awaitable[None]]] = {
    "en-expired-by-the-sweeper": the_sweeper_stores_expired,
    "zh-deleted-chain": no_revision_log_remains,
}


@pytest.mark.parametrize("case", case_params(cases_of("forget")))
async def test_should_forget(runner: Runner, tenant: Tenant, case: Case) -> None:
    result = await passes(runner, case)
    if case.id in IN_THE_DATABASE:
        await IN_THE_DATABASE[case.id](tenant, result)
