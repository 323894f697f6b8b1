"""What OpenTelemetry tracing costs a /v1/context request (issue 30), measured in-process like
``bench/overhead.py`` (no uvicorn; the client talks ASGI directly) on the tenant ``bench/latency.py``
loads. ``--mode off``: no OTEL_* exporter set, as in production without a collector (the hooks call
straight through). ``--mode on``: an OTLP/HTTP exporter to a local stand-in collector (a separate
process that answers 200), batch span processor, every request sampled: the request span, the
retrieval stages and every database statement are built and exported.

    python bench/otel_overhead.py --pg-dir /tmp/mc-otel --mode off
    python bench/otel_overhead.py --pg-dir /tmp/mc-otel --mode on --no-migrate
    PYTHONPATH=<checkout before the change>/src python bench/otel_overhead.py --pg-dir /tmp/mc-otel \
        --mode off --no-migrate

Run the modes one after the other on the same data, twice in alternation, and compare medians.
"""

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency
import overhead
from support import free_port

import memory_center
from memory_center.config import Settings
from memory_center.main import create_app

COLLECTOR = """
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200); self.send_header("Content-Length", "0"); self.end_headers()
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
"""


async def measure(url: str, size: int, requests: int) -> tuple[list[float], list[float], list[float]]:
    platform_key = "bench-" + uuid.uuid4().hex
    settings = Settings(
        environment="test",
        admin_api_key=platform_key,
        redis_url=None,
        sweeper_interval_seconds=0,
        indexer_enabled=False,
    )
    app = create_app(settings, db_url=url)
    layout = latency.Layout(size)
    queries = latency.Queries(layout, int(time.time()))
    walls: list[float] = []
    cpus: list[float] = []
    loop_cpus: list[float] = []
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=60) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            for n in range(60 + requests):  # 60 to warm up
                loop, cpu, wall = time.thread_time(), time.process_time(), time.perf_counter()
                response = await client.post("/v1/context", json=queries.next("context"), headers=headers)
                loop, cpu = time.thread_time() - loop, time.process_time() - cpu
                wall = time.perf_counter() - wall
                assert response.status_code == 200, response.text
                if n >= 60:
                    walls.append(wall * 1000)
                    cpus.append(cpu * 1000)
                    loop_cpus.append(loop * 1000)
    if args_mode_on():
        from opentelemetry import trace

        trace.get_tracer_provider().shutdown()  # type: ignore[attr-defined]  # export the rest now
    return walls, cpus, loop_cpus


def args_mode_on() -> bool:
    return bool(os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"))


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--size", type=int, default=10_000, help="facts in the tenant")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--pg-dir", type=Path, required=True, help="the embedded PostgreSQL's folder (kept)")
    parser.add_argument("--mode", choices=["off", "on"], default="off")
    parser.add_argument("--no-migrate", action="store_true", help="use the schema as it is")
    args = parser.parse_args()
    for name in [n for n in os.environ if n.startswith("OTEL_")]:
        del os.environ[name]
    collector = None
    if args.mode == "on":
        port = free_port()
        collector = subprocess.Popen([sys.executable, "-c", COLLECTOR, str(port)])
        os.environ["OTEL_EXPORTER_OTLP_ENDPOINT"] = f"http://127.0.0.1:{port}"
        os.environ["OTEL_SERVICE_NAME"] = "memory-center-bench"
    try:
        url = overhead.database(args.pg_dir, args.size, not args.no_migrate)
        walls, cpus, loop_cpus = asyncio.run(measure(url, args.size, args.requests))
    finally:
        if collector is not None:
            collector.terminate()
    walls.sort()
    p50, p95 = statistics.median(walls), walls[int(len(walls) * 0.95)]
    print(f"code: {Path(memory_center.__file__).parents[2]}  mode: {args.mode}")
    print(
        f"{args.requests} context requests at {args.size:,} facts: wall p50 {p50:.1f} ms, p95 {p95:.1f} ms; "
        f"CPU median: event-loop thread {statistics.median(loop_cpus):.2f} ms, "
        f"process {statistics.median(cpus):.2f} ms"
    )


if __name__ == "__main__":
    main()
