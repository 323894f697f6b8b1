"""Does a Chinese word segmenter earn its cost in keyword retrieval? (issue 11, point 3)

Keyword retrieval alone (BM25, k1 = 1.2, b = 0.75, ``retrieval/bm25.py`` itself, over every text of
a set) with four analysers of CJK text; everything else (NFKC, case-fold, English stop words and
stemming for Latin words) is the service's ``kit/text_analysis.py``:

- **bigrams**: the service today (``analyse`` for stored texts, ``query_terms`` for queries);
- **jieba**: jieba 0.42.1 search-mode words (``cut_for_search``) of every CJK run;
- **bigrams + jieba**: both; a jieba word of two characters is a bigram already, so the words added
  are the one-character ones and those of three or more;
- **bigrams + characters**: bigrams and every CJK character.

On the query side every variant drops what the service drops from a query today: a CJK term holding
one of the particles 的吗呢吧啊么 (``CJK_QUERY_PARTICLES``; so 什么 and 怎么 go too). Repeated terms
of a query count once, as in the service.

Sets: ``bench/data/cjk_keyword.json`` (90 memories of one user, each with a question sharing some
words with it as users do, plus 45 distractors, several sharing words or characters with a question),
and the Chinese paraphrase set of ``bench/data/multilingual.json`` (109 pairs sharing no bigram by
construction, plus 40 distractors), to show what each analyser does where words are not shared.
Metrics: recall@1, recall@5 and "matched" (the memory holds at least one query term, at any rank).

Costs: milliseconds per text of each analyser over the stored texts of both sets (index side) and
over their questions (query side), best of five rounds after a warm-up; and, in fresh processes,
jieba's import time, its dictionary load (first run: no cache file; second run: with the cache
jieba writes) and the resident memory both add.

    python bench/cjk_segmentation.py                  # about 10 s
"""

import argparse
import json
import logging
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import jieba  # type: ignore[import-untyped]

from memory_center.kit.text_analysis import _TOKEN, CJK_QUERY_PARTICLES, _normalise, analyse, query_terms
from memory_center.retrieval import bm25

DATA = Path(__file__).resolve().parent / "data"
ROUNDS = 5

jieba.setLogLevel(logging.WARNING)


@dataclass(frozen=True)
class Analyser:
    name: str
    index: Callable[[str], list[str]]
    query: Callable[[str], list[str]]


@dataclass(frozen=True)
class KeywordSet:
    name: str
    corpus: list[str]
    questions: list[tuple[str, int]]  # question, index of its memory in corpus


# ------------------------------------------------------------------------------------ analysers


def _bigrams(run: str) -> list[str]:
    return [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]


def _words(run: str) -> list[str]:
    return [w for w in jieba.cut_for_search(run) if w.strip()]


def _words_not_bigrams(run: str) -> list[str]:
    return [w for w in _words(run) if len(w) != 2]


def _characters(run: str) -> list[str]:
    return list(run)


def terms(text: str, *cjk: Callable[[str], list[str]]) -> list[str]:
    """The service's analysis with CJK runs handed to ``cjk`` (each adds its terms); Latin words as
    ``analyse`` treats them."""
    out: list[str] = []
    for match in _TOKEN.finditer(_normalise(text)):
        run, word = match.group(1), match.group(2)
        if run:
            for split in cjk:
                out.extend(split(run))
        else:
            out.extend(analyse(word))
    return out


def for_query(found: list[str]) -> list[str]:
    """Distinct terms without those holding a particle: the service's rule for query bigrams."""
    return [t for t in dict.fromkeys(found) if not CJK_QUERY_PARTICLES.intersection(t)]


def analysers() -> list[Analyser]:
    def pair(name: str, *cjk: Callable[[str], list[str]]) -> Analyser:
        return Analyser(name, lambda t: terms(t, *cjk), lambda q: for_query(terms(q, *cjk)))

    return [
        Analyser("(a) bigrams (today)", analyse, query_terms),
        pair("(b) jieba words (search mode)", _words),
        pair("(c) bigrams + jieba words", _bigrams, _words_not_bigrams),
        pair("(d) bigrams + characters", _bigrams, _characters),
    ]


# ---------------------------------------------------------------------------------------- sets


