"""The rules added for probe 22 (session 30, issue 26; docs/security.md, "Session 30: Probe 22"), each
with values of its own — not the probe's nor its check set's wording — and the look-alikes each rule must
keep: a password typed one character at a time; Cantonese's 係 and 嘅 read as 是 and 的 (not inside 關係 or
係數), with a Hong Kong identity card's check character in brackets and traditional labels; a one-time code
with its service's letter prefix and no connector; a card's code named by the back of the card in other
Chinese words; a question word and its particles after a label; a public place's number before "帮我…";
a code whose meaning is asked right after it."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("the vpn password is r 4 T ! 8 s k, no spaces when typed", "r 4 T ! 8 s k", SensitiveKind.PASSWORD),
    ("淘宝密码：m 6 ? Q 2 w 9，我隔开写的", "m 6 ? Q 2 w 9", SensitiveKind.PASSWORD),
    ("佢嘅密碼係 Lam8!harbour", "Lam8!harbour", SensitiveKind.PASSWORD),
    ("我個身份證號碼係 D246810(3)", "D246810(3)", SensitiveKind.ID_DOCUMENT),
    ("HKID 号码是 P135790(A)", "P135790(A)", SensitiveKind.ID_DOCUMENT),
    ("我嘅駕駛證號碼係 440301199001011234", "440301199001011234", SensitiveKind.ID_CARD),
    ("登入碼係 662019", "662019", SensitiveKind.PASSWORD),
    ("收到的校验码 T-90317，记一下", "T-90317", SensitiveKind.PASSWORD),
    ("卡片背后的四位 7294", "7294", SensitiveKind.BANK_CARD),
    ("卡後邊三位數字係 183", "183", SensitiveKind.BANK_CARD),
    ("我的电话 021-5555 0199，帮我存一下", "021-5555 0199", SensitiveKind.PHONE),
    ("取件码 2-6-4410，下班去拿", "2-6-4410", SensitiveKind.PASSWORD),
]  # fmt: skip
KEPT = [
    "the password needs a 1 or a # somewhere",
    "密码是啥来着？我又忘了",
    "WiFi密碼係乜嘢嚟？",
    "我同公司嘅關係係幾好",
    "呢個係數 3 8 2 1 唔啱",
    "验证码在 B-2 那一格",
    "卡背后有磁条，别刮花了",
    "那家面馆的电话是 010-6552-3388，帮我订两个位子",
    "取件码 9-1-3302 什么意思，第九个货架？",
    "what does gate code 4-1-0918 mean on this parcel slip?",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_twenty_second_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_twenty_second_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)


def test_cantonese_words_are_read_as_mandarin_and_written_back_as_they_came() -> None:
    assert redact_text("我嘅網銀密碼係 Hk7!tram，記住", include_email=False) == (
        "我嘅網銀密碼係 [REDACTED:password]，記住"
    )
