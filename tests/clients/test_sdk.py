"""The synchronous SDK against the live service: every method, its typed answer, and its errors."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from clients.conftest import SdkTenant
from memory_center_client import (
    ApiError,
    AuthenticationError,
    BatchItemError,
    Conflict,
    IngestResult,
    MemoryCenter,
    NotFound,
    PermissionDenied,
    Task,
    ValidationError,
)

USER = "u-sdk"


def evidence(content: str, source_type: str = "USER_STATED") -> dict[str, Any]:
    return {
        "evidence_type": "CONVERSATION",
        "source_type": source_type,
        "source_system": "sdk-test",
        "user_id": USER,
        "content": content,
    }


def workplace(mc: MemoryCenter, value: str, **fields: Any) -> Any:
    return mc.create_candidate(
        memory_type="FACT",
        content=f"Works at {value}",
        subject="user",
        predicate="workplace",
        object_value=value,
        scope="USER",
        user_id=USER,
        confidence=0.9,
        **fields,
    )


def test_remember_then_context_retrieve_and_trace(agent: MemoryCenter) -> None:
    remembered = agent.remember(USER, "I live in Munich", session_id="s-1")
    assert isinstance(remembered, IngestResult)
    assert remembered.event.payload == {"role": "user", "text": "I live in Munich"}
    assert remembered.event.actor_type == "USER" and remembered.event.user_id == USER
    assert remembered.event.idempotency_key and remembered.event.idempotency_key.startswith("sdk-")

    context = agent.context(user_id=USER, query="where do I live?", session_id="s-1", token_budget=400)
    assert "Munich" in context.text
    assert 0 < context.tokens <= 400
    found = agent.retrieve(query="Munich", user_id=USER, include_evidence=True, k=5)
    assert any("Munich" in item.content for item in found.items)
    trace = agent.get_trace(found.trace_id)
    assert trace.kind == "retrieve"
    assert {item.id for item in trace.items} == {item.id for item in found.items}


def test_an_assistant_turn_is_reported_as_the_agent(agent: MemoryCenter) -> None:
    said = agent.remember(USER, "Noted: you prefer aisle seats.", role="assistant", agent_id="travel-bot")
    assert (said.event.actor_type, said.event.actor_id) == ("AGENT", "travel-bot")
    assert said.event.payload["role"] == "assistant"


def test_events_idempotency_get_list_and_pagination(agent: MemoryCenter) -> None:
    first = agent.create_event(
        actor_type="TOOL",
        actor_id="crm",
        event_type="crm_sync",
        source="crm",
        payload={"account": 7},
        user_id=USER,
        idempotency_key="sync-7",
    )
    again = agent.create_event(
        actor_type="TOOL",
        actor_id="crm",
        event_type="crm_sync",
        source="crm",
        payload={"account": 7},
        user_id=USER,
        idempotency_key="sync-7",
    )
    assert (first.duplicate, again.duplicate) == (False, True)
    assert again.event.id == first.event.id
    with pytest.raises(Conflict) as reused:
        agent.create_event(
            actor_type="TOOL",
            actor_id="crm",
            event_type="crm_sync",
            source="crm",
            payload={},
            idempotency_key="sync-7",
        )
    assert reused.value.code == "idempotency_key_reused"
    assert agent.get_event(first.event.id).payload == {"account": 7}

    for n in range(4):
        agent.remember(USER, f"note number {n}", session_id="s-page", extract=False)
    page = agent.list_events(session_id="s-page", limit=3)
    assert len(page.items) == 3 and page.next_cursor
    rest = agent.list_events(session_id="s-page", limit=3, cursor=page.next_cursor)
    assert len(rest.items) == 1 and rest.next_cursor is None
    texts = [event.payload["text"] for event in agent.iter_events(session_id="s-page", limit=2)]
    assert texts == [f"note number {n}" for n in range(4)]


def test_batch_answers_in_order_and_a_bad_item_fails_alone(agent: MemoryCenter) -> None:
    good = {
        "actor_type": "USER",
        "actor_id": USER,
        "user_id": USER,
        "event_type": "message",
        "source": "sdk-test",
        "payload": {"role": "user", "text": "我住在上海"},
        "extract": False,
    }
    bad = {**good, "payload": {"role": "someone", "text": "hi"}}
    result = agent.create_events([good, bad, {**good, "idempotency_key": "mine-1"}])
    first, failed, third = result.results
    assert isinstance(first, IngestResult) and first.event.idempotency_key
    assert isinstance(failed, BatchItemError) and failed.error["code"]
    assert isinstance(third, IngestResult) and third.event.idempotency_key == "mine-1"


def test_evidence_create_and_get(agent: MemoryCenter) -> None:
    created = agent.create_evidence(**evidence("The contract renews on 2027-01-01", "TOOL_RESULT"))
    assert created.source_type == "TOOL_RESULT"
    assert agent.get_evidence(created.id).content == "The contract renews on 2027-01-01"
    with pytest.raises(NotFound) as caught:
        agent.get_evidence("00000000-0000-0000-0000-000000000000")
    assert (caught.value.status, caught.value.code) == (404, "not_found")


def test_candidates_list_get_accept_reject(agent: MemoryCenter, reviewer: MemoryCenter) -> None:
    stated = workplace(agent, "Contoso", evidence=evidence("I work at Contoso"))
    assert stated.candidate.status == "ACCEPTED" and stated.fact is not None
    tool = agent.create_evidence(**evidence("HR system: Fabrikam", "TOOL_RESULT"))
    waiting = workplace(agent, "Fabrikam", evidence_ids=[tool.id])
    assert waiting.candidate.status == "NEEDS_CONFIRMATION" and waiting.fact is None
    other = workplace(agent, "Northwind", evidence_ids=[tool.id])

    queue = agent.list_candidates(status="NEEDS_CONFIRMATION", user_id=USER)
    assert [c.id for c in queue.items] == [waiting.candidate.id, other.candidate.id]
    assert [c.id for c in agent.iter_candidates(user_id=USER, limit=1)] == [
        stated.candidate.id,
        waiting.candidate.id,
        other.candidate.id,
    ]
    detail = agent.get_candidate(waiting.candidate.id)
    assert {e.relation for e in detail.evidence} == {"SUPPORT", "CONFLICT"}

    with pytest.raises(PermissionDenied):
        agent.accept_candidate(waiting.candidate.id)
    accepted = reviewer.accept_candidate(waiting.candidate.id, reason="confirmed with the user")
    assert accepted.candidate.status == "ACCEPTED" and accepted.fact.object_value == "Fabrikam"
    rejected = reviewer.reject_candidate(other.candidate.id, "the user never said that")
    assert rejected.candidate.status == "REJECTED"
    with pytest.raises(Conflict) as caught:
        reviewer.reject_candidate(other.candidate.id, "twice")
    assert caught.value.status == 409 and caught.value.current_version is None


def test_facts_get_patch_revisions_as_of_invalidate_delete(
    agent: MemoryCenter, reviewer: MemoryCenter
) -> None:
    fact = workplace(agent, "Contoso", evidence=evidence("I work at Contoso")).fact
    assert fact is not None
    before_patch = datetime.now(UTC)
    patched = agent.patch_fact(fact.id, object_value="Contoso Berlin", reason="user corrected the office")
    assert (patched.revision, patched.supersedes_id, patched.source_type) == (2, fact.id, "USER_CONFIRMED")
    assert [r.revision for r in agent.fact_revisions(patched.id)] == [1, 2]
    assert agent.get_fact(fact.id).status == "SUPERSEDED"
    assert [f.id for f in agent.list_facts(user_id=USER).items] == [patched.id]
    assert [f.id for f in agent.facts_as_of(before_patch, user_id=USER)] == [fact.id]
    assert [f.id for f in agent.iter_facts(user_id=USER, status="SUPERSEDED")] == [fact.id]

    with pytest.raises(PermissionDenied):
        agent.invalidate_fact(patched.id, "agents may not")
    invalidated = reviewer.invalidate_fact(patched.id, "no longer works there")
    assert invalidated.status == "INVALIDATED"
    with pytest.raises(Conflict):
        agent.patch_fact(patched.id, content="Works at Contoso Munich", reason="too late")

    agent.delete_fact(patched.id, reason="the user asked")
    for gone in (fact.id, patched.id):
        with pytest.raises(NotFound):
            agent.get_fact(gone)
    with pytest.raises(ValidationError) as caught:
        agent.patch_fact(fact.id, reason="no change given")
    assert caught.value.code == "validation_error" and caught.value.details


def test_tasks_create_get_transition_state_log(agent: MemoryCenter) -> None:
    task = agent.create_task("T-sdk", USER, "Book a trip to Lisbon", state={"pending_steps": ["dates"]})
    assert (task.status, task.version) == ("CREATED", 1)
    with pytest.raises(Conflict):
        agent.create_task("T-sdk", USER, "again")
    planning = agent.transition_task("T-sdk", "PLANNING", 1, reason="dates known")
    assert (planning.status, planning.version) == ("PLANNING", 2)
    updated = agent.update_task_state("T-sdk", 2, {"done_steps": ["dates"], "pending_steps": ["flights"]})
    assert updated.version == 3 and updated.state["done_steps"] == ["dates"]

    with pytest.raises(Conflict) as stale:
        agent.transition_task("T-sdk", "WAITING_CONFIRMATION", 2)
    assert (stale.value.code, stale.value.current_version) == ("version_conflict", 3)
    with pytest.raises(ValidationError) as illegal:
        agent.transition_task("T-sdk", "COMPLETED", 3)
    assert illegal.value.code == "illegal_transition"
    assert "WAITING_CONFIRMATION" in illegal.value.details["allowed_transitions"]

    assert agent.get_task("T-sdk").version == 3
    log = agent.task_transitions("T-sdk")
    assert [(t.from_status, t.to_status) for t in log.items] == [(None, "CREATED"), ("CREATED", "PLANNING")]
    assert [t.version for t in agent.iter_task_transitions("T-sdk", limit=1)] == [1, 2]
    with pytest.raises(NotFound):
        agent.get_task("T-none")


def test_task_ids_with_reserved_url_characters_round_trip(agent: MemoryCenter) -> None:
    task_id = "order 17?x=1#frag"
    agent.create_task(task_id, USER, "An odd id")
    assert agent.get_task(task_id).task_id == task_id


def test_users_export_and_erase(agent: MemoryCenter, admin: MemoryCenter) -> None:
    agent.remember("u-erase", "I live in Lyon", extract=False)
    with pytest.raises(PermissionDenied):
        agent.export_user("u-erase")
    exported = admin.export_user("u-erase")
    assert [e.payload["text"] for e in exported.events] == ["I live in Lyon"]
    erased = admin.erase_user("u-erase")
    assert erased.deleted["memory_event"] == 1
    assert admin.export_user("u-erase").events == []


def test_admin_keys_and_index_status(sdk_tenant: SdkTenant, admin: MemoryCenter) -> None:
    created = admin.create_api_key(sdk_tenant.id, "agent", name="short-lived")
    assert (created.tenant_id, created.role) == (sdk_tenant.id, "agent")
    with MemoryCenter(sdk_tenant.url, created.key) as fresh:
        assert fresh.list_facts().items == []
        admin.revoke_api_key(created.id)
        with pytest.raises(AuthenticationError) as caught:
            fresh.list_facts()
    assert (caught.value.status, caught.value.code) == (401, "unauthorized")
    with pytest.raises(PermissionDenied):
        admin.create_api_key("someone-else", "agent")
    status = admin.index_status()
    assert status.pending >= 0 and status.model


def test_errors_carry_status_code_message_and_details(agent: MemoryCenter, sdk_tenant: SdkTenant) -> None:
    with pytest.raises(ValidationError) as caught:
        agent.remember(USER, "   ")
    error = caught.value
    assert isinstance(error, ApiError)
    assert (error.status, error.code) == (422, "validation_error")
    assert "text" in error.message and isinstance(error.details, list)
    with MemoryCenter(sdk_tenant.url, "mc_not_a_key") as stranger, pytest.raises(AuthenticationError):
        stranger.get_task("T-1")


def test_answers_tolerate_fields_a_newer_service_adds() -> None:
    now = datetime.now(UTC) - timedelta(seconds=1)
    body = {
        "task_id": "T1",
        "goal": "g",
        "status": "PLANNING",
        "version": 2,
        "current_step": 3,
        "updated_at": now.isoformat(),
        "priority": "high",
    }
    task = Task.model_validate(body)
    assert task.current_step == 3 and task.model_extra == {"priority": "high"}
    assert Task.model_validate({**body, "current_step": "search flights"}).current_step == "search flights"


def test_a_caller_supplied_http_client_is_used_and_left_open(sdk_tenant: SdkTenant) -> None:
    seen: list[str] = []
    with httpx.Client(event_hooks={"request": [lambda request: seen.append(request.url.path)]}) as http:
        with MemoryCenter(sdk_tenant.url, sdk_tenant.keys["agent"], http_client=http) as mc:
            assert mc.list_facts().items == []
        assert not http.is_closed
    assert seen == ["/v1/facts"]
