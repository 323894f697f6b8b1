"""A held value said anew without its subject, through the write path with the shipped embedder
(``writepath.held_sense``): the held memory is rewritten with the new value on its own key, so
governance supersedes it; look-alikes (someone else's, a one-off event, a hypothetical) leave it."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def active(tenant: Tenant) -> list[tuple[str, str, str, str]]:
    facts = await list_facts(tenant, user_id="u-1")
    return sorted((f["subject"], f["predicate"], f["object_value"], f["content"]) for f in facts)


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        ("My rent is $1800 a month.", "Landlord bumped it to $1950 starting this month.", "1800", "1950"),
        ("我月薪12000。", "今年涨薪了，到手15000。", "12000", "15000"),
    ],
)  # fmt: skip
async def test_a_new_value_without_its_subject_supersedes_the_held_one(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    [held] = await active(tenant)
    answer = await say(tenant, later, session_id="s-1")
    [candidate] = [c for c in answer["candidates"] if c["status"] == "ACCEPTED"]
    assert candidate["governance_reason"] == "supersedes"
    [(subject, predicate, _, content)] = await active(tenant)
    assert (subject, predicate) == held[:2]
    assert new in content and old not in content


@pytest.mark.parametrize(
    "later",
    [
        "My brother's rent is $2100, crazy.",
        "Paid $160 for parking today, ridiculous.",
        "If it went up to $1950 I'd have to move.",
        "Spent $1700 on a new laptop.",
    ],
)
async def test_look_alikes_leave_the_held_memory(tenant: Tenant, later: str) -> None:
    await say(tenant, "My rent is $1800 a month.", session_id="s-1")
    before = await active(tenant)
    await say(tenant, later, session_id="s-1")
    after = await active(tenant)
    assert [fact for fact in after if "rent is" in fact[3]] == before
