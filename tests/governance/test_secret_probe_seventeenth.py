"""A seventeenth probe (session 25, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p17/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p17/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 17`` prints the summary per
kind. First run (main 2e2614f): 6 of 100 missed (hard_mixed 1/10, otp 1/6, password 1/18, pin_code 1/6,
security_answer 2/5), 2 of 40 look-alikes flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p17", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p17", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged; first run (main 2e2614f): s012 s050 s076 s081
# s088 s089 missed, l013 l032 flagged; none since the fixes of session 25 (docs/security.md, "Session 25:
# Probe 17")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 17 first run"))
def test_every_seventeenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 17 first run"))
def test_no_seventeenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
