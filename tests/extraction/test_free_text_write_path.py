"""The free-text fallback through the write path: a statement about the user that no reader reads is
accepted by the default policy and listed as the user's fact; said again, it is the same memory."""

from conftest import Tenant
from facts.flows import list_facts, say
from retrieval.memory_factory import context, index_everything


async def test_a_statement_no_reader_reads_is_kept_once(tenant: Tenant) -> None:
    first = await say(tenant, "I'm learning Spanish.")
    [candidate] = first["candidates"]
    assert candidate["governance_reason"] == "accepted", candidate
    again = await say(tenant, "I'm learning Spanish!")
    [repeated] = again["candidates"]
    assert repeated["governance_reason"] == "duplicate_merged", repeated
    facts = [fact for fact in await list_facts(tenant, user_id="u-1") if fact["subject"] == "user"]
    assert [(fact["memory_type"], fact["scope"], fact["content"]) for fact in facts] == [
        ("FACT", "USER", "I'm learning Spanish")
    ]
    await index_everything(tenant)
    built = await context(tenant, user_id="u-1", query="book me a hotel in Rome")
    shown = [item["id"] for section in built["sections"].values() for item in section or []]
    assert shown == [facts[0]["id"]] and "I'm learning Spanish" in built["text"], "in the user's context"


async def test_a_look_alike_keeps_no_fact(tenant: Tenant) -> None:
    for text in ("My colleague is learning Spanish.", "I'm so tired today.", "要是我有空就去学西班牙语。"):
        assert (await say(tenant, text))["candidates"] == [], text
    assert await list_facts(tenant, user_id="u-1") == []


async def test_a_close_persons_fact_health_and_a_rule_reach_the_context_of_a_new_session(
    tenant: Tenant,
) -> None:
    """Said in one session, in the context of an ordinary request in another: a close person's fact
    (accepted, the person as subject), health in a general wording and a requirement on every hotel
    (USER CONSTRAINTs)."""
    said = {
        "My dad lives in Porto.": ("father", "FACT"),
        "Bee stings can kill me.": ("bee sting", "CONSTRAINT"),
        "Every hotel you book for me needs a gym.": ("gym", "CONSTRAINT"),
    }
    for text in said:
        [candidate] = (await say(tenant, text))["candidates"]
        assert candidate["governance_reason"] == "accepted", candidate
    facts = await list_facts(tenant, user_id="u-1")
    assert sorted((fact["subject"], fact["memory_type"], fact["scope"]) for fact in facts) == sorted(
        (subject, kind, "USER") for subject, kind in said.values()
    )
    built = await context(tenant, user_id="u-1", session_id="another", query="Book me a hotel in Lisbon")
    for needle in ("Porto", "Bee stings", "gym"):
        assert needle in built["text"], (needle, built["text"])


async def test_a_moved_trip_and_a_relatives_home_reach_a_new_session(tenant: Tenant) -> None:
    """Issue 25: a trip and its new date (one memory, the move supersedes; governance keeps its date)
    and a sister's home (kept with her as subject) are in the context of an ordinary request in
    another session; the trip's old date is not."""
    await say(tenant, "I'm flying to Tokyo on 12 March.")
    [moved] = (await say(tenant, "The Tokyo trip moved to 19 March."))["candidates"]
    assert moved["governance_reason"] == "supersedes", moved
    await say(tenant, "My sister Ana lives in Valencia.")
    facts = await list_facts(tenant, user_id="u-1")
    assert sorted((fact["subject"], fact["predicate"], fact["scope"]) for fact in facts) == [
        ("sister", "said:my sister ana lives in valencia", "USER"),
        ("tokyo", "trip", "USER"),
    ]
    built = await context(tenant, user_id="u-1", session_id="another", query="what do I have coming up?")
    for needle in ("19 March", "Valencia"):
        assert needle in built["text"], (needle, built["text"])
    assert "12 March" not in built["text"]


async def test_health_by_name_inside_a_request_is_a_lasting_constraint(tenant: Tenant) -> None:
    """Health by name (docs/extraction.md): the request's "next week" does not make the health a
    detail of that task, through governance's rescoping of task details; a joke allergy stores nothing."""
    await say(tenant, "帮我订下周去成都的酒店，对了我怀孕五个月了。", user_id="u-health")
    await say(
        tenant, "Planning meals for next week - I'm on warfarin, keep the greens steady.", user_id="u-health"
    )
    await say(tenant, "I'm allergic to Mondays, honestly.", user_id="u-health")
    held = {
        (f["subject"], f["memory_type"], f["scope"]) for f in await list_facts(tenant, user_id="u-health")
    }
    assert ("怀孕", "CONSTRAINT", "USER") in held, held
    assert ("warfarin", "CONSTRAINT", "USER") in held, held
    assert not [item for item in held if "monday" in item[0].casefold()], held
