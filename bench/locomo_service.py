"""LoCoMo evidence retrieval through the service (issue 4), with BM25 over the same turns in the same run.

Each conversation of ``locomo-dev.json`` becomes one user; every turn is posted as a message event
(``POST /v1/events/batch``, ``extract: false``) with the speaker's name in the text, the photo caption
when there is one, and the session's date as ``occurred_at``. The semantic index is built by the
service's own worker. Each question goes to ``POST /v1/retrieve`` with ``include_evidence`` and
``k = 10``; an answer item is mapped back to its turn through ``event_id``. Metrics: recall@1/5/10 (share
of a question's evidence turns in the top k) and MRR (reciprocal rank of the first evidence turn within
the top k), per category; categories 1-4 together, category 5 (adversarial) apart.

The baseline is BM25 (k1 = 1.2, b = 0.75) over exactly the ingested texts of each conversation, with
the service's own keyword analysis (``memory_center.kit.text_analysis.analyse``).

    python bench/locomo_service.py                          # embedded PostgreSQL in a temp folder
    python bench/locomo_service.py --recipe default --out /tmp/locomo.md
    MC_DATABASE_URL=postgresql://... python bench/locomo_service.py

Runs in-process (httpx ASGI transport): the numbers measure retrieval quality, not HTTP latency
(bench/latency.py measures that against a real server).
"""

import argparse
import asyncio
import json
import math
import os
import platform
import re
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from locomo_offline import repair_evidence

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.db.migrations import migrate
from memory_center.embedding import build_embedder
from memory_center.indexing.worker import IndexWorker
from memory_center.kit.text_analysis import analyse
from memory_center.main import create_app
from memory_center.retrieval import ranking

DATA = Path("/work/shared/data/locomo/locomo-dev.json")
CATEGORIES = (1, 2, 3, 4)
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
K = 10


@dataclass
class Turn:
    dia_id: str
    text: str
    at: datetime
    session: int


@dataclass
class Question:
    text: str
    category: int
    evidence: list[int]


@dataclass
class Conversation:
    name: str
    turns: list[Turn]
    questions: list[Question] = field(default_factory=list)


