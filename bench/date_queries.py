"""Date-aware queries on LoCoMo (issue 11, point 3): replay query-side variants over one service run.

Input: a capture of ``bench/locomo_service.py`` by ``bench/fusion_replay.py capture`` (every request's
keyword and semantic candidates, pools of 200, and ranking signals) and the embedded PostgreSQL the
run kept (``--data-dir``), from which every turn's id, session, time, ``search_text`` and LoCoMo id
are read once (cached next to the capture as ``<capture>.turns.pkl``).

A variant may change the keyword query (the keyword list is then recomputed exactly as
``retrieval/keyword_search.py`` does it: BM25 over every visible turn of the conversation, as the
share of the query's ideal score, with the conversation-structure inputs of ``retrieval/episodic.py``
read again for the new candidates) and may apply the date rule (``date_weight``: turns dated outside
every date the question names, ``retrieval/named_dates.py``, are divided by 1 + weight when at least
one candidate turn is on a named date; ``retrieval/episodic.adjust`` itself). Everything else is
``retrieval/ranking.rank`` with the default recipe, so the first two rows must reproduce the service's
own numbers (the capture was taken without the date rule).

    python bench/fusion_replay.py capture /tmp/cap.pkl bench/locomo_service.py --data-dir /tmp/locomo-q
    python bench/date_queries.py /tmp/cap.pkl --data-dir /tmp/locomo-q        # about 2 min
"""

import argparse
import itertools
import os
import pickle
import re
import statistics
import sys
import uuid
from collections.abc import Callable, Iterable
from dataclasses import astuple, dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from locomo_service import CATEGORIES, CATEGORY_NAMES, DATA, Result, load, measure

from memory_center.kit.text_analysis import analyse, query_terms
from memory_center.retrieval import bm25, episodic, ranking
from memory_center.retrieval.named_dates import MONTHS, named_dates, on_named_date
from memory_center.retrieval.ranking import RankingRecipe, Retrieved, Signals
from memory_center.retrieval.records import Hit

CAPTURE_POOL = 200


@dataclass(frozen=True)
class Turn:
    id: uuid.UUID
    user: str
    session: str
    at: datetime
    search_text: str
    dia_id: str
    content: str


@dataclass
class Conversation:
    turns: dict[uuid.UUID, Turn]
    before: dict[uuid.UUID, uuid.UUID]  # a turn -> the turn before it in its session
    mean_length: float
    index: dict[str, int] = field(default_factory=dict)  # dia_id -> turn index in the LoCoMo file


@dataclass(frozen=True)
class Variant:
    name: str
    keyword_query: Callable[[str], list[str]] | None = None
    """Keyword terms of a question; None: the captured keyword list (the service's)."""
    date_weight: float = 0.0
    days_only: bool = False
    """The date rule for named days only (not for a month or a year)."""


# -------------------------------------------------------------------------------------- turns


def read_turns(data_dir: Path) -> list[Turn]:
    import sqlalchemy as sa

    from memory_center.db.embedded import start_embedded

    engine = sa.create_engine(start_embedded(data_dir))
    statement = sa.text(
        "SELECT v.id, v.user_id, v.session_id, v.occurred_at, v.search_text, e.idempotency_key, v.content"
        " FROM memory_evidence v JOIN memory_event e ON e.id = v.event_id WHERE v.tenant_id = 'locomo-bench'"
    )
    with engine.connect() as connection:
        rows = connection.execute(statement).all()
    engine.dispose()
    return [Turn(r[0], r[1], r[2], r[3], r[4], r[5].split(":", 1)[1], r[6]) for r in rows]


def conversations(turns: Iterable[Turn]) -> dict[str, Conversation]:
    by_user: dict[str, list[Turn]] = {}
    for turn in turns:
        by_user.setdefault(turn.user, []).append(turn)
    out = {}
    for user, rows in by_user.items():
        rows.sort(key=lambda t: (t.session, t.at, t.id.int))
        before = {b.id: a.id for a, b in itertools.pairwise(rows) if a.session == b.session and a.at < b.at}
        mean = statistics.fmean(len(t.search_text.split()) for t in rows)
        out[user] = Conversation({t.id: t for t in rows}, before, mean)
    for conv in load(DATA, None):
        out[conv.name].index = {t.dia_id: i for i, t in enumerate(conv.turns)}
    return out


# ------------------------------------------------------------------------------------ replay


