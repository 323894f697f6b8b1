"""An eighth probe (session 17, issue 26), written and committed before the detector was changed for it:
secret variants in wordings, values and languages probes 1-7 do not hold — passwords in chat, passphrases
of several words after the "is" of another language, base64 under twelve characters, keys of services
outside the prefix table, seed phrases of CJK words written without spaces, national phone numbers of
regions outside the near ones with no word for a phone, "bearer" and a lower-case token, seven-digit US
numbers, cards, one-time codes, national ids, bank accounts, private keys and connection strings, in
chat wording, code blocks, JSON text, URLs and lists; and look-alikes that must be kept.

Checks as in ``test_secret_probe_sixth`` (its helpers are imported). The rows the first run missed are
marked xfail (strict), so a fix that makes one pass shows up; docs/security.md ("The session-17 probe
(probe 8)") gives the first run (``bench/secret_probe.py --probe 8``).
"""

from typing import Any

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, payload_missed, text_missed
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it)
EIGHTH: list[tuple[str, str, str]] = [
    # passwords in English chat
    ("password", "pw for the nas is Granite!Owl3", "Granite!Owl3"),
    ("password", "sry forgot to say, password's Maple&Syrup7", "Maple&Syrup7"),
    ("password", "Password for the shared drive → Octo9pus!", "Octo9pus!"),
    ("password", "login for grandma's ipad: Roses4Ever", "Roses4Ever"),
    ("password", "my bank pw is Ledger#4471 pls dont share", "Ledger#4471"),
    ("password", "the wifi pass at the cabin: pinecone2019", "pinecone2019"),
    ("password", "> password: Kestrel-2020", "Kestrel-2020"),
    ("password", "I set the admin password to Zephyr*907 yesterday", "Zephyr*907"),
    ("password", "new password for the printer portal = Toner_Low_44", "Toner_Low_44"),
    ("password", "kids' xbox password - Creeper2016", "Creeper2016"),
    # passphrases of several words after the "is" of another language
    ("language", "la contraseña del wifi es luna llena", "luna llena"),
    ("language", "le mot de passe du coffre est chat gris", "chat gris"),
    ("language", "das Passwort lautet grüner Apfel", "grüner Apfel"),
    ("language", "la mia password è mare calmo", "mare calmo"),
    ("language", "minha senha do banco é café forte", "café forte"),
    ("language", "mitt lösenord är röd båt", "röd båt"),
    ("language", "moje hasło to zielony las", "zielony las"),
    ("language", "пароль от почты — зелёный чай", "зелёный чай"),
    ("language", "şifrem mavi deniz", "mavi deniz"),
    ("language", "mật khẩu email là trời xanh mây trắng", "trời xanh mây trắng"),
    # passwords in other languages, one token
    ("language", "mi clave del banco es Tortuga#58", "Tortuga#58"),
    ("language", "Passwort fürs WLAN: Schnecke2023", "Schnecke2023"),
    ("language", "パスワードはneko_2024です", "neko_2024"),
    ("language", "내 비밀번호는 Hangang77! 이야", "Hangang77!"),
    ("language", "kata sandi wifi: Rumah123", "Rumah123"),
    ("language", "senha do wi-fi: Praia2025", "Praia2025"),
    # Chinese
    ("chinese", "我的邮箱密码是 Qing@2024", "Qing@2024"),
    ("chinese", "路由器管理员密码：admin8899", "admin8899"),
    ("chinese", "网银登录密码改成了 Yh_556677", "Yh_556677"),
    ("chinese", "短信验证码：602917，10分钟内有效", "602917"),
    ("chinese", "【某银行】您的动态码为 581204", "581204"),
    ("chinese", "我的身份证号码 320106198507230417", "320106198507230417"),
    ("chinese", "工行卡号 6214 8392 0174 6591", "6214 8392 0174 6591"),
    ("chinese", "他的手机号是13912345678", "13912345678"),
    # base64 under twelve characters after a label
    ("base64", "secret (base64): c2VjcmV0", "c2VjcmV0"),
    ("base64", "the pin in b64 is MTIzNA==", "MTIzNA=="),
    ("base64", "password base64-encoded: aGk5OTk=", "aGk5OTk="),
    # keys of services outside the prefix table
    ("key", "grafana glsa_Xy7Kp2Qw9Rt4Lm8Nb3Vc6Zd1_a1b2c3d4", "glsa_Xy7Kp2Qw9Rt4Lm8Nb3Vc6Zd1_a1b2c3d4"),
    (
        "key",
        "buildkite bkua_0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b",
        "bkua_0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b",
    ),
    ("key", "circleci CCIPAT_Lk3Jh5Gf7Ds9_8a7b6c5d4e3f2a1b0c9d", "CCIPAT_Lk3Jh5Gf7Ds9_8a7b6c5d4e3f2a1b0c9d"),
    ("key", "deno deploy ddp_Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lz9Xc8V", "ddp_Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lz9Xc8V"),
    (
        "key",
        "sourcegraph sgp_a1b2c3d4e5f6a7b8_c9d0e1f2a3b4c5d6e7f8",
        "sgp_a1b2c3d4e5f6a7b8_c9d0e1f2a3b4c5d6e7f8",
    ),
    ("key", "stripe restricted rk_live_51Ab2Cd3Ef4Gh5Ij6Kl7Mn8", "rk_live_51Ab2Cd3Ef4Gh5Ij6Kl7Mn8"),
    ("key", "shopify 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", "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"),
    (
        "key",
        "the claude key sk-ant-api03-Ab3De5Gh7Jk9Mn2Pq4St6Vw8Yz",
        "sk-ant-api03-Ab3De5Gh7Jk9Mn2Pq4St6Vw8Yz",
    ),
    ("key", "twilio SK2b7e4f9a1c3d5e7f9a1b3c5d7e9f1a2b", "SK2b7e4f9a1c3d5e7f9a1b3c5d7e9f1a2b"),
    (
        "key",
        "telegram bot 6123456789:AAHk3Jd9Lp2Qx7Rt4Vz8Nm1Bc5Wy6Ef0Gh",
        "AAHk3Jd9Lp2Qx7Rt4Vz8Nm1Bc5Wy6Ef0Gh",
    ),
    # CJK seed words without spaces
    ("seed", "钱包恢复短语是老虎狮子大象熊猫猴子骆驼", "老虎狮子大象熊猫猴子骆驼"),
    ("seed", "我的钱包种子：天空海洋森林沙漠草原冰川", "天空海洋森林沙漠草原冰川"),
    ("seed", "復元フレーズ：さくらやまかわうみそらほし", "さくらやまかわうみそらほし"),
    ("seed", "복구 구문: 사과바나나포도딸기수박참외", "사과바나나포도딸기수박참외"),
    ("seed", "metamask 助记词 樱桃葡萄西瓜芒果柠檬菠萝", "樱桃葡萄西瓜芒果柠檬菠萝"),
    # national phone numbers outside CN/US/GB with no word for a phone
    ("phone", "Budi 0812-3456-7891 after six", "0812-3456-7891"),
    ("phone", "text Minh on 0912 345 678 pls", "0912 345 678"),
    ("phone", "Maria: 0917 123 4567", "0917 123 4567"),
    ("phone", "Ahmed 0100 123 4567 for the keys", "0100 123 4567"),
    ("phone", "Chidi - 0803 123 4567", "0803 123 4567"),
    ("phone", "Somchai 081 234 5678", "081 234 5678"),
    ("phone", "Ana +34 622 48 19 73 after 6pm", "+34 622 48 19 73"),
    ("phone", "Kontakt +49 152 38471920", "+49 152 38471920"),
    ("phone", "Sophie 06 28 47 19 36", "06 28 47 19 36"),
    ("phone", "Marco 348 271 9364", "348 271 9364"),
    ("phone", "Omar +971 50 123 4567", "+971 50 123 4567"),
    # seven-digit US numbers
    ("phone", "call me at 482-9137", "482-9137"),
    ("phone", "my cell 7314492 if the line drops", "7314492"),
    ("phone", "home phone is 239 4410", "239 4410"),
    ("phone", "text me, 643-2281", "643-2281"),
    # bearer and a lower-case token
    ("bearer", "authorization: bearer 9f8e7d6c5b4a3f2e1d0c", "9f8e7d6c5b4a3f2e1d0c"),
    ("bearer", "send it with bearer abc123def456ghi789", "abc123def456ghi789"),
    ("bearer", "curl -H 'authorization: bearer tok_live_8k2j4h6g' https://api.x.io", "tok_live_8k2j4h6g"),
    ("bearer", "the bearer is qwerty7uiop3asdf", "qwerty7uiop3asdf"),
    # cards
    ("card", "visa 4532 0158 9637 4128 exp 11/28", "4532 0158 9637 4128"),
    ("card", "mc ending... jk full number 5529-4738-1026-4853", "5529-4738-1026-4853"),
    ("card", "discover card 6011582937461029", "6011582937461029"),
    ("card", "amex 371449635398431 cid 4821", "371449635398431"),
    ("card", "mir card 2200 7034 1859 2633", "2200 7034 1859 2633"),
    ("card", "número de tarjeta: 3566 0020 2036 0505", "3566 0020 2036 0505"),
    ("card", "the security code on the back is 947", "947"),
    # one-time codes
    ("otp", "your login code: 739 204", "739 204"),
    ("otp", "G-482913 is your Google verification code", "482913"),
    ("otp", "tu código de verificación es 550192", "550192"),
    ("otp", "votre code de confirmation : 318406", "318406"),
    ("otp", "Ihr Bestätigungscode lautet 774102", "774102"),
    ("otp", "認証コード：905318", "905318"),
    ("otp", "인증번호 [482017]", "482017"),
    # national ids
    ("id", "my SSN: 412 58 7736", "412 58 7736"),
    ("id", "social security number 531-72-4408", "531-72-4408"),
    ("id", "DNI 12345678Z", "12345678Z"),
    ("id", "NIE X1234567L", "X1234567L"),
    ("id", "mi CURP es GOMA850723HDFRRN09", "GOMA850723HDFRRN09"),
    ("id", "CPF 123.456.789-09", "123.456.789-09"),
    ("id", "Aadhaar 2345 6789 0123", "2345 6789 0123"),
    ("id", "my SIN is 046 454 286", "046 454 286"),
    ("id", "身分證字號 A123456789", "A123456789"),
    ("id", "マイナンバー 1234 5678 9012", "1234 5678 9012"),
    # bank accounts
    ("bank", "IBAN ES91 2100 0418 4502 0005 1332", "ES91 2100 0418 4502 0005 1332"),
    ("bank", "transfer to GB29NWBK60161331926819 ref rent", "GB29NWBK60161331926819"),
    ("bank", "sort code 20-00-00 account 55779911", "55779911"),
    ("bank", "routing 021000021 acct 000123456789", "000123456789"),
    ("bank", "kontonummer SE45 5000 0000 0583 9825 7466", "SE45 5000 0000 0583 9825 7466"),
    ("bank", "account number: 4417 1234 5678", "4417 1234 5678"),
    # private keys
    (
        "private",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgHcTz6sE2I2yPB",
        "MIIEowIBAAKCAQEA0Z3VS5JJcds3xfn",
    ),
    (
        "private",
        "AGE key: AGE-SECRET-KEY-1QQPQZ7YHJ5MW3E0N8ZDK9T2XW4R6V3L5A7S9D2F4G6H8J0K",
        "QQPQZ7YHJ5MW3E0N8ZDK9T2XW4R6V3L5",
    ),
    (
        "private",
        "eth private key 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
    ),
    # connection strings
    ("conn", "DATABASE_URL=postgres://app:Pg!Secret88@db.internal:5432/app", "Pg!Secret88"),
    ("conn", "mongodb+srv://bob:M0ngo%21pw@cluster0.x1y2z.mongodb.net/test", "M0ngo%21pw"),
    ("conn", "Server=tcp:sql.example.com;User ID=sa;Password=Sql#Server22;", "Sql#Server22"),
    ("conn", "amqp://guest:rabbitPw77@mq:5672/", "rabbitPw77"),
    ("conn", "https://deploy:gh0st_W4lk@git.example.com/repo.git", "gh0st_W4lk"),
    # code blocks, JSON text, URLs and lists
    ("format", "```\nexport API_KEY=9c1e5f7a3b2d4e6f8a0b\n```", "9c1e5f7a3b2d4e6f8a0b"),
    ("format", '{"username": "ann", "password": "Json!Pw2024"}', "Json!Pw2024"),
    ("format", "https://api.example.com/v1/items?api_key=8d7c6b5a4f3e2d1c&page=2", "8d7c6b5a4f3e2d1c"),
    ("format", "accounts:\n- email: ann@x.io\n- password: Listed#Pw9", "Listed#Pw9"),
    ("format", "my passwords:\n1. bank: Hsbc!2020\n2. email: Gmail!2021", "Gmail!2021"),
    ("format", "| site | password |\n|---|---|\n| amazon | Prime#Day77 |", "Prime#Day77"),
    ("format", "SECRET_KEY = 'django-insecure-8f$k2!p0z@q9w3e#r5t'", "django-insecure-8f$k2!p0z@q9w3e#r5t"),
    ("format", '<add key="ApiSecret" value="Xml$ecret42" />', "Xml$ecret42"),
]

