"""A twenty-first probe (session 29, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p21/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p21/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 21`` prints the summary per
kind. Ten rows hold more than one secret and list them all in ``all_values`` (``value`` is the first); each
of those must go too. First run (main 2b434fd): 6 of 100 missed (password 2/18, hard_mixed 1/10, cvv 1/5,
security_answer 2/5), two further secrets of ``all_values`` rows missed (s047, s048), 0 of 40 look-alikes
flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p21", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p21", "lookalikes.jsonl")

# ids of rows still missed, of rows one of whose further secrets is missed, and of look-alikes still flagged;
# first run (main 2b434fd): s014 s017 s043 s084 s090 s092 missed, s047 s048 a further secret missed. After
# the fixes (session 29): none
MISSED: set[str] = set()
MISSED_FURTHER: set[str] = set()
OVER: set[str] = set()
SEVERAL = [row for row in SECRETS if len(row.get("all_values", [])) > 1]


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 21 first run"))
def test_every_twenty_first_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 21 first run"))
def test_no_twenty_first_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []


@pytest.mark.parametrize("row", params(SEVERAL, MISSED_FURTHER, "probe 21 first run"))
def test_every_secret_of_a_twenty_first_probe_row_is_redacted(row: dict[str, str]) -> None:
    values = list(row["all_values"])
    assert all(value in row["text"] for value in values)
    missed = [value for value in values if text_missed(row["text"], value)]
    assert not missed, redact_text(row["text"], include_email=True)
