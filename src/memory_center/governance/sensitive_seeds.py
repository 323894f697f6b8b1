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

The word lists of the other BIP-39 languages (``bip39/``: Spanish, French, Italian, Portuguese,
Czech, Chinese simplified and traditional, Japanese, Korean; the files of the specification as the
``mnemonic`` package ships them, SHA-256 checked by tests/governance/test_seed_languages.py) are read
the same way: twelve or more words of one list in a row, separated by white space (ideographic spaces
included), commas or line breaks, optionally numbered, with or without their accents ("festín",
"festin"). Chinese and Japanese seeds are read only with a space between the words: sentences of those
languages run their characters together, and the Chinese lists hold the 2,048 most common characters.

Cost: only a text of 12 × 2 - 1 characters and eleven spaces or more is read: one pass over its
space-separated tokens, each looked up once in a table of every list's words; the patterns run only
when that pass finds ten list words in a row.
"""

import re
import unicodedata
from collections.abc import Iterator
from functools import cache
from pathlib import Path

Span = tuple[int, int]

SEED_WORDS = 12
"""The fewest words of a seed phrase (BIP-39: 12 to 24, by threes)."""
_MIN_CHARS = SEED_WORDS * 2 - 1
_MIN_ENGLISH_CHARS = SEED_WORDS * 4 - 1
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


ENGLISH = 1
LANGUAGES = (
    "spanish", "french", "italian", "portuguese", "czech", "chinese_simplified", "chinese_traditional",
    "japanese", "korean",
)  # fmt: skip
"""The other lists, in ``bip39/``; bit ``2 << k`` of a word's mask is the k-th list."""
_SPACED_ONLY = frozenset(("chinese_simplified", "chinese_traditional", "japanese"))


def _may_hold_a_run(tokens: list[str]) -> bool:
    """Whether ``_LOOSE_RUN`` words of any list stand in a row among ``tokens`` (the quick look)."""
    words = all_words()
    run = 0
    for token in tokens:
        word = token.strip(_PUNCTUATION)
        if word in words:
            run += 1
            if run >= _LOOSE_RUN:
                return True
        elif not word.isdigit():  # "1." numbers a word
            run = 0
    return False


def _languages_with_a_run(text: str) -> int:
    """The lists (a mask) of which ``_LOOSE_RUN`` words stand in a row among the text's space-separated
    tokens (the first and last may be glued to other characters: "备份一下：column …")."""
    tokens = text.lower().split()
    if not _may_hold_a_run(tokens):
        return 0
    table = word_table()
    found = run = length = 0
    for token in tokens:
        word = token.strip(_PUNCTUATION)
        mask = table.get(word, 0)
        if mask & run:
            run &= mask
            length += 1
        elif mask:
            run, length = mask, 1
        elif not word.isdigit():  # "1." numbers a word
            run = length = 0
        if length >= _LOOSE_RUN:
            found |= run
    return found


@cache
def wordlist() -> frozenset[str]:
    text = (Path(__file__).with_name("bip39_english.txt")).read_text(encoding="ascii")
    return frozenset(text.split())


def _forms(word: str, language: str) -> set[str]:
    """A list word as the view reads it (NFKC; the files are NFKD), and without its accents."""
    word = unicodedata.normalize("NFKC", word).lower()
    if language in _SPACED_ONLY or language == "korean":
        return {word}
    bare = "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
    return {word, bare}


@cache
def word_table() -> dict[str, int]:
    """Every list's words, each with the mask of the lists that hold it."""
    table = dict.fromkeys(wordlist(), ENGLISH)
    for k, language in enumerate(LANGUAGES):
        path = Path(__file__).with_name("bip39") / f"{language}.txt"
        for line in path.read_text(encoding="utf-8").split():
            for form in _forms(line, language):
                table[form] = table.get(form, 0) | (2 << k)
    return table


@cache
def all_words() -> frozenset[str]:
    """The words of every list, in every form (``word_table``'s keys)."""
    return frozenset(word_table())


_TOKEN = re.compile(r"[^\s,;:：、，。]+")
_NUMBERING = re.compile(r"\d{1,2}[.):]?")


def _other_seeds(text: str, languages: int) -> Iterator[Span]:
    """Runs of twelve or more words of one of the other lists (``languages``: their mask)."""
    table = word_table()
    run = length = 0
    first = last = 0
    for token in _TOKEN.finditer(text):
        word = token[0].lower().strip(_PUNCTUATION + "'\"")
        mask = table.get(word, 0) & languages
        if mask and mask & run:
            run &= mask
            length += 1
            last = token.end()
            continue
        if length >= SEED_WORDS and _a_seed(text, first, last):
            yield first, last
        if mask:
            run, length, first, last = mask, 1, token.start(), token.end()
        elif not _NUMBERING.fullmatch(word):
            run = length = 0
    if length >= SEED_WORDS and _a_seed(text, first, last):
        yield first, last


def seed_phrases(text: str) -> Iterator[Span]:
    """Each run of twelve or more consecutive BIP-39 words of one list: from its first word to its last."""
    if len(text) < _MIN_CHARS or text.count(" ") + text.count("\n") < SEED_WORDS - 1:
        return
    if len(text) < _MIN_ENGLISH_CHARS and text.isascii():
        return  # words of the Latin-script lists have three letters or more: only CJK seeds are shorter
    languages = _languages_with_a_run(text)
    if languages & ~ENGLISH:
        yield from _other_seeds(text, languages & ~ENGLISH)
    if not languages & ENGLISH or len(text) < _MIN_ENGLISH_CHARS:
        return
    words = wordlist()
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
