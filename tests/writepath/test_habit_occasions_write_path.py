"""A new habit of the same routine replaces the held one, through the write path (docs/extraction.md,
"Session 28: a new habit of the same routine")."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


def contents(facts: list[dict[str, object]], ended: bool = False) -> list[str]:
    """The facts' words; with ``ended`` the endings' too (an ending is worded by the new statement)."""
    return [str(fact["content"]) for fact in facts if ended or fact["object_value"] != "none"]


@pytest.mark.parametrize(
    ("held", "later", "gone", "now"),
    [
        ("Thursday nights are for pub quiz with the team", "thursdays are pottery nights lately",
         "pub quiz", "pottery"),
        ("I'm vegetarian", "bacon's back on the menu for me, no regrets", "I'm vegetarian", "bacon"),
        ("午饭一般在食堂吃", "最近午饭都是自己带饭", "食堂", "带饭"),
    ],
)  # fmt: skip
async def test_a_new_habit_of_the_routine_replaces_the_held_one(
    tenant: Tenant, held: str, later: str, gone: str, now: str
) -> None:
    await say(tenant, held)
    await say(tenant, later, session_id="s2")
    listed = await list_facts(tenant, user_id="u-1")
    assert not any(gone in one for one in contents(listed)), listed
    assert any(now in one for one in contents(listed, ended=True)), listed


@pytest.mark.parametrize(
    ("held", "later", "kept"),
    [
        ("Thursday nights are for pub quiz with the team", "friday nights are pottery lately", "pub quiz"),
        ("I'm vegetarian", "had a bite of my cousin's burger at the wedding", "vegetarian"),
        ("周六晚上固定打麻将", "最近周日晚上都在家追剧", "麻将"),
    ],
)  # fmt: skip
async def test_another_occasion_or_one_time_keeps_the_held_habit(
    tenant: Tenant, held: str, later: str, kept: str
) -> None:
    await say(tenant, held)
    await say(tenant, later, session_id="s2")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any(kept in one for one in facts), facts
