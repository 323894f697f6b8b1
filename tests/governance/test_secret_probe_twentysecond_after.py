"""The check set of the twenty-second probe (session 30, issue 26), written by the helper who fixes probe 22,
by hand, after reading probe 22's misses and before any detector change for them:
``probes/p22_after/secrets.jsonl`` (36 rows ``{id, kind, text, value}``; 7 English, 27 Chinese with 11 in
Cantonese or traditional characters, 2 French or Spanish) holds new wordings of the shapes probe 22 missed —
a password typed with a space between its characters ("my gmail password is a 7 R q ! 2 z w", "邮箱登录密码
a 3 B 8 c ? 6"), the Cantonese "is" (係) after a label ("我嘅身份證號碼係 A123456(7)", "驗證碼係 731904",
"提款卡密碼係 482913"), a one-time code with its service's letter prefix and no connector ("验证码 G-119284",
"the otp G-773015 expires …"), a card's code named by the back of the card in other Chinese words ("卡背后那
三位是 238", "卡背後三位數 907", "卡后边三位数字 602") — and ``probes/p22_after/lookalikes.jsonl`` (24 rows)
holds talk near the same shapes with no value (a password rule naming characters, 係 before a question or a
count, a letter and digits naming a page or a column, the back of a card with no code), a public place's
number followed by a request to the assistant ("那家面包店的电话是 010-6552-3388，帮我问问几点关门"), and a
pickup code asked about ("取件码 3-2-1045 啥意思？").
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail (strict)
by id. ``bench/secret_probe.py --probe 22-after`` prints the summary; the first run's counts are above
``MISSED`` and in docs/security.md ("Session 30: Probe 22").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p22_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p22_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (branch s30-secrets22 at 7ee2861,
# before any change for probe 22): 22 of 36 missed (English 2 of 7, Chinese 18 of 27, French and Spanish
# 2 of 2; password 5/9, national_id 4/6, pin_code 1/1, otp 5/8, hard_mixed 1/3, cvv 6/7), 6 of 24
# look-alikes flagged (three public places' numbers before "帮我…", three pickup codes asked about)
# first-run ids: x001 x006-x011 x014-x021 x024-x028 x030 x031 missed, y017-y019 y021 y022 y024 flagged.
# After the fixes (session 30): none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 22 check set first run"))
def test_every_twenty_second_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 22 check set first run"))
def test_no_twenty_second_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
