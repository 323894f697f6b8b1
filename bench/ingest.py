"""Ingest throughput of ``POST /v1/events`` and ``POST /v1/events/batch`` against a real server, with rule
extraction and governance on, and how far the semantic indexer lags behind.

The script:
1. starts an embedded PostgreSQL (or uses MC_DATABASE_URL) in a temporary folder and migrates it;
2. starts ``memory-center serve`` (one uvicorn process, ``--workers`` for more) on loopback with the
   in-process indexer ON (local MiniLM embedder), the sweeper and Redis off; creates an agent and an
   admin key;
3. sends user messages (mixed Chinese and English, from templates: preferences, budgets, allergies,
   self-descriptions, decisions, save requests, questions and small talk; ``--users`` users, each with
   its own sessions), every event with a fresh idempotency key and ``extract: true``:
   single events from 1 client and from ``--clients`` concurrent clients (events/s, p50/p95 latency),
   then batches of ``--batch-sizes`` events from each of ``--batch-clients`` concurrent clients
   (events/s, p50/p95 latency per batch), while the indexer embeds what they wrote; CPU per event of
   the API's event-loop thread and of PostgreSQL comes from /proc;
4. counts what extraction and governance produced (evidence, candidates by status, facts by status);
5. polls ``GET /v1/index/status`` until the backlog is 0 (at most ``--drain-seconds``): backlog when
   ingest stopped, time to drain, drain rate; then embeds the same number of texts with the service's
   own embedder in this process (``LocalOnnxEmbedder``, the worker's batch size) as the baseline.

    python bench/ingest.py --out /tmp/ingest.md         # ~12 minutes, most of it the indexer catching up
    python bench/ingest.py --seconds 5 --repeat 1       # a quick look
    python bench/ingest.py --indexer off                # the request path without the indexer beside it

Bounded in time: every phase stops after ``--seconds`` (or its event cap), the drain after
``--drain-seconds``. Numbers on a shared 2-core machine are noisy: ``--repeat`` runs each batch phase
several times and reports the median.
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
from dataclasses import dataclass
from pathlib import Path

import httpx
import psycopg
from psycopg import sql

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from support import Service, free_port

from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.db.migrations import migrate
from memory_center.embedding.local import LocalOnnxEmbedder

TENANT = "ingest-bench"
WORKER_BATCH = 32  # MC_INDEXER_BATCH_SIZE default: the baseline embeds in batches of this size

ZH_CITIES = ["上海", "北京", "杭州", "深圳", "成都", "西安", "东京", "巴黎", "伦敦", "新加坡", "大阪", "首尔"]
EN_CITIES = ["Shanghai", "Beijing", "Hangzhou", "Tokyo", "Paris", "London", "Berlin", "Seoul", "Sydney"]
ZH_FOODS = ["火锅", "川菜", "寿司", "咖啡", "奶茶", "面条", "饺子", "烧烤", "海鲜", "甜点", "香菜", "辣椒"]
EN_FOODS = ["coffee", "green tea", "sushi", "spicy food", "pizza", "ramen", "seafood", "dark chocolate"]
ZH_THINGS = ["靠窗的座位", "直飞航班", "高铁", "安静的酒店", "早班机", "经济舱", "商务舱", "民宿"]
EN_THINGS = ["window seats", "aisle seats", "direct flights", "quiet hotels", "early flights", "trains"]
ZH_ALLERGENS = ["花生", "海鲜", "芒果", "青霉素", "牛奶", "鸡蛋", "花粉"]
EN_ALLERGENS = ["peanuts", "shellfish", "penicillin", "gluten", "cats", "pollen"]
ZH_COMPANIES = ["阿里巴巴", "腾讯", "字节跳动", "华为", "一家咨询公司", "复旦大学"]
EN_COMPANIES = ["Google", "Acme Corp", "a small startup", "the city hospital", "Siemens"]
ZH_NAMES = ["小王", "李雷", "韩梅梅", "张伟", "陈静", "刘洋"]
EN_NAMES = ["Alice", "Bob", "Carol", "David", "Emma", "Frank"]
ITEMS_ZH = ["酒店", "机票", "餐饮", ""]
ITEMS_EN = ["hotel", "flight", "food", ""]

ZH_TEMPLATES = [
    "我喜欢{food}。",
    "我不喜欢{food}，太腻了。",
    "以后订票都给我选{thing}。",
    "我一般坐{thing}。",
    "这次旅行{item}预算不超过{amount}元。",
    "这次出差的预算是{amount}元，别超了。",
    "我对{allergen}过敏。",
    "请记住：我对{allergen}过敏。",
    "我叫{name}。",
    "我在{company}工作。",
    "我住在{city}。",
    "就订{city}那家酒店吧。",
    "确认一下，我们决定去{city}。",
    "记住，我每天早上都要喝{food}。",
    "下周要去{city}开会，帮我看看天气。",
    "你觉得{city}好玩吗？",
    "谢谢，今天就到这里。",
    "好的，我知道了。",
    "我可能比较喜欢{thing}。",
    "我绝对不吃{food}。",
    "每晚酒店不超过{amount}元，另外我喜欢{thing}。",
]
EN_TEMPLATES = [
    "I like {food}.",
    "I really hate {food}.",
    "I prefer {thing} when I travel.",
    "I always take {thing}.",
    "My {item} budget for this trip is ${amount}.",
    "Keep the hotel under {amount} dollars per night.",
    "I'm allergic to {allergen}.",
    "Please remember that I'm allergic to {allergen}.",
    "My name is {name}.",
    "I work at {company}.",
    "I live in {city}.",
    "Let's go with the hotel in {city}.",
    "I've decided on the morning flight to {city}.",
    "Can you find me a restaurant in {city}?",
    "What is the weather like in {city} next week?",
    "Thanks, that's all for today.",
    "Sounds good.",
    "Maybe I like {food}, not sure.",
    "From now on, I never eat {food}.",
    "Remember that my daughter plays piano on Tuesdays.",
]


def message(rng: random.Random) -> str:
    if rng.random() < 0.5:
        template = rng.choice(ZH_TEMPLATES)
        return template.format(
            food=rng.choice(ZH_FOODS), thing=rng.choice(ZH_THINGS), item=rng.choice(ITEMS_ZH),
            amount=rng.choice(range(300, 20001, 100)), allergen=rng.choice(ZH_ALLERGENS),
            name=rng.choice(ZH_NAMES), company=rng.choice(ZH_COMPANIES), city=rng.choice(ZH_CITIES),
        )  # fmt: skip
    template = rng.choice(EN_TEMPLATES)
    return template.format(
        food=rng.choice(EN_FOODS), thing=rng.choice(EN_THINGS), item=rng.choice(ITEMS_EN),
        amount=rng.choice(range(100, 3001, 50)), allergen=rng.choice(EN_ALLERGENS),
        name=rng.choice(EN_NAMES), company=rng.choice(EN_COMPANIES), city=rng.choice(EN_CITIES),
    ).replace("My  budget", "My budget")  # fmt: skip


class Events:
    """Message events of many users; 1 in 5 is an assistant turn (evidence, no extraction)."""

    def __init__(self, users: int, seed: int) -> None:
        self.rng = random.Random(seed)
        self.users = users
        self.run = uuid.uuid4().hex[:8]
        self.count = 0

    def next(self) -> dict[str, object]:
        self.count += 1
        u = self.rng.randrange(self.users)
        assistant = self.rng.random() < 0.2
        text = "好的，我记下了。" if assistant and self.rng.random() < 0.5 else message(self.rng)
        task = f"trip-{u}-{self.rng.randrange(3)}" if self.rng.random() < 0.5 else None
        return {
            "idempotency_key": f"{self.run}-{self.count}",
            "actor_type": "AGENT" if assistant else "USER",
            "actor_id": "assistant" if assistant else f"user-{u}",
            "user_id": f"user-{u}",
            "session_id": f"session-{u}-{self.rng.randrange(5)}",
            "task_id": task,
            "event_type": "message",
            "source": "ingest-bench",
            "payload": {"role": "assistant" if assistant else "user", "text": text},
            "extract": True,
        }


# ----------------------------------------------------------------------------------------- server


# ------------------------------------------------------------------------------------------- cpu

CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _ticks(path: str, *, children: bool = False) -> int:
    try:
        fields = Path(path).read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    # after the ")": state is field 3, utime 14, stime 15, cutime 16, cstime 17 (1-based in proc(5))
    ticks = int(fields[11]) + int(fields[12])
    return ticks + (int(fields[13]) + int(fields[14]) if children else 0)


def _postmaster(folder: Path) -> int | None:
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if str(folder) in cmdline and "postgres" in cmdline and "-D" in cmdline:
                return int(entry.name)
    return None


class Cpu:
    """CPU seconds of the API process's event-loop thread (the request path; the indexer's model runs
    in other threads) and of the whole PostgreSQL server, read from /proc (Linux only, else 0)."""

    def __init__(self, server_pid: int, folder: Path | None) -> None:
        self.server_pid = server_pid
        self.postmaster = _postmaster(folder) if folder is not None else None

    def api(self) -> float:
        return _ticks(f"/proc/{self.server_pid}/task/{self.server_pid}/stat") / CLOCK_TICKS

    def postgres(self) -> float:
        if self.postmaster is None:
            return 0.0
        total = _ticks(f"/proc/{self.postmaster}/stat", children=True)
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                except (OSError, IndexError, ValueError):
                    continue
                if parent == self.postmaster:
                    total += _ticks(f"/proc/{entry.name}/stat")
        return total / CLOCK_TICKS


# ---------------------------------------------------------------------------------------- measure


@dataclass
class Phase:
    name: str
    clients: int
    batch: int  # 0: single events
    events: int
    requests: int
    seconds: float
    latencies: list[float]
    errors: int
    api_cpu: float = 0.0
    pg_cpu: float = 0.0

    @property
    def rate(self) -> float:
        return self.events / self.seconds

    def row(self) -> str:
        ms = sorted(x * 1000 for x in self.latencies)
        pct = statistics.quantiles(ms, n=100, method="inclusive") if len(ms) > 1 else ms * 100
        size = "1" if self.batch == 0 else str(self.batch)
        return (
            f"| {self.name} | {size} | {self.clients} | {self.events:,} | {self.seconds:.1f} | "
            f"{pct[49]:.1f} | {pct[94]:.1f} | **{self.rate:,.0f}** | "
            f"{1000 * self.api_cpu / self.events:.2f} | {1000 * self.pg_cpu / self.events:.2f} | "
            f"{self.capacity:,.0f} | {self.errors} |"
        )

    @property
    def capacity(self) -> float:
        """Events/s the request path could reach with a core of its own (1 / API CPU per event)."""
        return self.events / self.api_cpu if self.api_cpu > 0 else 0.0


async def phase(
    client: httpx.AsyncClient, headers: dict[str, str], events: Events, name: str, clients: int,
    batch: int, seconds: float, max_events: int, cpu: Cpu | None = None,
) -> Phase:  # fmt: skip
    latencies: list[float] = []
    errors = 0
    sent = 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    api0, pg0 = (cpu.api(), cpu.postgres()) if cpu else (0.0, 0.0)

    async def one_client() -> None:
        nonlocal errors, sent
        while time.perf_counter() < deadline and sent < max_events:
            if batch == 0:
                sent += 1
                began = time.perf_counter()
                response = await client.post("/v1/events", json=events.next(), headers=headers)
                latencies.append(time.perf_counter() - began)
                errors += response.status_code != 201
            else:
                body = {"events": [events.next() for _ in range(batch)]}
                sent += batch
                began = time.perf_counter()
                response = await client.post("/v1/events/batch", json=body, headers=headers)
                latencies.append(time.perf_counter() - began)
                if response.status_code != 200:
                    errors += batch
                else:
                    errors += sum("error" in r for r in response.json()["results"])

    await asyncio.gather(*(one_client() for _ in range(clients)))
    took = time.perf_counter() - started
    api, pg = (cpu.api() - api0, cpu.postgres() - pg0) if cpu else (0.0, 0.0)
    return Phase(name, clients, batch, sent, len(latencies), took, latencies, errors, api, pg)


async def index_status(client: httpx.AsyncClient, admin: dict[str, str]) -> int:
    response = await client.get("/v1/index/status", headers=admin)
    response.raise_for_status()
    return int(response.json()["pending"])


@dataclass
class Drain:
    backlog: int
    seconds: float
    left: int

    @property
    def rate(self) -> float:
        return (self.backlog - self.left) / self.seconds if self.seconds > 0 else 0.0

    @property
    def to_drain(self) -> str:
        """Seconds until the backlog was 0, or a projection at the measured rate (marked ~)."""
        if self.left == 0:
            return f"{self.seconds:.1f}"
        if self.rate <= 0:
            return "never"
        return f"~{self.seconds + self.left / self.rate:.0f} (projected)"


async def drain(client: httpx.AsyncClient, admin: dict[str, str], limit: float) -> Drain:
    backlog = await index_status(client, admin)
    started = time.perf_counter()
    left = backlog
    while left > 0 and time.perf_counter() - started < limit:
        await asyncio.sleep(0.25)
        left = await index_status(client, admin)
    return Drain(backlog, time.perf_counter() - started, left)


def counts(dsn: str) -> dict[str, int]:
    out: dict[str, int] = {}
    with psycopg.connect(dsn, autocommit=True) as conn:
        for table, label in (("memory_event", "events"), ("memory_evidence", "evidence")):
            query = sql.SQL("SELECT count(*) FROM {} WHERE tenant_id = %s").format(sql.Identifier(table))
            row = conn.execute(query, (TENANT,)).fetchone()
            out[label] = int(row[0]) if row else 0
        for table, label in (("memory_candidate", "candidates"), ("memory_fact", "facts")):
            query = sql.SQL(
                "SELECT status, count(*) FROM {} WHERE tenant_id = %s GROUP BY status ORDER BY status"
            ).format(sql.Identifier(table))
            for status, n in conn.execute(query, (TENANT,)).fetchall():
                out[f"{label} {status}"] = int(n)
    return out


def analyze(dsn: str) -> None:
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("ANALYZE")


def sample_texts(dsn: str, n: int) -> list[str]:
    """The texts the indexer embedded (evidence and facts of this run), for the baseline."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        rows = conn.execute(
            "(SELECT content FROM memory_evidence WHERE tenant_id = %s) "
            "UNION ALL (SELECT content FROM memory_fact WHERE tenant_id = %s) LIMIT %s",
            (TENANT, TENANT, n),
        ).fetchall()
    return [row[0] for row in rows]


