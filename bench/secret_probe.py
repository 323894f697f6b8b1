"""Misses per kind of a secret probe (tests/governance/test_secret_probe*.py).

    PYTHONPATH=$PWD/src:$PWD:$PWD/tests .venv/bin/python bench/secret_probe.py [--probe 1|…|11-after] [-v]

Prints, for each kind of variant, how many secrets survive redaction, and which look-alikes are
redacted. The test files assert the same rows one by one; this is the summary docs/security.md quotes
(probe 1: the session-13 probe; probe 5: the session-15 probe, identifiers included; 5-after: its check
set; 6: the session-16 probe; 6-after: its check set; …; 10: the session-18 blind probe; 10-after:
its check set; 11: the session-19 blind probe, read from tests/governance/probes/p11; 11-after: its
check set; 12: the session-20 blind probe, read from tests/governance/probes/p12; 12-after: its
check set, read from tests/governance/probes/p12_after; 13: the session-21 blind probe, read from
tests/governance/probes/p13; 13-after: its check set, read from tests/governance/probes/p13_after;
14: the session-22 blind probe, read from tests/governance/probes/p14; 14-after: its check set, read
from tests/governance/probes/p14_after; 15: the session-23 blind probe, read from
tests/governance/probes/p15; 15-after: its check set, read from tests/governance/probes/p15_after;
16: the session-24 blind probe; 16-after: its check set; 17: the session-25 blind probe; 17-after: its
check set; 18: the session-26 blind probe; 18-after: its check set. Probes from 11 on are read from their
folder under tests/governance/probes, p<N> and p<N>_after, so a new probe needs no code here).
"""

import argparse
from collections import Counter
from typing import Any

from tests.governance import test_secret_probe as first
from tests.governance import test_secret_probe_eighth as eighth
from tests.governance import test_secret_probe_eleventh_after as eleventh_after
from tests.governance import test_secret_probe_fifth as fifth
from tests.governance import test_secret_probe_fifth_after as fifth_after
from tests.governance import test_secret_probe_ninth as ninth
from tests.governance import test_secret_probe_ninth_after as ninth_after
from tests.governance import test_secret_probe_seventh as seventh
from tests.governance import test_secret_probe_seventh_after as seventh_after
from tests.governance import test_secret_probe_sixth as sixth
from tests.governance import test_secret_probe_sixth_after as sixth_after
from tests.governance import test_secret_probe_tenth as tenth
from tests.governance import test_secret_probe_tenth_after as tenth_after
from tests.governance.probe_rows import PROBES, load

from memory_center.governance.redaction import identifier_secrets, redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive


def _text_missed(text: str, secret: str) -> bool:
    redacted = redact_text(text, include_email=True)
    return not ("[REDACTED:" in redacted and first._gone(secret, redacted))


def _payload_missed(payload: dict[str, Any], secret: str) -> bool:
    redacted = str(redact_json(payload, include_email=True))
    return not ("[REDACTED:" in redacted and first._gone(secret, redacted))


# probes kept as data: tests/governance/probes/p<N> (the blind probe) and p<N>_after (its check set)
DATA_PROBES = frozenset(path.name[1:].replace("_", "-") for path in PROBES.iterdir() if path.is_dir())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--probe",
        choices=(
            *("1", "5", "5-after", "6", "6-after", "7", "7-after", "8", "9", "9-after"),
            *("10", "10-after", "11-after"),
            *sorted(DATA_PROBES),
        ),
        default="1",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="print each missed row")
    args = parser.parse_args()
    if args.probe in DATA_PROBES:
        folder = "p" + args.probe.replace("-", "_")
        texts = [(row["kind"], row["text"], row["value"]) for row in load(folder, "secrets.jsonl")]
        payloads, ids, look_alikes = [], [], [row["text"] for row in load(folder, "lookalikes.jsonl")]
    elif args.probe == "1":
        texts, payloads, ids, look_alikes = first.PROBE, first.JSON_PROBE, [], first.LOOK_ALIKES
    elif args.probe == "11-after":
        texts, payloads, ids = eleventh_after.AFTER, [], []
        look_alikes = eleventh_after.AFTER_LOOK_ALIKES
    elif args.probe == "10":
        texts, payloads, ids, look_alikes = tenth.TENTH, [], [], tenth.TENTH_LOOK_ALIKES
    elif args.probe == "10-after":
        texts, payloads, ids = tenth_after.AFTER, [], []
        look_alikes = tenth_after.AFTER_LOOK_ALIKES
    elif args.probe == "9":
        texts, payloads, ids, look_alikes = ninth.NINTH, [], [], ninth.NINTH_LOOK_ALIKES
    elif args.probe == "9-after":
        texts, payloads, ids = ninth_after.AFTER, [], []
        look_alikes = ninth_after.AFTER_LOOK_ALIKES
    elif args.probe == "8":
        texts, payloads, ids = eighth.EIGHTH, eighth.EIGHTH_JSON, []
        look_alikes = eighth.EIGHTH_LOOK_ALIKES
    elif args.probe == "7-after":
        texts, payloads, ids = seventh_after.AFTER, seventh_after.AFTER_JSON, []
        look_alikes = seventh_after.AFTER_LOOK_ALIKES
    elif args.probe == "7":
        texts, payloads, ids = seventh.SEVENTH, seventh.SEVENTH_JSON, []
        look_alikes = seventh.SEVENTH_LOOK_ALIKES
    elif args.probe == "6-after":
        texts, payloads, ids = sixth_after.AFTER, sixth_after.AFTER_JSON, []
        look_alikes = sixth_after.AFTER_LOOK_ALIKES
    elif args.probe == "6":
        texts, payloads, ids, look_alikes = sixth.SIXTH, sixth.SIXTH_JSON, [], sixth.SIXTH_LOOK_ALIKES
    elif args.probe == "5-after":
        texts, payloads, ids = fifth_after.AFTER, fifth_after.AFTER_JSON, []
        look_alikes = fifth_after.AFTER_LOOK_ALIKES
    else:
        texts, payloads, ids, look_alikes = (
            fifth.FIFTH,
            fifth.FIFTH_JSON,
            fifth.FIFTH_IDS,
            fifth.FIFTH_LOOK_ALIKES,
        )
    total: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    rows: list[tuple[str, bool, str]] = []
    rows += [(kind, _text_missed(text, secret), text) for kind, text, secret in texts]
    rows += [(kind, _payload_missed(payload, secret), str(payload)) for kind, payload, secret in payloads]
    rows += [(kind, not identifier_secrets(value), value) for kind, value in ids]
    for kind, miss, shown in rows:
        total[kind] += 1
        missed[kind] += miss
        if miss and args.verbose:
            print(f"  missed {kind}: {shown!r}")
    for kind in total:
        print(f"{kind:12} {missed[kind]:3} missed of {total[kind]}")
    print(f"{'all':12} {sum(missed.values()):3} missed of {sum(total.values())}")
    over = [text for text in look_alikes if find_sensitive(text, include_email=True)]
    print(f"look-alikes redacted: {len(over)} of {len(look_alikes)}")
    for text in over:
        print(f"  redacted look-alike: {text!r}")


if __name__ == "__main__":
    main()
