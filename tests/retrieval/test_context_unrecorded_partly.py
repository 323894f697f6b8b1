"""A message its memories hold only in part still reaches the context (docs/context.md, "What the user
said that no memory holds", session 19): the write path kept one clause and lost another, and what it
lost is the user's word all the same. Look-alikes: a message its memories hold in full, one whose
memory lives in another session or was replaced, one that only supposes."""

import uuid
from typing import Any

import pytest
from memory_factory import context, index_everything

from conftest import Tenant
from factories import message
from memory_center.retrieval.partly import holds_more
from memory_center.retrieval.unrecorded import NEWEST, told_of_someone


def user() -> str:
    return f"u-{uuid.uuid4().hex[:8]}"


def unrecorded(built: dict[str, Any]) -> list[str]:
    return [item["content"] for item in built["sections"]["evidence"] if "unrecorded" in item["reasons"]]


async def _held(
    tenant: Tenant,
    me: str,
    memory: str,
    message: str,
    scope: str = "USER",
    session_id: str | None = None,
    **key: Any,
) -> str:
    """A memory of ``memory`` backed by the message ``message`` (the write path kept one clause)."""
    where = {"session_id": session_id} if session_id else {}
    response = await tenant.post(
        "/v1/candidates",
        json={
            "memory_type": "FACT",
            "content": memory,
            "scope": scope,
            "confidence": 0.9,
            "user_id": me,
            **where,
            **key,
            "evidence": {
                "evidence_type": "CONVERSATION",
                "source_type": "USER_STATED",
                "source_system": "test-chat",
                "content": message,
                "user_id": me,
                **where,
            },
        },
    )
    assert response.status_code == 201, response.text
    fact: dict[str, Any] = response.json()["fact"]
    return str(fact["id"])


EGGS = "My twin daughters, Mia and Zoe, are both allergic to eggs."
CAKE = "Find a birthday cake recipe for my girls"


async def test_what_a_memory_left_out_of_its_message_reaches_the_context(tenant: Tenant) -> None:
    me = user()
    await _held(tenant, me, "My twin daughters, Mia and Zoe", EGGS)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query=CAKE)
    assert unrecorded(built) == [EGGS]
    assert "allergic to eggs" in built["text"] and "My twin daughters, Mia and Zoe (" in built["text"]


async def test_a_chinese_message_held_in_part_at_once(tenant: Tenant) -> None:
    me = user()
    await index_everything(tenant)  # the query embedder loaded; the message itself is not indexed yet
    said = "我膝盖做过手术，不能爬楼梯也不能跑步。"
    response = await tenant.post("/v1/events", json=message(said, user_id=me, session_id=f"{me}-1"))
    assert response.status_code in (200, 201, 202), response.text
    built = await context(tenant, user_id=me, session_id=f"{me}-2", query="帮我制定一个减肥运动计划")
    assert "膝盖" in built["text"]


async def test_a_message_its_memories_hold_in_full_is_not_repeated(tenant: Tenant) -> None:
    me = user()
    await _held(tenant, me, "I'm vegetarian", "Hi there! I'm vegetarian.")
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="Book a table for dinner on Friday")
    assert unrecorded(built) == []
    assert "I'm vegetarian" in built["text"]


async def test_a_message_held_in_part_by_a_session_memory_stays_in_its_session(tenant: Tenant) -> None:
    me = user()
    said = "I'm in Lisbon this week for a conference, the hotel is near the river."
    await _held(tenant, me, "I'm in Lisbon this week", said, scope="SESSION", session_id=f"{me}-1")
    await index_everything(tenant)
    built = await context(tenant, user_id=me, session_id=f"{me}-2", query="Book me a hotel for tonight")
    assert "river" not in built["text"] and unrecorded(built) == []


