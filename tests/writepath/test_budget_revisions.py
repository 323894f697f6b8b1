"""Standing budgets by kind and their revisions (``governance.budgets``, ``writepath.budget_revisions``;
docs/extraction.md, "Session 23: standing budgets by kind, and their revisions"): a budget said as the
user's everyday spending is a USER constraint of its kind's slot; a later amount of the same kind, in
any session and with or without a word of lasting, supersedes it; a budget of one occasion, someone
else's, a question or a hypothetical leaves it as it is."""

from dataclasses import dataclass

import pytest

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.governance import budgets


async def user_budgets(tenant: Tenant) -> list[tuple[str, str, str]]:
    facts = await list_facts(tenant, user_id="u-1")
    return sorted(
        (f["subject"], f["object_value"], f["scope"])
        for f in facts
        if f["memory_type"] == "CONSTRAINT" and f["subject"].endswith("budget")
    )


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("my budget for dinners out is about $40 a head", True),
        ("My lunch budget is about 15 euros per person.", True),
        ("I spend up to 80 dollars on gifts", True),
        ("我吃饭预算一顿五十左右", True),
        ("我吃饭人均一百左右", True),
        ("我每个月房租预算四千", True),
        ("For this trip the hotel budget is 300 dollars a night.", False),
        ("Tonight let's keep dinner under 70 dollars a head.", False),
        ("这次跟客户吃饭，人均预算三百。", False),
        ("For the Tokyo conference my budget is 40 dollars per person", False),
        ("The hotel budget is 150 dollars a night.", False),
        ("My budget is 800 euros.", False),
        # a kind said in the plural is every occasion of it; one named holiday is that occasion
        ("My budget for holidays is around 1500 euros.", True),
        ("my budget on vacations is usually 2k", True),
        ("My budget for the holiday is around 1500 euros.", False),
        ("My budget for this vacation is 900 dollars.", False),
        ("Budget for our trip to Rome is 1200 euros.", False),
    ],
)
def test_a_habit_of_spending_is_told_from_an_occasion(text: str, habit: bool) -> None:
    assert budgets.says_habit(text) is habit


@pytest.mark.parametrize(
    ("first", "later", "subject", "old", "new"),
    [
        ("my budget for dinners out is about $40 a head", "gotta tighten up, keep dinners under $25 a head",
         "food_budget", "40", "25"),
        ("My hotel budget is usually 200 dollars a night.", "My hotel budget is 160 dollars a night now.",
         "hotel_budget", "200", "160"),
        ("我吃饭预算一顿五十左右", "这个月手头紧，一顿控制在三十以内", "food_budget", "50", "30"),
        ("我礼物预算一般三百左右", "礼物预算提到五百吧", "gift_budget", "300", "500"),
    ],
)  # fmt: skip
async def test_a_new_amount_supersedes_the_standing_budget_of_its_kind(
    tenant: Tenant, first: str, later: str, subject: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    [(held_subject, held_value, scope)] = await user_budgets(tenant)
    assert (held_subject, scope) == (subject, "USER") and old in held_value
    answer = await say(tenant, later, session_id="s-2")
    accepted = [c["governance_reason"] for c in answer["candidates"] if c["status"] == "ACCEPTED"]
    assert accepted == ["supersedes"]
    [(now_subject, value, scope)] = await user_budgets(tenant)
    assert (now_subject, scope) == (subject, "USER") and new in value and old not in value


@pytest.mark.parametrize(
    "later",
    [
        "For this trip the food budget is 90 dollars a head.",
        "My brother usually spends about 100 dollars per person on dinners out.",
        "Is 25 dollars a head a normal budget for dinner in Boston?",
        "If I got the raise, I'd budget 60 dollars per person for dinners.",
        "这次跟客户吃饭，吃饭预算人均三百。",
    ],
)
async def test_look_alikes_leave_the_standing_budget(tenant: Tenant, later: str) -> None:
    await say(tenant, "my budget for dinners out is about $40 a head", session_id="s-1")
    before = await user_budgets(tenant)
    assert [subject for subject, _, _ in before] == ["food_budget"]
    await say(tenant, later, session_id="s-2", task_id="T-1")
    # a TASK budget may stand beside the standing one
    assert [one for one in await user_budgets(tenant) if one[2] == "USER"] == before


async def test_a_budget_without_a_held_one_stays_the_tasks(tenant: Tenant) -> None:
    await say(tenant, "The hotel budget is 150 dollars a night.", session_id="s-1")
    await say(tenant, "The hotel budget is 120 now.", session_id="s-1")
    assert [(s, scope) for s, _, scope in await user_budgets(tenant)] == [("hotel_budget", "SESSION")]


@dataclass(frozen=True)
class Draft:
    subject: str | None
    object_value: str | None


@pytest.mark.parametrize(
    ("subject", "text", "task"),
    [
        ("hotel_budget", "我出差住酒店预算是每晚四百", False),
        ("user", "我出差住酒店预算是每晚四百", True),  # another reading of a budget's words: the task's
        ("food_budget", "my budget for dinners out is about $40 a head", False),
        ("food_budget", "For this trip the food budget is 90 dollars a head.", True),
        ("budget", "My budget is usually three thousand euros.", False),
        ("budget", "My budget is 800 euros.", True),
    ],
)
def test_the_habit_of_spending_keeps_a_budget_key_the_users(subject: str, text: str, task: bool) -> None:
    assert budgets.is_task_budget(Draft(subject, "400"), text) is task
