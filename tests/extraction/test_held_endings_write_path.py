"""A held liking ended in a statement of its own, named by the held memory's words, through the write
path (writepath.held_turns with rules.held_endings and rules.taken_up): the held memory is superseded,
the new liking said in its place is stored; a one-off or someone else's aversion keeps it."""

from typing import Any

from conftest import Tenant
from facts.flows import list_facts, say


async def active(tenant: Tenant, user_id: str) -> list[dict[str, Any]]:
    return await list_facts(tenant, user_id=user_id)


def contents(facts: list[dict[str, Any]]) -> str:
    return " | ".join(sorted(fact["content"] for fact in facts)).casefold()


async def test_a_favourite_ended_after_a_question_is_superseded(tenant: Tenant) -> None:
    await say(
        tenant, "honestly cilantro is my favourite herb, I throw it on basically everything", user_id="e-1"
    )
    await say(
        tenant,
        "can you leave the cilantro out of that salsa recipe? somewhere along the way it started tasting "
        "like dish soap to me, can't stand the stuff anymore",
        user_id="e-1",
    )
    assert "basically everything" not in contents(await active(tenant, "e-1"))


async def test_a_liking_named_by_its_statement_ends_and_the_new_one_is_stored(tenant: Tenant) -> None:
    await say(tenant, "I love horror movies, the gorier the better tbh", user_id="e-2")
    await say(
        tenant,
        "ok after last night's film I think I'm done with gore for good lol. "
        "give me a cozy murder mystery instead",
        user_id="e-2",
    )
    facts = await active(tenant, "e-2")
    assert "gorier" not in contents(facts)
    assert any(f["subject"] == "cozy murder mystery" and f["object_value"] == "like" for f in facts), facts


async def test_one_offs_and_other_peoples_aversions_keep_the_liking(tenant: Tenant) -> None:
    await say(tenant, "cilantro is my favourite herb, I put it on everything", user_id="e-3")
    for text in (
        "my girlfriend can't stand cilantro, so leave it out of the dinner recipe tonight",
        "skip the cilantro this time. I'm not feeling it today",
        "is cilantro the same as coriander? my friend can't stand it",
    ):
        await say(tenant, text, user_id="e-3")
        assert "put it on everything" in contents(await active(tenant, "e-3")), text