def _session_time(value: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" -> an aware datetime."""
    return datetime.strptime(value.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def turn_text(turn: dict[str, Any]) -> str:
    """What a chat integration would send: the speaker's name, the message, a shared photo's caption."""
    text = f"{turn['speaker']}: {turn['text']}"
    if turn.get("blip_caption"):
        text += f" [shares a photo: {turn['blip_caption']}]"
    return text


def load(path: Path, limit: int | None) -> list[Conversation]:
    conversations: list[Conversation] = []
    for sample in json.loads(path.read_text())[:limit]:
        conv = sample["conversation"]
        turns: list[Turn] = []
        for n in sorted(int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k)):
            start = _session_time(conv[f"session_{n}_date_time"])
            for i, turn in enumerate(conv[f"session_{n}"]):
                turns.append(Turn(turn["dia_id"], turn_text(turn), start + timedelta(seconds=i), n))
        index = {t.dia_id: i for i, t in enumerate(turns)}
        c = Conversation(sample["sample_id"], turns)
        for qa in sample["qa"]:
            evidence = repair_evidence(qa.get("evidence", []), index)
            if evidence:
                c.questions.append(Question(qa["question"], int(qa["category"]), evidence))
        conversations.append(c)
    return conversations


# ------------------------------------------------------------------------------------------ BM25


class BM25:
    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.lengths = [len(d) for d in docs]
        self.avgdl = statistics.fmean(self.lengths) if docs else 0.0
        self.postings: dict[str, dict[int, int]] = {}
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                self.postings.setdefault(term, {})[i] = tf

    def top(self, terms: list[str], k: int) -> list[int]:
        n = len(self.lengths)
        scores: dict[int, float] = {}
        for term in dict.fromkeys(terms):
            posting = self.postings.get(term, {})
            idf = math.log(1 + (n - len(posting) + 0.5) / (len(posting) + 0.5))
            for i, tf in posting.items():
                norm = self.k1 * (1 - self.b + self.b * self.lengths[i] / self.avgdl)
                scores[i] = scores.get(i, 0.0) + idf * tf * (self.k1 + 1) / (tf + norm)
        return [i for i, _ in sorted(scores.items(), key=lambda s: (-s[1], s[0]))[:k]]


# --------------------------------------------------------------------------------------- metrics

Row = tuple[float, float, float, float]


def measure(ranked: list[int], evidence: list[int]) -> Row:
    wanted = set(evidence)
    hits = [i in wanted for i in ranked[:K]]
    recall = [sum(hits[:k]) / len(wanted) for k in (1, 5, 10)]
    first = next((rank for rank, hit in enumerate(hits, 1) if hit), None)
    return (recall[0], recall[1], recall[2], 1.0 / first if first else 0.0)


@dataclass
class Result:
    name: str
    rows: dict[int, list[Row]] = field(default_factory=dict)

    def add(self, category: int, row: Row) -> None:
        self.rows.setdefault(category, []).append(row)

    def summary(self, categories: Sequence[int]) -> tuple[float, float, float, float, int]:
        rows = [r for c in categories for r in self.rows.get(c, [])]
        if not rows:
            return (0.0, 0.0, 0.0, 0.0, 0)
        cols = list(zip(*rows, strict=True))
        r1, r5, r10, mrr = (statistics.fmean(col) for col in cols)
        return (r1, r5, r10, mrr, len(rows))


def table(results: list[Result]) -> str:
    lines = [
        "| retriever | categories | questions | recall@1 | recall@5 | recall@10 | MRR |",
        "|---|---|---|---|---|---|---|",
    ]
    groups: list[tuple[str, Sequence[int]]] = [("1-4", CATEGORIES)]
    groups += [(f"{c} {CATEGORY_NAMES[c]}", (c,)) for c in (*CATEGORIES, 5)]
    for label, categories in groups:
        for result in results:
            r1, r5, r10, mrr, n = result.summary(categories)
            bold = "**" if label == "1-4" else ""
            lines.append(
                f"| {result.name} | {label} | {n} | {r1:.3f} | {r5:.3f} | {bold}{r10:.3f}{bold} | {mrr:.3f} |"
            )
    return "\n".join(lines)


# ------------------------------------------------------------------------------------- service


@dataclass
class Service:
    client: httpx.AsyncClient
    headers: dict[str, str]
    runtime: Any


async def create_key(client: httpx.AsyncClient, platform_key: str, tenant: str) -> dict[str, str]:
    response = await client.post(
        "/v1/admin/api-keys",
        json={"tenant_id": tenant, "role": "agent", "name": "locomo"},
        headers={"Authorization": f"Bearer {platform_key}"},
    )
    response.raise_for_status()
    return {"Authorization": f"Bearer {response.json()['key']}"}


async def ingest(service: Service, conv: Conversation) -> dict[str, int]:
    """Post every turn; returns event id -> turn index."""
    events: dict[str, int] = {}
    bodies = [
        {
            "idempotency_key": f"{conv.name}:{turn.dia_id}",
            "actor_type": "USER",
            "actor_id": turn.text.split(":", 1)[0],
            "user_id": conv.name,
            "session_id": f"{conv.name}-session-{turn.session}",
            "event_type": "message",
            "source": "locomo",
            "payload": {"role": "user", "text": turn.text, "message_id": turn.dia_id},
            "occurred_at": turn.at.isoformat(),
            "extract": False,
        }
        for turn in conv.turns
    ]
    for start in range(0, len(bodies), 500):
        response = await service.client.post(
            "/v1/events/batch", json={"events": bodies[start : start + 500]}, headers=service.headers
        )
        response.raise_for_status()
        for offset, result in enumerate(response.json()["results"]):
            events[result["event"]["id"]] = start + offset
    return events


async def index(service: Service) -> float:
    """Embed every turn with a foreground embedder: the service's own worker runs at a lower CPU
    priority, which on a machine shared with other jobs would leave it starved."""
    runtime = service.runtime
    embedder = build_embedder(runtime.settings, runtime.http_client)
    assert embedder is not None
    worker = IndexWorker(runtime.session_factory, embedder, batch_size=runtime.settings.indexer_batch_size)
    started = time.perf_counter()
    await worker.backfill()
    await worker.drain(timeout_seconds=3600)
    return time.perf_counter() - started


async def ask(service: Service, conv: Conversation, question: Question, events: dict[str, int]) -> list[int]:
    response = await service.client.post(
        "/v1/retrieve",
        json={"query": question.text, "user_id": conv.name, "include_evidence": True, "k": K},
        headers=service.headers,
    )
    response.raise_for_status()
    body = response.json()
    if body["degraded"]:
        raise RuntimeError(f"degraded answer: {body['degraded']}")
    return [events[item["event_id"]] for item in body["items"] if item["kind"] == "evidence"]


def register_variant(base: str, weights: list[float] | None, successor: float | None) -> str:
    """A variant of a named recipe with other fusion weights / successor share, for tuning on this
    development half (registered in this process only)."""
    recipe = ranking.recipe_named(base)
    keyword, semantic = weights if weights is not None else (recipe.keyword_weight, recipe.semantic_weight)
    share = successor if successor is not None else recipe.successor_share
    name = f"{base}-kw{keyword:g}-sem{semantic:g}-succ{share:g}"
    ranking.RECIPES[name] = replace(
        recipe, name=name, keyword_weight=keyword, semantic_weight=semantic, successor_share=share
    )
    return name


async def run(args: argparse.Namespace) -> str:
    conversations = load(args.data, args.conversations)
    n_turns = sum(len(c.turns) for c in conversations)
    n_questions = Counter(q.category for c in conversations for q in c.questions)
    print(
        f"{len(conversations)} conversations, {n_turns} turns, questions {dict(sorted(n_questions.items()))}"
    )

    if args.weights is not None or args.successor is not None:
        args.recipe = register_variant(args.recipe, args.weights, args.successor)
    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="development",
        admin_api_key=platform_key,
        redis_url=None,
        indexer_enabled=False,
        sweeper_interval_seconds=0,
        retrieval_recipe=args.recipe,
        # Fixed, so that a rerun on a kept --data-dir finds its events again (the default secret is
        # derived from the platform key, which is new in every run: every re-post would be a 409).
        idempotency_secret="locomo-bench",  # noqa: S106 (not a credential)
        # Quality, not latency: on a loaded machine a query embedding may take longer than the
        # service's 2 s deadline, which would degrade that answer to keyword search.
        retrieval_embed_timeout_seconds=60.0,
    )
    folder = None
    if os.environ.get("MC_DATABASE_URL"):
        url = sqlalchemy_url(os.environ["MC_DATABASE_URL"])
    elif args.data_dir is not None:  # kept between runs: ingestion is idempotent, vectors are reused
        url = start_embedded(args.data_dir)
    else:
        folder = Path(tempfile.mkdtemp(prefix="mc-locomo-", dir="/tmp"))
        url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    app = create_app(settings, db_url=url)
    try:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=120) as client:
                tenant = "locomo-bench" if args.data_dir else "locomo-" + uuid.uuid4().hex[:8]
                service = Service(client, await create_key(client, platform_key, tenant), app.state.runtime)
                return await evaluate(service, conversations, args)
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


