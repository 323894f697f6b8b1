"""The read path under load, driven by ``wrk`` (a C load generator: Debian package ``wrk``), with the
CPU each request costs the service and PostgreSQL, and the limit that puts on this machine.

1. starts an embedded PostgreSQL (or uses ``--database-url`` of a database already loaded by this
   script, ``bench/latency.py`` or ``bench/context_cpu.py --load``) and loads ``bench/latency.py``'s
   tenant at ``--facts`` (users, departments, tenant-wide policies, vectors of the configured embedder);
2. starts ``memory-center serve`` (one process unless ``--workers``; indexer, sweeper and Redis off, so
   no answer comes from a cache) and creates an agent key;
3. writes a Lua script that sends ``/v1/context`` (or ``/v1/retrieve``) requests of random users of the
   tenant with random queries in the user's language (``--bodies`` distinct bodies, drawn at random per
   request), warms up, then runs ``wrk -c <connections>`` for ``--seconds``;
4. prints requests/s, p50 and p95 (wrk's own latency distribution), non-2xx answers, answers degraded
   to keyword search (the query embedding missed its deadline: cheaper, so counted), and the CPU per
   request of the service's processes and of the whole PostgreSQL server (from /proc: user + system
   time of the pids and their children, before and after the run), and what that CPU means:
   ``cores / CPU per request`` requests/s at most on this machine, whatever else runs.

wrk's own CPU is not counted (it is small next to the service's, and it runs at nice +10). On a
machine shared with other work the requests/s and latencies are not the service's; the CPU per
request is, to within the noise of a busy cache and scheduler.

    python bench/wrk_context.py --facts 10000 --connections 16 --seconds 20
    python bench/wrk_context.py --database-url postgresql://…/db --facts 100000 --connections 1 16
"""

import argparse
import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency
from support import Postgres, Service, free_port

from memory_center.db.embedded import sqlalchemy_url
from memory_center.db.migrations import migrate

