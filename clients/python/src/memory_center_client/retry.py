"""When to send a request again, and how long to wait first.

- 503 (a dependency is down; the service wrote nothing) and 429 are retried for every call.
- A connection that could not be opened is retried for every call: nothing was sent.
- A connection that broke after the request left (timeout, reset) is retried only for calls that are
  safe to repeat: reads, events (they always carry an idempotency key, so a repeat answers the first
  event with `duplicate: true`) and task writes (their `expected_version` turns a repeat into a 409).
"""

import random
from dataclasses import dataclass

import httpx

RETRY_STATUSES = frozenset({429, 503})
NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 4
    """Tries in all, the first included (1: never retry)."""
    backoff: float = 0.25
    """The first wait in seconds; doubled each time, with jitter."""
    max_backoff: float = 8.0

    def retry_status(self, status: int) -> bool:
        return status in RETRY_STATUSES

    def retry_error(self, error: httpx.TransportError, idempotent: bool) -> bool:
        return idempotent or isinstance(error, NOT_SENT)

    def delay(self, attempt: int, response: httpx.Response | None = None) -> float:
        """Seconds to wait before try `attempt + 1` (attempt counts from 1); honours Retry-After."""
        wait = min(self.max_backoff, self.backoff * 2.0 ** (attempt - 1))
        wait *= 0.5 + random.random() / 2  # noqa: S311 - jitter, not security
        if response is not None:
            retry_after = response.headers.get("Retry-After", "")
            if retry_after.replace(".", "", 1).isdigit():
                wait = max(wait, min(self.max_backoff, float(retry_after)))
        return wait


NO_RETRY = RetryPolicy(attempts=1)