def keyword_sets() -> list[KeywordSet]:
    out = []
    for name, path, key in (
        ("shared words (cjk_keyword.json)", DATA / "cjk_keyword.json", None),
        ("zh paraphrase (multilingual.json)", DATA / "multilingual.json", "zh_paraphrase"),
    ):
        data = json.loads(path.read_text())
        data = data[key] if key else data
        memories = [p["memory"] for p in data["pairs"]]
        questions = [(p["question"], i) for i, p in enumerate(data["pairs"])]
        out.append(KeywordSet(name, memories + data["distractors"], questions))
    return out


def ranking(docs: list[list[str]], query: list[str]) -> list[int]:
    """Indexes of the texts matching at least one term, best BM25 first (the service's scorer)."""
    rows = [(uuid.UUID(int=i), " ".join(d)) for i, d in enumerate(docs)]
    collection = bm25.Collection(len(docs), statistics.fmean(len(d) for d in docs))
    scored = bm25.scores(rows, query, collection)
    return [key.int for key in sorted(scored, key=lambda k: (-scored[k], k.int)) if scored[key] > 0]


def recall(analyser: Analyser, data: KeywordSet) -> tuple[float, float, float]:
    docs = [analyser.index(text) for text in data.corpus]
    hits = []
    for question, wanted in data.questions:
        ranked = ranking(docs, analyser.query(question))
        hits.append((wanted in ranked[:1], wanted in ranked[:5], wanted in ranked))
    r1, r5, matched = (statistics.fmean(float(h[i]) for h in hits) for i in range(3))
    return r1, r5, matched


# ---------------------------------------------------------------------------------------- costs


def per_text_ms(analyse_one: Callable[[str], list[str]], texts: list[str]) -> float:
    for text in texts:
        analyse_one(text)
    best = float("inf")
    for _ in range(ROUNDS):
        started = time.perf_counter()
        for text in texts:
            analyse_one(text)
        best = min(best, time.perf_counter() - started)
    return best / len(texts) * 1000


_LOAD = """
import json, logging, time
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
before = rss(); started = time.perf_counter()
import jieba
imported = time.perf_counter(); after_import = rss()
jieba.setLogLevel(logging.WARNING); jieba.dt.tmp_dir = {tmp!r}
jieba.initialize()
loaded = time.perf_counter()
print(json.dumps([(imported - started) * 1000, (loaded - imported) * 1000, after_import - before,
                  rss() - after_import]))
"""


def jieba_load() -> list[tuple[str, list[float]]]:
    """Import and dictionary load in fresh processes: without jieba's cache file, then with it."""
    with tempfile.TemporaryDirectory(prefix="jieba-") as tmp:
        runs = []
        for label in ("no cache file (first start)", "with its cache file"):
            out = subprocess.run(
                [sys.executable, "-c", _LOAD.format(tmp=tmp)], capture_output=True, text=True, check=True
            )
            runs.append((label, json.loads(out.stdout)))
        return runs


# --------------------------------------------------------------------------------------- report


def report() -> str:
    sets, chosen = keyword_sets(), analysers()
    head = "| analyser | " + " | ".join(f"{s.name} R@1 | R@5 | matched" for s in sets)
    lines = [head + " |", "|---" * (1 + 3 * len(sets)) + "|"]
    for analyser in chosen:
        cells = [f"{v:.3f}" for s in sets for v in recall(analyser, s)]
        lines.append(f"| {analyser.name} | " + " | ".join(cells) + " |")
    stored = [t for s in sets for t in s.corpus]
    asked = [q for s in sets for q, _ in s.questions]
    lines += ["", "| analyser | index ms per text | query ms per text |", "|---|---|---|"]
    for analyser in chosen:
        index, query = per_text_ms(analyser.index, stored), per_text_ms(analyser.query, asked)
        lines.append(f"| {analyser.name} | {index:.4f} | {query:.4f} |")
    lines.append(f"\n({len(stored)} stored texts, {len(asked)} questions; best of {ROUNDS} rounds.)")
    lines += [
        "",
        "| jieba in a fresh process | import ms | dictionary load ms | RSS import MiB | RSS load MiB |",
        "|---|---|---|---|---|",
    ]
    for label, (imported, loaded, rss_import, rss_load) in jieba_load():
        lines.append(f"| {label} | {imported:.0f} | {loaded:.0f} | {rss_import:.1f} | {rss_load:.1f} |")
    return "\n".join(lines)


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    argparse.ArgumentParser(description=__doc__, formatter_class=formatter).parse_args()
    started = time.perf_counter()
    text = report()
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    took = time.perf_counter() - started
    print(f"{text}\n\nRun: `python bench/cjk_segmentation.py` on {machine}, {took:.0f} s.")


if __name__ == "__main__":
    main()
