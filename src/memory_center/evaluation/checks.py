"""The checks of a case: each reads the API and raises ``CaseFailure`` saying what it found instead."""

from collections.abc import Mapping
from datetime import datetime
from enum import Enum
from typing import Any

from memory_center.enums import CandidateStatus, Role
from memory_center.evaluation.case_model import (
    DEFAULT_USER,
    CandidateIs,
    Check,
    ConflictEvidence,
    ContextHas,
    ExportLacks,
    FactGone,
    FactIs,
    FactList,
    Holds,
    NotStored,
    Ref,
    Revisions,
    SaidOutcome,
    Until,
)
from memory_center.evaluation.case_run import CaseFailure, Context, dump


async def run_check(ctx: Context, check: Check) -> None:
    match check:
        case SaidOutcome():
            _said_outcome(ctx, check)
        case CandidateIs():
            await _candidate_is(ctx, check)
        case ConflictEvidence():
            await _conflict_evidence(ctx, check)
        case FactIs():
            await _fact_is(ctx, check)
        case FactGone(name=name):
            fact_id = ctx.fact(name)["id"]
            await ctx.call(Role.AGENT, "GET", f"/v1/facts/{fact_id}", expect=404)
            await ctx.call(Role.AGENT, "GET", f"/v1/facts/{fact_id}/revisions", expect=404)
        case FactList():
            await _fact_list(ctx, check)
        case Revisions():
            await _revisions(ctx, check)
        case ContextHas():
            await _context_has(ctx, check)
        case NotStored():
            await _not_stored(ctx, check)
        case ExportLacks():
            await _export_lacks(ctx, check)
        case Holds():
            await _holds(ctx, check)


