"""A per-process holder of what every viewer of a tenant shares, read once per generation of the
tenant's shared facts (migration 0018): the shared facts' vectors (``shared_vectors``), the shared
standing rules (``shared_rules``) and the shared texts of the keyword search (``shared_texts``) are
three kinds of entry in it (docs/benchmarks.md, "Session 21" and "Session 22").

Bounded twice: at most ``max_rows`` rows over all entries (an entry's rows are what ``rows_of`` counts)
and ``MAX_ENTRIES`` entries, least recently used out first; the newest entry always stays. An entry is
either what was read or, as a float (``time.monotonic()``), when to try a key again that had no
generation or more rows than the process may hold: the refusal is remembered, not asked on each request.
"""

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

MAX_ENTRIES = 4096
"""Entries held at most, whatever their size (those of tenants without shared rows hold none)."""

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Held(Generic[K, V]):
    def __init__(
        self,
        max_rows: int,
        rows_of: Callable[[V], int],
        kind: type[V],
        read_at: Callable[[V], float] | None = None,
    ) -> None:
        self.max_rows = max_rows
        self._rows_of = rows_of
        self._kind = kind
        self._read_at = read_at
        """When an entry was read (``time.monotonic()``), for entries that age (``due``); None: never."""
        self._entries: OrderedDict[K, V | float] = OrderedDict()
        self._locks: dict[K, asyncio.Lock] = {}
        self.available: bool | None = None
        """Whether the database keeps the generation (migration 0018; not on Citus). None: not asked."""
        self.builds = 0

    def get(self, key: K) -> V | float | None:
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
        return found

    def due(self, entry: V | float | None, seconds: float) -> bool:
        """Whether ``entry`` (from ``get``) must be read (again): none held, a refusal whose retry time
        has come, or an entry read more than ``seconds`` ago."""
        now = time.monotonic()
        if entry is None:
            return True
        if isinstance(entry, float):
            return entry < now
        return self._read_at is not None and self._read_at(entry) + seconds < now

    def lock(self, key: K) -> asyncio.Lock:
        """One reader per key at a time: concurrent requests of a new generation read it once."""
        return self._locks.setdefault(key, asyncio.Lock())

    def put(self, key: K, entry: V | float) -> None:
        self._entries.pop(key, None)
        self._entries[key] = entry
        self.builds += 1
        while len(self._entries) > 1 and (len(self._entries) > MAX_ENTRIES or self._held() > self.max_rows):
            oldest = next(iter(self._entries))
            self._entries.pop(oldest)
            self._locks.pop(oldest, None)

    def _held(self) -> int:
        return sum(self._rows_of(entry) for entry in self._entries.values() if isinstance(entry, self._kind))
