"""A nineteenth probe (session 27, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p19/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p19/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 19`` prints the summary per
kind. First run (main 1a8e7c1): 8 of 100 missed (password 1/18, hard_mixed 3/10, pin_code 2/6,
security_answer 2/5), 1 of 40 look-alikes flagged (l010); after the fixes of session 27: 0 and 0.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p19", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p19", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged; first run (main 1a8e7c1): s005 s045 s047 s049
# s079 s080 s090 s092, look-alike l010. After the fixes (session 27, docs/security.md "Session 27: Probe
# 19"): none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 19 first run"))
def test_every_nineteenth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 19 first run"))
def test_no_nineteenth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
