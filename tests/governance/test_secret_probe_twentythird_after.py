"""The check set of the twenty-third probe (session 31, issue 26), written by the helper who fixes probe 23,
by hand, after reading probe 23's misses and before any detector change for them:
``probes/p23_after/secrets.jsonl`` (38 rows ``{id, kind, text, value}``, two with several secrets in
``all_values``; 16 English, 15 Chinese, 7 French, Spanish, German or Japanese) holds new wordings of the
shapes probe 23 missed — a value said before what it opens ("Mk29_river is what we set for the guest wifi",
"5817 unlocks the ipad", "W-662019 is the microsoft code", "460917 能解开我手机"), a value to use for a
service ("just use Qz!7harbor for the nas", "就用 Hx_0922pass 登那个测试服", "usa Luna#4471 para la vpn"),
a user and password pair split by a slash ("router admin page: admin / Kettle-4419", "- spotify: anagomez /
pl4ylist_Q"), the password's label in pinyin ("mima shi qwer1234"), a keypad code between * and #
("单元门按 #3519* 就能进"), an account number after a bank's name ("中国银行 1047 8823 6610 5527，收款人
陈静"), and a security question asked and answered ("street you grew up on? Elm4th") — and
``probes/p23_after/lookalikes.jsonl`` (38 rows) holds talk near the same shapes with no value (a date or a
product before "is what I set", a tool to use, a list of services with no pair, "mima" as a word, a floor
pressed in a lift, a bank's figures, a question answered with no value).
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail (strict)
by id. ``bench/secret_probe.py --probe 23-after`` prints the summary; the first run's counts are above
``MISSED`` and in docs/security.md ("Session 31: Probe 23").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p23_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p23_after", "lookalikes.jsonl")
SEVERAL = [row for row in AFTER if len(row.get("all_values", [])) > 1]

# ids of rows still missed, of rows one of whose further secrets is missed, and of look-alikes still
# flagged. First run (branch s31-secrets23 at d7eca1c3, before any change for probe 23): 34 of 38 missed
# (English 14 of 16, Chinese 13 of 15, the other languages 7 of 7; password 18/19, otp 4/4, pin_code 7/8,
# security_answer 3/3, bank_account 2/4 — counted by the file's kinds), a further secret of both multi-secret
# rows missed (a010, a035), none of 38 look-alikes flagged.
# first-run ids: a001-a009 a011-a023 a025 a027 a028 a030-a038 missed; a010 a035 further missed.
# After the fixes (session 31): none missed, none flagged
MISSED: set[str] = set()
MISSED_FURTHER: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 23 check set first run"))
def test_every_twenty_third_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 23 check set first run"))
def test_no_twenty_third_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []


@pytest.mark.parametrize("row", params(SEVERAL, MISSED_FURTHER, "probe 23 check set first run"))
def test_every_secret_of_a_twenty_third_check_set_row_is_redacted(row: dict[str, str]) -> None:
    values = list(row["all_values"])
    assert all(value in row["text"] for value in values)
    missed = [value for value in values if text_missed(row["text"], value)]
    assert not missed, redact_text(row["text"], include_email=True)
