"""DELETE /v1/facts/{id}: the memory is gone from every table, index and cache; only an audit row stays."""

from typing import Any

from conftest import Tenant, assert_error
from factories import message
from facts.flows import dump_text, get_fact, list_facts, plant_embedding, rows, say
from memory_center.cache import Cache, cache_key
from memory_center.retrieval.read_cache import memory_prefix

SECRET_TASTE = "lapsang souchong"


async def build_history(tenant: Tenant) -> dict[str, Any]:
    """A memory with a merged duplicate and a superseding revision."""
    first = (await say(tenant, f"I like {SECRET_TASTE}"))["candidates"][0]
    await say(tenant, f"I really like {SECRET_TASTE}")
    await say(tenant, f"I don't like {SECRET_TASTE}")
    [active] = await list_facts(tenant, subject=SECRET_TASTE)
    assert active["revision"] == 2
    return {"first_fact": first["fact_id"], "active": active}


async def propose_conflict(tenant: Tenant, subject: str) -> dict[str, Any]:
    """A lower-trust contradiction of the user's word: it waits for review, pointing at the fact."""
    response = await tenant.post(
        "/v1/candidates",
        json={
            "memory_type": "PREFERENCE",
            "content": "Seems to like it after all",
            "subject": subject,
            "predicate": "preference",
            "object_value": "like",
            "scope": "USER",
            "user_id": "u-1",
            "confidence": 0.9,
            "evidence": {
                "evidence_type": "TOOL",
                "source_type": "TOOL_RESULT",
                "source_system": "orders",
                "user_id": "u-1",
                "content": "ordered it twice",
            },
        },
    )
    assert response.status_code == 201, response.text
    candidate: dict[str, Any] = response.json()["candidate"]
    assert candidate["status"] == "NEEDS_CONFIRMATION"
    return candidate


def cache_of(tenant: Tenant) -> Cache:
    cache: Cache = tenant.client.app.state.runtime.cache  # type: ignore[attr-defined]
    return cache


async def test_delete_removes_the_whole_chain_from_every_table(tenant: Tenant) -> None:
    history = await build_history(tenant)
    active = history["active"]
    await plant_embedding(tenant, "fact", history["first_fact"])
    await plant_embedding(tenant, "fact", active["id"])
    evidence_ids = [e["id"] for e in (await get_fact(tenant, history["first_fact"]))["evidence"]]
    for evidence_id in evidence_ids:
        await plant_embedding(tenant, "evidence", evidence_id)

    response = await tenant.delete(f"/v1/facts/{active['id']}", json={"reason": "user asked"})
    assert response.status_code == 204, response.text
    assert response.content == b""

    for fact_id in (history["first_fact"], active["id"]):
        assert_error(await tenant.get(f"/v1/facts/{fact_id}"), 404, "not_found")
        assert_error(await tenant.get(f"/v1/facts/{fact_id}/revisions"), 404, "not_found")
        assert_error(await tenant.delete(f"/v1/facts/{fact_id}"), 404, "not_found")
    for status in ("ACTIVE", "SUPERSEDED", "EXPIRED", "INVALIDATED"):
        assert await list_facts(tenant, status=status) == []

    chain = {"chain": active["chain_id"]}
    assert (
        await rows(
            tenant, "SELECT id FROM memory_fact WHERE tenant_id = :tenant AND chain_id = :chain", **chain
        )
        == []
    )
    assert (
        await rows(
            tenant,
            "SELECT id FROM memory_fact_revision WHERE tenant_id = :tenant AND chain_id = :chain",
            **chain,
        )
        == []
    )
    assert await rows(tenant, "SELECT * FROM memory_fact_evidence WHERE tenant_id = :tenant") == []
    assert await rows(tenant, "SELECT * FROM memory_embedding WHERE tenant_id = :tenant") == []
    assert SECRET_TASTE not in await dump_text(tenant), "no table keeps the memory's words"


async def test_a_candidate_in_conflict_with_a_deleted_fact_stays_in_the_queue_without_the_link(
    tenant: Tenant,
) -> None:
    fact_id = (await say(tenant, "I don't like oolong"))["candidates"][0]["fact_id"]
    conflict = await propose_conflict(tenant, "oolong")
    assert conflict["conflict_fact_id"] == fact_id
    assert (await tenant.delete(f"/v1/facts/{fact_id}")).status_code == 204
    waiting = (await tenant.get(f"/v1/candidates/{conflict['id']}")).json()
    assert (waiting["status"], waiting["conflict_fact_id"]) == ("NEEDS_CONFIRMATION", None)
    assert [e["relation"] for e in waiting["evidence"]] == ["SUPPORT"]