def keyword_hits(conv: Conversation, terms: list[str], recipe: RankingRecipe) -> list[Hit]:
    """retrieval/keyword_search.evidence over these turns: BM25 share of the ideal, best first."""
    wanted = set(terms)
    rows = [(t.id, t.search_text) for t in conv.turns.values() if wanted.intersection(t.search_text.split())]
    if not rows:
        return []
    collection = bm25.Collection(len(conv.turns), conv.mean_length)
    raw, ideal = bm25.scored(rows, terms, collection, k1=recipe.bm25_k1, b=recipe.bm25_b)
    scored = {key: value / ideal for key, value in raw.items()} if ideal > 0 else raw
    best = sorted(scored, key=lambda key: (-scored[key], key.int))[:CAPTURE_POOL]
    return [(key, scored[key]) for key in best]


def turns_of(
    conv: Conversation, query: str, keyword: list[Hit], semantic: list[Hit], recipe: RankingRecipe
) -> episodic.Turns:
    """retrieval/retrievers._turns over these candidates."""
    following: dict[uuid.UUID, uuid.UUID] = {}
    replies = list(
        dict.fromkeys(i for hits in (keyword, semantic) if hits for i, _ in hits[: recipe.reply_sources])
    )
    found = dict.fromkeys(i for hits in (keyword, semantic) for i, _ in hits)
    for turn_id in replies:
        if turn_id in conv.before:
            found.setdefault(conv.before[turn_id])
            following[conv.before[turn_id]] = turn_id
    contents = {i: conv.turns[i].content for i in found}
    return episodic.turns_for(query, contents, following)


def with_dates(turns: episodic.Turns, conv: Conversation, query: str, variant: Variant) -> episodic.Turns:
    """The date inputs of retrieval/episodic.py for every candidate turn (as retrievers._turns reads
    them), for the dates this variant reads from the question."""
    dates = tuple(d for d in named_dates(query) if d.day is not None or not variant.days_only)
    if not dates:
        return replace(turns, on_date=frozenset(), off_date=frozenset())
    on = frozenset(i for i, t in conv.turns.items() if on_named_date(t.at, dates))
    return replace(turns, on_date=on, off_date=frozenset(conv.turns) - on)


def answer(
    request: dict[str, Any], conv: Conversation, variant: Variant, signals: dict[uuid.UUID, Signals]
) -> list[int]:
    recipe = replace(ranking.recipe_named("default"), date_weight=variant.date_weight)
    got: Retrieved = request["retrieved"]
    query = request["query"]
    if variant.keyword_query is not None:
        terms = variant.keyword_query(query)
        keyword = keyword_hits(conv, terms, recipe)
        turns = turns_of(conv, query, keyword, list(got.semantic), recipe)
        got = replace(got, keyword=keyword, keyword_ran=bool(terms), turns=turns)
    got = replace(got, turns=with_dates(got.turns, conv, query, variant))
    cut = replace(got, keyword=list(got.keyword)[: recipe.pool], semantic=list(got.semantic)[: recipe.pool])
    scored = ranking.rank(cut, signals, recipe, request["now"], limit=40)
    ids = [s.id for s in scored if s.kind == "evidence"][:10]
    return [conv.index[conv.turns[i].dia_id] for i in ids]


def evaluate(
    requests: dict[tuple[str, str], Any], convs: dict[str, Conversation], variant: Variant
) -> Result:
    result = Result(variant.name)
    for conv in load(DATA, None):
        c = convs[conv.name]
        source = next(s.source_type for r in requests.values() for s in r["signals"].values())
        signals = {i: Signals("evidence", i, source, t.at) for i, t in c.turns.items()}
        for question in conv.questions:
            request = requests[(conv.name, question.text.strip())]
            result.add(question.category, measure(answer(request, c, variant, signals), question.evidence))
    return result


# ---------------------------------------------------------------------------------- variants

_TEMPORAL = re.compile(
    r"^\s*(?:since when|when|how long(?: ago)?|how many (?:years|months|weeks|days)(?: ago)?"
    r"|(?:in |on )?(?:what|which) (?:date|day|year|month|time|week))\b",
    re.IGNORECASE,
)
_DATE_WORDS = frozenset([*(analyse(m)[0] for m in MONTHS)])
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_DAY = re.compile(r"^(?:[0-3]?\d)(?:st|nd|rd|th)?$")


