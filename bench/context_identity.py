"""Are two versions of the read path's answers byte-identical? ``/v1/context`` and ``/v1/retrieve``
answers and their traces, on one loaded database, at one frozen instant.

Runs the app in this process (``httpx.ASGITransport``, like ``bench/context_cpu.py``) against a database
that ``bench/latency.py``'s layout was loaded into, with the read path's clock frozen at ``--now`` (a
memory's freshness, hence its score, moves with the clock), and sends ``--requests`` requests of random
users and queries in several variants: as the bench sends them, without a task (the continued-task
look-up), without a query, with raw evidence, with a small budget (rules and profile left out), with
memory types, and ``/v1/retrieve``. It writes every answer (without its trace id) and its trace (without
id, time, timings, API key and
query hash) to ``--out``. Run it once per version (put that version's ``src`` first on
``PYTHONPATH``), then compare the two files with ``--compare``.

``--events`` first writes a few users' messages through ``/v1/events`` (once, before either run), so
that the users have evidence, memories written by the write path and statements that back no memory.

    PYTHONPATH=/tmp/base/src python bench/context_identity.py --database-url … --facts 10000 --out /tmp/a.json
    PYTHONPATH=src python bench/context_identity.py --database-url … --facts 10000 --out /tmp/b.json
    python bench/context_identity.py --compare /tmp/a.json /tmp/b.json
"""

import argparse
import asyncio
import json
import sys
import uuid
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency

MESSAGES = (
    "I'm vegetarian and I never eat mushrooms.",
    "Never book me a middle seat, I hate those.",
    "My daughter's birthday is on 12 March.",
    "I used to love coffee but I don't drink it anymore.",
    "订酒店记得给我要高楼层。",
    "我对花生过敏。",
    "下周我要去大阪出差。",
    "The weather was nice yesterday, we walked a lot.",
    "Actually I moved to Berlin last month.",
    "我现在住在上海。",
)


def variant(body: dict[str, Any], i: int) -> tuple[str, dict[str, Any]]:
    """The request of the i-th turn: the bench's body, or one of its variants."""
    body = dict(body)
    kind = i % 8
    if kind == 1:
        body.pop("task_id")
    elif kind == 2:
        body["include_evidence"] = True
    elif kind == 3:
        body["query"] = ""
    elif kind == 4:
        body["token_budget"] = 200
    elif kind == 5:
        body["memory_types"] = ["PREFERENCE", "CONSTRAINT"]
    elif kind == 6:
        body.pop("token_budget", None)
        return "retrieve", body
    return "context", body


async def write_events(client: httpx.AsyncClient, headers: dict[str, str], layout: latency.Layout) -> None:
    for u in range(0, min(layout.users, 20), 2):
        user = f"user-{u}"
        for n, text in enumerate(MESSAGES):
            event = {
                "actor_type": "USER", "actor_id": user, "user_id": user, "session_id": f"s-{u}",
                "event_type": "message", "source": "identity", "payload": {"role": "user", "text": text},
            }  # fmt: skip
            made = await client.post("/v1/events", json=event, headers=headers)
            assert made.status_code < 300, made.text
            if n == 3:
                trip = {"task_id": f"trip-{u}", "user_id": user, "goal": "Plan the Osaka business trip"}
                await client.post("/v1/tasks", json=trip, headers=headers)
                own = {"task_id": f"task-{u}", "user_id": user, "goal": "Book the family holiday",
                       "state": {"budget": 3000, "step": "hotels"}}  # fmt: skip
                await client.post("/v1/tasks", json=own, headers=headers)


def scrub_trace(trace: dict[str, Any]) -> dict[str, Any]:
    """The trace without what differs between two runs whatever the code: its id, time and timings,
    the run's API key (``actor``) and the query's keyed hash (the key is the process's own)."""
    kept = {k: v for k, v in trace.items() if k not in ("trace_id", "id", "created_at", "timings", "actor")}
    kept["request"] = {k: v for k, v in (kept.get("request") or {}).items() if k != "query_hmac"}
    return kept


async def run(url: str, args: argparse.Namespace) -> list[Any]:
    from memory_center.config import Settings
    from memory_center.main import create_app
    from memory_center.retrieval import service

    now = datetime.fromisoformat(args.now)
    service.utcnow = lambda: now  # type: ignore[attr-defined]
    layout = latency.Layout(args.facts)
    key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=key, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=args.events, retrieval_access_flush_seconds=1e6, retrieval_embed_timeout_seconds=60,
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    out: list[Any] = []
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=120) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            if args.events:
                await write_events(client, headers, layout)
                await asyncio.sleep(args.settle)  # the in-process indexer embeds the new rows
                return out
            await asyncio.sleep(args.settle)
            queries = latency.Queries(layout, args.seed)
            for i in range(args.requests):
                body = queries.next("context")
                if i % 3 == 0:  # the users who have messages of their own
                    body["user_id"] = f"user-{(i // 3) % 20 // 2 * 2}"
                endpoint, body = variant(body, i)
                response = await client.post(f"/v1/{endpoint}", json=body, headers=headers)
                assert response.status_code == 200, response.text
                answer = response.json()
                trace = (await client.get(f"/v1/traces/{answer.pop('trace_id')}", headers=headers)).json()
                out.append(
                    {"endpoint": endpoint, "body": body, "answer": answer, "trace": scrub_trace(trace)}
                )
    return out


def compare(first: Path, second: Path) -> int:
    a, b = json.loads(first.read_text()), json.loads(second.read_text())
    differ = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    print(f"{len(a)} answers compared, {len(differ)} differ")
    for i in differ[:5]:
        for part in ("answer", "trace"):
            if a[i][part] != b[i][part]:
                body = json.dumps(a[i]["body"], ensure_ascii=False)
                print(f"  #{i} {a[i]['endpoint']} {part} differs: {body}")
    return 1 if differ else 0


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database-url")
    parser.add_argument("--facts", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--settle", type=float, default=10.0)
    parser.add_argument("--now", default="2026-12-05T00:00:00+00:00", help="the read path's frozen clock")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--events", action="store_true", help="write the users' messages (once) and stop")
    parser.add_argument("--compare", type=Path, nargs=2)
    args = parser.parse_args()
    if args.compare:
        raise SystemExit(compare(*args.compare))
    from memory_center.db.embedded import sqlalchemy_url

    out = asyncio.run(run(sqlalchemy_url(args.database_url), args))
    if args.out:
        args.out.write_text(json.dumps(out, sort_keys=True, ensure_ascii=False, indent=0))
        print(f"{len(out)} answers written to {args.out}")


if __name__ == "__main__":
    main()
