"""The check set of the fifteenth probe (session 23, issue 26), written by the helper who fixes probe 15,
by hand, after reading probe 15's misses and before any detector change for them:
``probes/p15_after/secrets.jsonl`` (46 rows ``{id, kind, text, value}``) holds new wordings, in English
and Chinese, of the classes of miss probe 15 showed — a password changed "to" a value with a word
between ("… password yesterday to …"), a value given after a description of how it was made ("…, so
Elmhurst1987", "也就是 …"), a card code after where it is printed, an answer after an aside in brackets
or dashes, a bank's memorable word, a PIN named by what it is for ("取钱用的那个是 …"), PINs and codes
said in number words, an SSN some words after its label, bank accounts after the bank's name, an
authenticator's grouped code, and policy or record numbers with letters and dashes;
``probes/p15_after/lookalikes.jsonl`` (26 rows) holds placeholders in templates (``<…>``, ``${…}``,
``{{ … }}``), talk about the same kinds without a value, and number words that are not a code.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 15-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Session 23: Probe 15").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p15_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p15_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main 8b500d4, before any change
# for probe 15): 33 of 46 missed (password 2/7,
# pin_code 3/7, cvv 3/4, security_answer 5/7, hard_mixed 4/4, otp 5/5, national_id 2/3, bank_account 4/4,
# license_insurance_medical 5/5), 3 of 26 look-alikes flagged (f001, f007, f008). After the fixes: e015
# missed (a mother's maiden name needs a security question named near it; redacted since session 24: an
# aside naming who asks counts as one, docs/security.md "Session 24: Probe 16"), f007 and f008 flagged
# (accepted over-redactions until session 28: a making with no digit after "my …" and a Chinese "…的那种"
# say what a password is like, docs/security.md "Session 28: Probe 20")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 15 check set first run"))
def test_every_fifteenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 15 check set first run"))
def test_no_fifteenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
