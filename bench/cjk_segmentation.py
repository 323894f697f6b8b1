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

``--service`` also runs both sets through the service once per analyser (``bench/multilingual.py
--service``: default configuration, keyword search fused with the multilingual embedder), with the
analyser swapped in for stored texts and queries in that process only; the Chinese paraphrase file's
cross-language tasks come along (their Chinese questions and memories are analysed too).

Needs ``pip install jieba==0.42.1`` (pure Python, ships its dictionary); it is not a dependency of
the service or of the ``bench`` extra: measured, not adopted (docs/benchmarks.md §5, "Query-side
work").

    python bench/cjk_segmentation.py                  # a few seconds
    python bench/cjk_segmentation.py --service        # and through the service, about 3 min more
"""

import argparse
import asyncio
import contextlib
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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

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
    cjk: Callable[[str], list[str]] | None = None
    """The terms of one CJK run, for stored texts and queries (None: the service's own)."""


@dataclass(frozen=True)
class KeywordSet:
    name: str
    corpus: list[str]
    questions: list[tuple[str, int]]  # question, index of its memory in corpus


# ------------------------------------------------------------------------------------ analysers


def _bigrams(run: str) -> list[str]:
    """Today's terms of a CJK run (a one-character run: the character)."""
    return [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]


def _words(run: str) -> list[str]:
    return [w for w in jieba.cut_for_search(run) if w.strip()]


def _bigrams_and_words(run: str) -> list[str]:
    return _bigrams(run) + [w for w in _words(run) if len(w) != 2] if len(run) > 1 else [run]


def _bigrams_and_characters(run: str) -> list[str]:
    return _bigrams(run) + list(run) if len(run) > 1 else [run]


def terms(text: str, cjk: Callable[[str], list[str]]) -> list[str]:
    """The service's analysis with the terms of each CJK run from ``cjk``; Latin words as ``analyse``
    treats them."""
    out: list[str] = []
    for match in _TOKEN.finditer(_normalise(text)):
        run, word = match.group(1), match.group(2)
        out.extend(cjk(run) if run else analyse(word))
    return out


def for_query(found: list[str]) -> list[str]:
    """Distinct terms without those holding a particle: the service's rule for query bigrams."""
    return [t for t in dict.fromkeys(found) if not CJK_QUERY_PARTICLES.intersection(t)]


def analysers() -> list[Analyser]:
    def swapped(name: str, cjk: Callable[[str], list[str]]) -> Analyser:
        return Analyser(name, lambda t: terms(t, cjk), lambda q: for_query(terms(q, cjk)), cjk)

    return [
        Analyser("(a) bigrams (today)", analyse, query_terms),
        swapped("(b) jieba words (search mode)", _words),
        swapped("(c) bigrams + jieba words", _bigrams_and_words),
        swapped("(d) bigrams + characters", _bigrams_and_characters),
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


# -------------------------------------------------------------------------------------- service


@contextlib.contextmanager
def swapped_in(analyser: Analyser) -> Iterator[None]:
    """The service analyses the CJK runs of stored texts with ``analyser.cjk`` and queries with
    ``analyser.query`` (this process only)."""
    from memory_center.kit import text_analysis
    from memory_center.retrieval import retrievers

    stored, asked = text_analysis._cjk_terms, retrievers.query_terms
    if analyser.cjk is not None:
        text_analysis._cjk_terms = analyser.cjk  # type: ignore[assignment]
        retrievers.query_terms = analyser.query  # type: ignore[assignment]
    try:
        yield
    finally:
        text_analysis._cjk_terms, retrievers.query_terms = stored, asked  # type: ignore[assignment]


def shared_words_file(folder: Path) -> Path:
    """cjk_keyword.json in multilingual.json's shape (its cross-language tasks: one placeholder each)."""
    data = json.loads((DATA / "multilingual.json").read_text())
    own = json.loads((DATA / "cjk_keyword.json").read_text())
    data["zh_paraphrase"] = {"pairs": own["pairs"], "distractors": own["distractors"]}
    cross = data["cross_language"]
    cross["en_memory_zh_question"] = cross["en_memory_zh_question"][:1]
    cross["zh_memory_en_question"] = [
        {"memory": own["pairs"][0]["memory"], "question": "What car do I drive?"}
    ]
    path = folder / "cjk_keyword_as_multilingual.json"
    path.write_text(json.dumps(data, ensure_ascii=False))
    return path


def through_service() -> str:
    import multilingual

    tasks = ["zh paraphrase", "zh question, en memory", "en question, zh memory"]
    head = "| analyser | shared words R@1 | R@5 | " + " | ".join(f"{t} R@1 | R@5" for t in tasks) + " |"
    lines = [head, "|---" * 9 + "|"]
    with tempfile.TemporaryDirectory(prefix="cjk-") as tmp:
        files = [shared_words_file(Path(tmp)), DATA / "multilingual.json"]
        for analyser in analysers():
            cells = []
            for n, path in enumerate(files):
                with swapped_in(analyser):
                    report = asyncio.run(multilingual.through_service(argparse.Namespace(data=path)))
                rows = {r.split(" | ")[0].lstrip("| "): r.split(" | ")[2:4] for r in report.splitlines()}
                for task in tasks[: 1 if n == 0 else 3]:
                    cells += [rows[task][0], rows[task][1].rstrip(" |")]
            lines.append(f"| {analyser.name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--service", action="store_true", help="also through the service, per analyser")
    args = parser.parse_args()
    started = time.perf_counter()
    text = report()
    if args.service:
        text += "\n\nThrough the service (recall@1 / recall@5):\n\n" + through_service()
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    took = time.perf_counter() - started
    flag = " --service" if args.service else ""
    print(f"{text}\n\nRun: `python bench/cjk_segmentation.py{flag}` on {machine}, {took:.0f} s.")


if __name__ == "__main__":
    main()
