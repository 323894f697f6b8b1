"""A retraction said in a message of its own takes back the memory it names (writepath.take_back): the
memories of the same session that share a word with what it names, else the newest one; never a
memory of another session or another user, never a named thing that matches nothing, and "Forget it"
alone (a request called off) takes nothing back."""

from datetime import UTC, datetime

import pytest

from conftest import Tenant
from factories import message
from facts.flows import get_fact, list_facts, revisions, say
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.retract import Retraction, read_retraction


async def active(tenant: Tenant, user_id: str = "u-1") -> list[tuple[str | None, str]]:
    return sorted((f["predicate"], f["object_value"]) for f in await list_facts(tenant, user_id=user_id))


@pytest.mark.parametrize(
    ("first", "retraction"),
    [
        ("I'm vegetarian.", "Forget what I said about being vegetarian."),
        ("I live in Porto.", "Never mind what I told you about Porto."),
        ("我不吃香菜。", "忘了我刚才说的香菜吧。"),
        ("我住在南京。", "刚才说的南京的事不算。"),
    ],
)
async def test_a_retraction_naming_a_memory_invalidates_it(
    tenant: Tenant, first: str, retraction: str
) -> None:
    said = await say(tenant, first, session_id="s-1")
    [candidate] = said["candidates"]
    fact_id = candidate["fact_id"]

    answer = await say(tenant, retraction, session_id="s-1")

    assert answer["candidates"] == []
    assert await active(tenant) == []
    fact = await get_fact(tenant, fact_id)
    assert fact["status"] == "INVALIDATED"
    last = (await revisions(tenant, fact_id))[-1]["changes"][-1]
    assert (last["action"], last["reason"]) == ("invalidate", "retracted_by_user")


async def test_a_bare_retraction_takes_back_the_newest_memory_only(tenant: Tenant) -> None:
    await say(tenant, "I live in Lisbon.", session_id="s-1")
    await say(tenant, "Call me Your Majesty.", session_id="s-1")
    await say(tenant, "Just kidding!", session_id="s-1")
    assert await active(tenant) == [("residence", "Lisbon")]


async def test_a_named_thing_only_takes_back_the_memories_it_names(tenant: Tenant) -> None:
    await say(tenant, "I live in Lisbon and I work at Siemens.", session_id="s-1")
    await say(tenant, "I love jazz.", session_id="s-1")
    await say(tenant, "Forget what I said about Siemens.", session_id="s-1")
    assert sorted(value for _, value in await active(tenant)) == ["Lisbon", "like"]


@pytest.mark.parametrize(
    ("then", "fields"),
    [
        ("Forget what I said about being vegetarian.", {"session_id": "s-2"}),  # another session
        ("Forget what I said about being vegetarian.", {"session_id": "s-1", "user_id": "u-2"}),  # user
        ("Forget what I said about my car.", {"session_id": "s-1"}),  # names nothing said
        ("Oh, forget it.", {"session_id": "s-1"}),  # a request called off, not a retraction
        ("Never mind the weather.", {"session_id": "s-1"}),
        ("Scratch that, I'm vegan.", {"session_id": "s-1"}),  # a correction, not a retraction
    ],
)
async def test_what_a_retraction_never_takes_back(tenant: Tenant, then: str, fields: dict[str, str]) -> None:
    await say(tenant, "I'm vegetarian.", session_id="s-1")
    await say(tenant, then, **fields)
    assert [predicate for predicate, _ in await active(tenant)] != []


async def test_a_retraction_in_a_batch_takes_back_the_memory_of_an_earlier_event(tenant: Tenant) -> None:
    events = [
        message("I'm vegetarian.", session_id="s-1", idempotency_key="k-1"),
        message("I live in Porto.", session_id="s-1", idempotency_key="k-2"),
        message("Forget what I said about being vegetarian.", session_id="s-1", idempotency_key="k-3"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    assert await active(tenant) == [("residence", "Porto")]


@pytest.mark.parametrize(
    ("text", "about"),
    [
        ("Forget what I said about being vegetarian.", "being vegetarian"),
        ("Please ignore what I told you earlier about my job", "my job"),
        ("Just kidding!", None),
        ("I was only joking.", None),
        ("I take that back.", None),
        ("Forget I said that.", None),
        ("忘了我刚才说的香菜吧。", "香菜"),
        ("刚才说的搬家的事不算", "搬家"),
        ("哈哈，开个玩笑", None),
        ("当我没说", None),
        ("我收回刚才的话", None),
    ],
)
def test_retractions_read(text: str, about: str | None) -> None:
    assert read_retraction(_said(text)) == Retraction(about)


@pytest.mark.parametrize(
    "text",
    [
        "Oh, forget it.",
        "Ignore that.",
        "Forget it, let's book the train instead.",
        "Never mind the weather.",
        "Scratch that, I live in Leeds.",
        "Kidding aside, I love jazz.",
        "I'm not kidding, I hate mornings.",
        "我不吃香菜。",
        "开玩笑的吧？你真的要走？",
    ],
)
def test_look_alikes_are_no_retraction(text: str) -> None:
    assert read_retraction(_said(text)) is None


def test_only_a_users_message_retracts() -> None:
    said = ExtractionInput("Just kidding!", "assistant", "u-1", "s-1", None, None, None, datetime.now(UTC))
    assert read_retraction(said) is None


def _said(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
