"""What the write path costs per message, in load-independent quantities: process CPU, SQL statements
and held-memory reads (docs/benchmarks.md, "Session 17, write-path cost").

The app runs in this process (the client talks ASGI directly, as in ``bench/profile_ingest.py``) on a
fresh embedded PostgreSQL, rule extraction on, the indexer off. Two workloads, each measured alone:

- ``bench``: ``bench/ingest.py``'s generator in batches (``/v1/events/batch``), the same fixed events
  as ``bench/profile_ingest.py`` (seed 7, 5 warm-up batches, then 20 batches of 100);
- ``mix``: the user messages of the development judgement sets (``evals/dev/judgement_h*.jsonl``) one
  event at a time (``/v1/events``), each case its own user and its sessions, as ``evals/outcomes.py``
  sends them.

Every statement any connection of this process sends goes through psycopg's ``AsyncCursor`` (the ORM's
and ``db.driver``'s alike): this script wraps its ``execute`` and ``executemany`` to count them, and
counts as a held read each statement of ``writepath.held_repository``'s text (its ``subject IS NOT
NULL AND predicate IS NOT NULL``). Nothing in ``src/`` is changed to count.

    PYTHONPATH=src python bench/write_path_cost.py                  # both workloads
    PYTHONPATH=src python bench/write_path_cost.py --dump /tmp/a    # and /tmp/a.bench.json, /tmp/a.mix.json

``--dump`` writes every row the run wrote (ids and times blanked, ``profile_ingest.dump``) and every
answer, so two codes can be shown to write the same.
"""

import argparse
import asyncio
import json
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))

from profile_ingest import dump, fixed_events

from memory_center.config import Settings
from memory_center.db import embedded
from memory_center.db.embedded import start_embedded
from memory_center.db.migrations import migrate
from memory_center.main import create_app

ROOT = Path(__file__).resolve().parents[1]
HELD_MARK = "subject IS NOT NULL AND predicate IS NOT NULL"


class Statements:
    """Counts of the statements sent while ``on``, by kind and by their first words."""

    def __init__(self) -> None:
        self.on = False
        self.total = 0
        self.held = 0
        self.kinds: Counter[str] = Counter()
        self.readers: Counter[str] = Counter()

    def seen(self, query: Any) -> None:
        if not self.on:
            return
        text = query if isinstance(query, str) else str(getattr(query, "as_string", lambda _: query)(None))
        self.total += 1
        if HELD_MARK in text:
            self.held += 1
            self.readers[_reader()] += 1
        self.kinds[" ".join(text.split())[:90]] += 1

    def reset(self) -> None:
        self.total, self.held, self.kinds, self.readers = 0, 0, Counter(), Counter()


def _reader() -> str:
    """The write-path functions on the stack of a held read, outermost first."""
    frame, names = sys._getframe(), []
    while frame is not None:
        if "writepath" in frame.f_code.co_filename and "held_repository" not in frame.f_code.co_filename:
            names.append(frame.f_code.co_name)
        frame = frame.f_back
    return " < ".join(names[:3])


statements = Statements()


