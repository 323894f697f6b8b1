"""Questions that name a day relative to now ("yesterday", "3 days ago", 前天), through the service.

Data (generated here, seeded): one user per language keeps a diary of 21 days: each day one dinner,
one workout and one work event, with the food, place, sport and people drawn at random, so every
day's dinner turn shares its words with every other day's ("dinner", 晚饭). Each turn happened on its
day (``occurred_at``, the evening for dinners). A question asks for the dinner of one day by a
relative date ("What did I have for dinner yesterday?", "我三天前晚饭吃了什么？"); only that day's dinner
is right. Nothing but the date can tell the dinners apart, so this measures the date rule, not
retrieval in general: a synthetic set, made to isolate one mechanism.

Every turn is a message event (``extract: false``), indexed by the service's worker; every question
goes to ``POST /v1/retrieve`` (``include_evidence``, k = 5). Recall@1 and @5 per language.

    python bench/relative_dates.py
"""

import argparse
import asyncio
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

DAYS = 21
FOODS_EN = ["ramen", "pizza", "curry", "sushi", "tacos", "pasta", "dumplings", "a burger", "pho", "salad"]
FOODS_ZH = ["拉面", "披萨", "咖喱饭", "寿司", "饺子", "火锅", "牛肉面", "炒饭", "麻辣烫", "烤鸭"]
WITH_EN = ["Tom", "my sister", "Anna", "colleagues", "my parents", "nobody, alone"]
WITH_ZH = ["小王", "我姐", "同事", "爸妈", "老同学", "自己一个人"]
SPORT_EN = ["went running", "went swimming", "did yoga", "played tennis", "lifted weights"]
SPORT_ZH = ["去跑步了", "去游泳了", "做了瑜伽", "打了羽毛球", "去健身房练了腿"]
WORK_EN = [
    "had a long budget meeting",
    "fixed a bug in the billing code",
    "met a new client",
    "wrote the report",
]
WORK_ZH = ["开了很长的预算会", "修了计费系统的一个bug", "见了一个新客户", "写了季度报告"]
# (how the question names the day, days back)
ASK_EN = [("today", 0), ("yesterday", 1), ("the day before yesterday", 2), ("3 days ago", 3),
          ("four days ago", 4), ("5 days ago", 5), ("six days ago", 6)]  # fmt: skip
ASK_ZH = [("今天", 0), ("昨天", 1), ("前天", 2), ("三天前", 3), ("四天前", 4), ("五天前", 5), ("六天前", 6)]


def diary(
    language: str, rng: random.Random, now: datetime
) -> tuple[list[tuple[str, datetime]], dict[int, int]]:
    """The turns (text, when) and, per day back, the index of that day's dinner turn."""
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    turns: list[tuple[str, datetime]] = []
    dinners: dict[int, int] = {}
    for back in range(DAYS):
        day = midnight - timedelta(days=back)
        if language == "en":
            dinner = f"I had {rng.choice(FOODS_EN)} for dinner with {rng.choice(WITH_EN)}."
            sport = f"After work I {rng.choice(SPORT_EN)}."
            work = f"At the office I {rng.choice(WORK_EN)}."
        else:
            dinner = f"晚饭和{rng.choice(WITH_ZH)}吃了{rng.choice(FOODS_ZH)}。"
            sport = f"下班后{rng.choice(SPORT_ZH)}。"
            work = f"今天在公司{rng.choice(WORK_ZH)}。"
        # Today's evening may not have come yet: today's turns are an hour old.
        evening = day + timedelta(hours=19) if back else now - timedelta(hours=1)
        turns.append((work, evening - timedelta(hours=8) if back else now - timedelta(hours=3)))
        turns.append((sport, evening - timedelta(hours=1) if back else now - timedelta(hours=2)))
        dinners[back] = len(turns)
        turns.append((dinner, evening))
    return turns, dinners


def questions(language: str) -> list[tuple[str, int]]:
    if language == "en":
        return [(f"What did I have for dinner {when}?", back) for when, back in ASK_EN]
    return [(f"我{when}晚饭吃了什么？", back) for when, back in ASK_ZH]


