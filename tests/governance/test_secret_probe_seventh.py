"""A seventh probe (session 16, issue 26), written and committed before the detector was changed for it:
secret variants in classes and wordings probes 1-6 do not hold — casual chat with typos and emoji,
passwords given as an explicit value inside a story ("my dog's name plus 99"), Chinese sentences (login,
payment, WeChat/Alipay passwords, verification codes, card numbers, bank-card digits, resident ids),
keys inside code (Python, JavaScript, shell, Dockerfile, Kubernetes YAML, Terraform), .netrc, .pgpass
and ini files, SSH and PGP fragments, passphrases of five or more words in other languages, secrets
named as hex or base32, lists of recovery codes, Wi-Fi QR strings, otpauth:// URIs, card numbers with
spaces or dots, IBANs of more countries, passports and driving licences labelled in several languages;
and look-alikes that must be kept (UUIDs said as ids, git SHAs, tracking numbers, flight and booking
references, arithmetic, product codes, Chinese order numbers).

Checks as in ``test_secret_probe_sixth`` (its helpers are imported). The rows the first run missed are
marked xfail (strict), so a fix that makes one pass shows up; docs/security.md ("The session-16 second
probe (probe 7)") gives the first run (``bench/secret_probe.py --probe 7``).
"""

from typing import Any

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, payload_missed, text_missed
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it)
SEVENTH: list[tuple[str, str, str]] = [
    # casual chat, typos, emoji
    ("chat", "lol my pasword is Tigger4ever 😅", "Tigger4ever"),
    ("chat", "ok ok the passwrd iz bluemoon77 dont tell anyone 🤫", "bluemoon77"),
    ("chat", "fyi pwd = kiwi&lime2 🍋", "kiwi&lime2"),
    ("chat", "btw netflix login: Couch!Potato9 👍", "Couch!Potato9"),
    ("chat", "hey its me, my passcode's 8812 🙈", "8812"),
    ("chat", "u can log in w/ pass: Sunny_Day_22 thx", "Sunny_Day_22"),
    ("chat", "🔑 Orchid#5521 (that's the wifi one)", "Orchid#5521"),
    ("chat", "password?? it's Falcon-1984!! dont forget", "Falcon-1984!!"),
    # explicit values inside a story
    ("story", "my password is my dog's name plus 99, so Biscuit99", "Biscuit99"),
    ("story", "the pin is my birth year backwards: 7891", "7891"),
    ("story", "I always use the same password everywhere, Marigold1990", "Marigold1990"),
    ("story", "the garage code is my mum's birthday, 0412", "0412"),
    ("story", "I set my laptop login to Rover2015 after the dog", "Rover2015"),
    ("story", "remember the safe combo: 12-34-56", "12-34-56"),
    # Chinese sentences
    ("chinese", "我的支付密码是 582913", "582913"),
    ("chinese", "微信密码：wx_Happy2024", "wx_Happy2024"),
    ("chinese", "支付宝登录密码是 Ali@pay88", "Ali@pay88"),
    ("chinese", "验证码 394021，五分钟内有效", "394021"),
    ("chinese", "你的验证码是837465，请勿泄露", "837465"),
    ("chinese", "我的卡号是6222 0212 3456 7890 123", "6222 0212 3456 7890 123"),
    ("chinese", "银行卡号：6217003810026789012", "6217003810026789012"),
    ("chinese", "身份证号 11010519491231002X", "11010519491231002X"),
    ("chinese", "我身份证是 440301199001011234", "440301199001011234"),
    ("chinese", "银行卡后六位 456789，完整卡号 6228480402564890018", "6228480402564890018"),
    ("chinese", "QQ密码是qq123456abc", "qq123456abc"),
    ("chinese", "邮箱密码忘了，新设的是 Mail#2025", "Mail#2025"),
    ("chinese", "取款密码 135790", "135790"),
    ("chinese", "家里wifi密码是 jiayou8888", "jiayou8888"),
    ("chinese", "我的护照号码是E12345678", "E12345678"),
    ("chinese", "手机开锁密码是 246810", "246810"),
    # keys inside code
    ("code", 'openai.api_key = "sk-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2"', "sk-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2"),
    ("code", "const apiSecret = 'f3e2d1c0b9a8f7e6d5c4';", "f3e2d1c0b9a8f7e6d5c4"),
    ("code", 'conn = psycopg2.connect(host="db", password="PgPass!77")', "PgPass!77"),
    ("code", "ENV DB_PASSWORD=DockerDb#2024", "DockerDb#2024"),
    (
        "code",
        "ARG NPM_TOKEN=npm_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
        "npm_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
    ),
    ("code", 'mysql -u root -p"R00t!Mysql" shop', "R00t!Mysql"),
    (
        "code",
        "apiVersion: v1\nkind: Secret\ndata:\n  password: UzNjcjN0UGFzcw==",
        "UzNjcjN0UGFzcw==",
    ),
    ("code", "stringData:\n  api-token: kube_tok_9x8y7z6w", "kube_tok_9x8y7z6w"),
    ("code", 'resource "aws_db_instance" "x" {\n  password = "TerraDb#99"\n}', "TerraDb#99"),
    ("code", 'variable "token" { default = "tf-9a8b7c6d5e4f3a2b" }', "tf-9a8b7c6d5e4f3a2b"),
    (
        "code",
        "process.env.STRIPE_SECRET || 'sk_live_51Hx9Ab2Cd3Ef4Gh5Ij6Kl7'",
        "sk_live_51Hx9Ab2Cd3Ef4Gh5Ij6Kl7",
    ),
    ("code", "headers = {'X-Api-Key': 'a7b6c5d4e3f2a1b0'}", "a7b6c5d4e3f2a1b0"),
    ("code", "$env:AZURE_CLIENT_SECRET = 'Az~8Q~abcdEFGHijklMNOP'", "Az~8Q~abcdEFGHijklMNOP"),
    # .netrc, .pgpass, ini
    (
        "file",
        "machine api.heroku.com login bob@example.com password 9f8e7d6c-aaaa-bbbb",
        "9f8e7d6c-aaaa-bbbb",
    ),
    ("file", "db.example.com:5432:shop:admin:Pgp4ss!word", "Pgp4ss!word"),
    ("file", "[client]\nuser=root\npassword=MyCnf#2024", "MyCnf#2024"),
    (
        "file",
        "[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ),
    (
        "file",
        "//registry.npmjs.org/:_authToken=npm_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8",
        "npm_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8",
    ),
    # SSH and PGP fragments
    (
        "sshpgp",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n"
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ",
    ),
    (
        "sshpgp",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGXyZ1kBCADQx7f9kLmN2pQrStUvWxYz0123456789abcdefABCDEF",
        "lQOYBGXyZ1kBCADQx7f9kLmN2pQrStUvWxYz",
    ),
    ("sshpgp", "my ssh key passphrase is correct-mule-battery-clip", "correct-mule-battery-clip"),
    ("sshpgp", "gpg passphrase: Wandering Stars Over Kyoto", "Wandering Stars Over Kyoto"),
    # passphrases of five or more words in other languages
    ("phrase", "mi frase de contraseña es el perro come pan duro", "el perro come pan duro"),
    ("phrase", "ma phrase secrète : le chat mange une pomme verte", "le chat mange une pomme verte"),
    ("phrase", "Passphrase: der alte Mann fährt ein rotes Boot", "der alte Mann fährt ein rotes Boot"),
    ("phrase", "口令是 山高水长风清月明", "山高水长风清月明"),
    ("phrase", "passphrase è il gatto dorme sul divano blu", "il gatto dorme sul divano blu"),
    # secrets named as hex or base32
    ("encoded", "password in hex: 68756e74657232", "68756e74657232"),
    ("encoded", "the secret, hex-encoded: 73336372337450617373", "73336372337450617373"),
    ("encoded", "base32 secret: JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("encoded", "2FA seed (base32) GEZDGNBVGY3TQOJQ", "GEZDGNBVGY3TQOJQ"),
    # recovery codes
    ("recovery", "GitHub recovery codes:\n4f2a1-b8c3d\n9e7f6-a5b4c\n3d2e1-f0a9b", "9e7f6-a5b4c"),
    ("recovery", "backup codes: 8273 6154, 9901 2283, 4457 1120", "9901 2283"),
    ("recovery", "my 2fa recovery code is XK4P-9QZT-MW2L", "XK4P-9QZT-MW2L"),
    ("recovery", "备用恢复码：73829104", "73829104"),
    # Wi-Fi QR strings and otpauth URIs
    ("qr", "WIFI:T:WPA;S:HomeNet;P:Lemon#Tree88;;", "Lemon#Tree88"),
    ("qr", "WIFI:S:Cafe-Guest;T:WPA2;P:espresso2024;H:false;;", "espresso2024"),
    (
        "qr",
        "otpauth://totp/GitHub:bob?secret=JBSWY3DPEHPK3PXP&issuer=GitHub",
        "JBSWY3DPEHPK3PXP",
    ),
    ("qr", "otpauth://hotp/Bank?secret=KRSXG5CTMVRXEZLU&counter=3", "KRSXG5CTMVRXEZLU"),
    # card numbers with spaces or dots
    ("card", "card 4111.1111.1111.1111 exp 09/27", "4111.1111.1111.1111"),
    ("card", "visa: 4012 8888 8888 1881", "4012 8888 8888 1881"),
    ("card", "amex 3782 822463 10005", "3782 822463 10005"),
    ("card", "the mastercard is 5105105105105100, cvv 321", "5105105105105100"),
    ("card", "card no 5555.5555.5555.4444", "5555.5555.5555.4444"),
    # IBANs of more countries
    ("iban", "IBAN: NL91 ABNA 0417 1643 00", "NL91 ABNA 0417 1643 00"),
    ("iban", "mein IBAN ist DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"),
    ("iban", "FR14 2004 1010 0505 0001 3M02 606", "FR14 2004 1010 0505 0001 3M02 606"),
    ("iban", "pay to BE68539007547034 please", "BE68539007547034"),
    ("iban", "conto IT60X0542811101000000123456", "IT60X0542811101000000123456"),
    ("iban", "my iban is CH9300762011623852957", "CH9300762011623852957"),
    ("iban", "IBAN PL61109010140000071219812874", "PL61109010140000071219812874"),
    # passports and driving licences in several languages
    ("document", "passport no. 533380006", "533380006"),
    ("document", "numéro de passeport : 15AB12345", "15AB12345"),
    ("document", "Reisepassnummer C01X00T47", "C01X00T47"),
    ("document", "número de pasaporte XDC123456", "XDC123456"),
    ("document", "driver's license D1234-56789-01234", "D1234-56789-01234"),
    ("document", "Führerscheinnummer B072RRE2I55", "B072RRE2I55"),
    ("document", "驾驶证号 110105198001011234", "110105198001011234"),
    ("document", "permis de conduire n° 12AB34567", "12AB34567"),
]

# (kind, payload, the secret in it)
SEVENTH_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("split", {"messages": ["我的支付宝密码是", "zfb_2024!"]}, "zfb_2024!"),
    ("split", {"messages": ["what's the code they texted u?", "its 448120 lol"]}, "448120"),
    ("json", {"wifi": {"ssid": "Home", "psk": "Lemon#Tree88"}}, "Lemon#Tree88"),
    ("json", {"env": [{"name": "DB_PASSWORD", "value": "K8sEnv#Pass"}]}, "K8sEnv#Pass"),
    ("json", {"user": {"身份证": "11010519491231002X"}}, "11010519491231002X"),
]

SEVENTH_LOOK_ALIKES: list[str] = [
    "the request id is 3fa85f64-5717-4562-b3fc-2c963f66afa6",
    "user uuid 123e4567-e89b-12d3-a456-426614174000 in the logs",
    "cherry-picked 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b onto main",
    "HEAD is at e83c5163",
    "UPS tracking 1Z999AA10123456784",
    "USPS 9400 1000 0000 0000 0000 00",
    "顺丰单号 SF1234567890123",
    "订单号：202412051234567890",
    "我的订单编号是 4567890123456789",
    "booking reference ABC123",
    "PNR: XKJ7LM, seat 14C",
    "flight LH 400 FRA-JFK",
    "乘坐MU5101航班",
    "12345 * 6789 = 83810205",
    "sqrt(144) = 12 and 2^10 = 1024",
    "SKU 8801643-BLK-XL is out of stock",
    "part number 74HC595N",
    "model A2337 MacBook Air",
    "ASIN B08N5WRWNW",
    "the wifi network is called HomeNet",
    "my password manager is Bitwarden",
    "验证码已经发送了，请查收",
    "请输入支付密码",
    "the otp expired, ask for a new one",
    "hex color #1e90ff for the button",
    "room 1204, building 7",
    "快递单号 YT7512345678901",
    "issue #4521 was closed",
]


# rows the first run missed (texts), payloads missed (by secret), look-alikes redacted
MISSED: set[str] = set()  # the first run's last two misses were fixed by probe 8's rules (session 17)
MISSED_JSON: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(SEVENTH, MISSED, "probe 7 first run", at=1), ids=_ids(SEVENTH)
)
def test_every_seventh_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    ("kind", "payload", "secret"),
    marked(SEVENTH_JSON, MISSED_JSON, "probe 7 first run", at=2),
    ids=[str(p)[:40] for _, p, _ in SEVENTH_JSON],
)
def test_every_seventh_probe_secret_in_a_payload_is_redacted(
    kind: str, payload: dict[str, Any], secret: str
) -> None:
    assert not payload_missed(payload, secret), redact_json(payload, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(SEVENTH_LOOK_ALIKES, OVER, "probe 7 first run"),
)
def test_no_seventh_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
