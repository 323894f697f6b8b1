"""The evaluation suite's families (docs/design.md §9 and the memory-judgement families): markers, a runner
per test, and pass counts per family at the end.

The cases are data in ``memory_center.evaluation.case_model``, played by the same runner that
``memory-center eval`` uses against a deployment, so this suite and the command can never drift. Every
case test carries exactly one family marker; ``pytest_terminal_summary`` prints how many cases of each
family passed, so ``make test`` ends with the suite's scorecard.
"""

from collections import Counter

import pytest

from conftest import Tenant
from evaluation.suite import keys_of
from memory_center.evaluation.case_model import FAMILIES
from memory_center.evaluation.runner import Runner

_family_of: dict[str, str] = {}
_outcomes: dict[str, Counter[str]] = {family: Counter() for family in FAMILIES}


def pytest_configure(config: pytest.Config) -> None:
    for family, description in FAMILIES.items():
        config.addinivalue_line("markers", f"{family}: evaluation: {description}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        families = [family for family in FAMILIES if item.get_closest_marker(family)]
        if len(families) == 1:
            _family_of[item.nodeid] = families[0]


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    family = _family_of.get(report.nodeid)
    if family is None:
        return
    if report.when == "call":
        _outcomes[family][report.outcome] += 1
    elif report.failed:
        _outcomes[family]["failed"] += 1  # setup or teardown error
    elif report.skipped and report.when == "setup":
        _outcomes[family]["skipped"] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not any(_outcomes.values()):
        return
    terminalreporter.section("evaluation suite (docs/design.md §9)")
    total_passed = total = 0
    for family in FAMILIES:
        counts = _outcomes[family]
        ran = sum(counts.values())
        total_passed += counts["passed"]
        total += ran
        extra = ", ".join(f"{n} {what}" for what, n in sorted(counts.items()) if what != "passed" and n)
        line = f"{family:<20} {counts['passed']:>3}/{ran:<3} passed" + (f" ({extra})" if extra else "")
        terminalreporter.write_line(line)
    terminalreporter.write_line(f"{'all families':<20} {total_passed:>3}/{total:<3} passed")


@pytest.fixture
def runner(tenant: Tenant) -> Runner:
    """The eval runner on the in-process app, every role, no cleanup (each test has its own tenant)."""
    return Runner(tenant.client, keys_of(tenant), cleanup=False)
