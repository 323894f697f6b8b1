"""How the pytest suite plays the evaluation cases: one test per case, every role's key of a tenant."""

from collections.abc import Iterable

import pytest

from conftest import Tenant
from memory_center.enums import Role
from memory_center.evaluation.model import Case
from memory_center.evaluation.runner import CaseResult, Runner


def case_params(cases: Iterable[Case]) -> list[object]:
    """One test per case, named by the case id."""
    return [pytest.param(case, id=case.id) for case in cases]


def keys_of(tenant: Tenant, *roles: str) -> dict[Role, str]:
    """The tenant's keys of these roles (all three when none is named)."""
    return {Role(role): tenant.keys[role] for role in roles or ("agent", "reviewer", "admin")}


async def passes(runner: Runner, case: Case) -> CaseResult:
    result = await runner.run(case)
    assert result.outcome == "passed", f"{case.key} ({case.title}): {result.outcome}: {result.reason}"
    return result
