"""Erasure leaves no trace of the user: candidates from their words (even when the event named no
user_id), audit targets naming them or their tasks, traces naming their tasks, sessions or erased rows;
TENANT facts they stated stay without personal attribution; and no write of the user committing during
an erasure survives it."""

import asyncio
import uuid
from typing import Any

import pytest
import sqlalchemy as sa

from conftest import Tenant
from facts.flows import candidate_body, dump_text, engine_of, evidence_body, execute, rows, say
from memory_center.db.user_lock import user_lock_id
from memory_center.users.service import tombstone

U = "u-gone"
OTHER = "u-stays"
TASK = f"trip-{U}-lisbon"
SESSION = f"chat-{U}-7"


async def _spoken_without_user_id(tenant: Tenant, text: str) -> dict[str, Any]:
    body = {
        "actor_type": "USER",
        "actor_id": U,
        "event_type": "message",
        "source": "kiosk",
        "payload": {"role": "user", "text": text},
    }
    response = await tenant.post("/v1/events", json=body)
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


async def test_candidates_from_the_users_words_go_even_without_a_user_id(tenant: Tenant) -> None:
    answer = await _spoken_without_user_id(tenant, "Remember that I prefer the Pomelo Street office")
    assert answer["candidates"], "the extractor proposed something"
    assert "Pomelo Street" in await dump_text(tenant)

    assert (await tenant.delete(f"/v1/users/{U}", "admin")).status_code == 200

    assert "Pomelo" not in await dump_text(tenant)
    for candidate in answer["candidates"]:
        assert (await tenant.get(f"/v1/candidates/{candidate['id']}")).status_code == 404


@pytest.mark.parametrize(("scope", "ids"), [("TENANT", {}), ("DEPARTMENT", {"department_id": "ops"})])
async def test_a_shared_fact_the_user_stated_stays_without_personal_attribution(
    tenant: Tenant, scope: str, ids: dict[str, str]
) -> None:
    stated = await tenant.post(
        "/v1/candidates",
        json=candidate_body(
            "The Lisbon office closes at 6pm on Fridays",
            subject="lisbon_office",
            predicate="friday_closing",
            object_value="6pm",
            scope=scope,
            user_id=None,
            evidence=evidence_body("FYI the Lisbon office now closes at 6pm on Fridays", user_id=U),
            **ids,
        ),
    )
    assert stated.status_code == 201, stated.text
    fact_id = stated.json()["fact"]["id"]
    assert stated.json()["fact"]["scope"] == scope

    assert (await tenant.delete(f"/v1/users/{U}", "admin")).status_code == 200

    kept = await tenant.get(f"/v1/facts/{fact_id}")
    assert kept.status_code == 200, "the organisation's knowledge stays"
    assert kept.json()["object_value"] == "6pm"
    assert kept.json()["evidence"] == [] and kept.json()["source_candidate_id"] is None
    everything = await dump_text(tenant)
    assert "FYI the Lisbon office" not in everything and U not in everything


async def test_audit_targets_naming_the_user_or_their_tasks_are_hashed(tenant: Tenant) -> None:
    await say(tenant, "I live in Pomelo Street", user_id=U, task_id=TASK)
    created = await tenant.post("/v1/tasks", json={"task_id": TASK, "user_id": U, "goal": "trip"})
    assert created.status_code == 201, created.text
    state = await tenant.put(
        f"/v1/tasks/{TASK}/state", json={"expected_version": 1, "state": {"goal": "trip"}}
    )
    assert state.status_code == 200, state.text
    assert (await tenant.get(f"/v1/users/{U}/export", "admin")).status_code == 200
    await say(tenant, "I live in Quince Road", user_id=OTHER)
    assert (await tenant.get(f"/v1/users/{OTHER}/export", "admin")).status_code == 200

    assert (await tenant.delete(f"/v1/users/{U}", "admin")).status_code == 200

    audit = await rows(
        tenant, "SELECT target_kind, target_id, user_id FROM memory_audit WHERE tenant_id = :tenant"
    )
    assert U not in repr(audit)
    targets = {(row["target_kind"], row["target_id"]) for row in audit}
    assert ("user", tombstone(tenant.id, U)) in targets
    assert ("task", tombstone(tenant.id, TASK)) in targets, targets
    assert ("user", OTHER) in targets, "another user's audit rows are untouched"


