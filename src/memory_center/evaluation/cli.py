"""``memory-center eval``: the evaluation suite against any running instance, as a scorecard."""

import argparse
import asyncio
import logging
import os
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

import httpx

from memory_center.enums import Role
from memory_center.evaluation.case_model import FAMILIES, Case, Family
from memory_center.evaluation.data import SMOKE, CaseFileError, load_cases
from memory_center.evaluation.runner import CaseResult, Runner
from memory_center.evaluation.scorecard import Run, render_json, render_text

EXIT_FAILED = 1
EXIT_UNUSABLE = 2


DESCRIPTION = """\
Play evaluation cases (should remember, should not remember, should forget, conflict, and the
memory-judgement and standing-rule families) against a running Memory Center through its HTTP API and
print a scorecard with the pass rate of every family.

The cases are JSON-lines files (--cases, a file or a directory of *.jsonl; default: the smoke set
shipped with the package). The project's whole suite is evals/cases/ in its repository; the format is
described in evals/README.md.

Every case works under ids of its own (mc-eval-<run>-<n>-...), so it never touches real users, and
cleans up after itself: the facts it made are deleted; given --admin-key its users are erased too
(without it their events, evidence and candidates stay behind under those ids).

Keys may come from MC_EVAL_KEY, MC_EVAL_REVIEWER_KEY and MC_EVAL_ADMIN_KEY instead of the command line
(kept out of the process list); all keys must belong to one tenant. A case whose actions need a role
no key has is skipped, not failed.

Exit status: 0 when no case failed, 1 when one did, 2 when the run could not start (unreachable URL,
refused key, a key without the role it was given for)."""


class Unusable(Exception):
    """The run cannot start: the service is unreachable or a key is refused or lacks its role."""


@dataclass(frozen=True)
class Options:
    url: str
    key: str
    reviewer_key: str | None = None
    admin_key: str | None = None
    families: tuple[Family, ...] = ()
    cases: tuple[str, ...] = ()
    """Case files and directories (none: the smoke set shipped with the package)."""
    case_ids: tuple[str, ...] = ()
    as_json: bool = False
    concurrency: int = 4
    timeout: float = 30.0
    keep: bool = False
    verbose: bool = False


