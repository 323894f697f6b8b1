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

import json
from pathlib import Path
from typing import Any

import pytest

from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

PROBE_DIR = Path(__file__).parent / "probes" / "p12"


def _load(name: str) -> list[dict[str, str]]:
    with (PROBE_DIR / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


SECRETS: list[dict[str, str]] = _load("secrets.jsonl")
LOOK_ALIKES: list[dict[str, str]] = _load("lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged: the first run missed s072, s076, s082,
# s088, s090 and flagged l027; none after the fixes (docs/security.md, "probe 12")
MISSED: set[str] = set()
OVER: set[str] = set()


def _params(rows: list[dict[str, str]], still: set[str]) -> list[Any]:
    mark = pytest.mark.xfail(strict=True, reason="probe 12 first run")
    return [
        pytest.param(row, marks=mark, id=row["id"]) if row["id"] in still else pytest.param(row, id=row["id"])
        for row in rows
    ]


@pytest.mark.parametrize("row", _params(SECRETS, MISSED))
def test_every_twelfth_probe_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", _params(LOOK_ALIKES, OVER))
def test_no_twelfth_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
