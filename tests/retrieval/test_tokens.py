from tokenizers import Tokenizer

from memory_center.embedding.local import minilm_tokenizer_path
from memory_center.retrieval.tokens import TOKENIZER_NAME, count_tokens, count_tokens_batch


def test_tokenizer_is_named() -> None:
    assert TOKENIZER_NAME == "bert-base-uncased-wordpiece"


def test_empty_text_has_no_tokens() -> None:
    assert count_tokens("") == 0


def test_english_words_and_punctuation() -> None:
    assert count_tokens("Hello, world!") == 4  # hello , world !


def test_subwords_are_counted() -> None:
    assert count_tokens("unaffable") > 1


def test_chinese_counts_one_token_per_character() -> None:
    assert count_tokens("这次旅行预算调整到") == 9


def test_mixed_text() -> None:
    # 预 and 算 are not in the vocabulary: each is one [UNK]; 10000 is 1000 + ##0
    assert count_tokens("预算 10000 元 budget") == 6
    assert count_tokens("预算 10000 元 budget") == count_tokens("预算10000元budget")


def test_long_text_is_not_truncated() -> None:
    text = "memory " * 2000
    assert count_tokens(text) == 2000


def test_batch_matches_single() -> None:
    texts = ["Hello, world!", "这次旅行预算调整到", "", "memory " * 300]
    assert count_tokens_batch(texts) == [count_tokens(t) for t in texts]
    assert count_tokens_batch([]) == []


def test_a_text_counts_as_its_lines() -> None:
    """count_tokens sums the (cached) counts of a text's lines: the same as tokenising it whole, for
    Chinese, English, punctuation at line ends, special-token look-alikes and over-long words."""
    lines = [
        "[Constraints]",
        "- 对花生过敏 (source: USER_STATED, 2026-03-01, confidence 0.90, scope USER)",
        "- Hotel budget in Paris is 1,200 CNY per night. (source: USER_STATED)",
        "literal [UNK] and [CLS] tokens,",
        "x" * 150,
        "",
        "  indented\ttabs 和 空格  ",
        "naïve café — ✓ 🙂",
    ]
    text = "\n".join(lines)
    tokenizer = Tokenizer.from_file(str(minilm_tokenizer_path()))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    whole = len(tokenizer.encode(text, add_special_tokens=False).ids)
    assert count_tokens(text) == whole
    assert count_tokens(text) == count_tokens(text)  # from the counts kept the first time
