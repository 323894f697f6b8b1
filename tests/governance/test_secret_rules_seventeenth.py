"""The rules added for probe 17 (session 25, issue 26; docs/security.md, "Session 25: Probe 17"), each
with values of its own — not the probe's nor its check set's wording — that main (cc49aae) missed, and
the look-alikes each rule must keep: a clipped password word ("psswd", "pswd", "psw", "pwrd"), "PIN 码" and
"PUK 码" with a space and a count after a PIN's label ("4位"), a fenced block after a code's label, an IBAN
not in upper case at its country's length, a mask of x's as a placeholder, a draw with a bonus number and
ten digits in pairs, a quoted security question answered after an arrow, an answer followed by who asks
for it, a favourite's name as a question's subject, Chinese subjects of a security question."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("pswd = Oriole#5521", "Oriole#5521", SensitiveKind.PASSWORD),
    ("my psswrd: Quartz7Lily", "Quartz7Lily", SensitiveKind.PASSWORD),
    ("psw Kettle88!x for the printer admin", "Kettle88!x", SensitiveKind.PASSWORD),
    ("pwrd: Harbor&92", "Harbor&92", SensitiveKind.PASSWORD),
    ("车库门 PIN 码：5184", "5184", SensitiveKind.PASSWORD),
    ("PUK 码为 70316628", "70316628", SensitiveKind.PASSWORD),
    ("2FA backup codes\n~~~\n9fh2-k3d8\n~~~", "9fh2-k3d8", SensitiveKind.PASSWORD),
    ("备用验证码 kd82-mq1x pz7v-3nrw", "pz7v-3nrw", SensitiveKind.PASSWORD),
    (
        "rent goes to it60x0542811101000000123456 every month",
        "it60x0542811101000000123456",
        SensitiveKind.BANK_CARD,
    ),
    ("房租打到 at61 1904 3002 3457 3201 就行", "at61 1904 3002 3457 3201", SensitiveKind.BANK_CARD),
    ('security question "first concert" -> Radiohead 2003', "Radiohead 2003", SensitiveKind.PASSWORD),
    ("密保问题「出生的城市」：洛阳", "洛阳", SensitiveKind.PASSWORD),
    ("childhood dog's name was Pepper (the bank's phone check uses it)", "Pepper", SensitiveKind.PASSWORD),
    ("favourite teacher's name was Dr. Abara, for the account recovery", "Dr. Abara", SensitiveKind.PASSWORD),
    ("妈妈的娘家姓是慕容，客服问的话就这么答", "慕容", SensitiveKind.PASSWORD),
]
KEPT = [
    "psswd and pswd are both typos I make",
    "PIN 码是6位数字还是4位？",
    "the PUK 码 is on the SIM card holder",
    "backup codes:\n```\nnot generated yet\n```",
    "it60 is the model number of the fan",
    "de12 3456 7890 is not a real account",
    "SECRET_KEY=xxxxxxxxxxxx  # set in prod",
    "token: XXXX-XXXX-XXXX-XXXX (masked in the logs)",
    "winning numbers: 03 11 17 24 36 + 08",
    "temperatures: 18 22 25 19 21 + 3 on the weekend",
    'security question "first concert" is a dumb one',
    "favourite teacher was Mr. Hale, he taught maths",
    "我第一只宠物的名字叫球球，特别可爱",
    "我妈妈的名字是王芳，她在银行工作",
    "my first pet's name was Rex, he lived to 14",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
