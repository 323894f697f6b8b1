"""An eleventh probe (session 19, issue 26), written blind by someone who never saw the detector and
committed before the detector was changed for it: ``probes/p11/secrets.jsonl`` (100 rows ``{id, kind,
text, value}``, the value must not survive redaction) and ``probes/p11/lookalikes.jsonl`` (40 rows that
must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_tenth`` (the helpers of ``test_secret_probe_sixth``): a secret's text
is redacted and its value gone; a look-alike yields no finding. The rows the first run missed are marked
xfail (strict) by id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 11`` prints
the summary per kind. First run (main e0e9468): 16 of 100 missed, 2 of 40 look-alikes flagged.
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p11", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p11", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged: the first run missed s014, s018, s034,
# s061, s063, s064, s067, s068, s070, s082, s087, s089, s090, s096, s097, s099 and flagged l012, l040;
# none after the fixes (docs/security.md, "probe 11")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 11 first run"))
def test_every_eleventh_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 11 first run"))
def test_no_eleventh_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
