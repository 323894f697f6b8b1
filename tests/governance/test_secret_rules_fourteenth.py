"""The rules added for probe 14 (session 22, issue 26; docs/security.md, "Probe 14"), each with values of
its own — not the probe's nor its check set's wording — that main (21c00e5) missed, and the look-alikes
each rule must keep. ``governance.sensitive_asides`` holds the new readers; the other rows are table
edits (card codes by where they are printed, a quoted combination, a phone that "unlocks with", "now" in
other languages after a connector, "social security" some words before its number, a health insurer's
policy number, Chinese medical-record labels)."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("vpn passphrase plz: seven blue owls at dawn", "seven blue owls at dawn", SensitiveKind.PASSWORD),
    ("password btw: Hx8!rain77", "Hx8!rain77", SensitiveKind.PASSWORD),
    ("the pw for the printer portal -> kestrel2020", "kestrel2020", SensitiveKind.PASSWORD),
    ("guest network passkey: b1rchw00d", "b1rchw00d", SensitiveKind.PASSWORD),
    ("the bank site made me pick a password. it's lemontree88", "lemontree88", SensitiveKind.PASSWORD),
    ("staging db creds: deploy / Wint3r!sh", "Wint3r!sh", SensitiveKind.PASSWORD),
    ("🔐 the code is 'otter-lantern-9' — keep it secret", "otter-lantern-9", SensitiveKind.PASSWORD),
    ("the pin - it's 6 0 3 8", "6 0 3 8", SensitiveKind.PASSWORD),
    ("garage code is 1111, actually no it's 2846 now", "2846", SensitiveKind.PASSWORD),
    ("bike lock combination at the station rack: 7-22-15", "7-22-15", SensitiveKind.PASSWORD),
    ('the safe combo is "3971"', "3971", SensitiveKind.PASSWORD),
    ("my tablet unlocks with 583102", "583102", SensitiveKind.PASSWORD),
    ("Das Passwort ist jetzt Birke7Tal", "Birke7Tal", SensitiveKind.PASSWORD),
    ("邮箱密码……我想想……对 是 qwer5678", "qwer5678", SensitiveKind.PASSWORD),
    ("家里wifi的密码，叫「月亮船2021」", "月亮船2021", SensitiveKind.PASSWORD),
    ("银行卡密码，我妈的生日，630914，记一下", "630914", SensitiveKind.PASSWORD),
    ("old laptop, login is this: Tq9#marble_44", "Tq9#marble_44", SensitiveKind.PASSWORD),
    ("for the vault in the office: Rv7$kettle", "Rv7$kettle", SensitiveKind.PASSWORD),
    ("my mastercard is 5412 7534 9821 0046", "5412 7534 9821 0046", SensitiveKind.BANK_CARD),
    ("用这张信用卡 6225-8801-2233-4456 付", "6225-8801-2233-4456", SensitiveKind.BANK_CARD),
    ("the card's back has three digits printed on the back: 447", "447", SensitiveKind.BANK_CARD),
    ("Amex: the 4 digits printed above the number are 3319", "3319", SensitiveKind.BANK_CARD),
    ("cvv... 5 0 2", "5 0 2", SensitiveKind.BANK_CARD),
    ("信用卡背面那三位数是 816", "816", SensitiveKind.BANK_CARD),
    ("social security — hang on, it's on the form — 371 52 8804", "371 52 8804", SensitiveKind.ID_DOCUMENT),
    ("medical insurance member # KP-55012934", "KP-55012934", SensitiveKind.ID_DOCUMENT),
    ("住院号 ZY2024110356，明天复查", "ZY2024110356", SensitiveKind.ID_DOCUMENT),
]

KEPT = [
    "password please: I forgot it, can you reset it",
    "password policy -> at least 12 characters",
    "passkeys are the future, says the blog",
    "I changed my password yesterday. it's fine now",
    "login: click the blue button and wait",
    "the key is 'consistency', honestly",
    "zip code - 94110",
    "error code - 5012, the server said",
    "the meeting moved, actually 1530 works better",
    "pin is the same, actually the meeting is at 1530",
    "the combination of 3-4-5 triangles is classic",
    "combo meal number 2-3-1 at the diner",
    "密码要求至少8位，不能是生日",
    "密码忘了，用户名是 zhang2023",
    "密码错误次数过多，请30分钟后再试",
    "what's 4532 x 7153? my calculator died",
    "visa fee was 160 dollars, appointment 2024-09-14",
    "my visa expires on 2027-03-01, card ends 4417",
    "the router model is RT-AX88U_Pro and it was 199 dollars",
    "social security office hours are 9 to 4, room 212",
    "住院部在3号楼，门诊在1号楼",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
