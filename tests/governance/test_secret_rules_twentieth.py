"""The rules added for probe 20 (session 28, issue 26; docs/security.md, "Session 28: Probe 20"), each
with values of its own — not the probe's nor its check set's wording — and the look-alikes each rule must
keep: a relative clause naming who set, chose or gave a password or a PIN between its label and the
connector; a number named by who texted it; an aside in brackets before a colon; an answer to a quoted
question with "I gave …" before "was", and an answer whose aside says what its question is; a digest
named some words before its hex digits; a password's making with no value, and a Chinese value that says
what a password is like or what to do."""

import hashlib

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

_DIGEST = hashlib.sha256(b"rules twentieth").hexdigest()

REDACTED = [
    # (text, value, kind)
    ("the password my brother came up with is Gr4vel&Pit", "Gr4vel&Pit", SensitiveKind.PASSWORD),
    ("pw that we share for the printer: 'Toner-Ink-3'", "Toner-Ink-3", SensitiveKind.PASSWORD),
    ("the pin the hotel gave us is 2 8 4 6", "2 8 4 6", SensitiveKind.PASSWORD),
    ("the number that Revolut texted me is 551903", "551903", SensitiveKind.PASSWORD),
    ("邮箱密码（工作用的）：Mail#2024cn", "Mail#2024cn", SensitiveKind.PASSWORD),
    ("安全问题答案(第一辆车): 捷达", "捷达", SensitiveKind.PASSWORD),
    ("the answer for 'favourite teacher' I typed was Mr Hollis", "Mr Hollis", SensitiveKind.PASSWORD),
    ("答案（问题是：小学班主任）：周老师", "周老师", SensitiveKind.PASSWORD),
]
KEPT = [
    "the password I set is too long for the smart TV",
    "the pin the hotel gave us didn't work at all",
    "the pass I bought was 2024 edition",
    "the number the dentist texted me was about the appointment",
    "the order number they texted me is 48213",
    "登录密码（区分大小写）：见入职邮件",
    "answer (question 5): photosynthesis",
    f"sha256 of the installer on the vendor's site: {_DIGEST}",
    f"the md5sum from the build log for release 2.4.1 is {_DIGEST[:32]}",
    "my password is our dog's name plus his birthday, not telling",
    "密码改成了跟以前一样的",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_twentieth_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_twentieth_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
