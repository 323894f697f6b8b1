"""What OpenTelemetry tracing costs a /v1/context request (issue 30), measured in-process like
``bench/overhead.py`` (no uvicorn; the client talks ASGI directly) on the tenant ``bench/latency.py``
loads (10,000 facts). One command runs the modes alternately, each in a fresh process, and prints the
median of each:

    python bench/otel_overhead.py --pg-dir /tmp/mc-otel --rounds 5
    python bench/otel_overhead.py --pg-dir /tmp/mc-otel --rounds 5 --against main=/work/main/src

``off``: no OTEL_* variable set, as in production without a collector (no middleware, the hooks call
straight through). ``on``: an OTLP/HTTP exporter to a local sink (another process that reads each
export and answers 200), batch span processor, every request sampled: the request span, the retrieval
stages, the embedding and every database statement are built, exported and sent. ``--against
NAME=SRC`` adds another checkout's code (its ``src``) to every round, on the same data.

Per run: wall p50/p95 of the timed requests, and CPU per request = the process's CPU time over the
timed loop (all threads: the event loop, the embedding threads, the exporter's; the spans still queued
are exported inside the window) divided by the requests. CPU per request is the number that compares
on a shared machine; p95 there mostly measures the other jobs.
"""

import argparse
import asyncio
import json
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

BENCH = Path(__file__).resolve().parent
SINK = """
import os, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200); self.send_header("Content-Length", "0"); self.end_headers()
def orphaned():  # the bench process is gone: so is its sink
    while os.getppid() == int(sys.argv[2]): time.sleep(1)
    os._exit(0)
threading.Thread(target=orphaned, daemon=True).start()
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
"""
WARM_UP = 60


def flush_spans() -> None:
    if not os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
        return
    try:
        from memory_center.telemetry.setup import flush
    except ImportError:  # code from before the telemetry package's flush: the global provider
        from opentelemetry import trace

        trace.get_tracer_provider().force_flush()  # type: ignore[attr-defined]
    else:
        flush()


