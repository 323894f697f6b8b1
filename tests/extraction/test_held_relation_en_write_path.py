"""A new English statement compared with the held likings and habits by meaning, through the write
path with the shipped embedder (writepath.held_relation)."""

from conftest import Tenant
from facts.flows import contents, list_facts, say


async def test_a_held_statement_against_a_thing_is_turned_by_a_liking_of_it(tenant: Tenant) -> None:
    await say(tenant, "I'm honestly not a dog person, they're too much work")
    await say(tenant, "we fostered a spaniel over the summer and now I'm totally a dog person")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("not a dog person" in one for one in facts), facts
    assert any("totally a dog person" in one for one in facts), facts


async def test_the_new_habit_said_beside_a_turn_is_kept(tenant: Tenant) -> None:
    await say(tenant, "I'm obsessed with true crime podcasts, I listen on every commute")
    await say(
        tenant,
        "true crime podcasts got too grim for me, my commute is all language lessons in Spanish these days",
    )
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("obsessed" in one for one in facts), facts
    assert any("Spanish" in one for one in facts), facts


async def test_someone_elses_turn_leaves_the_held_liking(tenant: Tenant) -> None:
    await say(tenant, "I love coffee, three cups a day at least")
    await say(tenant, "my husband can't stand coffee, he's all about green tea these days")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("three cups" in one for one in facts), facts
    assert not any("green tea" in one for one in facts), facts


async def test_a_new_option_said_by_immersion_replaces_the_held_one_of_its_kind(tenant: Tenant) -> None:
    # docs/extraction.md, "Session 25: new tastes said as habits"
    await say(tenant, "I listen to a lot of jazz while I work.")
    await say(tenant, "My work playlist has been nothing but ambient for the past couple of months.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "I listen to a lot of jazz while I work" not in facts, facts
    assert any("ambient" in one for one in facts), facts


async def test_the_held_dislike_named_in_other_words_is_turned_and_the_held_tea_replaced(
    tenant: Tenant,
) -> None:
    await say(tenant, "I'm a tea person, can't stand coffee.")
    await say(tenant, "Bought a grinder last month and I can't start the day without a proper espresso.")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any(fact["object_value"] == "dislike" for fact in facts), facts
    assert "I'm a tea person" not in contents(facts), facts


async def test_a_liking_beside_the_held_one_replaces_nothing(tenant: Tenant) -> None:
    await say(tenant, "I'm a tea person.")
    await say(tenant, "I love coffee too, I have one every afternoon.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "I'm a tea person" in facts, facts
