"""A stored turn's appended day goes to the parts that read dates only (embedding/ensemble.py)."""

from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np
import pytest

from memory_center.embedding.ensemble import EnsembleEmbedder, multilingual_default, undated
from memory_center.embedding.local import MINILM_DIMENSIONS
from memory_center.evidence.previous_turn import dated


class Recording:
    """A symmetric embedder that remembers what it was given (vectors: a fixed unit vector)."""

    def __init__(self, dimensions: int) -> None:
        self.seen: list[str] = []
        self._dimensions = dimensions

    @property
    def model(self) -> str:
        return f"recording-{self._dimensions}"

    @property
    def dimensions(self) -> int:
        return self._dimensions

    def embed_sync(self, texts: Sequence[str]) -> list[list[float]]:
        self.seen.extend(texts)
        return [[1.0] + [0.0] * (self._dimensions - 1) for _ in texts]


@pytest.mark.parametrize(
    ("month", "day"), [(month, day) for month in range(1, 13) for day in (1, 9, 10, 28)] + [(12, 31), (4, 30)]
)
def test_undated_removes_exactly_what_dated_appends(month: int, day: int) -> None:
    text = "Caroline: I went to a support group (the one from May)."
    assert undated(dated(text, datetime(2023, month, day, 14, 5, tzinfo=UTC))) == text


@pytest.mark.parametrize(
    "text",
    [
        "I moved here on (8 May 2023) and loved it",  # a date inside the text is the text's own
        "See you (8 Mai 2023)",  # not the format dated() writes
        "Total (8 May 23)",
        "Holiday (32 May 2023)",
        "我2023年5月8日搬家了",
        "",
        "I like tea.",
    ],
)
def test_undated_leaves_other_texts_alone(text: str) -> None:
    assert undated(text) == text


async def test_only_the_parts_that_read_dates_get_the_day() -> None:
    reads, ignores = Recording(3), Recording(4)
    mix = EnsembleEmbedder([(reads, 0.5), (ignores, 0.5)], reads_dates=[True, False])
    turn = dated("I adopted a dog.", datetime(2024, 3, 2, tzinfo=UTC))
    await mix.embed([turn, "No date here."])  # the first call (loads the parts one by one)
    await mix.embed([turn])  # afterwards (the parts on threads of their own)
    mix.embed_sync([turn])
    assert [t for t in reads.seen if t != "warm up"] == [turn, "No date here.", turn, turn]
    assert [t for t in ignores.seen if t != "warm up"] == [
        "I adopted a dog.",
        "No date here.",
        "I adopted a dog.",
        "I adopted a dog.",
    ]


def test_a_flag_per_part_is_required() -> None:
    with pytest.raises(ValueError, match="reads_dates"):
        EnsembleEmbedder([(Recording(3), 1.0)], reads_dates=[True, False])


async def test_the_default_reads_a_turns_day_with_minilm_only() -> None:
    """A Chinese question is compared with an English turn by USE's part alone: the day appended to
    the turn no longer changes that cosine, while MiniLM's part still holds the day."""
    default = multilingual_default()
    plain = "My brother Tom is a firefighter in Leeds."
    turn = dated(plain, datetime(2026, 12, 3, tzinfo=UTC))
    (with_day, without_day), (question,) = (
        await default.embed([turn, plain]),
        await default.embed(["我哥哥是做什么工作的？"], kind="query"),
    )
    use_part = slice(MINILM_DIMENSIONS, None)
    assert np.allclose(with_day[use_part], without_day[use_part])
    assert not np.allclose(with_day[:MINILM_DIMENSIONS], without_day[:MINILM_DIMENSIONS])
    cosine = float(np.dot(question[use_part], with_day[use_part]))
    assert cosine == pytest.approx(float(np.dot(question[use_part], without_day[use_part])), abs=1e-6)
