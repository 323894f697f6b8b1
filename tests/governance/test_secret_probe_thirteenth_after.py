"""The check set of the thirteenth probe (session 21, issue 26), written by the helper who fixes probe 13,
in fresh wording, and committed before any detector change for probe 13: ``probes/p13_after/secrets.jsonl``
(28 rows ``{id, kind, text, value}``) holds new variants of the kinds the probe's first run missed —
passphrases of words, a password after a mistyped 密码 (秘码, 蜜码), an Amex CID and a Chinese "cvv2是417",
a one-time code with a letter prefix (动态码 T-482917) or in a sign-in message ("Enter … on the sign-in
page"), answers after a quoted question ("… question I put …", "密保：… —— …"), insurers' member and
subscriber ids, and unlabelled "hard" rows (a social security number called "my social", an ``appid`` in a
URL, "开电脑用的那串", a six-digit code from a text message someone asks for, a UUID named as what to
authenticate with); ``probes/p13_after/lookalikes.jsonl`` (18 rows) holds 18-digit order numbers that pass
the Luhn check, talk about security questions, CIDs, codes and insurance without a value, a request's
trace id and a placeholder ``appid``, which must not be flagged.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 13-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("probe 13").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p13_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p13_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main 3c0acc0, before any change
# for probe 13): 22 of 28 missed (password 4/5, cvv 1/4, otp 2/4, security_answer 5/5,
# license_insurance_medical 3/3, hard_mixed 7/7), 4 of 18 look-alikes flagged (three Luhn-valid 18-digit
# order numbers as cards, "密保问题设置好了，但是答案我自己都不记得了" as a password): c001, c003-c006, c010,
# c012, c014-c028 and d001-d003, d005; none after the fixes
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 13 check set first run"))
def test_every_thirteenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 13 check set first run"))
def test_no_thirteenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
