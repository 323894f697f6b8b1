"""A liking said as a kind of person, with a change word after it ("I'm a window seat person now"):
``rules.preferences._EN_PERSON`` (docs/extraction.md, "A kind of person, now")."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.reader import read_message


def _read(text: str) -> list[tuple[str | None, str | None, str | None]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    return [(c.subject, c.predicate, c.object_value) for c in read_message(message)]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm a window seat person now", "window seat"),
        ("I'm a tea person these days", "tea"),
        ("I'm a cat person", "cat"),
    ],
)
def test_a_kind_of_person_is_a_liking(text: str, subject: str) -> None:
    assert (subject, "preference", "like") in _read(text)


def test_a_morning_person_is_no_liking() -> None:
    assert not any(predicate == "preference" for _, predicate, _ in _read("I'm a morning person now"))