async def test_delete_scrubs_the_candidates_and_the_events_it_came_from(tenant: Tenant) -> None:
    body = await say(tenant, f"I like {SECRET_TASTE}", idempotency_key="k-1")
    fact_id = body["candidates"][0]["fact_id"]
    assert (await tenant.delete(f"/v1/facts/{fact_id}")).status_code == 204
    candidate = (await tenant.get(f"/v1/candidates/{body['candidates'][0]['id']}")).json()
    assert candidate["content"] == "[deleted]"
    assert candidate["fact_id"] is None
    assert candidate["status"] == "ACCEPTED", "the decision stays, the words go"
    assert candidate["evidence"] == []
    event = (await tenant.get(f"/v1/events/{body['event']['id']}")).json()
    assert SECRET_TASTE not in repr(event["payload"])
    assert_error(await tenant.get(f"/v1/evidence/{body['evidence'][0]['id']}"), 404, "not_found")
    again = await tenant.post(
        "/v1/events",
        json={**message(f"I like {SECRET_TASTE}"), "idempotency_key": "k-1"},
    )
    assert again.status_code == 200 and again.json()["duplicate"] is True
    assert await list_facts(tenant) == [], "replaying the event does not bring the memory back"


async def test_evidence_another_memory_rests_on_stays(tenant: Tenant) -> None:
    body = await say(tenant, "我喜欢绿茶，但是我不喜欢咖啡")
    tea, coffee = (c["fact_id"] for c in body["candidates"])
    assert (await tenant.delete(f"/v1/facts/{tea}")).status_code == 204
    remaining = await get_fact(tenant, coffee)
    assert [e["id"] for e in remaining["evidence"]] == [body["evidence"][0]["id"]]


async def test_delete_purges_the_tenants_cached_answers(tenant: Tenant, other_tenant: Tenant) -> None:
    fact_id = (await say(tenant, f"I like {SECRET_TASTE}"))["candidates"][0]["fact_id"]
    cache = cache_of(tenant)
    cached = memory_prefix(tenant.id) + "g1:context:USER:u-1:abc"
    elsewhere = memory_prefix(other_tenant.id) + "g1:context:USER:u-1:abc"
    for key in (cached, elsewhere):
        await cache.set_json(key, {"content": SECRET_TASTE})
    generation = await cache.get_json(cache_key(tenant.id, "memgen"))
    assert (await tenant.delete(f"/v1/facts/{fact_id}")).status_code == 204
    assert await cache.get_json(cached) is None
    assert await cache.get_json(elsewhere) is not None, "another tenant's cache is not touched"
    assert await cache.get_json(cache_key(tenant.id, "memgen")) != generation


async def test_every_fact_write_moves_the_cache_generation(tenant: Tenant) -> None:
    cache = cache_of(tenant)
    before = await cache.get_json(cache_key(tenant.id, "memgen"))
    await say(tenant, "I like oolong")
    after = await cache.get_json(cache_key(tenant.id, "memgen"))
    assert after is not None and after != before


async def test_delete_leaves_a_content_free_audit_row(tenant: Tenant) -> None:
    fact_id = (await say(tenant, f"I like {SECRET_TASTE}"))["candidates"][0]["fact_id"]
    assert (await tenant.delete(f"/v1/facts/{fact_id}", json={"reason": "user asked"})).status_code == 204
    [entry] = await rows(
        tenant,
        "SELECT actor, reason, details FROM memory_audit WHERE tenant_id = :tenant AND action = 'delete'",
    )
    assert entry["actor"] == tenant.key_ids["agent"]
    assert entry["reason"] == "user asked"
    assert entry["details"]["deleted"]["memory_fact"] == 1
    assert SECRET_TASTE not in repr(
        await rows(tenant, "SELECT * FROM memory_audit WHERE tenant_id = :tenant")
    )


async def test_another_tenant_cannot_delete(tenant: Tenant, other_tenant: Tenant) -> None:
    fact_id = (await say(tenant, f"I like {SECRET_TASTE}"))["candidates"][0]["fact_id"]
    assert_error(await other_tenant.delete(f"/v1/facts/{fact_id}", "admin"), 404, "not_found")
    assert (await get_fact(tenant, fact_id))["status"] == "ACTIVE"
