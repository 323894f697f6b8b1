"""A correction said right after a statement, whatever its wording (writepath.late_correction): a value of the
statement's type among comments replaces the held value, marker or none; with no marker only the
memory the turn just before said, a name only for a name like it. Look-alikes change nothing."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, revisions, say


async def active(tenant: Tenant) -> list[tuple[str, str, str, str]]:
    facts = await list_facts(tenant, user_id="u-1")
    return sorted((f["subject"], f["predicate"], f["object_value"], f["content"]) for f in facts)


@pytest.mark.parametrize(
    ("first", "correction", "old", "new"),
    [
        ("Our wedding anniversary is on May 14.", "Ugh, make that May 17.", "May 14", "May 17"),
        ("My manager's name is Karen.", "Oops, Karin, with an i.", "Karen", "Karin"),
        ("My dentist is Dr. Halvorsen.", "Halvorson, I get that wrong.", "Halvorsen", "Halvorson"),
        ("I grew up in Portland, Oregon.", "Hold on, Portland, Maine. I mix them up.", "Oregon", "Maine"),
        ("My birthday is October 2nd.", "Wrong month, I mean November 2nd.", "October", "November"),
        ("I'm 34 years old.", "Whoa, 35, I turned it last week.", "34", "35"),
        ("我老婆叫王丽。", "打错字，是王莉，草字头那个莉。", "王丽", "王莉"),
        ("我家里养了2只猫。", "我是说3只，新来的那只我老忘。", "2只", "3只"),
        ("我在腾讯上班。", "网易，写错公司了。", "腾讯", "网易"),
        ("我开的是丰田凯美瑞。", "丰田卡罗拉，老是记成凯美瑞。", "凯美瑞", "卡罗拉"),
    ],
)  # fmt: skip
async def test_a_value_among_comments_replaces_the_held_one(
    tenant: Tenant, first: str, correction: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    answer = await say(tenant, correction, session_id="s-1")
    [candidate] = answer["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    [(_, _, value, content)] = await active(tenant)
    assert new in value + content and old not in value + content
    before, after = await revisions(tenant, candidate["fact_id"])
    assert (before["status"], after["object_value"]) == ("SUPERSEDED", value)


@pytest.mark.parametrize(
    "said",
    [
        ("My manager's name is Karen.", "Karen is great to work with, honestly."),
        ("My manager's name is Karen.", "Perfect, see you then."),  # a name with no marker, like none held
        ("I work at Siemens.", "Bosch, old habit."),  # no marker, no name like it
        ("I'm 41.", "My wife is 39."),  # someone else's value
        ("My rent is $900 a month.", "Is $950 a lot for a one-bedroom?"),
        ("I'm 41.", "OK, 42."),  # an answer
        ("我老婆叫王丽。", "王丽人很好。"),
    ],
)
async def test_look_alikes_change_nothing(tenant: Tenant, said: tuple[str, str]) -> None:
    await say(tenant, said[0], session_id="s-1")
    before = await active(tenant)
    await say(tenant, said[1], session_id="s-1")
    assert [fact for fact in await active(tenant) if fact in before] == before


async def test_with_no_marker_only_the_memory_said_just_before(tenant: Tenant) -> None:
    """An unmarked value corrects the turn just before, not an older memory or another session's."""
    await say(tenant, "My shoe size is 44.", session_id="s-1")
    await say(tenant, "45, I always forget.", session_id="s-2")  # another session: nothing said before
    await say(tenant, "I live in Leeds.", session_id="s-1")
    await say(tenant, "46, as I said.", session_id="s-1")  # the turn before holds no number
    assert [(p, v) for _, p, v, _ in await active(tenant)] == [("residence", "Leeds"), ("shoe_size", "44")]
