"""The rules added for probe 19 (session 27, issue 26; docs/security.md, "Session 27: Probe 19"), each
with values of its own — not the probe's nor its check set's wording — and the look-alikes each rule must
keep: a value given before what it is ("… is my … password", "… 是我…的密码"); a code after an arrow; an
aside in brackets between a label and its value; a code that opens once pressed ("按 … 就开"); a password
in a login record with no label of its own; a security question named by its subject in quotes, and an
answer after "A:" or "答："; a password manager's name where a tool is named."""

import pytest

from governance.secret_rule_checks import assert_kept, assert_redacted
from memory_center.governance.sensitive import SensitiveKind

REDACTED = [
    # (text, value, kind)
    ("`Otter!Run44` is my dropbox password, fyi", "Otter!Run44", SensitiveKind.PASSWORD),
    ("Mq7&vZ2k was my old icloud password", "Mq7&vZ2k", SensitiveKind.PASSWORD),
    ("2 6 8 1 is the pin for the garage, ok?", "2 6 8 1", SensitiveKind.PASSWORD),
    ("『Lan!Hua88』就是我邮箱的密码", "Lan!Hua88", SensitiveKind.PASSWORD),
    ("5530 是我手机的开机PIN码", "5530", SensitiveKind.PASSWORD),
    ("tablet unlock code -> 3 3 9 0", "3 3 9 0", SensitiveKind.PASSWORD),
    ("the door code (the new one, not last year's) is 7 0 5 5", "7 0 5 5", SensitiveKind.PASSWORD),
    ("仓库门口的密码锁（左边那个）按 6 1 2 9 就能开", "6 1 2 9", SensitiveKind.PASSWORD),
    ("username: li.wei\nthe second thing: Lw$7788ab", "Lw$7788ab", SensitiveKind.PASSWORD),
    ('{"user": "ops", "p": "0ps#Deploy9"}', "0ps#Deploy9", SensitiveKind.PASSWORD),
    ("<item><usr>bob</usr><v>B0b^secure7</v></item>", "B0b^secure7", SensitiveKind.PASSWORD),
    ("for the 'childhood best friend' question I typed: Marcus", "Marcus", SensitiveKind.PASSWORD),
    ("recovery question: what was your first car? A: Beetle", "Beetle", SensitiveKind.PASSWORD),
    ("密保问题：第一只宠物叫什么？答：旺财", "旺财", SensitiveKind.PASSWORD),
]
KEPT = [
    "Hunter2 is the password everyone jokes about",
    "2 6 8 1 is the pin count on that board",
    "5530 是我手机的型号，不是密码",
    "arrow keys -> 3 3 9 0 points in the game",
    "the door (the red one) is 3 meters wide",
    "按 2 号键开始游戏",
    "username: li.wei\nnickname: wei wei\nsince 2019",
    '{"user": "ops", "role": "admin_v2", "port": 8080}',
    "for the 'favourite colour' question in the survey I put: blue",
    "Q: when does the shop close? A: 6pm",
    "问：明天几点出发？答：8点",
    "the password manager I like is 1Password, and LastPass is fine too",
]


@pytest.mark.parametrize(("text", "value", "kind"), REDACTED)
def test_each_nineteenth_rule_redacts_its_own_values(text: str, value: str, kind: SensitiveKind) -> None:
    assert_redacted(text, value, kind)


@pytest.mark.parametrize("text", KEPT)
def test_each_nineteenth_rule_keeps_its_look_alikes(text: str) -> None:
    assert_kept(text)
