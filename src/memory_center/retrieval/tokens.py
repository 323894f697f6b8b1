"""Token counting for the context builder's budget.

Uses a real tokenizer shipped inside an installed package: the BERT uncased WordPiece vocabulary
(30,522 pieces) of the local embedding model, loaded with the ``tokenizers`` library. Chinese
characters count one token each, English words about 1.1–1.3 tokens per word; against the BPE
tokenizers of current chat models this errs slightly on the high side for Chinese, which is the safe
side for a budget. The tokenizer is loaded once per process.
"""

import re
from functools import lru_cache
from typing import Any

from memory_center.embedding.local import minilm_tokenizer_path

TOKENIZER_NAME = "bert-base-uncased-wordpiece"


@lru_cache(maxsize=1)
def _tokenizer() -> Any:
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(minilm_tokenizer_path()))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


KNOWN_TEXTS = 16384
"""Counts kept per process: the lines of a user's standing rules and frequent memories come back in
request after request (a count never changes for the same text)."""
_known: dict[str, int] = {}


def count_tokens(text: str) -> int:
    """Number of tokens in ``text`` (no special tokens; 0 for an empty text). A line break separates
    words like any white space, so a text's count is the sum of its lines' counts (the context text is
    made of lines already counted for its budget)."""
    if not text:
        return 0
    return sum(count_tokens_batch(text.split("\n")))


def count_tokens_batch(texts: list[str]) -> list[int]:
    """:func:`count_tokens` of each text; the texts not counted before are tokenised in one call."""
    missing = list(dict.fromkeys(text for text in texts if text and text not in _known))
    if missing:
        if len(_known) + len(missing) > KNOWN_TEXTS:
            _known.clear()
        encodings = _tokenizer().encode_batch(missing, add_special_tokens=False)
        for text, encoding in zip(missing, encodings, strict=True):
            _known[text] = len(encoding.ids)
    return [_known[text] if text else 0 for text in texts]


_PIECES = re.compile(r"[!-/:-@\[-`{-~]|[^ !-/:-@\[-`{-~]*[^\W_][^ !-/:-@\[-`{-~]*")
"""An ASCII punctuation mark, or a run of other characters between spaces and such marks that holds a
letter or digit."""


def fewest_tokens(text: str) -> int:
    """A lower bound of :func:`count_tokens`, found without the tokenizer: every ASCII punctuation mark,
    and every run of other characters between spaces and those marks that holds a letter or digit.
    The tokenizer (BERT's normaliser and pre-tokeniser, then WordPiece) splits at every space and
    makes each punctuation mark a piece of its own, and drops only control and format characters and
    accents: a mark, or a run with a letter or digit, is at least one token (a piece WordPiece cannot
    split is one ``[UNK]``). For a memory line it is within a few tokens of the count. The context
    builder uses it to leave out, uncounted, lines that cannot fit (retrieval/context.py)."""
    return len(_PIECES.findall(text))
