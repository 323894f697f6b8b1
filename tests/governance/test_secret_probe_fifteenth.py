"""A fifteenth probe (session 23, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p15/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p15/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 15`` prints the summary per
kind. First run (main a47ead5): 12 of 100 missed (bank_account 1/6, cvv 1/5, hard_mixed 5/10,
license_insurance_medical 1/5, national_id 1/8, otp 1/6, password 1/18, security_answer 1/5), 1 of 40
look-alikes flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p15", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p15", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main a47ead5): s010 s041 s042
# s043 s046 s049 s057 s067 s076 s084 s089 s094; look-alike l037; none after the fixes (docs/security.md,
# "Session 23: Probe 15")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 15 first run"))
def test_every_fifteenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 15 first run"))
def test_no_fifteenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
