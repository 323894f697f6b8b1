"""Latency of ``POST /v1/context`` against a real server (uvicorn on loopback), query embedding included.

For each size (default 10k and 100k facts in one tenant) the script:
1. starts an embedded PostgreSQL (or uses MC_DATABASE_URL), migrates, and bulk-loads the tenant:
   ``users`` users with USER-scope facts (preferences, constraints, facts, decisions, experiences from
   templates), 2 % TENANT-scope facts everyone sees, and a few TASK-scope constraints per user; every
   fact gets its vector from the service's own embedder (computed once per distinct text) and the HNSW
   index is rebuilt after the load;
2. starts ``memory-center serve`` (one uvicorn process) against that database, the in-process indexer
   and sweeper off, Redis off unless ``--redis-url`` (a context cache hit would hide the work);
3. sends distinct queries (never the same text twice, so the query-embedding LRU never helps) as
   ``/v1/context`` calls of random users with their task id: first from 1 client (latency), then from
   16 concurrent clients (throughput; on 2 cores latency then grows with queueing, by Little's law).

    python bench/latency.py                         # 10k and 100k facts, ~15 s per phase
    python bench/latency.py --sizes 10000 --seconds 10 --out /tmp/latency.md

Bounded in time: every phase stops after ``--seconds`` (or ``--requests`` for the 1-client phase).
"""

import argparse
import asyncio
import io
import os
import platform
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from memory_center.cli import migrate
from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.embedding.local import MINILM_MODEL, LocalOnnxEmbedder
from memory_center.retrieval.keyword import search_terms

TENANT = "latency-bench"

CITIES = [
    "Shanghai", "Beijing", "Hangzhou", "Shenzhen", "Chengdu", "Xi'an", "Paris", "London", "Tokyo", "Osaka",
    "Berlin", "Madrid", "Rome", "Lisbon", "Vienna", "Prague", "Seoul", "Singapore", "Bangkok", "Sydney",
    "Toronto", "Chicago", "Boston", "Seattle", "Denver", "Austin", "Dublin", "Oslo", "Helsinki", "Zurich",
]  # fmt: skip
FOODS = [
    "noodles", "dumplings", "sushi", "salad", "pizza", "curry", "ramen", "tacos", "hot pot", "pho",
    "burgers", "steak", "tofu", "seafood", "pasta", "soup", "rice bowls", "sandwiches", "bibimbap", "falafel",
]  # fmt: skip
HOBBIES = [
    "hiking", "swimming", "painting", "chess", "cycling", "photography", "yoga", "running", "fishing",
    "climbing", "gardening", "reading novels", "playing piano", "baking", "tennis", "surfing", "skiing",
]  # fmt: skip
ALLERGENS = [
    "peanuts",
    "shellfish",
    "gluten",
    "dairy",
    "eggs",
    "soy",
    "sesame",
    "penicillin",
    "pollen",
    "cats",
]
JOBS = [
    "teacher", "nurse", "software engineer", "designer", "accountant", "lawyer", "chef", "pilot",
    "architect", "pharmacist", "journalist", "sales manager", "data analyst", "dentist", "photographer",
]  # fmt: skip
PETS = ["dog", "cat", "parrot", "rabbit", "hamster", "turtle", "goldfish"]
NAMES = ["Biscuit", "Luna", "Max", "Mochi", "Coco", "Kiwi", "Pepper", "Bao", "Milo", "Nala", "Oreo", "Tofu"]
MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
]  # fmt: skip
HOTELS = ["Hilton", "Marriott", "Hyatt", "Atour", "Ji Hotel", "Novotel", "Holiday Inn", "Ritz-Carlton"]
COLORS = ["white", "black", "red", "blue", "silver", "green"]
CARS = ["Tesla Model 3", "Toyota Corolla", "BYD Han", "Volkswagen Golf", "Honda Civic", "Nio ET5"]

