"""Each rule added for probe 11 (docs/security.md, "probe 11") on values of its own, and the look-alikes
it must keep: a code some words after its label, answers named by their question, passwords said by
what was done with them, digits spelled out, values said by what they open, licence and insurance
numbers after their labels, a shell command's output, a lottery draw."""

import pytest

from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

RULES: list[tuple[str, str, str]] = [
    ("distant code", "the sign-in code from the Okta app, it says 771 406", "771 406"),
    ("distant code", "Código de seguridad de Amazon: 3390 1187", "3390 1187"),
    ("distant code", "the CVC on the back of the Mastercard, the three digits are 214", "214"),
    ("distant code", "recovery code for Bitwarden, keep it: k8d2-7m4p", "k8d2-7m4p"),
    ("distant code", "my code is 558102, the email says it lasts an hour", "558102"),
    ("answer", "on the recovery question form: my first pet's name is Biscuit", "Biscuit"),
    ("answer", "if the bank asks for my mother's maiden name, tell them Haverford", "Haverford"),
    ("answer", "my memorable word is tangerine", "tangerine"),
    ("answer", "security Q: first car / A: Corolla", "Corolla"),
    ("done", "last week I switched my password to Gr4nite&Moss for the Outlook account", "Gr4nite&Moss"),
    ("done", "she set Koala!Bay77 as the new password", "Koala!Bay77"),
    ("done", "the PIN reversed is 8#1-2a7x", "8#1-2a7x"),
    ("done", "WLAN key for the office router → Heron22Lake", "Heron22Lake"),
    ("done", "路由器密码设成了 大白兔88", "大白兔88"),
    ("spelled", "the door PIN is six one one eight", "six one one eight"),
    ("spelled", "account number: four four nine, zero one, two two", "four four nine, zero one, two two"),
    ("opens", "the password to unlock the tablet is Plum7Tree", "Plum7Tree"),
    ("opens", "when the kiosk prompts again, type 830114", "830114"),
    ("opens", "I use Violet#2020 for all my accounts", "Violet#2020"),
    ("opens", "it's 7702 — that's for the garage", "7702"),
    ("id", "driving licence no. MORGA753116SM9IJ", "MORGA753116SM9IJ"),
    ("id", "health insurance number: 8800 1923 4471", "8800 1923 4471"),
    ("id", "Versichertennummer K220475119", "K220475119"),
    ("id", "驾照号码填 330106199001", "330106199001"),
    ("phone, not a draw", "call me on 01 45 51 23 45", "01 45 51 23 45"),
]

KEPT: list[str] = [
    "the verification code comes by SMS within 30 seconds",
    "my code is 1500 lines long and still growing",
    "the backup code generator runs every 24 hours",
    "my mother's maiden name is on the birth certificate from 1961",
    "I changed it to version 2.4 yesterday and the build passed",
    "password = $(pass show email/work)",
    "TOKEN=$(gh auth token)",
    "the draw was 3 8 15 21 40 and the bonus ball 12",
    "scores in order: 12 19 27 33 48",
    "I always type fast everywhere, 120 words a minute",
    "to open the jar you need 2 hands",
    "the insurance covers 80 percent of the bill",
    "Medicare covers people over 65",
]


@pytest.mark.parametrize(("rule", "text", "secret"), RULES, ids=[f"{r}-{t[:24]}" for r, t, _ in RULES])
def test_each_eleventh_rule_redacts_its_value(rule: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize("text", KEPT)
def test_each_eleventh_rule_keeps_its_look_alikes(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
