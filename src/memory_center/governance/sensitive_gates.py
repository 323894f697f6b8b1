r"""The keyword gates of the sensitive-data detector (``governance.sensitive``): words, one search each.

Most texts name no secret, so the patterns that need a keyword ("password", "token", "CVV", "护照", …)
are run only on a text that holds one of the words below: each pattern, whatever path through it
matches, contains one of its words as written here (lower case; ``\s`` and optional parts are never
inside a word). ``re.IGNORECASE`` also takes four non-ASCII letters for ASCII ones, so the text is
compared with those replaced and in lower case (``ASCII_TWINS``). tests/governance/test_sensitive_gates.py
runs every detector with and without the gates over the evaluation cases' sentences and the detector
tests' samples.
"""

import re

from memory_center.governance.sensitive_abroad import CARD_BACK_WORDS
from memory_center.governance.sensitive_accounts import ACCOUNT_LABEL_WORDS, BANK_WORDS
from memory_center.governance.sensitive_codes import COMMAND_WORDS, LABELS_ABROAD, LABELS_ABROAD_CJK
from memory_center.governance.sensitive_files import LAYOUT_WORDS
from memory_center.governance.sensitive_identity import ID_ABBREVIATIONS, ID_LABELS_ABROAD
from memory_center.governance.sensitive_text import fold_word

_LETTER_RUN = re.compile(r"[^\W\d_]+")
ASCII_TWINS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})
ABROAD_WORDS = tuple(
    max(word.split(), key=len) for label in LABELS_ABROAD for word in (label, fold_word(label))
)
"""The longest word of each label of another language (``sensitive_codes.LABELS_ABROAD``), as written
and as the view reads it."""


def _gate_word(label: str) -> str:
    """The word of an identity label its gate looks for: its longest word, or "nummer" for the many
    labels ending in it (personnummer, Burgerservicenummer, …: one branch of the gate for all)."""
    word = max(_LETTER_RUN.findall(label.lower()), key=len)
    return "nummer" if word.endswith("nummer") else word


PASSWORD_WORDS = (
    "pass", "pw", "pin", "puk", "log", "sign", "account", "username", "user name", "密码", "口令", "暗号",
    "账号", "账户", "登录", "cred", "seed", "recovery", "mnemonic", "助记词", "sword", "sw0rd", "$word",
    "$w0rd", "5word", "5w0rd", "密 码", "密 碼", "助記詞", "种子词", "種子詞", "恢复词", "恢復詞",
    "恢复短语", "恢復短語", "种子短语", "種子短語", "助记短语", "助記短語", "钱包种子", "錢包種子",
    "シードフレーズ", "ニーモニック", "復元フレーズ", "リカバリーフレーズ", "시드", "니모닉", "복구",
    "pasw", "psw", "pssw", "🔑", "🔐", "phrase", "frase", "wachtwoordzin", "passfras", "парольн",
    fold_word("парольн"), *ABROAD_WORDS, *LABELS_ABROAD_CJK, "密吗", "密马", "密玛", "秘码", "蜜码",
)  # fmt: skip
CODE_WORDS = (
    "code", "combo", "combination", "pin", "key", "otp", "password", "token", "verif", "backup", "opens with",
    "unlocks with", "码", "输入", "texted", "sms",
)  # fmt: skip
"""Every label of ``sensitive_codes.CODE_LABELS`` and its value-first form holds one of these."""
CODE_ABROAD_WORDS = (
    "code", "código", "codigo", "codice", "kod", "mã", fold_word("код"), "コード", "番号", "パスワード",
    "번호", "코드", "碼", "رمز", "รหัส", "schloss", "combina",
)  # fmt: skip
"""Every label of ``sensitive_codes.CODE_LABELS_ABROAD`` holds one of these. The gates' words start with
letters that other gates' words start with too ("code", not "rification"): a search tries each place of
a text whose letter starts a word, so a new first letter costs more than a new word."""
BARE_WORDS = (
    "pass", "pw", "psw", "pssw", "key", "code", "pin", "answer", "密码", "口令", "密钥", "秘钥", "私钥",
    *ABROAD_WORDS, *LABELS_ABROAD_CJK,
)  # fmt: skip
SECRET_WORDS = (
    "token", "api", "secret", "cookie", "session", "sessid", "access", "private", "credential", "auth",
    "令牌", "密钥", "秘钥", "私钥",
)  # fmt: skip
SPELLED_WORDS = ("pin", "pass", "code", "ssn", "social", "account", "card number")
"""``sensitive_told.SPELLED``: every label of digits spelled out holds one of these (all in the login
gate, inside which its reader runs)."""
BEARER_WORDS = ("bearer", "basic")
KEY_FORMAT_WORDS = (
    "sk-", "k_live_", "k_test_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "akia",
    "asia", "agpa", "aida", "aroa", "anpa", "xox", "aiza", "sg.", "eyj", "-----begin ", "hf_", "npm_",
    "whsec_", "shp", "glsa_", "dop_v1_", "doo_v1_", "pypi-", "sq0", "xapp-", "hooks.slack.com/", "ya29.",
    "gocspx-", "1//0", ":aa", "key-", "dapi",
)  # fmt: skip
ID_DOCUMENT_WORDS = (
    "passport", "ssn", "ss#", "social", "national", "id", "driver", "driving licen", "medicare", "medicaid",
    *(f"{who} {what}" for who in ("health", "medical") for what in ("insurance", "member", "subscriber",
      "policy", "id", "number", "card")),
    "insurance member", "insurance subscriber", "insurance id", "insurance number", "insurance policy",
    "medical record", "保单", "保险单",
    *(f"{who} {what}" for who in ("member", "subscriber", "policy") for what in ("n", "#")),
    *(_gate_word(label) for label in ID_LABELS_ABROAD), "身份证", "护照", "護照", "證件", "駕駛證", "駕照",
    "证件", "驾驶证", "驾照", "军官证", "港澳通行证", "台胞证", "居住证", "社保", "社会保障", "医保", "医疗",
    "国民保险", "就诊", "病历", "病案", "住院", "门诊", "mrn", "patient id", "patient number", "license n",
    "licence n", "license#", "licence#", "license #", "licence #",
)  # fmt: skip
CARD_CODE_WORDS = (
    "cvv", "cvc", "cvn", "cav2", "cid", "csc", "card", "security", "verification", "安全码", "验证码",
    "校验码", "digit", "背面", "digo", "curit", "cryptogramme", "fnummer", "codice", "seguran", "code on the",
    "numbers on the back", "on back", "卡后面", "反面", "背后", "背後", "後面", "后边", "後邊",
    *CARD_BACK_WORDS,
)  # fmt: skip


