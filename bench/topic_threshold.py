"""How close in meaning is a new statement on a held memory's topic under another key?
(governance.same_topic, docs/governance.md "One topic under two keys".)

Pairs from a development set of the outcome format (default: evals/dev/judgement_h15.jsonl): the
first and last message of each two-message case whose keyed USER candidates the rule extractor reads;
``same`` = a case that expects the old memory gone (one topic), ``different`` = the first message of
one case with the last of another, same language (up to 300, seeded). Prints the cosine of the whole
statements and of the statements with their own subject and value masked, per language and
threshold. The record behind "By meaning: measured, not used" in docs/governance.md: the write path
links one topic by a head term only.

    PYTHONPATH=src python bench/topic_threshold.py [SET.jsonl]
"""

import json
import random
import re
import sys
from datetime import UTC, datetime
from typing import Any

import numpy as np

from memory_center.embedding.ensemble import multilingual_default
from memory_center.extraction.build import ExtractedCandidate, ExtractionInput
from memory_center.extraction.rules import read_message

STANCES = ("like", "dislike", "never", "required", "only")


def keyed(text: str) -> list[ExtractedCandidate]:
    message = ExtractionInput(
        text=text, role="user", user_id="u", session_id="s1", task_id=None, agent_id=None,
        department_id=None, occurred_at=datetime(2025, 5, 1, 9, tzinfo=UTC),
    )  # fmt: skip
    return [
        c
        for c in read_message(message)
        if c.subject and c.predicate and not c.predicate.startswith("said:") and c.scope.value == "USER"
    ]


def masked(candidate: ExtractedCandidate) -> str:
    out = candidate.content
    for part in sorted({candidate.subject or "", candidate.object_value or ""}, key=len, reverse=True):
        if part and part != "user" and part not in STANCES:
            out = re.sub(re.escape(part), "X", out, flags=re.I)
    return out


def pairs(path: str) -> tuple[list[Any], list[Any]]:
    with open(path, encoding="utf-8") as lines:
        cases = [json.loads(line) for line in lines if line.strip()]
    same, firsts, lasts = [], [], []
    for case in cases:
        said = [s if isinstance(s, str) else s[1] for s in case["say"]]
        if len(said) != 2:
            continue
        first, last = keyed(said[0]), keyed(said[1])
        if first and last:
            firsts.append((case, first[0]))
            lasts.append((case, last[0]))
            if case.get("old_gone"):
                same.append((case["lang"], first[0], last[0]))
    different = [
        (a["lang"], x, y) for a, x in firsts for b, y in lasts if a is not b and a["lang"] == b["lang"]
    ]
    random.seed(1)
    return same, random.sample(different, min(300, len(different)))


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "evals/dev/judgement_h15.jsonl"
    embedder = multilingual_default()

    def unit(texts: list[str]) -> Any:
        vectors = np.asarray(embedder.embed_sync(texts), dtype=np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    for label, found in zip(("same", "different"), pairs(path), strict=True):
        whole = (unit([a.content for _, a, _ in found]) * unit([b.content for _, _, b in found])).sum(1)
        mask = (unit([masked(a) for _, a, _ in found]) * unit([masked(b) for _, _, b in found])).sum(1)
        for lang in ("en", "zh"):
            rows = [i for i, pair in enumerate(found) if pair[0] == lang]
            if not rows:
                continue
            print(f"{label:9} {lang} n={len(rows):3} whole median {np.median(whole[rows]):.2f}"
                  f"  masked median {np.median(mask[rows]):.2f}")  # fmt: skip
            for least in (0.4, 0.5, 0.55, 0.6, 0.65, 0.7):
                print(f"    >= {least:.2f}: whole {int((whole[rows] >= least).sum())}/{len(rows)}"
                      f"  masked {int((mask[rows] >= least).sum())}/{len(rows)}")  # fmt: skip


if __name__ == "__main__":
    main()