async def run(args: argparse.Namespace) -> str:
    import httpx

    from memory_center.cli import migrate
    from memory_center.config import Settings
    from memory_center.db.embedded import start_embedded
    from memory_center.embedding import build_embedder
    from memory_center.indexing.worker import IndexWorker
    from memory_center.main import create_app

    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="development", admin_api_key=platform_key, redis_url=None, indexer_enabled=False,
        sweeper_interval_seconds=0, retrieval_embed_timeout_seconds=60.0,
    )  # fmt: skip
    folder = Path(tempfile.mkdtemp(prefix="mc-relative-", dir="/tmp"))
    url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    app = create_app(settings, db_url=url)
    lines = ["| language | users | questions | recall@1 | recall@5 |", "|---|---|---|---|---|"]
    try:
        async with app.router.lifespan_context(app):
            runtime = app.state.runtime
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=120) as client:
                made = await client.post(
                    "/v1/admin/api-keys", json={"tenant_id": "relative", "role": "agent"},
                    headers={"Authorization": f"Bearer {platform_key}"},
                )  # fmt: skip
                made.raise_for_status()
                headers = {"Authorization": f"Bearer {made.json()['key']}"}
                for language in ("en", "zh"):
                    hits1, hits5 = [], []
                    for n in range(args.users):
                        rng = random.Random(f"{args.seed}-{language}-{n}")
                        user = f"{language}-{n}"
                        turns, dinners = diary(language, rng, datetime.now(UTC))
                        ids = await _ingest(client, headers, user, turns)
                        embedder = build_embedder(runtime.settings, runtime.http_client)
                        assert embedder is not None
                        worker = IndexWorker(runtime.session_factory, embedder)
                        await worker.backfill()
                        await worker.drain(timeout_seconds=600)
                        for question, back in questions(language):
                            answer = await client.post(
                                "/v1/retrieve",
                                json={"query": question, "user_id": user, "include_evidence": True, "k": 5},
                                headers=headers,
                            )
                            answer.raise_for_status()
                            found = [ids.get(i["event_id"]) for i in answer.json()["items"]]
                            if args.show and found[:1] != [dinners[back]]:
                                print(question, "| want:", turns[dinners[back]][0])
                                for i in answer.json()["items"][:3]:
                                    print("   ", i["content"], i["score"], i["reasons"])
                            hits1.append(found[:1] == [dinners[back]])
                            hits5.append(dinners[back] in found[:5])
                    r1, r5 = statistics.fmean(hits1), statistics.fmean(hits5)
                    lines.append(f"| {language} | {args.users} | {len(hits1)} | {r1:.3f} | {r5:.3f} |")
                    print(lines[-1], flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return "\n".join(lines)


async def _ingest(
    client: Any, headers: dict[str, str], user: str, turns: list[tuple[str, datetime]]
) -> dict[str, int]:
    bodies = [
        {
            "idempotency_key": f"{user}:{i}",
            "actor_type": "USER",
            "actor_id": user,
            "user_id": user,
            "session_id": f"{user}-{at.date().isoformat()}",
            "event_type": "message",
            "source": "bench",
            "payload": {"role": "user", "text": text},
            "occurred_at": at.isoformat(),
            "extract": False,
        }
        for i, (text, at) in enumerate(turns)
    ]
    response = await client.post("/v1/events/batch", json={"events": bodies}, headers=headers)
    response.raise_for_status()
    return {r["event"]["id"]: i for i, r in enumerate(response.json()["results"])}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--users", type=int, default=6, help="diaries per language")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--show", action="store_true", help="print the answers that miss")
    args = parser.parse_args()
    started = time.perf_counter()
    table = asyncio.run(run(args))
    print()
    print(table)
    seconds = time.perf_counter() - started
    print(f"\nRun on {platform.machine()}, Python {platform.python_version()}, {seconds:.0f} s.")


if __name__ == "__main__":
    main()
