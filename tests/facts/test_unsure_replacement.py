"""When governance is unsure whether a statement replaces a held memory, the statement waits for review
and the context states the conflict (issue 24 point 4; docs/governance.md, step 7c): "drinking coffee"
against a held liking of "coffee", before the held fact has a vector to compare with. The reviewer's
accept replaces the held memory (the console's form as well as the API); a reject leaves it alone.
Confident paths are unchanged: the same value is a new fact, another activity is another thing."""

from typing import Any

from conftest import Tenant
from console.flows import csrf_of, signed_in
from facts.flows import get_fact, list_facts, submit
from facts.test_same_memory import audit_reasons, candidate_of, preference
from retrieval.memory_factory import context


async def held_coffee(tenant: Tenant) -> dict[str, Any]:
    return await submit(tenant, preference("Loves coffee, three cups a day.", "coffee", "like"))


async def test_an_unsure_replacement_waits_and_the_context_states_it(tenant: Tenant) -> None:
    old = await held_coffee(tenant)

    said = await submit(tenant, preference("Has stopped drinking coffee.", "drinking coffee", "dislike"))

    candidate = await candidate_of(tenant, said["candidate"]["id"])
    assert (candidate["status"], candidate["governance_reason"]) == (
        "NEEDS_CONFIRMATION",
        "similar_memory_unsure",
    )
    assert candidate["conflict_fact_id"] == old["fact"]["id"] and said["fact"] is None
    assert sorted(link["relation"] for link in candidate["evidence"]) == ["CONFLICT", "SUPPORT"]
    assert await audit_reasons(tenant, candidate["id"]) == ["similar_memory_unsure"]
    assert [f["id"] for f in await list_facts(tenant, user_id="u-1")] == [old["fact"]["id"]]

    built = await context(tenant, query="get me a drink", user_id="u-1")
    (note,) = built["sections"]["conflicts"]
    assert set(note["ids"]) == {old["fact"]["id"], candidate["id"]}
    assert "[Conflicts]\n- two records disagree: Loves coffee, three cups a day. (" in built["text"]
    assert "Has stopped drinking coffee. (" in built["text"] and "awaiting confirmation)" in built["text"]
    assert "[disputed, see Conflicts]" in built["text"]

    waiting = await tenant.get("/v1/candidates", params={"status": "NEEDS_CONFIRMATION", "user_id": "u-1"})
    assert [c["id"] for c in waiting.json()["items"]] == [candidate["id"]]


async def test_the_reviewers_accept_replaces_the_held_memory(tenant: Tenant) -> None:
    old = await held_coffee(tenant)
    said = await submit(tenant, preference("Has stopped drinking coffee.", "drinking coffee", "dislike"))
    candidate_id = said["candidate"]["id"]

    async with signed_in(tenant) as client:
        queue = await client.get("/console", params={"user_id": "u-1"})
        assert (
            "Has stopped drinking coffee." in queue.text and "Loves coffee, three cups a day." in queue.text
        )
        accepted = await client.post(
            f"/console/candidates/{candidate_id}/accept", data={"csrf_token": csrf_of(queue.text)}
        )
        assert accepted.status_code == 303 and "done=accepted" in accepted.headers["location"]

    [active] = await list_facts(tenant, user_id="u-1")
    assert (active["content"], active["revision"]) == ("Has stopped drinking coffee.", 2)
    assert (await get_fact(tenant, active["id"]))["supersedes_id"] == old["fact"]["id"]
    assert (await get_fact(tenant, old["fact"]["id"]))["status"] == "SUPERSEDED"
    built = await context(tenant, query="get me a drink", user_id="u-1")
    # no open conflict: only the line that states the turned stance as a change (docs/context.md)
    notes = built["sections"]["conflicts"]
    assert [(note["changed"], note["ids"]) for note in notes] == [(True, [active["id"]])]
    assert "Loves coffee" not in built["text"]


async def test_a_reject_leaves_the_held_memory_and_no_conflict(tenant: Tenant) -> None:
    old = await held_coffee(tenant)
    said = await submit(tenant, preference("Has stopped drinking coffee.", "drinking coffee", "dislike"))

    response = await tenant.post(
        f"/v1/candidates/{said['candidate']['id']}/reject", "reviewer", json={"reason": "a joke"}
    )

    assert response.status_code == 200, response.text
    assert [f["id"] for f in await list_facts(tenant, user_id="u-1")] == [old["fact"]["id"]]
    built = await context(tenant, query="get me a drink", user_id="u-1")
    assert built["sections"]["conflicts"] == [] and "Loves coffee" in built["text"]


async def test_the_same_value_and_another_activity_are_accepted_as_before(tenant: Tenant) -> None:
    await held_coffee(tenant)
    also = await submit(
        tenant, preference("Enjoys drinking coffee in the morning.", "drinking coffee", "like")
    )
    football = await submit(tenant, preference("Likes watching football.", "watching football", "like"))
    playing = await submit(tenant, preference("Hates playing football.", "playing football", "dislike"))

    for said in (also, football, playing):
        assert said["candidate"]["governance_reason"] == "accepted", said["candidate"]
    built = await context(tenant, query="plan my Sunday", user_id="u-1")
    assert built["sections"]["conflicts"] == []
