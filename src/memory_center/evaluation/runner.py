"""Runs cases against any Memory Center (a URL, or an app in-process through httpx's ASGI transport).

Each case runs in its own namespace (every caller id prefixed with ``mc-eval-<run>-<n>-``) and cleans up
after itself: it deletes every fact it made and, given an admin key, erases its users, so nothing of the
run is left but content-free rows (audit tombstones; the wording-less candidate of a department fact,
which has no user to erase). Without an admin key the events, evidence and candidates stay
behind in the namespace (facts are deleted, and with them the text of the events they came from).
"""

import asyncio
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

import httpx

from memory_center.enums import Role
from memory_center.evaluation.actions import run_action
from memory_center.evaluation.case_model import Action, Case, Step
from memory_center.evaluation.case_run import CaseFailure, Context, MissingRole, Namespace
from memory_center.evaluation.checks import run_check

Outcome = Literal["passed", "failed", "skipped"]
Cleanup = Literal["erased", "facts deleted", "kept", "incomplete"]

FACT_STATUSES = ("ACTIVE", "SUPERSEDED", "EXPIRED", "INVALIDATED")


@dataclass
class CaseResult:
    case: Case
    outcome: Outcome
    reason: str = ""
    notes: list[str] = field(default_factory=list)
    facts: dict[str, str] = field(default_factory=dict)
    """The id of every fact the case recorded, by the name the case gave it."""
    namespace: str = ""
    cleanup: Cleanup = "kept"
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return self.outcome == "passed"


class Runner:
    """Runs cases with one key per role; a case whose actions need a missing role is skipped."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        keys: Mapping[Role, str],
        *,
        run_id: str | None = None,
        cleanup: bool = True,
    ) -> None:
        self.client = client
        self.keys = dict(keys)
        self.run_id = run_id or uuid.uuid4().hex[:8]
        self.cleanup = cleanup

    def namespace(self, index: int) -> Namespace:
        return Namespace(f"mc-eval-{self.run_id}-{index:02d}-")

    async def run(self, case: Case, index: int = 0) -> CaseResult:
        ns = self.namespace(index)
        missing = sorted(case.roles() - self.keys.keys())
        if missing:
            return CaseResult(case, "skipped", str(MissingRole(missing[0])), namespace=ns.prefix)
        ctx = Context(self.client, self.keys, ns)
        started = time.monotonic()
        outcome, reason = await _execute(ctx, case.steps)
        result = CaseResult(case, outcome, reason, ctx.notes, namespace=ns.prefix)
        result.facts = {name: str(fact["id"]) for name, fact in ctx.facts.items()}
        if self.cleanup:
            result.cleanup = await clean_up(ctx)
        result.seconds = time.monotonic() - started
        return result

    async def run_all(
        self,
        cases: Iterable[Case],
        *,
        concurrency: int = 4,
        on_result: Callable[[CaseResult], None] | None = None,
    ) -> list[CaseResult]:
        """Every case, ``concurrency`` at a time; results in the order of ``cases``."""
        gate = asyncio.Semaphore(max(1, concurrency))

        async def one(index: int, case: Case) -> CaseResult:
            async with gate:
                result = await self.run(case, index)
            if on_result is not None:
                on_result(result)
            return result

        return list(await asyncio.gather(*(one(i, case) for i, case in enumerate(cases))))


async def _execute(ctx: Context, steps: Iterable[Step]) -> tuple[Outcome, str]:
    try:
        for step in steps:
            if isinstance(step, Action):
                await run_action(ctx, step)
            else:
                await run_check(ctx, step)
    except CaseFailure as failure:
        return "failed", str(failure)
    except MissingRole as missing:
        return "skipped", str(missing)
    except httpx.HTTPError as error:
        return "failed", f"{type(error).__name__}: {error}"
    except (KeyError, TypeError, ValueError) as error:  # an answer not shaped as API.md says
        return "failed", f"unexpected answer: {type(error).__name__}: {error}"
    return "passed", ""


async def _facts_of(ctx: Context, field_name: str, owner: str) -> set[str]:
    found: set[str] = set()
    for status in FACT_STATUSES:
        params = {field_name: owner, "status": status, "limit": "500"}
        response = await ctx.send(Role.AGENT, "GET", "/v1/facts", params=params)
        if response.status_code == 200:
            found.update(str(fact["id"]) for fact in response.json()["items"])
    return found


async def _delete_facts(ctx: Context, *, of_users: bool) -> list[str]:
    doomed = {str(fact["id"]) for fact in ctx.facts.values() if fact.get("user_id") is None}
    owners = [("department_id", department) for department in ctx.ns.ids("department_id")]
    if of_users:
        owners += [("user_id", user) for user in ctx.ns.ids("user_id")]
    for field_name, owner in owners:
        doomed |= await _facts_of(ctx, field_name, owner)
    problems = []
    for fact_id in sorted(doomed):
        response = await ctx.send(Role.AGENT, "DELETE", f"/v1/facts/{fact_id}")
        if response.status_code not in (204, 404):
            problems.append(f"cleanup: DELETE /v1/facts/{fact_id} answered {response.status_code}")
    return problems


async def _erase_users(ctx: Context) -> list[str]:
    problems = []
    for user in ctx.ns.ids("user_id"):
        response = await ctx.send(Role.ADMIN, "DELETE", f"/v1/users/{user}")
        if response.status_code != 200:
            problems.append(f"cleanup: DELETE /v1/users/{user} answered {response.status_code}")
    return problems


async def clean_up(ctx: Context) -> Cleanup:
    """Delete every fact of the case's departments and users; erase the users, given an admin key."""
    erase = Role.ADMIN in ctx.keys
    try:
        problems = await _delete_facts(ctx, of_users=not erase)
        if erase:
            problems += await _erase_users(ctx)
    except (httpx.HTTPError, KeyError, TypeError, ValueError) as error:
        problems = [f"cleanup: {type(error).__name__}: {error}"]
    ctx.notes.extend(problems)
    if problems:
        return "incomplete"
    return "erased" if erase else "facts deleted"
