"""A fourth probe (session 14, issue 26), written and committed before the detector was changed for
it: the gaps the session-13 probes left (docs/security.md, "Known gaps left") in fresh everyday
wordings, English and Chinese, and look-alikes that must be kept. Checks as in ``test_secret_probe``:
a secret row passes when the secret is gone (as written and in the normalised view) and a marker
stands in its place; a look-alike row when nothing at all is found; a payload row when the value is
gone from the payload redacted as the write path redacts it (``redact_json``).

docs/security.md ("The session-14 probe") gives the first run's misses and false finds.
"""

import re
from typing import Any

import pytest

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.sensitive_text import normalise

# (kind of variant, text, the secret in it)
FOURTH: list[tuple[str, str, str]] = [
    # seed / recovery phrases with no label: 12, 15 or 24 BIP-39 words in a row
    (
        "seed",
        "write these down for me: cute lazy member load never cement town open upon slam situate develop",
        "cement town open upon slam situate",
    ),
    (
        "seed",
        "legal winner thank year wave sausage worth useful legal winner thank yellow",
        "wave sausage worth useful",
    ),
    (
        "seed",
        "my ledger backup is manage inch pave resemble luxury reward erosion fame mind federal air cat, "
        "keep it",
        "resemble luxury reward erosion",
    ),
    (
        "seed",
        "discover prosper athlete clever middle hamster seminar solid they core decorate risk fresh corn "
        "weird glimpse melt tray hurry wealth mosquito liquid crucial dignity",
        "hamster seminar solid they core decorate",
    ),
    (
        "seed",
        "备份一下：column modify moral develop atom fan spray demise convince super vote file",
        "atom fan spray demise convince",
    ),
    (
        "seed",
        "1. shine 2. trouble 3. oyster 4. weapon 5. twin 6. thank 7. still 8. correct 9. local 10. very "
        "11. six 12. jump",
        "oyster 4. weapon 5. twin",
    ),
    (
        "seed",
        "toward, whip, capital, enable, whip, mass, tiger, antenna, soul, suffer, apple, rapid",
        "tiger, antenna, soul, suffer",
    ),
    (
        "seed",
        "Round van manage render onion gauge bicycle utility loan cotton shoot craft balcony glad paper",
        "gauge bicycle utility loan cotton",
    ),
    (
        "seed",
        "钱包的十二个词是\ncute lazy member load\nnever cement town open\nupon slam situate develop",
        "never cement town open",
    ),
    # passwords after labels in other languages
    ("label", "мой пароль: Qwerty2024", "Qwerty2024"),
    ("label", "Пароль от почты — sobaka77", "sobaka77"),
    ("label", "Mein Passwort lautet Sonne!2024", "Sonne!2024"),
    ("label", "das WLAN-Passwort ist Hund1234", "Hund1234"),
    ("label", "le mot de passe du wifi est soleil2023", "soleil2023"),
    ("label", "mi contraseña: Perro#99", "Perro#99"),
    ("label", "minha senha é gato2024", "gato2024"),
    ("label", "パスワードはsakura2024です", "sakura2024"),
    ("label", "비밀번호는 kim0505! 입니다", "kim0505!"),
    ("label", "Şifrem: ayse1990", "ayse1990"),
    ("label", "hasło do wifi: Kotek123", "Kotek123"),
    ("label", "mật khẩu là hoa2024", "hoa2024"),
    ("label", "kata sandi saya: Bunga2024", "Bunga2024"),
    ("label", "我的密碼是 tw2024pass", "tw2024pass"),
    ("label", "la password del wifi è Ciao2024", "Ciao2024"),
    # a label spelled out or split
    ("spelled", "p-a-s-s-w-o-r-d: Tiger2024!", "Tiger2024!"),
    ("spelled", "my pass word is Tiger2024!", "Tiger2024!"),
    ("spelled", "p.a.s.s.w.o.r.d = Tiger2024!", "Tiger2024!"),
    ("spelled", "P_A_S_S_W_O_R_D: Tiger2024!", "Tiger2024!"),
    ("spelled", "pass-word: Tiger2024!", "Tiger2024!"),
    ("spelled", "p  a  s  s  w  o  r  d : Tiger2024!", "Tiger2024!"),
    ("spelled", "密 码：Tiger2024!", "Tiger2024!"),
    # national phone numbers outside CN/US/GB, next to a word for a phone
    ("phone", "call me on 030 1234 5678 after lunch", "030 1234 5678"),
    ("phone", "my mobile is 0151 23456789", "0151 23456789"),
    ("phone", "mon numéro de téléphone : 06 12 34 56 78", "06 12 34 56 78"),
    ("phone", "call Priya at 98765 43210 tomorrow", "98765 43210"),
    ("phone", "phone: 090-1234-5678", "090-1234-5678"),
    ("phone", "my number is 0412 345 678, call anytime", "0412 345 678"),
    ("phone", "office phone 02 9374 4000", "02 9374 4000"),
    ("phone", "WhatsApp me at 9876543210", "9876543210"),
    ("phone", "他的电话是 030 1234 5678（柏林）", "030 1234 5678"),
    ("phone", "日本的手机号 090-1234-5678", "090-1234-5678"),
    ("phone", "打电话给我 +81 90-1234-5678", "90-1234-5678"),
    ("phone", "Handy: 0176 12345678", "0176 12345678"),
    # private keys, JWTs, connection strings
    (
        "key",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7Vb2kQ9xJ3nM4sT8\n-----END RSA PRIVATE KEY-----",
        "MIIEpAIBAAKCAQEA7Vb2kQ9xJ3nM4sT8",
    ),
    (
        "key",
        "here is the key -----BEGIN EC PRIVATE KEY----- MHcCAQEEIBkgT7rQ2 -----END EC PRIVATE KEY----- "
        "thanks",
        "MHcCAQEEIBkgT7rQ2",
    ),
    (
        "key",
        "登录凭证 eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0."
        "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U 请保存",
        "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    ),
    ("connection", "postgres://admin:Sup3rS3cret@db.internal:5432/app", "Sup3rS3cret"),
    ("connection", "DATABASE_URL=mysql://root:r00tpw@localhost/shop", "r00tpw"),
    ("connection", "mongodb+srv://alice:Mongo%21Pass@cluster0.ab1cd.mongodb.net/test", "Mongo%21Pass"),
    ("connection", "redis://:R3disPass@cache:6379/0", "R3disPass"),
    ("connection", "postgresql://bob:p@ss@w0rd@db:5432/x", "ss@w0rd"),
    (
        "connection",
        "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2Rl==;"
        "EndpointSuffix=core.windows.net",
        "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2Rl",
    ),
    # token shapes
    ("token", "gho_16C7e42F292c6912E7710c838347Ae178B4a", "gho_16C7e42F292c6912E7710c838347Ae178B4a"),
    (
        "token",
        "slack bot xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
        "AbCdEfGhIjKlMnOpQrStUvWx",
    ),
    ("token", "app token xapp-1-A01ABCDEF-1234567890123-abcdef0123456789abcdef", "abcdef0123456789abcdef"),
    (
        "token",
        "webhook https://hooks.slack.com/services/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",
        "q8Zr2mXv7LpW9sTk3NbY6cDf",
    ),
    ("token", "stripe key sk_live_51H8abcdEFGHijklMNOPqrstUV", "sk_live_51H8abcdEFGHijklMNOPqrstUV"),
    ("token", "maps key AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY", "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"),
    ("token", "oauth ya29.a0AfH6SMBx3kR9vLq2WcT7yZp4", "a0AfH6SMBx3kR9vLq2WcT7yZp4"),
    ("token", "client secret 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", "1a2b3c4d5e6f7g8h9i0jKLMNOPqr"),
    (
        "token",
        "telegram bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
        "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
    ),
    ("token", "把这个存一下 sk-proj-Ab12Cd34Ef56Gh78Ij90Kl", "sk-proj-Ab12Cd34Ef56Gh78Ij90Kl"),
]

# (kind, payload, the secret in it): keys naming a credential with a suffix, a prefix or in camelCase
FOURTH_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("json_key", {"pwd2": "hunter22"}, "hunter22"),
    ("json_key", {"passwd_new": "Abc!2345"}, "Abc!2345"),
    ("json_key", {"db_pass": "letmein"}, "letmein"),
    ("json_key", {"dbPassword": "s3cr3t"}, "s3cr3t"),
    ("json_key", {"newPwd": "sunshine"}, "sunshine"),
    ("json_key", {"password_confirm": "sunshine"}, "sunshine"),
    ("json_key", {"smtpPass": "mailpass"}, "mailpass"),
    ("json_key", {"user": {"pin1": 4821}}, "4821"),
]

