"""The sensitive-data detector's own cost per message, on everyday text from the repository.

    PYTHONPATH=$PWD/src .venv/bin/python bench/detector_cost.py [--rounds 5]

The texts are every distinct string of the development sets (``evals/dev/*.jsonl``: what users say and
ask) and of ``bench/data/*.json`` (memories, questions, distractors), in English and Chinese, topped up
to 5,000 with ``bench/ingest.py``'s message generator (fixed seed). Each round times
``find_sensitive`` (the clean-text cache emptied first, so every text is screened) and ``redact_json``
of an event payload ``{"role": "user", "text": …}`` over all of them with the thread's CPU clock, and
prints the median per text in microseconds. Alternate two checkouts in one sitting to compare
(``PYTHONPATH=/tmp/base/src`` and ``PYTHONPATH=src``).
"""

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import ingest  # noqa: E402

from memory_center.governance import sensitive  # noqa: E402
from memory_center.governance.redaction import redact_json  # noqa: E402

TEXTS = 5000


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def everyday_texts() -> list[str]:
    """Distinct sentences of the development sets and bench data (ids and one-word labels left out)."""
    found: dict[str, None] = {}
    for path in sorted((ROOT / "evals" / "dev").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("{"):
                found.update(dict.fromkeys(_strings(json.loads(line))))
    for path in sorted((ROOT / "bench" / "data").glob("*.json")):
        found.update(dict.fromkeys(_strings(json.loads(path.read_text(encoding="utf-8")))))
    texts = [text for text in found if " " in text.strip() or (len(text) >= 6 and not text.isascii())]
    rng = random.Random(7)
    rng.shuffle(texts)
    texts = texts[:TEXTS]
    print(f"{len(texts)} texts from the repository's sets", end=", ")
    while len(texts) < TEXTS:
        texts.append(ingest.message(rng))
    return texts


def _time(texts: list[str], screen: object) -> float:
    sensitive._clean.clear()
    start = time.thread_time_ns()
    for text in texts:
        screen(text)  # type: ignore[operator]
    return (time.thread_time_ns() - start) / len(texts) / 1000


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    texts = everyday_texts()
    found = sum(bool(sensitive.find_sensitive(text, include_email=False)) for text in texts)
    detect = [
        _time(texts, lambda t: sensitive.find_sensitive(t, include_email=False)) for _ in range(args.rounds)
    ]
    payload = [
        _time(texts, lambda t: redact_json({"role": "user", "text": t}, include_email=False))
        for _ in range(args.rounds)
    ]
    print(
        f"texts {len(texts)}, mean {statistics.mean(map(len, texts)):.0f} characters, {found} with a finding"
    )
    print(f"find_sensitive per text, median of {args.rounds}: {statistics.median(detect):.2f} µs {detect}")
    print(f"redact_json of a message payload, median of {args.rounds}: {statistics.median(payload):.2f} µs")


if __name__ == "__main__":
    main()
