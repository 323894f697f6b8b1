"""Failed key checks are throttled per client address (docs/security.md).

A client whose API keys failed ``MC_AUTH_FAILURES_PER_MINUTE`` times within the last minute gets 429
``too_many_requests`` with ``Retry-After`` (the seconds until its oldest failure leaves the window)
before its key is even looked up, so guessing keys costs a minute per batch. A valid key never counts,
and never resets another address's count. The count is per process (several workers each allow the
limit): enough against guessing, whose odds are nil anyway with 256-bit keys; the point is to keep a
flood of bad keys from costing a database lookup each.
"""

import math
import time
from collections import deque

from fastapi import HTTPException

WINDOW_SECONDS = 60.0
_MAX_ADDRESSES = 10_000


class SignInLimit:
    def __init__(self, failures_per_window: int, window: float = WINDOW_SECONDS) -> None:
        self.failures_per_window = failures_per_window
        self.window = window
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, address: str, now: float) -> deque[float]:
        failures = self._failures.get(address)
        if failures is None:
            return deque()
        while failures and failures[0] <= now - self.window:
            failures.popleft()
        if not failures:
            del self._failures[address]
        return failures

    def check(self, address: str) -> None:
        """Refuse (429) an address over its limit."""
        now = time.monotonic()
        failures = self._recent(address, now)
        if self.failures_per_window and len(failures) >= self.failures_per_window:
            wait = max(1, math.ceil(failures[0] + self.window - now))
            raise HTTPException(
                status_code=429,
                detail=f"too many failed API key checks from this address; retry in {wait} s",
                headers={"Retry-After": str(wait)},
            )

    def failed(self, address: str) -> None:
        if len(self._failures) >= _MAX_ADDRESSES:
            self._failures.clear()  # a flood from many addresses: start over rather than grow
        self._failures.setdefault(address, deque()).append(time.monotonic())
