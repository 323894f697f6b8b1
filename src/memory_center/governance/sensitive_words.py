"""What follows a password label when it is said in words: words about the password, or a passphrase.

Read by ``governance.sensitive_shapes`` (``passwords``) for a value of letters only after a label or a
connector of another language: no list of what is said about a password exists in every language, so
such words are kept unless they are one word ending its clause ("mi contraseña es gatito") or two to
four words ending it ("mi contraseña es gato negro"), none of them said about passwords
(``sensitive_codes.DESCRIPTIONS_ABROAD``).
"""

import re

from memory_center.governance.sensitive_codes import (
    ABROAD,
    ARTICLES_ABROAD,
    DESCRIPTIONS_ABROAD,
    LABELS_ABROAD_CJK,
    WEAK_LABELS_ABROAD,
)
from memory_center.governance.sensitive_described import DESCRIPTIONS
from memory_center.governance.sensitive_text import fold_word

PASSPHRASE_WORD = re.compile(
    r"phrase|frase|wachtwoordzin|passfras|фраз|"
    + fold_word("фраз")
    + r"|seed|recovery|mnemonic|口令|暗号|助记词|助記詞|种子|種子|恢复词|恢復詞|短语|短語"
    r"|フレーズ|ニーモニック|구문|니모닉",
    re.IGNORECASE,
)
IDEOGRAPH = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]")
"""A CJK character (ideograph, kana, hangul): a value of ASCII characters ends before one
("パスワードはsakura2024です")."""
STRONG_CONNECTOR = re.compile(r"[:=：]")
TRAILING = ".,;:?'\")]}>"


def in_words(match: re.Match[str], text: str) -> bool:
    """Whether what follows a password label with "is" (not ":" or "=") is said about the password in
    words rather than its value: after a label or a connector of another language, a value of letters
    only ("Passwort ist abgelaufen", "la password è scaduta", "パスワードは忘れました", "mật khẩu là
    gì?"): no list of what is said about a password exists in every language, while a password has a
    digit or a symbol, or follows ":" or "="."""
    between = text[match.end("word") : match.start("value")]
    if PASSPHRASE_WORD.search(match["word"]) or STRONG_CONNECTOR.search(between):
        return False
    if _LETTERS.fullmatch(match["value"].rstrip(TRAILING)) is None:
        return False
    abroad = _ABROAD_LABEL.fullmatch(match["word"]) is not None
    if not (abroad or _FOREIGN_CONNECTOR.search(between) is not None):
        return False
    return not _one_word_value(match, text)


def _one_word_value(match: re.Match[str], text: str) -> bool:
    """A single word of letters ending its clause after a label of another language that names nothing
    but a password ("mi contraseña es gatito"), unless it is a word said about a password
    (``DESCRIPTIONS_ABROAD``: "Passwort ist abgelaufen", "la password è scaduta")."""
    word = match["value"].rstrip(TRAILING)
    if fold_word(match["word"].lower()) in _WEAK_ABROAD or word.lower() in DESCRIPTIONS_ABROAD:
        return False
    if IDEOGRAPH.search(word):
        return False  # no spaces between CJK words: "パスワードは忘れました" is a sentence, not one word
    return _COPULA_END.match(text, match.start("value") + len(word)) is not None


CLAUSE_ENDS = re.compile(r"\s*(?:[.,;!。，；！\n]|$)")
"""The end of a clause that states something (a question is not a value: "mật khẩu là gì?")."""
_COPULA_END = re.compile(r"\s*(?:입니다|이에요|예요|이야|です|だ|でございます)?\s*(?:[.,;!。，；！\n]|$)")
"""The end of a clause, after an optional copula ("바다사랑 입니다", "sakura mochi です")."""
_HANGUL_WORD = re.compile(r"[\uac00-\ud7a3]+")
_PHRASE_WORDS = re.compile(
    r"(?:[^\W\d_\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]+(?: |(?=[\s.,;!。，；！]|$))){2,4}"
)
"""Two to four words of letters: a passphrase said after a label of another language ("gato negro")."""


def foreign_phrase_end(match: re.Match[str], text: str) -> int | None:
    """The end of a passphrase of two to four words of letters after a label or a connector of another
    language, ending its clause ("mi contraseña es gato negro", "mật khẩu là hoa sen đỏ"), unless a word
    of it is said about passwords or is a function word (``DESCRIPTIONS_ABROAD``: "la password è stata
    cambiata"); a Korean word before a copula ("비밀번호는 바다사랑 입니다")."""
    if fold_word(match["word"].lower()) in _WEAK_ABROAD:
        return None
    start = match.start("value")
    hangul = _HANGUL_WORD.match(text, start)
    if hangul is not None:
        copula = _COPULA_END.match(text, hangul.end())
        return hangul.end() if copula is not None and copula.group().strip(" .,;!。，；！\n") else None
    phrase = _PHRASE_WORDS.match(text, start)
    if phrase is None or IDEOGRAPH.search(phrase[0]) or _COPULA_END.match(text, phrase.end()) is None:
        return None
    words = phrase[0].lower().split()
    if any(
        (word in DESCRIPTIONS_ABROAD and (at == 0 or word not in ARTICLES_ABROAD)) or word in DESCRIPTIONS
        for at, word in enumerate(words)
    ):
        return None
    return start + len(phrase[0].rstrip())


_WEAK_ABROAD = frozenset(fold_word(label) for label in WEAK_LABELS_ABROAD)


_ABROAD_LABEL = re.compile(ABROAD + "|" + "|".join(LABELS_ABROAD_CJK), re.IGNORECASE)
_FOREIGN_CONNECTOR = re.compile(
    fold_word(
        r"(?<![^\W\d_])(?:es|est|ist|é|è|lautet|heißt|heisst|là|adalah|это|je|jest|är|er|on|este|είναι|היא|هي"
        r"|है)(?![^\W\d_])|คือ"
    ),
    re.IGNORECASE,
)
_LETTERS = re.compile(r"[^\W\d_]+")
