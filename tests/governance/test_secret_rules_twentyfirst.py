"""The rules added for probe 21 (session 29, issue 26; docs/security.md, "Session 29: Probe 21"), each
with values of its own — not the probe's nor its check set's wording — and the look-alikes each rule must
keep: a value given before its label with chatter after the label or an arrow and no "is"; "4" for "for"
after a label; a code's digits joined by spaced dashes; a card record's security code after the number and
the expiry; an access code of another language some words before its colon; a card's code named by the
back of the card in other languages and in Chinese; a security answer said of its subject ("was named");
a security question written out after its name, then an arrow or its question mark and the answer."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("Fj3!lantern is my spotify password haha", "Fj3!lantern", SensitiveKind.PASSWORD),
    ("Hq9#dune <- my laptop login password", "Hq9#dune", SensitiveKind.PASSWORD),
    ("Wz4!kite 是我京东的密码嘛", "Wz4!kite", SensitiveKind.PASSWORD),
    ("pass 4 the vpn: Vp9!tunnel", "Vp9!tunnel", SensitiveKind.PASSWORD),
    ("gate code is 5 - 0 - 2 - 8", "5 - 0 - 2 - 8", SensitiveKind.PASSWORD),
    ("4916338506082832|03/29|771", "771", SensitiveKind.BANK_CARD),
    ("code d'accès pour mon espace client : 448120", "448120", SensitiveKind.PASSWORD),
    ("il codice sul retro della mia carta è 604", "604", SensitiveKind.BANK_CARD),
    ("卡背面的三位是 275", "275", SensitiveKind.BANK_CARD),
    ("favourite teacher was called Mrs Adeyemi, same for every security question", "Mrs Adeyemi",
     SensitiveKind.PASSWORD),
    ("secret question: town your father was born in => Ghent", "Ghent", SensitiveKind.PASSWORD),
    ("密保问题：第一辆车的品牌 -> 捷达", "捷达", SensitiveKind.PASSWORD),
]  # fmt: skip
KEPT = [
    "Fj3-series <- my password manager plan fyi",
    "pw 4 digits is too short for the bank",
    "pin 4 the map: the blue one",
    "pages 2 - 4 - 6 - 8 of the alarm code manual",
    "gate code B7 at terminal 2",
    "ISBN 9780306406157 | 03/29 | 771 pages",
    "code d'accès pour mon espace client : voir le courrier",
    "il codice sul retro della scatola è 8031",
    "卡背面的三位不要发给别人",
    "my first dog was named Rex, he was a beagle",
    "security question: town your father was born in -> bad choice, it's on Facebook",
    "安全问题：第一辆车的品牌？我还没想好写哪个",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_twenty_first_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_twenty_first_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