async def test_traces_without_a_user_id_keep_no_erased_ids(tenant: Tenant) -> None:
    fact_id = (await say(tenant, "I live in Pomelo Street", user_id=U, session_id=SESSION, task_id=TASK))[
        "candidates"
    ][0]["fact_id"]
    await tenant.post("/v1/context", json={"task_id": TASK, "query": "where do I live", "scope": "TENANT"})
    await tenant.post(
        "/v1/retrieve", json={"session_id": SESSION, "query": "where do I live", "scope": "TENANT"}
    )
    other = await tenant.post(
        "/v1/retrieve", json={"session_id": "chat-9", "query": "where", "scope": "TENANT"}
    )
    planted = uuid.uuid4()
    await execute(
        tenant,
        "INSERT INTO memory_retrieval_trace (tenant_id, id, kind, request, items, degraded) VALUES "
        "(:tenant, :id, 'retrieve', '{}', CAST(:items AS jsonb), '[]')",
        id=planted,
        items=f'[{{"kind": "fact", "id": "{fact_id}", "score": 1, "reasons": []}}]',
    )
    assert len(await rows(tenant, "SELECT id FROM memory_retrieval_trace WHERE tenant_id = :tenant")) == 4

    assert (await tenant.delete(f"/v1/users/{U}", "admin")).status_code == 200

    left = await rows(
        tenant, "SELECT id, request, items FROM memory_retrieval_trace WHERE tenant_id = :tenant"
    )
    assert [str(row["id"]) for row in left] == [other.json()["trace_id"]]
    assert U not in repr(left) and str(fact_id) not in repr(left)


async def _waiters(tenant: Tenant) -> int:
    found = await rows(
        tenant, "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
    )
    return int(found[0]["n"])


async def _until_waiting_or_done(tenant: Tenant, task: "asyncio.Task[Any]") -> None:
    """Until ``task`` waits on an advisory lock, or has finished (which the caller then rejects)."""
    for _ in range(600):
        if task.done() or await _waiters(tenant) > 0:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("neither waiting nor done")


async def test_a_write_in_flight_when_erasure_starts_is_erased_with_it(tenant: Tenant) -> None:
    """A write of the user holds its lock: the erasure waits for it to commit, then erases it."""
    async with engine_of(tenant).connect() as connection:
        transaction = await connection.begin()
        await connection.execute(
            sa.text("SELECT pg_advisory_xact_lock_shared(:id)"),
            {"id": user_lock_id(tenant.id, U)},
        )
        await connection.execute(
            sa.text(
                "INSERT INTO memory_event (tenant_id, id, actor_type, actor_id, user_id, event_type, source, "
                "payload, occurred_at) VALUES (:tenant, :id, 'USER', :user, :user, 'message', 'chat', "
                "CAST(:payload AS jsonb), now())"
            ),
            {"tenant": tenant.id, "id": uuid.uuid4(), "user": U, "payload": '{"text": "in flight"}'},
        )
        erase = asyncio.create_task(tenant.delete(f"/v1/users/{U}", "admin"))
        await _until_waiting_or_done(tenant, erase)
        assert not erase.done(), "the erasure must wait for the write in flight"
        await transaction.commit()
    assert (await erase).json()["deleted"]["memory_event"] == 1
    assert "in flight" not in await dump_text(tenant)


async def test_a_write_started_during_an_erasure_waits_until_it_has_committed(tenant: Tenant) -> None:
    """Real requests: many writes of the user race one erasure; none commits while it runs, so every
    event left afterwards was written after the erasure committed, and nothing before it survived."""
    await say(tenant, "I live in Pomelo Street", user_id=U)
    writes = [asyncio.create_task(tenant.post("/v1/events", json=_message(f"note {n}"))) for n in range(6)]
    erase = asyncio.create_task(tenant.delete(f"/v1/users/{U}", "admin"))
    more = [asyncio.create_task(tenant.post("/v1/events", json=_message(f"late {n}"))) for n in range(6)]
    results = await asyncio.gather(*writes, erase, *more)
    assert all(r.status_code in (200, 201) for r in results), [r.text for r in results]
    [erased] = await rows(
        tenant, "SELECT created_at FROM memory_audit WHERE tenant_id = :tenant AND action = 'erase'"
    )
    survivors = await rows(
        tenant, "SELECT created_at, payload FROM memory_event WHERE tenant_id = :tenant AND user_id = :u", u=U
    )
    assert "Pomelo" not in repr(survivors)
    # created_at is the start of the writing transaction: a survivor began after the erasure's
    # transaction (it waited for the lock), never before it.
    assert all(row["created_at"] > erased["created_at"] for row in survivors), survivors


def _message(text: str) -> dict[str, Any]:
    return {
        "actor_type": "USER",
        "actor_id": U,
        "user_id": U,
        "event_type": "message",
        "source": "chat",
        "payload": {"role": "user", "text": text},
        "extract": False,
    }
