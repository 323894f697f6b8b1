"""The evaluation suite's four families (DESIGN §9): markers, and pass counts per family at the end.

Every evaluation test carries exactly one family marker; ``pytest_terminal_summary`` prints how many
cases of each family passed, so ``make test`` ends with the suite's scorecard.
"""

from collections import Counter

import pytest

FAMILIES = {
    "should_remember": "evaluation: explicit, stable statements become the right memory",
    "should_not_remember": "evaluation: sensitive data, authority claims, moods, questions, guesses stay out",
    "should_forget": "evaluation: deleted, erased, expired and superseded facts are never ACTIVE",
    "conflict": "evaluation: contradictions wait, supersede, or stay in their own scope",
}

_family_of: dict[str, str] = {}
_outcomes: dict[str, Counter[str]] = {family: Counter() for family in FAMILIES}


def pytest_configure(config: pytest.Config) -> None:
    for family, description in FAMILIES.items():
        config.addinivalue_line("markers", f"{family}: {description}")


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
    terminalreporter.section("evaluation suite (DESIGN §9)")
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
