"""A twenty-second probe (session 30, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p22/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p22/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 22`` prints the summary per
kind. Rows that hold more than one secret list them all in all_values (value is one of them); each
of those must go too. First run (main d6aa4efc): 4 of 100 missed (hard_mixed 1/10, national_id 1/8, otp 1/6,
cvv 1/5), no further secret of an all_values row missed, 2 of 40 look-alikes flagged (l012, l038).
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p22", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p22", "lookalikes.jsonl")

# ids of rows still missed, of rows one of whose further secrets is missed, and of look-alikes still flagged;
# first run (main d6aa4efc): s042 s058 s073 s086 missed, l012 l038 flagged. After the fixes (session 30):
# none missed, none flagged
MISSED: set[str] = set()
MISSED_FURTHER: set[str] = set()
OVER: set[str] = set()
SEVERAL = [row for row in SECRETS if len(row.get("all_values", [])) > 1]


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 22 first run"))
def test_every_twenty_second_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 22 first run"))
def test_no_twenty_second_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []


@pytest.mark.parametrize("row", params(SEVERAL, MISSED_FURTHER, "probe 22 first run"))
def test_every_secret_of_a_twenty_second_probe_row_is_redacted(row: dict[str, str]) -> None:
    values = list(row["all_values"])
    assert all(value in row["text"] for value in values)
    missed = [value for value in values if text_missed(row["text"], value)]
    assert not missed, redact_text(row["text"], include_email=True)
