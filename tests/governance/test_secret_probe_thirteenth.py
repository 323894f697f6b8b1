"""A thirteenth probe (session 21, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p13/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p13/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_twelfth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 13`` prints the summary per
kind. First run (main 8b8ace8): 16 of 100 missed (hard_mixed 5/10, password 3/18, security_answer 3/5,
cvv 2/5, otp 2/6, license_insurance_medical 1/5), 1 of 40 look-alikes flagged (order_number).
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p13", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p13", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main 8b8ace8): s004 s010 s016 s031
# s033 s070 s071 s080 s081 s082 s089 s091 s094 s095 s099 s100 and l002; none after the fixes (session 21)
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 13 first run"))
def test_every_thirteenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 13 first run"))
def test_no_thirteenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