def _wrap() -> None:
    execute, executemany = psycopg.AsyncCursor.execute, psycopg.AsyncCursor.executemany

    async def counted_execute(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        statements.seen(query)
        return await execute(self, query, *args, **kwargs)

    async def counted_executemany(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        statements.seen(query)
        return await executemany(self, query, *args, **kwargs)

    psycopg.AsyncCursor.execute = counted_execute  # type: ignore[method-assign]
    psycopg.AsyncCursor.executemany = counted_executemany  # type: ignore[method-assign]


def mix_messages(paths: list[Path]) -> list[tuple[str, str, str]]:
    """(user, session, text) of every case's messages, in order."""
    said = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.lstrip().startswith("//"):
                continue
            case = json.loads(line)
            for item in case["say"]:
                session, text = ("s1", item) if isinstance(item, str) else item
                said.append((f"mix-{case['id']}", session, text))
    return said


def report(name: str, count: int, cpu: float, wall: float) -> dict[str, Any]:
    found = {
        "workload": name,
        "messages": count,
        "cpu_ms_per_message": round(cpu / count * 1000, 3),
        "statements_per_message": round(statements.total / count, 3),
        "held_reads_per_100": round(statements.held / count * 100, 2),
        "wall_s": round(wall, 1),
        "held_reads_by_reader": dict(statements.readers.most_common()),
    }
    print(json.dumps(found), flush=True)
    return found


async def run(url: str, args: argparse.Namespace) -> None:
    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=platform_key, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=False, extractor="rules",
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    dsn = url.replace("postgresql+psycopg://", "postgresql://")
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=300) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": "write-path-cost", "role": "agent"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            if "bench" in args.workloads:
                await _bench(client, headers, args, dsn)
            if "mix" in args.workloads:
                await _mix(client, headers, args, dsn)
    if args.show_kinds:
        for text, n in statements.kinds.most_common(args.show_kinds):
            print(f"{n:6d} {text}")


async def _bench(
    client: httpx.AsyncClient, headers: dict[str, str], args: argparse.Namespace, dsn: str
) -> None:
    answers: list[Any] = []
    warm = fixed_events(8, "warm")
    for _ in range(5):
        body = {"events": [warm.next() for _ in range(100)]}
        answers.append((await client.post("/v1/events/batch", json=body, headers=headers)).json()["results"])
    measured = fixed_events(7, "bench")
    bodies = [[measured.next() for _ in range(100)] for _ in range(args.batches)]
    statements.reset()
    statements.on = True
    cpu, wall = time.process_time(), time.perf_counter()
    for events in bodies:
        response = await client.post("/v1/events/batch", json={"events": events}, headers=headers)
        assert response.status_code == 200, response.text
        answers.append(response.json()["results"])
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    statements.on = False
    report("bench", args.batches * 100, cpu, wall)
    if args.dump:
        found = json.dumps(dump(dsn, answers), indent=0, sort_keys=True)
        await asyncio.to_thread(Path(f"{args.dump}.bench.json").write_text, found)


async def _mix(
    client: httpx.AsyncClient, headers: dict[str, str], args: argparse.Namespace, dsn: str
) -> None:
    files = sorted((ROOT / "evals" / "dev").glob("judgement_h*.jsonl"))
    said = mix_messages(files)
    answers: list[Any] = []
    statements.reset()
    statements.on = True
    cpu, wall = time.process_time(), time.perf_counter()
    for number, (user, session, text) in enumerate(said):
        body = {
            "actor_type": "USER", "actor_id": user, "user_id": user, "session_id": session,
            "event_type": "message", "source": "write-path-cost", "payload": {"role": "user", "text": text},
            "idempotency_key": f"mix-{number}",
        }  # fmt: skip
        response = await client.post("/v1/events", json=body, headers=headers)
        assert response.status_code in (200, 201), response.text
        answers.append(response.json().get("candidates"))
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    statements.on = False
    report("mix", len(said), cpu, wall)
    if args.dump:
        found = json.dumps(dump(dsn, answers), indent=0, sort_keys=True)
        await asyncio.to_thread(Path(f"{args.dump}.mix.json").write_text, found)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--workloads", nargs="+", default=["bench", "mix"], choices=["bench", "mix"])
    parser.add_argument("--batches", type=int, default=20, help="measured batches of 100 (bench)")
    parser.add_argument("--dump", help="prefix of the dumps (<prefix>.bench.json, <prefix>.mix.json)")
    parser.add_argument("--show-kinds", type=int, default=0, help="print the N commonest statements")
    args = parser.parse_args()
    _wrap()
    with tempfile.TemporaryDirectory(prefix="mc-write-path-cost-") as folder:
        url = start_embedded(Path(folder) / "pg", delete_on_exit=True)
        try:
            migrate(url)
            asyncio.run(run(url, args))
        finally:
            embedded.release_embedded()


if __name__ == "__main__":
    main()
