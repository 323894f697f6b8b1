"""English updates said in another shape, through the write path (docs/extraction.md, "A title at an
employer", "A timetable is no liking", "Frame restatements"): the new value replaces the held one and
is kept; a held liking said again at another time keeps its stance in the new words; look-alikes leave
the held memory."""

from typing import Any

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def facts(tenant: Tenant) -> list[dict[str, Any]]:
    return await list_facts(tenant, user_id="u-1")


def text_of(fact: dict[str, Any]) -> str:
    return " ".join(str(fact.get(name) or "") for name in ("content", "object_value", "subject"))


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        ("I'm a senior analyst at Morgan Lewis",
         "I've been Director of Analytics at Morgan Lewis since the 1st, still learning to manage people",
         "senior analyst", "Director of Analytics"),
        ("I take the 8:10 train into the city every morning",
         "My train into the city is the 7:35, gets me in before the rush", "8:10", "7:35"),
        ("My salary is £48k.", "I'm on £55k, how much should I be putting into my pension?", "48k", "55k"),
        ("my rent is £1,100 a month", "my rent is £1,250 now, is that too much for a one-bed?", "1,100",
         "1,250"),
        ("I train at Anytime Fitness", "leg day at my new gym, Gymbox, destroyed me", "Anytime", "Gymbox"),
        ("I work at Deloitte", "three weeks at the law firm and I have a desk plant", "Deloitte", "law firm"),
    ],
)  # fmt: skip
async def test_an_update_in_another_shape_replaces_the_held_value(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    assert any(old in text_of(fact) for fact in await facts(tenant))
    await say(tenant, later, session_id="s-2")
    held = await facts(tenant)
    assert not any(old in text_of(fact) for fact in held)
    assert any(new in text_of(fact) for fact in held)


async def test_a_liking_said_again_at_another_time_keeps_its_stance(tenant: Tenant) -> None:
    await say(tenant, "I do yoga every morning", session_id="s-1")
    await say(tenant, "I do yoga in the evenings now, after work", session_id="s-2")
    yoga = [fact for fact in await facts(tenant) if fact["subject"] == "yoga"]
    assert [(fact["object_value"], fact["content"]) for fact in yoga] == [
        ("like", "I do yoga in the evenings now, after work")
    ]


@pytest.mark.parametrize(
    ("first", "later"),
    [
        ("I'm a senior analyst at Morgan Lewis", "my sister is Director of Analytics at Deloitte"),
        ("I earn £55k a year", "how much would I take home if I was on £70k?"),
        ("I take the 8:10 train into the city", "the 7:35 train was cancelled this morning, chaos"),
        ("I'm a product manager at Monzo", "would Head of Product at Monzo be a realistic next step for me?"),
        ("I train at Anytime Fitness", "my brother's gym, Gymbox, is huge"),
        ("I work at Deloitte", "my brother's first week at the new company was rough"),
    ],
)  # fmt: skip
async def test_look_alikes_leave_the_held_memory(tenant: Tenant, first: str, later: str) -> None:
    await say(tenant, first, session_id="s-1")
    before = {fact["id"] for fact in await facts(tenant)}
    await say(tenant, later, session_id="s-2")
    assert before <= {fact["id"] for fact in await facts(tenant)}
