"""CPU of the read path's opposite-memory pass (``retrieval.opposed.flag_opposed``) against the same-key
pass it follows (``retrieval.conflicts.resolve``), on answers shaped like a context's: a user's served
facts (stances, slot values, free-text memories, rules), pure and in-process.

    python bench/opposed.py --facts 60 --rounds 2000

``--cold`` clears the key readings' cache before every round (a process that never saw these keys).
"""

import argparse
import random
import statistics
import time
import uuid
from datetime import UTC, datetime, timedelta

from memory_center.enums import FactStatus, MemoryType, Scope, SourceType
from memory_center.governance.stands import stand_of
from memory_center.retrieval.conflicts import resolve
from memory_center.retrieval.opposed import flag_opposed
from memory_center.retrieval.ranking import Scored
from memory_center.retrieval.records import FactRecord

THINGS = ["coffee", "green tea", "horror movies", "jazz", "spicy food", "hiking", "sushi", "辣", "爬山"]
SLOTS = [("residence", ["Paris", "Lyon"]), ("airline", ["KLM", "Lufthansa"]), ("pets", ["Miso", "Rex"])]
WHEN = datetime(2026, 3, 1, tzinfo=UTC)


def record(subject: str, predicate: str, value: str, rng: random.Random) -> FactRecord:
    at = WHEN + timedelta(minutes=rng.randrange(100_000))
    return FactRecord(
        uuid.UUID(int=rng.getrandbits(128)), 1, Scope.USER, MemoryType.PREFERENCE, subject, predicate, value,
        f"{subject} {predicate} {value}", FactStatus.ACTIVE, SourceType.USER_STATED, 0.8, 0.5, at, None, at,
        at, None, None, "u1", None, None, None, None,
    )  # fmt: skip


def answer(size: int, rng: random.Random) -> list[FactRecord]:
    facts = []
    for index in range(size):
        shape = index % 4
        if shape == 0:
            thing = rng.choice(THINGS)
            subject = rng.choice([thing, f"drinking {thing}"])
            facts.append(record(subject, "preference", rng.choice(["like", "dislike"]), rng))
        elif shape == 1:
            name, values = rng.choice(SLOTS)
            facts.append(record("user", name, rng.choice(values), rng))
        elif shape == 2:
            facts.append(record("user", f"said:i swim on day {index}", f"I swim on day {index}", rng))
        else:
            facts.append(record(f"trip {index}", "budget", str(100 * index), rng))
    return facts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--facts", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--cold", action="store_true")
    args = parser.parse_args()
    rng = random.Random(7)
    same_key, opposed = [], []
    for _ in range(args.rounds):
        facts = answer(args.facts, rng)
        by_id = {fact.id: fact for fact in facts}
        ranked = [Scored("fact", fact.id, 1.0, 1.0, 0.5, ()) for fact in facts]
        if args.cold:
            stand_of.cache_clear()
        started = time.perf_counter()
        resolved = resolve(ranked, by_id, [], [])
        middle = time.perf_counter()
        flag_opposed(resolved, by_id)
        done = time.perf_counter()
        same_key.append((middle - started) * 1e6)
        opposed.append((done - middle) * 1e6)
    for name, values in (("conflicts.resolve", same_key), ("opposed.flag_opposed", opposed)):
        values.sort()
        p95 = values[int(len(values) * 0.95)]
        print(f"{name:<22} median {statistics.median(values):7.1f} µs   p95 {p95:7.1f} µs")


if __name__ == "__main__":
    main()
