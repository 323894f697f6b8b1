import math

import pytest

from memory_center.embedding.embedder import EmbedderUnavailable, check_vectors, l2_normalise


def test_l2_normalise_gives_unit_length() -> None:
    vector = l2_normalise([3.0, 4.0])
    assert vector == pytest.approx([0.6, 0.8])
    assert math.isclose(math.hypot(*vector), 1.0)


def test_l2_normalise_leaves_zero_vector() -> None:
    assert l2_normalise([0.0, 0.0]) == [0.0, 0.0]


def test_check_vectors_accepts_right_shape() -> None:
    check_vectors([[0.1, 0.2], [0.3, 0.4]], 2, 2)


@pytest.mark.parametrize(
    ("vectors", "count", "dimensions"),
    [
        ([[0.1, 0.2]], 2, 2),
        ([[0.1, 0.2, 0.3]], 1, 2),
        ([[0.1, float("nan")]], 1, 2),
        ([[0.1, float("inf")]], 1, 2),
    ],
)
def test_check_vectors_rejects_bad_shapes(vectors: list[list[float]], count: int, dimensions: int) -> None:
    with pytest.raises(EmbedderUnavailable):
        check_vectors(vectors, count, dimensions)
