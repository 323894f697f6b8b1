"""Outcome-level evaluation through the HTTP API only (docs/evaluation.md, "Held-out sets as data").

Each case is one JSON line: a user's messages, then checks on what a client can see — the user's ACTIVE
facts (``GET /v1/facts``) and the ``/v1/context`` text of an ordinary request in a new session. The
checks look at outcomes, never at the keys an extractor chose, so they hold whatever the internals.

    python evals/outcomes.py --url http://127.0.0.1:8000 --key "$ADMIN_KEY" evals/heldout/*.jsonl

Case fields (all but ``id``, ``class``, ``lang`` and ``say`` optional):

- ``say``: the user's messages, in order; each a string (session ``s1``) or ``[session, text]``.
- ``topic``: substrings naming the memory at stake (any of them, case-insensitive).
- ``new``: substrings that must each appear in an ACTIVE fact at the end.
- ``absent``: substrings that no ACTIVE fact may contain at the end.
- ``old_gone``: every fact ACTIVE before the last message that matches ``topic`` is no longer ACTIVE
  at the end (a real replacement needs one such fact to have existed: reported as ``real``).
- ``constraint``: an ACTIVE USER-scope CONSTRAINT matches ``topic`` (health, standing rules).
- ``no_constraint``: no ACTIVE USER-scope CONSTRAINT matches ``topic`` (a habit, a liking or someone
  else's rule may be remembered, but never as the user's standing rule).
- ``nothing_lasting``: no ACTIVE fact of a lasting scope (USER or wider) matches ``topic`` unless its
  subject names one of ``other`` (a memory about someone else is not the user's).
- ``ask`` + ``context_has`` / ``context_lacks``: the context of ``ask`` (new session) must contain one
  of ``context_has`` (each item a string or a list of alternatives) and none of ``context_lacks``;
  ``wait`` seconds pass first (none: asked at once, before the index may have caught up).
- ``opposed`` (with ``ask``): a pair of substrings naming two opposite memories (the old stance and the
  new one, two values of one single-valued slot). The context may show one of them as current, or
  both when a line of its ``[Conflicts]`` section names both; never both as current with no such line.

With ``--batch`` each case's messages go in ONE ``POST /v1/events/batch`` call, in order, each with its
own session id; the checks are the same, so a case whose result differs from the default run (one
``POST /v1/events`` per message) shows where the two write paths part (docs/evaluation.md, "Session 26:
batch against single"). There is no moment before the last message within one batch, so ``old_gone``
takes its "before" facts from a shadow user given every message but the last in one batch, and a held
fact counts as still ACTIVE when an ACTIVE fact of the case's user says the same (content, subject,
predicate, value).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

LASTING = frozenset({"USER", "AGENT", "DEPARTMENT", "TENANT"})
"""Scopes that outlive the conversation: a SESSION or TASK memory of a one-off is no lasting memory."""


@dataclass
class Result:
    case: dict[str, Any]
    passed: bool
    failures: list[str] = field(default_factory=list)
    real: bool | None = None


def load(paths: list[str]) -> list[dict[str, Any]]:
    cases = []
    for path in paths:
        for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
            if line.strip() and not line.lstrip().startswith("//"):
                case = json.loads(line)
                case.setdefault("set", Path(path).stem)
                case["_where"] = f"{path}:{number}"
                cases.append(case)
    return cases


def text_of(fact: dict[str, Any]) -> str:
    return " ".join(str(fact.get(name) or "") for name in ("content", "object_value", "subject")).lower()


def matches(fact: dict[str, Any], needles: list[str]) -> bool:
    text = text_of(fact)
    return any(needle.lower() in text for needle in needles)


def contains(text: str, wanted: str | list[str]) -> bool:
    alternatives = [wanted] if isinstance(wanted, str) else wanted
    return any(item.lower() in text.lower() for item in alternatives)


def opposed_unstated(text: str, pair: list[str | list[str]]) -> bool:
    """Both memories of the pair shown as current in the context text, and no conflict line names both."""
    first, second = pair
    section, shown, stated = "", [], []
    for line in text.splitlines():
        if line.startswith("[") and line.rstrip().endswith("]"):
            section = line.strip()
            continue
        (stated if section == "[Conflicts]" else shown).append(line)
    both = any(contains(line, first) for line in shown) and any(contains(line, second) for line in shown)
    return both and not any(contains(line, first) and contains(line, second) for line in stated)


def message(user: str, session: str, text: str) -> dict[str, Any]:
    return {
        "actor_type": "USER",
        "actor_id": user,
        "user_id": user,
        "session_id": session,
        "event_type": "message",
        "source": "outcome-eval",
        "payload": {"role": "user", "text": text},
    }


def same_memory(fact: dict[str, Any]) -> tuple[str, ...]:
    """What a fact says, whoever it belongs to (a shadow user's fact against the case user's)."""
    return tuple(str(fact.get(name) or "") for name in ("content", "subject", "predicate", "object_value"))


class Client:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def say(self, user: str, session: str, text: str) -> None:
        response = await self.http.post("/v1/events", json=message(user, session, text))
        response.raise_for_status()

    async def say_all(self, user: str, said: list[list[str]]) -> None:
        """Every message in ONE batch call, in order (``--batch``); an item error fails the case."""
        events = [message(user, f"{user}-{session}", text) for session, text in said]
        response = await self.http.post("/v1/events/batch", json={"events": events})
        response.raise_for_status()
        errors = [item["error"] for item in response.json()["results"] if item.get("error")]
        if errors:
            raise httpx.HTTPError(f"batch item errors: {errors}")

    async def active(self, user: str) -> list[dict[str, Any]]:
        response = await self.http.get("/v1/facts", params={"user_id": user, "limit": 500})
        response.raise_for_status()
        return list(response.json()["items"])

    async def context(self, user: str, query: str) -> str:
        body = {"user_id": user, "session_id": f"{user}-ask", "query": query, "token_budget": 1500}
        response = await self.http.post("/v1/context", json=body)
        response.raise_for_status()
        return str(response.json()["text"])


async def run_case(client: Client, case: dict[str, Any], run: str, batch: bool = False) -> Result:
    user = f"oe-{run}-{case['id']}"
    said = [(["s1", item] if isinstance(item, str) else item) for item in case["say"]]
    topic = case.get("topic", [])
    before_last: list[dict[str, Any]] = []
    if batch:
        if case.get("old_gone") and len(said) > 1:
            shadow = f"{user}-pre"
            await client.say_all(shadow, said[:-1])
            before_last = await client.active(shadow)
        await client.say_all(user, said)
    else:
        for index, (session, text) in enumerate(said):
            if index == len(said) - 1 and case.get("old_gone"):
                before_last = await client.active(user)
            await client.say(user, f"{user}-{session}", text)
    facts = await client.active(user)
    failures: list[str] = []
    real = None
    if case.get("old_gone"):
        held = [fact for fact in before_last if matches(fact, topic)]
        real = bool(held)
        if batch:
            now = {same_memory(fact) for fact in facts}
            kept = [fact["content"] for fact in held if same_memory(fact) in now]
        else:
            still = {fact["id"] for fact in facts}
            kept = [fact["content"] for fact in held if fact["id"] in still]
        if kept:
            failures.append(f"old memory still ACTIVE: {kept}")
    for needle in case.get("new", []):
        if not any(matches(fact, [needle]) for fact in facts):
            failures.append(f"no ACTIVE fact mentions {needle!r}")
    for needle in case.get("absent", []):
        found = [fact["content"] for fact in facts if matches(fact, [needle])]
        if found:
            failures.append(f"ACTIVE fact mentions {needle!r}: {found}")
    if case.get("constraint") and not any(
        fact["memory_type"] == "CONSTRAINT" and fact["scope"] == "USER" and matches(fact, topic)
        for fact in facts
    ):
        failures.append(f"no ACTIVE USER CONSTRAINT about {topic}")
    if case.get("no_constraint"):
        ruled = [
            fact["content"]
            for fact in facts
            if fact["memory_type"] == "CONSTRAINT" and fact["scope"] == "USER" and matches(fact, topic)
        ]
        if ruled:
            failures.append(f"stored as a USER CONSTRAINT: {ruled}")
    if case.get("nothing_lasting"):
        other = [word.lower() for word in case.get("other", [])]
        stored = [
            fact["content"]
            for fact in facts
            if fact["scope"] in LASTING
            and matches(fact, topic)
            and not any(word in str(fact.get("subject") or "").lower() for word in other)
        ]
        if stored:
            failures.append(f"stored as lasting: {stored}")
    if "ask" in case:
        await asyncio.sleep(float(case.get("wait", 0)))
        text = await client.context(user, case["ask"])
        for wanted in case.get("context_has", []):
            if not contains(text, wanted):
                failures.append(f"context lacks {wanted!r}")
        for unwanted in case.get("context_lacks", []):
            if contains(text, unwanted):
                failures.append(f"context has {unwanted!r}")
        if case.get("opposed") and opposed_unstated(text, case["opposed"]):
            failures.append(f"both of {case['opposed']!r} shown as current without a conflict line")
        if failures and case.get("verbose_context", True):
            failures.append("context: " + " | ".join(text.splitlines()[:12]))
    return Result(case, not failures, failures, real)


async def run_all(
    url: str, key: str, cases: list[dict[str, Any]], concurrency: int, batch: bool = False
) -> list[Result]:
    run = uuid.uuid4().hex[:8]
    limit = asyncio.Semaphore(concurrency)
    headers = {"Authorization": f"Bearer {key}"}
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=60) as http:
        client = Client(http)

        async def one(case: dict[str, Any]) -> Result:
            async with limit:
                try:
                    return await run_case(client, case, run, batch)
                except httpx.HTTPError as error:
                    return Result(case, False, [f"HTTP error: {error!r}"])

        return await asyncio.gather(*(one(case) for case in cases))


def report(results: list[Result], out: Any = sys.stdout) -> None:
    table: dict[tuple[str, str, str], list[Result]] = defaultdict(list)
    for result in results:
        table[(result.case["set"], result.case["class"], result.case["lang"])].append(result)
    print(f"{'set':<22} {'class':<22} {'lang':<4} {'pass':>7} {'real':>7}", file=out)
    for (name, klass, lang), group in sorted(table.items()):
        passed = sum(result.passed for result in group)
        reals = [result.real for result in group if result.real is not None]
        real = f"{sum(reals)}/{len(reals)}" if reals else "-"
        print(f"{name:<22} {klass:<22} {lang:<4} {passed:>3}/{len(group):<3} {real:>7}", file=out)
    for lang in ("en", "zh"):
        group = [result for result in results if result.case["lang"] == lang]
        if group:
            passed = sum(r.passed for r in group)
            print(f"{'all':<22} {'all':<22} {lang:<4} {passed:>3}/{len(group)}", file=out)
    print(f"total: {sum(r.passed for r in results)}/{len(results)} passed", file=out)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("files", nargs="+")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--key", required=True, help="an agent or admin key of one tenant")
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--failures", action="store_true", help="print each failed case and why")
    parser.add_argument("--json", help="write every result to this file")
    parser.add_argument("--batch", action="store_true", help="post each case's messages in one batch call")
    args = parser.parse_args()
    cases = load(args.files)
    results = asyncio.run(run_all(args.url, args.key, cases, args.concurrency, args.batch))
    report(results)
    if args.failures:
        for result in results:
            if not result.passed:
                print(f"\nFAIL {result.case['id']} ({result.case['_where']}): {result.case['say']}")
                for failure in result.failures:
                    print(f"   - {failure}")
    if args.json:
        rows = [
            {
                "id": r.case["id"],
                "class": r.case["class"],
                "lang": r.case["lang"],
                "passed": r.passed,
                "real": r.real,
                "failures": r.failures,
            }
            for r in results
        ]
        Path(args.json).write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
