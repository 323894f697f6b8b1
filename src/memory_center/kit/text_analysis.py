"""Keyword terms for PostgreSQL full-text search with the ``'simple'`` configuration.

The same analysis is applied to stored texts (kept in a ``search_text`` column and indexed as
``to_tsvector('simple', search_text)``) and to queries, so both sides meet on identical terms:

- text is NFKC-normalised (full-width forms become ASCII) and case-folded;
- Latin-script words and numbers become terms (punctuation dropped, ``'s`` and apostrophes removed,
  ``10,000`` joined to ``10000``); English stop words are dropped and words are stemmed with the
  Snowball English (Porter2) stemmer;
- every run of CJK characters (Han, kana, Hangul) becomes its overlapping character bigrams, a
  one-character run the character itself ("这次旅行预算" → 这次 次旅 旅行 行预 预算), which matches
  Chinese words without a dictionary.

Every term is made of letters and digits only, so PostgreSQL's parser reads ``search_text`` back
into exactly these terms and a term can be quoted into a ``tsquery`` without escaping.
"""

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

import snowballstemmer  # type: ignore[import-untyped]

# Han (with extensions and compatibility ideographs), Hiragana, Katakana, Hangul syllables.
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f\u3040-\u30ff\uac00-\ud7af"
_TOKEN = re.compile(rf"([{_CJK}]+)|([^\W_{_CJK}]+)")
_THOUSANDS = re.compile(r"(?<=\d)[,_](?=\d{3}(?!\d))")
_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b")
_APOSTROPHE = re.compile(r"(?<=\w)['’](?=\w)")

# Function words that carry no topic. Month names, "may", numbers and negations stay searchable.
# fmt: off
ENGLISH_STOP_WORDS: frozenset[str] = frozenset({
    "a", "about", "above", "after", "again", "against", "all", "am", "an", "and", "any", "are", "as",
    "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can",
    "could", "did", "do", "does", "doing", "down", "during", "each", "few", "for", "from", "further",
    "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his",
    "how", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "me", "more", "most", "my",
    "myself", "now", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves",
    "out", "over", "own", "same", "she", "should", "so", "some", "such", "than", "that", "the", "their",
    "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "to",
    "too", "under", "until", "up", "very", "was", "we", "were", "what", "when", "where", "which",
    "while", "who", "whom", "why", "will", "with", "would", "you", "your", "yours", "yourself",
    "yourselves", "im", "ive", "id", "youre", "youve", "youd", "hes", "shes", "theyre", "theyve",
    "weve", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "also", "yeah", "oh", "hey",
    "hi", "ok", "okay", "us", "let", "lets", "get", "got", "really",
})
# fmt: on

_stemmer = snowballstemmer.stemmer("english")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    stemmed: str = _stemmer.stemWord(word)
    return stemmed


def _normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    text = _THOUSANDS.sub("", text)
    text = _POSSESSIVE.sub("", text)
    return _APOSTROPHE.sub("", text)


def _cjk_terms(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def analyse(text: str, *, stem: bool = True, drop_stop_words: bool = True) -> list[str]:
    """All terms of ``text`` in order, repeats kept (the keyword index counts them)."""
    terms: list[str] = []
    for match in _TOKEN.finditer(_normalise(text)):
        cjk, word = match.group(1), match.group(2)
        if cjk:
            terms.extend(_cjk_terms(cjk))
        elif not (drop_stop_words and word in ENGLISH_STOP_WORDS):
            terms.append(_stem(word) if stem and word.isascii() and word.isalpha() else word)
    return terms


def search_terms(text: str) -> str:
    """The ``search_text`` of a stored text: its terms, space-separated, lower case."""
    return " ".join(analyse(text))


# A query bigram holding one of these particles spans a word boundary ("工作的时间" → 作的, 的时) or is a
# bare question word (什么, 怎么): it matches memories by accident, never by topic. Stored texts keep
# them (a query never asks for them), so dropping them needs no re-indexing.
CJK_QUERY_PARTICLES = frozenset("的吗呢吧啊么")


def query_terms(text: str) -> list[str]:
    """The distinct terms of a query, in first-seen order, without CJK particle bigrams."""
    return [
        term
        for term in _dedupe(analyse(text))
        if not (len(term) == 2 and _is_cjk(term) and CJK_QUERY_PARTICLES.intersection(term))
    ]


def _is_cjk(term: str) -> bool:
    match = _TOKEN.fullmatch(term)
    return match is not None and match.group(1) is not None


def or_tsquery(terms: Iterable[str]) -> str:
    """``'t1' | 't2' | …`` for ``to_tsquery('simple', …)``: any term may match. Empty if no terms."""
    return " | ".join(f"'{term}'" for term in _dedupe(terms) if _is_term(term))


def _is_term(term: str) -> bool:
    return bool(term) and all(ch.isalnum() for ch in term)


def _dedupe(terms: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(terms))
