"""Session 24's cuts of the context request's CPU give what the code they replaced gave (docs/benchmarks.md,
"Session 24: the context request's CPU"): pure functions, against the replaced code inlined."""

import math
import random
from datetime import UTC, datetime

from memory_center.enums import Scope
from memory_center.retrieval import fresh
from memory_center.retrieval.repository import USER_BOUND_SCOPES, FactScope, _scope_values, fact_values
from memory_center.retrieval.scope import Viewer, visible_scope_keys


def _old_cosine(a: list[float], b: list[float]) -> float:
    dot = math.fsum(x * y for x, y in zip(a, b, strict=True))
    norms = math.sqrt(math.fsum(x * x for x in a)) * math.sqrt(math.fsum(y * y for y in b))
    return dot / norms if norms else 0.0


def _old_scope_values(viewer: Viewer) -> tuple[list[str], list[str]]:
    pairs = visible_scope_keys(viewer)
    keys = [f"{scope.value}:{value}" for scope, value in pairs]
    return keys, [scope.value for scope, _ in pairs if scope in USER_BOUND_SCOPES]


def test_the_cosine_with_the_query_norm_taken_once_is_the_same_float() -> None:
    draw = random.Random(24)
    for _ in range(300):
        size = draw.choice((3, 384, 512, 896))
        a = [draw.uniform(-1, 1) for _ in range(size)]
        b = [draw.gauss(0, 0.1) for _ in range(size)]
        assert fresh._cosine((a, fresh._norm(a)), b) == _old_cosine(a, b)
    zero = [0.0] * 8
    assert fresh._cosine((zero, fresh._norm(zero)), [1.0] * 8) == _old_cosine(zero, [1.0] * 8) == 0.0


def test_the_cosine_refuses_vectors_of_different_lengths_as_before() -> None:
    for call in (lambda: _old_cosine([1.0], [1.0, 2.0]), lambda: fresh._cosine(([1.0], 1.0), [1.0, 2.0])):
        try:
            call()
        except ValueError:
            continue
        raise AssertionError("no error")


def test_scope_values_kept_per_viewer_equal_the_computed_ones_and_are_new_lists() -> None:
    viewers = [
        Viewer("t1"),
        Viewer("t1", user_id="u1"),
        Viewer("t1", user_id="u1", department_id="d1", agent_id="a1", session_id="s1", task_id="k1"),
        Viewer("t2", user_id="u1", task_id="k1"),
        Viewer("t1", department_id="d1", session_id="s1"),
    ]
    for viewer in viewers * 2:
        assert _scope_values(viewer) == _old_scope_values(viewer)
    first = _scope_values(viewers[2])
    first[0].append(f"{Scope.USER.value}:someone-else")  # a caller changing its own list ...
    first[1].clear()
    assert _scope_values(viewers[2]) == _old_scope_values(viewers[2])  # ... changes no later answer
    values = fact_values(FactScope(viewers[3], datetime(2026, 1, 1, tzinfo=UTC)))
    assert (values["visible_scope_keys"], values["bound_scopes"]) == _old_scope_values(viewers[3])
