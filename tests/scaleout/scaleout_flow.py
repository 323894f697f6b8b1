"""A realistic pass over the whole API for one tenant, shared by the scale-out tests: events (single
and batch, Chinese and English, extraction on), candidates, facts, retrieve, context, traces, tasks,
export and erasure. Every step asserts its status, so a flow that silently did nothing cannot pass."""

import uuid
from typing import Any

from conftest import Tenant
from factories import message

USER = "u-flow"
OTHER_USER = "u-flow-erased"


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json() if response.content else None


async def write_memories(tenant: Tenant) -> list[str]:
    """Events with extraction and one governed candidate; returns the ids of the ACTIVE facts."""
    texts = [
        "I prefer window seats on long flights.",
        "我对花生过敏，千万不要给我点含花生的菜。",
        "Please always send me the invoice as a PDF.",
    ]
    for number, text in enumerate(texts):
        body = message(text, user_id=USER, idempotency_key=f"flow-{number}-{uuid.uuid4().hex[:8]}")
        ok(await tenant.post("/v1/events", json=body), 201)
    batch = [message(text, user_id=OTHER_USER) for text in ("我喜欢喝乌龙茶。", "I live in Lisbon now.")]
    results = ok(await tenant.post("/v1/events/batch", json={"events": batch}))["results"]
    assert all("error" not in result for result in results), results
    candidate = {
        "memory_type": "CONSTRAINT",
        "content": "The user's budget for hotels is 150 euros a night.",
        "scope": "USER",
        "user_id": USER,
        "confidence": 0.9,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": "USER_STATED",
            "source_system": "flow",
            "content": "My hotel budget is 150 euros a night.",
            "user_id": USER,
        },
    }
    created = ok(await tenant.post("/v1/candidates", json=candidate), 201)
    ok(await tenant.get("/v1/candidates", params={"user_id": USER}))
    ok(await tenant.get(f"/v1/candidates/{created['candidate']['id']}"))
    facts = ok(await tenant.get("/v1/facts", params={"user_id": USER}))["items"]
    assert facts, "the flow wrote no fact"
    return [fact["id"] for fact in facts]


async def read_memories(tenant: Tenant, fact_ids: list[str]) -> None:
    fact_id = fact_ids[0]
    ok(await tenant.get(f"/v1/facts/{fact_id}"))
    ok(await tenant.get(f"/v1/facts/{fact_id}/revisions"))
    for _ in range(2):  # the second answer comes from the cache
        answer = ok(await tenant.post("/v1/retrieve", json={"query": "flight seat", "user_id": USER}))
        ok(await tenant.get(f"/v1/traces/{answer['trace_id']}"))
        ok(
            await tenant.post(
                "/v1/context", json={"query": "过敏 花生", "user_id": USER, "token_budget": 400}
            )
        )
    ok(await tenant.get("/v1/events", params={"user_id": USER}))
    ok(await tenant.get("/v1/index/status", "admin"))


async def change_memories(tenant: Tenant, fact_ids: list[str]) -> None:
    patched = ok(
        await tenant.patch(
            f"/v1/facts/{fact_ids[0]}",
            "reviewer",
            json={"content": "I really prefer window seats on long flights.", "reason": "corrected"},
        )
    )
    if len(fact_ids) > 1:
        ok(
            await tenant.post(
                f"/v1/facts/{fact_ids[1]}/invalidate", "reviewer", json={"reason": "no longer true"}
            )
        )
    ok(await tenant.delete(f"/v1/facts/{patched['id']}", "admin"), 204)


async def run_task(tenant: Tenant) -> None:
    task_id = "trip-" + uuid.uuid4().hex[:8]
    task = ok(
        await tenant.post("/v1/tasks", json={"task_id": task_id, "user_id": USER, "goal": "Book Lisbon"}), 201
    )
    ok(await tenant.get(f"/v1/tasks/{task_id}"))
    ok(await tenant.get(f"/v1/tasks/{task_id}"))  # cached
    moved = ok(
        await tenant.post(
            f"/v1/tasks/{task_id}/transitions",
            json={"to_status": "PLANNING", "expected_version": task["version"]},
        )
    )
    ok(
        await tenant.put(
            f"/v1/tasks/{task_id}/state",
            json={"expected_version": moved["version"], "state": {"hotel": "chosen"}},
        )
    )
    ok(await tenant.get(f"/v1/tasks/{task_id}/transitions"))
    ok(await tenant.post("/v1/context", json={"query": "hotel", "user_id": USER, "task_id": task_id}))


async def realistic_flow(tenant: Tenant) -> None:
    fact_ids = await write_memories(tenant)
    await read_memories(tenant, fact_ids)
    await run_task(tenant)
    await change_memories(tenant, fact_ids)
    ok(await tenant.get(f"/v1/users/{USER}/export", "admin"))
    ok(await tenant.delete(f"/v1/users/{OTHER_USER}", "admin"))
