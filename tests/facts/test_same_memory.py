"""The same memory said differently (``governance.matching`` through the write path), over HTTP:
a change of mind in other words supersedes, other owners and scopes are never touched, a less trusted
source and an unsure likeness wait for review, and every decision's reason code shows in the
candidate, the audit log and the retrieval trace. Similarities are those of the default embedder
(the multilingual default) against the thresholds measured for it (docs/governance.md)."""

import asyncio
from typing import Any

from conftest import Tenant
from factories import message
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, revisions, rows, submit
from facts.test_concurrency import assert_unbroken
from memory_center.governance.matching import core_subject
from retrieval.memory_factory import index_everything


def preference(
    content: str, subject: str, value: str, *, source_type: str = "USER_STATED", **fields: Any
) -> dict[str, Any]:
    evidence = evidence_body(content, source_type=source_type, user_id=fields.get("user_id", "u-1"))
    return candidate_body(
        content,
        subject=subject,
        predicate="preference",
        object_value=value,
        memory_type="PREFERENCE",
        evidence=evidence,
        **fields,
    )


async def candidate_of(tenant: Tenant, candidate_id: str) -> dict[str, Any]:
    response = await tenant.get(f"/v1/candidates/{candidate_id}")
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


async def audit_reasons(tenant: Tenant, candidate_id: str) -> list[str]:
    found = await rows(
        tenant,
        "SELECT reason FROM memory_audit WHERE tenant_id = :tenant AND target_id = :id",
        id=candidate_id,
    )
    return [row["reason"] for row in found]


async def test_a_change_of_mind_in_other_words_supersedes_and_says_why_everywhere(tenant: Tenant) -> None:
    old = await submit(tenant, preference("I love green tea.", "green tea", "like"))
    await index_everything(tenant)

    new = await submit(
        tenant, preference("I don't enjoy green tea drinks any more.", "green tea drinks", "dislike")
    )

    candidate = new["candidate"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "same_memory_supersedes")
    shown = await candidate_of(tenant, candidate["id"])
    assert shown["governance_reason"] == "same_memory_supersedes"
    assert "close in meaning" in shown["governance_message"]
    assert await audit_reasons(tenant, candidate["id"]) == ["same_memory_supersedes"]
    assert new["fact"]["supersedes_id"] == old["fact"]["id"]
    assert (await get_fact(tenant, old["fact"]["id"]))["status"] == "SUPERSEDED"
    [active] = await list_facts(tenant, user_id="u-1")
    assert (active["id"], active["object_value"], active["revision"]) == (new["fact"]["id"], "dislike", 2)

    await index_everything(tenant)
    response = await tenant.post("/v1/retrieve", json={"query": "green tea", "user_id": "u-1"})
    answer = response.json()
    trace = (await tenant.get(f"/v1/traces/{answer['trace_id']}")).json()
    [item] = [item for item in trace["items"] if item["id"] == new["fact"]["id"]]
    assert "revision_reason=same_memory_supersedes" in item["reasons"]
    assert old["fact"]["id"] not in [item["id"] for item in trace["items"]]


async def test_the_same_subject_in_other_words_matches_without_any_vector(tenant: Tenant) -> None:
    """Written a moment ago (not indexed): a subject equal after normalisation still matches, in
    English and Chinese."""
    tea = await submit(tenant, preference("I love tea.", "tea", "like"))
    spicy = await submit(tenant, preference("我喜欢吃辣。", "吃辣", "like"))

    no_tea = await submit(tenant, preference("I don't like tea anymore.", "tea anymore", "dislike"))
    no_spicy = await submit(tenant, preference("我现在不吃辣了。", "辣", "dislike"))

    for said, before in ((no_tea, tea), (no_spicy, spicy)):
        assert said["candidate"]["governance_reason"] == "same_memory_supersedes"
        assert "same subject in other words" in said["candidate"]["governance_message"]
        assert said["fact"]["supersedes_id"] == before["fact"]["id"]


async def test_the_same_memory_said_again_merges_into_the_fact(tenant: Tenant) -> None:
    old = await submit(tenant, preference("I like horror movies.", "horror movies", "like"))
    again = await submit(tenant, preference("Horror movie nights, yes please.", "the horror movie", "like"))
    assert again["candidate"]["governance_reason"] == "same_memory_merged"
    assert again["fact"]["id"] == old["fact"]["id"]
    assert len(await list_facts(tenant, user_id="u-1")) == 1


async def test_other_owners_and_other_scopes_are_never_superseded(tenant: Tenant) -> None:
    mine = await submit(tenant, preference("I love green tea.", "green tea", "like"))
    await index_everything(tenant)

    theirs = await submit(tenant, preference("I dislike green teas.", "green teas", "dislike", user_id="u-2"))
    this_session = await submit(
        tenant,
        preference("No green tea in this chat.", "green teas", "dislike", scope="SESSION", session_id="s-9"),
    )
    agent_note = await submit(
        tenant,
        preference("Skip green tea drinks.", "green tea drinks", "dislike", scope="AGENT", agent_id="a-1"),
    )

    for said in (theirs, this_session, agent_note):
        assert said["candidate"]["governance_reason"] == "accepted"
        assert said["fact"]["supersedes_id"] is None
    assert (await get_fact(tenant, mine["fact"]["id"]))["status"] == "ACTIVE"


