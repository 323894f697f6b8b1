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
