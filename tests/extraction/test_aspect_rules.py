"""A directive about an aspect of the answers said as lasting is a USER standing rule whatever its word
order; reports, someone else's rules, one-offs and questions are not (extraction/rules/aspect_rules.py)."""

import pytest

from memory_center.enums import MemoryType
from memory_center.extraction.rules.aspect_rules import read_aspect_rule
from memory_center.extraction.rules.directives import read_directive
from memory_center.extraction.rules.model import NEVER, REQUIRED
from memory_center.extraction.rules.rule_aspects import aspects_of, cued_aspects


@pytest.mark.parametrize(
    ("said", "aspect", "value"),
    [
        ("以后金额都用人民币显示", "currency", REQUIRED),
        ("以后温度都用摄氏度", "units", REQUIRED),
        ("以后回答我都用公制单位", "units", REQUIRED),
        ("今后日期都写成日月年", "dates", REQUIRED),
        ("以后金额别用美元显示", "currency", NEVER),
        ("dates as DD/MM from here on", "dates", REQUIRED),
        ("I'd like British spelling from now on", "spelling", REQUIRED),
        ("weights in kilos going forward please", "units", REQUIRED),
        ("From now on, no Fahrenheit", "units", NEVER),
    ],
)
def test_an_aspect_said_as_lasting_is_a_rule(said: str, aspect: str, value: str) -> None:
    reading = read_directive(said)
    assert reading is not None and reading.memory_type is MemoryType.CONSTRAINT
    assert reading.object_value == value
    assert aspect in aspects_of(reading.subject)


@pytest.mark.parametrize(
    "said",
    [
        "I run in miles these days",  # a report: no word of lasting
        "美国人都用华氏度",  # a custom of other people
        "我们公司以后报价都用欧元",  # someone else's rule
        "My boss wants all reports in British spelling from now on",
        "以后公司报销都用美元",  # the head before 都 is no aspect and not the user
        "From now on I'll be working from Berlin",  # lasting, but no aspect of the answers
    ],
)
def test_look_alikes_give_no_aspect_rule(said: str) -> None:
    assert read_aspect_rule(said) is None


def test_cued_aspects_name_an_aspect_without_its_value() -> None:
    assert cued_aspects("金额") == {"currency"}
    assert cued_aspects("美国人") == frozenset()


def _later(text: str) -> object:
    from datetime import UTC, datetime

    from memory_center.extraction.contract import ExtractionInput
    from memory_center.extraction.rules.later import read_later_correction

    return read_later_correction(
        ExtractionInput(text, "user", "u1", "s1", None, None, None, datetime.now(UTC))
    )


def test_a_thing_pointed_at_described_corrects_no_held_rule() -> None:
    """这道菜谱是英制的 tells the recipe's units, not a correction of the held 以后回答我都用公制单位."""
    assert _later("这道菜谱是英制的，我自己换算好了") is None
    assert _later("那个是4800") is not None  # a bare pointer with a value stays a reply's correction


@pytest.mark.parametrize(
    "said", ["以后预算一般5k RMB", "budget is 2k euros from now on", "以后每月开销控制在1万人民币"]
)
def test_an_amount_with_its_magnitude_chooses_no_currency(said: str) -> None:
    # "5k RMB" is an amount in RMB, not a choice of RMB for every answer: the budget reader keeps it
    assert "currency" not in aspects_of(said)
