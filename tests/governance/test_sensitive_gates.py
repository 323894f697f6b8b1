"""The detector's keyword gates skip only texts its full scan finds nothing in (governance/sensitive.py).

A pattern that needs a keyword runs only on a text holding one of its words. These tests run the
detector with and without the gates over every sentence of the evaluation cases, every string of the
detector's own tests and generated identifiers, and check, pattern by pattern, that no text the pattern
matches is kept from it by its gate.
"""

import ast
import json
import re
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from memory_center.governance import (
    sensitive,
    sensitive_accounts,
    sensitive_asides,
    sensitive_card_codes,
    sensitive_codes,
    sensitive_cues,
    sensitive_first,
    sensitive_gates,
    sensitive_identity,
    sensitive_made,
    sensitive_said,
    sensitive_shapes,
    sensitive_told,
)
from memory_center.governance.sensitive_text import normalise

ROOT = Path(__file__).resolve().parents[2]
DETECTOR_TESTS = (
    "test_sensitive.py", "test_secret_variants.py", "test_identifier_secrets.py", "test_redaction.py",
    "test_secret_probe.py", "test_secret_probe_second.py",
    "test_secret_probe_third.py", "test_secret_probe_fourth.py", "test_secret_probe_fourth_after.py",
    "test_secret_gaps.py", "test_secret_probe_fifth.py", "test_secret_probe_fifth_after.py",
    "test_secret_encodings.py", "test_seed_languages.py", "test_secret_pairs.py",
    "test_secret_probe_sixth.py", "test_secret_probe_sixth_after.py", "test_secret_probe_seventh.py",
    "test_secret_probe_seventh_after.py", "test_secret_probe_eighth.py", "test_secret_rules_eighth.py",
    "test_secret_probe_ninth.py", "test_secret_probe_ninth_after.py", "test_secret_rules_ninth.py",
    "test_secret_probe_tenth.py", "test_secret_probe_tenth_after.py", "test_secret_rules_tenth.py",
    "test_secret_probe_eleventh_after.py", "test_secret_rules_eleventh.py", "test_secret_rules_twelfth.py",
    "test_secret_rules_thirteenth.py", "test_secret_rules_fourteenth.py", "test_secret_rules_nineteenth.py",
)  # fmt: skip