def add_parser(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> argparse.ArgumentParser:
    parser = commands.add_parser(
        "eval",
        help="run the evaluation suite (every family, or those named) against a running instance and "
        "print a scorecard",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    env = os.environ.get
    parser.add_argument("--url", default=env("MC_EVAL_URL", "http://127.0.0.1:8000"), help="service base URL")
    parser.add_argument("--key", default=env("MC_EVAL_KEY"), help="an agent (or reviewer) key [MC_EVAL_KEY]")
    parser.add_argument(
        "--reviewer-key",
        default=env("MC_EVAL_REVIEWER_KEY"),
        help="a reviewer key for the cases that accept, reject or invalidate (default: --key, if it may)",
    )
    parser.add_argument(
        "--admin-key",
        default=env("MC_EVAL_ADMIN_KEY"),
        help="a tenant admin key: runs the erasure and export checks and erases the run's users afterwards",
    )
    parser.add_argument(
        "--cases",
        action="append",
        default=[],
        metavar="PATH",
        help="a case file or a directory of *.jsonl case files (repeatable; default: the smoke set, "
        f"{SMOKE.name}/ in the package)",
    )
    parser.add_argument(
        "--family",
        action="append",
        choices=list(FAMILIES),
        help="this family (repeatable; default: all of them)",
    )
    parser.add_argument(
        "--case", action="append", default=[], help="this case too, by id or family/id (repeatable)"
    )
    parser.add_argument("--json", action="store_true", help="print the scorecard as JSON")
    parser.add_argument("--concurrency", type=int, default=4, help="cases run at once (default 4)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per request (default 30)")
    parser.add_argument("--keep", action="store_true", help="leave the run's data in place (for debugging)")
    parser.add_argument("--list", action="store_true", help="list the cases and exit")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="print each case as it finishes (stderr)"
    )
    parser.set_defaults(handler=cmd_eval)
    return parser


def cmd_eval(args: argparse.Namespace) -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request is not a scorecard
    families: tuple[Family, ...] = tuple(args.family or ())
    if args.list:
        try:
            listed = select(families, tuple(args.case), tuple(args.cases))
        except CaseFileError as error:
            print(f"memory-center eval: error: {error}", file=sys.stderr)
            raise SystemExit(EXIT_UNUSABLE) from None
        for case in listed:
            marker = "  [not yet]" if case.not_yet else ""
            print(f"{case.key:<50} {case.language}  {case.title}{marker}")
        return
    if not args.key:
        raise SystemExit("memory-center eval: --key (or MC_EVAL_KEY) is required")
    options = Options(
        url=args.url,
        key=args.key,
        reviewer_key=args.reviewer_key,
        admin_key=args.admin_key,
        families=families,
        cases=tuple(args.cases),
        case_ids=tuple(args.case),
        as_json=args.json,
        concurrency=args.concurrency,
        timeout=args.timeout,
        keep=args.keep,
        verbose=args.verbose,
    )
    raise SystemExit(asyncio.run(evaluate(options)))


def select(
    families: tuple[Family, ...], case_ids: tuple[str, ...], paths: tuple[str, ...] = ()
) -> tuple[Case, ...]:
    """The cases of these files (default: the smoke set) of these families plus these cases (by id or
    family/id); all of them when neither is given. Raises ``CaseFileError`` for a malformed file."""
    cases = load_cases(*paths)
    if not families and not case_ids:
        return cases
    return tuple(
        case for case in cases if case.family in families or case.id in case_ids or case.key in case_ids
    )


async def evaluate(
    options: Options,
    cases: Sequence[Case] | None = None,
    out: TextIO | None = None,
    transport: httpx.AsyncBaseTransport | None = None,
) -> int:
    """Run the suite (or ``cases``) and print the scorecard to ``out``; returns the exit code."""
    out = out or sys.stdout
    try:
        chosen = select(options.families, options.case_ids, options.cases) if cases is None else tuple(cases)
    except CaseFileError as error:
        print(f"memory-center eval: error: {error}", file=sys.stderr)
        return EXIT_UNUSABLE
    if not chosen:
        print("memory-center eval: error: no case matches --family / --case", file=sys.stderr)
        return EXIT_UNUSABLE
    started = time.monotonic()
    async with httpx.AsyncClient(
        base_url=options.url, timeout=options.timeout, transport=transport
    ) as client:
        try:
            keys = await resolve_keys(client, options)
        except (Unusable, httpx.HTTPError) as error:
            print(f"memory-center eval: error: {error}", file=sys.stderr)
            return EXIT_UNUSABLE
        runner = Runner(client, keys, run_id=uuid.uuid4().hex[:8], cleanup=not options.keep)
        on_result = _progress if options.verbose else None
        results = await runner.run_all(chosen, concurrency=options.concurrency, on_result=on_result)
    roles = {role: role in keys for role in Role}
    run = Run(options.url, runner.run_id, roles, results, time.monotonic() - started)
    print(render_json(run) if options.as_json else render_text(run), file=out)
    return run.exit_code


def _progress(result: CaseResult) -> None:
    detail = f": {result.reason}" if result.reason else ""
    print(f"{result.outcome:<8} {result.case.key}{detail}", file=sys.stderr, flush=True)


async def _probe(client: httpx.AsyncClient, key: str, role: Role) -> bool:
    """Whether the key has the role, asked harmlessly: a review of no candidate, the index backlog."""
    headers = {"Authorization": f"Bearer {key}"}
    if role is Role.AGENT:
        response = await client.get("/v1/facts", params={"limit": "1"}, headers=headers)
        has, lacks = 200, 403
    elif role is Role.REVIEWER:
        path = f"/v1/candidates/{uuid.uuid4()}/reject"
        response = await client.post(path, json={"reason": "mc-eval role probe"}, headers=headers)
        has, lacks = 404, 403
    else:
        response = await client.get("/v1/index/status", headers=headers)
        has, lacks = 200, 403
    if response.status_code == 401:
        raise Unusable(f"a key was refused by {client.base_url} (401): {response.text[:200]}")
    if response.status_code not in (has, lacks):
        raise Unusable(
            f"probing the {role.value} role answered {response.status_code}: {response.text[:200]}"
        )
    return response.status_code == has


async def resolve_keys(client: httpx.AsyncClient, options: Options) -> dict[Role, str]:
    """The key to use for each role: the explicit one (which must have it), else --key if it may."""
    if not await _probe(client, options.key, Role.AGENT):
        raise Unusable("--key may not read facts: give an agent, reviewer or admin key of a tenant")
    keys = {Role.AGENT: options.key}
    for role, explicit in ((Role.REVIEWER, options.reviewer_key), (Role.ADMIN, options.admin_key)):
        if explicit is not None:
            if not await _probe(client, explicit, role):
                raise Unusable(f"--{role.value}-key does not have the {role.value} role")
            keys[role] = explicit
        elif await _probe(client, options.key, role):
            keys[role] = options.key
    if Role.REVIEWER not in keys and Role.ADMIN in keys:
        keys[Role.REVIEWER] = keys[Role.ADMIN]
    return keys
