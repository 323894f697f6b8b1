"""Idempotency keys: the same key with the same request is a retry (200, the first event, nothing
written); the same key with a different request is a caller's mistake (409 ``idempotency_key_reused``)
— silently answering with the first event would lose the second one.

"The same request" is defined on the validated request, not on its bytes: the canonical JSON of every
field of ``EventIn`` (defaults filled in, so an omitted ``extract`` equals ``"extract": true``; timestamps
in UTC, so ``+08:00`` and ``Z`` spellings of one instant are equal; ids as validated, i.e. stripped), keys
sorted, no insignificant white space, UTF-8, numbers as parsed (``1`` and ``1.0`` differ). It is
computed before anything is redacted or defaulted by the server (an omitted ``occurred_at`` stays null
in it). What is stored with the event (``memory_event.request_sha256``) is its HMAC-SHA-256 under the
server's secret (``Settings.idempotency_key``), marked ``hmac-sha256:``, so the column does not let
whoever reads the database test guesses of a body (a short message, before it was redacted). An event
stored before that holds the plain SHA-256 of the canonical JSON, and is still compared as such; one
stored before the column existed has none: a retry of it is taken as the same request.
"""

import hashlib
import hmac
import json
from dataclasses import dataclass

from memory_center.errors import Conflict
from memory_center.events.schemas import EventIn
from memory_center.models import Event

HMAC_PREFIX = "hmac-sha256:"


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """A request as idempotency compares it: ``stored`` is what the event keeps."""

    canonical: bytes
    stored: str

    def matches(self, stored: str | None) -> bool:
        """Whether an event's stored fingerprint is this request's (True when it has none)."""
        if stored is None:
            return True
        if stored.startswith(HMAC_PREFIX):
            return hmac.compare_digest(stored, self.stored)
        return hmac.compare_digest(stored, hashlib.sha256(self.canonical).hexdigest())  # stored before


def request_fingerprint(body: EventIn, key: bytes) -> Fingerprint:
    canonical = json.dumps(
        body.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    ).encode()
    return Fingerprint(canonical, HMAC_PREFIX + hmac.new(key, canonical, hashlib.sha256).hexdigest())


def key_reused(key: str | None, event_id: object) -> Conflict:
    return Conflict(
        f"idempotency key {key!r} was already used for a different request; use a new key for a new event",
        code="idempotency_key_reused",
        details={"idempotency_key": key, "event_id": str(event_id)},
    )


def require_same_request(first: Event, fingerprint: Fingerprint) -> None:
    """409 unless ``fingerprint`` is the request that stored ``first`` (or ``first`` predates them)."""
    if not fingerprint.matches(first.request_sha256):
        raise key_reused(first.idempotency_key, first.id)
