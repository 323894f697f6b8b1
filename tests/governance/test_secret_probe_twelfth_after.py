"""The check set of the twelfth probe (session 20, issue 26), written by the helper who fixes probe 12,
in fresh wording, and committed before any detector change for probe 12: ``probes/p12_after/secrets.jsonl``
(21 rows ``{id, kind, text, value}``) holds new variants of the kinds the probe's first run missed —
authenticator setup keys (base32, grouped or not), answers to a security question named in quotes or
brackets, keypad, gate, alarm and lock codes, and Chinese driving-licence file, medical-insurance,
social-security and patient-card numbers; ``probes/p12_after/lookalikes.jsonl`` (10 rows) holds talk
about wrong passwords, lock-outs, codes, licences and insurance that must not be flagged.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 12-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("probe 12").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p12_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p12_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (before any change for probe 12):
# 12 of 21 missed (otp_key 5/5, answer 3/5, pin 1/5, medical 3/6), 1 of 10 look-alikes flagged
# ("密码错误，请重新输入"): a001-a008, a011, a016, a017, a021 and b001; none after the fixes
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 12 check set first run"))
def test_every_twelfth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 12 check set first run"))
def test_no_twelfth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
