"""A twenty-third probe (session 31, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p23/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p23/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 23`` prints the summary per
kind. Rows that hold more than one secret list them all in all_values (value is one of them); each
of those must go too. First run (main f14bad33): 10 of 100 missed (password 5/18, pin_code 2/6,
bank_account 1/6, otp 1/6, security_answer 1/5), a further secret of one all_values row missed (s007), no
look-alike flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p23", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p23", "lookalikes.jsonl")

# ids of rows still missed, of rows one of whose further secrets is missed, and of look-alikes still flagged;
# first run (main f14bad33): s003 s007 s008 s013 s014 s069 s072 s079 s082 s089 missed, s007's further secret
# missed, none flagged. After the fixes (session 31, governance/sensitive_used and others): none missed
MISSED: set[str] = set()
MISSED_FURTHER: set[str] = set()
OVER: set[str] = set()
SEVERAL = [row for row in SECRETS if len(row.get("all_values", [])) > 1]


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 23 first run"))
def test_every_twenty_third_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 23 first run"))
def test_no_twenty_third_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []


@pytest.mark.parametrize("row", params(SEVERAL, MISSED_FURTHER, "probe 23 first run"))
def test_every_secret_of_a_twenty_third_probe_row_is_redacted(row: dict[str, str]) -> None:
    values = list(row["all_values"])
    assert all(value in row["text"] for value in values)
    missed = [value for value in values if text_missed(row["text"], value)]
    assert not missed, redact_text(row["text"], include_email=True)
