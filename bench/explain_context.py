"""``EXPLAIN (ANALYZE, BUFFERS)`` of every statement one ``/v1/context`` request runs.

Runs the app in this process (like ``bench/context_cpu.py``) against a database that
``bench/latency.py``'s layout was loaded into, records every statement and its parameters that the
service's psycopg connections send during ``--requests`` requests (after a warm-up), then replays
them on a connection of its own in the same order, in one transaction that is rolled back: each
``SELECT`` / ``WITH`` under ``EXPLAIN (ANALYZE, BUFFERS)``, everything else (the role and tenant
binding) as it was; its writes (the trace) are left out. Prints per statement its execution time,
shared buffers (hit + read) and the rows it returned, the sums per request, and writes the full plans
to ``--plans``.

    python bench/explain_context.py --database-url postgresql://…/db --facts 100000 --plans /tmp/plans.txt
"""

import argparse
import asyncio
import json
import statistics
import sys
import uuid
from pathlib import Path
from typing import Any

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url
from memory_center.main import create_app

Recorded = list[tuple[str, Any]]
_recording: Recorded | None = None
_original_execute = psycopg.AsyncCursor.execute


async def _recording_execute(self: Any, query: Any, params: Any = None, **kwargs: Any) -> Any:
    if _recording is not None:
        _recording.append((query if isinstance(query, str) else query.as_string(self), params))
    return await _original_execute(self, query, params, **kwargs)


async def record(url: str, args: argparse.Namespace) -> list[Recorded]:
    global _recording
    layout = latency.Layout(args.facts)
    key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test", admin_api_key=key, redis_url=None, sweeper_interval_seconds=0,
        indexer_enabled=False, retrieval_access_flush_seconds=1e6, retrieval_embed_timeout_seconds=60,
    )  # fmt: skip
    app = create_app(settings, db_url=url)
    psycopg.AsyncCursor.execute = _recording_execute  # type: ignore[method-assign]
    requests: list[Recorded] = []
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=120) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            await asyncio.sleep(args.settle)
            queries = latency.Queries(layout, args.seed)
            for index in range(args.warm_up + args.requests):
                _recording = [] if index >= args.warm_up else None
                response = await client.post("/v1/context", json=queries.next("context"), headers=headers)
                assert response.status_code == 200, response.text
                assert _recording is None or not response.json()["degraded"], response.json()["degraded"]
                if _recording is not None:
                    requests.append(_recording)
                _recording = None
    psycopg.AsyncCursor.execute = _original_execute  # type: ignore[method-assign]
    return requests


def _buffers(plan: dict[str, Any]) -> int:
    return int(plan.get("Shared Hit Blocks", 0)) + int(plan.get("Shared Read Blocks", 0))


def replay(dsn: str, statements: Recorded, plans: list[str]) -> list[tuple[str, float, int, int]]:
    """Per SELECT: its first words, execution ms, shared buffers, rows returned."""
    found = []
    with psycopg.connect(dsn) as conn, conn.cursor() as cursor:
        for sql, params in statements:
            head = sql.lstrip().split(None, 1)[0].upper()
            if head in ("INSERT", "UPDATE", "DELETE"):
                continue  # the request's own writes (its trace) are committed already
            if head not in ("SELECT", "WITH") or "set_config" in sql:
                cursor.execute(sql, params)  # the role and tenant binding, as the request had them
                continue
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) " + sql, params)
            row = cursor.fetchone()
            assert row is not None
            document = row[0] if isinstance(row[0], list) else json.loads(row[0])
            top = document[0]
            plan = top["Plan"]
            label = " ".join(sql.split())[:150]
            found.append((label, float(top["Execution Time"]), _buffers(plan), int(plan["Actual Rows"])))
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql, params)
            plans.append(label + "\n" + "\n".join(r[0] for r in cursor.fetchall()) + "\n")
        conn.rollback()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--facts", type=int, default=100_000)
    parser.add_argument("--requests", type=int, default=10)
    parser.add_argument("--warm-up", type=int, default=10)
    parser.add_argument("--settle", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--plans", type=Path, help="write every statement's plan here")
    args = parser.parse_args()
    url = sqlalchemy_url(args.database_url)
    requests = asyncio.run(record(url, args))
    dsn = url.replace("postgresql+psycopg://", "postgresql://")
    plans: list[str] = []
    per_request = [replay(dsn, statements, plans) for statements in requests]
    by_label: dict[str, list[tuple[float, int, int]]] = {}
    for found in per_request:
        for label, ms, buffers, rows in found:
            by_label.setdefault(label, []).append((ms, buffers, rows))
    print("| statement (start) | runs | median ms | median buffers | median rows |")
    print("|---|---|---|---|---|")
    for label, runs in sorted(by_label.items(), key=lambda item: -statistics.median(r[1] for r in item[1])):
        print(
            f"| `{label[:110]}` | {len(runs)} | {statistics.median(r[0] for r in runs):.2f} | "
            f"{statistics.median(r[1] for r in runs):.0f} | {statistics.median(r[2] for r in runs):.0f} |"
        )
    totals = [(sum(f[1] for f in found), sum(f[2] for f in found), len(found)) for found in per_request]
    print(
        f"\nper request (median of {len(totals)}): {statistics.median(t[2] for t in totals):.0f} SELECTs, "
        f"{statistics.median(t[0] for t in totals):.2f} ms of execution, "
        f"{statistics.median(t[1] for t in totals):.0f} shared buffers"
    )
    if args.plans:
        args.plans.write_text("\n".join(plans))


if __name__ == "__main__":
    main()
