"""A twentieth probe (session 28, issue 26), written by hand and blind by someone who never saw the
detector, committed before the detector was changed for it: ``probes/p20/secrets.jsonl`` (100 rows
``{id, kind, text, value}``, the value must not survive redaction) and ``probes/p20/lookalikes.jsonl``
(40 rows that must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_fourteenth``. The rows the first run missed are marked xfail (strict) by
id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 20`` prints the summary per
kind. First run (main 46935b4): 2 of 100 missed (password 1/18, security_answer 1/5), 1 of 40 look-alikes
flagged (l030).
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p20", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p20", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged; first run (main 46935b4): s009 s091, look-alike
# l030. After the fixes (session 28, docs/security.md "Session 28: Probe 20"): none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 20 first run"))
def test_every_twentieth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 20 first run"))
def test_no_twentieth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
