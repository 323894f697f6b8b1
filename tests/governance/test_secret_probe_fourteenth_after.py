"""The check set of the fourteenth probe (session 22, issue 26), written by the helper who fixes probe 14,
by hand, before reading probe 14 and before any detector change for it: ``probes/p14_after/secrets.jsonl``
(48 rows ``{id, kind, text, value}``) holds new variants of the kinds the probe's first run missed — card
security codes named by where they are printed, passwords after "passkey", "creds" or a slash, cards in
several groupings (Amex 4-6-5, UnionPay 19 digits), national numbers of several countries (mainland
China, UK NI, Aadhaar, CPF, SIN, Korean RRN, DNI, SSN, NRIC, BSN), one-time codes in sent messages,
PINs and PUKs, driver's licence, Medicare, NHS, insurer and health-card numbers, and unlabelled "hard"
rows; ``probes/p14_after/lookalikes.jsonl`` (22 rows) holds talk about the same kinds without a value and
numbers of other kinds (ISBN, tracking, SKU, versions), which must not be flagged.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 14-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Probe 14").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p14_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p14_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main a582c23, before any change
# for probe 14): 10 of 48 missed (cvv 3/4, password 4/7, pin_code 1/5, hard_mixed 2/6; payment_card 0/5,
# national_id 0/10, otp 0/5, license_insurance_medical 0/6), 0 of 22 look-alikes flagged: c002-c005, c007,
# c009, c011, c034, c045, c046; none after the fixes
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 14 check set first run"))
def test_every_fourteenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 14 check set first run"))
def test_no_fourteenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
