"""The sensitive-data detector's share of batch ingest's CPU, in-process.

    PYTHONPATH=$PWD/src .venv/bin/python bench/detector_share.py --batches 30 --warm-up 5

Runs ``bench/profile_ingest.py`` (the app in this process on a fresh embedded PostgreSQL, batches of
100 message events from ``bench/ingest.py``'s generator) with the detector's uncached part
(``governance.sensitive._detect``, what ``find_sensitive`` runs for a text not found clean recently)
timed with the thread's CPU clock, and prints its calls and CPU per event over every event sent
(warm-up included) next to profile_ingest's own line (process CPU per measured event).
"""

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import profile_ingest

from memory_center.governance import sensitive

_spent = [0, 0]
_detect = sensitive._detect


def _timed(text: str, include_email: bool) -> Any:
    start = time.thread_time_ns()
    try:
        return _detect(text, include_email)
    finally:
        _spent[0] += time.thread_time_ns() - start
        _spent[1] += 1


def main() -> None:
    sensitive._detect = _timed  # type: ignore[assignment]
    profile_ingest.main()
    args = {name: int(value) for name, value in zip(sys.argv[1::2], sys.argv[2::2], strict=True)}
    events = (args.get("--batches", 20) + args.get("--warm-up", 5)) * args.get("--size", 100)
    print(
        f"detector (_detect): {_spent[1] / events:.1f} calls and {_spent[0] / events / 1000:.1f} µs of CPU "
        f"per event over {events} events"
    )


if __name__ == "__main__":
    main()
