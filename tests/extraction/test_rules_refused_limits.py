"""An order refused for any thing of a kind lasts, and a refusal below a number is a minimum
(docs/extraction.md, "Orders labelled as a rule"; ``governance.lasting.NEGATED_ANY``)."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope
from memory_center.governance.lasting import says_lasting


@pytest.mark.parametrize(
    "text",
    [
        "don't book me any flights with layovers under 90 minutes, I've missed way too many connections",
        "Don't put me on any flights with layovers under 90 minutes",
        "never book me flights with layovers under 90 minutes",
    ],
)
def test_a_refusal_below_a_number_is_a_lasting_minimum(text: str) -> None:
    (candidate,) = read(text)
    assert candidate.memory_type is MemoryType.CONSTRAINT
    assert candidate.scope is Scope.USER
    assert (candidate.subject, candidate.predicate) == ("flights with layovers", "min")
    assert "90" in candidate.content


def test_a_limit_without_refusal_stays_a_maximum_for_the_task() -> None:
    (candidate,) = read("my flights should be under 5 hours")
    assert candidate.predicate == "max"
    assert candidate.scope is Scope.TASK


@pytest.mark.parametrize(
    ("text", "lasting"),
    [
        ("don't book me any red-eye flights", True),
        ("never put me in any hotel without a gym", True),
        ("she doesn't eat any meat", False),
        ("I don't have any plans", False),
        ("don't book anything", False),
    ],
)
def test_negated_any(text: str, lasting: bool) -> None:
    assert says_lasting(text) is lasting
