"""BM25 over the service's analysed ``search_text`` (pure), and score propagation along a conversation.

PostgreSQL ranks full-text matches with ts_rank / ts_rank_cd, which ignore how rare a term is in the
collection; BM25 weighs rare terms up, which is what finds the one turn about "pottery" among hundreds
of small-talk turns. The repository hands over every visible row matching the query (their analysed
terms) and the size and mean length of the visible collection, so the document frequencies here are
exact.

Scale: a raw BM25 score grows with the query's length and the collection's size, so on its own it
says nothing about how well a text matches. :func:`ideal` is the score of a mean-length text holding
every query term once (the sum of the terms' idf, a term no visible text holds counting with the idf
of a term found nowhere); a score divided by it is the share of the query's information a text
matches: near 1 for a text holding the question's rare words, small for one that shares an everyday
word or CJK bigram with it. Ranking fuses that share on its fixed scale (retrieval/ranking.py).

Propagation: in a conversation the answer often follows the turn that shares the question's words
("What did you do last weekend?" → "We went camping"). Adding a share of each turn's keyword score to
the next turn of the same session lets the answer rank near its question (measured on LoCoMo:
bench/locomo_offline.py, bench/locomo_service.py).
"""

import math
import uuid
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Collection:
    documents: int
    mean_length: float


def scores(
    docs: Iterable[tuple[uuid.UUID, str]],
    terms: Sequence[str],
    collection: Collection,
    *,
    k1: float = 1.2,
    b: float = 0.75,
) -> dict[uuid.UUID, float]:
    """BM25 of each document (id, analysed text) for the query terms."""
    return scored(docs, terms, collection, k1=k1, b=b)[0]


def scored(
    docs: Iterable[tuple[uuid.UUID, str]],
    terms: Sequence[str],
    collection: Collection,
    *,
    k1: float = 1.2,
    b: float = 0.75,
) -> tuple[dict[uuid.UUID, float], float]:
    """BM25 of each document, and the query's :func:`ideal` score over the same collection."""
    analysed = [(doc_id, text.split()) for doc_id, text in docs]
    wanted = set(terms)
    frequency: Counter[str] = Counter()
    for _, words in analysed:
        frequency.update(wanted.intersection(words))
    n = max(collection.documents, len(analysed), 1)
    mean = collection.mean_length if collection.mean_length > 0 else 1.0
    idf = {t: _idf(n, frequency[t]) for t in wanted if frequency[t]}
    out: dict[uuid.UUID, float] = {}
    for doc_id, words in analysed:
        counts = Counter(w for w in words if w in idf)
        norm = k1 * (1 - b + b * len(words) / mean)
        out[doc_id] = sum(idf[t] * tf * (k1 + 1) / (tf + norm) for t, tf in counts.items())
    return out, ideal(wanted, frequency, n)


def ideal(terms: Iterable[str], frequency: Counter[str], documents: int) -> float:
    """BM25 of a mean-length document holding each query term once: the sum of the terms' idf."""
    return sum(_idf(documents, frequency[t]) for t in set(terms))


def _idf(documents: int, frequency: int) -> float:
    return math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5))


def propagate(
    own: dict[uuid.UUID, float], successor_of: dict[uuid.UUID, uuid.UUID], share: float
) -> dict[uuid.UUID, float]:
    """Each document keeps its score and adds ``share`` × the score of the turn before it."""
    out = dict(own)
    for previous, following in successor_of.items():
        if previous in own and share > 0:
            out[following] = out.get(following, 0.0) + share * own[previous]
    return out
