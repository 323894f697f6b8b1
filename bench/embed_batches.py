"""Process CPU per query embedding, one at a time against batches of 4 and 16, for each local embedder,
and through the service's micro-batcher (``embedding/batching.py``) with that many concurrent callers.

CPU time (``time.process_time``: every thread of this process), not wall time, so that a machine
shared with other work still gives the embedder's own cost. Queries are ``bench/latency.py``'s, half
English and half Chinese, never repeated (no cache can help).

    python bench/embed_batches.py --queries 192
"""

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency

from memory_center.embedding.embedder import Embedder
from memory_center.embedding.ensemble import multilingual_default
from memory_center.embedding.local import LocalOnnxEmbedder
from memory_center.embedding.use import UseEmbedder
from memory_center.retrieval.query_encoder import QueryEncoder


def queries(count: int, seed: int) -> list[str]:
    source = latency.Queries(latency.Layout(10_000), seed)
    return [str(source.next("retrieve")["query"]) for _ in range(count)]


async def cpu_per_text(run: Callable[[list[str]], Awaitable[object]], texts: list[str], batch: int) -> float:
    """Median over 3 rounds of CPU ms per text, ``texts`` taken ``batch`` at a time."""
    rounds = []
    for _ in range(3):
        began = time.process_time()
        for start in range(0, len(texts), batch):
            await run(texts[start : start + batch])
        rounds.append((time.process_time() - began) / len(texts) * 1000)
    return statistics.median(rounds)


async def main_async(args: argparse.Namespace) -> None:
    texts = queries(args.queries * 4, args.seed)
    embedders: list[tuple[str, Embedder]] = [
        ("MiniLM int8", LocalOnnxEmbedder()),
        ("multilingual USE", UseEmbedder()),
        ("default (MiniLM + USE)", multilingual_default()),
    ]
    print("| embedder | call | one at a time | batches of 4 | batches of 16 |")
    print("|---|---|---|---|---|")
    for name, embedder in embedders:
        await embedder.embed(["warm up"], kind="query")
        cells = []
        for batch, part in zip((1, 4, 16), range(3), strict=True):
            chunk = texts[part * args.queries : (part + 1) * args.queries]

            async def direct(group: list[str], embedder: Embedder = embedder) -> object:
                return await embedder.embed(group, kind="query")

            cells.append(await cpu_per_text(direct, chunk, batch))
        print(f"| {name} | `embed(texts)` | " + " | ".join(f"{c:.2f} ms" for c in cells) + " |")
        cells = []
        for batch in (1, 4, 16):
            encoder = QueryEncoder(embedder, timeout_seconds=60.0, cache_size=0)

            async def concurrent(group: list[str], encoder: QueryEncoder = encoder) -> object:
                return await asyncio.gather(*(encoder.encode(text) for text in group))

            cells.append(await cpu_per_text(concurrent, texts[3 * args.queries :], batch))
        print(
            f"| {name} | that many concurrent `QueryEncoder.encode` | "
            + " | ".join(f"{c:.2f} ms" for c in cells)
            + " |"
        )
    print(
        f"\nCommand: python bench/embed_batches.py --queries {args.queries}; CPU per query (process time), "
        "median of 3 rounds; a fresh encoder per column with its LRU off."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--queries", type=int, default=192, help="queries per column (a multiple of 16)")
    parser.add_argument("--seed", type=int, default=5)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
