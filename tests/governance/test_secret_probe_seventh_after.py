"""A check of probe 7's fixes (session 16, issue 26): the same classes of variants in other wordings,
values and languages, written after the fixes and committed before its one run (docs/security.md,
"The session-16 second probe (probe 7)", gives that run; weak evidence: written by the author of the
fixes). Checks as in ``test_secret_probe_sixth``; the rows its first run failed are marked xfail
(strict).
"""

from typing import Any

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, payload_missed, text_missed
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[tuple[str, str, str]] = [
    ("chat", "haha my passwrd's Pickle#77 dont judge", "Pickle#77"),
    ("chat", "🔐 Nimbus2023! for the router", "Nimbus2023!"),
    ("chat", "new pasword iz Lobster_55 🦞", "Lobster_55"),
    ("story", "my password is my street plus my lucky number, so Elmwood13", "Elmwood13"),
    ("story", "the alarm code is easy to remember: 5821", "5821"),
    ("story", "we use one password for the whole team, Teamwork2025!", "Teamwork2025!"),
    ("chinese", "银行卡密码忘记了，现在是 Bk_9981x", "Bk_9981x"),
    ("chinese", "微信支付密码：620419", "620419"),
    ("code", "let dbPassword = 'Js!Db2024pw';", "Js!Db2024pw"),
    ("code", 'self.clientSecret = "cs-7a6b5c4d3e2f1a0b"', "cs-7a6b5c4d3e2f1a0b"),
    ("file", "*:5432:*:postgres:Sup3r!Pg", "Sup3r!Pg"),
    ("file", "WIFI:T:WPA;P:Harbor\\;Light9;S:Boathouse;;", "Harbor"),
    ("qr", "otpauth://totp/Acme:ann?issuer=Acme&secret=NB2W45DFOIZA4ZLV", "NB2W45DFOIZA4ZLV"),
    ("encoded", "totp secret for the vpn: MFRGGZDFMZTWQ2LK", "MFRGGZDFMZTWQ2LK"),
    ("encoded", "api token (hex) 6d7973656372657431", "6d7973656372657431"),
    ("phrase", "a minha frase-senha é o gato preto dorme na janela", "o gato preto dorme na janela"),
    (
        "phrase",
        "phrase de passe : trois petits chats sont partis loin",
        "trois petits chats sont partis loin",
    ),
    ("document", "numero di passaporto YA1234567", "YA1234567"),
    ("document", "Reisepass-Nr. C4J7KL2M9", "C4J7KL2M9"),
    ("document", "licencia de conducir: 48291736", "48291736"),
    ("document", "rijbewijsnummer 5012345678", "5012345678"),
    ("iban", "IBAN AT61 1904 3002 3457 3201", "AT61 1904 3002 3457 3201"),
    ("card", "my card: 4000.0566.5566.5556", "4000.0566.5566.5556"),
    ("recovery", "Google backup codes 4821 9937, 1102 5586", "4821 9937"),
]

AFTER_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("json", {"containers": [{"env": [{"name": "API_TOKEN", "value": "tok_83jd92kd"}]}]}, "tok_83jd92kd"),
    ("json", {"Parameters": [{"ParameterKey": "DbPassword", "ParameterValue": "Cfn!Pass1"}]}, "Cfn!Pass1"),
]

AFTER_LOOK_ALIKES: list[str] = [
    "the password policy: at least 12 characters",
    "I changed my password yesterday, finally",
    "the door code changed, ask Tom",
    "login page loads slowly: 3 seconds",
    "meeting moved to 10:30, room 4B",
    "log line 2024:12:05:10:30 INFO started",
    "the WIFI network is slow today",
    "2FA is on for every account now",
    "apiVersion: apps/v1",
    "the maxTokens setting is 4096",
    "reverted 4e1f2a3b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f after the outage",
    "包裹单号 JD0123456789012",
    "密码忘了，怎么办？",
    "la frase secreta del éxito es trabajar mucho",
]


# the first run's misses (bench/secret_probe.py --probe 7-after)
MISSED: set[str] = (
    set()
)  # the first run's last three misses and one look-alike: fixed in session 17 (probe 8)
MISSED_JSON: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(AFTER, MISSED, "probe 7 check set, first run", at=1), ids=_ids(AFTER)
)
def test_every_check_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    ("kind", "payload", "secret"),
    marked(AFTER_JSON, MISSED_JSON, "probe 7 check set, first run", at=2),
    ids=[str(p)[:40] for _, p, _ in AFTER_JSON],
)
def test_every_check_secret_in_a_payload_is_redacted(kind: str, payload: dict[str, Any], secret: str) -> None:
    assert not payload_missed(payload, secret), redact_json(payload, include_email=True)


@pytest.mark.parametrize("text", marked(AFTER_LOOK_ALIKES, OVER, "probe 7 check set, first run"))
def test_no_check_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
