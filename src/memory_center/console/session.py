"""The console's session cookie: signed, holding no secret (docs/console.md, "Sessions").

The cookie names the API key row by its id, never the key itself, plus the session's CSRF token and
its expiry, signed with HMAC-SHA256. Every request looks the key row up again, so revoking the key
ends its console sessions at once. Pure functions; the HTTP side is in ``console.sign_in``.
"""

import base64
import binascii
import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass
from typing import Final

SESSION_COOKIE: Final = "mc_console"
SIGN_IN_COOKIE: Final = "mc_console_sign_in"
COOKIE_PATH: Final = "/console"
SESSION_SECONDS: Final = 8 * 3600
SIGN_IN_SECONDS: Final = 3600

# Used when MC_CONSOLE_SECRET is unset: sessions then last as long as the process.
_PROCESS_SECRET: Final = secrets.token_bytes(32)


@dataclass(frozen=True)
class ConsoleSession:
    key_id: str
    csrf: str
    expires: int


def signing_key(configured: str | None) -> bytes:
    secret = configured.encode() if configured else _PROCESS_SECRET
    return hashlib.sha256(b"memory-center console session\x1f" + secret).digest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def _sign(payload: bytes, key: bytes) -> str:
    return base64.urlsafe_b64encode(hmac.new(key, payload, hashlib.sha256).digest()).decode().rstrip("=")


def _seal(document: dict[str, object], key: bytes) -> str:
    payload = json.dumps(document, separators=(",", ":"), sort_keys=True).encode()
    return base64.urlsafe_b64encode(payload).decode().rstrip("=") + "." + _sign(payload, key)


def _unseal(token: str | None, key: bytes) -> dict[str, object] | None:
    if not token or token.count(".") != 1:
        return None
    body, signature = token.split(".")
    try:
        payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        return None
    if not hmac.compare_digest(_sign(payload, key), signature):
        return None
    try:
        document = json.loads(payload)
    except ValueError:
        return None
    if not isinstance(document, dict) or not isinstance(document.get("e"), int):
        return None
    if document["e"] < time.time():
        return None
    return document


def seal_session(session: ConsoleSession, key: bytes) -> str:
    return _seal({"k": session.key_id, "c": session.csrf, "e": session.expires}, key)


def open_session(token: str | None, key: bytes) -> ConsoleSession | None:
    """The session a cookie holds, or None if it is missing, forged, malformed or expired."""
    document = _unseal(token, key)
    if document is None:
        return None
    key_id, csrf, expires = document.get("k"), document.get("c"), document.get("e")
    if not isinstance(key_id, str) or not isinstance(csrf, str) or not isinstance(expires, int):
        return None
    return ConsoleSession(key_id, csrf, expires)


def new_session(key_id: str, now: float | None = None) -> ConsoleSession:
    return ConsoleSession(key_id, new_token(), int(now or time.time()) + SESSION_SECONDS)


def seal_sign_in_token(token: str, key: bytes) -> str:
    """The sign-in form's CSRF token, kept in a short-lived cookie of its own (no session yet)."""
    return _seal({"s": token, "e": int(time.time()) + SIGN_IN_SECONDS}, key)


def open_sign_in_token(cookie: str | None, key: bytes) -> str | None:
    document = _unseal(cookie, key)
    token = None if document is None else document.get("s")
    return token if isinstance(token, str) else None


def same_token(expected: str | None, given: str | None) -> bool:
    if not expected or not given:
        return False
    return hmac.compare_digest(expected.encode(), given.encode())