FACT_TEMPLATES: list[tuple[str, str]] = [
    ("PREFERENCE", "Prefers {food} for lunch"),
    ("PREFERENCE", "Likes {hobby} on weekends"),
    ("PREFERENCE", "Prefers staying at {hotel} hotels in {city}"),
    ("PREFERENCE", "Prefers window seats on flights to {city}"),
    ("CONSTRAINT", "Is allergic to {allergen}"),
    ("CONSTRAINT", "Hotel budget in {city} is {amount} CNY per night"),
    ("CONSTRAINT", "Never books flights departing before {hour} am"),
    ("FACT", "Lives in {city}"),
    ("FACT", "Works as a {job} in {city}"),
    ("FACT", "Has a {pet} named {name}"),
    ("FACT", "Drives a {color} {car}"),
    ("FACT", "Birthday is on {day} {month}"),
    ("DECISION", "Decided to take the train to {city} in {month}"),
    ("EXPERIENCE", "Visited {city} in {month} and loved the {food}"),
]
QUERY_TEMPLATES = [
    "Plan a {days}-day trip to {city} in {month} for {people} people",
    "Book a hotel in {city} for {days} nights next {month}",
    "What should I order for the user's lunch in {city}? Something like {food}?",
    "Suggest a weekend activity in {city}, maybe {hobby}",
    "Find a flight to {city} on {day} {month}",
    "Which restaurants in {city} serve {food} and are safe for someone allergic to {allergen}?",
    "Buy a birthday present for the user's {pet} for {month}",
    "Arrange a car to pick the user up in {city} at {hour} am",
]


def fill(template: str, rng: random.Random) -> str:
    return template.format(
        city=rng.choice(CITIES),
        food=rng.choice(FOODS),
        hobby=rng.choice(HOBBIES),
        hotel=rng.choice(HOTELS),
        allergen=rng.choice(ALLERGENS),
        amount=rng.choice(range(300, 2001, 50)),
        hour=rng.choice(range(5, 11)),
        job=rng.choice(JOBS),
        pet=rng.choice(PETS),
        name=rng.choice(NAMES),
        color=rng.choice(COLORS),
        car=rng.choice(CARS),
        day=rng.choice(range(1, 29)),
        month=rng.choice(MONTHS),
        days=rng.choice(range(2, 15)),
        people=rng.choice(range(1, 7)),
    )


# ------------------------------------------------------------------------------------------- data


@dataclass
class Layout:
    facts: int
    users: int

    @property
    def tenant_facts(self) -> int:
        return self.facts // 50

    @property
    def per_user(self) -> int:
        return (self.facts - self.tenant_facts) // self.users


def generate(layout: Layout, rng: random.Random) -> list[tuple[str, str, str | None, str | None, str]]:
    """(scope, memory_type, user_id, task_id, content) for every fact."""
    rows: list[tuple[str, str, str | None, str | None, str]] = []
    for _ in range(layout.tenant_facts):
        memory_type, template = rng.choice(FACT_TEMPLATES)
        rows.append(("TENANT", memory_type, None, None, "Company policy: " + fill(template, rng).lower()))
    for u in range(layout.users):
        user = f"user-{u}"
        for i in range(layout.per_user):
            memory_type, template = rng.choice(FACT_TEMPLATES)
            if i < 3:
                rows.append(("TASK", "CONSTRAINT", user, f"task-{u}", fill(FACT_TEMPLATES[5][1], rng)))
            else:
                rows.append(("USER", memory_type, user, None, fill(template, rng)))
    return rows


def vectors_for(texts: list[str]) -> dict[str, str]:
    embedder = LocalOnnxEmbedder(batch_size=64)
    out: dict[str, str] = {}
    started = time.perf_counter()
    for start in range(0, len(texts), 2048):
        chunk = texts[start : start + 2048]
        for text, vector in zip(chunk, embedder.embed_sync(chunk), strict=True):
            out[text] = "[" + ",".join(f"{x:.6g}" for x in vector) + "]"
        print(f"  embedded {len(out)}/{len(texts)} texts ({time.perf_counter() - started:.0f} s)", flush=True)
    return out


