"""The rules added for probe 16 (session 24, issue 26; docs/security.md, "Session 24: Probe 16"), each
with values of its own — not the probe's nor its check set's wording — that main (b0f1ca1) missed, and
the look-alikes each rule must keep: a mistyped password word (``sensitive_text.typos``), a label asked
and answered (``governance.sensitive_asked``), a card's code in number words or after "card
verification" / "the code on the back", Chinese one-time-code labels, a made password before a dash, a
maiden name after an aside naming who asks, Chinese verbs of an answer, MRN and patient ID."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("my passwrod for the NAS: Tulip55river", "Tulip55river", SensitiveKind.PASSWORD),
    ("apssword is Cobalt#118", "Cobalt#118", SensitiveKind.PASSWORD),
    ("the passord is Fjord2024 (norwegian keyboard)", "Fjord2024", SensitiveKind.PASSWORD),
    ("alarm code? 6620, it resets at midnight", "6620", SensitiveKind.PASSWORD),
    ("pw?? its Mango!Tree9", "Mango!Tree9", SensitiveKind.PASSWORD),
    ("支付密码？ 3 3 0 9 1 7", "3 3 0 9 1 7", SensitiveKind.PASSWORD),
    ("the cvc says two zero eight", "two zero eight", SensitiveKind.BANK_CARD),
    ("security code on the back of my visa is six, one, nine", "six, one, nine", SensitiveKind.BANK_CARD),
    ("card verification value 5512", "5512", SensitiveKind.BANK_CARD),
    ("卡背面的安全码 七三零", "七三零", SensitiveKind.BANK_CARD),
    ("code on the front: 7012", "7012", SensitiveKind.BANK_CARD),
    ("认证码：6 6 1 0 2 9", "6 6 1 0 2 9", SensitiveKind.PASSWORD),
    (
        "the backup wifi password is my street + door number, so Oakley17 - ok?",
        "Oakley17",
        SensitiveKind.PASSWORD,
    ),
    ("father's middle name (the bank asks it): Casimir", "Casimir", SensitiveKind.PASSWORD),
    ("安全问题：我最喜欢的食物，我设的是 红烧肉", "红烧肉", SensitiveKind.PASSWORD),
    ("MRN: 30091174 (Royal Free)", "30091174", SensitiveKind.ID_DOCUMENT),
    ("patient number 88120-44 at the clinic", "88120-44", SensitiveKind.ID_DOCUMENT),
]
KEPT = [
    "the passowrd reset link expired again",
    "password? dunno, ask Priya",
    "pin? 4 digits, the bank says",
    "PIN?? 1111 is the factory default everyone uses",
    "code? 404, the page is gone",
    "which combo? the burger and fries",
    "the cvv is on the back, three digits",
    "card verification failed, try again",
    "we ordered one two three pizzas, no idea",
    "登录码发到旧手机上了",
    "father's middle name was Casimir, after his grandfather",
    "mother's maiden name (as on the certificate): Nowak",
    "密保问题我设的是一个很难猜的",
    "MRN and patient ID are on the wristband",
    "license plate number on the rental is hard to read",
    "the password is literally on a sticky note",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
