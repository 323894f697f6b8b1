"""A eighteenth probe (session 26, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p18/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p18/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 18`` prints the summary per
kind. First run (main e880a40): 13 of 100 missed (password 2/18, api_key 1/12, hard_mixed 2/10,
national_id 2/8, phone 1/6, bank_account 1/6, otp 1/6, cvv 1/5, security_answer 2/5), 0 of 40 look-alikes
flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p18", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p18", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged; first run (main e880a40): s013 s017 s030 s045
# s050 s052 s053 s064 s067 s073 s085 s089 s090; after the fixes (session 26): none
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 18 first run"))
def test_every_eighteenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 18 first run"))
def test_no_eighteenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