def _plain(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def _candidates_text(candidates: list[dict[str, Any]]) -> str:
    return "[" + ", ".join(f"{c['status']} ({c.get('governance_reason')})" for c in candidates) + "]"


def _fact_text(ctx: Context, fact: Mapping[str, Any]) -> str:
    where = "".join(
        f" {name}={ctx.ns.show(fact[name])}"
        for name in ("task_id", "session_id", "agent_id")
        if fact.get(name)
    )
    return (
        f"{fact['scope']} {fact['memory_type']} {fact.get('subject')}/{fact.get('predicate')} = "
        f"{fact.get('object_value')!r} ({fact['status']}, revision {fact['revision']}{where}"
        f"{', until ' + str(fact['valid_until']) if fact.get('valid_until') else ''})"
    )


def _said_outcome(ctx: Context, check: SaidOutcome) -> None:
    if check.said not in ctx.said:
        raise CaseFailure(f"nothing was said as {check.said!r}")
    candidates = ctx.said[check.said]
    statuses = {c["status"] for c in candidates}
    accepted = sum(c["status"] == CandidateStatus.ACCEPTED for c in candidates)
    shown = _candidates_text(candidates)
    if check.accepted is not None and accepted != check.accepted:
        raise CaseFailure(
            f"{check.said!r}: {accepted} candidates ACCEPTED, expected {check.accepted}: {shown}"
        )
    if check.allowed is not None and not statuses <= check.allowed:
        allowed = " or ".join(sorted(check.allowed))
        raise CaseFailure(f"{check.said!r}: candidates {shown}, expected only {allowed}")
    if check.at_least_one and not candidates:
        raise CaseFailure(f"{check.said!r}: no candidate at all, expected one waiting for review")


async def _candidate_is(ctx: Context, check: CandidateIs) -> None:
    candidate = await ctx.body(
        Role.AGENT, "GET", f"/v1/candidates/{ctx.candidate(check.name)['id']}", expect=200
    )
    wanted: list[tuple[str, object]] = [
        ("status", check.status),
        ("governance_reason", check.reason),
    ]
    if check.fact is not None:
        wanted.append(("fact_id", ctx.fact(check.fact)["id"]))
    if check.conflict_with is not None:
        wanted.append(("conflict_fact_id", ctx.fact(check.conflict_with)["id"]))
    for field_name, want in wanted:
        if want is not None and candidate.get(field_name) != want:
            status, reason = candidate["status"], candidate.get("governance_reason")
            raise CaseFailure(
                f"candidate {check.name!r}: {field_name} is {candidate.get(field_name)!r}, expected "
                f"{_plain(want)!r} (status {status}, reason {reason})"
            )


async def _conflict_evidence(ctx: Context, check: ConflictEvidence) -> None:
    path = f"/v1/candidates/{ctx.candidate(check.candidate)['id']}"
    detail = await ctx.body(Role.AGENT, "GET", path, expect=200)
    linked = [e["id"] for e in detail["evidence"] if e["relation"] == "CONFLICT"]
    expected = [e["id"] for e in ctx.fact(check.fact)["evidence"]]
    if linked != expected:
        raise CaseFailure(
            f"candidate {check.candidate!r} links {len(linked)} CONFLICT evidence, expected the "
            f"{len(expected)} evidence of fact {check.fact!r}"
        )


async def _fact_is(ctx: Context, check: FactIs) -> None:
    fact = await ctx.body(Role.AGENT, "GET", f"/v1/facts/{ctx.fact(check.name)['id']}", expect=200)
    for field_name, want in check.fields.items():
        got = fact.get(field_name)
        if got != ctx.expected(field_name, want):
            raise CaseFailure(
                f"fact {check.name!r}: {field_name} is {ctx.ns.show(got)!r}, expected {_plain(want)!r} "
                f"— {_fact_text(ctx, fact)}"
            )
    if check.supersedes is not None:
        predecessor = ctx.fact(check.supersedes)["id"]
        if fact["supersedes_id"] != predecessor:
            raise CaseFailure(
                f"fact {check.name!r} does not supersede {check.supersedes!r} — {_fact_text(ctx, fact)}"
            )
    if check.evidence is not None:
        first = fact["evidence"][0]["content"] if fact["evidence"] else None
        if first != check.evidence:
            raise CaseFailure(f"fact {check.name!r} rests on {first!r}, expected {check.evidence!r}")


def _list_params(ctx: Context, check: FactList) -> dict[str, str]:
    where: dict[str, str | Ref | None] = {"user_id": DEFAULT_USER, **check.where}
    params: dict[str, str] = {"limit": "500"}
    for field_name, value in where.items():
        resolved = ctx.value(field_name, value)
        if resolved is not None:
            params[field_name] = resolved
    if check.as_of is not None:
        params["as_of"] = ctx.fact(check.as_of)["valid_from"]
    return params


def _matches(ctx: Context, fact: Mapping[str, Any], expectation: Mapping[str, object]) -> bool:
    for field_name, want in expectation.items():
        if field_name == "is":
            if fact["id"] != ctx.fact(str(want))["id"]:
                return False
        elif isinstance(want, Until):
            until = fact.get("valid_until")
            if until is None or datetime.fromisoformat(until) != want.of(
                datetime.fromisoformat(fact["valid_from"])
            ):
                return False
        elif fact.get(field_name) != ctx.expected(field_name, want):
            return False
    return True


def _expectation_text(expectation: Mapping[str, object]) -> str:
    return ", ".join(
        f"fact {want!r}" if name == "is" else f"{name}={_plain(want)!r}" for name, want in expectation.items()
    )


async def _fact_list(ctx: Context, check: FactList) -> None:
    params = _list_params(ctx, check)
    facts = await ctx.items("/v1/facts", params)
    if len(facts) == len(check.expect) and all(
        _matches(ctx, fact, want) for fact, want in zip(facts, check.expect, strict=True)
    ):
        return
    shown_params = ", ".join(f"{k}={ctx.ns.show(v)}" for k, v in params.items() if k != "limit")
    got = "; ".join(_fact_text(ctx, fact) for fact in facts) or "nothing"
    want = "; ".join(f"({_expectation_text(e)})" for e in check.expect) or "nothing"
    raise CaseFailure(f"facts ({shown_params}) are: {got} — expected: {want}")


async def _revisions(ctx: Context, check: Revisions) -> None:
    path = f"/v1/facts/{ctx.fact(check.fact)['id']}/revisions"
    values = tuple(item.get(check.field) for item in await ctx.items(path))
    if values != check.values:
        raise CaseFailure(f"revisions of {check.fact!r} have {check.field} {values}, expected {check.values}")


async def _not_stored(ctx: Context, check: NotStored) -> None:
    params = {"user_id": ctx.ns.id("user_id", check.user), "limit": "500"}
    listed = await ctx.items("/v1/candidates", params)
    if check.text in dump(listed) or check.text in dump(ctx.said):
        raise CaseFailure(f"a candidate stores the sensitive text {check.text!r}")


async def _export_lacks(ctx: Context, check: ExportLacks) -> None:
    if Role.ADMIN not in ctx.keys:
        ctx.notes.append(f"export check for {check.text!r} skipped: no admin key")
        return
    user = ctx.ns.id("user_id", check.user)
    export = await ctx.body(Role.ADMIN, "GET", f"/v1/users/{user}/export", expect=200)
    if check.text in dump(export):
        raise CaseFailure(f"the user's export still holds {check.text!r}")


async def _context_has(ctx: Context, check: ContextHas) -> None:
    body: dict[str, Any] = {"user_id": ctx.ns.id("user_id", check.user), "query": check.query}
    if check.session is not None:
        body["session_id"] = ctx.ns.id("session_id", check.session)
    answer = await ctx.body(Role.AGENT, "POST", "/v1/context", expect=200, json=body)
    text = str(answer.get("text", ""))
    missing = [wanted for wanted in check.contains if wanted not in text]
    present = [unwanted for unwanted in check.lacks if unwanted in text]
    if missing or present:
        shown = text if len(text) <= 400 else text[:400] + "…"
        raise CaseFailure(
            f"context for {check.query!r} lacks {missing} / holds {present}; its text: {shown!r}"
        )


def _said_in(fact: Mapping[str, Any]) -> str:
    return " ".join(str(fact.get(name) or "") for name in ("object_value", "content", "subject")).casefold()


async def _holds(ctx: Context, check: Holds) -> None:
    params = {"user_id": ctx.ns.id("user_id", check.user), "status": "ACTIVE", "limit": "500"}
    facts = await ctx.items("/v1/facts", params)
    texts = [_said_in(fact) for fact in facts]
    rules = [_said_in(f) for f in facts if f["scope"] == "USER" and f["memory_type"] == "CONSTRAINT"]
    problems = [f"lacks {want!r}" for want in check.has if not any(want.casefold() in t for t in texts)]
    problems += [f"holds {gone!r}" for gone in check.lacks if any(gone.casefold() in t for t in texts)]
    problems += [
        f"no USER rule on {c!r}" for c in check.constraint if not any(c.casefold() in t for t in rules)
    ]
    others = [word.casefold() for word in check.other]
    if check.nothing_lasting and any(
        fact["scope"] == "USER"
        and not any(word in str(fact.get("subject") or "").casefold() for word in others)
        for fact in facts
    ):
        problems.append("stores a lasting memory")
    if problems:
        got = "; ".join(_fact_text(ctx, fact) for fact in facts) or "nothing"
        raise CaseFailure(f"active facts {', '.join(problems)}: {got}")