def load(dsn: str, layout: Layout, seed: int) -> None:
    rng = random.Random(seed)
    rows = generate(layout, rng)
    distinct = sorted({content for *_, content in rows})
    print(f"{len(rows)} facts ({len(distinct)} distinct texts), {layout.users} users", flush=True)
    vectors = vectors_for(distinct)
    terms = {text: search_terms(text) for text in distinct}
    now = datetime.now(UTC)
    started = time.perf_counter()
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("DELETE FROM memory_embedding WHERE tenant_id = %s", (TENANT,))
        conn.execute("DELETE FROM memory_fact WHERE tenant_id = %s", (TENANT,))
        conn.execute("DROP INDEX IF EXISTS ix_memory_embedding_hnsw_384")
        facts, embeddings = io.StringIO(), io.StringIO()
        for scope, memory_type, user, task, content in rows:
            fact_id = uuid.uuid4()
            owner = ("TENANT", TENANT) if scope == "TENANT" else ("USER", user)
            age = timedelta(days=rng.random() * 365)
            fields = [
                TENANT, str(fact_id), str(uuid.uuid4()), owner[0], str(owner[1]), user or r"\N",
                task or r"\N", scope, memory_type, content, terms[content], "ACTIVE", "USER_STATED",
                f"{rng.uniform(0.6, 1.0):.2f}", f"{rng.uniform(0.2, 0.9):.2f}", "1",
                (now - age).isoformat(), now.isoformat(), now.isoformat(),
            ]  # fmt: skip
            facts.write("\t".join(fields) + "\n")
            embeddings.write(
                f"{TENANT}\t{uuid.uuid4()}\tfact\t{fact_id}\t{MINILM_MODEL}\t384\t{vectors[content]}\tDONE\t1\t"
                f"{now.isoformat()}\t{now.isoformat()}\t{now.isoformat()}\n"
            )
        with conn.cursor() as cur:
            columns = (
                "tenant_id, id, chain_id, owner_type, owner_id, user_id, task_id, scope, memory_type, "
                "content, search_text, status, source_type, confidence, importance, revision, valid_from, "
                "created_at, updated_at"
            )
            with cur.copy(f"COPY memory_fact ({columns}) FROM STDIN") as copy:
                copy.write(facts.getvalue())
            columns = (
                "tenant_id, id, target_kind, target_id, model, dimensions, embedding, status, attempts, "
                "next_attempt_at, created_at, updated_at"
            )
            with cur.copy(f"COPY memory_embedding ({columns}) FROM STDIN") as copy:
                copy.write(embeddings.getvalue())
        print(f"  copied in {time.perf_counter() - started:.0f} s; building the HNSW index", flush=True)
        conn.execute("SET maintenance_work_mem = '1GB'")
        conn.execute(
            "CREATE INDEX ix_memory_embedding_hnsw_384 ON memory_embedding USING hnsw "
            "((embedding::vector(384)) vector_cosine_ops) WHERE dimensions = 384 AND status = 'DONE'"
        )
        conn.execute("VACUUM ANALYZE memory_fact")
        conn.execute("VACUUM ANALYZE memory_embedding")
    print(f"  loaded in {time.perf_counter() - started:.0f} s", flush=True)


# ----------------------------------------------------------------------------------------- server


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve(url: str, port: int, platform_key: str, redis_url: str | None) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env.update(
        MC_DATABASE_URL=url,
        MC_ADMIN_API_KEY=platform_key,
        MC_INDEXER_ENABLED="false",
        MC_SWEEPER_INTERVAL_SECONDS="0",
        MC_REDIS_URL=redis_url or "",
    )
    command = [
        sys.executable,
        "-m",
        "memory_center.cli",
        "serve",
        "--port",
        str(port),
        "--log-level",
        "warning",
    ]
    return subprocess.Popen(command, env=env)


