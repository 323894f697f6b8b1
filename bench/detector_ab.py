"""The detector's cost against another checkout's, in one process: chunks of texts alternated.

    git archive main src | tar -x -C /tmp/base
    PYTHONPATH=$PWD/src .venv/bin/python bench/detector_ab.py /tmp/base/src [--rounds 9]

``bench/detector_cost.py`` run twice in turn measures each checkout in its own process; on a shared
machine the load moves between runs by ±30 % (docs/security.md, "probe 12"), more than the differences
it is meant to show. Here the other checkout's ``memory_center`` is copied to a temporary directory as
``memory_center_base`` (its imports renamed), both are imported, and the same 5,000 everyday texts
(``detector_cost.everyday_texts``) are screened in chunks of 250, the two detectors taking turns on each
chunk (the order swapped every chunk), timed with the thread's CPU clock, the clean-text cache emptied
before each chunk. Prints each detector's mean per text and the change per round and its median.
"""

import argparse
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent))

import detector_cost

from memory_center.governance import redaction, sensitive

_CHUNK = 250
_IMPORT = re.compile(r"\bmemory_center(?=[.\s])")


def _base_modules(src: Path, into: Path) -> tuple[ModuleType, ModuleType]:
    shutil.copytree(src / "memory_center", into / "memory_center_base")
    for path in (into / "memory_center_base").rglob("*.py"):
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        renamed = [_IMPORT.sub("memory_center_base", line) if "import" in line else line for line in lines]
        path.write_text("".join(renamed), encoding="utf-8")
    sys.path.insert(0, str(into))
    from memory_center_base.governance import redaction as base_redaction
    from memory_center_base.governance import sensitive as base_sensitive

    return base_sensitive, base_redaction


def _time(module: ModuleType, screen: Callable[[str], object], chunk: list[str]) -> int:
    module._clean = type(module._clean)(module._clean.size)  # emptied (CleanTexts has no clear())
    start = time.thread_time_ns()
    for text in chunk:
        screen(text)
    return time.thread_time_ns() - start


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("base", type=Path, help="the other checkout's src directory")
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        base, base_redaction = _base_modules(args.base, Path(scratch))
        texts = detector_cost.everyday_texts()
        print()
        chunks = [texts[at : at + _CHUNK] for at in range(0, len(texts), _CHUNK)]
        for name, screens in (
            ("find_sensitive", (base.find_sensitive, sensitive.find_sensitive)),
            ("redact_json", (base_redaction.redact_json, redaction.redact_json)),
        ):
            base_fn, fn = screens
            totals, ratios = [0, 0], []
            for round_ in range(args.rounds):
                spent = [0, 0]
                for k, chunk in enumerate(chunks):
                    for side in (0, 1) if (k + round_) % 2 == 0 else (1, 0):
                        module, screen = ((base, base_fn), (sensitive, fn))[side]
                        call = (
                            (lambda t, s=screen: s(t, include_email=False))
                            if name == "find_sensitive"
                            else (lambda t, s=screen: s({"role": "user", "text": t}, include_email=False))
                        )
                        spent[side] += _time(module, call, chunk)
                ratios.append(spent[1] / spent[0])
                totals = [totals[0] + spent[0], totals[1] + spent[1]]
            per_text = [total / len(texts) / args.rounds / 1000 for total in totals]
            rounds = ", ".join(f"{(ratio - 1) * 100:+.1f}" for ratio in ratios)
            print(
                f"{name}: base {per_text[0]:.2f} µs, this checkout {per_text[1]:.2f} µs per text; change per"
                f" round {rounds} %; median {(statistics.median(ratios) - 1) * 100:+.1f} %"
            )


if __name__ == "__main__":
    main()
