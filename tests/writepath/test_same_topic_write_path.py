"""One topic under two keys through the write path (governance.same_topic, docs/governance.md "One topic
under two keys"): a new stance or value on a held memory's topic said under another key supersedes
it; an additive liking, a liking of another thing and someone else's taste leave it current."""

from typing import Any

from conftest import Tenant
from factories import message
from facts.flows import list_facts, say


async def active(tenant: Tenant, user_id: str = "u-1") -> list[tuple[str, str]]:
    facts: list[dict[str, Any]] = await list_facts(tenant, user_id=user_id)
    return sorted((f["subject"], f["object_value"]) for f in facts)


async def test_a_new_way_of_a_held_one_valued_key_supersedes_it(tenant: Tenant) -> None:
    await say(tenant, "I always order my steak well done.")
    said = await say(tenant, "I've come around to medium-rare steak, it's so much juicier.")
    [candidate] = said["candidates"]
    assert candidate["governance_reason"] == "same_memory_supersedes", candidate
    assert await active(tenant) == [("medium-rare steak", "like")]


async def test_an_opposite_stance_on_the_held_thing_supersedes_it(tenant: Tenant) -> None:
    await say(tenant, "I love pineapple on pizza, don't judge me lol", user_id="u-2")
    await say(
        tenant, "had it at a party and honestly pineapple on pizza is gross, never again", user_id="u-2"
    )
    facts = await list_facts(tenant, user_id="u-2")
    assert {f["object_value"] for f in facts} == {"dislike"}, facts  # the liking is no longer current
    assert all("gross" in f["content"] for f in facts)


async def test_a_favourite_said_as_a_liking_replaces_the_favourite(tenant: Tenant) -> None:
    await say(tenant, "我最喜欢的水果是西瓜。", user_id="u-3")
    await say(tenant, "芒果是我最爱的水果。", user_id="u-3")
    facts = await list_facts(tenant, user_id="u-3")
    assert len(facts) == 1 and "芒果" in facts[0]["content"], facts


async def test_look_alikes_keep_the_held_memory(tenant: Tenant) -> None:
    await say(tenant, "I love jazz.", user_id="u-4")
    await say(tenant, "I also love rock music.", user_id="u-4")
    await say(tenant, "I love hip hop.", user_id="u-4")
    await say(tenant, "My sister hates jazz.", user_id="u-4")
    assert await active(tenant, "u-4") == [("hip hop", "like"), ("jazz", "like"), ("rock music", "like")]
    await say(tenant, "I always order my steak well done.", user_id="u-5")
    await say(tenant, "I also love steak tartare.", user_id="u-5")
    await say(tenant, "我喜欢吃川菜。", user_id="u-5")
    await say(tenant, "我也挺喜欢粤菜的。", user_id="u-5")
    subjects = [subject for subject, _ in await active(tenant, "u-5")]
    assert "steak" in subjects and "steak tartare" in subjects and len(subjects) == 4, subjects


async def test_a_batch_of_two_users_replaces_each_users_own_memory_only(tenant: Tenant) -> None:
    for user_id in ("u-6", "u-7"):
        await say(tenant, "I always order my steak well done.", user_id=user_id)
    events = [
        message(
            "I've come around to medium-rare steak, it's so much juicier.",
            user_id="u-6",
            idempotency_key="b-1",
        ),
        message("I love jazz.", user_id="u-7", idempotency_key="b-2"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    assert await active(tenant, "u-6") == [("medium-rare steak", "like")]
    assert await active(tenant, "u-7") == [("jazz", "like"), ("steak", "well done")]
