"""A check of probe 6's fixes (session 16, issue 26): the same classes of variants in other wordings,
values and languages, written after the fixes and committed before its one run (docs/security.md,
"The session-16 probe", gives that run; weak evidence: written by the author of the fixes). Checks as
in ``test_secret_probe_sixth``.
"""

from typing import Any

import pytest

from governance.test_secret_probe_sixth import _ids, payload_missed, text_missed
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[tuple[str, str, str]] = [
    ("language", "ma clé wifi est Papillon77", "Papillon77"),
    ("language", "il mio password è luna piena", "luna piena"),
    ("language", "das Kennwort ist grüner Apfel", "grüner Apfel"),
    ("language", "la contraseña del banco es perro azul", "perro azul"),
    ("language", "minun salasana on Talvi2025", "Talvi2025"),
    ("language", "hasło do poczty to Kotek2024!", "Kotek2024!"),
    ("language", "şifrem: deniz yıldızı", "deniz yıldızı"),
    ("language", "mật khẩu wifi là Meo12345", "Meo12345"),
    ("english", "the root password got changed to Granite#42", "Granite#42"),
    ("english", "podman login quay.io -u alice -p Qu4yPass!", "Qu4yPass!"),
    ("key", "sentry dsn secret sntrys_eyJpYXQiOjE3MDAwMDAwMDB9abc123def456ghi789jkl012", "sntrys_"),
    ("key", "acme_live_8f3k2m9q4w7z1x5c6v8b0n2m4l6k8j0h", "8f3k2m9q4w7z1x5c6v8b0n2m4l6k8j0h"),
    ("token", "authorization: bearer zz91kq0pl3mx", "zz91kq0pl3mx"),
    ("otp", "seu código de acesso: 604218", "604218"),
    ("otp", "kode verifikasi kamu 604218", "604218"),
    ("card", "the cvc is 9 1 4", "9 1 4"),
    ("card", "carte 5555-5555 5555-4444", "5555-5555 5555-4444"),
    ("bank", "IBAN ES91-2100-0418-4502-0005-1332", "2100-0418-4502-0005"),
    ("identity", "NRIC no. T0123456J", "T0123456J"),
    ("identity", "codice fiscale VRDGPP80A01H501X", "VRDGPP80A01H501X"),
    ("phone", "Pierre 06 98 76 54 32", "06 98 76 54 32"),
    ("phone", "text me at 389-4410", "389-4410"),
    ("seed", "助记词:的一是在不了有和人这中大", "的一是在不了有和人这中大"),
    ("format", "<apiKey>9f8e7d6c5b4a</apiKey>", "9f8e7d6c5b4a"),
    ("format", "https://cdn.example.com/a.png?token=Q2x8Lm4Pz9&w=200", "Q2x8Lm4Pz9"),
    ("format", "db:\n  password: >-\n    F0lded!Pass", "F0lded!Pass"),
]

AFTER_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("split", {"messages": ["ok here is the PIN for the alarm:", "7304"]}, "7304"),
    ("split", {"history": [{"content": "my passport number is"}, {"content": "K7731902"}]}, "K7731902"),
]

AFTER_LOOK_ALIKES: list[str] = [
    "release 2.14.3 went out on 2025-02-11",
    "rebased onto commit 9c2f0e1a7b3d4c5e6f708192a3b4c5d6e7f80912",
    "flight AF 1381 to Nice, gate B42",
    "total: 349,90 € TTC",
    "75011 Paris",
    "ISBN 978-1-4028-9462-6",
    "order 403-7789123-4456712 arrives Friday",
    "call the front desk after 9pm",
    "password: <enter yours here>",
    "the docker image is node:20-alpine",
]


@pytest.mark.parametrize(("kind", "text", "secret"), AFTER, ids=_ids(AFTER))
def test_every_check_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    ("kind", "payload", "secret"), AFTER_JSON, ids=[str(p)[:40] for _, p, _ in AFTER_JSON]
)
def test_every_check_secret_in_a_payload_is_redacted(kind: str, payload: dict[str, Any], secret: str) -> None:
    assert not payload_missed(payload, secret), redact_json(payload, include_email=True)


@pytest.mark.parametrize("text", AFTER_LOOK_ALIKES)
def test_no_check_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
