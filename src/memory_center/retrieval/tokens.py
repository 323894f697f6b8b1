"""Token counting for the context builder's budget.

Uses a real tokenizer shipped inside an installed package: the BERT uncased WordPiece vocabulary
(30,522 pieces) of the local embedding model, loaded with the ``tokenizers`` library. Chinese
characters count one token each, English words about 1.1–1.3 tokens per word; against the BPE
tokenizers of current chat models this errs slightly on the high side for Chinese, which is the safe
side for a budget. The tokenizer is loaded once per process.
"""

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


def count_tokens(text: str) -> int:
    """Number of tokens in ``text`` (no special tokens; 0 for an empty text)."""
    if not text:
        return 0
    return len(_tokenizer().encode(text, add_special_tokens=False).ids)


def count_tokens_batch(texts: list[str]) -> list[int]:
    """:func:`count_tokens` of each text, tokenised in one parallel call."""
    if not texts:
        return []
    encodings = _tokenizer().encode_batch(texts, add_special_tokens=False)
    return [len(encoding.ids) for encoding in encodings]
