"""CPU of the English held-kind reader (``extraction.held_kinds_en.named``) as the write path calls it:
three times per message, with its three gates (``writepath.kind_replacements``), over the 2,000 messages
of ``bench/ingest.py``'s generator (seed 7) and the user messages of ``evals/dev/judgement_h*.jsonl``.
Prints the best of three rounds in µs per message; ``--out``: every reading, to compare two codes
(run both with ``PYTHONHASHSEED=0``: a reading's kinds are a set).

    PYTHONHASHSEED=0 PYTHONPATH=src python bench/held_kinds_cost.py --out /tmp/new.json
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ingest
from write_path_cost import ROOT, mix_messages

from memory_center.extraction.held_kinds_en import named
from memory_center.extraction.kinds_en import EVERYDAY_SLOTS

EVERYDAY = frozenset(EVERYDAY_SLOTS.split("|"))


def texts() -> list[str]:
    events = ingest.Events(200, 7)
    events.run = "bench"
    found = [events.next()["payload"]["text"] for _ in range(2000)]
    return found + [
        text for _, _, text in mix_messages(sorted((ROOT / "evals" / "dev").glob("judgement_h*.jsonl")))
    ]


def readings(said: list[str]) -> list[list[str]]:
    gates = ((False, frozenset()), (True, frozenset()), (False, EVERYDAY))
    return [
        [repr(one) for one in named(text, extra, unowned=loose)] for text in said for loose, extra in gates
    ]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    said = texts()
    found = readings(said)  # the first round loads the place names
    best = float("inf")
    for _ in range(3):
        began = time.process_time()
        readings(said)
        best = min(best, time.process_time() - began)
    print(f"named x3 over {len(said)} messages: {best / len(said) * 1e6:.1f} µs per message")
    if args.out:
        args.out.write_text(json.dumps(found, ensure_ascii=False))


if __name__ == "__main__":
    main()
