"""What each API call sends and how its answer is read, written once for both clients.

A `Call` is a plain description (method, path, query, body, how to parse the answer, and whether it is
safe to send twice); `MemoryCenter` and `AsyncMemoryCenter` only execute it. Bodies leave out the
arguments the caller did not give, so the service's defaults apply.
"""

import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, TypeVar
from urllib.parse import quote

from pydantic import BaseModel

from memory_center_client import models as m
from memory_center_client.errors import InvalidArgument

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)


class Unset:
    """Marks an argument that was not given (where None means "clear it")."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET = Unset()


@dataclass(frozen=True)
class Call(Generic[T]):
    method: str
    path: str
    parse: Callable[[Any], T]
    params: dict[str, Any] = field(default_factory=dict)
    json: Any = None
    # Safe to send again when the first attempt's outcome is unknown (a read, or a write that carries
    # an idempotency key or an expected version).
    idempotent: bool = False


def model(kind: type[M]) -> Callable[[Any], M]:
    return kind.model_validate


def page(kind: type[M]) -> Callable[[Any], m.Page[M]]:
    return m.Page[kind].model_validate  # type: ignore[valid-type]


def nothing(_: Any) -> None:
    return None


def new_idempotency_key() -> str:
    return "sdk-" + uuid.uuid4().hex


def segment(value: str) -> str:
    """One path segment, escaped (task and user ids are the caller's own strings)."""
    return quote(value, safe="")


def jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", exclude_unset=True)
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    return value


def given(**fields: Any) -> dict[str, Any]:
    """The fields that were given (None and UNSET left out), ready for JSON or a query string."""
    return {k: jsonable(v) for k, v in fields.items() if v is not None and not isinstance(v, Unset)}


# --- admin -------------------------------------------------------------------------------------------


def create_api_key(tenant_id: str, role: str, name: str | None) -> Call[m.ApiKey]:
    body = given(tenant_id=tenant_id, role=role, name=name)
    return Call("POST", "/v1/admin/api-keys", model(m.ApiKey), json=body)


def revoke_api_key(key_id: str) -> Call[None]:
    return Call("DELETE", f"/v1/admin/api-keys/{segment(key_id)}", nothing, idempotent=True)


def whoami() -> Call[m.WhoAmI]:
    return Call("GET", "/v1/whoami", model(m.WhoAmI), idempotent=True)


def index_status() -> Call[m.IndexStatus]:
    return Call("GET", "/v1/index/status", model(m.IndexStatus), idempotent=True)


# --- events and evidence -----------------------------------------------------------------------------


def with_key(event: Mapping[str, Any]) -> dict[str, Any]:
    """The event as JSON with an idempotency key (a new one when it has none): retries are then safe."""
    body = jsonable(event)
    if not body.get("idempotency_key"):
        body["idempotency_key"] = new_idempotency_key()
    return dict(body)


def create_event(event: Mapping[str, Any]) -> Call[m.IngestResult]:
    return Call("POST", "/v1/events", model(m.IngestResult), json=with_key(event), idempotent=True)


def create_events(events: Iterable[Mapping[str, Any]]) -> Call[m.BatchResult]:
    body = {"events": [with_key(event) for event in events]}
    return Call("POST", "/v1/events/batch", model(m.BatchResult), json=body, idempotent=True)


def require_text(**arguments: Any) -> None:
    """Each argument must be a non-empty string; the error names it as the caller passed it."""
    for name, value in arguments.items():
        if not isinstance(value, str) or not value.strip():
            raise InvalidArgument(f"{name} must be a non-empty string, got {value!r}")


def message_event(
    user_id: str,
    text: str,
    role: str,
    session_id: str | None,
    task_id: str | None,
    agent_id: str | None,
    source: str,
    extra: Mapping[str, Any],
) -> dict[str, Any]:
    """A conversation turn as the contract spells it: `event_type: "message"`. The user id becomes
    the event's `actor_id` too, so a bad one is reported here under its own name."""
    require_text(user_id=user_id)
    by_user = role == "user"
    event = given(
        actor_type="USER" if by_user else "AGENT",
        actor_id=user_id if by_user else (agent_id or "agent"),
        user_id=user_id,
        session_id=session_id,
        task_id=task_id,
        agent_id=agent_id,
        event_type="message",
        source=source,
        payload={"role": role, "text": text},
    )
    event.update(given(**extra))
    return event


def get_event(event_id: str) -> Call[m.Event]:
    return Call("GET", f"/v1/events/{segment(event_id)}", model(m.Event), idempotent=True)


def list_events(filters: dict[str, Any]) -> Call[m.Page[m.Event]]:
    return Call("GET", "/v1/events", page(m.Event), params=given(**filters), idempotent=True)


def create_evidence(evidence: Mapping[str, Any]) -> Call[m.Evidence]:
    return Call("POST", "/v1/evidence", model(m.Evidence), json=jsonable(evidence))


def get_evidence(evidence_id: str) -> Call[m.Evidence]:
    return Call("GET", f"/v1/evidence/{segment(evidence_id)}", model(m.Evidence), idempotent=True)


# --- candidates --------------------------------------------------------------------------------------


def create_candidate(candidate: Mapping[str, Any]) -> Call[m.CandidateSubmitted]:
    return Call("POST", "/v1/candidates", model(m.CandidateSubmitted), json=jsonable(candidate))


def list_candidates(filters: dict[str, Any]) -> Call[m.Page[m.Candidate]]:
    return Call("GET", "/v1/candidates", page(m.Candidate), params=given(**filters), idempotent=True)


def get_candidate(candidate_id: str) -> Call[m.CandidateDetail]:
    path = f"/v1/candidates/{segment(candidate_id)}"
    return Call("GET", path, model(m.CandidateDetail), idempotent=True)


def accept_candidate(
    candidate_id: str, reason: str | None, content: str | None, object_value: str | None
) -> Call[m.CandidateAccepted]:
    body = given(reason=reason, content=content, object_value=object_value)
    path = f"/v1/candidates/{segment(candidate_id)}/accept"
    return Call("POST", path, model(m.CandidateAccepted), json=body)


def reject_candidate(candidate_id: str, reason: str) -> Call[m.CandidateRejected]:
    path = f"/v1/candidates/{segment(candidate_id)}/reject"
    return Call("POST", path, model(m.CandidateRejected), json={"reason": reason})


# --- facts -------------------------------------------------------------------------------------------


def list_facts(filters: dict[str, Any]) -> Call[m.Page[m.Fact]]:
    return Call("GET", "/v1/facts", page(m.Fact), params=given(**filters), idempotent=True)


def get_fact(fact_id: str) -> Call[m.FactDetail]:
    return Call("GET", f"/v1/facts/{segment(fact_id)}", model(m.FactDetail), idempotent=True)


def fact_revisions(fact_id: str) -> Call[list[m.FactRevision]]:
    def parse(body: Any) -> list[m.FactRevision]:
        return m.Page[m.FactRevision].model_validate(body).items

    return Call("GET", f"/v1/facts/{segment(fact_id)}/revisions", parse, idempotent=True)


def patch_fact(
    fact_id: str,
    reason: str,
    content: str | None,
    object_value: str | None,
    valid_until: datetime | None,
) -> Call[m.FactDetail]:
    body = given(reason=reason, content=content, object_value=object_value, valid_until=valid_until)
    return Call("PATCH", f"/v1/facts/{segment(fact_id)}", model(m.FactDetail), json=body)


def invalidate_fact(fact_id: str, reason: str) -> Call[m.FactDetail]:
    path = f"/v1/facts/{segment(fact_id)}/invalidate"
    return Call("POST", path, model(m.FactDetail), json={"reason": reason})


def delete_fact(fact_id: str, reason: str | None) -> Call[None]:
    path = f"/v1/facts/{segment(fact_id)}"
    # The reason goes in the body: the service refuses it in the URL (URLs end up in access logs).
    return Call("DELETE", path, nothing, json=given(reason=reason) or None, idempotent=True)


# --- retrieval ---------------------------------------------------------------------------------------


def retrieve(query: dict[str, Any]) -> Call[m.RetrieveResult]:
    return Call("POST", "/v1/retrieve", model(m.RetrieveResult), json=given(**query), idempotent=True)


def context(query: dict[str, Any]) -> Call[m.ContextResult]:
    return Call("POST", "/v1/context", model(m.ContextResult), json=given(**query), idempotent=True)


def get_trace(trace_id: str) -> Call[m.Trace]:
    return Call("GET", f"/v1/traces/{segment(trace_id)}", model(m.Trace), idempotent=True)


# --- tasks -------------------------------------------------------------------------------------------


def create_task(body: dict[str, Any]) -> Call[m.Task]:
    return Call("POST", "/v1/tasks", model(m.Task), json=given(**body))


def get_task(task_id: str) -> Call[m.Task]:
    return Call("GET", f"/v1/tasks/{segment(task_id)}", model(m.Task), idempotent=True)


def transition_task(task_id: str, body: dict[str, Any]) -> Call[m.Task]:
    # expected_version makes a repeat harmless: it answers 409 instead of moving twice.
    path = f"/v1/tasks/{segment(task_id)}/transitions"
    return Call("POST", path, model(m.Task), json=given(**body) | nulls(body), idempotent=True)


def update_task_state(task_id: str, body: dict[str, Any]) -> Call[m.Task]:
    path = f"/v1/tasks/{segment(task_id)}/state"
    return Call("PUT", path, model(m.Task), json=given(**body) | nulls(body), idempotent=True)


def nulls(body: dict[str, Any]) -> dict[str, Any]:
    """`current_step=None` given explicitly clears the step: it is sent as null."""
    return {"current_step": None} if "current_step" in body and body["current_step"] is None else {}


def task_transitions(task_id: str, limit: int | None, cursor: str | None) -> Call[m.Page[m.TaskTransition]]:
    path = f"/v1/tasks/{segment(task_id)}/transitions"
    params = given(limit=limit, cursor=cursor)
    return Call("GET", path, page(m.TaskTransition), params=params, idempotent=True)


# --- users -------------------------------------------------------------------------------------------


def export_user(user_id: str) -> Call[m.UserExport]:
    return Call("GET", f"/v1/users/{segment(user_id)}/export", model(m.UserExport), idempotent=True)


def erase_user(user_id: str) -> Call[m.Erased]:
    return Call("DELETE", f"/v1/users/{segment(user_id)}", model(m.Erased), idempotent=True)