async def evaluate(service: Service, conversations: list[Conversation], args: argparse.Namespace) -> str:
    started = time.perf_counter()
    events = {c.name: await ingest(service, c) for c in conversations}
    print(f"ingested in {time.perf_counter() - started:.1f} s")
    print(f"indexed in {await index(service):.1f} s")
    ours = Result(f"service ({args.recipe})")
    bm25 = Result("BM25 (same turns)")
    latencies: list[float] = []
    for conv in conversations:
        keyword = BM25([analyse(t.text) for t in conv.turns])
        for question in conv.questions:
            began = time.perf_counter()
            ranked = await ask(service, conv, question, events[conv.name])
            latencies.append(time.perf_counter() - began)
            ours.add(question.category, measure(ranked, question.evidence))
            bm25.add(question.category, measure(keyword.top(analyse(question.text), K), question.evidence))
    report = table([ours, bm25])
    r10 = ours.summary(CATEGORIES)[2]
    verdict = "meets" if r10 >= 0.70 else "is below"
    median = statistics.median(latencies) * 1000
    report += (
        f"\n\nService recall@10 on categories 1-4: **{r10:.3f}** ({verdict} the 0.70 target); "
        f"BM25 over the same turns: {bm25.summary(CATEGORIES)[2]:.3f}. "
        f"Median in-process /v1/retrieve time: {median:.1f} ms."
    )
    return report


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--conversations", type=int, default=None, help="only the first N conversations")
    parser.add_argument("--recipe", default="default", help="ranking recipe (MC_RETRIEVAL_RECIPE)")
    parser.add_argument("--out", type=Path, help="also write the markdown table here")
    parser.add_argument(
        "--weights", type=float, nargs=2, metavar=("KEYWORD", "SEMANTIC"), help="fusion weights"
    )
    parser.add_argument("--successor", type=float, help="share of a turn's keyword score passed to the next")
    parser.add_argument(
        "--data-dir", type=Path, help="keep the embedded PostgreSQL here and reuse it (faster reruns)"
    )
    args = parser.parse_args()
    started = time.perf_counter()
    report = asyncio.run(run(args))
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    report += f"\n\nRun: `python bench/locomo_service.py --recipe {args.recipe}` on {machine}, "
    report += f"{time.perf_counter() - started:.0f} s."
    print(report)
    if args.out:
        args.out.write_text(report + "\n")


if __name__ == "__main__":
    main()
