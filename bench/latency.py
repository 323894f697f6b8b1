"""Latency, throughput and footprint of the read path against a real server (uvicorn on loopback), by
fact count — issue 4's latency table and issue 6's scale benchmark, from one script.

For each size (facts in one tenant) the script:
1. starts an embedded PostgreSQL (or uses MC_DATABASE_URL), migrates, and bulk-loads the tenant with a
   realistic organisation: one user per 100 facts, half of them writing Chinese, half English; one
   department per 50 users with 20 DEPARTMENT facts each; up to 1,000 TENANT facts everyone sees
   (company policies, 2 % of the facts below 50k); three TASK constraints per user; the rest USER
   facts (preferences, constraints, facts, decisions, experiences from templates). Every fact gets its
   vector from the service's own embedder (once per distinct text) and the HNSW index is built after
   the load;
2. starts ``memory-center serve`` (``--workers`` uvicorn processes) against that database, indexer and
   sweeper off, Redis off unless ``--redis-url`` (a context cache hit would hide the work);
3. sends distinct queries (never the same text twice, so the query-embedding cache never helps) as
   ``/v1/context`` and/or ``/v1/retrieve`` calls of random users with their department and task, in the
   user's language, from each number of concurrent clients in ``--clients`` (1 client: latency; more:
   requests/s — on 2 cores latency then grows with queueing, by Little's law);
4. reports p50/p95/p99, requests/s, errors, the database size and the server's resident memory, and
   with ``--plot`` draws latency and throughput against the fact count (needs matplotlib: the
   ``bench`` extra).

    python bench/latency.py                                     # issue 4: 10k and 100k, context
    python bench/latency.py --sizes 10000 100000 1000000 --clients 1 16 64 \
        --endpoints context retrieve --plot docs/scale.png --out /tmp/scale.md   # issue 6

Bounded in time: every phase stops after ``--seconds`` (or ``--requests`` for 1 client).
"""

import argparse
import asyncio
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import psutil
import psycopg

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from support import Postgres, Service, free_port

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url
from memory_center.db.migrations import migrate
from memory_center.embedding import build_embedder
from memory_center.embedding.ensemble import mostly_cjk
from memory_center.embedding.factory import choose
from memory_center.kit.text_analysis import search_terms

CHOICE = choose(Settings())
"""The embedding model the server uses (MC_EMBEDDING_PROVIDER): the loaded vectors are recorded as its."""

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

CITIES_ZH = [
    "上海", "北京", "杭州", "深圳", "成都", "西安", "南京", "苏州", "厦门", "青岛", "重庆", "武汉", "长沙",
    "昆明", "大理", "三亚", "广州", "天津", "哈尔滨", "桂林", "东京", "巴黎", "伦敦", "新加坡", "首尔",
    "曼谷",
]  # fmt: skip
FOODS_ZH = [
    "火锅", "小笼包", "面条", "饺子", "寿司", "沙拉", "烤鸭", "麻辣烫", "米粉", "煲仔饭", "牛肉面", "早茶",
    "川菜", "粤菜", "素食", "海鲜",
]  # fmt: skip
HOBBIES_ZH = [
    "爬山",
    "游泳",
    "跑步",
    "摄影",
    "下棋",
    "骑行",
    "瑜伽",
    "钓鱼",
    "书法",
    "弹钢琴",
    "打羽毛球",
    "看话剧",
]
ALLERGENS_ZH = ["花生", "海鲜", "芒果", "牛奶", "鸡蛋", "青霉素", "花粉", "猫毛"]
JOBS_ZH = ["老师", "护士", "软件工程师", "设计师", "会计", "律师", "厨师", "产品经理", "医生", "销售经理"]
HOTELS_ZH = ["希尔顿", "万豪", "凯悦", "亚朵", "全季", "汉庭", "如家", "丽思卡尔顿"]

