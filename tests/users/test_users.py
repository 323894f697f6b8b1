"""User data rights: export everything held about a user; erase it everywhere."""

from typing import Any

from conftest import Tenant, assert_error
from facts.flows import (
    MEMORY_TABLES,
    candidate_body,
    dump_text,
    evidence_body,
    list_facts,
    plant_embedding,
    rows,
    say,
    submit,
    table_counts,
)
from memory_center.cache import Cache
from memory_center.retrieval.read_cache import memory_prefix
from memory_center.users.service import tombstone

ERASED = "u-erase"
KEPT = "u-keep"
PLACES = {ERASED: "Pomelo Street", KEPT: "Quince Road"}
PRIVATE = PLACES[ERASED]


async def build_user(tenant: Tenant, user_id: str) -> dict[str, Any]:
    """A user with events, evidence, candidates (accepted, waiting), facts with revisions, a task."""
    preference = await say(tenant, f"I live in {PLACES[user_id]}", user_id=user_id)
    await say(tenant, "预算不超过 8000 元", user_id=user_id, task_id=f"T-{user_id}")
    await say(tenant, "这次预算调整到 9000 元", user_id=user_id, task_id=f"T-{user_id}")
    await say(tenant, "我可能喜欢靠窗的座位", user_id=user_id)
    await submit(
        tenant,
        candidate_body(
            "Prefers email contact",
            subject="contact",
            predicate="channel",
            object_value="email",
            user_id=user_id,
            evidence=evidence_body("Use email, please", user_id=user_id),
        ),
    )
    task = await tenant.post(
        "/v1/tasks",
        json={"task_id": f"T-{user_id}", "user_id": user_id, "goal": f"trip to {PLACES[user_id]}"},
    )
    assert task.status_code == 201, task.text
    fact_id = preference["candidates"][0]["fact_id"]
    await plant_embedding(tenant, "fact", fact_id)
    await plant_embedding(tenant, "evidence", preference["evidence"][0]["id"])
    return {"fact_id": fact_id, "event_id": preference["event"]["id"]}


async def test_export_holds_everything_about_the_user(tenant: Tenant) -> None:
    await build_user(tenant, ERASED)
    await build_user(tenant, KEPT)
    response = await tenant.get(f"/v1/users/{ERASED}/export", "admin")
    assert response.status_code == 200, response.text
    export = response.json()
    assert (export["tenant_id"], export["user_id"]) == (tenant.id, ERASED)
    assert len(export["events"]) == 4
    assert len(export["evidence"]) == 5
    assert {c["status"] for c in export["candidates"]} == {"ACCEPTED", "NEEDS_CONFIRMATION"}
    assert all(c["evidence_links"] for c in export["candidates"])
    revisions = sorted((f["subject"], f["revision"], f["status"]) for f in export["facts"])
    assert revisions == [
        ("budget", 1, "SUPERSEDED"),
        ("budget", 2, "ACTIVE"),
        ("contact", 1, "ACTIVE"),
        ("user", 1, "ACTIVE"),
    ]
    assert all(f["changes"] and f["evidence_links"] for f in export["facts"])
    assert [t["task_id"] for t in export["tasks"]] == [f"T-{ERASED}"]
    assert export["tasks"][0]["transitions"] is not None
    assert any(a["action"] == "create" for a in export["audit"])
    everything = repr(export)
    assert KEPT not in everything, "nothing of another user"
    assert PRIVATE in everything


async def test_export_and_erase_need_an_admin(tenant: Tenant) -> None:
    for role in ("agent", "reviewer"):
        assert_error(await tenant.get(f"/v1/users/{ERASED}/export", role), 403, "forbidden")
        assert_error(await tenant.delete(f"/v1/users/{ERASED}", role), 403, "forbidden")
    assert_error(await tenant.client.get(f"/v1/users/{ERASED}/export"), 401, "unauthorized")


async def test_export_is_audited_and_an_unknown_user_is_empty(tenant: Tenant) -> None:
    export = (await tenant.get("/v1/users/nobody/export", "admin")).json()
    assert all(export[name] == [] for name in ("events", "evidence", "candidates", "facts", "tasks"))
    [entry] = await rows(
        tenant, "SELECT actor, user_id FROM memory_audit WHERE tenant_id = :tenant AND action = 'export'"
    )
    assert entry == {"actor": tenant.key_ids["admin"], "user_id": "nobody"}


