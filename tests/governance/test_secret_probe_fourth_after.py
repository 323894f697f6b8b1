"""A check of probe 4's fixes (session 14, issue 26): the same classes of gaps in other wordings and
values, written after the fixes and run once before any further change (docs/security.md, "The
session-14 probe" gives that run). Checks as in ``test_secret_probe_fourth``.
"""

import re
from typing import Any

import pytest

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.sensitive_text import normalise

AFTER: list[tuple[str, str, str]] = [
    (
        "seed",
        "Saving my Trezor words here: diagram phone cruel inch struggle win tide kiss access citizen "
        "december narrow.",
        "struggle win tide kiss",
    ),
    (
        "seed",
        "cram tower album wild path hill slice liar rare repair scheme check purity combine night nation "
        "tuition else owner arrow rubber riot ugly subway",
        "purity combine night nation",
    ),
    (
        "seed",
        "恢复用的：common slow you describe supply window slim love strike vocal artefact indicate，别弄丢",
        "supply window slim love",
    ),
    (
        "seed",
        "Dragon Boil Cruel Swift Vague Employ Walnut Inside Dinosaur Try Utility Letter Soccer Outside Vivid "
        "Soccer Tank Guilt",
        "Walnut Inside Dinosaur",
    ),
    ("label", "Moje hasło to Lato2023!", "Lato2023!"),
    ("label", "пароль от вайфая 12345qwe", "12345qwe"),
    ("label", "Mot de passe: Paris#75", "Paris#75"),
    ("label", "mi contraseña del banco es Banco$2024", "Banco$2024"),
    ("label", "WiFiのパスワード：tokyo1234", "tokyo1234"),
    ("label", "와이파이 비밀번호: seoul2024", "seoul2024"),
    ("label", "Das Kennwort lautet Berlin_99", "Berlin_99"),
    ("label", "Lösenordet är Stockholm88", "Stockholm88"),
    ("spelled", "P-A-S-S-W-O-R-D = Winter2025", "Winter2025"),
    ("spelled", "pass word: Winter2025", "Winter2025"),
    ("spelled", "the p a s s w o r d is Winter2025", "Winter2025"),
    ("phone", "ruf mich an: 0171 9876543", "0171 9876543"),
    ("phone", "her cell is 06 98 76 54 32", "06 98 76 54 32"),
    ("phone", "call the Melbourne office on (03) 9123 4567", "(03) 9123 4567"),
    ("phone", "text me on 080 1234 5678", "080 1234 5678"),
    ("phone", "我朋友在韩国，电话 010-9876-5432", "010-9876-5432"),
    ("phone", "my Indian number, WhatsApp 91234 56789", "91234 56789"),
    (
        "key",
        "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEF\n-----END PRIVATE KEY-----",
        "MIIEvQIBADANBgkqhkiG9w0BAQEF",
    ),
    (
        "key",
        "curl -H 'Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJhY21lIn0.c2lnbmF0dXJlMTIzNDU2Nzg5'",
        "c2lnbmF0dXJlMTIzNDU2Nzg5",
    ),
    ("connection", "amqp://guest:Rabb1tPw@mq.local:5672/", "Rabb1tPw"),
    ("connection", "数据库连接串 postgres://app:Pg_2024pass@10.0.0.5/prod", "Pg_2024pass"),
    ("token", "ghs_9a8B7c6D5e4F3g2H1i0JkLmNoPqRsTuVwXy", "ghs_9a8B7c6D5e4F3g2H1i0JkLmNoPqRsTuVwXy"),
    (
        "token",
        "xoxp-2345678901-3456789012-4567890123-abcdef1234567890abcdef1234567890",
        "abcdef1234567890abcdef",
    ),
    ("token", "rk_live_9Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk", "rk_live_9Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk"),
]

AFTER_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("json_key", {"adminPassword2": "Zebra!77"}, "Zebra!77"),
    ("json_key", {"old_pwd": "giraffe"}, "giraffe"),
    ("json_key", {"mysql-pass": "toor"}, "toor"),
    ("json_key", {"wifiPIN": 2580}, "2580"),
]

AFTER_LOOK_ALIKES: list[str] = [
    "I wrote down twelve words from the lecture about ancient history and art",
    "apple banana cherry grape lemon mango orange peach pear plum and kiwi",
    "we need paint, brush, tape, ladder, cloth, bucket, and a few nails",
    "Das Passwort ist zu kurz",
    "mi contraseña es muy débil",
    "パスワードを変更しました",
    "비밀번호가 틀렸어요",
    "пароль не подходит",
    "call me after 2 pm, I'm in meetings until then",
    "the call lasted 45 minutes and cost 3,20 €",
    "order 0612345678 was delayed, no need to call",
    "phone case 20 % off until 2025-01-31",
    "WhatsApp group has 128 members",
    "版本号 2.3.14，电话会议纪要已发",
    "my pass was scanned at gate 12",
    "a-b-c-d-e are the five options",
    "the postgres://localhost/db URL has no password",
    "{'password_hint': 'first pet'}",
]


def _gone(secret: str, redacted: str) -> bool:
    return secret not in redacted and normalise(secret).text not in normalise(redacted).text


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    return [f"{kind}-{re.sub(r'[^0-9A-Za-z]+', '_', text)[:30]}" for kind, text, _ in rows]


@pytest.mark.parametrize(("kind", "text", "secret"), AFTER, ids=_ids(AFTER))
def test_every_after_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert "[REDACTED:" in redacted, redacted
    assert _gone(secret, redacted), redacted


@pytest.mark.parametrize(("kind", "payload", "secret"), AFTER_JSON, ids=[str(p) for _, p, _ in AFTER_JSON])
def test_every_after_secret_in_a_payload_is_redacted(kind: str, payload: dict[str, Any], secret: str) -> None:
    redacted = str(redact_json(payload, include_email=True))
    assert "[REDACTED:" in redacted, redacted
    assert secret not in redacted, redacted


@pytest.mark.parametrize("text", AFTER_LOOK_ALIKES)
def test_no_after_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
