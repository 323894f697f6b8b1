from tokenizers import Tokenizer

from memory_center.embedding.local import minilm_tokenizer_path
from memory_center.retrieval.tokens import TOKENIZER_NAME, count_tokens, count_tokens_batch, fewest_tokens


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


def test_fewest_tokens_is_a_lower_bound() -> None:
    """The builder leaves out uncounted a line whose lower bound cannot fit: the bound must never pass
    the real count, whatever the text (words, CJK, punctuation, accents, control and format
    characters, words longer than WordPiece reads)."""
    import random

    pieces = [
        "memory", "Prefers", "window", "seats", "预算", "调整到", "10,000", "(source:", "USER_STATED,",
        "2026-05-04,", "0.85,", "-", "—", "...", "café", "naïve", "e\u0301", "\u0301", "\u200b", "a\u200bb",
        "\x00", "a\x1cb", "\x1c", "\t", "\n", "x" * 150, "😀", "Ⅻ", "²", "_", "__init__", "ﬁ", "ǅ",
        "a,b", "，", "。", "(x)", "'s",
    ]  # fmt: skip
    chooser = random.Random(7)
    texts = [
        "".join(
            chooser.choice([" ", "", " "]) + chooser.choice(pieces) for _ in range(chooser.randrange(1, 30))
        )
        for _ in range(2000)
    ]
    texts += [
        "- Prefers window seats (source: USER_STATED, 2026-05-04, confidence 0.85, scope USER)",
        "- 我对花生过敏 (source: USER_STATED, 2026-05-04, confidence 0.85, scope USER)",
        "",
        "   ",
    ]
    for text in texts:
        assert fewest_tokens(text) <= count_tokens(text), repr(text)
    line = "- Prefers window seats (source: USER_STATED, 2026-05-04)"
    assert fewest_tokens(line) == 17 <= count_tokens(line)
