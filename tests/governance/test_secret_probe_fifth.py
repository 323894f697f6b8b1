"""A fifth probe (session 15, issue 26), written and committed before the detector was changed for it:
secret variants a careless user or an attacker would send that the earlier probes do not hold —
password labels and connectors of more languages, spelled or marked-up labels, PINs, card numbers in
more groupings, card codes in words, key shapes of more services (lower-case bodies too), PEM and
PuTTY keys, connection strings, seeds of other BIP-39 languages, IBANs and national ids, phones in
more formats, one-time codes in other languages, secrets split across lines, in markdown, URL-encoded
or base64-encoded; JSON keys and identifiers; and look-alikes that must be kept.

Checks as in ``test_secret_probe``: a secret row passes when the secret is gone (as written and in the
normalised view) and a marker stands in its place; a payload row when the value is gone from the
payload redacted as the write path redacts it (``redact_json``); an identifier row when
``identifier_secrets`` refuses it; a look-alike row when nothing at all is found.

docs/security.md ("The session-15 probe") gives the first run's misses per kind (``bench/secret_probe.py``).
"""

import re
from typing import Any

import pytest

from memory_center.governance.redaction import identifier_secrets, redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.sensitive_text import normalise

# (kind of variant, text, the secret in it)
FIFTH: list[tuple[str, str, str]] = [
    # passwords after labels and connectors of other languages, letters-only values included
    ("language", "mi contraseña es gatito", "gatito"),
    ("language", "Mon mot de passe : chaton", "chaton"),
    ("language", "Das Passwort lautet: Regenbogen", "Regenbogen"),
    ("language", "a senha do wifi é cachorro123", "cachorro123"),
    ("language", "パスワードは neko2023 です", "neko2023"),
    ("language", "비밀번호 1q2w3e4r", "1q2w3e4r"),
    ("language", "пароль: котик2020", "котик2020"),
    ("language", "мой пароль qwerty123", "qwerty123"),
    ("language", "Passwort: Schmetterling", "Schmetterling"),
    ("language", "het wachtwoord is Fiets2024", "Fiets2024"),
    ("language", "密码就是 wang1988", "wang1988"),
    ("language", "密码是我生日 19880315", "19880315"),
    ("language", "la clave del wifi es Luna2024", "Luna2024"),
    ("language", "パスワード：hanako0815", "hanako0815"),
    # English forms: spelled, abbreviated, marked up, pairs
    ("english", "p-a-s-s-w-o-r-d is kitten99", "kitten99"),
    ("english", "pwd=Mango!77", "Mango!77"),
    ("english", "passwd: Sn0wfl@ke", "Sn0wfl@ke"),
    ("english", "login: mike / pw: Tr1cky#1", "Tr1cky#1"),
    ("english", "creds admin:Sup3rPass", "Sup3rPass"),
    ("english", "my password is gatito", "gatito"),
    ("english", "passw0rd = Zebra#12", "Zebra#12"),
    ("english", "**password:** Xy9!kLm2", "Xy9!kLm2"),
    ("english", "- **PIN**: 4402", "4402"),
    ("english", "the password is “open sesame”", "open sesame"),
    ("english", "my password was changed to Orange#88", "Orange#88"),
    ("english", "PW= letmein99", "letmein99"),
    # PINs
    ("pin", "my PIN is 4821", "4821"),
    ("pin", "银行卡密码是 482193", "482193"),
    ("pin", "取款密码 739215", "739215"),
    ("pin", "debit card pin 0937", "0937"),
    ("pin", "SIM PUK: 12345678", "12345678"),
    ("pin", "手机锁屏密码 147258", "147258"),
    # card numbers in more groupings, card codes in words
    ("card", "mastercard 5555 5555 5555 4444", "5555 5555 5555 4444"),
    ("card", "amex 37828-2246310-005", "37828-2246310-005"),
    ("card", "discover 6011/1111/1111/1117", "6011/1111/1111/1117"),
    ("card", "card 4012_8888_8888_1881", "4012_8888_8888_1881"),
    ("card", "number is 4-2-4-2-4-2-4-2-4-2-4-2-4-2-4-2", "4-2-4-2-4-2-4-2-4-2-4-2-4-2-4-2"),
    ("card", "银联卡 6222021234567890128", "6222021234567890128"),
    ("card", "the three digits on the back: 731", "731"),
    ("card", "卡背面三位数是 381", "381"),
    ("card", "código de seguridad: 552", "552"),
    # API keys and cloud credentials: documented prefixes, lower-case bodies too
    (
        "key",
        "discord bot MTA4NjQ5MjMxNTk0NjI2MDQ4NQ.GxYz12.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
        "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    ),
    (
        "key",
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV",
    ),
    ("key", "runner glrt-abcdefghijklmnop1234", "glrt-abcdefghijklmnop1234"),
    (
        "key",
        "groq gsk_abcdefghijklmnopqrstuvwxyz0123456789abcdefghijkl",
        "gsk_abcdefghijklmnopqrstuvwxyz0123456789",
    ),
    ("key", "replicate r8_abcdefghij0123456789klmnopqrstuvwxyz", "r8_abcdefghij0123456789klmnopqrstuvwxyz"),
    ("key", "pplx-abcdef0123456789abcdef0123456789abcdef012345", "pplx-abcdef0123456789abcdef0123456789"),
    (
        "key",
        "linear lin_api_abcdefghijklmnopqrstuvwxyz0123456789abcd",
        "lin_api_abcdefghijklmnopqrstuvwxyz0123",
    ),
    (
        "key",
        "notion ntn_1234567890abcdefghijklmnopqrstuvwxyz0123456",
        "ntn_1234567890abcdefghijklmnopqrstuvwxyz",
    ),
    ("key", "twilio SK0123456789abcdef0123456789abcdef", "SK0123456789abcdef0123456789abcdef"),
    ("key", "stripe test key sk_test_4eC39HqLyjWDarjtT1zdp7dc", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
    (
        "key",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY is the aws secret",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ),
    (
        "key",
        "azure client secret 8Q~abCdEfGhIjKlMnOpQrStUvWxYz0123456789",
        "abCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    ),
    ("key", "sk-svcacct-abcdefghijklmnopqrstuvwxyz0123", "sk-svcacct-abcdefghijklmnopqrstuvwxyz0123"),
    (
        "key",
        "ATATT3xFfGF0abcdefghijklmnopqrstuvwxyz0123456789",
        "ATATT3xFfGF0abcdefghijklmnopqrstuvwxyz0123456789",
    ),
    ("key", "https://api.example.com/v1/data?api_key=9a8b7c6d5e4f3a2b1c0d", "9a8b7c6d5e4f3a2b1c0d"),
    ("key", "Authorization: Basic YWRtaW46UzNjcmV0UGFzcyE=", "YWRtaW46UzNjcmV0UGFzcyE"),
    # private keys
    (
        "pem",
        "PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\n"
        "AAAAIHxQb2Y3kL9mN2pQ8rS1tU7vW4xY6zA0bC3dE5fG7hJ9\n",
        "AAAAIHxQb2Y3kL9mN2pQ8rS1tU7vW4xY6zA0bC3dE5fG7hJ9",
    ),
    (
        "pem",
        '{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhk\\n-----END PRIVATE KEY-----\\n"}',
        "MIIEvgIBADANBgkqhk",
    ),
    (
        "pem",
        "-----BEGIN DSA PRIVATE KEY-----\nMIIBuwIBAAKBgQ\n-----END DSA PRIVATE KEY-----",
        "MIIBuwIBAAKBgQ",
    ),
    # connection strings
    ("connection", "Data Source=srv01;Initial Catalog=crm;User Id=sa;Pwd=Sq1!Pass;", "Sq1!Pass"),
    ("connection", "sqlplus scott/Tiger123@//db:1521/ORCL", "Tiger123"),
    ("connection", "router at http://admin:admin@192.168.1.1/", "admin@192"),
    ("connection", "https://bob:P%40ssw0rd%21@git.example.com/x.git", "P%40ssw0rd%21"),
    # seed phrases of other BIP-39 languages
    (
        "seed",
        "mi semilla: bosque trompa festín brote mínimo espuma brazo aprender etapa brillo coger úlcera",
        "brote mínimo espuma brazo",
    ),
    (
        "seed",
        "déglutir ragondin diminuer boulon affaire dissiper boussole affreux dogme branche dotation ravin",
        "boulon affaire dissiper",
    ),
    ("seed", "助记词：妈 宾 鱼 造 定 爱 热 法 续 海 句 绪", "造 定 爱 热"),
    (
        "seed",
        "moita quente deduzir beisebol adverso deitado belga afastar demanda bengala nublado raiar",
        "adverso deitado belga",
    ),
    # bank accounts and national ids
    ("identity", "iban de89370400440532013000", "de89370400440532013000"),
    ("identity", "DNI 12345678Z", "12345678Z"),
    ("identity", "Aadhaar 4991 1866 5246", "4991 1866 5246"),
    ("identity", "SIN 046 454 286", "046 454 286"),
    ("identity", "号码是 11010519491231002x", "11010519491231002x"),
    ("identity", "身份证 310115199003071239 复印件", "310115199003071239"),
    # phones without a word for a phone
    ("phone", "+49 (0)30 1234 5678", "(0)30 1234 5678"),
    ("phone", "小李 138.0013.8000", "138.0013.8000"),
    ("phone", "+1.415.555.2671", "415.555.2671"),
    ("phone", "tel:+14155552671", "4155552671"),
    ("phone", "张三 139 1234 5678，明天联系", "139 1234 5678"),
    # one-time codes
    ("otp", "your code is 482913", "482913"),
    ("otp", "Tu código de verificación es 482913", "482913"),
    ("otp", "Votre code de vérification est 582913", "582913"),
    ("otp", "Ihr Bestätigungscode lautet 692014", "692014"),
    ("otp", "認証コードは 730215 です", "730215"),
    ("otp", "인증번호 841926", "841926"),
    ("otp", "код подтверждения: 952037", "952037"),
    ("otp", "输入 482913 完成验证", "482913"),
    # layout: split across lines, markdown, URL-encoded, base64
    ("layout", "the password is\n\nHorse!Battery9", "Horse!Battery9"),
    ("layout", "API_KEY=\n  sk-proj-Zy9xWv8uTs7rQp6oNm5lKj4i", "sk-proj-Zy9xWv8uTs7rQp6oNm5lKj4i"),
    ("layout", "card\n4111\n1111\n1111\n1111", "1111\n1111\n1111"),
    ("layout", "```ini\npassword = Xy9!kLm2\n```", "Xy9!kLm2"),
    ("layout", "password%3DHunter2024%21", "Hunter2024"),
    ("layout", "echo cGFzc3dvcmQ6IEh1bnRlcjIwMjQh | base64 -d", "cGFzc3dvcmQ6IEh1bnRlcjIwMjQh"),
    ("layout", "pass\u2011word: Tiger55!", "Tiger55!"),
]

# (kind, payload, the secret in it)
FIFTH_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("json", {"passwort": "Sonne2024"}, "Sonne2024"),
    ("json", {"login": {"user": "bob", "pw": "blue42sky"}}, "blue42sky"),
    ("json", {"card": {"number": "4111 1111 1111 1111", "cvv": 737}}, "737"),
    ("json", {"ssn": "078051120"}, "078051120"),
    ("json", {"wifi": {"ssid": "Home", "psk": "tr0ubador"}}, "tr0ubador"),
    ("json", {"パスワード": "neko"}, "neko"),
    ("json", {"contraseña": "gatito"}, "gatito"),
    ("json", {"cvc": "042"}, "042"),
    ("json", {"支付密码": 147258}, "147258"),
    ("json", {"4111111111111111": "my card"}, "4111111111111111"),
]

# identifiers that hold a secret: refused (identifier_secrets names a kind)
FIFTH_IDS: list[tuple[str, str]] = [
    ("identifier", "sess-sk-proj-Zy9xWv8uTs7rQp6oNm5lKj4i"),
    ("identifier", "user 4111 1111 1111 1111"),
    ("identifier", "password=Hunter2024!"),
    ("identifier", "ghp_1A2b3C4d5E6f7G8h9I0jK1l2M3n4O5p6Q7r8"),
]

FIFTH_LOOK_ALIKES: list[str] = [
    "a password reset link was sent to your email",
    "I forgot my password for the third time this week",
    "order no. 2024-1203-5567 is on its way",
    "flight BA 2490 at 07:35, seat 14C",
    "the invoice total is 1.234.567,89 €",
    "ISBN-13: 9780306406157",
    "USPS tracking 9400 1000 0000 0000 0000 00",
    "Windows version 10.0.19045.3803",
    "born on 15/03/1988 in Lyon",
    "meeting at 10:30-11:45 on 2025-03-14",
    "价格：¥12,800（含税）",
    "my code passes all 1204 tests",
    "the API key rotation is scheduled for Monday",
    "use a password manager like Bitwarden",
    "change your PIN at any ATM",
    "我忘记密码了，帮我重置一下",
    "密码重置链接已发送到邮箱",
    "验证码已发送，请查收",
    "Passwort zurücksetzen: Link wurde gesendet",
    "mot de passe oublié ?",
    "la contraseña debe tener 8 caracteres",
    "UPS tracking 1Z 999 AA1 01 2345 6784",
    "room 1502, booking ref ABC123XYZ",
    "batch size 32, learning rate 3e-4, random seed 42",
    "the score was 3-1, attendance 45,230",
    "lat 37.7749, long -122.4194",
    "model number WH-1000XM4",
    "pin the tab in Chrome",
    "HTTP code 200 means OK",
    "I paid with the card ending 4242",
    "the passport office opens at 9",
    "我的验证码没收到，能再发一次吗",
]


def _gone(secret: str, redacted: str) -> bool:
    return secret not in redacted and normalise(secret).text not in normalise(redacted).text


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    return [f"{kind}-{re.sub(r'[^0-9A-Za-z]+', '_', text)[:30]}" for kind, text, _ in rows]


def text_missed(text: str, secret: str) -> bool:
    redacted = redact_text(text, include_email=True)
    return not ("[REDACTED:" in redacted and _gone(secret, redacted))


def payload_missed(payload: dict[str, Any], secret: str) -> bool:
    redacted = str(redact_json(payload, include_email=True))
    return not ("[REDACTED:" in redacted and secret not in redacted)


@pytest.mark.parametrize(("kind", "text", "secret"), FIFTH, ids=_ids(FIFTH))
def test_every_fifth_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(("kind", "payload", "secret"), FIFTH_JSON, ids=[str(p) for _, p, _ in FIFTH_JSON])
def test_every_fifth_probe_secret_in_a_payload_is_redacted(
    kind: str, payload: dict[str, Any], secret: str
) -> None:
    assert not payload_missed(payload, secret), redact_json(payload, include_email=True)


@pytest.mark.parametrize(("kind", "value"), FIFTH_IDS)
def test_every_fifth_probe_identifier_is_refused(kind: str, value: str) -> None:
    assert identifier_secrets(value)


@pytest.mark.parametrize("text", FIFTH_LOOK_ALIKES)
def test_no_fifth_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
