"""The per-process holder of the shared vectors and shared rules (``retrieval/shared_holder.py``): bounded by
rows and by entries, least recently used out first, refusals held without rows."""

import time
from dataclasses import dataclass

import pytest

from memory_center.retrieval import shared_holder as held_module
from memory_center.retrieval.shared_holder import Held


@dataclass
class Rows:
    size: int


def holder(max_rows: int) -> Held[str, Rows]:
    return Held(max_rows, lambda rows: rows.size, Rows)


def test_the_least_recently_used_entry_goes_first_when_rows_overflow() -> None:
    held = holder(10)
    held.put("a", Rows(4))
    held.put("b", Rows(4))
    assert held.get("a") == Rows(4)  # "a" is now the most recently used
    held.put("c", Rows(4))
    assert held.get("b") is None
    assert held.get("a") == Rows(4) and held.get("c") == Rows(4)
    assert held.builds == 3


def test_the_newest_entry_stays_even_when_it_alone_is_too_big() -> None:
    held = holder(3)
    held.put("a", Rows(2))
    held.put("big", Rows(5))
    assert held.get("a") is None and held.get("big") == Rows(5)


def test_a_refusal_holds_no_rows_and_replacing_an_entry_counts_it_once() -> None:
    held = holder(4)
    held.put("a", Rows(4))
    held.put("refused", 123.0)
    assert held.get("a") == Rows(4) and held.get("refused") == 123.0
    held.put("a", Rows(4))  # the same key again: one entry, not two
    assert held.get("refused") == 123.0 and held.get("a") == Rows(4)


def test_entries_are_bounded_in_number(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(held_module, "MAX_ENTRIES", 2)
    held = holder(100)
    for key in "abc":
        held.put(key, 0.0)
    assert held.get("a") is None and held.get("b") == 0.0 and held.get("c") == 0.0


def test_a_dropped_entry_drops_its_lock() -> None:
    held = holder(1)
    first = held.lock("a")
    assert held.lock("a") is first
    held.put("a", Rows(1))
    held.put("b", Rows(1))
    assert held.lock("a") is not first


@dataclass
class Read:
    read_at: float


def test_an_entry_is_due_when_absent_refused_until_now_or_read_too_long_ago() -> None:
    held: Held[str, Read] = Held(10, lambda _: 1, Read, lambda entry: entry.read_at)
    now = time.monotonic()
    assert held.due(None, 60)
    assert held.due(now - 1, 60) and not held.due(now + 60, 60), "a refusal waits for its retry time"
    assert held.due(Read(now - 61), 60) and not held.due(Read(now), 60)
    assert not holder(10).due(Rows(1), 0), "entries without a reading time never age"
