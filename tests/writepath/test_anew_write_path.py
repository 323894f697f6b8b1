"""A held memory's topic said with a new value and no marker, in another session (writepath.late_correction,
``extraction.rules.anew``): the held memory is rewritten on its own key, so governance supersedes it.
Look-alikes (another thing, someone else's, a one-off, a second one, a plan) leave it as it is."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, revisions, say


async def active(tenant: Tenant) -> list[tuple[str, str, str, str]]:
    facts = await list_facts(tenant, user_id="u-1")
    return sorted((f["subject"], f["predicate"], f["object_value"], f["content"]) for f in facts)


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        ("my water bill is $60 a month", "water bill came in at 75 this month, ouch", "60", "75"),
        ("my dentist is Dr. Okafor", "my dentist Dr. Brennan says i grind my teeth", "Okafor", "Brennan"),
        ("my landlord is a guy named Victor", "my landlord Priya finally fixed the sink", "Victor", "Priya"),
        ("我的主管是老周", "林姐当我们主管第一次开组会就训人", "老周", "林姐"),
        ("我每周二晚上上钢琴课", "周四晚上钢琴课之前得先垫点东西，有啥推荐", "周二", "周四"),
        ("我房租每月3800", "续租合同签完，每月4200，肉疼", "3800", "4200"),
    ],
)  # fmt: skip
async def test_a_new_value_of_the_topic_supersedes_the_held_one(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    [held] = await active(tenant)
    assert old in held[2] + held[3]
    answer = await say(tenant, later, session_id="s-2")
    [candidate] = [c for c in answer["candidates"] if c["status"] == "ACCEPTED"]
    assert candidate["governance_reason"] == "supersedes"
    [(subject, predicate, value, content)] = await active(tenant)
    assert (subject, predicate) == held[:2]
    assert new in value + content and old not in value + content
    before, after = await revisions(tenant, candidate["fact_id"])
    assert (before["status"], after["object_value"]) == ("SUPERSEDED", value)


@pytest.mark.parametrize(
    ("first", "later"),
    [
        ("my rent is $1800 a month", "my gym is $50 a month, cheapest in town"),
        ("my rent is $1800 a month", "my sister's rent is 2000 in brooklyn, insane"),
        ("i pay $120 a month for parking at work", "paid 15 for parking at the mall today"),
        ("my rent is $1800 a month", "if my rent went up to 2000 could i still afford it?"),
        ("我房租每月3800", "我姐姐房租每月6000，北京太贵了"),
        ("我的主管是老周", "我朋友的主管是林姐，特别凶"),
        ("我每周二晚上上钢琴课", "我周四晚上也有一节钢琴课"),
        ("我每月停车费500", "今天在商场停车花了20"),
    ],
)
async def test_look_alikes_leave_the_held_memory(tenant: Tenant, first: str, later: str) -> None:
    await say(tenant, first, session_id="s-1")
    before = await active(tenant)
    assert before
    await say(tenant, later, session_id="s-2")
    assert [fact for fact in await active(tenant) if fact in before] == before
