"""A fresh probe of the detector (session 13, issue 26): secrets written as a careless user or an
attacker would, none of them listed in the earlier variant tables, and look-alikes that must be kept.

Each row is one variant. A secret row passes when the secret is gone from the redacted text (as
written, and in the normalised view) and a redaction marker stands in its place; a look-alike row
passes when nothing at all is found (over-redaction destroys memories). ``PROBE`` rows are text;
``JSON_PROBE`` rows are payloads, redacted as the write path redacts them (``redact_json``).

The rows were written before the detector was changed for them; the baseline (misses per kind) is
in docs/security.md ("The session-13 probe").
"""

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.sensitive_text import normalise

# (kind of variant, text, the secret in it)
PROBE: list[tuple[str, str, str]] = [
    # home and building codes: wifi, router, door, alarm, locker, safe
    ("home_code", "wifi: HomeNet / pass Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("home_code", "WiFi HomeNet-5G key: Xk29!mPq77", "Xk29!mPq77"),
    ("home_code", "router login admin / Zx9#kLm2", "Zx9#kLm2"),
    ("home_code", "the door code is 4417, press # after", "4417"),
    ("home_code", "alarm code 8812, disarm within 30 seconds", "8812"),
    ("home_code", "locker combo: 23-11-07", "23-11-07"),
    ("home_code", "the safe combination is 12-34-56", "12-34-56"),
    ("home_code", "gate code: 1357#", "1357"),
    ("home_code", "WLAN 名称 ChinaNet-8K2 密钥 k8Jd92mQ", "k8Jd92mQ"),
    ("home_code", "保险柜密码是 12-34-56", "12-34-56"),
    ("home_code", "门禁码 6688，进门右转", "6688"),
    ("home_code", "the wifi password for guests: sunflower-42", "sunflower-42"),
    # one-time codes, 2FA and backup codes
    ("otp", "Verification code 482913", "482913"),
    ("otp", "Your verification code is 482913. Do not share it.", "482913"),
    ("otp", "【淘宝】验证码 739201，5分钟内有效", "739201"),
    ("otp", "验证码是：550172", "550172"),
    ("otp", "OTP: 558213", "558213"),
    ("otp", "G-482913 is your Google verification code.", "482913"),
    ("otp", "your one-time code: 771204", "771204"),
    ("otp", "动态码 552918，请勿告诉他人", "552918"),
    ("otp", "短信校验码 661023", "661023"),
    ("otp", "2FA backup codes: 8h3k-29dj, 4kd9-xm2p", "8h3k-29dj"),
    ("otp", "recovery codes: a1b2-c3d4 e5f6-g7h8", "e5f6-g7h8"),
    ("otp", "验证码：8812，请勿泄露", "8812"),
    ("otp", "your 2FA code is 094 512", "094 512"),
    # private keys and tokens
    (
        "key",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
        "-----END OPENSSH PRIVATE KEY-----",
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ",
    ),
    (
        "key",
        "here: MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7 (rest later)",
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7",
    ),
    (
        "key",
        "id token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
        "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
    ),
    ("key", "curl -H 'Authorization: Bearer 9f8e7d6c5b4a39281706f5e4'", "9f8e7d6c5b4a39281706f5e4"),
    ("key", "npm token npm_ABCdef1234567890ABCdef1234567890ABCD", "npm_ABCdef1234567890ABCdef1234567890ABCD"),
    ("key", "HF: hf_AbCdEfGhIjKlMnOpQrStUvWxYz12345678", "hf_AbCdEfGhIjKlMnOpQrStUvWxYz12345678"),
    ("key", "slack xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "AbCdEfGhIjKlMnOpQrStUvWx"),
    ("key", "stripe whsec_5f3kL9mN2pQ8rS1tU7vW4xY6zA0bC3dE", "whsec_5f3kL9mN2pQ8rS1tU7vW4xY6zA0bC3dE"),
    (
        "key",
        "AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq",
    ),
    (
        "key",
        "ghp_1A2b3C4d5E6f7G8h9I0jK1l2M3n4O5p6Q7r8 is the CI token",
        "ghp_1A2b3C4d5E6f7G8h9I0jK1l2M3n4O5p6Q7r8",
    ),
    ("key", "用这个 key：sk-ant-api03-AbCdEf123456GhIjKl7890", "sk-ant-api03-AbCdEf123456GhIjKl7890"),
    # connection strings and .env lines
    ("connection", "postgres://admin:S3cr3tPw@db.example.com:5432/app", "S3cr3tPw"),
    ("connection", "mongodb+srv://user:hunter22@cluster0.mongodb.net/test", "hunter22"),
    ("connection", "redis://:myRedisPass9@10.0.0.5:6379/0", "myRedisPass9"),
    ("connection", "mysql://root:toor@localhost/db", "toor"),
    ("connection", "amqp://guest:Gu3st!pw@rabbit:5672/", "Gu3st!pw"),
    ("connection", "clone https://alice:wonderland42@git.example.com/repo.git", "wonderland42"),
    ("connection", "Server=tcp:x.database.windows.net;User ID=sa;Password=P@ssw0rd!;", "P@ssw0rd!"),
    ("connection", "DATABASE_URL=postgresql://app:Zq8rT2wv@h/db", "Zq8rT2wv"),
    ("env", "export SECRET_KEY='django-insecure-9x!k2m'", "django-insecure-9x!k2m"),
    ("env", "MYSQL_ROOT_PWD: rootpw99", "rootpw99"),
    ("env", "SMTP_PASS=mailpass77", "mailpass77"),
    (
        "env",
        "```\nexport OPENAI_API_KEY=sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t\n```",
        "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t",
    ),
    ("env", '{"password": "Tr0ub4dor&3", "user": "bob"}', "Tr0ub4dor&3"),
    ("env", "{'pin': '4821', 'bank': 'HSBC'}", "4821"),
    # sign-in pairs without a connector word
    ("login_pair", "ICBC online banking: user zhang_wei88 pwd Qw!2er#4", "Qw!2er#4"),
    ("login_pair", "Chase username jdoe1984 password Bl4ckC4t!", "Bl4ckC4t!"),
    ("login_pair", "网银 登录名 lisi2020 密码 Lx@2020abc", "Lx@2020abc"),
    ("login_pair", "开机密码忘了，是 abc12345", "abc12345"),
    # identity numbers
    ("identity", "我的身份证 440306 19880315 1236", "440306 19880315 1236"),
    ("identity", "身份证：３２０１０２１９９５０５２０４４１７", "３２０１０２１９９５０５２０４４１７"),
    ("identity", "my SSN 078-05-1120", "078-05-1120"),
    ("identity", "SS#: 078-05-1120", "078-05-1120"),
    ("identity", "my social is 078 05 1120", "078 05 1120"),
    ("identity", "护照 E12345678 到期 2030", "E12345678"),
    # crypto wallets
    (
        "crypto",
        "my ETH private key 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
    ),
    (
        "crypto",
        "BTC WIF 5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ",
        "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ",
    ),
    (
        "crypto",
        "seed: legal winner thank year wave sausage worth useful legal winner thank yellow",
        "sausage worth useful",
    ),
    (
        "crypto",
        "钱包私钥 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
    ),
    # split across lines, spaced, hidden characters, look-alike letters
    ("layout", "password:\nTr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "card 4111 1111\n1111 1111", "1111\n1111 1111"),
    ("layout", "pass\u200bword: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "ＣＶＶ：１２３", "１２３"),
    ("layout", "\u0440\u0430ssword: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "my pin is\n4 8 2 9", "4 8 2 9"),
    ("layout", "p@ssword = Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "PASSWORD\t\tTr0ub4dor&3", "Tr0ub4dor&3"),
    # cards, phones, banks elsewhere
    ("number", "visa 4111-1111-1111-1111 exp 12/27 cvv2 123", "4111-1111-1111-1111"),
    ("number", "Amex 3782 822463 10005, CID 4321", "4321"),
    ("number", "WhatsApp me: +33 6 12 34 56 78", "+33 6 12 34 56 78"),
    ("number", "手机号：+86 138-0013-8000", "138-0013-8000"),
    ("number", "bank login: jsmith88 / Pa55word!", "Pa55word!"),
]

JSON_PROBE: list[tuple[str, dict[str, Any], str]] = [
    ("json_key", {"password": "Tr0ub4dor&3"}, "Tr0ub4dor&3"),
    ("json_key", {"wifi": {"ssid": "HomeNet", "pass": "sunflower42"}}, "sunflower42"),
    ("json_key", {"api_key": "abcd1234efgh"}, "abcd1234efgh"),
    ("json_key", {"pin": "4821"}, "4821"),
    ("json_key", {"otp": "558213"}, "558213"),
    ("json_key", {"密码": "芝麻开门"}, "芝麻开门"),
    ("json_key", {"credentials": {"username": "bob", "secret": "correct horse"}}, "correct horse"),
]

LOOK_ALIKES: list[str] = [
    "order #482913 ships tomorrow",
    "flight CA1234 departs 08:15 from gate 12",
    "meeting on 2024-12-03 at 14:30",
    "it cost $1,299.99 with tax",
    "upgraded to python 3.11.4 and node 20.10.0",
    "I passed the exam",
    "my code review is due Friday",
    "the verification of the results took 3 days",
    "the combination of both approaches works best",
    "room 1204, floor 12, building 3",
    "I ran 10 km in 52:30",
    "the pass rate is 85%",
    "the secret to good bread is time",
    "my PIN was reset by the bank yesterday",
    "I forgot my password again",
    "the alarm went off at 6:45",
    "the wifi is slow today",
    "the key to success is practice",
    "ISBN 978-3-16-148410-0",
    "commit 3f2a1b9 fixed the bug",
    "zip code 94103",
    "订单号 202412030001 已发货",
    "航班 MU5101 明天 8 点起飞",
    "价格 ¥1299，包邮",
    "我考试通过了",
    "代码评审周五截止",
    "验证一下结果再说",
    "密码学是一门有意思的课",
    "the code is clean and well tested",
    "my login streak is 45 days",
    "any password manager recommendations?",
    "the safe was installed in 2019",
    "step 2 of 6: enter the code sent to your phone",
    "ticket no. 4417 was resolved",
    "2FA is enabled on my account now",
    "the score was 12-34 at half time",
    "my boarding pass BA0117 is in my bag",
    "I need to pass level 42 tonight",
    "the door code changed last week",
    "verification takes 3-5 business days",
    "the token ring network from 1998",
    "门禁卡丢了，明天去补办",
    "请输入验证码",
    "her combination lock is red",
]


def _gone(secret: str, redacted: str) -> bool:
    return secret not in redacted and normalise(secret).text not in normalise(redacted).text


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    return [f"{kind}-{re.sub(r'[^0-9A-Za-z]+', '_', text)[:30]}" for kind, text, _ in rows]


@pytest.mark.parametrize(("kind", "text", "secret"), PROBE, ids=_ids(PROBE))
def test_every_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert "[REDACTED:" in redacted, redacted
    assert _gone(secret, redacted), redacted


@pytest.mark.parametrize(("kind", "payload", "secret"), JSON_PROBE, ids=[str(p) for _, p, _ in JSON_PROBE])
def test_every_probe_secret_in_a_payload_is_redacted(kind: str, payload: dict[str, Any], secret: str) -> None:
    redacted = str(redact_json(payload, include_email=True))
    assert "[REDACTED:" in redacted, redacted
    assert _gone(secret, redacted), redacted


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_no_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []


def test_a_credential_key_redacts_numbers_and_lists_and_nothing_else() -> None:
    payload = {
        "pin": 4821,
        "backup_codes": ["8h3k-29dj", "4kd9-xm2p"],
        "db_password": "[REDACTED:password]",
        "password_hint": "my dog",
        "has_password": True,
        "token_type": "bearer",
        "max_tokens": 300,
    }
    assert redact_json(payload, include_email=True) == {
        "pin": "[REDACTED:password]",
        "backup_codes": ["[REDACTED:password]", "[REDACTED:password]"],
        "db_password": "[REDACTED:password]",
        "password_hint": "my dog",
        "has_password": True,
        "token_type": "bearer",
        "max_tokens": 300,
    }


# --- property: a labelled secret anywhere in random text never survives ---------------------------------

LABELLED = [
    ("Verification code ", "482913"),
    ("验证码：", "739201"),
    ("the safe combination is ", "12-34-56"),
    ("door code ", "4417"),
    ("wifi: HomeNet / pass ", "Tr0ub4dor&3"),
    ("username jdoe1984 password ", "Bl4ckC4t!"),
    ("postgres://admin:", "S3cr3tPw"),
    ("backup codes: ", "8h3k-29dj"),
    ("OTP ", "558213"),
    ("my pin is ", "4 8 2 9"),
    ("SSN ", "078-05-1120"),
]
_FILLER = st.lists(
    st.sampled_from(
        [
            *"abcdefg xyz,.;!?\n\t你好记住了，。的",
            "\u00a0",
            "\u3000",
            "Lisbon ",
            "hotel ",
            "2024 ",
            "12 ",
            "code ",
        ]
    ),
    max_size=30,
).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(before=_FILLER, after=_FILLER, labelled=st.sampled_from(LABELLED))
def test_a_labelled_secret_anywhere_in_random_text_never_survives(
    before: str, after: str, labelled: tuple[str, str]
) -> None:
    label, value = labelled
    tail = "@db.example.com/app" if label.startswith("postgres") else ""
    text = f"{before} {label}{value}{tail} {after}"
    assert _gone(value, redact_text(text, include_email=True))
