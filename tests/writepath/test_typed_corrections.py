"""A correction in a message of its own, as one typed-value rule (writepath.late_correction): the held
value of the new value's type is replaced in the memory that holds it, in the session first, then in
the user's latest memories; nothing is stored when no memory holds a value of the type, or when the
message just before said one that no memory holds (someone else's)."""

import pytest

from conftest import Tenant
from factories import message
from facts.flows import list_facts, revisions, say


async def active(tenant: Tenant) -> list[tuple[str, str, str, str]]:
    facts = await list_facts(tenant, user_id="u-1")
    return sorted((f["subject"], f["predicate"], f["object_value"], f["content"]) for f in facts)


@pytest.mark.parametrize(
    ("first", "correction", "old", "new"),
    [
        ("My son is 7.", "No wait, he's 8.", "7", "8"),  # a free-text memory, a bare number
        ("I wear size 10 shoes.", "Oops, size 11.", "10", "11"),
        (
            "我的预算是三千五。",
            "不对，是四千五。",
            "3500",
            "4500",
        ),  # Chinese numerals, a value held in digits
        ("My birthday is July 13th.", "Sorry, I meant the 14th.", "July 13th", "July 14th"),
        ("我的生日是三月五号。", "哦不，是五月。", "三月五号", "五月五号"),
        ("My dentist is Dr. Patel.", "Sorry, it's Dr. Nguyen.", "Dr. Patel", "Dr. Nguyen"),
        ("My partner's name is Clara.", "Actually it's Claire, not Clara.", "Clara", "Claire"),
        ("我老婆叫刘芳。", "我是说刘方。", "刘芳", "刘方"),
        ("我住在杭州。", "不对，是苏州。", "杭州", "苏州"),
    ],
)
async def test_the_held_value_of_the_type_is_replaced(
    tenant: Tenant, first: str, correction: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    answer = await say(tenant, correction, session_id="s-1")
    [candidate] = answer["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    [(_, _, value, content)] = await active(tenant)
    assert new in value + content and old not in value
    before, after = await revisions(tenant, candidate["fact_id"])
    assert (before["status"], after["object_value"]) == ("SUPERSEDED", value)


async def test_a_stance_holding_the_value_in_its_key_is_retired_for_the_corrected_one(tenant: Tenant) -> None:
    # a habit with no slot of its own (七点起床 is the wake-up time now: ``schema.FRAMES``, wake_time)
    await say(tenant, "我每天七点吃早饭。", session_id="s-1")
    [(subject, _, _, _)] = await active(tenant)
    assert "七点" in subject
    await say(tenant, "说错了，是六点。", session_id="s-1")
    [(subject, predicate, value, content)] = await active(tenant)
    assert (subject, predicate, value, content) == ("六点吃早饭", "preference", "like", "我每天六点吃早饭")


async def test_a_wake_up_time_is_corrected_on_its_slot(tenant: Tenant) -> None:
    await say(tenant, "我每天七点起床。", session_id="s-1")
    await say(tenant, "说错了，是六点。", session_id="s-1")
    [(subject, predicate, value, content)] = await active(tenant)
    assert (subject, predicate, value, content) == ("user", "wake_time", "六点", "我每天六点起床")


async def test_a_correction_in_a_batch_retires_a_stance_before_what_follows(tenant: Tenant) -> None:
    events = [
        message("I usually go to bed at 11.", session_id="s-1", idempotency_key="b-1"),
        message("Actually, 10:30.", session_id="s-1", idempotency_key="b-2"),
        message("I live in Leeds.", session_id="s-1", idempotency_key="b-3"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    assert [(s, v) for s, _, v, _ in await active(tenant)] == [
        ("go to bed at 10:30", "like"),
        ("user", "Leeds"),
    ]


async def test_the_nearest_memory_of_the_type_is_corrected(tenant: Tenant) -> None:
    """A later memory of another type does not hide the one of the correction's type."""
    await say(tenant, "I'm 34.", session_id="s-1")
    await say(tenant, "I live in Dublin.", session_id="s-1")
    await say(tenant, "Scratch that, 35.", session_id="s-1")
    assert [(p, v) for _, p, v, _ in await active(tenant)] == [("age", "35"), ("residence", "Dublin")]


async def test_a_correction_in_a_new_session_revises_the_users_latest_memory_of_its_type(
    tenant: Tenant,
) -> None:
    await say(tenant, "我在腾讯上班。", session_id="s-1")
    await say(tenant, "更正一下，是阿里巴巴。", session_id="s-2")
    assert [(p, v) for _, p, v, _ in await active(tenant)] == [("workplace", "阿里巴巴")]


@pytest.mark.parametrize(
    "said",
    [
        ("I'm 34.", "My brother is 30.", "Sorry, I meant 31."),  # someone else's age
        ("我穿39码的鞋。", "我同事穿42码。", "哦不，是43码。"),  # a colleague's size
        ("I live in Dublin.", "Sorry, I meant 42."),  # no number held
        ("我住在杭州。", "我喜欢喝茶。", "不对，是咖啡。"),  # a guessed name corrects only the latest memory
        ("I live in Dublin.", "I mean it."),
        ("I'm 34.", "Actually I love it."),
        ("Sorry, I meant 35.",),  # nothing held at all
    ],
)
async def test_look_alikes_change_nothing(tenant: Tenant, said: tuple[str, ...]) -> None:
    for text in said[:-1]:
        await say(tenant, text, session_id="s-1")
    before = await active(tenant)
    answer = await say(tenant, said[-1], session_id="s-1")
    assert answer["candidates"] == []
    assert await active(tenant) == before


async def test_a_correction_corrected_again(tenant: Tenant) -> None:
    await say(tenant, "I'm 34.", session_id="s-1")
    await say(tenant, "Sorry, 35.", session_id="s-1")
    await say(tenant, "No wait, 36.", session_id="s-1")
    assert [(p, v) for _, p, v, _ in await active(tenant)] == [("age", "36")]


async def test_a_correction_within_the_message_is_stored_corrected(tenant: Tenant) -> None:
    await say(tenant, "My birthday is July 13th, no wait, the 14th.", session_id="s-1")
    events = [message("我每天七点起床，不对，六点。", session_id="s-1", idempotency_key="w-1")]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    assert await active(tenant) == [
        ("user", "birthday", "July 14th", "My birthday is July 14th"),
        ("六点起床", "preference", "like", "我每天六点起床"),
    ]


@pytest.mark.parametrize(
    "before",
    [
        "What time should I book the taxi for?",  # the agent asked: the message answers it
        "Your taxi is booked for 6:30.",  # the agent said a time no memory holds
    ],
)
async def test_in_a_new_session_an_answer_to_the_agent_corrects_no_older_memory(
    tenant: Tenant, before: str
) -> None:
    await say(tenant, "I wake up at 6:30 every day.", session_id="s-1")
    held = await active(tenant)
    response = await tenant.post("/v1/events", json=message(before, role="assistant", session_id="s-2"))
    assert response.status_code == 201, response.text
    answer = await say(tenant, "Sorry, 7:40.", session_id="s-2")
    assert answer["candidates"] == []
    assert await active(tenant) == held


async def test_a_correction_of_the_words_that_keeps_the_value_replaces_the_held_memory(
    tenant: Tenant,
) -> None:
    """ "the one in Kentish Town" corrects where the gym is, not which chain: same key and value, other
    words; it must replace the held memory, not merge into it as a restatement."""
    await say(tenant, "My gym is the PureGym in Camden", session_id="s-1")
    answer = await say(
        tenant, "wait it's the one in Kentish Town, Camden is where I used to go", session_id="s-1"
    )
    [candidate] = answer["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    [(_, predicate, value, content)] = await active(tenant)
    assert (predicate, value) == ("gym", "PureGym")
    assert "Kentish Town" in content and "Camden" not in content


async def test_a_restatement_in_other_words_still_merges(tenant: Tenant) -> None:
    await say(tenant, "I work at Google", session_id="s-1")
    answer = await say(tenant, "I work at Google, been there two years", session_id="s-1")
    assert [c["governance_reason"] for c in answer["candidates"]] == ["duplicate_merged"]
    [(_, _, _, content)] = await active(tenant)
    assert content == "I work at Google"
