import pytest

from memory_center.kit.text_analysis import analyse, or_tsquery, query_terms, search_terms


def test_chinese_document_and_query_share_bigrams() -> None:
    document = set(search_terms("这次旅行预算调整到 10000 元").split())
    query = query_terms("旅行预算")
    assert query == ["旅行", "行预", "预算"]
    assert set(query) <= document
    assert {"10000", "元"} <= document


def test_cjk_runs_become_bigrams_and_single_characters_stay() -> None:
    assert search_terms("我爱北京") == "我爱 爱北 北京"
    assert search_terms("猫，狗") == "猫 狗"


def test_mixed_chinese_english_and_numbers() -> None:
    assert search_terms("预算10000元, budget of ¥10,000") == "预算 10000 元 budget 10000"


def test_full_width_forms_are_normalised() -> None:
    assert search_terms("ＨＥＬＬＯ　Ｗｏｒｌｄ　２０２４") == "hello world 2024"


def test_english_is_lowercased_stemmed_and_stop_words_dropped() -> None:
    assert search_terms("The Paintings of Caroline's sisters were painted in May!") == (
        "paint carolin sister paint may"
    )


def test_question_and_answer_meet_on_stems() -> None:
    document = set(search_terms("I went to an LGBTQ support group yesterday and it was so powerful.").split())
    assert set(query_terms("When did Caroline go to the LGBTQ support groups?")) & document == {
        "lgbtq",
        "support",
        "group",
    }


def test_apostrophes_and_punctuation_vanish() -> None:
    assert search_terms("rock'n'roll; e-mail: x@y.com") == "rocknrol e mail x y com"


def test_month_names_and_negations_survive() -> None:
    assert query_terms("not in May or March") == ["not", "may", "march"]


def test_query_terms_are_deduplicated_in_order() -> None:
    assert query_terms("budget Budget BUDGET 预算 预算") == ["budget", "预算"]


def test_analyse_options() -> None:
    assert analyse("The running dogs", stem=False) == ["running", "dogs"]
    assert analyse("The running dogs", drop_stop_words=False) == ["the", "run", "dog"]


@pytest.mark.parametrize("text", ["", "   ", "!!! ... ,,,", "the and of"])
def test_texts_without_terms(text: str) -> None:
    assert search_terms(text) == ""
    assert query_terms(text) == []
    assert or_tsquery(query_terms(text)) == ""


def test_every_term_is_letters_and_digits_only() -> None:
    text = "Ünïcödé café — naïve 'quotes' (parens) [brackets] {braces} <tags> 東京タワー 서울 😀 tab\there"
    for term in search_terms(text).split():
        assert term.isalnum(), term


def test_or_tsquery_quotes_and_joins_terms() -> None:
    assert or_tsquery(query_terms("旅行预算 budget")) == "'旅行' | '行预' | '预算' | 'budget'"


def test_or_tsquery_drops_anything_that_is_not_a_term() -> None:
    assert or_tsquery(["ok", "bad'quote", "a|b", "", "ok"]) == "'ok'"


def test_query_drops_cjk_bigrams_made_with_a_particle() -> None:
    """Cross-word bigrams (牌子的 → 子的, 的汽) and bare question words (什么) match by accident."""
    assert query_terms("平时开什么牌子的汽车？") == ["平时", "时开", "开什", "牌子", "汽车"]
    assert query_terms("你喜欢吃辣的吗") == ["你喜", "喜欢", "欢吃", "吃辣"]
    assert query_terms("了解一下 budget") == ["了解", "解一", "一下", "budget"]  # 了 is not a particle here
    assert "子的" in search_terms("牌子的汽车").split()  # stored texts keep every bigram
