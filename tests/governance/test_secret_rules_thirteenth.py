"""Each rule added for probe 13 (docs/security.md, "Probe 13 (session 21)") on values of its own, and the
look-alikes it must keep: an Amex CID and a code followed by Chinese, a code with a letter prefix, 密码
typed by sound, insurers' member ids, a URL query's random value, an answer after a quoted question
(English and 密保), a password after an aside or a Chinese "I set it to", the string used to log in, a
code by what it is for or from a text message, "my social", a UUID named as what to authenticate with;
and an order's number that passes the Luhn check."""

import pytest

from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

RULES: list[tuple[str, str, str]] = [
    ("cid", "the CID, printed above the number on the front: 6621", "6621"),
    ("cvv", "CVC 应该是 415吧，上次网购用过", "415"),
    ("letter code", "验证码：K-220913，请勿泄露", "K-220913"),
    ("letter code", "your verification code is A-4821", "A-4821"),
    ("typo", "我的QQ密马是 qq_zhang8899", "qq_zhang8899"),
    ("typo", "微信蜜码：Wx#20240101", "Wx#20240101"),
    ("insurer", "UnitedHealthcare member ID 912345678 for the clinic", "912345678"),
    ("insurer", "Kaiser Permanente member number: 11223344", "11223344"),
    ("insurer", "Delta Dental subscriber ID D55512345", "D55512345"),
    ("insurer", "the dental member ID: DM77120934", "DM77120934"),
    (
        "query",
        "https://tiles.example.net/v1/map?style=dark&appid=5e1a9c3f7b2d8e4a6c0f1b3d5a7e9c2b",
        "5e1a9c3f7b2d",
    ),
    ("answer", "the answer to 'my first car' was Corolla 1998", "Corolla 1998"),
    ("answer", 'For the "favorite food" question I wrote Pad Thai', "Pad Thai"),
    ("answer", "密保问题：我的第一所学校 → 实验小学", "实验小学"),
    ("aside", "Wi-Fi password, keep it to yourself: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("aside", "backup passphrase, remember it: ember falcon quiet river", "ember falcon quiet river"),
    ("set zh", "VeraCrypt 的 password 我设的是 Qz7!mP2x", "Qz7!mP2x"),
    ("login string", "解锁用的那串是 7788abc!", "7788abc!"),
    ("sign-in code", "Type 55019283 to log in to your account.", "55019283"),
    ("sms code", "手机短信里有个数字 902174，那人说要你念给他听", "902174"),
    ("social", "my dad's social (218 44 9032, I know) for the form", "218 44 9032"),
    (
        "uuid",
        "to access the partner API you'll use this: 0f8c2d1e-6b4a-4e3f-9a1d-2c7b5e8f0a13",
        "0f8c2d1e-6b4a",
    ),
]

KEPT: list[str] = [
    "密保问题设置好了，但是答案我自己都不记得了",
    "密保：我最喜欢的电影 —— 忘了是什么了",
    "Amex CID is the 4 digits on the front of the card",
    "运单号 773412987654321092 显示已签收",
    "Order number: 511223344556677887, shipped",
    "https://cdn.example.com/lib.js?sha256=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "the answer to 'what is 2+2' is 4",
    "New passphrase, in short: use four random words",
    "Use 1080p to record, and use 2048 to sign the certificate",
    "my social worker visits on 15 March, room 214",
    "our social club has 120 members since 2019",
    "the login request id is 5b2e9f1a-3c4d-4e5f-8a9b-0c1d2e3f4a5b, see the logs",
    "Aetna member services: call the number on the back of the card",
    "短信里说快递放在 3 号柜，报给门卫就行",
]


@pytest.mark.parametrize(("rule", "text", "secret"), RULES, ids=[f"{r}-{t[:24]}" for r, t, _ in RULES])
def test_each_thirteenth_rule_redacts_its_value(rule: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize("text", KEPT)
def test_each_thirteenth_rule_keeps_its_look_alikes(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
