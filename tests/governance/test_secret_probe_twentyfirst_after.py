"""The check set of the twenty-first probe (session 29, issue 26), written by the helper who fixes probe 21,
by hand, after reading probe 21's misses and before any detector change for them:
``probes/p21_after/secrets.jsonl`` (46 rows ``{id, kind, text, value}``; 20 English, 14 Chinese, 12 French,
Italian, Spanish, German or Portuguese) holds new wordings of the shapes probe 21 missed — a value given
before its label with chatter after the label ("… is my bank pw fyi just in case", "… 这是我淘宝的密码哈") or
an arrow and no "is" ("… <- my dropbox password fyi"), "4" for "for" ("pw 4 my netflix: …"), a code's
digits joined by spaced dashes ("alarm code is 7 - 3 - 3 - 0"), a card record of number, expiry and code
("4539…|09/28|317"; four rows list both in ``all_values``), an access code of another language
("code d'accès de l'appli de la banque : …", "Zugangscode fürs Onlinebanking: …"), a card's code named
by the back of the card ("le tre cifre sul retro della carta sono …", "卡背面那三位是 …"), a security
answer said of its subject ("first car was named Old Blue, I use it for every security answer",
"我第一只宠物叫豆豆，所有密保问题都填这个") and a security question written out after its name, then its
answer ("security question: city you were born in -> Tallinn", "安全问题：出生城市 -> 重庆") — and
``probes/p21_after/lookalikes.jsonl`` (34 rows) holds talk near the same shapes with no value (a password
policy, a manual's pages "4 - 8", an ISBN or a tracking number in a record with a date, an access code
"affiché à l'accueil", the code on the back of a box, a first pet's name with no question, a question's
answer that says the question is too easy).
Weak evidence (the same author writes the fixes); the rows its first run missed are marked xfail (strict)
by id. ``bench/secret_probe.py --probe 21-after`` prints the summary; the first run's counts are above
``MISSED`` and in docs/security.md ("Session 29: Probe 21").
"""

import pytest

from governance.probe_rows import load, params
from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

AFTER: list[dict[str, str]] = load("p21_after", "secrets.jsonl")
AFTER_LOOK_ALIKES: list[dict[str, str]] = load("p21_after", "lookalikes.jsonl")
SEVERAL = [row for row in AFTER if len(row.get("all_values", [])) > 1]

# ids of rows still missed, of rows one of whose further secrets is missed, and of look-alikes still
# flagged. First run (main a0643fa, before any change for probe 21): 36 of 46 missed (English 15 of 20,
# Chinese 10 of 14, other languages 11 of 12; password 12/13, hard_mixed 6/13, cvv 8/8, security_answer
# 10/12), a further secret missed in all 4 rows with two, 2 of 34 look-alikes flagged
# ("密保问题：我最喜欢的老师 → 这个问题我不想用", "flight LH 2 - 4 - 1 - 7 was rebooked, gate code B22")
# first-run ids: x001-x003 x005-x015 x019 x020 x023 x026-x038 x040-x043 x045 x046 missed, x016-x018
# x025 a further secret missed, y026 y034 flagged. After the fixes (session 29): none missed, none flagged
MISSED: set[str] = set()
MISSED_FURTHER: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize("row", params(AFTER, MISSED, "probe 21 check set first run"))
def test_every_twenty_first_check_set_secret_is_redacted(row: dict[str, str]) -> None:
    assert row["value"] in row["text"]
    assert not text_missed(row["text"], row["value"]), redact_text(row["text"], include_email=True)


@pytest.mark.parametrize("row", params(AFTER_LOOK_ALIKES, OVER, "probe 21 check set first run"))
def test_no_twenty_first_check_set_look_alike_is_redacted(row: dict[str, str]) -> None:
    assert find_sensitive(row["text"], include_email=True) == []


@pytest.mark.parametrize("row", params(SEVERAL, MISSED_FURTHER, "probe 21 check set first run"))
def test_every_secret_of_a_twenty_first_check_set_row_is_redacted(row: dict[str, str]) -> None:
    values = list(row["all_values"])
    assert all(value in row["text"] for value in values)
    missed = [value for value in values if text_missed(row["text"], value)]
    assert not missed, redact_text(row["text"], include_email=True)
