"""The check set of the eighteenth probe (session 26, issue 26), written by the helper who fixes probe 18,
by hand, after reading probe 18's misses and before any detector change for them:
``probes/p18_after/secrets.jsonl`` (42 rows ``{id, kind, text, value}``) holds new wordings, in English
and Chinese, of the shapes probe 18 missed — a password spelled out piece by piece or sent in halves and
then given whole after "连起来", "合起来", "put together", "so it's"; a password made of a birthday and a
name ("生日加狗的名字 19930612doudou"); a password given in base64; a cloud key read out in groups of four
with spaces; a US social security number in words; a UK National Insurance number in spaced pairs; a
mainland mobile written in Chinese numerals (一五九…); a UK account number after its sort code; a code an
authenticator app "shows" or "reads"; a card's three digits on the back in words; a security answer after
"for the recovery q '…' i put" and "… = answer, that's the answer for the … question" — and
``probes/p18_after/lookalikes.jsonl`` (28 rows) holds talk near those shapes without a value: password
rules, a bill split in halves, base64 of "hello", birthdays, room numbers in words, the format of an NI
number, Chinese numerals of years and counts, a sort code's format, "authy shows a new code", a jersey's
numbers, a question chosen with no answer yet.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 18-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Session 26: Probe 18").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p18_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p18_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main bcb1946, before any change
# for probe 18): 21 of 42 missed (EN 7 of 24, ZH 14 of 18; password 8/11, api_key 3/3, phone 3/3,
# otp 2/4, security_answer 2/6, hard_mixed 2/4, national_id 1/5, bank_account 0/3, cvv 0/3),
# 0 of 28 look-alikes flagged; first-run ids: q001 q003 q004 q005 q006 q008 q010 q011 q012 q013 q014 q019
# q020 q021 q022 q027 q029 q036 q038 q040 q042. After the fixes (session 26): none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 18 check set first run"))
def test_every_eighteenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 18 check set first run"))
def test_no_eighteenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