FACT_TEMPLATES: dict[str, list[tuple[str, str]]] = {
    "en": [
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
    ],
    "zh": [
        ("PREFERENCE", "午饭喜欢吃{food_zh}"),
        ("PREFERENCE", "周末喜欢{hobby_zh}"),
        ("PREFERENCE", "在{city_zh}出差喜欢住{hotel_zh}酒店"),
        ("PREFERENCE", "坐飞机去{city_zh}喜欢靠窗的座位"),
        ("CONSTRAINT", "对{allergen_zh}过敏"),
        ("CONSTRAINT", "在{city_zh}的酒店预算每晚不超过{amount}元"),
        ("CONSTRAINT", "不坐早上{hour}点以前起飞的航班"),
        ("FACT", "住在{city_zh}"),
        ("FACT", "在{city_zh}做{job_zh}"),
        ("FACT", "生日是{month_zh}{day}日"),
        ("DECISION", "决定{month_zh}坐高铁去{city_zh}"),
        ("EXPERIENCE", "{month_zh}去过{city_zh}，很喜欢那里的{food_zh}"),
    ],
}
BUDGET_TEMPLATE = {
    "en": "Hotel budget in {city} is {amount} CNY per night",
    "zh": "在{city_zh}的酒店预算每晚不超过{amount}元",
}
QUERY_TEMPLATES = {
    "en": [
        "Plan a {days}-day trip to {city} in {month} for {people} people",
        "Book a hotel in {city} for {days} nights next {month}",
        "What should I order for the user's lunch in {city}? Something like {food}?",
        "Suggest a weekend activity in {city}, maybe {hobby}",
        "Find a flight to {city} on {day} {month}",
        "Which restaurants in {city} serve {food} and are safe for someone allergic to {allergen}?",
        "Buy a birthday present for the user's {pet} for {month}",
        "Arrange a car to pick the user up in {city} at {hour} am",
    ],
    "zh": [
        "帮我订{city_zh}的酒店，住{days}晚",
        "{month_zh}去{city_zh}玩{days}天，帮我安排行程",
        "推荐{city_zh}好吃的{food_zh}，我要请{people}个同事吃饭",
        "周末在{city_zh}可以做什么？比如{hobby_zh}",
        "帮我买{month_zh}{day}日去{city_zh}的机票",
        "{city_zh}有哪些适合对{allergen_zh}过敏的人的餐厅？",
        "早上{hour}点安排车送我去{city_zh}机场",
    ],
}


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
        city_zh=rng.choice(CITIES_ZH),
        food_zh=rng.choice(FOODS_ZH),
        hobby_zh=rng.choice(HOBBIES_ZH),
        allergen_zh=rng.choice(ALLERGENS_ZH),
        job_zh=rng.choice(JOBS_ZH),
        hotel_zh=rng.choice(HOTELS_ZH),
        month_zh=f"{rng.randrange(1, 13)}月",
    )


# ------------------------------------------------------------------------------------------- data


