"""Readings that put a second statement on the slot the first one holds (session 27, issue 24): a blood
type said as one of the slot's options (O positive, B型血), whatever the cue ("blood group"); a Chinese
child's or pet's name said with 的名字是 as with 叫; look-alikes read no slot."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.reader import read_message


def keys(text: str) -> list[tuple[str | None, str | None, str | None]]:
    message = ExtractionInput(text, "user", "u", "s", None, None, None, datetime.now(UTC))
    return [(c.subject, c.predicate, c.object_value) for c in read_message(message)]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("我是A型血。", ("user", "blood_type", "A型血")),
        ("我是AB型血，献血证上写的。", ("user", "blood_type", "AB型血")),
        ("I'm O positive.", ("user", "blood_type", "O positive")),
        ("My blood group is A negative.", ("user", "blood_type", "A negative")),
        ("My blood type is A positive.", ("user", "blood_type", "A positive")),
        ("我女儿的名字是小雪，雪花的雪。", ("daughter", "name", "小雪")),
        ("我家狗的名字是旺财。", ("dog", "name", "旺财")),
    ],
)
def test_the_slot_is_read(text: str, key: tuple[str, str, str]) -> None:
    assert key in keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "My son is O negative, like his dad.",  # someone else's blood type
        "我女儿是O型血，跟她爸一样。",
        "The test came back negative.",
        "I got an A in maths, positive vibes.",
        "我女儿的名字是个谜。",  # no name
    ],
)
def test_look_alikes_read_no_slot(text: str) -> None:
    assert not any(predicate in ("blood_type", "name") for _, predicate, _ in keys(text))
