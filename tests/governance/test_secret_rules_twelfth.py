"""Each rule added for probe 12 (docs/security.md, "probe 12") on values of its own, and the look-alikes
it must keep: an authenticator's setup key after its label, an answer after a quoted question, a
keypad's code (and "door keypad code" read whole), a Chinese licence's file number and medical-insurance
card numbers after their labels, and a Chinese count after a password's label."""

import pytest

from governance.test_secret_probe_sixth import text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

RULES: list[tuple[str, str, str]] = [
    ("otp key", "Microsoft Authenticator secret key: OBQX G43X N5ZG IZDP", "OBQX G43X N5ZG IZDP"),
    ("otp key", "the MFA secret for the admin account is mzxw 6ytb oi3d emzq", "mzxw 6ytb oi3d emzq"),
    ("otp key", "manual entry key → GEZDGNBVGY3TQOJQ", "GEZDGNBVGY3TQOJQ"),
    ("otp key", "两步验证的秘钥：KVKF-GRSD-MZ2W-Q4LB", "KVKF-GRSD-MZ2W-Q4LB"),
    ("answer", "my security answer to 'first concert I went to' is Oasis1996", "Oasis1996"),
    ("answer", "security question «name of my first school» → my answer is Greenfield", "Greenfield"),
    ("answer", 'recovery question "favourite aunt", I used Matilde', "Matilde"),
    ("keypad", "the shed keypad is 2468 now", "2468"),
    ("keypad", "back gate keypad code: 90317", "90317"),
    ("id", "驾驶证档案编号：510104002233", "510104002233"),
    ("id", "医疗保险卡号是 P77120394851", "P77120394851"),
    ("id", "我的就诊卡编号 A0093817", "A0093817"),
]

KEPT: list[str] = [
    "the key point: READ THE DOCS BEFORE YOU SHIP",
    "secret santa budget is 25 dollars",
    "the door keys are under the mat, 2 of them",
    "the keypad is broken again, 3rd time this month",
    'for the security question "first school" the form allows 40 characters',
    "密码输入错误，请5分钟后重试",
    "密码已重置,新密码将在24小时内发送",
    "医保报销了3000元",
    "驾照考试科目二挂了2次",
    "就诊时间是上午9点到11点",
]


@pytest.mark.parametrize(("rule", "text", "secret"), RULES, ids=[f"{r}-{t[:24]}" for r, t, _ in RULES])
def test_each_twelfth_rule_redacts_its_value(rule: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize("text", KEPT)
def test_each_twelfth_rule_keeps_its_look_alikes(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
