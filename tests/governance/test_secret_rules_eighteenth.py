"""The rules added for probe 18 (session 26, issue 26; docs/security.md, "Session 26: Probe 18"), each
with values of its own — not the probe's nor its check set's wording — and the look-alikes each rule must
keep: a password given in pieces and then whole, or made of two things joined by 加 and given right after;
a password in base64; a key read out in groups of four; an SSN spelled after "social"; a UK National
Insurance number with its suffix letter, after "NI number … :" or 国民保险号; a mainland mobile in Chinese
numerals; "acc no" after a sort code; an authenticator app that "shows" a code; a card's "three numbers on
the back" in words; "recovery q" and an answer followed by "the answer for the … question"."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    (
        "vpn password comes in two halves: Red then Fox#19, together RedFox#19",
        "RedFox#19",
        SensitiveKind.PASSWORD,
    ),
    ("wifi密码：大写的P，小写ine，数字六六，合在一起 Pine66", "Pine66", SensitiveKind.PASSWORD),
    ("路由器密码是门牌号加小区名 1702lvyuan，别外传", "1702lvyuan", SensitiveKind.PASSWORD),
    ("ssh pass in b64: U3NoIUtleTIwMjU=", "U3NoIUtleTIwMjU=", SensitiveKind.PASSWORD),
    (
        "Mailgun key, spaced so I can read it: Ab3d Ef5g Hj7k Mn9p Qr2s",
        "Ab3d Ef5g Hj7k Mn9p Qr2s",
        SensitiveKind.PASSWORD,
    ),
    (
        "her social is six one two, four four, eight eight one nine",
        "six one two, four four, eight eight one nine",
        SensitiveKind.PASSWORD,
    ),
    ("NI number for HMRC: PX 55 12 90 A", "PX 55 12 90 A", SensitiveKind.ID_DOCUMENT),
    ("国民保险号码：TN 20 45 66 B", "TN 20 45 66 B", SensitiveKind.ID_DOCUMENT),
    ("她的手机是一三九一二三四五六七八", "一三九一二三四五六七八", SensitiveKind.PHONE),
    ("sort code 11-22-33, acc no. 40218877", "40218877", SensitiveKind.BANK_CARD),
    ("duo app shows 274019", "274019", SensitiveKind.PASSWORD),
    ("MFA app is showing 660271 right now", "660271", SensitiveKind.PASSWORD),
    ("the 3 numbers on the back of my visa are seven one four", "seven one four", SensitiveKind.BANK_CARD),
    ("recovery q 'favorite teacher' I put Mrs. Dalton", "Mrs. Dalton", SensitiveKind.PASSWORD),
    (
        "first car I owned = Civic Hatch, that's the answer for the bank question",
        "Civic Hatch",
        SensitiveKind.PASSWORD,
    ),
]
KEPT = [
    "split the work in two: first half research, second half writing, so it's done by friday",
    "密码规则：大写加小写加数字，合在一起至少十位",
    "the config is stored as base64 so the password field is just empty",
    "key dates this week: Mon 2 Tue 3 Wed 4 Thu 5 Fri 6",
    "social is more fun than work, one two three four times a week",
    "NI number format: two letters, six digits, one letter",
    "一三五七九是奇数，二四六八十是偶数",
    "acc no longer needed, closed it last year",
    "the app shows 2024 as the year, weird",
    "the three numbers on the back of the shirt are 2, 3 and 9",
    "first car I owned = a lot of repairs, that's the answer to why I'm broke",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
