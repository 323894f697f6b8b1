"""How close in meaning is a held value said anew without its subject? (docs/extraction.md, "Session 25:
a held value said anew without its subject".) Reads development sets of outcome cases: in each case the
messages before the last stand for held memories (their text), the last for the statement. A pairing
(``extraction.rules.anew_sense``) of a case whose last message replaces the held memory (``old_gone``)
is a positive; of a case that must leave it (no ``old_gone``), a negative; and every pairing of one
case's held text with another case's last message is a "cross" pair (a user holds many memories: mostly
another topic, sometimes the same topic said in another case). Prints the similarity of each (the
statement masked against the held text masked, as ``writepath.held_sense`` computes it), whether the
two values are close (``anew_sense.close``), and the counts at each threshold.

    PYTHONPATH=src .venv/bin/python bench/held_sense.py evals/dev/judgement_h2*.jsonl
"""

import asyncio
import json
import sys
from pathlib import Path

import numpy as np

from memory_center.embedding.ensemble import multilingual_default
from memory_center.extraction.rules.anew_sense import Pairing, pairings

LABELS = ("pos", "neg", "cross")


def cases(paths: list[str]) -> list[dict]:
    found = []
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):
                found.append(json.loads(line))
    return found


def text(said: object) -> str:
    return said[1] if isinstance(said, list) else str(said)


async def main(paths: list[str]) -> None:
    rows: list[tuple[str, str, Pairing]] = []
    loaded = cases(paths)
    lasts = [(case["id"], text(case["say"][-1])) for case in loaded]
    for case in loaded:
        for held in [text(said) for said in case["say"][:-1]]:
            for other, last in lasts:
                same = other == case["id"]
                for pairing in pairings(held, last):
                    label = ("pos" if case.get("old_gone") else "neg") if same else "cross"
                    rows.append((label, case["id"] if same else f"{case['id']}~{other}", pairing))
    embedder = multilingual_default()
    texts = list(dict.fromkeys(t for _, _, p in rows for t in (p.said, p.held)))
    vectors = np.asarray(await embedder.embed(texts, kind="query"), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True).clip(1e-9)
    unit = dict(zip(texts, vectors, strict=True))
    scored = sorted(
        ((float(unit[p.said] @ unit[p.held]), label, name, p) for label, name, p in rows),
        key=lambda row: row[0],
        reverse=True,
    )
    for score, label, name, p in scored:
        print(f"{score:.3f} {label:5} {'close' if p.close else 'far  '} {name}: {p.said!r} ~ {p.held!r}")
    for close in (False, True):
        print("close values only" if close else "all values")
        for threshold in (0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7):
            counts = []
            for label in LABELS:
                kept = [row for row in scored if row[1] == label and (row[3].close or not close)]
                counts.append(f"{label} {sum(1 for row in kept if row[0] >= threshold)}/{len(kept)}")
            print(f"  >= {threshold}: " + ", ".join(counts))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
