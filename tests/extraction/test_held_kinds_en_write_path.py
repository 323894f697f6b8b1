"""The English held-slot comparison by kind through the write path (writepath.kind_replacements): a
value of the kind the user holds replaces the held slot with no frame or verb; someone else's news and a
trip leave it; English free text that held the slot's option is ended; a dated remark is stored as a
plain sentence of the lasting value."""

from conftest import Tenant
from facts.flows import list_facts, say


def active(facts: list[dict[str, object]]) -> dict[str, object]:
    return {str(fact["predicate"]): (fact["object_value"], fact["content"], fact["scope"]) for fact in facts}


async def test_an_english_value_of_the_held_kind_replaces_the_held_slot(tenant: Tenant) -> None:
    await say(tenant, "I live in Denver with my roommate.")
    await say(tenant, "The Seattle drizzle is getting to me, my apartment gets zero sun.", session_id="s-2")
    assert active(await list_facts(tenant, user_id="u-1"))["residence"][0] == "Seattle"
    await say(tenant, "My car's a Ford Focus, nothing fancy.", user_id="u-2")
    await say(
        tenant,
        "Charging the Tesla overnight at home costs me about six dollars.",
        user_id="u-2",
        session_id="s-2",
    )
    assert active(await list_facts(tenant, user_id="u-2"))["car"][0] == "Tesla"


async def test_english_free_text_of_the_slot_is_ended_by_the_new_value(tenant: Tenant) -> None:
    await say(tenant, "We've got Netflix, that's our only streaming subscription.")
    await say(tenant, "We dropped the old streaming sub and went with Disney+.", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert active(facts)["video_service"][0] == "Disney+"
    assert all("Netflix" not in str(f["content"]) for f in facts), facts


async def test_a_dated_remark_stores_the_lasting_value_in_plain_words(tenant: Tenant) -> None:
    await say(tenant, "I'm a software tester at IBM.")
    await say(tenant, "My Year 4 class at Oakfield Primary is doing fractions on Monday.", session_id="s-2")
    workplace = active(await list_facts(tenant, user_id="u-1"))["workplace"]
    assert workplace == ("Oakfield Primary", "My employer is Oakfield Primary.", "USER"), workplace


async def test_someone_elses_move_or_a_trip_leaves_the_held_slot(tenant: Tenant) -> None:
    await say(tenant, "I live in Leeds.")
    await say(tenant, "My brother just moved to York for work.", session_id="s-2")
    await say(tenant, "Flying to Rome next week for a conference.", session_id="s-2")
    assert active(await list_facts(tenant, user_id="u-1"))["residence"][0] == "Leeds"
