"""Whether the default embedder's two comparison spaces are on one scale (docs/benchmarks.md,
"Session 15: the two comparison spaces are already on one scale").

An English query is compared with a mostly-CJK row by USE's part of both vectors, with any other row by
the whole vector (docs/context.md, "Fresh memories"). This script measures each space's background
(cosines of unrelated pairs: messages of different cases of ``evals/dev/*.jsonl``, none from the bench
sets), then recall@5 of every ``bench/data/multilingual*.json`` set by cosine as the service compares,
as shipped and with the part cosine calibrated onto the whole vector's background
(``(c - mean_part) / sd_part * sd_whole + mean_whole``).

    PYTHONPATH=src python bench/space_background.py
"""

import glob
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from multilingual import tasks

from memory_center.embedding.ensemble import mostly_cjk, multilingual_default

SETS = sorted(glob.glob(str(Path(__file__).resolve().parent / "data" / "multilingual*.json")))


def unit(m: Any) -> Any:
    n = np.linalg.norm(m, axis=1, keepdims=True)
    n[n == 0] = 1
    return m / n


def main() -> None:
    emb = multilingual_default()
    part = emb.cjk_part()
    assert part is not None
    off, ln = part

    def vecs(texts: list[str], kind: str = "passage") -> Any:
        out: list[list[float]] = []
        for i in range(0, len(texts), 64):
            out += emb.embed_sync(texts[i : i + 64], kind)  # type: ignore[arg-type]
        return np.asarray(out, dtype=np.float64)

    said: list[tuple[str, str]] = []
    for path in sorted(glob.glob("evals/dev/*.jsonl")):
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.lstrip().startswith("//"):
                case = json.loads(line)
                said += [(case["id"], s if isinstance(s, str) else s[1]) for s in case.get("say", [])]
    random.seed(7)
    en = random.sample([x for x in said if not mostly_cjk(x[1])], 400)
    zh = random.sample([x for x in said if mostly_cjk(x[1])], 400)
    queries = vecs([t for _, t in en], "query")
    whole = unit(queries) @ unit(vecs([t for _, t in en])).T
    other = np.array([[a[0] != b[0] for b in en] for a in en])
    by_part = unit(queries[:, off : off + ln]) @ unit(vecs([t for _, t in zh])[:, off : off + ln]).T
    background_whole, background_part = whole[other], by_part.ravel()
    mw, sw = background_whole.mean(), background_whole.std()
    mp, sp = background_part.mean(), background_part.std()
    print(f"whole vector, EN x EN: mean {mw:.3f} sd {sw:.3f}; USE part, EN x ZH: mean {mp:.3f} sd {sp:.3f}")

    for path in SETS:
        for calibrated in (False, True):
            recalls = []
            for task in tasks(Path(path)):
                corpus = vecs(task.corpus)
                marked = np.array([mostly_cjk(t) for t in task.corpus])
                hits = 0
                asked = vecs([q for q, _ in task.questions], "query")
                for (question, wanted), q in zip(task.questions, asked, strict=True):
                    q_part = q[off : off + ln] / np.linalg.norm(q[off : off + ln])
                    p = unit(corpus[:, off : off + ln]) @ q_part
                    if mostly_cjk(question):
                        scores = p
                    else:
                        p = mw + sw * (p - mp) / sp if calibrated else p
                        scores = np.where(marked, p, unit(corpus) @ (q / np.linalg.norm(q)))
                    hits += wanted in np.argsort(-scores)[:5]
                recalls.append(f"{task.name}={hits / len(task.questions):.3f}")
            print(Path(path).name, "calibrated" if calibrated else "shipped", " ".join(recalls))


if __name__ == "__main__":
    main()
