"""The check set of the sixteenth probe (session 24, issue 26), written by the helper who fixes probe 16,
by hand, after reading probe 16's misses and before any detector change for them:
``probes/p16_after/secrets.jsonl`` (45 rows ``{id, kind, text, value}``) holds new wordings, in English
and Chinese, of the classes of miss probe 16 showed — a misspelled password word ("pasword", "passowrd",
秘码, 密吗), a label asked as a question and then answered ("PIN? 4417", "密码? …"), a card's code said
in number words or after "card verification", one-time codes written with a space between the digits
after a Chinese label (登录码, 动态码, 确认码, 校验码), a password given after "literally"/"basically"
and its making, a security question quoted and then answered ("密保问题'…'我写的是 …"), a maiden name
after an aside, and medical record numbers followed by where they are held;
``probes/p16_after/lookalikes.jsonl`` (30 rows) holds talk about the same kinds without a value.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 16-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Session 24: Probe 16").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p16_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p16_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main b0f1ca1, before any change
# for probe 16): 30 of 45 missed (EN 21 of 29, ZH 9 of 16; password 4/7, pin_code 4/5, cvv 5/7,
# hard_mixed 5/6, otp 3/6, security_answer 5/7, license_insurance_medical 4/7), 2 of 30 look-alikes
# flagged (h021, h022: the rest of a clause after "password is" read as a passphrase). After the fixes:
# g037 missed (an answer to a quoted question with no security question named), h022 flagged (a
# password's making after "is" read as a passphrase, as f007 of probe 15's check set); both fixed in session
# 28 ("answer to '…'" names the question; a making with no digit is no value: "Session 28: Probe 20")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 16 check set first run"))
def test_every_sixteenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 16 check set first run"))
def test_no_sixteenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
