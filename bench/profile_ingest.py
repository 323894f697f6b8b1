"""CPU per event of batch ingest, measured in-process, and what a fixed run of batches writes.

The app runs in this process (no uvicorn: the client talks ASGI directly) on a fresh embedded PostgreSQL,
with rule extraction on and the indexer off, and is sent ``--batches`` batches of ``--size`` message
events from ``bench/ingest.py``'s generator (fixed seed and idempotency keys, so every run sends the
same events), after ``--warm-up`` batches of other events. It prints the process CPU time per event of
the measured batches (the client's share, building and parsing JSON, is the same for every code) and
PostgreSQL's, and optionally:

- ``--profile out.prof``: a cProfile of the measured batches (``python -m pstats out.prof``). Its
  per-call timer makes the run about seven times slower, most where calls are many and short, and it
  counts each resumption of a coroutine as a call (``govern_many``: 564 "calls" for 75 rounds);
- ``--sample out.txt``: a statistical profile instead (a SIGPROF every 1 ms of process CPU, the stack
  read at each): inclusive and own shares per function, and per line of ``memory_center`` the share of
  samples whose innermost ``memory_center`` frame it is (its own time and the libraries it called);
- ``--single``: the same events, each its own ``POST /v1/events`` (the single-event path);
- ``--users N``: the events spread over N users (200 by default; 5 repeats each user about 20 times
  in a batch of 100, the shape where a batch governs a user's messages in several runs);
- ``--statements out.txt``: the SQL statements the measured events ran (the driver's cursors),
  counted by text, most frequent first;
- ``--dump out.json``: every candidate, fact, revision, evidence and audit row of the tenant and every
  batch answer, ids and times blanked, so two codes can be compared for identical behaviour.

Alternate two checkouts in one sitting, a fresh database each run:

    for i in 1 2 3; do
      PYTHONPATH=/tmp/base/src python bench/profile_ingest.py
      PYTHONPATH=src python bench/profile_ingest.py
    done
"""

import argparse
import asyncio
import cProfile
import datetime
import gc
import json
import re
import signal
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

import httpx
import psutil
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ingest

from memory_center.config import Settings
from memory_center.db import embedded
from memory_center.db.embedded import start_embedded
from memory_center.db.migrations import migrate
from memory_center.main import create_app

TENANT = "profile-ingest"
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
# A random id the detector took a phone or card number in (audit details hold ids as text): still an id.
REDACTED_ID = re.compile(r"[0-9a-f-]*\[REDACTED:[a-z_]+\][0-9a-f-]*")
TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:[+-]\d\d:\d\d|Z)?")
KEYED = ("request_sha256",)  # an HMAC with a key of the database's own
TABLES = (
    "memory_event", "memory_evidence", "memory_candidate", "memory_candidate_evidence", "memory_fact",
    "memory_fact_revision", "memory_fact_evidence", "memory_audit",
)  # fmt: skip


def postgres_cpu(pid: int) -> float:
    root = psutil.Process(pid)
    total = 0.0
    for process in [root, *root.children()]:
        try:
            times = process.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            pass
    return total


def _plain(value: Any) -> Any:
    if isinstance(value, uuid.UUID | datetime.datetime | datetime.date):
        return "<id/time>"
    if isinstance(value, str):
        return TIME.sub("<time>", REDACTED_ID.sub("<uuid>", UUID.sub("<uuid>", value)))
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if not k.endswith("_at") and k not in KEYED}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, float | int | bool) or value is None:
        return value
    return str(value)


def dump(dsn: str, answers: list[Any]) -> dict[str, Any]:
    """The tenant's rows, ids and times blanked, each table sorted."""
    found: dict[str, Any] = {"answers": _plain(answers)}
    with psycopg.connect(dsn) as conn:
        for table in TABLES:
            cursor = conn.execute(f"SELECT * FROM {table}")  # noqa: S608 - a fixed table list
            names = [c.name for c in cursor.description or []]
            rows = [_plain(dict(zip(names, row, strict=True))) for row in cursor.fetchall()]
            found[table] = sorted(json.dumps(row, sort_keys=True, ensure_ascii=False) for row in rows)
    return found


class Sampler:
    """Process-CPU samples of the Python stack (Unix): the ``--sample`` profile."""

    def __init__(self) -> None:
        self.inclusive: Counter[str] = Counter()
        self.own: Counter[str] = Counter()
        self.innermost: Counter[str] = Counter()
        self.count = 0

    def _sample(self, signum: int, frame: FrameType | None) -> None:
        self.count += 1
        seen, inner = set(), None
        while frame is not None:
            code = frame.f_code
            name = f"{code.co_filename.rsplit('src/', 1)[-1]}:{code.co_firstlineno}({code.co_name})"
            if not seen:
                self.own[name] += 1
            if inner is None and "memory_center" in code.co_filename:
                inner = f"{name}@{frame.f_lineno}"
            if name not in seen:
                seen.add(name)
                self.inclusive[name] += 1
            frame = frame.f_back
        self.innermost[inner or "(outside memory_center)"] += 1

    def enable(self) -> None:
        signal.signal(signal.SIGPROF, self._sample)
        signal.setitimer(signal.ITIMER_PROF, 0.001, 0.001)

    def disable(self) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)

    def write(self, path: Path) -> None:
        lines = [f"{self.count} samples"]
        tables = (("inclusive", self.inclusive), ("own", self.own), ("innermost", self.innermost))
        for title, counts in tables:
            lines.append(f"== {title}")
            lines += [f"{100 * n / max(self.count, 1):6.2f}% {name}" for name, n in counts.most_common(200)]
        path.write_text("\n".join(lines) + "\n")


