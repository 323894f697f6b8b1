"""A second probe (session 13), written after the first probe's gaps were fixed and run once before any
further change: variants of other wordings, to see whether the first fixes generalise. The rows and
checks are as in ``test_secret_probe``; docs/security.md gives the count found on the first run.
"""

import re

import pytest

from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.sensitive_text import normalise

SECOND: list[tuple[str, str, str]] = [
    ("home_code", "Keypad code for the garage: 2580", "2580"),
    ("home_code", "our apartment entry code is 7316#", "7316"),
    ("home_code", "padlock combination 19-27-04", "19-27-04"),
    ("home_code", "guest wifi: CoffeeShop, password latte4life", "latte4life"),
    ("home_code", "WPA2 key = Sp1ce!Route", "Sp1ce!Route"),
    ("home_code", "大门密码是 250817", "250817"),
    ("home_code", "快递柜取件码 6-8-4-2-1-9", "6-8-4-2-1-9"),
    ("home_code", "保险箱的密码：36-12-48", "36-12-48"),
    ("otp", "Use 839201 to verify your account", "839201"),
    ("otp", "Your Microsoft security code is 5521 0374", "5521 0374"),
    ("otp", "login code: 204-118", "204-118"),
    ("otp", "您的登录验证码为 904512，切勿告知他人", "904512"),
    ("otp", "【招商银行】动态密码 318842", "318842"),
    ("otp", "MFA token 662019 expires in 30s", "662019"),
    ("otp", "here are my 2FA recovery codes 1a2b3c4d5e 6f7g8h9i0j", "6f7g8h9i0j"),
    ("otp", "the TOTP secret is JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("credential", "usr: mlee / pwd: Gr8Scott!", "Gr8Scott!"),
    ("credential", "Netflix → lee@example.com, pw Blu3Sky!!", "Blu3Sky!!"),
    ("credential", "the admin password? it's Adm1n#2024", "Adm1n#2024"),
    ("credential", "password (don't tell anyone): Q9!vXz27", "Q9!vXz27"),
    ("credential", "我的邮箱密码换成了 Mail@8899", "Mail@8899"),
    ("credential", "支付宝登录密码：zfb_2024Pay", "zfb_2024Pay"),
    ("credential", "PIN for my SIM: 0420", "0420"),
    ("credential", "ATM pin - 7741", "7741"),
    ("credential", "passcode 9 3 1 7 for the phone", "9 3 1 7"),
    ("connection", "jdbc:postgresql://db:5432/app?user=app&password=Jd8cPw2x", "Jd8cPw2x"),
    ("connection", "smtp://mailer:Sm7p!Pass@smtp.example.com:587", "Sm7p!Pass"),
    ("connection", "ftp://anon:ftpPass123@files.example.org/pub", "ftpPass123"),
    ("env", "AWS_SESSION_TOKEN=FwoGZXIvYXdzEJr//////////wEaDOdj8B7cXNpYWxTdHJpbmc", "FwoGZXIvYXdzEJr"),
    (
        "env",
        "GITHUB_TOKEN: ghs_16C7e42F292c6912E7710c838347Ae178B4a",
        "ghs_16C7e42F292c6912E7710c838347Ae178B4a",
    ),
    ("env", 'secrets:\n  db_pass: "Yq3!mn8Zr"', "Yq3!mn8Zr"),
    ("env", "set -x MY_API_TOKEN 7f9c2ba4e88f827d616045507605853e", "7f9c2ba4e88f827d616045507605853e"),
    ("identity", "身份证号码后面是 440306198803151236 别外传", "440306198803151236"),
    ("identity", "my passport no is K8834129", "K8834129"),
    ("identity", "social security # 078-05-1120", "078-05-1120"),
    ("identity", "社保号：320102199505204417", "320102199505204417"),
    ("crypto", "wallet recovery phrase: zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong", "zoo zoo zoo"),
    ("crypto", "助记词是 苹果 香蕉 橙子 西瓜 葡萄 桃子", "香蕉 橙子"),
    ("layout", "P A S S W O R D : Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "pass\u00adword: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "密\u200b码：Ｔｒ０ｕｂ４ｄｏｒ＆３", "Ｔｒ０ｕｂ４ｄｏｒ＆３"),
    ("layout", "verification code\n\n  482913", "482913"),
    ("layout", "> password: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("layout", "| gmail | pw | Gm@il2024! |", "Gm@il2024!"),
    ("number", "card no. 5500-0000-0000-0004 exp 11/26", "5500-0000-0000-0004"),
    ("number", "卡号：6222 0212 3456 7890 128，有效期 08/27，CVV 371", "371"),
]

SECOND_LOOK_ALIKES: list[str] = [
    "the garage door opener needs new batteries",
    "my password is too long to remember",
    "she said the pin on her jacket was from 1998",
    "flight UA 2041 lands at 6:05pm",
    "tracking code 1Z999AA10123456784 shows it in transit",
    "the combination of rice and beans is cheap",
    "we need a verification step before release 2.4",
    "the promo code SUMMER24 saves 10%",
    "the ticket code is on page 3",
    "I earned 250817 points last year",
    "快递单号 SF1234567890 到了",
    "我的验证方法是先读文档",
    "会议室密码锁坏了",
    "the area code is 415",
    "room key 302 is at the desk",
    "access code review is at 3pm",
    "please pass 2 plates to the left",
    "error code 0x80070005 on update",
    "HTTP 404 code for missing pages",
    "the OTP feature ships in v3.2",
]


def secret_gone(secret: str, redacted: str) -> bool:
    return secret not in redacted and normalise(secret).text not in normalise(redacted).text


@pytest.mark.parametrize(
    ("kind", "text", "secret"),
    SECOND,
    ids=[f"{k}-{re.sub(r'[^0-9A-Za-z]+', '_', t)[:30]}" for k, t, _ in SECOND],
)
def test_every_second_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert "[REDACTED:" in redacted, redacted
    assert secret_gone(secret, redacted), redacted


@pytest.mark.parametrize("text", SECOND_LOOK_ALIKES)
def test_no_second_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
