"""A fourteenth probe (session 22, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p14/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p14/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_thirteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 14`` prints the summary per
kind. First run (main a582c23): 18 of 100 missed (cvv 1/5, hard_mixed 5/10, license_insurance_medical
2/5, national_id 1/8, otp 1/6, password 4/18, payment_card 3/10, pin_code 1/6), 0 of 40 look-alikes
flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p14", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p14", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main a582c23): s005 s008 s012
# s015 s031 s036 s038 s043 s045 s047 s048 s049 s058 s073 s081 s087 s095 s096; no look-alike; none after
# the fixes (session 22)
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 14 first run"))
def test_every_fourteenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 14 first run"))
def test_no_fourteenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