FOURTH_LOOK_ALIKES: list[str] = [
    # numbers that are not phones, cards or codes
    "order #4417-2291-8832 shipped yesterday",
    "Flight LH 400 departs 13:45 from gate B22",
    "the meeting is on 2024-12-03 at 10:30",
    "it costs $1,299.99 or 1299 元",
    "upgrade to version 3.12.4 and node 20.11.1",
    "call the hotel about booking 20240512",
    "call me tomorrow after 6",
    "my phone is an iPhone 15 Pro, 256 GB",
    "phone battery died at 15% around 21:40",
    "电话会议改到 3 月 5 日 14:00",
    "他说这个月的订单号是 2024120300123",
    "快递单号 SF1234567890123",
    "invoice INV-2024-00917 total 4,250.00 EUR",
    "tracking number 1Z999AA10123456784 from UPS",
    "Python 3.11.4, pip 23.2.1, setuptools 68.0.0",
    "my steps today: 10432, calories 2150, sleep 7.5 h",
    "the phone plan is 29,99 € a month, 12 months minimum",
    "我的手机是华为 Mate 60 Pro，512G",
    # ordinary sentences of twelve words or more (many of them BIP-39 words)
    "I need to buy milk bread eggs cheese and apples for the party tonight",
    "we walked along the river, then had lunch near the old castle wall",
    "the quick brown fox jumps over the lazy dog again and again today",
    "remember to water the plants, feed the cat and lock the back door",
    "coffee, milk, sugar, rice, salt, butter, lemon, orange, banana, cheese and bread",
    "please book hotel rooms near the train station for next friday, two nights",
    "family dinner at grandma's house every sunday at noon, bring dessert and wine",
    # labels said about, not followed by a value
    "I changed my password yesterday",
    "my password manager is 1Password",
    "пароль я поменял вчера",
    "Passwort vergessen? Kein Problem.",
    "パスワードを忘れました",
    "비밀번호를 잊어버렸어요",
    "Germany's area code for Berlin is 030",
]


def _gone(secret: str, redacted: str) -> bool:
    return secret not in redacted and normalise(secret).text not in normalise(redacted).text


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    return [f"{kind}-{re.sub(r'[^0-9A-Za-z]+', '_', text)[:30]}" for kind, text, _ in rows]


@pytest.mark.parametrize(("kind", "text", "secret"), FOURTH, ids=_ids(FOURTH))
def test_every_fourth_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert "[REDACTED:" in redacted, redacted
    assert _gone(secret, redacted), redacted


@pytest.mark.parametrize(("kind", "payload", "secret"), FOURTH_JSON, ids=[str(p) for _, p, _ in FOURTH_JSON])
def test_every_fourth_probe_secret_in_a_payload_is_redacted(
    kind: str, payload: dict[str, Any], secret: str
) -> None:
    redacted = str(redact_json(payload, include_email=True))
    assert "[REDACTED:" in redacted, redacted
    assert secret not in redacted, redacted


@pytest.mark.parametrize("text", FOURTH_LOOK_ALIKES)
def test_no_fourth_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