def embedder_speed(texts: list[str], *, background: bool) -> float:
    """Items/s of the service's embedder (same model and batch size as the worker), in this process;
    ``background``: the index worker's configuration (one onnxruntime thread)."""
    embedder = LocalOnnxEmbedder(background=background)
    embedder.embed_sync(texts[:WORKER_BATCH])  # load the model
    started = time.perf_counter()
    for start in range(0, len(texts), WORKER_BATCH):
        embedder.embed_sync(texts[start : start + WORKER_BATCH])
    return len(texts) / (time.perf_counter() - started)


async def measure(
    base: str, platform_key: str, args: argparse.Namespace, dsn: str, cpu: Cpu
) -> dict[str, object]:
    limits = httpx.Limits(max_connections=32, max_keepalive_connections=32)
    async with httpx.AsyncClient(base_url=base, timeout=300, limits=limits) as client:
        keys = {}
        for role in ("agent", "admin"):
            created = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": TENANT, "role": role, "name": f"ingest-{role}"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            created.raise_for_status()
            keys[role] = {"Authorization": f"Bearer {created.json()['key']}"}
        agent, admin = keys["agent"], keys["admin"]
        events = Events(args.users, args.seed)
        await phase(client, agent, events, "warm-up", 1, 100, 30, args.warm_up)
        analyze(dsn)  # what autovacuum does on a running system: plans for tables that are not empty
        phases: list[Phase] = []
        single_cap = max(1, int(args.seconds * 400))
        for clients in (1, args.clients):
            result = await phase(client, agent, events, "single", clients, 0, args.seconds, single_cap, cpu)
            print(result.row(), flush=True)
            phases.append(result)
        if args.indexer == "on":
            await drain(client, admin, args.drain_seconds)  # each batch phase starts with an empty queue
        ingest_started = time.perf_counter()
        batch_phases: list[Phase] = []
        for size in args.batch_sizes:
            for clients in args.batch_clients:
                runs = []
                for _ in range(args.repeat):
                    result = await phase(
                        client, agent, events, "batch", clients, size, args.seconds, args.max_events, cpu
                    )
                    print(result.row(), flush=True)
                    runs.append(result)
                median = sorted(runs, key=lambda p: p.rate)[len(runs) // 2]
                batch_phases.append(median)
                phases.append(median)
        ingest_seconds = time.perf_counter() - ingest_started
        lag = await drain(client, admin, args.drain_seconds if args.indexer == "on" else 0.0)
        print(f"drain: {lag}", flush=True)
    produced = counts(dsn)
    texts = sample_texts(dsn, max(WORKER_BATCH * 4, min(lag.backlog, 3000)))
    baseline = full_speed = 0.0
    if args.indexer == "on":
        baseline = embedder_speed(texts, background=True)
        full_speed = embedder_speed(texts, background=False)
    print(
        f"embedder: {baseline:.0f} items/s (worker configuration), {full_speed:.0f} (both cores)", flush=True
    )
    return {
        "phases": phases,
        "batch_phases": batch_phases,
        "ingest_seconds": ingest_seconds,
        "lag": lag,
        "produced": produced,
        "baseline": baseline,
        "full_speed": full_speed,
        "baseline_texts": len(texts),
    }


def report(result: dict[str, object], args: argparse.Namespace, total: float) -> str:
    phases: list[Phase] = result["phases"]  # type: ignore[assignment]
    batch_phases: list[Phase] = result["batch_phases"]  # type: ignore[assignment]
    lag: Drain = result["lag"]  # type: ignore[assignment]
    produced: dict[str, int] = result["produced"]  # type: ignore[assignment]
    baseline: float = result["baseline"]  # type: ignore[assignment]
    full_speed: float = result["full_speed"]  # type: ignore[assignment]
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    best = max((p.rate for p in batch_phases), default=0.0)
    met = "met" if best >= 2000 else "NOT met"
    single = max((p.rate for p in phases if p.batch == 0 and p.clients > 1), default=0.0)
    single_met = "met" if single >= 150 else "NOT met"
    command = (
        f"python bench/ingest.py --seconds {args.seconds:g} --clients {args.clients} "
        f"--batch-sizes {' '.join(map(str, args.batch_sizes))} "
        f"--batch-clients {' '.join(map(str, args.batch_clients))} "
        f"--repeat {args.repeat} --users {args.users} --warm-up {args.warm_up}"
        + (" --indexer off" if args.indexer == "off" else "")
        + (f" --workers {args.workers}" if args.workers != 1 else "")
    )
    indexer = (
        "in-process indexer on (local MiniLM int8)" if args.indexer == "on" else "in-process indexer OFF"
    )
    processes = (
        "one uvicorn process"
        if args.workers == 1
        else f"{args.workers} uvicorn worker processes (the API CPU columns read the supervisor only: not "
        "meaningful)"
    )
    lines = [
        "### Ingest throughput",
        "",
        f"Command: `{command}` on {machine}; {processes}, embedded PostgreSQL 18, {indexer}, "
        f"rule extractor, Redis off; load average {os.getloadavg()[0]:.1f} at the end; {total:.0f} s in "
        "all. The machine is "
        "shared with other jobs, so numbers are noisy"
        + (f"; each batch row is the median of {args.repeat} runs." if args.repeat > 1 else "."),
        "",
        f"First {args.warm_up:,} events warm the server up (not measured), then `ANALYZE`, as autovacuum "
        "would on a running system. Every event is a message of one of "
        f"{args.users:,} users (half Chinese, half English; 1 in 5 an assistant turn) with `extract: true` "
        "and its own idempotency key; latency is per request (a batch row: per batch). CPU columns "
        "(from /proc): the API process's event-loop thread (the whole request path; the indexer's model "
        "runs in other threads) and the whole PostgreSQL server, per event; *API events/s per core* = "
        "1 / API CPU per event, what the request path could do with a core to itself, less sensitive to "
        "the other jobs on the machine than wall-clock events/s.",
        "",
        "| mode | events/request | clients | events | seconds | p50 ms | p95 ms | events/s | "
        "API CPU ms/event | PostgreSQL CPU ms/event | API events/s per core | errors |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
        *(p.row() for p in phases),
        "",
        f"Target ≥ 2,000 message events/s in batch: **{met}** (best batch median {best:,.0f} events/s); "
        f"≥ 150 single events/s with {args.clients} clients: **{single_met}** ({single:,.0f}).",
        "",
        "What extraction and governance wrote (whole run, warm-up included):",
        "",
        "| row | count |",
        "|---|---|",
        *(f"| {name} | {n:,} |" for name, n in produced.items()),
        "",
        "Semantic indexer (in-process worker, batches of 32) after the batch phases stopped:",
        "",
        "| backlog at end of ingest | time to drain s | drain rate items/s | left after drain | "
        "embedder alone, worker configuration, items/s | embedder alone, both cores, items/s |",
        "|---|---|---|---|---|---|",
        f"| {lag.backlog:,} | {lag.to_drain} | {lag.rate:,.0f} | {lag.left:,} | {baseline:,.0f} | "
        f"{full_speed:,.0f} |",
        "",
        f"The embedder's own speed: `LocalOnnxEmbedder` in the bench process on {result['baseline_texts']:,} "
        "of the run's texts, batches of 32, after the server went idle — in the index worker's "
        "configuration (one onnxruntime thread; in the service it runs under SCHED_IDLE, so it only takes "
        "the CPU the request path leaves) and with onnxruntime's default threads (both cores). The "
        "drain rate is backlog / time until `GET /v1/index/status` reported 0 pending (polled every "
        "0.25 s).",
    ]
    return "\n".join(lines)


async def run(url: str, args: argparse.Namespace, folder: Path | None) -> dict[str, object]:
    platform_key = "bench-" + uuid.uuid4().hex
    settings = {
        "MC_INDEXER_ENABLED": "true" if args.indexer == "on" else "false",
        "MC_SWEEPER_INTERVAL_SECONDS": "0",
        "MC_REDIS_URL": "",
        "MC_EXTRACTOR": "rules",
        "MC_EMBEDDING_PROVIDER": "local",
        "MC_WORKERS": str(args.workers),
    }
    server = Service(url, free_port(), platform_key, settings)
    server.start()
    try:
        await server.wait_ready()
        assert server.process is not None
        dsn = url.replace("postgresql+psycopg://", "postgresql://")
        cpu = Cpu(server.process.pid, folder)
        return await measure(server.base, platform_key, args, dsn, cpu)
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each measured phase")
    parser.add_argument("--clients", type=int, default=8, help="concurrent clients of the 2nd single phase")
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[100, 500])
    parser.add_argument("--batch-clients", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--max-events", type=int, default=20_000, help="cap per batch phase")
    parser.add_argument("--repeat", type=int, default=3, help="runs per batch size (median reported)")
    parser.add_argument("--users", type=int, default=2000)
    parser.add_argument("--drain-seconds", type=float, default=900.0, help="longest wait for the indexer")
    parser.add_argument("--warm-up", type=int, default=2000, help="events sent (batches of 100) first")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--indexer",
        choices=["on", "off"],
        default="on",
        help="the in-process indexer (off: the request path alone, nothing drained or embedded)",
    )
    parser.add_argument(
        "--workers", type=int, default=1, help="uvicorn worker processes (serve's default on 2 cores: 2)"
    )
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    folder = None
    if os.environ.get("MC_DATABASE_URL"):
        url = sqlalchemy_url(os.environ["MC_DATABASE_URL"])
    else:
        folder = Path(tempfile.mkdtemp(prefix="mc-ingest-", dir="/tmp"))
        url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    started = time.perf_counter()
    try:
        result = asyncio.run(run(url, args, folder))
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    text = report(result, args, time.perf_counter() - started)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")


if __name__ == "__main__":
    main()
