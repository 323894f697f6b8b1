"""How the pytest suite plays the evaluation cases: the data files of ``evals/cases/``, one test per
case (a case marked ``not_yet`` as a strict xfail), every role's key of a tenant."""

from collections.abc import Iterable
from pathlib import Path

import pytest

from conftest import Tenant
from memory_center.enums import Role
from memory_center.evaluation.case_model import Case
from memory_center.evaluation.data import load_cases
from memory_center.evaluation.runner import CaseResult, Runner

CASES_DIR = Path(__file__).resolve().parents[2] / "evals" / "cases"
"""The project's whole suite as data (evals/README.md)."""


def cases_of(*names: str) -> tuple[Case, ...]:
    """The cases of these files of ``evals/cases/`` (by name, without ``.jsonl``), or of all of them."""
    return load_cases(*(CASES_DIR / f"{name}.jsonl" for name in names)) if names else load_cases(CASES_DIR)


def case_params(cases: Iterable[Case]) -> list[object]:
    """One test per case, named by its id and marked with its family; a case the design does not get
    right yet (``not_yet`` in the data) is a strict xfail: one that starts passing must lose its marker."""
    params = []
    for case in cases:
        marks = [getattr(pytest.mark, case.family)]
        if case.not_yet:
            marks.append(pytest.mark.xfail(reason=case.not_yet, strict=True))
        params.append(pytest.param(case, id=case.id, marks=marks))
    return params


def keys_of(tenant: Tenant, *roles: str) -> dict[Role, str]:
    """The tenant's keys of these roles (all three when none is named)."""
    return {Role(role): tenant.keys[role] for role in roles or ("agent", "reviewer", "admin")}


async def passes(runner: Runner, case: Case) -> CaseResult:
    result = await runner.run(case)
    assert result.outcome == "passed", f"{case.key} ({case.title}): {result.outcome}: {result.reason}"
    return result
