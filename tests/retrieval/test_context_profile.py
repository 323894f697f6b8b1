"""The profile part of every context: the user's lasting USER memories, whatever the query, in their
own share of the budget (docs/context.md, issue 25)."""

import uuid
from typing import Any

from memory_factory import add_fact, context, index_everything, retrieve

from conftest import Tenant
from memory_center.enums import FactStatus, MemoryType, Scope


def user() -> str:
    return f"u-{uuid.uuid4().hex[:8]}"


def profile_ids(built: dict[str, Any]) -> list[str]:
    return [item["id"] for item in built["sections"]["profile"]]


def every_item(built: dict[str, Any]) -> list[str]:
    sections = built["sections"]
    names = ("constraints", "profile", "preferences", "facts", "evidence")
    return [item["id"] for name in names for item in sections[name]]


async def test_a_user_with_a_handful_of_memories_gets_all_of_them_whatever_the_query(tenant: Tenant) -> None:
    me = user()
    window = await add_fact(
        tenant, "Always sits by the window on planes", user_id=me, memory_type=MemoryType.PREFERENCE
    )
    cat = await add_fact(tenant, "Has a cat named Luna", user_id=me)
    rule = await add_fact(tenant, "Never book red-eye flights", user_id=me, memory_type=MemoryType.CONSTRAINT)
    await index_everything(tenant)
    for query in ("get me a ticket to Lisbon for Monday", "帮我订一张周一去成都的机票", None):
        built = await context(tenant, user_id=me, query=query)
        text = built["text"]
        assert "window" in text and "Luna" in text and "red-eye" in text, (query, text)
        shown = every_item(built)
        assert sorted(shown) == sorted({str(window), str(cat), str(rule)}), "each memory once"
        assert str(rule) not in profile_ids(built), "a standing rule is not repeated in the profile"
        assert built["omitted_profile"] == 0 and built["omitted_profile_ids"] == []
        for item in built["sections"]["profile"]:
            assert item["profile"] is True
        assert "[About the user]" in text or not built["sections"]["profile"]


async def test_a_profile_memory_the_query_matches_appears_once(tenant: Tenant) -> None:
    me = user()
    tea = await add_fact(
        tenant, "Drinks green tea every afternoon", user_id=me, memory_type=MemoryType.PREFERENCE
    )
    await add_fact(tenant, "Lives in Hamburg", user_id=me)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="which tea do I drink in the afternoon?")
    assert built["text"].count("green tea") == 1
    assert every_item(built).count(str(tea)) == 1
    assert "Hamburg" in built["text"]


async def test_include_profile_false_leaves_the_profile_out(tenant: Tenant) -> None:
    me = user()
    await add_fact(tenant, "Has a cat named Luna", user_id=me)
    await index_everything(tenant)
    with_profile = await context(tenant, user_id=me, query=None)
    assert "Luna" in with_profile["text"]
    without = await context(tenant, user_id=me, query="plan a road trip", include_profile=False)
    assert without["sections"]["profile"] == []
    assert without["omitted_profile"] == 0


async def test_the_profile_is_capped_counted_and_most_important_first(tenant: Tenant) -> None:
    me = user()
    key = await add_fact(tenant, "Is severely allergic to peanuts", user_id=me, importance=0.95)
    filler = [
        await add_fact(tenant, f"Collected stamp number {n} from an old album in the attic", user_id=me)
        for n in range(25)
    ]
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="book a table for Friday", token_budget=400)
    part = built["parts"]["profile"]
    assert part["tokens"] <= part["cap"] == int(400 * 0.3)
    assert built["sections"]["profile"][0]["id"] == str(key), "the most important first"
    shown = set(every_item(built))
    left_out = built["omitted_profile_ids"]
    assert left_out and built["omitted_profile"] == len(left_out)
    assert set(left_out) <= {str(f) for f in filler} and not set(left_out) & shown
    assert len(shown | set(left_out)) == 26
    assert built["tokens"] <= 400


