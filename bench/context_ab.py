"""``/v1/context`` latency of two checkouts on one loaded database, interleaved (A, B, A, B, …).

Loads one tenant as ``bench/latency.py`` does (same layout, same seed), then starts ``memory-center
serve`` with ``PYTHONPATH`` set to each checkout's ``src`` in turn, and measures 1-client latency with
the same distinct queries for each. Interleaving rounds keeps a shared machine's drift out of the
before/after ratio; the report gives each round and the median p50/p95 per checkout.

    python bench/context_ab.py --before /tmp/base/src --after src --sizes 100000 --rounds 2
"""

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from latency import Layout, load, measure
from support import Postgres, Service, free_port

from memory_center.db.migrations import migrate

MIGRATIONS = str(Path(__file__).resolve().parents[1] / "migrations")


async def one(url: str, layout: Layout, src: str, args: argparse.Namespace) -> tuple[float, float]:
    platform_key = "bench-" + uuid.uuid4().hex
    settings = {"MC_INDEXER_ENABLED": "false", "MC_SWEEPER_INTERVAL_SECONDS": "0", "MC_REDIS_URL": ""}
    # Both servers take this checkout's migrations: the database was migrated with them, and an older
    # checkout's serve would not know the newest revision.
    settings["MC_MIGRATIONS_DIR"] = MIGRATIONS
    server = Service(url, free_port(), platform_key, settings)
    server.env["PYTHONPATH"] = f"{src}:{server.env.get('PYTHONPATH', '')}"
    server.start()
    try:
        await server.wait_ready()
        phases, _, _ = await measure(server, platform_key, layout, args)
        p50, p95, _ = phases[0].percentiles()
        return p50, p95
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", type=Path, required=True, help="the src folder of the 'before' checkout")
    parser.add_argument("--after", type=Path, required=True, help="the src folder of the 'after' checkout")
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    args.endpoints, args.clients, args.workers, args.seconds = ["context"], [1], 1, 60.0
    folder = Path(tempfile.mkdtemp(prefix="mc-context-ab-", dir="/tmp"))
    pg = Postgres(folder / "data")
    try:
        migrate(pg.url)
        for size in args.sizes:
            layout = Layout(size)
            load(pg.dsn, layout, args.seed)
            runs: dict[str, list[tuple[float, float]]] = {"before": [], "after": []}
            for n in range(args.rounds):
                for name in ("before", "after"):
                    p50, p95 = asyncio.run(one(pg.url, layout, str(getattr(args, name).resolve()), args))
                    runs[name].append((p50, p95))
                    print(
                        f"{size:,} facts, round {n + 1}, {name}: p50 {p50:.1f} ms, p95 {p95:.1f} ms",
                        flush=True,
                    )
            medians = {name: [statistics.median(v[i] for v in runs[name]) for i in (0, 1)] for name in runs}
            (b50, b95), (a50, a95) = medians["before"], medians["after"]
            print(
                f"| {size:,} | {b50:.1f} | {b95:.1f} | {a50:.1f} | {a95:.1f} | {a95 / b95:.2f} |",
                flush=True,
            )
    finally:
        pg.release()
        shutil.rmtree(folder, ignore_errors=True)
    print(
        f"\nRun on {os.cpu_count()} cores; {args.rounds} interleaved rounds, {args.requests} requests each."
    )


if __name__ == "__main__":
    main()