async def test_erase_removes_every_row_about_the_user_and_counts_them(tenant: Tenant) -> None:
    await build_user(tenant, ERASED)
    await build_user(tenant, KEPT)
    kept_before = await table_counts(tenant, "true")
    response = await tenant.delete(f"/v1/users/{ERASED}", "admin")
    assert response.status_code == 200, response.text
    deleted = response.json()["deleted"]
    assert deleted["memory_event"] == 4
    assert deleted["memory_evidence"] == 5
    assert deleted["memory_fact"] == 4
    assert deleted["memory_fact_revision"] >= 5
    assert deleted["memory_candidate"] == 5
    assert deleted["memory_embedding"] >= 2
    assert deleted["memory_task"] == 1
    after = await table_counts(tenant, "true")
    for table in MEMORY_TABLES:
        if table in deleted:
            assert after[table] == kept_before[table] - deleted[table], table
    orphans = await rows(
        tenant,
        "SELECT e.id FROM memory_embedding e WHERE e.tenant_id = :tenant AND NOT EXISTS ("
        " SELECT 1 FROM memory_fact f WHERE f.tenant_id = e.tenant_id AND f.id = e.target_id"
        " UNION ALL SELECT 1 FROM memory_evidence v WHERE v.tenant_id = e.tenant_id AND v.id = e.target_id)",
    )
    assert orphans == [], "no index entry outlives its fact or evidence"
    by_user = await table_counts(tenant, "(to_jsonb(t) ->> 'user_id') = :user", user=ERASED)
    assert by_user == dict.fromkeys(MEMORY_TABLES, 0)
    assert ERASED not in await dump_text(tenant), "not even the user id is left"
    assert PRIVATE not in await dump_text(tenant)
    assert PLACES[KEPT] in await dump_text(tenant)
    assert [f["user_id"] for f in await list_facts(tenant)] == [KEPT, KEPT, KEPT]
    export = (await tenant.get(f"/v1/users/{ERASED}/export", "admin")).json()
    assert all(export[name] == [] for name in ("events", "evidence", "candidates", "facts", "tasks", "audit"))


async def test_erase_leaves_a_content_free_tombstone(tenant: Tenant) -> None:
    await build_user(tenant, ERASED)
    deleted = (await tenant.delete(f"/v1/users/{ERASED}", "admin")).json()["deleted"]
    [entry] = await rows(
        tenant,
        "SELECT actor, user_id, target_id, details FROM memory_audit "
        "WHERE tenant_id = :tenant AND action = 'erase'",
    )
    assert entry["actor"] == tenant.key_ids["admin"]
    assert entry["user_id"] is None
    assert entry["target_id"] == tombstone(tenant.id, ERASED)
    assert entry["details"]["deleted"] == deleted
    scrubbed = await rows(
        tenant,
        "SELECT reason, details FROM memory_audit "
        "WHERE tenant_id = :tenant AND action IN ('create', 'accept')",
    )
    assert scrubbed and all(row["reason"] is None for row in scrubbed)
    assert deleted["memory_audit_scrubbed"] == len(scrubbed)


async def test_erase_drops_the_users_cache_entries(tenant: Tenant) -> None:
    await build_user(tenant, ERASED)
    cache: Cache = tenant.client.app.state.runtime.cache  # type: ignore[attr-defined]
    key = memory_prefix(tenant.id) + f"g1:context:USER:{ERASED}:abc"
    await cache.set_json(key, {"content": PRIVATE})
    assert (await tenant.delete(f"/v1/users/{ERASED}", "admin")).status_code == 200
    assert await cache.get_json(key) is None


async def test_erase_stays_in_its_tenant(tenant: Tenant, other_tenant: Tenant) -> None:
    await build_user(tenant, ERASED)
    await build_user(other_tenant, ERASED)
    assert (await tenant.delete(f"/v1/users/{ERASED}", "admin")).status_code == 200
    assert len(await list_facts(other_tenant, user_id=ERASED)) == 3
    export = (await other_tenant.get(f"/v1/users/{ERASED}/export", "admin")).json()
    assert len(export["events"]) == 4


async def test_erasing_an_unknown_user_deletes_nothing(tenant: Tenant) -> None:
    response = await tenant.delete("/v1/users/nobody", "admin")
    assert response.status_code == 200
    counts = response.json()["deleted"]
    assert all(value == 0 for name, value in counts.items()), counts


async def test_erase_and_retell_starts_from_nothing(tenant: Tenant) -> None:
    await say(tenant, "I like rooibos", user_id=ERASED, idempotency_key="retell-1")
    assert (await tenant.delete(f"/v1/users/{ERASED}", "admin")).status_code == 200
    again = await tenant.post(
        "/v1/events",
        json={
            "idempotency_key": "retell-1",
            "actor_type": "USER",
            "actor_id": ERASED,
            "user_id": ERASED,
            "event_type": "message",
            "source": "chat",
            "payload": {"role": "user", "text": "I like rooibos"},
        },
    )
    assert again.status_code == 201, "the erased event is gone, so this is a new one"
    assert [f["revision"] for f in await list_facts(tenant, user_id=ERASED)] == [1]