async def test_only_current_user_memories_make_the_profile(tenant: Tenant) -> None:
    me, other = user(), user()
    await add_fact(tenant, "Used to love coffee", user_id=me, status=FactStatus.SUPERSEDED)
    await add_fact(tenant, "Lives in Lisbon", user_id=other)
    shared = await add_fact(tenant, "The office closes at six", scope=Scope.TENANT)
    await add_fact(tenant, "Prefers the quiet carriage", user_id=me, scope=Scope.SESSION, session_id="s-old")
    mine = await add_fact(tenant, "Works as a nurse", user_id=me)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, session_id="s-new", query="what should I bring from the café?")
    shown = every_item(built)
    assert shown.count(str(mine)) == 1 and set(shown) <= {str(mine), str(shared)}
    assert str(shared) not in profile_ids(built), "the profile is the user's own"
    assert profile_ids(await context(tenant, user_id=me, query=None, memory_types=["FACT"])) in (
        [],
        [str(mine)],
    )
    for absent in ("coffee", "Lisbon", "quiet carriage"):
        assert absent not in built["text"]


async def submit(tenant: Tenant, content: str, value: str, source_type: str, me: str) -> dict[str, Any]:
    body = {
        "memory_type": "PREFERENCE",
        "content": content,
        "subject": "drink",
        "predicate": "likes",
        "object_value": value,
        "scope": "USER",
        "user_id": me,
        "confidence": 0.9,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": source_type,
            "source_system": "test-chat",
            "content": content,
            "user_id": me,
        },
    }
    response = await tenant.post("/v1/candidates", json=body)
    assert response.status_code == 201, response.text
    result: dict[str, Any] = response.json()
    return result


async def test_a_disputed_profile_memory_comes_with_a_conflict_line(tenant: Tenant) -> None:
    me = user()
    stated = await submit(tenant, "Loves strong coffee", "coffee", "USER_STATED", me)
    doubt = await submit(tenant, "The café app says the user ordered only tea", "tea", "TOOL_RESULT", me)
    assert doubt["candidate"]["status"] == "NEEDS_CONFIRMATION", doubt
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="organise a family weekend away")
    (note,) = built["sections"]["conflicts"]
    assert stated["fact"]["id"] in [str(i) for i in note["ids"]]
    assert "[Conflicts]\n- two records disagree: Loves strong coffee" in built["text"]
    assert built["text"].count("Loves strong coffee (source") == 1


async def test_retrieve_keeps_the_only_memory_a_user_has(tenant: Tenant) -> None:
    """No absolute floor empties the answer: the one memory is the best match there is."""
    me = user()
    window = await add_fact(tenant, "I always sit by the window on planes.", user_id=me)
    await index_everything(tenant)
    found = await retrieve(tenant, user_id=me, query="get me a ticket to Lisbon for Monday")
    assert [item["id"] for item in found["items"]] == [str(window)]
    reasons = found["items"][0]["reasons"]
    assert any(r.startswith("semantic_rank=1") for r in reasons)


async def test_the_request_domain_brings_its_slots_into_a_full_profile(tenant: Tenant) -> None:
    """A travel request needs the seat the user likes although it shares no word with it: among more
    profile memories than the profile's share holds, the memory of a slot the domain needs comes first
    (retrieval/domains.py), with the reason ``domain=travel``."""
    me = user()
    for n in range(20):
        await add_fact(tenant, f"Collected stamp number {n} from an old album in the attic", user_id=me)
    seat = await add_fact(
        tenant,
        "Prefers sitting on the left",
        user_id=me,
        memory_type=MemoryType.PREFERENCE,
        subject="window seat",
        predicate="preference",
        object_value="like",
        importance=0.4,
    )
    await index_everything(tenant)
    for query in ("get me a ticket to Lisbon for Monday", "帮我订下周去成都的机票"):
        built = await context(tenant, user_id=me, query=query, token_budget=300)
        profile = built["sections"]["profile"]
        assert profile and profile[0]["id"] == str(seat), (query, built["text"])
        assert "domain=travel" in profile[0]["reasons"]
    unrelated = await context(tenant, user_id=me, query="what is the capital of Peru", token_budget=300)
    assert str(seat) not in profile_ids(unrelated), "less important and of no domain: left out"