async def wait_ready(base: str, process: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient() as client:
        for _ in range(600):
            if process.poll() is not None:
                raise RuntimeError("the server exited")
            try:
                if (await client.get(base + "/readyz")).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError("the server did not become ready")


# ---------------------------------------------------------------------------------------- measure


@dataclass
class Phase:
    facts: int
    clients: int
    latencies: list[float]
    seconds: float
    errors: int
    traces: list[str] = field(default_factory=list)

    def row(self) -> str:
        ms = sorted(x * 1000 for x in self.latencies)
        pct = statistics.quantiles(ms, n=100, method="inclusive")
        rate = len(ms) / self.seconds
        return (
            f"| {self.facts:,} | {self.clients} | {len(ms)} | {pct[49]:.1f} | {pct[94]:.1f} | "
            f"{pct[98]:.1f} | {rate:.1f} | {self.errors} |"
        )


class Queries:
    def __init__(self, layout: Layout, seed: int) -> None:
        self.rng = random.Random(seed)
        self.layout = layout
        self.seen: set[str] = set()

    def next(self) -> dict[str, object]:
        while True:
            text = fill(self.rng.choice(QUERY_TEMPLATES), self.rng)
            if text not in self.seen:
                self.seen.add(text)
                break
        u = self.rng.randrange(self.layout.users)
        return {"query": text, "user_id": f"user-{u}", "task_id": f"task-{u}", "token_budget": 1500}


async def phase(
    client: httpx.AsyncClient, headers: dict[str, str], queries: Queries, clients: int, seconds: float,
    requests: int | None, facts: int,
) -> Phase:  # fmt: skip
    latencies: list[float] = []
    traces: list[str] = []
    errors = 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()

    async def one_client() -> None:
        nonlocal errors
        while time.perf_counter() < deadline and (requests is None or len(latencies) < requests):
            body = queries.next()
            began = time.perf_counter()
            response = await client.post("/v1/context", json=body, headers=headers)
            took = time.perf_counter() - began
            if response.status_code != 200 or response.json()["degraded"]:
                errors += 1
            else:
                traces.append(response.json()["trace_id"])
            latencies.append(took)

    await asyncio.gather(*(one_client() for _ in range(clients)))
    return Phase(facts, clients, latencies, time.perf_counter() - started, errors, traces)


async def stages(client: httpx.AsyncClient, headers: dict[str, str], traces: list[str]) -> str:
    """Median server-side time per stage (from the traces' timings) of up to 50 requests."""
    timings: dict[str, list[float]] = {}
    for trace_id in traces[-50:]:
        trace = (await client.get(f"/v1/traces/{trace_id}", headers=headers)).json()
        for name, value in (trace.get("timings") or {}).items():
            timings.setdefault(name, []).append(float(value))
    return ", ".join(f"{name} {statistics.median(values):.1f}" for name, values in sorted(timings.items()))


async def measure(base: str, platform_key: str, layout: Layout, args: argparse.Namespace) -> list[Phase]:
    limits = httpx.Limits(max_connections=32, max_keepalive_connections=32)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as client:
        created = await client.post(
            "/v1/admin/api-keys",
            json={"tenant_id": TENANT, "role": "agent", "name": "latency"},
            headers={"Authorization": f"Bearer {platform_key}"},
        )
        created.raise_for_status()
        headers = {"Authorization": f"Bearer {created.json()['key']}"}
        queries = Queries(layout, args.seed)
        await phase(client, headers, queries, 1, 30, 30, layout.facts)  # warm-up: model, pools, caches
        single = await phase(client, headers, queries, 1, args.seconds, args.requests, layout.facts)
        print(single.row(), flush=True)
        print(f"  server-side medians (ms): {await stages(client, headers, single.traces)}", flush=True)
        many = await phase(client, headers, queries, 16, args.seconds, None, layout.facts)
        print(many.row(), flush=True)
        return [single, many]


async def run_size(url: str, facts: int, args: argparse.Namespace) -> list[Phase]:
    layout = Layout(facts, max(10, facts // 100))
    load(url.replace("postgresql+psycopg://", "postgresql://"), layout, args.seed)
    port, platform_key = free_port(), "bench-" + uuid.uuid4().hex
    server = serve(url, port, platform_key, args.redis_url)
    try:
        await wait_ready(f"http://127.0.0.1:{port}", server)
        return await measure(f"http://127.0.0.1:{port}", platform_key, layout, args)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each measured phase")
    parser.add_argument("--requests", type=int, default=300, help="at most this many 1-client requests")
    parser.add_argument("--redis-url", default=None)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    folder = None
    if os.environ.get("MC_DATABASE_URL"):
        url = sqlalchemy_url(os.environ["MC_DATABASE_URL"])
    else:
        folder = Path(tempfile.mkdtemp(prefix="mc-latency-", dir="/tmp"))
        url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    started = time.perf_counter()
    try:
        phases = [p for size in args.sizes for p in asyncio.run(run_size(url, size, args))]
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    lines = [
        "| facts in tenant | clients | requests | p50 ms | p95 ms | p99 ms | requests/s | errors |",
        "|---|---|---|---|---|---|---|---|",
        *(p.row() for p in phases),
        "",
        f"Run: `python bench/latency.py --sizes {' '.join(map(str, args.sizes))} --seconds {args.seconds:g}` "
        f"on {machine}, Redis {'on' if args.redis_url else 'off'}, {time.perf_counter() - started:.0f} s.",
    ]
    report = "\n".join(lines)
    print(report)
    if args.out:
        args.out.write_text(report + "\n")


if __name__ == "__main__":
    main()
