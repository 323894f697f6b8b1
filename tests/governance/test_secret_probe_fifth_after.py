"""A check of probe 5's fixes (session 15, issue 26): the same classes of variants in other wordings and
values, written after the fixes and committed before it was run; run once before any further change
(docs/security.md, "The session-15 probe", gives that run). Checks as in ``test_secret_probe_fifth``.
"""

import re
from typing import Any

import pytest

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.sensitive_text import normalise

AFTER: list[tuple[str, str, str]] = [
    ("language", "la mia password è girasole", "girasole"),
    ("language", "Passwort: 'Blumen 2024'", "Blumen 2024"),
    ("language", "senha do banco: Ipanema#21", "Ipanema#21"),
    ("language", "wachtwoord = tulp1988", "tulp1988"),
    ("language", "пароль от роутера: admin2024", "admin2024"),
    ("language", "비밀번호는 sunny0707 이에요", "sunny0707"),
    ("language", "我的支付宝密码就是 ali@2024", "ali@2024"),
    ("english", "pwd -> Lemon#Tree4", "Lemon#Tree4"),
    ("english", "__password__: Orbit!909", "Orbit!909"),
    ("english", "the pw for the router = Rt9!xQ2m", "Rt9!xQ2m"),
    ("pin", "PIN number: 7392", "7392"),
    ("pin", "我的取款密码是 602817", "602817"),
    ("card", "card 4000/0566/5566/5556", "4000/0566/5566/5556"),
    ("card", "3-digit code on the back: 404", "404"),
    ("card", "cryptogramme visuel : 318", "318"),
    ("key", "docker login -p dckr_pat_abcdefghijklmnop0123456789", "dckr_pat_abcdefghijklmnop0123456789"),
    ("key", "vault token hvs.CAESIJ0123456789abcdefghijklmnop", "hvs.CAESIJ0123456789abcdefghijklmnop"),
    (
        "key",
        "OPENROUTER_API_KEY=sk-or-v1-0123456789abcdef0123456789abcdef0123456789abcdef",
        "sk-or-v1-0123456789abcdef0123456789abcdef",
    ),
    ("key", "tavily tvly-dev-abcdefghij0123456789klmnop", "tvly-dev-abcdefghij0123456789klmnop"),
    ("connection", "sqlplus system/Manager1@orcl", "Manager1"),
    ("connection", "mongodb://root:Mongo%40Pass1@mongo:27017", "Mongo%40Pass1"),
    (
        "seed",
        "saturno scozzese eppure bubbone allagato eremita buffone allodola esagono buono seminato sdoganare",
        "allagato eremita buffone",
    ),
    (
        "seed",
        "むかう\u3000もんく\u3000むえん\u3000さんらん\u3000さめる\u3000よかぜ\u3000ざるそば\u3000きおん\u3000みせる"
        "\u3000つめたい\u3000けんげん\u3000かんそう",
        "さんらん",
    ),
    (
        "seed",
        "choroba studna volno korbel bezmoc dominant dochutit cennost lopuch nuda buldok vypustit",
        "bezmoc dominant dochutit",
    ),
    ("identity", "CPF: 123.456.789-09", "123.456.789-09"),
    ("identity", "PESEL 44051401359", "44051401359"),
    ("otp", "Su código de acceso es 553201", "553201"),
    ("otp", "Einmalcode: 889120", "889120"),
    ("otp", "確認コード：402918", "402918"),
    ("layout", "pass%3A%20Tulip%2399", "Tulip%2399"),
    ("layout", "**wifi password** — Casa2024!", "Casa2024!"),
    ("phone", "+34 612 34 56 78", "612 34 56 78"),
]

AFTER_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("json", {"Kennwort": "Sommer2024"}, "Sommer2024"),
    ("json", {"mot_de_passe": "soleil"}, "soleil"),
    ("json", {"cc": {"cvc2": 512}}, "512"),
    ("json", {"パスワード確認": "neko"}, "neko"),
    ("json", {"wifiPsk": "abc"}, "abc"),
]

AFTER_LOOK_ALIKES: list[str] = [
    "my PIN code arrived by mail",
    "the code review took 45 minutes",
    "Passwort muss 12 Zeichen haben",
    "代码提交了 3 次",
    "invoice 2024/0315/0042",
    "flight LX 318 to Zurich",
    "call center hours 9-17",
    "the wifi password changed yesterday",
    "EAN 4006381333931 on the box",
    "version 2.0.0-rc.1+build.5",
    "the ratio was 16/9",
    "IBAN wird später geschickt",
]


def text_missed(text: str, secret: str) -> bool:
    redacted = redact_text(text, include_email=True)
    gone = secret not in redacted and normalise(secret).text not in normalise(redacted).text
    return not ("[REDACTED:" in redacted and gone)


def payload_missed(payload: dict[str, Any], secret: str) -> bool:
    redacted = str(redact_json(payload, include_email=True))
    return not ("[REDACTED:" in redacted and secret not in redacted)


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    return [f"{kind}-{re.sub(r'[^0-9A-Za-z]+', '_', text)[:30]}" for kind, text, _ in rows]


@pytest.mark.parametrize(("kind", "text", "secret"), AFTER, ids=_ids(AFTER))
def test_every_fifth_after_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret)


@pytest.mark.parametrize(("kind", "payload", "secret"), AFTER_JSON, ids=[str(p) for _, p, _ in AFTER_JSON])
def test_every_fifth_after_secret_in_a_payload_is_redacted(
    kind: str, payload: dict[str, Any], secret: str
) -> None:
    assert not payload_missed(payload, secret)


@pytest.mark.parametrize("text", AFTER_LOOK_ALIKES)
def test_no_fifth_after_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
