"""The rules added for probe 23 (session 31, issue 26; docs/security.md, "Session 31: Probe 23"), each with
values of its own — not the probe's nor its check set's wording — and the look-alikes each rule must keep:
a value given before what it opens, what it was set as, or whose code it is; a value to use for a thing
that locks; a user and a password split by a slash; the password's label in pinyin; a security question
asked and answered; a keypad code between a star and a hash; an account number right after a bank's name."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("482913 gets you into my laptop", "482913", SensitiveKind.PASSWORD),
    ("9051 ouvre la porte du garage", "9051", SensitiveKind.PASSWORD),
    ("663201 可以解锁我的平板", "663201", SensitiveKind.PASSWORD),
    ("blue-Moon77 is what the router is set to", "blue-Moon77", SensitiveKind.PASSWORD),
    ("Cedar_4410 is what i typed as the pin for the nas", "Cedar_4410", SensitiveKind.PASSWORD),
    ("pk90ddf2 是我们改的开机密码", "pk90ddf2", SensitiveKind.PASSWORD),
    ("T-550917 is the amazon code", "T-550917", SensitiveKind.PASSWORD),
    ("730194 是支付宝的验证码", "730194", SensitiveKind.PASSWORD),
    ("Kp7zz9q for the wifi, forgot to tell you", "Kp7zz9q", SensitiveKind.PASSWORD),
    ("Kp7zz9q is the wifi btw", "Kp7zz9q", SensitiveKind.PASSWORD),
    ("just type Ferret_92 when the laptop asks", "Ferret_92", SensitiveKind.PASSWORD),
    ("we changed it to Otter_5521 for the guest network", "Otter_5521", SensitiveKind.PASSWORD),
    ("use Grackle!30 to log into the office mac", "Grackle!30", SensitiveKind.PASSWORD),
    ("直接用 zz88qq11 连公司网络", "zz88qq11", SensitiveKind.PASSWORD),
    ("netflix — jess.m / Popcorn#12", "Popcorn#12", SensitiveKind.PASSWORD),
    ("WiFi: HomeNet / Gr33n_tea!", "Gr33n_tea!", SensitiveKind.PASSWORD),
    ("摄像头后台 root / cam8899xx", "cam8899xx", SensitiveKind.PASSWORD),
    ("mi ma 是 qq778899", "qq778899", SensitiveKind.PASSWORD),
    ("pet's name growing up? Rex2009", "Rex2009", SensitiveKind.PASSWORD),
    ("mother's maiden name? Kowalski, for the bank thing", "Kowalski", SensitiveKind.PASSWORD),
    ("大门按 #6620* 就能进", "6620", SensitiveKind.PASSWORD),
    ("the side door keypad: press *5173# then push", "5173", SensitiveKind.PASSWORD),
    ("工行 6222 0210 0123 4567 890 转这个", "6222 0210 0123 4567 890", SensitiveKind.BANK_CARD),
    ("pay into Santander 0912 7734 5510, ta", "0912 7734 5510", SensitiveKind.BANK_CARD),
]  # fmt: skip
KEPT = [
    "level 3 unlocks the double jump",
    "2024 unlocks the new season pass",
    "94103 is the zip code for the office",
    "CA1831 is the flight code on my ticket",
    "2024 for the garage door was expensive",
    "use python3 to connect to the server",
    "use v2.3.1 for the vpn client",
    "set the alarm to 0630 tomorrow",
    "flights: CA1831 / CA1832, pick one",
    "first pet? we never had one",
    "first car? a Civic, why",
    "maiden name? None, I never changed it",
    "wifi mima 忘了，明天问房东",
    "工行 2023 年报显示 3651 亿",
    "电梯按 18 楼就到了",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_twenty_third_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_twenty_third_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)


def test_a_pair_keeps_its_user_and_loses_its_password() -> None:
    redacted = redact_text("- dropbox: k.lee / Tide_pool42", include_email=False)
    assert redacted == "- dropbox: k.lee / [REDACTED:password]"
