"""A twelfth probe (session 20, issue 26), written blind by someone who never saw the detector and
committed before the detector was changed for it: ``probes/p12/secrets.jsonl`` (100 rows ``{id, kind,
text, value}``, the value must not survive redaction) and ``probes/p12/lookalikes.jsonl`` (40 rows that
must not be flagged). The rows stay data; this file only reads them.

Checks as in ``test_secret_probe_eleventh`` (the helpers of ``test_secret_probe_sixth``): a secret's text
is redacted and its value gone; a look-alike yields no finding. The rows the first run missed are marked
xfail (strict) by id, so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 12`` prints
the summary per kind. First run (main 25511b3): 5 of 100 missed (license_insurance_medical 2/4, otp
1/6, pin_code 1/6, security_answer 1/4), 1 of 40 look-alikes flagged (password_talk).
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[dict[str, str]] = load("p12", "secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = load("p12", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged: the first run missed s072, s076, s082,
# s088, s090 and flagged l027; none after the fixes (docs/security.md, "probe 12")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(SECRETS, MISSED, "probe 12 first run"))
def test_every_twelfth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(LOOK_ALIKES, OVER, "probe 12 first run"))
def test_no_twelfth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
