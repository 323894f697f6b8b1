"""A correction at the end of the message it corrects (writepath.within): the reading before it that holds a
value of its type is corrected by the same typed-value rule; the memory says the corrected sentence."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.rules import read_message
from memory_center.writepath.within import WithinCorrections


def read(text: str) -> list[tuple[str | None, str | None, str | None, str]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    result = WithinCorrections().complete(message, ExtractionResult(read_message(message)))
    return [(c.subject, c.predicate, c.object_value, c.content) for c in result.candidates]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "My birthday is July 13th, no wait, the 14th.",
            [("user", "birthday", "July 14th", "My birthday is July 14th")],
        ),
        ("I live in Dublin, I mean Belfast.", [("user", "residence", "Belfast", "I live in Belfast")]),
        ("我的生日是三月五号，不对，是五月。", [("user", "birthday", "五月五号", "我的生日是五月五号")]),
        ("我每天七点起床，不对，六点。", [("六点起床", "preference", "like", "我每天六点起床")]),
        ("I'm 34 — sorry, 35.", [("user", "age", "35", "I'm 35")]),
        (
            "My dentist is Dr. Patel, sorry, Dr. Nguyen.",
            [("user", "dentist", "Dr. Nguyen", "My dentist is Dr. Nguyen")],
        ),
        (
            "I live in Berlin and work at Siemens, sorry, Bosch, not Siemens.",
            [
                ("user", "residence", "Berlin", "I live in Berlin"),
                ("user", "workplace", "Bosch", "work at Bosch"),
            ],
        ),
    ],
)
def test_the_reading_before_is_corrected(text: str, expected: list[tuple[str, str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I love tea, I mean coffee.",  # no typed value: the extractor's reading stands
        "I live in Dublin, I mean it.",
        "I'm 34, actually I love it here.",
        "我住在杭州，我是说真的。",
    ],
)
def test_what_is_no_typed_correction_leaves_the_reading(text: str) -> None:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    expected = [(c.subject, c.predicate, c.object_value, c.content) for c in read_message(message)]
    assert read(text) == expected