# (kind, payload, the secret in it)
EIGHTH_JSON: list[tuple[str, dict[str, Any], str]] = [
    ("json", {"credentials": {"pin": 4821}}, "4821"),
    ("json", {"wlan": {"passwort": "Fenster#12"}}, "Fenster#12"),
    ("json", {"用户": {"密码": "Mima_2024"}}, "Mima_2024"),
    ("json", {"headers": {"Authorization": "bearer zq8x7c6v5b4n3m2l"}}, "zq8x7c6v5b4n3m2l"),
    ("split", {"messages": ["la contraseña es", "gato negro"]}, "gato negro"),
    ("split", {"messages": ["what's grandma's pin?", "7719"]}, "7719"),
]

EIGHTH_LOOK_ALIKES: list[str] = [
    "the password must have 8 characters and a number",
    "la contraseña es demasiado corta",
    "mot de passe oublié ?",
    "das Passwort ist abgelaufen",
    "我忘了密码，怎么重置？",
    "验证码收不到怎么办",
    "the meeting id is 843 2291 7730",
    "invoice INV-2024-00731 is paid",
    "order #112-4487120-9934571 shipped",
    "version 4.12.3 is out",
    "commit 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed it",
    "sha256: e3b0c44298fc1c149afbfc8996fb92427ae41e4649b934ca495991b7852b855",
    "call me after 5, the meeting ends at 4:45",
    "it cost $1,234.56 in total",
    "the bearer of bad news arrived",
    "population 8 336 817 in 2020",
    "postcode SW1A 1AA",
    "ZIP 94103",
    "ISBN 978-0-306-40615-7",
    "the train leaves at 14:05 from platform 9",
    "temperature 36.6, pulse 72",
    "room 3127, floor 31",
    "用户编号 10086",
    "订单号 2024120612345678",
    "彩票号码 03 12 19 27 33 08",
    "the base64 alphabet has 64 characters",
    "token ring networks are obsolete",
    "secret santa is on the 20th",
    "the key to success is patience",
    "my seed packets arrived: tomato, basil",
    "Alice 2019-2023, Bob 2020-2024",
    "score 3-1, attendance 42 117",
    "lat 52.5200, lon 13.4050",
    "the pin of the map is on Main St",
]


# rows still missed after the probe's fixes (texts), payloads missed (by secret), look-alikes redacted;
# the first run missed 18 texts and 1 payload and redacted 2 look-alikes (docs/security.md, "The
# session-17 probe")
MISSED: set[str] = {
    "şifrem mavi deniz",
}
MISSED_JSON: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(EIGHTH, MISSED, "probe 8 first run", at=1), ids=_ids(EIGHTH)
)
def test_every_eighth_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    ("kind", "payload", "secret"),
    marked(EIGHTH_JSON, MISSED_JSON, "probe 8 first run", at=2),
    ids=[str(p)[:40] for _, p, _ in EIGHTH_JSON],
)
def test_every_eighth_probe_secret_in_a_payload_is_redacted(
    kind: str, payload: dict[str, Any], secret: str
) -> None:
    assert not payload_missed(payload, secret), redact_json(payload, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(EIGHTH_LOOK_ALIKES, OVER, "probe 8 first run"),
)
def test_no_eighth_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
