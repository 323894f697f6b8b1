"""The check set of the twentieth probe (session 28, issue 26), written by the helper who fixes probe 20,
by hand, after reading probe 20's misses and before any detector change for them:
``probes/p20_after/secrets.jsonl`` (36 rows ``{id, kind, text, value}``) holds new wordings, in English
and Chinese, of the shapes probe 20 missed — a relative clause naming who set, chose or gave a password,
a PIN or a texted code between its label and the connector ("the pw I picked for the NAS was …", "the
PIN I chose for the new card is …", "the number the pharmacy app texted me is …", "wifi密码房东给我们的是
…"), an aside in brackets naming the question between a security answer's label and its colon
("密保答案（我出生的城市）：…", "security answer (mother's maiden name): …") or between a password's label
and its connector, and an answer to a quoted question with "I gave the bank" before "was" — and
``probes/p20_after/lookalikes.jsonl`` (30 rows) holds digests named some words before their hex digits
("md5 of the ISO I grabbed from the mirror: …", "校验和（官网上那个版本的）是 …", 22 rows of look-alike
l030's shape) and talk near the new shapes without a value.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 20-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Session 28: Probe 20").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p20_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p20_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main 4474baa, before any change
# for probe 20): 23 of 36 missed (EN 17 of 24, ZH 6 of 12; password 8/16, pin_code 2/4, otp 2/2,
# security_answer 8/10, hard_mixed 3/4), 18 of 30 look-alikes flagged (16 of the 22 digests, and
# "密码（至少8位，含大小写）：请自行设置", "Password (required): see the onboarding guide"); first-run ids:
# v001 v002 v005-v010 v017 v018 v021-v026 v029-v035, look-alikes w001 w002 w003 w005 w007 w008 w010 w011
# w013 w014 w016-w020 w022 w028 w029. After the fixes (session 28): none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 20 check set first run"))
def test_every_twentieth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 20 check set first run"))
def test_no_twentieth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
