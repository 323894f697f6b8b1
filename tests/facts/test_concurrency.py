"""Real concurrency: many writes of one key at once leave exactly one ACTIVE fact and an unbroken chain."""

import asyncio
import itertools
from typing import Any

from conftest import Tenant
from factories import message
from facts.flows import candidate_body, evidence_body, list_facts, revisions, rows

WRITERS = 12


def assert_unbroken(chain: list[dict[str, Any]], expected_length: int) -> None:
    assert [r["revision"] for r in chain] == list(range(1, expected_length + 1))
    assert [r["status"] for r in chain].count("ACTIVE") == 1
    assert chain[-1]["status"] == "ACTIVE"
    assert chain[0]["supersedes_id"] is None
    for older, newer in itertools.pairwise(chain):
        assert older["status"] == "SUPERSEDED"
        assert newer["supersedes_id"] == older["id"]
        assert older["superseded_by_id"] == newer["id"]
        assert older["valid_until"] == newer["valid_from"]
        assert newer["chain_id"] == chain[0]["id"]


async def test_concurrent_events_of_one_key_supersede_in_one_chain(tenant: Tenant) -> None:
    responses = await asyncio.gather(
        *(
            tenant.post("/v1/events", json=message(f"预算不超过 {1000 + i} 元", task_id="T-race"))
            for i in range(WRITERS)
        )
    )
    assert [r.status_code for r in responses] == [201] * WRITERS, [r.text for r in responses]
    candidates = [r.json()["candidates"][0] for r in responses]
    assert all(c["status"] == "ACCEPTED" for c in candidates)
    assert sorted(c["governance_reason"] for c in candidates) == ["accepted"] + ["supersedes"] * (WRITERS - 1)
    [active] = await list_facts(tenant, task_id="T-race")
    assert_unbroken(await revisions(tenant, active["id"]), WRITERS)


async def test_concurrent_identical_events_merge_into_one_fact(tenant: Tenant) -> None:
    responses = await asyncio.gather(
        *(tenant.post("/v1/events", json=message("I love jasmine tea")) for _ in range(WRITERS))
    )
    assert [r.status_code for r in responses] == [201] * WRITERS
    reasons = sorted(r.json()["candidates"][0]["governance_reason"] for r in responses)
    assert reasons == ["accepted"] + ["duplicate_merged"] * (WRITERS - 1)
    [fact] = await list_facts(tenant)
    assert fact["revision"] == 1
    links = await rows(tenant, "SELECT * FROM memory_fact_evidence WHERE tenant_id = :tenant")
    assert len(links) == WRITERS


async def test_concurrent_candidates_of_one_key_supersede_in_one_chain(tenant: Tenant) -> None:
    def body(i: int) -> dict[str, Any]:
        return candidate_body(
            f"Works at office {i}",
            subject="user",
            predicate="workplace",
            object_value=f"office {i}",
            evidence=evidence_body(f"I work at office {i}"),
        )

    responses = await asyncio.gather(*(tenant.post("/v1/candidates", json=body(i)) for i in range(WRITERS)))
    assert [r.status_code for r in responses] == [201] * WRITERS, [r.text for r in responses]
    [active] = await list_facts(tenant, subject="user", predicate="workplace")
    assert_unbroken(await revisions(tenant, active["id"]), WRITERS)


async def test_concurrent_events_and_candidates_of_one_key_mix_safely(tenant: Tenant) -> None:
    def candidate(i: int) -> dict[str, Any]:
        return candidate_body(
            "budget",
            subject="budget",
            predicate="max_amount",
            object_value=f"{5000 + i} 元",
            memory_type="CONSTRAINT",
            scope="TASK",
            task_id="T-mix",
            evidence=evidence_body(f"预算不超过 {5000 + i} 元"),
        )

    requests = [
        tenant.post("/v1/events", json=message(f"预算不超过 {100 + i} 元", task_id="T-mix")) for i in range(6)
    ]
    requests += [tenant.post("/v1/candidates", json=candidate(i)) for i in range(6)]
    responses = await asyncio.gather(*requests)
    assert [r.status_code for r in responses] == [201] * 12, [r.text for r in responses]
    [active] = await list_facts(tenant, task_id="T-mix")
    assert_unbroken(await revisions(tenant, active["id"]), 12)


async def test_concurrent_corrections_of_one_fact_one_wins(tenant: Tenant) -> None:
    fact_id = (await tenant.post("/v1/events", json=message("I like rooibos"))).json()["candidates"][0][
        "fact_id"
    ]
    responses = await asyncio.gather(
        *(
            tenant.patch(f"/v1/facts/{fact_id}", json={"content": f"Likes rooibos ({i})", "reason": "r"})
            for i in range(WRITERS)
        )
    )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] + [409] * (WRITERS - 1), [r.text for r in responses]
    assert_unbroken(await revisions(tenant, fact_id), 2)


async def test_concurrent_reviews_of_one_candidate_decide_it_once(tenant: Tenant) -> None:
    response = await tenant.post("/v1/events", json=message("我可能喜欢靠窗的座位"))
    candidate_id = response.json()["candidates"][0]["id"]
    accepts = [tenant.post(f"/v1/candidates/{candidate_id}/accept", "reviewer", json={}) for _ in range(5)]
    rejects = [
        tenant.post(f"/v1/candidates/{candidate_id}/reject", "reviewer", json={"reason": "no"})
        for _ in range(5)
    ]
    responses = await asyncio.gather(*accepts, *rejects)
    assert sorted(r.status_code for r in responses) == [200] + [409] * 9, [r.text for r in responses]
    assert len(await list_facts(tenant)) in (0, 1)