class Gate:
    """A search for any of a gate's words: the words starting with an ASCII character in one pattern,
    the others (CJK, Cyrillic, Thai, Arabic, … labels) in a second one tried only on a text that is not
    all ASCII. One pattern for both made every search slower (its first characters no longer fit the
    regular expression engine's quick ASCII test), and most texts are ASCII."""

    __slots__ = ("_ascii", "_other")

    def __init__(self, words: tuple[str, ...]) -> None:
        words = _shortest(words)
        ascii_words = {word: None for word in words if word and word[0].isascii()}
        other = {word: None for word in words if word and not word[0].isascii()}
        self._ascii = re.compile(_tree(ascii_words)) if ascii_words else None
        self._other = re.compile(_tree(other)) if other else None

    def search(self, text: str) -> bool:
        if self._ascii is not None and self._ascii.search(text) is not None:
            return True
        return self._other is not None and not text.isascii() and self._other.search(text) is not None


class Substrings(Gate):
    """A gate whose ``substrings`` are tested apart (``in``), after its words' search: for a reader's own
    gate of a few words, asked only inside another gate's path (``sensitive_cues``). A subclass: a test
    in ``Gate.search`` itself cost every search of every gate (+5 % of the detector; docs/security.md,
    "Probe 13"); on every text, the subclass's call costs more than a pattern with the words."""

    __slots__ = ("_substrings",)

    def __init__(self, words: tuple[str, ...], substrings: tuple[str, ...]) -> None:
        super().__init__(words)
        self._substrings = substrings

    def search(self, text: str) -> bool:
        return super().search(text) or any(word in text for word in self._substrings)


def _shortest(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` without those holding another of them ("palavra-passe" holds "pass", "passwort" holds
    "pass"): a search for the shorter word finds every text the longer one is in, and a
    smaller pattern is a faster search (docs/security.md, "probe 9")."""
    unique = tuple(dict.fromkeys(word for word in words if word))
    return tuple(word for word in unique if not any(other != word and other in word for other in unique))


def gate(words: tuple[str, ...]) -> Gate:
    """One search for any of ``words`` (faster than a substring test per word), the words folded into
    a tree of common prefixes so that each place in the text is tried against one branch per letter."""
    return Gate(words)


def _tree(words: dict[str, None]) -> str:
    """A pattern matching any of ``words``: ``a(?:b|cd)`` for ``ab`` and ``acd``."""
    if "" in words:
        return ""  # a shorter word is a prefix of the longer ones: it alone decides whether one matches
    first: dict[str, dict[str, None]] = {}
    for word in words:
        first.setdefault(word[0], {})[word[1:]] = None
    branches = [re.escape(letter) + _tree(rest) for letter, rest in first.items()]
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"


PASSWORD_GATE = gate(PASSWORD_WORDS)
SECRET_GATE = gate(SECRET_WORDS)
BEARER_GATE = gate(BEARER_WORDS)
KEY_FORMAT_GATE = gate(KEY_FORMAT_WORDS)
ID_DOCUMENT_GATE = gate(ID_DOCUMENT_WORDS)
ID_ABBREVIATION_HINT = re.compile("|".join(ID_ABBREVIATIONS))
"""The upper-case abbreviations of ``ID_ABBREVIATED``, as written (case-sensitive: no gate folds them)."""
CARD_CODE_GATE = gate(CARD_CODE_WORDS)
PAY_PURPOSES_ZH = ("取款", "取钱", "取现", "支付", "付款", "刷卡", "转账")
"""What a bank card's PIN is typed for, in Chinese: "银行卡取款的那个是 802613" names a PIN (probe 15;
``sensitive_cues.LOGIN_STRING_ZH``)."""
CODE_GATE = gate(CODE_WORDS)
BARE_GATE = gate(BARE_WORDS)
CODE_ABROAD_GATE = gate(CODE_ABROAD_WORDS)
LOGIN_GATE = gate(
    tuple(
        dict.fromkeys(
            PASSWORD_WORDS + CODE_WORDS + CODE_ABROAD_WORDS + BARE_WORDS + COMMAND_WORDS + SPELLED_WORDS
        )
    )
)
"""Any word of the gates above and of the command gate: most texts hold none, and one search then skips
all of them."""
ACCOUNT_GATE = gate(ACCOUNT_LABEL_WORDS)
BANK_GATE = gate(BANK_WORDS)
LAYOUT_GATE = gate(LAYOUT_WORDS)
COMMAND_GATE = gate(COMMAND_WORDS)
