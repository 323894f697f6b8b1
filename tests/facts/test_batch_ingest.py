"""A batch of events is governed as if its events came one by one (``writepath.govern``): the same
candidates, facts, revisions, links, audit rows and index queue rows, whatever the batch groups."""

import asyncio
from typing import Any

from conftest import Tenant, make_tenant
from factories import message, unique_key
from facts.flows import get_fact, list_facts, revisions, rows

# One conversation touching the same keys several times: a new fact, a duplicate merge, a supersede
# (like → dislike), a hedged statement that waits for review against a trusted fact, task budgets that
# supersede each other, a self-description, an assistant turn, a question, and other users.
CONVERSATION: list[dict[str, Any]] = [
    message("我喜欢咖啡", session_id="s-1"),
    message("I like green tea", session_id="s-1"),
    message("I really like green tea", session_id="s-2"),
    message("我不喜欢咖啡", session_id="s-2"),
    message("预算不超过 8000 元", task_id="T1"),
    message("这次旅行预算调整到 10000 元", task_id="T1"),
    message("您的预算是 8000 元", role="assistant", task_id="T1"),
    message("我叫小王"),
    message("我可能叫老王"),
    message("你觉得成都好玩吗？"),
    message("I'm allergic to peanuts", user_id="u-2"),
    message("请记住：我对花生过敏", user_id="u-2"),
    message("I live in Paris", user_id="u-3"),
    message("I live in Berlin", user_id="u-3"),
    message("Maybe I live in Rome", user_id="u-3"),
    message("我喜欢咖啡", session_id="s-3"),
]
# A second batch meeting the facts the first one stored.
FOLLOW_UP: list[dict[str, Any]] = [
    message("I like green tea", session_id="s-4"),
    message("Maybe I live in Madrid", user_id="u-3"),
    message("预算不超过 12000 元", task_id="T1"),
    message("My name is Wang", session_id="s-4"),
]

CANDIDATE_FIELDS = (
    "status",
    "governance_reason",
    "memory_type",
    "scope",
    "subject",
    "predicate",
    "object_value",
    "content",
    "confidence",
)
FACT_FIELDS = (
    "memory_type",
    "scope",
    "subject",
    "predicate",
    "object_value",
    "content",
    "status",
    "revision",
    "source_type",
    "user_id",
    "task_id",
    "session_id",
)


def decisions(results: list[dict[str, Any]]) -> list[list[tuple[Any, ...]]]:
    return [[tuple(c[f] for f in CANDIDATE_FIELDS) for c in r["candidates"]] for r in results]


async def state(tenant: Tenant) -> dict[str, Any]:
    """Everything governance wrote, without ids and times."""
    facts = []
    for status in ("ACTIVE", "SUPERSEDED"):
        for fact in await list_facts(tenant, status=status):
            full = await get_fact(tenant, fact["id"])
            chain = await revisions(tenant, fact["id"])
            facts.append(
                (
                    tuple(fact[f] for f in FACT_FIELDS),
                    sorted((e["content"], e["relation"]) for e in full["evidence"]),
                    [[change["action"] for change in revision["changes"]] for revision in chain],
                )
            )
    counts = {}
    for table in ("memory_candidate", "memory_candidate_evidence", "memory_fact_evidence", "memory_audit"):
        [row] = await rows(tenant, f"SELECT count(*) AS n FROM {table} WHERE tenant_id = :tenant")  # noqa: S608
        counts[table] = row["n"]
    queued = await rows(
        tenant,
        "SELECT target_kind, count(*) AS n FROM memory_embedding WHERE tenant_id = :tenant "
        "GROUP BY target_kind ORDER BY target_kind",
    )
    audit = await rows(
        tenant,
        "SELECT action, target_kind, reason, count(*) AS n FROM memory_audit WHERE tenant_id = :tenant "
        "GROUP BY action, target_kind, reason ORDER BY action, target_kind, reason",
    )
    conflicts = await rows(
        tenant,
        "SELECT c.governance_reason, l.relation, count(*) AS n FROM memory_candidate_evidence l "
        "JOIN memory_candidate c ON c.tenant_id = l.tenant_id AND c.id = l.candidate_id "
        "WHERE l.tenant_id = :tenant GROUP BY 1, 2 ORDER BY 1, 2",
    )
    nulls = await rows(
        tenant,
        "SELECT (SELECT count(*) FROM memory_fact_revision WHERE tenant_id = :tenant AND before IS NULL) "
        "AS a, "
        "(SELECT count(*) FROM memory_evidence WHERE tenant_id = :tenant AND metadata IS NULL) AS b, "
        "(SELECT count(*) FROM memory_evidence WHERE tenant_id = :tenant AND locator IS NULL) AS c",
    )
    return {
        "nulls": nulls,
        "facts": sorted(facts),
        "counts": counts,
        "queued": queued,
        "audit": audit,
        "candidate links": conflicts,
    }