LUA = """
local bodies = {BODIES}
local key = "{KEY}"
local threads = {{}}
degraded = 0
setup = function(thread)
  table.insert(threads, thread)
end
init = function(args)
  math.randomseed({SEED} + os.time() + math.random(1000000))
end
request = function()
  local body = bodies[math.random(#bodies)]
  return wrk.format("POST", "{PATH}", {{["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. key}}, body)
end
response = function(status, headers, body)
  if status == 200 and not body:find('"degraded":[]', 1, true) then
    degraded = degraded + 1
  end
end
done = function(summary, latency, requests)
  local count = 0
  for _, thread in ipairs(threads) do
    count = count + thread:get("degraded")
  end
  io.write(string.format("MC p50 %d p95 %d p99 %d degraded %d\\n",
    latency:percentile(50), latency:percentile(95), latency:percentile(99), count))
end
"""


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process and all its descendants (from /proc)."""
    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0.0
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            pass
    return total


def postmaster_pid(dsn: str) -> int:
    import psycopg

    # the backend's parent is read while the connection holds it open: once closed, the backend exits
    # and psutil would look up a process that is gone (psutil.NoSuchProcess, 3 of 15 runs in session 19)
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT pg_backend_pid()").fetchone()
        assert row is not None
        parent = psutil.Process(int(row[0])).parent()
    assert parent is not None
    return parent.pid


def lua_script(layout: latency.Layout, key: str, endpoint: str, count: int, seed: int) -> str:
    queries = latency.Queries(layout, seed)
    bodies = [json.dumps(queries.next(endpoint), ensure_ascii=False) for _ in range(count)]
    quoted = "{" + ",".join("[==[" + body + "]==]" for body in bodies) + "}"
    return (
        LUA.replace("{BODIES}", quoted)
        .replace("{KEY}", key)
        .replace("{SEED}", str(seed))
        .replace("{PATH}", f"/v1/{endpoint}")
        .replace("{{", "{")
        .replace("}}", "}")
    )


_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}


def _ms(value: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", value).groups()  # type: ignore[union-attr]
    return float(number) * _UNITS[unit]


def parse_wrk(output: str) -> dict[str, float]:
    found: dict[str, float] = {}
    for line in output.splitlines():
        parts = line.split()
        if line.startswith("MC p50"):  # the Lua script's done(): microseconds
            found.update(p50=int(parts[2]) / 1000, p95=int(parts[4]) / 1000, p99=int(parts[6]) / 1000)
            found["degraded"] = float(parts[8])
        elif line.startswith("Requests/sec:"):
            found["rate"] = float(parts[1])
        elif "requests in" in line:
            found["requests"] = float(parts[0])
        elif line.strip().startswith("Non-2xx"):
            found["non2xx"] = float(parts[-1])
        elif line.strip().startswith("Socket errors"):
            found["socket_errors"] = float(sum(int(n) for n in re.findall(r"\d+", line)))
    return found


def run_wrk(base: str, script: Path, connections: int, seconds: float) -> str:
    threads = max(1, min(connections, 2))
    command = [
        "nice", "-n", "10", "wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds:g}s", "--latency",
        "--timeout", "10s", "-s", str(script), base,
    ]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


async def create_key(base: str, platform_key: str, tenant: str) -> str:
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        made = await client.post(
            "/v1/admin/api-keys",
            json={"tenant_id": tenant, "role": "agent", "name": "wrk"},
            headers={"Authorization": f"Bearer {platform_key}"},
        )
        made.raise_for_status()
        key: str = made.json()["key"]
        return key


def measure(args: argparse.Namespace, url: str, pg_pid: int) -> list[str]:
    layout = latency.Layout(args.facts)
    platform_key = "bench-" + uuid.uuid4().hex
    settings = {"MC_INDEXER_ENABLED": "false", "MC_SWEEPER_INTERVAL_SECONDS": "0", "MC_REDIS_URL": ""}
    if args.embed_timeout is not None:  # a saturated machine would otherwise degrade to keyword search
        settings["MC_RETRIEVAL_EMBED_TIMEOUT_SECONDS"] = str(args.embed_timeout)
    port = args.port or free_port()
    server = Service(url, port, platform_key, settings, extra=("--workers", str(args.workers)))
    server.start()
    rows: list[str] = []
    try:
        asyncio.run(server.wait_ready())
        assert server.process is not None
        key = asyncio.run(create_key(server.base, platform_key, layout.tenant))
        with tempfile.TemporaryDirectory() as folder:
            script = Path(folder) / "bodies.lua"
            script.write_text(lua_script(layout, key, args.endpoint, args.bodies, args.seed))
            run_wrk(server.base, script, 4, args.warm_up)  # model, pools, prepared statements
            for connections in args.connections:
                service_before, pg_before = cpu_seconds(server.process.pid), cpu_seconds(pg_pid)
                output = run_wrk(server.base, script, connections, args.seconds)
                service_cpu = cpu_seconds(server.process.pid) - service_before
                pg_cpu = cpu_seconds(pg_pid) - pg_before
                found = parse_wrk(output)
                count = max(found.get("requests", 0.0), 1.0)
                service_ms, pg_ms = service_cpu / count * 1000, pg_cpu / count * 1000
                limit = (os.cpu_count() or 1) * 1000 / (service_ms + pg_ms)
                row = (
                    f"| {args.facts:,} | {args.endpoint} | {connections} | {count:,.0f} | "
                    f"{found.get('rate', 0):.1f} | {found.get('p50', 0):.1f} | {found.get('p95', 0):.1f} | "
                    f"{service_ms:.1f} | {pg_ms:.1f} | {service_ms + pg_ms:.1f} | {limit:.0f} | "
                    f"{found.get('non2xx', 0):.0f} | {found.get('degraded', 0):.0f} |"
                )
                print(row, flush=True)
                rows.append(row)
    finally:
        server.stop()
    return rows


HEADER = (
    "| facts | endpoint | connections | requests | requests/s | p50 ms | p95 ms | service CPU ms/request | "
    "PostgreSQL CPU ms/request | CPU ms/request | limit on this machine, requests/s | non-2xx | degraded |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database-url", help="an already loaded database (else: embedded, loaded now)")
    parser.add_argument("--facts", type=int, default=10_000)
    parser.add_argument("--endpoint", choices=["context", "retrieve"], default="context")
    parser.add_argument("--connections", type=int, nargs="+", default=[16])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warm-up", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes")
    parser.add_argument("--port", type=int, default=0, help="the server's port (default: a free one)")
    parser.add_argument("--bodies", type=int, default=2000, help="distinct request bodies")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--embed-timeout",
        type=float,
        help="MC_RETRIEVAL_EMBED_TIMEOUT_SECONDS of the service (default: its own)",
    )
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is missing: apt-get install -y wrk")
    started = time.perf_counter()
    postgres: Postgres | None = None
    if args.database_url:
        url = sqlalchemy_url(args.database_url)
    else:
        postgres = Postgres(Path(tempfile.mkdtemp(prefix="mc-wrk-")))
        url = postgres.url
        migrate(url)
        latency.load(postgres.dsn, latency.Layout(args.facts), 7)
    try:
        dsn = url.replace("postgresql+psycopg://", "postgresql://")
        rows = measure(args, url, postmaster_pid(dsn))
    finally:
        if postgres is not None:
            postgres.release()
    print()
    print(HEADER)
    print("\n".join(rows))
    print(
        f"\nCommand: python bench/wrk_context.py --facts {args.facts} --endpoint {args.endpoint} "
        f"--connections {' '.join(map(str, args.connections))} --seconds {args.seconds:g} "
        f"--workers {args.workers}; {os.cpu_count()} cores, load average at the end "
        f"{os.getloadavg()[0]:.1f}, {time.perf_counter() - started:.0f} s in all."
    )


if __name__ == "__main__":
    main()