@dataclass
class Layout:
    """The organisation of a tenant with ``facts`` active facts."""

    facts: int

    @property
    def tenant(self) -> str:
        return f"scale-{self.facts}"

    @property
    def users(self) -> int:
        return max(10, self.facts // 100)

    @property
    def departments(self) -> int:
        return max(1, self.users // 50)

    @property
    def tenant_facts(self) -> int:
        return min(self.facts // 50, 1000)

    department_facts: int = 20
    task_facts: int = 3

    @property
    def per_user(self) -> int:
        shared = self.tenant_facts + self.departments * self.department_facts
        return (self.facts - shared) // self.users

    def language(self, user: int) -> str:
        return "zh" if user % 2 else "en"

    def department(self, user: int) -> str:
        return f"dept-{user % self.departments}"


Row = tuple[str, str, str | None, str | None, str | None, str]
"""(scope, memory_type, user_id, department_id, task_id, content)"""


def generate(layout: Layout, rng: random.Random) -> list[Row]:
    rows: list[Row] = []
    for i in range(layout.tenant_facts):
        language = "zh" if i % 2 else "en"
        memory_type, template = rng.choice(FACT_TEMPLATES[language])
        prefix = "公司规定：员工" if language == "zh" else "Company policy: "
        rows.append(("TENANT", memory_type, None, None, None, prefix + fill(template, rng)))
    for d in range(layout.departments):
        for i in range(layout.department_facts):
            language = "zh" if i % 2 else "en"
            memory_type, template = rng.choice(FACT_TEMPLATES[language])
            prefix = "部门约定：" if language == "zh" else "Department rule: "
            rows.append(("DEPARTMENT", memory_type, None, f"dept-{d}", None, prefix + fill(template, rng)))
    # The users' shares are rounded down; the first users take one fact more, so the total is exact.
    extra = layout.facts - len(rows) - layout.users * layout.per_user
    for u in range(layout.users):
        user, language = f"user-{u}", layout.language(u)
        for i in range(layout.per_user + (1 if u < extra else 0)):
            if i < layout.task_facts:
                content = fill(BUDGET_TEMPLATE[language], rng)
                rows.append(("TASK", "CONSTRAINT", user, None, f"task-{u}", content))
            else:
                memory_type, template = rng.choice(FACT_TEMPLATES[language])
                rows.append(("USER", memory_type, user, None, None, fill(template, rng)))
    return rows


def vectors_for(texts: list[str]) -> dict[str, str]:
    """Vectors of the configured embedder (MC_EMBEDDING_PROVIDER, default: multilingual), which the
    server will query with."""

    async def embed(chunk: list[str]) -> list[list[float]]:
        async with httpx.AsyncClient() as client:
            embedder = build_embedder(Settings(), client)
            assert embedder is not None, "the benchmark needs an embedder"
            return await embedder.embed(chunk)

    out: dict[str, str] = {}
    started = time.perf_counter()
    for start in range(0, len(texts), 4096):
        chunk = texts[start : start + 4096]
        # load() runs inside the benchmark's event loop: embed on a thread with a loop of its own
        with ThreadPoolExecutor(max_workers=1) as pool:
            embedded = pool.submit(asyncio.run, embed(chunk)).result()
        for text, vector in zip(chunk, embedded, strict=True):
            out[text] = "[" + ",".join(f"{x:.6g}" for x in vector) + "]"
        print(f"  embedded {len(out)}/{len(texts)} texts ({time.perf_counter() - started:.0f} s)", flush=True)
    return out


FACT_COLUMNS = (
    "tenant_id, id, chain_id, owner_type, owner_id, user_id, department_id, task_id, scope, memory_type, "
    "content, search_text, status, source_type, confidence, importance, revision, valid_from, created_at, "
    "updated_at"
)
CJK_INDEX = "ix_memory_embedding_hnsw_cjk_512"
EMBEDDING_COLUMNS = (
    "tenant_id, id, target_kind, target_id, model, dimensions, embedding, cjk, status, attempts, "
    "next_attempt_at, created_at, updated_at"
)


def chunks(
    layout: Layout, rows: list[Row], vectors: dict[str, str], terms: dict[str, str], rng: random.Random,
    size: int = 20_000,
) -> Iterator[tuple[str, str]]:  # fmt: skip
    """COPY text for facts and their vectors, ``size`` rows at a time (1M vectors do not fit in one)."""
    now = datetime.now(UTC)
    stamp = now.isoformat()
    for start in range(0, len(rows), size):
        facts, embeddings = [], []
        for scope, memory_type, user, department, task, content in rows[start : start + size]:
            fact_id = uuid.uuid4()
            if scope == "TENANT":
                owner = ("TENANT", layout.tenant)
            elif scope == "DEPARTMENT":
                owner = ("DEPARTMENT", str(department))
            else:
                owner = ("USER", str(user))
            age = timedelta(days=rng.random() * 365)
            fields = [
                layout.tenant, str(fact_id), str(uuid.uuid4()), owner[0], owner[1], user or r"\N",
                department or r"\N", task or r"\N", scope, memory_type, content, terms[content], "ACTIVE",
                "USER_STATED", f"{rng.uniform(0.6, 1.0):.2f}", f"{rng.uniform(0.2, 0.9):.2f}", "1",
                (now - age).isoformat(), stamp, stamp,
            ]  # fmt: skip
            facts.append("\t".join(fields))
            embeddings.append(
                f"{layout.tenant}\t{uuid.uuid4()}\tfact\t{fact_id}\t{CHOICE.model}\t{CHOICE.dimensions}\t"
                f"{vectors[content]}\t{'t' if mostly_cjk(content) else 'f'}\t"
                f"DONE\t1\t{stamp}\t{stamp}\t{stamp}"
            )
        yield "\n".join(facts) + "\n", "\n".join(embeddings) + "\n"


@dataclass
class Footprint:
    load_seconds: float
    database_bytes: int
    fact_bytes: int
    embedding_bytes: int
    distinct_texts: int


def load(dsn: str, layout: Layout, seed: int) -> Footprint:
    rng = random.Random(seed)
    rows = generate(layout, rng)
    distinct = sorted({row[-1] for row in rows})
    print(
        f"{len(rows):,} facts ({len(distinct):,} distinct texts), {layout.users:,} users, "
        f"{layout.departments} departments, {layout.tenant_facts} tenant facts",
        flush=True,
    )
    vectors = vectors_for(distinct)
    terms = {text: search_terms(text) for text in distinct}
    started = time.perf_counter()
    with psycopg.connect(dsn, autocommit=True) as conn:
        # Only the benchmark's own tenants are removed; the HNSW index is rebuilt after the load.
        conn.execute("DELETE FROM memory_embedding WHERE tenant_id LIKE 'scale-%'")
        conn.execute("DELETE FROM memory_fact WHERE tenant_id LIKE 'scale-%'")
        conn.execute("DELETE FROM memory_retrieval_trace WHERE tenant_id LIKE 'scale-%'")
        conn.execute("VACUUM FULL memory_fact, memory_embedding, memory_retrieval_trace")
        index = f"ix_memory_embedding_hnsw_{CHOICE.dimensions}"  # the partial index of the model's length
        conn.execute(f"DROP INDEX IF EXISTS {index}")
        conn.execute(f"DROP INDEX IF EXISTS {CJK_INDEX}")
        with conn.cursor() as cur:
            for facts, embeddings in chunks(layout, rows, vectors, terms, rng):
                with cur.copy(f"COPY memory_fact ({FACT_COLUMNS}) FROM STDIN") as copy:
                    copy.write(facts)
                with cur.copy(f"COPY memory_embedding ({EMBEDDING_COLUMNS}) FROM STDIN") as copy:
                    copy.write(embeddings)
        print(f"  copied in {time.perf_counter() - started:.0f} s; building the HNSW index", flush=True)
        conn.execute("SET maintenance_work_mem = '4GB'")
        conn.execute(
            f"CREATE INDEX {index} ON memory_embedding USING hnsw ((embedding::vector({CHOICE.dimensions})) "
            f"vector_cosine_ops) WHERE dimensions = {CHOICE.dimensions} AND status = 'DONE'"
        )
        conn.execute(  # the marked rows' multilingual part (migration 0013)
            f"CREATE INDEX {CJK_INDEX} ON memory_embedding USING hnsw "
            "((subvector(embedding, 385, 512)::vector(512)) vector_cosine_ops) "
            "WHERE dimensions = 896 AND status = 'DONE' AND cjk"
        )
        conn.execute("VACUUM ANALYZE memory_fact")
        conn.execute("VACUUM ANALYZE memory_embedding")
        sizes = conn.execute(
            "SELECT pg_database_size(current_database()), pg_total_relation_size('memory_fact'), "
            "pg_total_relation_size('memory_embedding')"
        ).fetchone()
    assert sizes is not None
    seconds = time.perf_counter() - started
    print(f"  loaded in {seconds:.0f} s", flush=True)
    return Footprint(seconds, int(sizes[0]), int(sizes[1]), int(sizes[2]), len(distinct))


# ----------------------------------------------------------------------------------------- server


def server_rss(process: subprocess.Popen[bytes] | None) -> int:
    """Resident memory of the server: the process and its uvicorn workers."""
    if process is None:
        return 0
    try:
        parent = psutil.Process(process.pid)
        return sum(p.memory_info().rss for p in [parent, *parent.children(recursive=True)])
    except psutil.Error:
        return 0


# ---------------------------------------------------------------------------------------- measure


@dataclass
class Phase:
    facts: int
    endpoint: str
    clients: int
    latencies: list[float]
    seconds: float
    errors: int
    traces: list[str] = field(default_factory=list)

    def percentiles(self) -> tuple[float, float, float]:
        ms = sorted(x * 1000 for x in self.latencies)
        pct = statistics.quantiles(ms, n=100, method="inclusive")
        return pct[49], pct[94], pct[98]

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds

    def row(self) -> str:
        p50, p95, p99 = self.percentiles()
        return (
            f"| {self.facts:,} | {self.endpoint} | {self.clients} | {len(self.latencies)} | {p50:.1f} | "
            f"{p95:.1f} | {p99:.1f} | {self.rate:.1f} | {self.errors} |"
        )


class Queries:
    def __init__(self, layout: Layout, seed: int) -> None:
        self.rng = random.Random(seed)
        self.layout = layout
        self.seen: set[str] = set()

    def next(self, endpoint: str) -> dict[str, object]:
        u = self.rng.randrange(self.layout.users)
        templates = QUERY_TEMPLATES[self.layout.language(u)]
        while True:
            text = fill(self.rng.choice(templates), self.rng)
            if text not in self.seen:
                self.seen.add(text)
                break
        body: dict[str, object] = {
            "query": text,
            "user_id": f"user-{u}",
            "department_id": self.layout.department(u),
            "task_id": f"task-{u}",
            "k": 8,
        }
        if endpoint == "context":
            body["token_budget"] = 1500
        return body


async def phase(
    client: httpx.AsyncClient, headers: dict[str, str], queries: Queries, endpoint: str, clients: int,
    seconds: float, requests: int | None, facts: int,
) -> Phase:  # fmt: skip
    latencies: list[float] = []
    traces: list[str] = []
    errors = 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()

    async def one_client() -> None:
        nonlocal errors
        while time.perf_counter() < deadline and (requests is None or len(latencies) < requests):
            body = queries.next(endpoint)
            began = time.perf_counter()
            response = await client.post(f"/v1/{endpoint}", json=body, headers=headers)
            took = time.perf_counter() - began
            if response.status_code != 200 or response.json()["degraded"]:
                errors += 1
            else:
                traces.append(response.json()["trace_id"])
            latencies.append(took)

    await asyncio.gather(*(one_client() for _ in range(clients)))
    return Phase(facts, endpoint, clients, latencies, time.perf_counter() - started, errors, traces)


async def stages(client: httpx.AsyncClient, headers: dict[str, str], traces: list[str]) -> str:
    """Median server-side time per stage (from the traces' timings) of up to 50 requests."""
    timings: dict[str, list[float]] = {}
    for trace_id in traces[-50:]:
        trace = (await client.get(f"/v1/traces/{trace_id}", headers=headers)).json()
        for name, value in (trace.get("timings") or {}).items():
            timings.setdefault(name, []).append(float(value))
    return ", ".join(f"{name} {statistics.median(values):.1f}" for name, values in sorted(timings.items()))


@dataclass
class SizeResult:
    layout: Layout
    footprint: Footprint
    phases: list[Phase]
    rss: int
    stages: dict[str, str]


async def measure(
    server: Service, platform_key: str, layout: Layout, args: argparse.Namespace
) -> tuple[list[Phase], int, dict[str, str]]:
    limits = httpx.Limits(max_connections=128, max_keepalive_connections=128)
    phases: list[Phase] = []
    rss = 0
    stage_notes: dict[str, str] = {}
    async with httpx.AsyncClient(base_url=server.base, timeout=120, limits=limits) as client:
        created = await client.post(
            "/v1/admin/api-keys",
            json={"tenant_id": layout.tenant, "role": "agent", "name": "latency"},
            headers={"Authorization": f"Bearer {platform_key}"},
        )
        created.raise_for_status()
        headers = {"Authorization": f"Bearer {created.json()['key']}"}
        queries = Queries(layout, args.seed)
        for endpoint in args.endpoints:
            # Warm-up: model, pools, prepared statements, every worker.
            await phase(client, headers, queries, endpoint, 4 * args.workers, 10, 60, layout.facts)
            for clients in args.clients:
                requests = args.requests if clients == 1 else None
                result = await phase(
                    client, headers, queries, endpoint, clients, args.seconds, requests, layout.facts
                )
                rss = max(rss, server_rss(server.process))
                print(result.row(), flush=True)
                if clients == 1:
                    stage_notes[endpoint] = await stages(client, headers, result.traces)
                    print(f"  server-side medians (ms): {stage_notes[endpoint]}", flush=True)
                phases.append(result)
    return phases, rss, stage_notes


async def run_size(url: str, facts: int, args: argparse.Namespace) -> SizeResult:
    layout = Layout(facts)
    footprint = load(url.replace("postgresql+psycopg://", "postgresql://"), layout, args.seed)
    platform_key = "bench-" + uuid.uuid4().hex
    settings = {
        "MC_INDEXER_ENABLED": "false",
        "MC_SWEEPER_INTERVAL_SECONDS": "0",
        "MC_REDIS_URL": args.redis_url or "",
    }
    server = Service(url, free_port(), platform_key, settings, extra=("--workers", str(args.workers)))
    server.start()
    try:
        await server.wait_ready()
        phases, rss, notes = await measure(server, platform_key, layout, args)
        return SizeResult(layout, footprint, phases, rss, notes)
    finally:
        server.stop()


# ----------------------------------------------------------------------------------------- report


def mib(value: int) -> str:
    return f"{value / 2**20:,.0f}"


def report(results: list[SizeResult], args: argparse.Namespace, seconds: float) -> str:
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    command = (
        f"python bench/latency.py --sizes {' '.join(map(str, args.sizes))} "
        f"--clients {' '.join(map(str, args.clients))} --endpoints {' '.join(args.endpoints)} "
        f"--workers {args.workers} --seconds {args.seconds:g}"
        + "".join(f" --pg-setting {setting}" for setting in args.pg_setting)
    )
    lines = [
        "| facts in tenant | endpoint | clients | requests | p50 ms | p95 ms | p99 ms | requests/s "
        "| errors |",
        "|---|---|---|---|---|---|---|---|---|",
        *(p.row() for r in results for p in r.phases),
        "",
        "| facts in tenant | users | visible to one user | distinct texts | load s | database MiB | "
        "facts + indexes MiB | vectors + indexes MiB | server RSS MiB |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        lay, foot = r.layout, r.footprint
        visible = lay.tenant_facts + lay.department_facts + lay.per_user
        lines.append(
            f"| {lay.facts:,} | {lay.users:,} | {visible:,} | {foot.distinct_texts:,} | "
            f"{foot.load_seconds:.0f} | {mib(foot.database_bytes)} | {mib(foot.fact_bytes)} | "
            f"{mib(foot.embedding_bytes)} | {mib(r.rss)} |"
        )
    lines.append("")
    for r in results:
        for endpoint, note in r.stages.items():
            lines.append(
                f"- {r.layout.facts:,} facts, {endpoint}, 1 client, server-side medians (ms): {note}"
            )
    lines += [
        "",
        f"Run: `{command}` on {machine}, {args.workers} uvicorn worker(s), Redis "
        f"{'on' if args.redis_url else 'off'}, load generator on the same machine, {seconds:.0f} s in all.",
    ]
    return "\n".join(lines)


def plot(results: list[SizeResult], args: argparse.Namespace, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    sizes = [r.layout.facts for r in results]
    for endpoint in args.endpoints:
        for index, label in ((0, "p50"), (1, "p95")):
            values = [
                next(p.percentiles()[index] for p in r.phases if p.endpoint == endpoint and p.clients == 1)
                for r in results
            ]
            left.plot(sizes, values, marker="o", label=f"{endpoint} {label}")
        for clients in args.clients:
            if clients == 1:
                continue
            rates = [
                next(p.rate for p in r.phases if p.endpoint == endpoint and p.clients == clients)
                for r in results
            ]
            right.plot(sizes, rates, marker="o", label=f"{endpoint}, {clients} clients")
    left.axhline(50, color="grey", linestyle="--", linewidth=1, label="50 ms target")
    left.set(xscale="log", xlabel="active facts in the tenant", ylabel="ms", title="Latency, 1 client")
    left.set_ylim(bottom=0)
    right.set(xscale="log", xlabel="active facts in the tenant", ylabel="requests/s", title="Throughput")
    right.set_ylim(bottom=0)
    for axis in (left, right):
        axis.grid(True, alpha=0.3)
        axis.legend(fontsize=8)
    figure.suptitle(f"Memory Center read path, {os.cpu_count()} cores, query embedding included", fontsize=10)
    figure.tight_layout()
    figure.savefig(path, dpi=110)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 16])
    parser.add_argument("--endpoints", nargs="+", choices=["context", "retrieve"], default=["context"])
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes of the server")
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each measured phase")
    parser.add_argument("--requests", type=int, default=400, help="at most this many 1-client requests")
    parser.add_argument("--redis-url", default=None)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, help="also write the markdown tables here")
    parser.add_argument("--plot", type=Path, help="draw latency and throughput against the fact count (PNG)")
    parser.add_argument(
        "--pg-setting", action="append", default=[], metavar="NAME=VALUE",
        help="a setting of the embedded PostgreSQL, e.g. shared_buffers=2GB (repeatable)",
    )  # fmt: skip
    args = parser.parse_args()

    settings = dict(setting.split("=", 1) for setting in args.pg_setting)
    folder, pg = None, None
    if os.environ.get("MC_DATABASE_URL"):
        url = sqlalchemy_url(os.environ["MC_DATABASE_URL"])
    else:
        folder = Path(tempfile.mkdtemp(prefix="mc-latency-", dir="/tmp"))
        pg = Postgres(folder / "data")
        pg.configure(settings)
        url = pg.url
    migrate(url)
    started = time.perf_counter()
    try:
        results = [asyncio.run(run_size(url, size, args)) for size in sorted(args.sizes)]
    finally:
        if pg is not None:
            pg.release()
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    text = report(results, args, time.perf_counter() - started)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    if args.plot:
        plot(results, args, args.plot)
        print(f"plot: {args.plot}")


if __name__ == "__main__":
    main()