GATES = (
    (sensitive_shapes.PASSWORD, sensitive_gates.PASSWORD_WORDS),
    (sensitive_shapes.SECRET_VALUE, sensitive_gates.SECRET_WORDS),
    (sensitive_shapes.BEARER, sensitive_gates.BEARER_WORDS),
    (sensitive_shapes.KEY_FORMATS, sensitive_gates.KEY_FORMAT_WORDS),
    (sensitive_identity.ID_DOCUMENT, sensitive_gates.ID_DOCUMENT_WORDS),
    (sensitive_accounts.IBAN_LABELLED, sensitive_accounts.ACCOUNT_LABEL_WORDS),
    (sensitive_card_codes.CARD_SECURITY_CODE, sensitive_gates.CARD_CODE_WORDS),
    (sensitive_codes._CODE_LABEL, sensitive_gates.CODE_WORDS),
    (sensitive_codes._CODE_FIRST, sensitive_gates.CODE_WORDS),
    (sensitive_codes._CODE_LABEL_ABROAD, sensitive_gates.CODE_ABROAD_WORDS),
    (sensitive_codes._BARE_CREDENTIAL, sensitive_gates.BARE_WORDS),
    (sensitive_codes.COMMAND_PASSWORD, sensitive_codes.COMMAND_WORDS),
    (sensitive_said.QUESTION, sensitive_said.ANSWER_WORDS),
    (sensitive_said.ASIDE_QUESTION, sensitive_said.ANSWER_WORDS),
    (sensitive_said.ENTERED, sensitive_said.ENTRY_WORDS),
    (sensitive_said.ENTERED_ZH, sensitive_said.ENTRY_WORDS),
    (sensitive_said.PRESSED_ZH, sensitive_said.ENTRY_WORDS),
    (sensitive_first.FIRST, sensitive_first.FIRST_WORDS),
    (sensitive_first.FIRST_ZH, sensitive_first.FIRST_WORDS),
    (sensitive_first.RECORD_USER, sensitive_first.RECORD_WORDS),
    (sensitive_said.KEYPAD, sensitive_said.KEYPAD_WORDS),
    (sensitive_said.ASKS, sensitive_said.ASKS_WORDS),
    (sensitive_said.SENT, sensitive_said.SENT_WORDS),
    (sensitive_made.MADE_NEEDS, sensitive_made.MADE_WORDS),
    (sensitive_said.RESTATED, sensitive_said.RESTATED_WORDS),
    (sensitive_said._DIAL_CONTEXT, sensitive_said.DIAL_WORDS),
    (sensitive_told.DISTANT_CODE, sensitive_told.CODE_WORDS),
    (sensitive_told.SUBJECT_ANSWER, sensitive_told.SUBJECT_WORDS),
    (sensitive_told.QA, sensitive_told.SUBJECT_WORDS),
    (sensitive_told.QUOTED_QUESTION, sensitive_told.SUBJECT_WORDS),
    (sensitive_told.DONE, sensitive_told.DONE_WORDS),
    (sensitive_told.DONE_ZH, sensitive_told.ZH_WORDS),
    (sensitive_told.MADE_ZH, sensitive_told.ZH_WORDS),
    (sensitive_told.SPELLED, sensitive_told.SPELLED_WORDS),
    (sensitive_told.OPENS, sensitive_told.OPENS_WORDS),
    (sensitive_told.FOR_WHAT, sensitive_told.FOR_WHAT_WORDS),
    (sensitive_told.OTP_KEY, sensitive_told.OTP_KEY_WORDS),
    (sensitive_cues.ANSWER_TO, sensitive_cues.ANSWER_WORDS),
    (sensitive_cues.QUESTION_VERB, sensitive_cues.ANSWER_WORDS),
    (sensitive_cues.ANSWER_ZH, sensitive_cues.ANSWER_WORDS),
    (sensitive_cues.ASIDE, sensitive_cues.PASSWORD_WORDS),
    (sensitive_cues.SET_ZH, sensitive_cues.PASSWORD_WORDS),
    (sensitive_cues.LOGIN_STRING_ZH, sensitive_cues.LOGIN_STRING_WORDS),
    (sensitive_cues.SIGN_IN_CODE, sensitive_cues.SIGN_IN_WORDS),
    (sensitive_cues.SMS_CODE_ZH, sensitive_cues.SMS_WORDS),
    (sensitive_cues.SOCIAL, sensitive_cues.SOCIAL_WORDS),
    (sensitive_cues.MEMBER_ID, sensitive_cues.MEMBER_WORDS),
    (sensitive_cues.AUTH_UUID, sensitive_cues.AUTH_WORDS),
    (sensitive_cues.LOGIN_UUID, sensitive_cues.LOGIN_UUID_WORDS),
    (sensitive_cues.SOCIAL_SECURITY, sensitive_cues.SOCIAL_WORDS),
    (sensitive_asides.FILLER, sensitive_asides.PASSWORD_WORDS),
    (sensitive_asides.ARROW, sensitive_asides.PASSWORD_WORDS),
    (sensitive_asides.PASSKEY, sensitive_asides.PASSWORD_WORDS),
    (sensitive_asides.NEXT_SENTENCE, sensitive_asides.PASSWORD_WORDS),
    (sensitive_asides.CREDS, sensitive_asides.CREDS_WORDS),
    (sensitive_asides.QUOTED_KEY, sensitive_asides.QUOTED_WORDS),
    (sensitive_asides.DASH_CODE, sensitive_asides.DASH_CODE_WORDS),
    (sensitive_asides.CORRECTION, sensitive_asides.CORRECTION_WORDS),
    (sensitive_asides.COMBO_DIAL, sensitive_asides.COMBO_WORDS),
    (sensitive_asides.PASSWORD_LATE_ZH, sensitive_asides.PASSWORD_WORDS_ZH),
    (sensitive_asides.BRAND_CARD, sensitive_asides.CARD_WORDS + sensitive_asides.CARD_WORDS_ZH),
)