class Collections:
    """The cyclic garbage collector's CPU time (its callbacks)."""

    def __init__(self) -> None:
        self.cpu = 0.0
        self.runs = 0
        self._began = 0.0

    def timed(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.process_time()
        else:
            self.cpu += time.process_time() - self._began
            self.runs += 1


collections = Collections()


class Statements:
    """The SQL statements the driver's cursors run while it listens (SQLAlchemy's and the write path's own
    statements on the raw connection, ``db.driver``), by text."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self._execute = psycopg.AsyncCursor.execute
        counts, execute = self.counts, self._execute

        async def counted(cursor: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            counts[" ".join(str(query).split())[:160]] += 1
            return await execute(cursor, query, *args, **kwargs)

        psycopg.AsyncCursor.execute = counted  # type: ignore[method-assign]

    def stop(self) -> None:
        psycopg.AsyncCursor.execute = self._execute  # type: ignore[method-assign]

    def write(self, path: Path, events: int) -> None:
        total = sum(self.counts.values())
        lines = [f"{total} statements, {total / events:.2f} per event"]
        lines += [f"{n / events:7.3f} {text}" for text, n in self.counts.most_common()]
        path.write_text("\n".join(lines) + "\n")


def fixed_events(seed: int, prefix: str, users: int) -> ingest.Events:
    events = ingest.Events(users, seed)
    events.run = prefix
    return events


async def measure(url: str, args: argparse.Namespace, postmaster: int) -> None:
    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=platform_key, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=False, extractor="rules",
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    answers: list[Any] = []
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=300) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": TENANT, "role": "agent"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}

            async def post(events: list[dict[str, Any]]) -> None:
                if args.single:  # one request per event, as POST /v1/events
                    results = []
                    for event in events:
                        response = await client.post("/v1/events", json=event, headers=headers)
                        assert response.status_code == 201, response.text
                        results.append(response.json())
                    answers.append(results)
                    return
                response = await client.post("/v1/events/batch", json={"events": events}, headers=headers)
                assert response.status_code == 200, response.text
                answers.append(response.json()["results"])

            async def send(events: ingest.Events, count: int) -> None:
                for _ in range(count):
                    await post([events.next() for _ in range(args.size)])

            await send(fixed_events(args.seed + 1, "warm", args.users), args.warm_up)
            measured = fixed_events(args.seed, "bench", args.users)
            bodies = [[measured.next() for _ in range(args.size)] for _ in range(args.batches)]
            profile = cProfile.Profile(time.process_time) if args.profile else None
            sampler = Sampler() if args.sample else None
            statements = Statements() if args.statements else None
            gc.callbacks.append(collections.timed)
            cpu, pg = time.process_time(), postgres_cpu(postmaster)
            if profile:
                profile.enable()
            if sampler:
                sampler.enable()
            for events in bodies:
                await post(events)
            if statements:
                statements.stop()
            if sampler:
                sampler.disable()
            if profile:
                profile.disable()
            cpu, pg = time.process_time() - cpu, postgres_cpu(postmaster) - pg
            gc.callbacks.remove(collections.timed)
    count = args.batches * args.size
    errors = sum("error" in r for batch in answers for r in batch)
    print(
        f"{count} events: process CPU {cpu / count * 1000:.3f} ms/event, PostgreSQL CPU "
        f"{pg / count * 1000:.3f} ms/event (the collector: {collections.cpu / count * 1000:.3f} ms/event in "
        f"{collections.runs} runs), errors {errors}",
        flush=True,
    )
    if profile:
        profile.dump_stats(str(args.profile))
    if sampler:
        sampler.write(args.sample)
    if statements:
        statements.write(args.statements, count)
    if args.dump:
        dsn = url.replace("postgresql+psycopg://", "postgresql://")
        args.dump.write_text(json.dumps(dump(dsn, answers), indent=0, ensure_ascii=False, sort_keys=True))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--batches", type=int, default=20, help="measured batches")
    parser.add_argument("--size", type=int, default=100, help="events per batch")
    parser.add_argument("--warm-up", type=int, default=5, help="batches sent first (other events)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--users", type=int, default=200, help="users the events are spread over")
    parser.add_argument("--profile", type=Path)
    parser.add_argument("--sample", type=Path, help="a statistical profile (SIGPROF) to this file")
    parser.add_argument("--dump", type=Path)
    parser.add_argument("--statements", type=Path, help="count the SQL statements into this file")
    parser.add_argument("--single", action="store_true", help="each event its own POST /v1/events")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="mc-profile-ingest-") as folder:
        url = start_embedded(Path(folder) / "pg", delete_on_exit=True)
        try:
            migrate(url)
            postmaster = embedded._started[-1].get_postmaster_info().pid
            asyncio.run(measure(url, args, postmaster))
        finally:
            embedded.release_embedded()


if __name__ == "__main__":
    main()
