"""`AsyncMemoryCenter` against the live service: the same calls as the sync client, awaited, with async
iteration, async `update_task` functions and concurrent writers on one event loop."""

import asyncio
from datetime import UTC, datetime

import pytest

from clients.conftest import SdkTenant, make_sdk_tenant
from clients.proxy import FORWARD_THEN_DROP, UNAVAILABLE, faulty_proxy
from memory_center_client import (
    AsyncMemoryCenter,
    Conflict,
    NotFound,
    PermissionDenied,
    RetryPolicy,
    Task,
    TaskChange,
)

USER = "u-async"


async def test_the_async_client_covers_the_contract(sdk_tenant: SdkTenant) -> None:
    async with (
        AsyncMemoryCenter(sdk_tenant.url, sdk_tenant.keys["agent"]) as agent,
        AsyncMemoryCenter(sdk_tenant.url, sdk_tenant.keys["reviewer"]) as reviewer,
        AsyncMemoryCenter(sdk_tenant.url, sdk_tenant.keys["admin"]) as admin,
    ):
        remembered = await agent.remember(USER, "I am allergic to peanuts", session_id="s-a")
        [candidate] = remembered.candidates
        assert candidate.status == "ACCEPTED" and candidate.fact_id
        assert (await agent.get_event(remembered.event.id)).id == remembered.event.id
        assert [e.id async for e in agent.iter_events(user_id=USER, limit=1)] == [remembered.event.id]

        context = await agent.context(user_id=USER, query="peanuts", token_budget=300)
        assert "peanuts" in context.text
        found = await agent.retrieve(query="peanuts", user_id=USER)
        assert (await agent.get_trace(found.trace_id)).id == found.trace_id

        evidence = await agent.create_evidence(
            evidence_type="CONVERSATION",
            source_type="USER_STATED",
            source_system="chat",
            content="我喜欢靠窗",
        )
        assert (await agent.get_evidence(evidence.id)).content == "我喜欢靠窗"
        submitted = await agent.create_candidate(
            memory_type="PREFERENCE",
            content="Prefers window seats",
            subject="seat",
            predicate="preference",
            object_value="window",
            scope="USER",
            user_id=USER,
            confidence=0.9,
            evidence_ids=[evidence.id],
            source_type="INFERRED",
        )
        assert submitted.candidate.status == "NEEDS_CONFIRMATION"
        queue = (await agent.list_candidates(status="NEEDS_CONFIRMATION")).items
        assert [c.id for c in queue] == [submitted.candidate.id]
        assert (await agent.get_candidate(submitted.candidate.id)).evidence[0].id == evidence.id
        with pytest.raises(PermissionDenied):
            await agent.reject_candidate(submitted.candidate.id, "agents may not")
        accepted = await reviewer.accept_candidate(submitted.candidate.id, content="Prefers a window seat")
        assert accepted.fact.source_type == "USER_CONFIRMED"

        facts = [f async for f in agent.iter_facts(user_id=USER, limit=1)]
        assert len(facts) == 2
        before = datetime.now(UTC)
        patched = await agent.patch_fact(
            accepted.fact.id, content="Prefers an aisle seat", object_value="aisle", reason="changed mind"
        )
        assert [r.revision for r in await agent.fact_revisions(patched.id)] == [1, 2]
        assert accepted.fact.id in {f.id for f in await agent.facts_as_of(before, user_id=USER)}
        assert (await reviewer.invalidate_fact(patched.id, "no longer true")).status == "INVALIDATED"
        assert (await agent.get_fact(patched.id)).status == "INVALIDATED"
        await agent.delete_fact(patched.id)
        with pytest.raises(NotFound):
            await agent.get_fact(patched.id)

        await agent.create_task("T-async", USER, "Renew a passport")
        moved = await agent.transition_task("T-async", "PLANNING", 1)
        stated = await agent.update_task_state("T-async", moved.version, {"pending_steps": ["photo"]})
        assert (await agent.get_task("T-async")).version == stated.version == 3
        assert [t.to_status async for t in agent.iter_task_transitions("T-async")] == ["CREATED", "PLANNING"]
        assert len((await agent.task_transitions("T-async")).items) == 2

        key = await admin.create_api_key(sdk_tenant.id, "agent", name="async")
        await admin.revoke_api_key(key.id)
        assert (await admin.index_status()).dimensions >= 0
        exported = await admin.export_user(USER)
        assert exported.tasks and exported.events
        assert (await admin.erase_user(USER)).deleted["memory_task"] == 1
        batch = await agent.create_events(
            [
                {
                    "actor_type": "SYSTEM",
                    "actor_id": "cron",
                    "event_type": "tick",
                    "source": "cron",
                    "payload": {},
                }
            ]
        )
        assert len(batch.results) == 1
        single = await agent.create_event(
            actor_type="SYSTEM", actor_id="cron", event_type="tick", source="cron", payload={"n": 2}
        )
        assert single.event.payload == {"n": 2}


async def test_async_update_task_with_concurrent_writers(sdk_tenant: SdkTenant) -> None:
    async with AsyncMemoryCenter(sdk_tenant.url, sdk_tenant.keys["agent"]) as mc:
        await mc.create_task("T-async-count", USER, "Count", state={"count": 0})

        async def increment(task: Task) -> TaskChange:
            await asyncio.sleep(0)  # an async fn is awaited
            return TaskChange(state={"count": task.state["count"] + 1})

        await asyncio.gather(*(mc.update_task("T-async-count", increment, attempts=50) for _ in range(8)))
        task = await mc.get_task("T-async-count")
    assert (task.state["count"], task.version) == (8, 9)


async def test_async_retries_and_conflicts(service: object) -> None:
    tenant = make_sdk_tenant(service)  # type: ignore[arg-type]
    fast = RetryPolicy(attempts=3, backoff=0.01)
    with faulty_proxy(tenant.url, [UNAVAILABLE, FORWARD_THEN_DROP]) as proxy:
        async with AsyncMemoryCenter(proxy.url, tenant.keys["agent"], retry=fast) as mc:
            result = await mc.remember(USER, "I live in Valencia")
            assert result.duplicate and len(proxy.seen) == 3
            await mc.create_task("T-conflict", USER, "Conflict")
            with pytest.raises(Conflict) as caught:
                await mc.update_task_state("T-conflict", 7, {})
    assert caught.value.current_version == 1