async def test_a_batch_decides_and_writes_exactly_what_the_same_events_one_by_one_do(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    one_by_one = []
    batched = []
    for conversation in (CONVERSATION, FOLLOW_UP):
        for item in conversation:
            response = await other_tenant.post("/v1/events", json=item)
            assert response.status_code == 201, response.text
            one_by_one.append(response.json())
        response = await tenant.post("/v1/events/batch", json={"events": conversation})
        assert response.status_code == 200, response.text
        batched += response.json()["results"]
    assert decisions(batched) == decisions(one_by_one)
    reasons = {c["governance_reason"] for r in batched for c in r["candidates"]}
    assert {"accepted", "duplicate_merged", "supersedes"} <= reasons, reasons
    statuses = [c["status"] for r in batched for c in r["candidates"]]
    assert statuses.count("NEEDS_CONFIRMATION") == 2, statuses
    for result in batched:
        assert result["duplicate"] is False
        assert [e["content"] for e in result["evidence"]] == [result["event"]["payload"]["text"]]
        for candidate in result["candidates"]:
            if candidate["fact_id"] is not None:
                fact = await get_fact(tenant, candidate["fact_id"])
                assert result["evidence"][0]["id"] in [e["id"] for e in fact["evidence"]]
    mine = await state(tenant)
    assert ("low_confidence", "CONFLICT", 2) in [tuple(row.values()) for row in mine["candidate links"]]
    assert mine == await state(other_tenant)


async def test_a_key_created_and_superseded_in_one_batch_keeps_its_chain(tenant: Tenant) -> None:
    items = [message("I like coffee"), message("I don't like coffee"), message("I like coffee")]
    response = await tenant.post("/v1/events/batch", json={"events": items})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    [first], [second], [third] = (r["candidates"] for r in results)
    assert [first["governance_reason"], second["governance_reason"], third["governance_reason"]] == [
        "accepted",
        "supersedes",
        "supersedes",
    ]
    chain = await revisions(tenant, third["fact_id"])
    assert [(r["revision"], r["status"], r["object_value"]) for r in chain] == [
        (1, "SUPERSEDED", "like"),
        (2, "SUPERSEDED", "dislike"),
        (3, "ACTIVE", "like"),
    ]
    assert chain[0]["superseded_by_id"] == chain[1]["id"] and chain[1]["supersedes_id"] == chain[0]["id"]
    assert chain[0]["valid_until"] == chain[1]["valid_from"]
    assert [f["id"] for f in await list_facts(tenant, subject="coffee")] == [third["fact_id"]]


async def test_duplicates_in_a_batch_return_the_first_event_and_write_nothing(tenant: Tenant) -> None:
    stored, again = unique_key(), unique_key()
    first = await tenant.post("/v1/events", json=message("I like tea", idempotency_key=stored))
    assert first.status_code == 201
    items = [
        message("I like tea", idempotency_key=stored),
        message("I like cocoa", idempotency_key=again),
        message("I like cocoa", idempotency_key=again),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": items})
    results = response.json()["results"]
    assert [r["duplicate"] for r in results] == [True, False, True]
    assert results[0]["event"]["id"] == first.json()["event"]["id"]
    assert results[0]["evidence"] == first.json()["evidence"]
    assert results[0]["candidates"] == [] and results[2]["candidates"] == []
    assert results[2]["event"]["id"] == results[1]["event"]["id"]
    assert results[2]["evidence"] == results[1]["evidence"]
    [row] = await rows(tenant, "SELECT count(*) AS n FROM memory_event WHERE tenant_id = :tenant")
    assert row["n"] == 2
    [row] = await rows(tenant, "SELECT count(*) AS n FROM memory_candidate WHERE tenant_id = :tenant")
    assert row["n"] == 2


async def test_concurrent_batches_store_each_key_once_and_never_deadlock(app_client: Any) -> None:
    tenant = await make_tenant(app_client)
    keys = [unique_key() for _ in range(20)]
    users = [f"u-{i}" for i in range(5)]
    texts = ["I like coffee", "I don't like coffee", "I live in Paris", "I live in Rome"]

    def batch(order: int) -> list[dict[str, Any]]:
        items = [
            message(texts[i % len(texts)], user_id=users[i % len(users)], idempotency_key=key)
            for i, key in enumerate(keys)
        ]
        return items if order % 2 == 0 else items[::-1]

    responses = await asyncio.gather(
        *(tenant.post("/v1/events/batch", json={"events": batch(order)}) for order in range(4))
    )
    assert all(r.status_code == 200 for r in responses), [r.text for r in responses]
    by_key: dict[str, set[str]] = {}
    fresh = 0
    for response in responses:
        for result in response.json()["results"]:
            by_key.setdefault(result["event"]["idempotency_key"], set()).add(result["event"]["id"])
            fresh += not result["duplicate"]
    assert fresh == len(keys), "every key is stored by exactly one request"
    assert all(len(ids) == 1 for ids in by_key.values())
    active = await rows(
        tenant,
        "SELECT user_id, subject, predicate, count(*) AS n FROM memory_fact "
        "WHERE tenant_id = :tenant AND status = 'ACTIVE' GROUP BY 1, 2, 3",
    )
    assert active and all(row["n"] == 1 for row in active)


async def test_single_events_naming_the_same_keys_in_opposite_orders_never_deadlock(tenant: Tenant) -> None:
    """Regression: a message with several candidates used to lock their keys in the order it named
    them, so two messages naming the same keys in opposite orders could deadlock (a 503)."""
    texts = ["I live in Paris. I like coffee.", "I like coffee. I live in Rome."]
    responses = await asyncio.gather(
        *(tenant.post("/v1/events", json=message(texts[i % 2], user_id="u-dl")) for i in range(16))
    )
    assert [r.status_code for r in responses] == [201] * 16, [
        r.text for r in responses if r.status_code != 201
    ]
    assert all(len(r.json()["candidates"]) == 2 for r in responses)
    active = await rows(
        tenant,
        "SELECT subject, predicate, count(*) AS n FROM memory_fact "
        "WHERE tenant_id = :tenant AND status = 'ACTIVE' GROUP BY 1, 2",
    )
    assert sorted((row["subject"], row["predicate"], row["n"]) for row in active) == [
        ("coffee", "preference", 1),
        ("user", "residence", 1),
    ]
