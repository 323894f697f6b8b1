"""A third probe (session 13), written after the second probe's fixes and run once before any further
change: more wordings a careless user or an attacker would send. Checks as in ``test_secret_probe``;
docs/security.md gives the count found on the first run.
"""

import re

import pytest

from governance.test_secret_probe_second import secret_gone
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

THIRD: list[tuple[str, str, str]] = [
    ("credential", "Gmail app password: abcd efgh ijkl mnop", "efgh ijkl"),
    ("credential", "Apple ID pw is Sunset#1987", "Sunset#1987"),
    ("credential", "my laptop login — user: dana, pass: D@na2023", "D@na2023"),
    ("credential", "The password for the shared drive = TeamDrive!42", "TeamDrive!42"),
    ("credential", "creds: admin/Admin@123", "Admin@123"),
    ("credential", "su root, pw toor1234!", "toor1234!"),
    ("credential", "new password → Zk4#pQ9w", "Zk4#pQ9w"),
    ("credential", "手机开机密码 1 3 5 7 9 0", "1 3 5 7 9 0"),
    ("credential", "我的 QQ 密码：qq_Pass_2024", "qq_Pass_2024"),
    ("credential", "微信支付密码六位数是 258014", "258014"),
    ("credential", "网银U盾密码是 Ub@9921x", "Ub@9921x"),
    ("code", "the lockbox at the cabin opens with 4-7-1-9", "4-7-1-9"),
    ("code", "alarm disarm code = 0417", "0417"),
    ("code", "Your Uber code: 5532. Never share this code.", "5532"),
    ("code", "Your WhatsApp code 128-664", "128-664"),
    ("code", "Steam Guard code: F4K9Q", "F4K9Q"),
    ("code", "【京东】您的验证码为：665201", "665201"),
    ("code", "短信验证码 3 8 2 9 1 0", "3 8 2 9 1 0"),
    ("key", 'OPENAI_API_KEY = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e"', "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e"),
    (
        "key",
        "Authorization: token ghp_aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6",
        "ghp_aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6",
    ),
    ("key", "x-api-key: 5b7e2c9a1f4d8e3b6a0c7f2e9d4b1a8c", "5b7e2c9a1f4d8e3b6a0c7f2e9d4b1a8c"),
    ("key", "cookie: sessionid=8f3k29dj4kd9xm2p7vn3q8w1", "8f3k29dj4kd9xm2p7vn3q8w1"),
    ("connection", "mssql://sa:Pa$$w0rd@sql01:1433/crm", "Pa$$w0rd"),
    ("connection", "Host=db;Username=app;Password=Npg!sql22;Database=x", "Npg!sql22"),
    ("number", "my card is 4111 1111 1111 1111, exp 04/29, code 737", "737"),
    ("number", "sort code 20-00-00 account 31926819", "31926819"),
    ("number", "社保卡号 1234 5678 9012", "1234 5678 9012"),
    ("number", "身份证尾号 3123 的那张：11010519491231002X", "11010519491231002X"),
    ("layout", "my\u00a0password\u00a0is\u00a0Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", 'PASSWORD="Tr0ub4dor&3"', "Tr0ub4dor&3"),
]

# Found by a spot check after probe 3's fixes (not a probe: written while fixing), fixed with them.
THIRD += [
    ("after", "The wifi password is written on the router: 8842-1937-5521", "8842-1937-5521"),
    ("after", "支付密码 2 5 8 0 1 4", "2 5 8 0 1 4"),
    ("after", "Google Authenticator backup: 5821 9932 1178 4421", "5821 9932 1178 4421"),
    ("after", "secret question answer: Fluffy1998", "Fluffy1998"),
    ("after", "my password is the same as before: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("after", "Mi contraseña es Gato123!", "Gato123!"),
    ("after", "mot de passe : Chat2024!", "Chat2024!"),
    ("after", "비밀번호: Kim1234!", "Kim1234!"),
]

THIRD_LOOK_ALIKES: list[str] = [
    "my app password expired so I made a new one",
    "the lockbox is on the left side of the door",
    "Uber code of conduct applies to all riders",
    "Steam Guard keeps my account safe",
    "京东的快递明天到",
    "我改了微信支付密码",
    "new password policy: 12 characters minimum",
    "sort the files by date 2024-01-05",
    "the token bucket refills every 30 s",
    "please pass the salt",
    "I keep my passport in the drawer",
    "room 1219 key card is at reception",
    "the code 200 means OK",
    "version 2024.11.3 released",
    "he scored 3 goals in 90 minutes",
    # added after the first run, against the rows its fixes brought (a service's code, a card's code)
    "zip code: 94103",
    "Your Python code 2024 lines long",
    "QR code: 12345",
    "Morse code: 1234",
    "my gift card code review is at 3",
    "password hint: dog name + 2024",
    "backup: 2024-12-03 done",
    "the password is stored in the vault: see wiki",
    "my password was changed on 2024-05-01: ok",
    "I told him my password",
]


@pytest.mark.parametrize(
    ("kind", "text", "secret"),
    THIRD,
    ids=[f"{k}-{re.sub(r'[^0-9A-Za-z]+', '_', t)[:30]}" for k, t, _ in THIRD],
)
def test_every_third_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert "[REDACTED:" in redacted, redacted
    assert secret_gone(secret, redacted), redacted


@pytest.mark.parametrize("text", THIRD_LOOK_ALIKES)
def test_no_third_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
