"""The check set of the seventeenth probe (session 25, issue 26), written by the helper who fixes probe 17,
by hand, after reading probe 17's misses and before any detector change for them:
``probes/p17_after/secrets.jsonl`` (44 rows ``{id, kind, text, value}``) holds new wordings, in English
and Chinese, of the classes of miss probe 17 showed — a password after a clipped label ("pswd", "psw",
"pssw", "pwd", 口令) with the next line about the login, a bank account number (IBAN) in lower case or in
groups after a verb of paying (转账到, 汇款到, "pay into", "wire to") with no label, backup or recovery
codes one per line in a fenced block, a SIM or card PIN or PUK after "PIN 码" with a space, a security
question quoted and answered after an arrow, and an answer given as "first pet's name was …" or "mother's
maiden name: …" — and a few other realistic forms (API keys, a card's CVV, a wifi pass);
``probes/p17_after/lookalikes.jsonl`` (26 rows) holds talk about the same kinds without a value:
placeholders (``xxxxxxxx``, ``****``, ``changeme``), lottery and score numbers, the shell's ``pwd``, a
PIN's length asked, questions listed without answers.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 17-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Session 25: Probe 17").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p17_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p17_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main cc49aae, before any change
# for probe 17): 19 of 44 missed (EN 10 of 27, ZH 9 of 17; password 2/9, hard_mixed 5/8, otp 2/7,
# pin_code 3/7, security_answer 7/10, api_key 0/2, cvv 0/1), 4 of 26 look-alikes flagged (m001, m005:
# a masked placeholder after a key's name; m022: "PIN码是4位"; m023: numbers in a row read as a phone number).
# After the fixes: none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 17 check set first run"))
def test_every_seventeenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 17 check set first run"))
def test_no_seventeenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
