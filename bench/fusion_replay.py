"""Tune fusion without re-running the service: capture every request's candidates once, replay recipes.

``capture`` runs bench/locomo_service.py or bench/multilingual.py --service with the service's
``find`` and ``rank`` wrapped: each request's keyword and semantic lists are read with pools of 200
and saved with the ranking signals, while the service still answers from its own pool (the script's
numbers are unchanged). ``replay`` ranks the saved candidates with ``retrieval/ranking.rank`` under
recipe variants and prints recall: LoCoMo recall@10 per category (the script's own mapping of
answers to turns, by turn text), or the Chinese set's recall@1/5 with its tuning (even pairs) and
held-out (odd pairs) halves and the cross-language tasks. A variant is the default recipe with
fields replaced (``keyword_weight=0.7 semantic_weight=0.3 pool=100``).

    python bench/fusion_replay.py capture /tmp/locomo.pkl bench/locomo_service.py --data-dir /tmp/lf
    python bench/fusion_replay.py capture /tmp/zh.pkl bench/multilingual.py --service
    python bench/fusion_replay.py replay /tmp/locomo.pkl locomo keyword_weight=0.7 semantic_weight=0.3
    python bench/fusion_replay.py replay /tmp/zh.pkl multilingual routed_min_similarity=0.2
    python bench/fusion_replay.py capture /tmp/s13.pkl bench/multilingual.py --service \
        --data bench/data/multilingual_s13.json
    python bench/fusion_replay.py replay /tmp/s13.pkl multilingual=bench/data/multilingual_s13.json

Used for docs/benchmarks.md §5 ("Fusion"); the replay reproduced both scripts' service numbers.
"""

import atexit
import os
import pickle
import runpy
import statistics
import sys
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from memory_center.retrieval import ranking
from memory_center.retrieval.ranking import Fusion, RankingRecipe, Retrieved

CAPTURE_POOL = 200


def capture(out: Path, script: list[str]) -> None:
    from memory_center.retrieval import service

    requests: list[dict[str, Any]] = []
    find, rank = service.find, service.rank

    async def wrapped_find(session: Any, path: Any, where: Any, query: str, **kw: Any) -> Any:
        pool = kw.pop("pool")
        found = await find(session, path, where, query, pool=max(pool, CAPTURE_POOL), **kw)
        got = found.retrieved
        requests.append(
            {
                "user": where.viewer.user_id,
                "query": query,
                "retrieved": got,
                "content": {i: e.content for i, e in found.evidence.items()},
            }
        )
        found.retrieved = replace(got, keyword=list(got.keyword)[:pool], semantic=list(got.semantic)[:pool])
        return found

    def wrapped_rank(retrieved: Any, signals: Any, recipe: Any, now: Any, **kw: Any) -> Any:
        if requests and "signals" not in requests[-1]:
            requests[-1].update(signals=signals, now=now)
        return rank(retrieved, signals, recipe, now, **kw)

    service.find, service.rank = wrapped_find, wrapped_rank  # type: ignore[assignment]
    atexit.register(lambda: out.write_bytes(pickle.dumps(requests)))
    sys.argv = script
    runpy.run_path(script[0], run_name="__main__")


def ranked(request: dict[str, Any], recipe: RankingRecipe, k: int) -> list[str]:
    """Texts of the evidence the service would answer with (k best), under ``recipe``."""
    got: Retrieved = request["retrieved"]
    pool = max(recipe.pool, 4 * k)
    cut = replace(got, keyword=list(got.keyword)[:pool], semantic=list(got.semantic)[:pool])
    scored = ranking.rank(cut, request["signals"], recipe, request["now"])
    return [request["content"][s.id] for s in scored if s.kind == "evidence"][:k]


def replay_locomo(requests: dict[tuple[str, str], dict[str, Any]], recipe: RankingRecipe) -> str:
    from locomo_service import DATA, load

    rows: dict[int, list[float]] = {}
    for conv in load(DATA, None):
        where: dict[str, int] = {}
        for i, turn in enumerate(conv.turns):
            where.setdefault(turn.text, i)
        for question in conv.questions:
            request = requests[(conv.name, question.text.strip())]
            turns = {where[text] for text in ranked(request, recipe, 10)}
            rows.setdefault(question.category, []).append(
                len(turns & set(question.evidence)) / len(set(question.evidence))
            )
    main = statistics.fmean(r for c in (1, 2, 3, 4) for r in rows[c])
    per = " ".join(f"{c}:{statistics.fmean(v):.3f}" for c, v in sorted(rows.items()))
    return f"recall@10 (1-4) {main:.4f} | per category {per}"


def replay_multilingual(
    requests: dict[tuple[str, str], dict[str, Any]], recipe: RankingRecipe, data: Path | None = None
) -> str:
    from multilingual import DATA, tasks

    parts = []
    first = tasks(data or DATA)
    users: dict[int, int] = {}  # bench/multilingual.py names a corpus's user by its first task
    for n, task in enumerate(first):
        user = users.setdefault(id(task.corpus), n)
        hits = []
        for question, gold in task.questions:
            got = ranked(requests[(f"user-{user}", question.strip())], recipe, 5)
            hits.append((task.corpus[gold] in got[:1], task.corpus[gold] in got))
        groups = [(task.name, hits)]
        if n == 0 and data is None:
            groups += [("tuning half", hits[0::2]), ("held-out half", hits[1::2])]
        for name, group in groups:
            r1, r5 = (statistics.fmean(float(h[i]) for h in group) for i in (0, 1))
            parts.append(f"{name} {r1:.3f}/{r5:.3f}")
    return " | ".join(parts)


def variant(assignments: list[str]) -> RankingRecipe:
    recipe = ranking.recipe_named("default")
    types = {f.name: f.type for f in fields(RankingRecipe)}
    changes: dict[str, Any] = {}
    for assignment in assignments:
        name, value = assignment.split("=", 1)
        if name not in types:
            raise SystemExit(f"unknown recipe field {name!r}")
        current = getattr(recipe, name)
        changes[name] = Fusion(value) if isinstance(current, Fusion) else type(current)(value)
    return replace(recipe, **changes)


def main() -> None:
    if len(sys.argv) < 4 or sys.argv[1] not in ("capture", "replay"):
        raise SystemExit(__doc__)
    if sys.argv[1] == "capture":
        capture(Path(sys.argv[2]), sys.argv[3:])
        return
    saved = pickle.loads(Path(sys.argv[2]).read_bytes())  # noqa: S301 (a file this script wrote)
    requests = {(r["user"], r["query"]): r for r in saved if "signals" in r}
    recipe = variant(sys.argv[4:])
    if sys.argv[3] == "locomo":
        print(replay_locomo(requests, recipe))
    else:  # "multilingual", or "multilingual=<the set's path>" (bench/multilingual.py --data)
        _, _, path = sys.argv[3].partition("=")
        print(replay_multilingual(requests, recipe, Path(path) if path else None))


if __name__ == "__main__":
    main()
