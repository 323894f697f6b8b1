"""The semantic indexer's drain rate against its embedder's own speed, measured in turns in one process.

An in-process service (embedded PostgreSQL, the local MiniLM embedder, the in-process indexer off)
stores ``--items`` evidence rows through ``POST /v1/events/batch``. Then, ``--rounds`` times: the
index worker's own embedder embeds the rows' texts alone (batches of the worker's size, one after
the other), then every row is queued again (``reset``) and the worker (``run_forever`` with the
service's concurrency) drains the queue while the status is polled. Alternating the two in one
process cancels most of a shared machine's drift; the report gives each round's ratio and the median.

    python bench/indexer_drain.py --items 640 --rounds 3
    python bench/indexer_drain.py --src /path/to/other/checkout/src   # the same measurement of other code
"""

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("--items", type=int, default=640)
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--src", type=Path, default=Path(__file__).resolve().parents[1] / "src")
args = parser.parse_args()
sys.path.insert(0, str(args.src))

import httpx  # noqa: E402
from sqlalchemy import text  # noqa: E402

from memory_center.config import Settings  # noqa: E402
from memory_center.db.embedded import start_embedded  # noqa: E402
from memory_center.db.migrations import migrate  # noqa: E402
from memory_center.db.tenancy import maintenance_session  # noqa: E402
from memory_center.indexing.repository import passage_text, reset  # noqa: E402
from memory_center.main import create_app  # noqa: E402
from memory_center.retrieval.wiring import build_worker  # noqa: E402

WORDS = "tea coffee window seat direct flight quiet hotel 火锅 川菜 高铁 早班机 Paris Tokyo 上海 北京".split()  # noqa: SIM905


def sentence(n: int) -> str:
    picked = [WORDS[(n * 7 + k * 3) % len(WORDS)] for k in range(4 + n % 5)]
    return f"I told you before: {' '.join(picked)} ({n})"


async def pending(runtime: object, model: str) -> int:
    async with maintenance_session(runtime.session_factory) as session:  # type: ignore[attr-defined]
        query = "SELECT count(*) FROM memory_embedding WHERE status = 'PENDING' AND model = :m"
        return int(await session.scalar(text(query), {"m": model}) or 0)


async def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="mc-indexer-"))
    url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        database_url=url, admin_api_key=key, indexer_enabled=False, sweeper_interval_seconds=0,
        redis_url=None, embedding_provider="local",
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    async with app.router.lifespan_context(app):
        runtime = app.state.runtime
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=300) as client:
            created = await client.post(
                "/v1/admin/api-keys", json={"tenant_id": "drain", "role": "agent"},
                headers={"Authorization": f"Bearer {key}"},
            )  # fmt: skip
            headers = {"Authorization": f"Bearer {created.json()['key']}"}
            for start in range(0, args.items, 200):
                events = [
                    {"actor_type": "USER", "actor_id": "u", "user_id": "u", "session_id": "s",
                     "event_type": "message", "source": "bench", "extract": False,
                     "payload": {"role": "user", "text": sentence(n)}}
                    for n in range(start, min(args.items, start + 200))
                ]  # fmt: skip
                (
                    await client.post("/v1/events/batch", json={"events": events}, headers=headers)
                ).raise_for_status()
        worker = build_worker(runtime)
        async with maintenance_session(runtime.session_factory) as session:
            rows = await session.execute(text("SELECT content, occurred_at FROM memory_evidence"))
            texts = [passage_text(row.content, row.occurred_at) for row in rows]
        await worker.embedder.embed(texts[: worker.batch_size])  # the model loads
        ratios = []
        for round_ in range(1, args.rounds + 1):
            began = time.perf_counter()
            for start in range(0, len(texts), worker.batch_size):
                await worker.embedder.embed(texts[start : start + worker.batch_size])
            alone = len(texts) / (time.perf_counter() - began)
            async with maintenance_session(runtime.session_factory) as session:
                await reset(session, worker.model, include_done=True)
                await session.commit()
            began = time.perf_counter()
            task = asyncio.create_task(worker.run_forever(settings.indexer_concurrency))
            while True:  # poll the queue as a client of /v1/index/status would
                if not await pending(runtime, worker.model):
                    break
                await asyncio.sleep(0.1)
            drained = len(texts) / (time.perf_counter() - began)
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            ratios.append(drained / alone)
            print(
                f"round {round_}: embedder alone {alone:.0f} items/s, indexer drain {drained:.0f} items/s, "
                f"{100 * drained / alone:.0f} %",
                flush=True,
            )
        median = 100 * statistics.median(ratios)
        print(f"median: {median:.0f} % of the embedder's own speed ({len(texts)} items)")


asyncio.run(main())
