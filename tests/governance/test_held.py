"""What the held fact tells (``governance.held``): an ending ends only the value it names, nothing when
nothing is held, and a bare amount keeps the held unit."""

import uuid

import pytest

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.held import keep_held_unit, names_held, refuse_ending, with_unit_of
from memory_center.governance.policies import ExistingFact, Outcome, Reason, Screening


def _draft(subject: str, predicate: str, value: str, ends: str | None) -> CandidateDraft:
    return CandidateDraft(
        MemoryType.FACT, subject, predicate, value, "said", Scope.USER, 0.8, SourceType.USER_STATED, 1,
        user_id="u-1", ends=ends,
    )  # fmt: skip


def _held(value: str) -> ExistingFact:
    return ExistingFact(uuid.uuid4(), value, "said before", SourceType.USER_STATED, Scope.USER)


@pytest.mark.parametrize(
    ("ended", "held", "names"),
    [
        ("", "Munich", True),
        ("Lyon", "Munich", False),
        ("Lyon", "lyon", True),
        ("Siemens", "Siemens AG", True),
        ("teacher", "high school teacher", True),
        ("tea", "teacher", False),
        ("老师", "中学老师", True),
        ("杭州", "慕尼黑", False),
        ("the BMW", "BMW", True),
        ("Vodafone", "Anna", False),
    ],
)
def test_an_ending_names_the_held_value(ended: str, held: str, names: bool) -> None:
    assert names_held(ended, held) is names


def test_an_ending_of_another_value_or_of_nothing_is_refused() -> None:
    ending = Screening(_draft("user", "residence", "none", "Lyon"))
    other = refuse_ending(ending, _held("Munich"))
    assert other is not None and (other.outcome, other.reason) == (Outcome.REJECT, Reason.ENDS_ANOTHER_VALUE)
    nothing = refuse_ending(ending, None)
    assert nothing is not None and nothing.reason is Reason.NOTHING_TO_END
    assert refuse_ending(ending, _held("Lyon")) is None
    assert refuse_ending(Screening(_draft("user", "residence", "none", "")), _held("Munich")) is None
    assert refuse_ending(ending, _held("none")) is None  # settled as usual: a merge


def test_a_reading_that_is_no_ending_is_never_refused() -> None:
    assert refuse_ending(Screening(_draft("user", "residence", "Paris", None)), None) is None


@pytest.mark.parametrize(
    ("value", "held", "kept"),
    [
        ("500", "800 EUR", "500 EUR"),
        ("120", "150 USD/night", "120 USD/night"),
        ("2500", "3000 元", "2500 元"),
        ("2500", "3000", "2500"),
        ("500 GBP", "800 EUR", "500 GBP"),
    ],
)
def test_a_bare_amount_keeps_the_held_unit(value: str, held: str, kept: str) -> None:
    screening = Screening(_draft("budget", "max_amount", value, None))
    assert keep_held_unit(screening, _held(held)).draft.object_value == kept
    assert with_unit_of(value, held) == kept


def test_only_a_budget_keeps_the_held_unit() -> None:
    screening = Screening(_draft("user", "residence", "500", None))
    assert keep_held_unit(screening, _held("800 EUR")).draft.object_value == "500"
