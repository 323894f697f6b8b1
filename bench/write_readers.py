"""The write path's pure readers over many messages: what they answer (``--out``, to compare two trees
byte for byte) and how long they take.

Every ``say`` message of ``evals/dev/*.jsonl`` and the user messages of ``bench/ingest.py`` (seed 7) are
read, each by: the rule extractor (``read_message``), the correction of its own (``later``'s
``read_later_correction``, ``LaterCorrections.wanted``), the English values of a known kind
(``held_kinds_en.named`` as ``writepath.kind_replacements`` asks it, three ways), the turn cue
(``flips.may_turn``) and the identifier check (``identifier_secrets``) of the bench's ids. Run from a
checkout's root with its ``src`` first on ``PYTHONPATH``:

    PYTHONPATH=src:clients/python/src python bench/write_readers.py --out /tmp/readers-<tree>.txt
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from ingest import Events

from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.held_kinds_en import named
from memory_center.extraction.kinds_en import EVERYDAY_SLOTS
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.flips import may_turn
from memory_center.extraction.rules.later import read_later_correction
from memory_center.governance.redaction import identifier_secrets
from memory_center.writepath.late_correction import LaterCorrections

SAID_AT = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)


def texts(root: Path, bench_events: int) -> list[str]:
    said: list[str] = []
    for path in sorted((root / "evals" / "dev").glob("*.jsonl")):
        for line in path.read_text().splitlines():
            try:
                case = json.loads(line)
            except json.JSONDecodeError:
                continue  # a comment or blank line
            if isinstance(case, dict):
                said += [s for s in case.get("say", []) if isinstance(s, str)]
    events = Events(2000, 7)
    for _ in range(bench_events):
        event = events.next()
        if event["actor_type"] == "USER":
            said.append(str(event["payload"]["text"]))  # type: ignore[index]
    return said


def message(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "user-1", "session-1", None, None, None, SAID_AT)


def readers() -> dict[str, Callable[[str], object]]:
    later = LaterCorrections()
    everyday = frozenset(EVERYDAY_SLOTS.split("|"))

    def wanted(text: str) -> object:
        one = message(text)
        return later.wanted(one, ExtractionResult(candidates=read_message(one)))

    return {
        "read_message": lambda text: read_message(message(text)),
        "read_later_correction": lambda text: read_later_correction(message(text)),
        "later_wanted": wanted,
        "named_en": lambda text: (named(text), named(text, unowned=True), named(text, everyday)),
        "may_turn": may_turn,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--bench-events", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3, help="timed passes (the first one warms)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    said = texts(Path.cwd(), args.bench_events)
    events = Events(2000, 7)
    events.run = "0f1e2d3c"  # a fixed run id: the ids are the same in every run
    ids = [str(events.next()["idempotency_key"]) for _ in range(args.bench_events)]
    lines: list[str] = []
    for name, read in readers().items():
        lines += [f"{name}\t{text!r}\t{read(text)!r}" for text in said]
    lines += [f"identifier\t{one!r}\t{identifier_secrets(one)!r}" for one in [*ids, *said]]
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")
    spent: Counter[str] = Counter()
    order = list(said)
    for _ in range(args.rounds):
        random.Random(1).shuffle(order)
        for name, read in readers().items():
            started = time.process_time()
            for text in order:
                read(text)
            spent[name] += time.process_time() - started
    print(f"{len(said)} messages, {len(lines)} answers; CPU s per pass:")
    for name, seconds in spent.items():
        print(f"  {name:24s} {seconds / args.rounds:.3f}")


if __name__ == "__main__":
    main()
