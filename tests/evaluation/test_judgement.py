"""Memory judgement and standing rules: changes of mind, moves and renames, corrections, negation,
everyday phrasing, several memories per message, lasting vs one-time, numbers and dates, mixed
languages, what must not merge, and standing rules that reach every context (one test per case,
marked with its family): every case file of ``evals/cases/`` that no other module of this directory
plays, so a new file is played without being registered anywhere."""

import pytest

from evaluation.suite import CASES_DIR, case_params, cases_of, passes
from memory_center.evaluation.case_model import Case
from memory_center.evaluation.runner import Runner

PLAYED_ELSEWHERE = frozenset(
    {"conflict", "forget", "not_remember", "remember", "judgement_general", "judgement_general_heldout"}
)
"""The files that test_conflict, test_should_*, and test_general play (with checks of their own)."""

FILES = tuple(sorted(path.stem for path in CASES_DIR.glob("*.jsonl") if path.stem not in PLAYED_ELSEWHERE))


@pytest.mark.parametrize("case", case_params(cases_of(*FILES)))
async def test_judgement(runner: Runner, case: Case) -> None:
    await passes(runner, case)


def test_every_case_of_the_suite_runs_in_make_test() -> None:
    """A case file run by no test would never be checked: the files played elsewhere exist, and with
    this module's files they are every case of ``evals/cases/``."""
    assert all((CASES_DIR / f"{name}.jsonl").is_file() for name in PLAYED_ELSEWHERE)
    tested = {case.key for case in cases_of(*FILES, *sorted(PLAYED_ELSEWHERE))}
    assert tested == {case.key for case in cases_of()}
    assert len(tested) >= 1000
