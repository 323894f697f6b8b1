"""A correction said in a message of its own lands on the memory it corrects (writepath.late_correction): the
newest memory of the same session, or the one whose value it names; never a stance, never another
session's memory, never after the window, and "Sorry, I'm late" corrects nothing."""

from datetime import UTC, datetime, timedelta

import pytest

from conftest import Tenant
from factories import message
from facts.flows import list_facts, revisions, say
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import read_later_correction


async def values(tenant: Tenant) -> list[tuple[str, str, str]]:
    return [
        (f["subject"], f["predicate"], f["object_value"]) for f in await list_facts(tenant, user_id="u-1")
    ]


@pytest.mark.parametrize(
    ("first", "correction", "predicate", "old", "new"),
    [
        ("I moved to Berlin last month.", "Oops, I meant Munich.", "residence", "Berlin", "Munich"),
        ("我住在北京。", "不对，是上海。", "residence", "北京", "上海"),
        ("My name is Alex.", "Correction: Sasha.", "name", "Alex", "Sasha"),
    ],
)
async def test_a_later_correction_supersedes_the_memory_it_corrects(
    tenant: Tenant, first: str, correction: str, predicate: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    answer = await say(tenant, correction, session_id="s-1")
    [candidate] = answer["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    facts = await list_facts(tenant, user_id="u-1")
    assert [(f["predicate"], f["object_value"]) for f in facts] == [(predicate, new)]
    assert old not in facts[0]["content"] and new in facts[0]["content"]
    before, after = await revisions(tenant, facts[0]["id"])
    assert (before["object_value"], before["status"], after["object_value"]) == (old, "SUPERSEDED", new)


async def test_the_named_wrong_value_picks_the_memory(tenant: Tenant) -> None:
    await say(tenant, "I live in Berlin and I work at Siemens.", session_id="s-1")
    await say(tenant, "My name is Alex.", session_id="s-1")
    await say(tenant, "Sorry, I meant Munich, not Berlin.", session_id="s-1")
    assert sorted(await values(tenant)) == [
        ("user", "name", "Alex"),
        ("user", "residence", "Munich"),
        ("user", "workplace", "Siemens"),
    ]


async def test_a_budget_correction_keeps_an_exact_amount(tenant: Tenant) -> None:
    await say(tenant, "My budget is usually 3000 euros.", session_id="s-1")
    await say(tenant, "My mistake, it's 3500 euros.", session_id="s-1")
    assert await values(tenant) == [("budget", "max_amount", "3500 EUR")]


@pytest.mark.parametrize(
    ("first", "then", "fields"),
    [
        ("I love tea.", "Sorry, I meant coffee.", {"session_id": "s-1"}),  # a stance is never guessed
        ("I live in Berlin.", "Sorry, I'm late.", {"session_id": "s-1"}),  # no correction at all
        ("I live in Berlin.", "Actually it's fine.", {"session_id": "s-1"}),
        ("I live in Berlin.", "Sorry, I meant Munich, not Hamburg.", {"session_id": "s-1"}),  # wrong value
        ("I live in Berlin.", "Sorry, I meant 35.", {"session_id": "s-2"}),  # no number held
        ("I'm 34.", "No wait, Friday.", {"session_id": "s-1"}),  # no weekday held
        ("我住在杭州。", "说错了，是六点。", {"session_id": "s-1"}),  # no time held
    ],
)
async def test_what_is_not_a_correction_of_a_memory_changes_nothing(
    tenant: Tenant, first: str, then: str, fields: dict[str, str]
) -> None:
    await say(tenant, first, session_id="s-1")
    before = await values(tenant)
    answer = await say(tenant, then, **fields)
    assert answer["candidates"] == []
    assert await values(tenant) == before


@pytest.mark.parametrize(
    "fields",
    [
        {"session_id": "s-2"},  # another session
        {
            "session_id": "s-1",
            "occurred_at": (datetime.now(UTC) + timedelta(hours=2)).isoformat(),
        },  # long after
    ],
)
async def test_a_correction_outside_the_session_revises_the_users_latest_memory_of_its_type(
    tenant: Tenant, fields: dict[str, str]
) -> None:
    """Same session first, then the user's latest memory holding a value of the type (a place here)."""
    await say(tenant, "I live in Berlin.", session_id="s-1")
    await say(tenant, "I'm 34.", session_id="s-1")
    await say(tenant, "Oops, I meant Munich.", **fields)
    assert sorted(await values(tenant)) == [("user", "age", "34"), ("user", "residence", "Munich")]


@pytest.mark.parametrize(
    ("text", "value", "instead_of"),
    [
        ("Oops, I meant Munich.", "Munich", None),
        ("Actually it's Munich, not Berlin.", "Munich", "Berlin"),
        ("说错了，应该是周五。", "周五", None),
        ("Sorry, I'm late.", None, None),
        ("Actually it's fine.", None, None),
        ("Sorry, I meant Munich?", None, None),
        ("不对，我住在上海。", None, None),  # a whole statement: the rules read it as one
    ],
)
def test_reading_a_later_correction(text: str, value: str | None, instead_of: str | None) -> None:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    said = read_later_correction(message)
    assert (said.value, said.instead_of) == (value, instead_of) if value else said is None


async def test_stances_said_since_do_not_hide_the_memory_corrected(tenant: Tenant) -> None:
    await say(tenant, "I moved to Berlin last month.", session_id="s-1")
    for thing in ("tea", "jazz", "sushi", "hiking", "chess", "opera"):
        await say(tenant, f"I love {thing}.", session_id="s-1")
    await say(tenant, "Oops, I meant Munich, not Berlin.", session_id="s-1")
    residence = [v for v in await values(tenant) if v[1] == "residence"]
    assert residence == [("user", "residence", "Munich")]


async def test_a_later_correction_in_a_batch_lands_on_the_memory_an_earlier_event_stated(
    tenant: Tenant,
) -> None:
    """In one batch the memory before the correction is governed first."""
    events = [
        message("My name is Alex.", session_id="s-1", idempotency_key="b-1"),
        message("I moved to Berlin last month.", session_id="s-1", idempotency_key="b-2"),
        message("Oops, I meant Munich.", session_id="s-1", idempotency_key="b-3"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    assert sorted(await values(tenant)) == [("user", "name", "Alex"), ("user", "residence", "Munich")]


async def test_what_follows_a_correction_in_a_batch_is_governed_after_it(tenant: Tenant) -> None:
    """The newest statement wins: the correction is not put off to the end of the batch."""
    events = [
        message("I live in Paris.", session_id="s-1", idempotency_key="b-1"),
        message("Oops, I meant Lyon.", session_id="s-1", idempotency_key="b-2"),
        message("Actually I just moved to Nice.", session_id="s-1", idempotency_key="b-3"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    assert await values(tenant) == [("user", "residence", "Nice")]


async def test_a_value_alone_corrects_only_what_the_turn_before_said(tenant: Tenant) -> None:
    await say(tenant, "I live in Berlin.", session_id="s-1")
    await say(tenant, "I wear size 42 shoes.", session_id="s-1")
    await say(tenant, "43.", session_id="s-1")
    assert ("user", "shoe_size", "43") in await values(tenant)
    await say(tenant, "I'm 34.", session_id="s-1")
    await say(tenant, "What should I pack for the trip?", session_id="s-1")
    answer = await say(tenant, "35.", session_id="s-1")  # after another turn: no correction
    assert answer["candidates"] == [] and ("user", "age", "34") in await values(tenant)


async def test_a_value_read_with_a_guessed_subject_is_the_correction(tenant: Tenant) -> None:
    """口误，叫米米 corrects the cat's name said just before, not the user's name; after a place it
    is no correction of the place (a name one is called by is no place)."""
    await say(tenant, "我家猫叫咪咪。", session_id="s-1")
    await say(tenant, "口误，叫米米。", session_id="s-1")
    assert await values(tenant) == [("cat", "name", "米米")]
    await say(tenant, "I live in Leeds.", session_id="s-2")
    await say(tenant, "口误，叫豆豆。", session_id="s-2")
    assert ("user", "residence", "Leeds") in await values(tenant)


async def test_the_old_value_named_finds_the_memory_whatever_the_words_around(tenant: Tenant) -> None:
    await say(tenant, "My daughter goes to Oakwood Primary.", session_id="s-1")
    await say(tenant, "My passport expires in October.", session_id="s-1")
    await say(tenant, "Sorry, Elmwood Primary, not Oakwood.", session_id="s-2")
    await say(tenant, "It expires in November, not October.", session_id="s-2")
    contents = sorted(fact["content"] for fact in await list_facts(tenant, user_id="u-1"))
    assert contents == ["My daughter goes to Elmwood Primary", "My passport expires in November"]


async def test_a_stance_whose_key_alone_says_the_value_is_corrected(tenant: Tenant) -> None:
    """十点遛狗 / preference: the key says 十点, the wording 晚上十点 (another key): both are corrected.
    (A bedtime is a slot of its own since session 15, below; a habit at an hour is still a stance.)"""
    await say(tenant, "我每天晚上十点遛狗。", session_id="s-1")
    await say(tenant, "哦不对，是十一点。", session_id="s-1")
    [fact] = await list_facts(tenant, user_id="u-1")
    assert (fact["subject"], fact["content"]) == ("十一点遛狗", "我每天晚上十一点遛狗")


async def test_a_bedtime_slot_is_corrected(tenant: Tenant) -> None:
    await say(tenant, "我每天晚上十点睡觉。", session_id="s-1")
    await say(tenant, "哦不对，是十一点。", session_id="s-1")
    [fact] = await list_facts(tenant, user_id="u-1")
    assert fact["subject"] == "user"
    assert "十一点" in fact["content"] and "十点" not in fact["content"].replace("十一点", "")


@pytest.mark.parametrize(
    ("first", "correction", "old", "new"),
    [
        ("I wear a size 8 shoe.", "Hold on, it's 10.5 in US sizing, I was thinking UK.", "8", "10.5"),
        ("I grew up in Ohio.", "Er, Iowa actually. Everyone mixes those two up.", "Ohio", "Iowa"),
        (
            "I usually wake up at 6:15 on weekdays.",
            "Scratch that, it's 5:45. The 6:15 was before the new job.",
            "6:15",
            "5:45",
        ),
    ],
)
async def test_a_correction_among_comments_lands_on_the_memory(
    tenant: Tenant, first: str, correction: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, correction, session_id="s-1")
    contents = [f["content"] for f in await list_facts(tenant, user_id="u-1")]
    assert any(new in content for content in contents), contents
    assert not any(old in content for content in contents), contents
