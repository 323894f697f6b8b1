"""BM25 and propagation along a conversation (pure)."""

import uuid

import pytest

from memory_center.kit.text_analysis import search_terms
from memory_center.retrieval.bm25 import Collection, propagate, scored, scores


def test_rare_terms_weigh_more_than_common_ones() -> None:
    rare, common, both = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    docs = [
        (rare, search_terms("I started pottery today")),  # potteri: 2 of 100 documents
        (common, search_terms("I went to the class today")),  # class: 3 of 100
        (both, search_terms("pottery class today")),
        (uuid.uuid4(), search_terms("a class today")),
    ]
    got = scores(docs, ["potteri", "class"], Collection(documents=100, mean_length=3))
    assert got[both] > got[rare] > got[common] > 0


def test_longer_documents_are_normalised() -> None:
    short, long = uuid.uuid4(), uuid.uuid4()
    docs = [(short, "hike"), (long, "hike " + " ".join(f"w{i}" for i in range(30)))]
    got = scores(docs, ["hike"], Collection(documents=10, mean_length=8))
    assert got[short] > got[long]


def test_no_matching_term_scores_zero() -> None:
    doc = uuid.uuid4()
    assert scores([(doc, "alpha beta")], ["gamma"], Collection(5, 2.0)) == {doc: 0.0}


def test_the_next_turn_inherits_a_share() -> None:
    question, answer, other = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    got = propagate({question: 4.0, other: 1.0}, {question: answer, other: question}, 0.5)
    assert got[answer] == pytest.approx(2.0)
    assert got[question] == pytest.approx(4.5)
    assert got[other] == pytest.approx(1.0)
    assert propagate({question: 4.0}, {question: answer}, 0.0) == {question: 4.0}


def test_the_ideal_score_is_a_mean_length_text_holding_every_query_term() -> None:
    full, one_everyday_word, unrelated = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    docs = [
        (full, search_terms("周末 学 小提琴 课")),  # every query term once, at the mean length
        (one_everyday_word, search_terms("周末 去 爬山 吧")),
        (unrelated, search_terms("pottery class today now")),
    ]
    terms = ["周末", "小提", "提琴"]
    got, ideal = scored(docs, terms, Collection(documents=3, mean_length=5))
    assert got[full] == pytest.approx(ideal)
    assert 0 < got[one_everyday_word] / ideal < 0.3  # the common word carries least
    assert got[unrelated] == 0.0
    # A term no text holds still counts: the query asked for it and nothing matches it.
    _, with_missing = scored(docs, [*terms, "乐器"], Collection(documents=3, mean_length=5))
    assert with_missing > ideal
