"""Unmarked English updates through the write path (writepath.kind_replacements): a free-text memory of
where the user lives or works is ended by a value of its kind said in passing, beside a request; a job
title said after a role word replaces the held one; someone else's title leaves it
(docs/extraction.md, "Held-slot comparison by kind")."""

from conftest import Tenant
from facts.flows import list_facts, say


def active(facts: list[dict[str, object]]) -> dict[str, object]:
    return {str(fact["predicate"]): fact["object_value"] for fact in facts}


async def test_a_held_free_text_home_is_ended_by_a_place_said_beside_a_request(tenant: Tenant) -> None:
    await say(tenant, "We rent a two-bed in Clapham")
    await say(
        tenant,
        "our mortgage payment on the Croydon house went up again, can you help me look at remortgaging?",
        session_id="s-2",
    )
    facts = await list_facts(tenant, user_id="u-1")
    assert active(facts)["residence"] == "Croydon"
    assert all("Clapham" not in str(f["content"]) for f in facts), facts


async def test_a_brand_one_works_at_replaces_the_held_workplace(tenant: Tenant) -> None:
    await say(tenant, "I work the front desk at the Hilton downtown")
    await say(
        tenant,
        "three months into the job at the Marriott and I still miss my old coworkers from the Hilton",
        session_id="s-2",
    )
    facts = await list_facts(tenant, user_id="u-1")
    assert active(facts)["workplace"] == "Marriott"
    assert all("front desk" not in str(f["content"]) for f in facts), facts


async def test_a_job_title_replaces_the_held_one_and_someone_elses_does_not(tenant: Tenant) -> None:
    await say(tenant, "I'm a junior developer at Stripe")
    await say(tenant, "my sister just became a head nurse at her hospital", session_id="s-2")
    assert active(await list_facts(tenant, user_id="u-1"))["job"] == "junior developer"
    await say(tenant, "first week as a team lead and I haven't written a line of code", session_id="s-3")
    assert active(await list_facts(tenant, user_id="u-1"))["job"] == "team lead"