async def test_a_less_trusted_source_waits_with_a_conflict_link(tenant: Tenant) -> None:
    old = await submit(tenant, preference("I love green tea.", "green tea", "like"))
    await index_everything(tenant)

    tool = await submit(
        tenant,
        preference(
            "CRM: customer avoids green tea drinks.", "green tea drinks", "dislike", source_type="TOOL_RESULT"
        ),
    )

    candidate = await candidate_of(tenant, tool["candidate"]["id"])
    assert (candidate["status"], candidate["governance_reason"]) == (
        "NEEDS_CONFIRMATION",
        "same_memory_lower_trust",
    )
    assert candidate["conflict_fact_id"] == old["fact"]["id"]
    relations = sorted(link["relation"] for link in candidate["evidence"])
    assert relations == ["CONFLICT", "SUPPORT"]
    assert tool["fact"] is None
    assert await audit_reasons(tenant, candidate["id"]) == ["same_memory_lower_trust"]
    assert (await get_fact(tenant, old["fact"]["id"]))["status"] == "ACTIVE"


async def test_an_unsure_likeness_goes_to_review_and_keeps_both(tenant: Tenant) -> None:
    old = await submit(
        tenant, preference("I enjoy jogging in the morning.", "jogging in the morning", "like")
    )
    await index_everything(tenant)

    unsure = await submit(tenant, preference("Morning runs are not my thing.", "morning runs", "dislike"))
    unrelated = await submit(tenant, preference("I love morning coffee.", "morning coffee", "like"))

    candidate = await candidate_of(tenant, unsure["candidate"]["id"])
    assert (candidate["status"], candidate["governance_reason"]) == (
        "NEEDS_CONFIRMATION",
        "similar_memory_unsure",
    )
    assert "below the sure threshold" in candidate["governance_message"]
    assert candidate["conflict_fact_id"] == old["fact"]["id"]
    assert await audit_reasons(tenant, candidate["id"]) == ["similar_memory_unsure"]
    assert unrelated["candidate"]["governance_reason"] == "accepted"
    assert (await get_fact(tenant, old["fact"]["id"]))["status"] == "ACTIVE"


async def test_a_change_of_mind_through_events_lands_on_the_old_memory(tenant: Tenant) -> None:
    """The rule extractor's "tea anymore" is the old "tea": one ACTIVE fact, the new value."""
    await tenant.post("/v1/events", json=message("I love tea."))
    response = await tenant.post("/v1/events", json=message("I don't like tea anymore."))
    assert response.status_code == 201, response.text
    [candidate] = response.json()["candidates"]
    assert candidate["governance_reason"] in ("supersedes", "same_memory_supersedes")
    [active] = await list_facts(tenant, user_id="u-1")
    assert active["revision"] == 2


WORDINGS = ["green teas", "the green tea", "green tea anymore", "my green teas", "GREEN TEA", "green tea"]


async def test_concurrent_wordings_of_one_memory_leave_one_active_fact(tenant: Tenant) -> None:
    first = await submit(tenant, preference("I love green tea.", "green tea", "like"))
    bodies = [
        preference(f"Statement {i} about green tea.", WORDINGS[i % len(WORDINGS)], ("like", "dislike")[i % 2])
        for i in range(12)
    ]
    responses = await asyncio.gather(*(tenant.post("/v1/candidates", json=body) for body in bodies))

    assert [r.status_code for r in responses] == [201] * len(bodies), [r.text for r in responses]
    reasons = [r.json()["candidate"]["governance_reason"] for r in responses]
    assert set(reasons) <= {"supersedes", "duplicate_merged", "same_memory_supersedes", "same_memory_merged"}
    [active] = await list_facts(tenant, user_id="u-1")
    superseding = sum(reason.endswith("supersedes") for reason in reasons)
    chain = await revisions(tenant, active["id"])
    assert chain[0]["id"] == first["fact"]["id"]
    assert_unbroken(chain, 1 + superseding)


async def test_messages_naming_memories_in_opposite_orders_and_words_never_deadlock(tenant: Tenant) -> None:
    liking = "I love green tea. I love black coffee."
    leaving = "I don't like black coffee anymore. I don't like green tea anymore."
    responses = await asyncio.gather(
        *(tenant.post("/v1/events", json=message((liking, leaving)[i % 2])) for i in range(10))
    )

    assert [r.status_code for r in responses] == [201] * 10, [r.text for r in responses]
    active = await list_facts(tenant, user_id="u-1")
    assert sorted(core_subject(fact["subject"]) for fact in active) == ["black coffee", "green tea"]