def without_interrogative(query: str) -> list[str]:
    """The keyword terms of a question with its temporal interrogative ("how long ago", "what year")
    taken out; other questions as they are."""
    return query_terms(_TEMPORAL.sub(" ", query, count=1))


def without_dates(query: str) -> list[str]:
    """The keyword terms of a question naming a date, without the date's words (month names, years,
    day numbers); other questions as they are."""
    terms = query_terms(query)
    if not named_dates(query):
        return terms
    return [t for t in terms if not (t in _DATE_WORDS or _YEAR.match(t) or _DAY.match(t))]


def both(query: str) -> list[str]:
    return without_dates(_TEMPORAL.sub(" ", query, count=1))


def variants() -> list[Variant]:
    out = [
        Variant("captured lists (= the service)"),
        Variant("keyword list recomputed, same query", keyword_query=query_terms),
        Variant("A1 temporal interrogative dropped", keyword_query=without_interrogative),
        Variant("A2 date words dropped (questions naming a date)", keyword_query=without_dates),
        Variant("A1 + A2", keyword_query=both),
    ]
    for weight in (0.1, 0.2, 0.3, 0.5, 1.0):
        out.append(Variant(f"B date rule, others ÷ {1 + weight:g}", date_weight=weight))
    for weight in (0.3, 0.5):
        out.append(Variant(f"B ÷ {1 + weight:g}, named days only", date_weight=weight, days_only=True))
        out.append(
            Variant(f"A1 + B ÷ {1 + weight:g}", keyword_query=without_interrogative, date_weight=weight)
        )
        out.append(Variant(f"A2 + B ÷ {1 + weight:g}", keyword_query=without_dates, date_weight=weight))
    return out


def row(result: Result, base: Result, dated: dict[int, list[bool]]) -> str:
    """Recall and MRR on categories 1-4, R@10 per category, R@10 of the 1-4 questions naming a date,
    and how many 1-4 questions this variant finds more / fewer evidence turns for in its top 10."""
    r1, r5, r10, mrr, _ = result.summary(CATEGORIES)
    per = [f"{result.summary((c,))[2]:.3f}" for c in (*CATEGORIES, 5)]
    pairs = [
        (new[2], old[2]) for c in CATEGORIES for new, old in zip(result.rows[c], base.rows[c], strict=True)
    ]
    named = [r[2] for c in CATEGORIES for r, d in zip(result.rows[c], dated[c], strict=True) if d]
    better, worse = sum(n > o for n, o in pairs), sum(n < o for n, o in pairs)
    cells = [f"{r1:.3f}", f"{r5:.3f}", f"**{r10:.3f}**", f"{mrr:.3f}", *per, f"{statistics.fmean(named):.3f}"]
    return f"| {result.name} | " + " | ".join(cells) + f" | {better} / {worse} |"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("capture", type=Path)
    parser.add_argument("--data-dir", type=Path, required=True, help="the run's kept embedded PostgreSQL")
    args = parser.parse_args()
    cached = args.capture.with_suffix(".turns.pkl")
    if not cached.exists():  # plain tuples: readable whichever module name this script runs under
        cached.write_bytes(pickle.dumps([astuple(t) for t in read_turns(args.data_dir)]))
    rows = pickle.loads(cached.read_bytes())  # noqa: S301 (a file this script wrote)
    convs = conversations(Turn(*row) for row in rows)
    saved = pickle.loads(args.capture.read_bytes())  # noqa: S301 (a file fusion_replay wrote)
    requests = {(r["user"], r["query"]): r for r in saved if "signals" in r}
    dated: dict[int, list[bool]] = {}
    for conv in load(DATA, None):
        for question in conv.questions:
            dated.setdefault(question.category, []).append(bool(named_dates(question.text)))
    names = " | ".join(f"c{c}" for c in (*CATEGORIES, 5))
    print(f"| variant | R@1 | R@5 | R@10 (1-4) | MRR | {names} | R@10 dated (1-4) | better / worse |")
    print("|---" * 12 + "|")
    base: Result | None = None
    for variant in variants():
        result = evaluate(requests, convs, variant)
        base = base or result
        print(row(result, base, dated), flush=True)
    counts = {c: sum(d) for c, d in sorted(dated.items())}
    print(f"\n{len(requests)} questions; naming a date, per category: {counts} ({CATEGORY_NAMES})")


if __name__ == "__main__":
    main()