async def test_a_message_held_in_part_by_a_replaced_memory_is_history(tenant: Tenant) -> None:
    me = user()
    old = "I live in Leeds, in a flat with a tiny balcony."
    home = {"subject": "user", "predicate": "home_city"}
    await _held(tenant, me, "I live in Leeds", old, object_value="Leeds", **home)
    await _held(tenant, me, "I live in York", "I live in York", object_value="York", **home)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="Find a plumber near me")
    assert "Leeds" not in built["text"] and "balcony" not in built["text"]


async def test_a_message_that_only_supposes_needs_the_floor(tenant: Tenant) -> None:
    me = user()
    said = "If I ever had a dog I'd call it Biscuit."
    await _held(tenant, me, "I live in York", "I live in York")
    response = await tenant.post("/v1/events", json=message(said, user_id=me, session_id=f"{me}-1"))
    assert response.status_code in (200, 201, 202), response.text
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="Plan my week of meetings")
    assert "Biscuit" not in built["text"]


@pytest.mark.parametrize(
    ("message", "memories", "more"),
    [
        (EGGS, ["My twin daughters, Mia and Zoe"], True),
        ("我膝盖做过手术，不能爬楼梯也不能跑步。", ["不能爬楼梯", "不能跑步"], True),
        ("Keep any email drafts under 100 words, I hate long emails.", ["I hate long emails"], True),
        ("Never stick me in a middle seat.", [], True),
        # what is left tells what was: the write path read the change, the rest is the old value
        ("Sold the Prius, I drive a Tesla Model Y now.", ["I drive a Tesla Model Y now"], False),
        ("I cancelled 24 Hour Fitness and joined Equinox instead.", ["joined Equinox instead"], False),
        ("朗逸卖了，提了辆特斯拉Model Y", ["提了辆特斯拉Model Y"], False),
        ("I used to love coffee, these days I drink tea.", ["these days I drink tea"], False),
        # held in full: a lead, a second clause held by a second memory, the whole message
        ("Hi there! I'm vegetarian.", ["I'm vegetarian"], False),
        ("我家住在杭州，我们有两个孩子。", ["我家住在杭州", "我们有两个孩子"], False),
        (
            "团子送人了，我现在养的是一只兔子，叫棉花。",
            ["团子送人了，我现在养的是一只兔子，叫棉花。", "叫棉花"],
            False,
        ),
        (
            "My mother lives in Dublin and I visit her every Christmas.",
            ["My mother lives in Dublin", "I visit her every Christmas"],
            False,
        ),
    ],
)
def test_holds_more(message: str, memories: list[str], more: bool) -> None:
    assert holds_more(message, memories) is more


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("If I ever had a dog I'd call it Biscuit.", False),
        ("Suppose I moved to Oslo.", False),
        ("假如我住在海边，我天天游泳", False),
        ("If I had the choice I'd rather fly", True),
        ("If it rains I stay home", True),
        ("I have a dog called Biscuit.", True),
        ("The weather is lovely today.", False),
    ],
)
def test_told_of_someone(text: str, told: bool) -> None:
    assert told_of_someone(text) is told


async def test_messages_their_memories_hold_in_full_do_not_crowd_out_an_older_one(tenant: Tenant) -> None:
    """The window of the newest ``NEWEST`` statements counts the messages that hold more than their
    memories only: more than ``NEWEST`` newer messages held in full by their terms (a lead, "Hi there!",
    passes the SQL's length test) leave the older message held in part in it."""
    me = user()
    await _held(tenant, me, "My twin daughters, Mia and Zoe", EGGS)
    kinds = ["red", "blue", "green", "old", "rare", "tiny", "silver", "wooden", "glass"]
    things = ["stamps", "coins", "postcards", "keys", "spoons", "maps", "badges", "buttons"]
    held = [f"I collect {kind} {thing}" for kind in kinds for thing in things]
    assert len(held) > NEWEST
    for memory in held:
        said = f"Hi there! {memory}."
        assert not holds_more(said, [memory])
        await _held(tenant, me, memory, said)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query=CAKE)
    assert unrecorded(built) == [EGGS]
