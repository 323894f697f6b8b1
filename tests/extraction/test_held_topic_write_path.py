"""A newer stance on the topic of a held liking or habit, through the write path with the shipped
embedder (extraction.held_topic, writepath.held_relation; docs/extraction.md, "Session 23")."""

from conftest import Tenant
from extraction.test_held_relation_en_write_path import contents
from facts.flows import list_facts, say


async def test_a_choice_of_another_option_replaces_the_held_liking(tenant: Tenant) -> None:
    await say(tenant, "Window seat every time when I fly, I like to sleep against the wall")
    await say(tenant, "I prefer aisle seats these days, with my knee I need to get up and walk a lot")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("Window seat" in one for one in facts), facts
    assert any("aisle" in one for one in facts), facts


async def test_a_new_habit_of_the_same_routine_replaces_the_held_one(tenant: Tenant) -> None:
    # session 28: the same occasion (breakfast) with a habit said now is a sure replacement, no review
    await say(tenant, "my usual breakfast is porridge with honey", user_id="u-2")
    said = await say(tenant, "breakfast is scrambled eggs every day now", user_id="u-2")
    assert not any(c["status"] == "NEEDS_CONFIRMATION" for c in said["candidates"]), said["candidates"]
    assert not any("porridge" in one for one in contents(await list_facts(tenant, user_id="u-2")))


async def test_a_change_with_no_choice_waits_for_review_as_a_conflict(tenant: Tenant) -> None:
    await say(tenant, "My go-to workout is weightlifting", user_id="u-4")
    said = await say(tenant, "I've gotten really into cycling", user_id="u-4")
    assert any(c["status"] == "NEEDS_CONFIRMATION" for c in said["candidates"]), said["candidates"]
    assert any("weightlifting" in one for one in contents(await list_facts(tenant, user_id="u-4")))
    body = {"user_id": "u-4", "session_id": "u-4-ask", "query": "plan my workouts", "token_budget": 1500}
    response = await tenant.post("/v1/context", json=body)
    assert response.status_code == 200, response.text
    assert "[Conflicts]" in response.json()["text"], response.json()["text"]


async def test_a_second_liking_of_the_kind_leaves_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "I love rock music, mostly old stuff", user_id="u-3")
    said = await say(tenant, "these days I'm into jazz music as well", user_id="u-3")
    assert not any(c["status"] == "NEEDS_CONFIRMATION" for c in said["candidates"]), said["candidates"]
    assert any("rock" in one for one in contents(await list_facts(tenant, user_id="u-3")))
