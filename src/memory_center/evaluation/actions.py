"""The actions of a case: each calls the API once (plus a read of the fact it made) and records it."""

from datetime import UTC, datetime
from typing import Any

from memory_center.enums import CandidateStatus, Role
from memory_center.evaluation.case_model import (
    Accept,
    Action,
    Correct,
    Delete,
    EraseUser,
    Evidence,
    Invalidate,
    Propose,
    Reject,
    Say,
)
from memory_center.evaluation.case_run import Context

SOURCE = "mc-eval"


async def run_action(ctx: Context, action: Action) -> None:
    match action:
        case Say():
            await _say(ctx, action)
        case Propose():
            await _propose(ctx, action)
        case Accept(candidate=candidate, name=name, reason=reason):
            path = _candidate_path(ctx, candidate, "accept")
            body = await ctx.body(Role.REVIEWER, "POST", path, expect=200, json={"reason": reason})
            await _record_fact(ctx, name, body["fact"]["id"])
        case Reject(candidate=candidate, reason=reason):
            path = _candidate_path(ctx, candidate, "reject")
            await ctx.call(Role.REVIEWER, "POST", path, expect=200, json={"reason": reason})
        case Correct(fact=fact, name=name, object_value=value, reason=reason):
            patch = {"object_value": value, "reason": reason}
            path = _fact_path(ctx, fact)
            ctx.facts[name] = await ctx.body(Role.AGENT, "PATCH", path, expect=200, json=patch)
        case Invalidate(fact=fact, reason=reason):
            path = _fact_path(ctx, fact) + "/invalidate"
            await ctx.call(Role.REVIEWER, "POST", path, expect=200, json={"reason": reason})
        case Delete(fact=fact):
            await ctx.call(Role.AGENT, "DELETE", _fact_path(ctx, fact), expect=204)
        case EraseUser(user=user):
            await ctx.call(Role.ADMIN, "DELETE", f"/v1/users/{ctx.ns.id('user_id', user)}", expect=200)


def _fact_path(ctx: Context, name: str) -> str:
    return f"/v1/facts/{ctx.fact(name)['id']}"


def _candidate_path(ctx: Context, name: str, verb: str) -> str:
    return f"/v1/candidates/{ctx.candidate(name)['id']}/{verb}"


async def _record_fact(ctx: Context, name: str, fact_id: str) -> None:
    """Keep the fact as it was when made (with its evidence): later steps refer to it by name."""
    ctx.facts[name] = await ctx.body(Role.AGENT, "GET", f"/v1/facts/{fact_id}", expect=200)


async def _say(ctx: Context, say: Say) -> None:
    user = ctx.ns.id("user_id", say.user)
    body: dict[str, Any] = {
        "actor_type": "USER" if say.role == "user" else "AGENT",
        "actor_id": user if say.role == "user" else SOURCE,
        "user_id": user,
        "event_type": "message",
        "source": SOURCE,
        "payload": {"role": say.role, "text": say.text},
    }
    for field_name, value in (("session_id", say.session), ("task_id", say.task)):
        if value is not None:
            body[field_name] = ctx.ns.id(field_name, value)
    answer = await ctx.body(Role.AGENT, "POST", "/v1/events", expect=201, json=body)
    candidates: list[dict[str, Any]] = answer["candidates"]
    ctx.said[say.name] = candidates
    if candidates:
        ctx.candidates[say.name] = candidates[0]
    accepted = [c for c in candidates if c["status"] == CandidateStatus.ACCEPTED and c.get("fact_id")]
    if len(accepted) == 1:
        await _record_fact(ctx, say.name, accepted[0]["fact_id"])


def _evidence(ctx: Context, evidence: Evidence) -> dict[str, Any]:
    body: dict[str, Any] = {
        "evidence_type": evidence.evidence_type,
        "source_type": evidence.source_type,
        "source_system": SOURCE,
        "content": evidence.content,
    }
    if evidence.user is not None:
        body["user_id"] = ctx.ns.id("user_id", evidence.user)
    return body


def proposal_body(ctx: Context, propose: Propose, now: datetime) -> dict[str, Any]:
    body: dict[str, Any] = {
        "memory_type": propose.memory_type,
        "content": propose.content,
        "scope": propose.scope,
        "confidence": propose.confidence,
    }
    for field_name, value in (
        ("subject", propose.subject),
        ("predicate", propose.predicate),
        ("object_value", propose.object_value),
        ("user_id", propose.user),
        ("department_id", propose.department),
        ("agent_id", propose.agent),
        ("session_id", propose.session),
        ("task_id", propose.task),
    ):
        resolved = ctx.value(field_name, value)
        if resolved is not None:
            body[field_name] = resolved
    if propose.evidence is not None:
        body["evidence"] = _evidence(ctx, propose.evidence)
    for field_name, ago in (("valid_from", propose.valid_from), ("valid_until", propose.valid_until)):
        if ago is not None:
            body[field_name] = ago.before(now).isoformat()
    return body


async def _propose(ctx: Context, propose: Propose) -> None:
    body = proposal_body(ctx, propose, datetime.now(UTC))
    answer = await ctx.body(Role.AGENT, "POST", "/v1/candidates", expect=201, json=body)
    ctx.candidates[propose.name] = answer["candidate"]
    if answer["fact"] is not None:
        await _record_fact(ctx, propose.name, answer["fact"]["id"])
