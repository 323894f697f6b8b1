"""A sixteenth probe (session 24, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p16/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p16/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 16`` prints the summary per
kind. First run (main c8f0807): 9 of 100 missed (cvv 1/5, hard_mixed 2/10, license_insurance_medical 1/5,
otp 1/6, password 1/18, pin_code 1/6, security_answer 2/5), 0 of 40 look-alikes flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p16", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p16", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged; first run (main c8f0807): s006, s041, s043,
# s075, s082, s086, s090, s091, s097 missed; after session 24's fixes (docs/security.md, "Session 24:
# Probe 16"): none
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 16 first run"))
def test_every_sixteenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 16 first run"))
def test_no_sixteenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