SPELLED = [  # one of each keyword's forms, also in the letters re.IGNORECASE takes for ASCII ones
    "PİN: 4821", "pın=4821", "my paſſword is hunter22", "PASSPHRASE: correct horse battery staple",
    "pass code: 99812", "Login-Password = x9y8z7w6", "支付密码是 839201", "口令：芝麻开门", "暗号是 tiger42",
    "PIN码 1234", "to\u212aen: abc123def456", "API-KEY = zz9912ab34cd", "client_secret=8f7a6b5c4d3e2f1a",
    "ACCESS KEY: AKIAIOSFODNN7EXAMPLE", "private-key: k3y99887766", "credentials: u5er:pa55w0rd",
    "auth=eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.SflKxwRJSMeKKF2QT4", "令牌是 ab12cd34ef56", "密钥: 0f9e8d7c6b5a",
    "秘钥=q1w2e3r4t5y6", "Authorization: Bearer abcdef0123456789", "basic dXNlcjpwYXNzd29yZA==",
    "sk-proj-abcdefghijklmnop1234", "rk_live_abcdefghijklmnop1234", "ghp_abcdefghijklmnopqrstuvwx1234",
    "github_pat_abcdefghijklmnopqrstuvwx", "glpat-abcdefghijklmnopqrstu", "xoxb-1234567890-abcdef",
    "AIzaSyA1234567890abcdefghijklmnopqrstuv", "SG.abcdefghijklmnop.qrstuvwxyzabcdefgh",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEow", "passport number E12345678", "SSN: 123-45-6789",
    "social security number 123 45 6789", "National Insurance number QQ123456C", "ID card no. 12345678",
    "identity number: 987654321", "driver's license number D1234567", "tax id 12-3456789",
    "身份证号：11010519491231002X", "护照号码 E12345678", "证件号 123456789", "驾驶证号 123456789012",
    "驾照 3301061990", "军官证号 12345678", "港澳通行证 C12345678", "台胞证 12345678", "居住证号 44030012345",
    "社保卡号 123456789", "社会保障号码 123456789", "CVV 123", "cvc2: 456", "CVN=789", "CAV2 321", "CID 4321",
    "CSC: 987", "card security code 123", "card verification value: 456", "security code is 789",
    "card code 012", "verification value 345", "卡安全码 123", "信用卡验证码：456", "校验码 789", "CVV码 321",
    "P@55W0RD: x9y8z7", "pa$$word = x9y8z7", "seed: a b c", "hf_abcdefghijklmnopqrstuvwxyz12",
    "SS#: 078-05-1120", "door code 4417", "safe combination: 12-34-56", "OTP 558213", "TOTP: 558213",
    "one-time password 558213", "验证码 739201", "门禁码 6688", "backup codes: 8h3k-29dj",
    "482913 is your login code", "482913是您的验证码", "pin is 4 8 2 9", "pwd Qw!2er#4", "key Xk29!mPq77",
    "密钥 k8Jd92mQ", "开机密码忘了，是 abc12345",
]  # fmt: skip


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _corpus() -> list[str]:
    texts: set[str] = set(SPELLED)
    for path in sorted((ROOT / "evals" / "cases").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.lstrip().startswith("//"):
                texts.update(_strings(json.loads(line)))
    for name in DETECTOR_TESTS:
        tree = ast.parse((ROOT / "tests" / "governance" / name).read_text(encoding="utf-8"))
        constants = (n for n in ast.walk(tree) if isinstance(n, ast.Constant))
        texts.update(n.value for n in constants if isinstance(n.value, str))
    for path in sorted((ROOT / "tests" / "governance" / "probes").glob("*/*.jsonl")):
        texts.update(
            json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line
        )
    texts.update(str(uuid.UUID(int=n * 0x9E3779B97F4A7C15F39CC0605CEDC835 % (1 << 128))) for n in range(300))
    texts.update(f"{kind}-{n}-{n % 7}" for kind in ("session", "user", "trip", "bench") for n in range(50))
    return sorted(texts)


CORPUS = _corpus()


def _detect_both(text: str, include_email: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    gated = sensitive._detect(text, include_email)
    monkeypatch.setattr(sensitive, "_gates", False)
    full = sensitive._detect(text, include_email)
    monkeypatch.setattr(sensitive, "_gates", True)
    return gated, full


def test_the_corpus_holds_the_evaluation_sentences_and_the_samples() -> None:
    assert len(CORPUS) > 2000
    found = [text for text in CORPUS if sensitive._detect(text, True)]
    assert len(found) > 100  # plenty of texts the gates must let through


def test_the_gates_change_no_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    differ = []
    for text in CORPUS:
        for include_email in (False, True):
            gated, full = _detect_both(text, include_email, monkeypatch)
            if gated != full:
                differ.append((text, gated, full))
    assert differ == []


@pytest.mark.parametrize(("pattern", "words"), GATES, ids=lambda v: getattr(v, "pattern", "")[:20])
def test_no_text_a_pattern_matches_is_kept_from_it(pattern: re.Pattern[str], words: tuple[str, ...]) -> None:
    matched = [text for text in CORPUS if pattern.search(normalise(text).text)]
    assert matched  # the corpus exercises every gated pattern
    kept = [
        text for text in matched if not sensitive._mentions(normalise(text).text, sensitive_gates.gate(words))
    ]
    assert kept == []


def test_every_spelled_keyword_passes_its_gate() -> None:
    for text in SPELLED:
        view = normalise(text).text
        assert any(pattern.search(view) for pattern, _ in GATES), text
        for pattern, words in GATES:
            if pattern.search(view):
                assert sensitive._mentions(view, sensitive_gates.gate(words)), (text, pattern.pattern[:30])


def test_the_ascii_twins_are_every_letter_ignorecase_takes_for_an_ascii_one() -> None:
    letter = re.compile("[a-z]", re.IGNORECASE)
    twins = {chr(c) for c in range(128, 0x110000) if letter.match(chr(c))}
    assert twins == {chr(c) for c in sensitive_gates.ASCII_TWINS}


def test_a_token_s_entropy_is_judged_as_before() -> None:
    def before(token: str) -> bool:  # the check as it was, entropy first
        lower = sum(c.islower() for c in token)
        upper = sum(c.isupper() for c in token)
        scattered = len(re.findall(r"\d+", token)) >= 2
        hexadecimal = len(token) >= 32 and bool(re.fullmatch(r"[0-9a-fA-F]+", token)) and not token.isdigit()
        bits = sensitive_shapes.entropy(token)
        if ((lower and upper and scattered) or hexadecimal) and bits >= 3.5 and len(token) >= 24:
            return True
        letters = lower + upper
        return (
            len(token) >= 30
            and lower > 0
            and 0.25 <= upper / letters <= 0.9
            and len(re.findall(r"(?=[A-Z]{2})", token)) >= 3
            and any(not c.isalpha() for c in token)
            and bits >= 4.0
        )

    tokens = {m[0] for text in CORPUS for m in sensitive_shapes.TOKEN_SHAPED.finditer(normalise(text).text)}
    assert len(tokens) > 50
    assert [t for t in tokens if sensitive_shapes.is_high_entropy_token(t) != before(t)] == []