async def measure(url: str, size: int, requests: int, paired: int = 0) -> dict[str, float]:
    """Time ``requests`` context requests after the warm-up. ``paired``: tracing is switched off and
    on every ``paired`` requests in this one process (``state.tracer``), and the two halves are
    timed apart: the host's load then weighs on both alike."""
    from memory_center.telemetry.spans import state

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
    walls: dict[bool, list[float]] = {True: [], False: []}
    cpu = {True: 0.0, False: 0.0}
    loop = {True: 0.0, False: 0.0}
    tracer = state.tracer
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench", timeout=60) as client:
            made = await client.post(
                "/v1/admin/api-keys",
                json={"tenant_id": layout.tenant, "role": "agent"},
                headers={"Authorization": f"Bearer {platform_key}"},
            )
            headers = {"Authorization": f"Bearer {made.json()['key']}"}
            for _ in range(WARM_UP):
                await client.post("/v1/context", json=queries.next("context"), headers=headers)
            block = paired or requests
            for start in range(0, requests * (2 if paired else 1), block):
                traced = not paired or (start // block) % 2 == 0
                state.tracer = tracer if traced else None
                flush_spans()
                cpu_start, loop_start = time.process_time(), time.thread_time()
                for _ in range(block):
                    wall = time.perf_counter()
                    response = await client.post("/v1/context", json=queries.next("context"), headers=headers)
                    assert response.status_code == 200, response.text
                    walls[traced].append((time.perf_counter() - wall) * 1000)
                flush_spans()
                cpu[traced] += time.process_time() - cpu_start
                loop[traced] += time.thread_time() - loop_start
    state.tracer = tracer
    found = {}
    for traced in (True, False) if paired else (True,):
        times = sorted(walls[traced])
        prefix = ("on_" if traced else "off_") if paired else ""
        found[prefix + "p50"] = statistics.median(times)
        found[prefix + "p95"] = times[int(len(times) * 0.95)]
        found[prefix + "cpu"] = cpu[traced] * 1000 / len(times)
        found[prefix + "loop_cpu"] = loop[traced] * 1000 / len(times)
    return found


def one_run(args: argparse.Namespace) -> None:
    """One mode in this process; prints its numbers as one JSON line."""
    for name in [n for n in os.environ if n.startswith("OTEL_")]:
        del os.environ[name]
    sink = None
    if args.mode == "on":
        port = free_port()
        sink = subprocess.Popen([sys.executable, "-c", SINK, str(port), str(os.getpid())])
        os.environ["OTEL_EXPORTER_OTLP_ENDPOINT"] = f"http://127.0.0.1:{port}"
        os.environ["OTEL_SERVICE_NAME"] = "memory-center-bench"
    try:
        url = overhead.database(args.pg_dir, args.size, not args.no_migrate)
        found = asyncio.run(measure(url, args.size, args.requests, args.paired if args.mode == "on" else 0))
    finally:
        if sink is not None:
            sink.terminate()
    found["code"] = str(Path(memory_center.__file__).parents[1])  # type: ignore[assignment]
    print("RESULT " + json.dumps(found), flush=True)


def line(name: str, m: dict[str, float], prefix: str = "") -> str:
    p50, p95, cpu, loop = (m[prefix + k] for k in ("p50", "p95", "cpu", "loop_cpu"))
    return f"{name:<16} p50 {p50:7.1f}  p95 {p95:7.1f}  CPU/request {cpu:6.2f}  event-loop CPU {loop:6.2f}"


def ratio(
    name: str, m: dict[str, float], base: dict[str, float], prefix: str = "", base_prefix: str = ""
) -> str:
    p95, cpu, loop = (m[prefix + k] / base[base_prefix + k] for k in ("p95", "cpu", "loop_cpu"))
    return f"{name:<26} p95 x{p95:.3f}  CPU/request x{cpu:.3f}  event-loop CPU x{loop:.3f}"


def per_round(on: list[dict[str, float]], off: list[dict[str, float]], prefix: str = "") -> str:
    """Each round's own on/off ratio of CPU per request, and their median (drifts in load cancel)."""
    ratios = [a[prefix + "cpu"] / b[(prefix and "off_") + "cpu"] for a, b in zip(on, off, strict=True)]
    return " ".join(f"x{r:.3f}" for r in ratios) + f" (median x{statistics.median(ratios):.3f})"


def alternate(args: argparse.Namespace) -> None:
    """``--rounds`` rounds of every (code, mode), each run a fresh process; medians at the end. With
    ``--paired N`` each round also runs this code once with tracing switched every N requests."""
    codes = {"this": str(BENCH.parent / "src")}
    for named in args.against:
        name, _, src = named.partition("=")
        codes[name] = src
    overhead.database(args.pg_dir, args.size, not args.no_migrate)  # load (and migrate) once
    runs = [(code, mode) for code in codes for mode in ("off", "on")]
    runs += [("this", "paired")] if args.paired else []
    found: dict[tuple[str, str], list[dict[str, float]]] = {run: [] for run in runs}
    for round_ in range(args.rounds):
        for code, mode in runs if round_ % 2 == 0 else runs[::-1]:  # neither mode always goes first
            command = [sys.executable, __file__, "--pg-dir", str(args.pg_dir), "--size", str(args.size)]
            command += [
                "--requests",
                str(args.requests),
                "--no-migrate",
                "--mode",
                "on" if mode == "paired" else mode,
            ]
            command += ["--paired", str(args.paired)] if mode == "paired" else []
            env = {**os.environ, "PYTHONPATH": codes[code]}
            done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
            results = [r for r in done.stdout.splitlines() if r.startswith("RESULT ")]
            if done.returncode != 0 or not results:
                sys.exit(f"{code} {mode} failed:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}")
            numbers = json.loads(results[-1].removeprefix("RESULT "))
            numbers.pop("code")
            found[(code, mode)].append(numbers)
            for prefix in ("off_", "on_") if mode == "paired" else ("",):
                print(
                    f"round {round_ + 1}: " + line(f"{code} {mode} {prefix[:-1]}".strip(), numbers, prefix),
                    flush=True,
                )
    median = {run: {k: statistics.median(r[k] for r in found[run]) for k in found[run][0]} for run in runs}
    print(f"\nmedians of {args.rounds} rounds, {args.requests} requests a run, {args.size:,} facts (ms):")
    for code, mode in runs:
        for prefix in ("off_", "on_") if mode == "paired" else ("",):
            print(line(f"{code} {mode} {prefix[:-1]}".strip(), median[(code, mode)], prefix))
    base = median[("this", "off")]
    print("\nratios (medians):")
    for code, mode in runs:
        if mode == "paired":
            print(ratio("this paired: on / off", median[(code, mode)], median[(code, mode)], "on_", "off_"))
        elif (code, mode) != ("this", "off"):
            print(ratio(f"{code} {mode} / this off", median[(code, mode)], base))
        if mode == "paired":
            print("  each round: CPU/request " + per_round(found[(code, mode)], found[(code, mode)], "on_"))
        elif mode == "on":
            print(
                f"  {code} on / {code} off, each round: "
                + per_round(found[(code, "on")], found[(code, "off")])
            )
        if code != "this" and mode == "on":
            print(ratio(f"{code} on / {code} off", median[(code, mode)], median[(code, "off")]))
            print(ratio(f"this on / {code} on", median[("this", "on")], median[(code, mode)]))


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--size", type=int, default=10_000, help="facts in the tenant")
    add = parser.add_argument
    add("--requests", type=int, default=300, help="timed requests per run (after 60 warm-ups)")
    add("--pg-dir", type=Path, required=True, help="the embedded PostgreSQL's folder (kept)")
    add("--rounds", type=int, default=5, help="rounds of off and on (each run its own process)")
    add("--against", action="append", default=[], metavar="NAME=SRC", help="another checkout's src")
    add("--mode", choices=["off", "on"], help="one run of one mode in this process (prints a JSON line)")
    add("--no-migrate", action="store_true", help="use the schema as it is")
    add("--paired", type=int, default=0, metavar="N", help="also tracing switched off/on every N requests")
    args = parser.parse_args()
    if args.mode:
        one_run(args)
    else:
        alternate(args)


if __name__ == "__main__":
    main()
