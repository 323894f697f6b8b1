"""Passwords in the fixed layouts of a few small formats, found by their layout rather than a word:
the Wi-Fi QR-code string (``WIFI:T:WPA;S:HomeNet;P:…;;``) and a PostgreSQL password-file line
(``host:port:database:user:password``); and a one-time-password seed by its base32 shape near a word
for two-factor codes ("2FA seed (base32) GEZDGNBVGY3TQOJQ").

Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text; each is tried only on
a text holding its marker (a word of ``LAYOUT_WORDS``, or four colons), so most texts cost one search.
"""

import re
from collections.abc import Iterator

Span = tuple[int, int]

WIFI_QR = re.compile(r"WIFI:(?:[A-Z]:(?:\\.|[^;\\\n])*;)*?P:(?P<value>(?:\\.|[^;\\\n])+);", re.IGNORECASE)
"""The password field (P:) of a Wi-Fi QR-code string, its fields in any order, ";" escaped by "\\"."""
PGPASS_LINE = re.compile(
    r"^[ \t]*(?:(?=[\w.*-]*[A-Za-z*])[\w.*-]+|\[[0-9A-Fa-f:]+\]):(?:\d{1,5}|\*):[^:\s]+:[^:\s]+"
    r":(?P<value>(?!\d+[ \t]*$)\S+)[ \t]*$",
    re.MULTILINE,
)
"""One line of a ``.pgpass`` file: host (with a letter, so "2024:12:05:10:30" is not one), port (or "*"),
database, user, and a password that is not all digits, nothing else on the line."""
_COLONS = 4
OTP_SEED = re.compile(
    r"(?<![A-Za-z0-9])(?i:2fa|mfa|totp|otp|authenticator|two[- ]factor)(?![A-Za-z])[^\n]{0,30}?"
    r"(?<![A-Za-z0-9])(?P<value>(?=[A-Z2-7]*[2-7])(?=[A-Z2-7]*[A-Z])[A-Z2-7]{16,}=*)(?![A-Za-z0-9])"
)
"""A base32 secret (16+ upper-case letters and digits 2-7, both present) within a few words after a
word for two-factor codes: the seed an authenticator app is given."""
LAYOUT_WORDS = ("wifi:", "2fa", "mfa", "otp", "authenticator", "factor")
"""Every Wi-Fi string and one-time-password seed holds one of these (``sensitive_gates.LAYOUT_GATE``)."""


def pgpass_passwords(text: str) -> Iterator[Span]:
    if text.count(":") >= _COLONS:
        for match in PGPASS_LINE.finditer(text):
            yield match.span("value")


def marked_passwords(text: str) -> Iterator[Span]:
    """Run only on a text holding a word of ``LAYOUT_WORDS``."""
    for match in WIFI_QR.finditer(text):
        yield match.span("value")
    for match in OTP_SEED.finditer(text):
        yield match.span("value")
