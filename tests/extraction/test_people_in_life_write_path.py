"""A first message whose head states a lasting fact (``rules/heads``) about someone in the user's life
(``rules/people_named``), then its correction in a message of its own, in the same session or a new
one (``writepath.late_correction``): the held memory is corrected, the old value gone."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def _active(tenant: Tenant) -> list[str]:
    facts = await list_facts(tenant, user_id="u-1")
    return [str(fact["content"]) for fact in facts if fact.get("status", "ACTIVE") == "ACTIVE"]


@pytest.mark.parametrize(
    ("first", "correction", "session", "new", "old"),
    [
        (
            "my landlord is Derek Simmons if you ever need to email him about the boiler",
            "oh it's Simmonds, with a d. sorry",
            "s-1",
            "Derek Simmonds",
            "Simmons",
        ),
        (
            "My employee ID is 58213, you'll need it for the expense portal",
            "hey I gave you the wrong employee number the other day, it's 58231. swapped the last two digits",
            "s-2",
            "58231",
            "58213",
        ),
        ("我哥哥住在杭州，我打算下个月去看他", "说错了，是苏州", "s-1", "苏州", "杭州"),
    ],
)
async def test_a_first_messages_fact_is_corrected(
    tenant: Tenant, first: str, correction: str, session: str, new: str, old: str
) -> None:
    [kept] = (await say(tenant, first))["candidates"]
    assert kept["governance_reason"] == "accepted", kept
    await say(tenant, correction, session_id=session)
    active = await _active(tenant)
    assert any(new in content for content in active), active
    assert not any(old in content and new not in content for content in active), active


async def test_a_strangers_plan_keeps_nothing(tenant: Tenant) -> None:
    said = await say(tenant, "Jake's going to Lisbon next week, can you recommend some restaurants for him?")
    assert said["candidates"] == []
    assert await list_facts(tenant, user_id="u-1") == []
