"""Ordinary task requests in a new session: does ``/v1/context`` hand the agent what it needs?

Data: ``bench/data/task_requests.json`` (64 cases, 32 English and 32 Chinese, written for issue 25
before the change it measures). Each case is a new user who says one or two everyday things (one
message event each, default extraction), then an agent asks an ordinary task in a new session
("get me a ticket to Lisbon for Monday" after "I always sit by the window on planes"). A case passes
when at least one of its expected words (the relevant memory's value) is in the context text.

Cases marked ``at_once`` are asked before the semantic index has caught up (the service's indexer is
off, nothing drains it); the others are asked after a foreground worker has indexed everything.
Through the service in-process (default configuration, embedded PostgreSQL, no Redis), over HTTP
(ASGI transport), with a plain agent request: ``{"query": asked, "user_id": user}``. Also counted:
requests whose ``/v1/retrieve`` (k = 8) returned no item at all, and cases where extraction stored no
memory for the user at all (``GET /v1/facts?user_id=``: then no read path can help).

    python bench/task_requests.py                 # every case
    python bench/task_requests.py --show-misses   # and the text of each miss
"""

import argparse
import asyncio
import json
import os
import platform
import shutil
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from pathlib import Path
from typing import Any

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

DATA = Path(__file__).resolve().parent / "data" / "task_requests.json"


def passed(text: str, expect: list[str]) -> bool:
    folded = text.casefold()
    return any(word.casefold() in folded for word in expect)


async def run(args: argparse.Namespace) -> str:
    import httpx

    from memory_center.cli import migrate
    from memory_center.config import Settings
    from memory_center.db.embedded import start_embedded
    from memory_center.embedding import build_embedder
    from memory_center.indexing.worker import IndexWorker
    from memory_center.main import create_app

    cases: list[dict[str, Any]] = json.loads(args.data.read_text())["cases"]
    if args.only:
        cases = [case for case in cases if case["id"] in args.only]
    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="development",
        admin_api_key=platform_key,
        redis_url=None,
        indexer_enabled=False,
        sweeper_interval_seconds=0,
        retrieval_embed_timeout_seconds=60.0,  # quality, not latency (a loaded machine is slow)
        match_embed_timeout_seconds=60.0,
    )
    folder = Path(tempfile.mkdtemp(prefix="mc-task-requests-", dir="/tmp"))
    url = start_embedded(folder / "data", delete_on_exit=True)
    migrate(url)
    app = create_app(settings, db_url=url)
    results: list[tuple[dict[str, Any], bool, bool, str, bool]] = []
    try:
        async with app.router.lifespan_context(app):
            runtime = app.state.runtime
            embedder = build_embedder(runtime.settings, runtime.http_client)
            assert embedder is not None
            worker = IndexWorker(runtime.session_factory, embedder)
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=120) as client:
                response = await client.post(
                    "/v1/admin/api-keys",
                    json={"tenant_id": "task-requests", "role": "agent"},
                    headers={"Authorization": f"Bearer {platform_key}"},
                )
                response.raise_for_status()
                headers = {"Authorization": f"Bearer {response.json()['key']}"}
                for case in cases:
                    user = f"user-{case['id']}"
                    for n, text in enumerate(case["said"]):
                        event = {
                            "actor_type": "USER",
                            "actor_id": user,
                            "user_id": user,
                            "session_id": f"{user}-chat",
                            "event_type": "message",
                            "source": "bench",
                            "payload": {"role": "user", "text": text},
                            "idempotency_key": f"{user}:{n}",
                        }
                        (await client.post("/v1/events", json=event, headers=headers)).raise_for_status()
                    if not case.get("at_once"):
                        await worker.drain(timeout_seconds=600)
                    body = {"query": case["asked"], "user_id": user, "session_id": f"{user}-task"}
                    built = await client.post("/v1/context", json=body, headers=headers)
                    built.raise_for_status()
                    found = await client.post("/v1/retrieve", json=body, headers=headers)
                    found.raise_for_status()
                    text = built.json()["text"]
                    ok = passed(text, case["expect"])
                    facts = await client.get("/v1/facts", params={"user_id": user}, headers=headers)
                    stored = bool(facts.json()["items"])
                    results.append((case, ok, not found.json()["items"], text, stored))
                    items = facts.json()["items"]
                    kept = [f"{f['scope']} {f['memory_type']} {f['content']!r}" for f in items]
                    verdict = "pass" if ok else "MISS"
                    print(f"{case['id']}: {verdict}; stored: {kept}", flush=True)
                    if not case.get("at_once"):
                        continue
                    await worker.drain(timeout_seconds=600)  # the next case starts with an empty queue
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return report(results, show_misses=args.show_misses)


def report(results: list[tuple[dict[str, Any], bool, bool, str, bool]], *, show_misses: bool) -> str:
    groups: dict[str, list[tuple[bool, bool, bool]]] = defaultdict(list)
    for case, ok, empty, _, stored in results:
        when = "at once" if case.get("at_once") else "indexed"
        for name in (f"{case['lang']}, {when}", case["lang"], "all"):
            groups[name].append((ok, empty, stored))
    lines = [
        "| cases | n | context has the memory | /v1/retrieve empty | nothing stored "
        "| has it, of those stored |",
        "|---|---|---|---|---|---|",
    ]
    for name in sorted(groups, key=lambda g: (g == "all", len(g), g)):
        rows = groups[name]
        hits = sum(ok for ok, _, _ in rows)
        empties = sum(empty for _, empty, _ in rows)
        stored = [ok for ok, _, kept in rows if kept]
        share = f"{sum(stored)}/{len(stored)}" if stored else "-"
        counts = f"{hits} ({hits / len(rows):.0%}) | {empties} | {len(rows) - len(stored)} | {share}"
        lines.append(f"| {name} | {len(rows)} | {counts} |")
    misses = [case["id"] for case, ok, _, _, _ in results if not ok]
    lines.append("")
    lines.append("Misses: " + (", ".join(misses) if misses else "none"))
    if show_misses:
        for case, ok, _, text, _ in results:
            if not ok:
                said = f"{case['id']} said {case['said']} asked {case['asked']!r}"
                lines.append(f"\n{said}:\n{text or '(empty)'}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--only", nargs="*", help="case ids")
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    text = asyncio.run(run(args))
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"\n{text}\n\nRun on {machine}, {time.perf_counter() - started:.0f} s.")


if __name__ == "__main__":
    main()
