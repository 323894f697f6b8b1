"""Retractions by topic and of everything, and stances held for a named period, through the HTTP API:
"forget what I said about my job" takes back the workplace though the memory never says "job";
"forget everything I said earlier" takes back every memory of that user said in that session lately,
never one of another session or another user, and a bare "Forget it" takes nothing; "this month I'm
off chocolate" is valid until the month ends and leaves the lasting liking ACTIVE."""

from datetime import datetime, timedelta

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def active(tenant: Tenant, user_id: str = "u-1") -> list[tuple[str | None, str | None, str]]:
    facts = await list_facts(tenant, user_id=user_id)
    return sorted((f["subject"], f["predicate"], f["object_value"]) for f in facts)


@pytest.mark.parametrize(
    ("first", "retraction"),
    [
        ("I work at Siemens.", "Forget what I said about my job."),
        ("I live in Lyon.", "Scratch the bit about where I live."),
        ("My husband is called Ben.", "Please forget what I told you about my partner."),
        ("My budget for the trip is 800 euros.", "Disregard what I said about money."),
        ("我在腾讯上班。", "刚才说的工作的事别记了"),
        ("我住在杭州。", "忘了我刚才说的住的地方吧"),
        ("我吃素。", "刚才说的饮食那块不算"),
    ],
)
async def test_a_topic_word_takes_back_the_memory_of_its_key_alone(
    tenant: Tenant, first: str, retraction: str
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, "I love jazz.", session_id="s-1")
    await say(tenant, retraction, session_id="s-1")
    assert await active(tenant) == [("jazz", "preference", "like")]


@pytest.mark.parametrize(
    "everything",
    [
        "Please forget everything I said earlier.",
        "Forget all of that.",
        "我刚才说的都忘了吧",
        "之前说的全部作废",
    ],
)
async def test_everything_said_lately_in_the_session_is_taken_back_and_nothing_else(
    tenant: Tenant, everything: str
) -> None:
    await say(tenant, "I work at Shell.", session_id="s-2")  # another session of the same user
    await say(tenant, "I live in Oslo.", session_id="s-1", user_id="u-2")  # another user, same session id
    for text in ("I live in Oslo.", "I love sushi.", "I hate cats.", "I'm allergic to peanuts."):
        await say(tenant, text, session_id="s-1")

    answer = await say(tenant, everything, session_id="s-1")

    assert answer["candidates"] == []
    assert await active(tenant) == [("user", "workplace", "Shell")]
    assert await active(tenant, "u-2") == [("user", "residence", "Oslo")]


@pytest.mark.parametrize("bare", ["Forget it.", "Oh, forget it.", "算了，忘了吧", "Forget that."])
async def test_a_bare_forget_it_takes_nothing_back(tenant: Tenant, bare: str) -> None:
    await say(tenant, "I love tea.", session_id="s-1")
    await say(tenant, "I live in Rome.", session_id="s-1")
    await say(tenant, bare, session_id="s-1")
    assert await active(tenant) == [("tea", "preference", "like"), ("user", "residence", "Rome")]


def _at(fact: dict[str, str], name: str) -> datetime:
    return datetime.fromisoformat(fact[name])


async def test_a_stance_for_this_month_is_valid_until_the_month_ends_and_the_liking_stays(
    tenant: Tenant,
) -> None:
    [liked] = (await say(tenant, "I love chocolate.", session_id="s-1"))["candidates"]
    await say(tenant, "This month I'm off chocolate.", session_id="s-1")

    facts = await list_facts(tenant, user_id="u-1")
    [lasting] = [f for f in facts if f["scope"] == "USER"]
    [held] = [f for f in facts if f["scope"] == "SESSION"]
    assert (lasting["id"], lasting["object_value"], lasting["revision"]) == (liked["fact_id"], "like", 1)
    assert held["object_value"] == "dislike"
    start = _at(held, "valid_from")
    first_of_next_month = (
        start.replace(day=1, hour=0, minute=0, second=0, microsecond=0) + timedelta(days=32)
    ).replace(day=1)
    assert _at(held, "valid_until") == first_of_next_month


async def test_a_stance_for_this_week_in_a_task_ends_with_the_week_not_the_task(tenant: Tenant) -> None:
    await say(tenant, "这周我戒咖啡", session_id="s-1", task_id="T-1")
    [held] = await list_facts(tenant, user_id="u-1", task_id="T-1")
    start = _at(held, "valid_from")
    monday = start.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=7 - start.weekday())
    assert (held["scope"], held["subject"], held["object_value"]) == ("TASK", "咖啡", "dislike")
    assert _at(held, "valid_until") == monday


async def test_a_stance_for_a_length_of_time_ends_after_it(tenant: Tenant) -> None:
    await say(tenant, "I'm off red wine for the next two weeks.", session_id="s-1")
    [held] = await list_facts(tenant, user_id="u-1", session_id="s-1")
    assert (held["scope"], held["subject"]) == ("SESSION", "red wine")
    assert _at(held, "valid_until") - _at(held, "valid_from") == timedelta(days=14)
