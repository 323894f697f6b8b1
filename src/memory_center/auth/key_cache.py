"""Verified API keys kept in the process, so that a request with a known key costs no lookup.

An entry is trusted while two things hold: it is younger than ``MC_API_KEY_CACHE_SECONDS``, and no API
key changed anywhere since it was checked. The second is the revocation guarantee: every change of the
``api_key`` table (a revocation through any instance, or an UPDATE/DELETE in SQL) bumps one counter in
the same transaction (migration 0012's trigger on ``api_key_generation``), and every request reads that
counter in the statement that starts its transaction. A request that sees another counter than its
entry's checks the key again — so a revocation is refused by every process from the moment it commits,
with no message to deliver and no TTL to wait for (docs/security.md).
"""

import time
from collections.abc import Callable
from dataclasses import dataclass

from memory_center.enums import Role

MAX_KEYS = 10_000


@dataclass(frozen=True)
class CachedKey:
    key_id: str
    tenant_id: str
    role: Role
    generation: int
    """The API-key generation the check read (before it read the key's row)."""


class KeyCache:
    """Keys by SHA-256 hash (never the key itself), each for ``ttl_seconds``; 0 keeps nothing."""

    def __init__(
        self, ttl_seconds: float, max_keys: int = MAX_KEYS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._ttl = ttl_seconds
        self._max = max_keys
        self._clock = clock
        self._entries: dict[str, tuple[float, CachedKey]] = {}

    def get(self, key_hash: str) -> CachedKey | None:
        found = self._entries.get(key_hash)
        if found is None:
            return None
        expires, key = found
        if self._clock() >= expires:
            self._entries.pop(key_hash, None)
            return None
        return key

    def put(self, key_hash: str, key: CachedKey) -> None:
        if self._ttl <= 0:
            return
        self._entries.pop(key_hash, None)
        while len(self._entries) >= self._max:
            self._entries.pop(next(iter(self._entries)))  # the oldest entry
        self._entries[key_hash] = (self._clock() + self._ttl, key)

    def forget(self, key_hash: str) -> None:
        self._entries.pop(key_hash, None)

    def __len__(self) -> int:
        return len(self._entries)
