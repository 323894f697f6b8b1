"""The check set of the nineteenth probe (session 27, issue 26), written by the helper who fixes probe 19,
by hand, after reading probe 19's misses and before any detector change for them:
``probes/p19_after/secrets.jsonl`` (41 rows ``{id, kind, text, value}``) holds new wordings, in English
and Chinese, of the shapes probe 19 missed — a quoted password given before what it is ("'…' <- that's
my … passphrase", "「…」这是我…的密码"), a value before "is the PIN for …"/"是我…的PIN"; a label and an
arrow ("wifi password -> …", "支付密码 -> 9 0 2 8 1 6"); digits spaced out after a keypad or lock with an
aside in brackets; a password in XML or JSON under a short tag ("<k>", "<pw>", "<口令>") beside a user;
a password on its own line named only as "the other thing", "那个", "那串" between a username and an
e-mail; a security question named in quotes then "I put:", "I entered:"; "安全问题：…？答：…", "A: …" —
and ``probes/p19_after/lookalikes.jsonl`` (26 rows) holds talk near those shapes without a value: a
password manager named "1Password", quoted advice about passphrases, a keypad that is broken, XML of a
template or a config, lines of a form's headings, PIN lengths and the most common PIN, a score in spaced
digits, a question not yet answered, a question and answer that are no security question.
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail
(strict) by id. ``bench/secret_probe.py --probe 19-after`` prints the summary; the first run's counts
are above ``MISSED`` and in docs/security.md ("Session 27: Probe 19").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p19_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p19_after", "lookalikes.jsonl")

# ids of rows still missed and of look-alikes still flagged. First run (main 5169584, before any change
# for probe 19): 32 of 41 missed (EN 21 of 23, ZH 11 of 18; password 7/9, hard_mixed 9/11, pin_code 9/11,
# security_answer 7/10), 1 of 26 look-alikes flagged (u003); first-run ids: t001 t002 t003 t004 t007 t008
# t009 t010 t011 t012 t013 t016 t017 t018 t019 t020 t021 t023 t024 t025 t026 t027 t028 t029 t031 t032 t033
# t034 t036 t037 t038 t040, look-alike u003. After the fixes (session 27): none missed, none flagged
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 19 check set first run"))
def test_every_nineteenth_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 19 check set first run"))
def test_no_nineteenth_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []
