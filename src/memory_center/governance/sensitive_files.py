"""Passwords in the fixed layouts of a few small formats, found by their layout rather than a word:
the Wi-Fi QR-code string (``WIFI:T:WPA;S:HomeNet;P:…;;``) and a PostgreSQL password-file line
(``host:port:database:user:password``).

Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text; each is tried only on
a text holding its marker ("WIFI:", or a line with four colons), so most texts cost one substring test.
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


def layout_passwords(text: str) -> Iterator[Span]:
    if "wifi:" in text.lower():
        for match in WIFI_QR.finditer(text):
            yield match.span("value")
    if text.count(":") >= _COLONS:
        for match in PGPASS_LINE.finditer(text):
            yield match.span("value")
