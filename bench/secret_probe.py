"""Misses per kind of the session-13 secret probe (tests/governance/test_secret_probe.py).

    PYTHONPATH=$PWD/src:$PWD .venv/bin/python bench/secret_probe.py

Prints, for each kind of variant, how many secrets survive redaction, and which look-alikes are
redacted. The test file asserts the same rows one by one; this is the summary docs/security.md quotes.
"""

from collections import Counter

from tests.governance.test_secret_probe import JSON_PROBE, LOOK_ALIKES, PROBE, _gone

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive


def main() -> None:
    total: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    for kind, text, secret in PROBE:
        total[kind] += 1
        redacted = redact_text(text, include_email=True)
        missed[kind] += not ("[REDACTED:" in redacted and _gone(secret, redacted))
    for kind, payload, secret in JSON_PROBE:
        total[kind] += 1
        redacted = str(redact_json(payload, include_email=True))
        missed[kind] += not ("[REDACTED:" in redacted and _gone(secret, redacted))
    for kind in total:
        print(f"{kind:12} {missed[kind]:3} missed of {total[kind]}")
    print(f"{'all':12} {sum(missed.values()):3} missed of {sum(total.values())}")
    over = [text for text in LOOK_ALIKES if find_sensitive(text, include_email=True)]
    print(f"look-alikes redacted: {len(over)} of {len(LOOK_ALIKES)} {over}")


if __name__ == "__main__":
    main()
