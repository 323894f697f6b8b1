"""Wallet seed (recovery) phrases written with no label: twelve or more BIP-39 words in a row.

A seed phrase is 12, 15, 18, 21 or 24 words drawn from the BIP-39 English word list, a closed list of
2,048 words (``bip39_english.txt`` beside this module: the list of the BIP-39 specification, SHA-256
2f5eed53…24dbda, checked by tests/governance/test_secret_gaps.py). A run of twelve or more words of
that list, one after another, is read as a seed whatever surrounds it: separated by spaces, line
breaks or commas, optionally numbered ("1. shine 2. trouble …"), in any letter case. Everyday text
almost never holds twelve such words in a row: the words that join a sentence (the, a, to, and, is,
my, I, of, in, …) are not on the list; a list of items separated by commas under a title ("grocery:
apple, banana, …") is a list, not a seed, unless the text speaks of a wallet, a seed or its words. A
labelled seed ("seed phrase: …") is read by the password patterns of ``governance.sensitive_shapes`` to
the end of its clause.

Cost: only a text of 12 × 4 - 1 characters and eleven spaces or more is read, with one pattern that
finds runs of twelve short words; most texts are shorter.
"""

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

Span = tuple[int, int]

SEED_WORDS = 12
"""The fewest words of a seed phrase (BIP-39: 12 to 24, by threes)."""
_MIN_CHARS = SEED_WORDS * 4 - 1
_SEPARATOR = r"(?>[ \t]*[,;]?[ \t]*\n?[ \t]*(?:\d{1,2}[.):][ \t]*)?)"
_WORD = r"[A-Za-z]{3,8}"
_RUN = re.compile(
    rf"(?<![A-Za-z0-9'’_-])(?:\d{{1,2}}[.):][ \t]*)?{_WORD}(?:(?<=[A-Za-z])(?=[\s,;]){_SEPARATOR}{_WORD})"
    rf"{{{SEED_WORDS - 1},}}(?![A-Za-z0-9'’_@-])"
)
"""Twelve or more words of three to eight letters (the lengths of the list's words) in a row."""
_LETTERS = re.compile(r"[A-Za-z]+")
_TITLE_CHARS = 40
_LIST_TITLE = re.compile(r"[^\W\d_][^:：\n]{0,38}[:：]\s*$")
"""What a list is of, right before it: "grocery:", "things to pack:"."""
_SEED_CONTEXT = re.compile(
    r"seed|recovery|mnemonic|wallet|backup|phrase|\bwords\b|ledger|trezor|metamask|crypto|bitcoin|\bbtc\b|\beth\b"
    r"|助记词|钱包|备份|恢复|私钥",
    re.IGNORECASE,
)
_PUNCTUATION = ",;.:()"
_LOOSE_RUN = SEED_WORDS - 2
"""A quick look first: words of the list in a row among the text's space-separated tokens (the first
and last may be glued to other characters: "备份一下：column …")."""


def _may_hold_a_run(text: str, words: frozenset[str]) -> bool:
    run = 0
    for token in text.lower().split():
        word = token.strip(_PUNCTUATION)
        if word in words:
            run += 1
            if run >= _LOOSE_RUN:
                return True
        elif not word.isdigit():  # "1." numbers a word
            run = 0
    return False


@cache
def wordlist() -> frozenset[str]:
    text = (Path(__file__).with_name("bip39_english.txt")).read_text(encoding="ascii")
    return frozenset(text.split())


def seed_phrases(text: str) -> Iterator[Span]:
    """Each run of twelve or more consecutive BIP-39 words: from its first word to its last."""
    if len(text) < _MIN_CHARS or text.count(" ") + text.count("\n") < SEED_WORDS - 1:
        return
    words = wordlist()
    if not _may_hold_a_run(text, words):
        return
    for run in _RUN.finditer(text):
        first = last = -1
        count = 0
        for word in _LETTERS.finditer(run[0]):
            if word[0].lower() in words:
                if count == 0:
                    first = word.start()
                count += 1
                last = word.end()
                continue
            if count >= SEED_WORDS and _a_seed(text, run.start() + first, run.start() + last):
                yield run.start() + first, run.start() + last
            count = 0
        if count >= SEED_WORDS and _a_seed(text, run.start() + first, run.start() + last):
            yield run.start() + first, run.start() + last


def _a_seed(text: str, start: int, end: int) -> bool:
    """Whether a run of list words is a seed rather than an everyday list: words separated by commas
    under a title ("grocery: apple, banana, bread, …") are a list, unless the text speaks of a wallet
    or a seed."""
    if text.count(",", start, end) < SEED_WORDS // 2:
        return True
    title = _LIST_TITLE.search(text, max(0, start - _TITLE_CHARS), start)
    return title is None or _SEED_CONTEXT.search(text) is not None
