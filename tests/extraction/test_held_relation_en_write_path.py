"""A new English statement compared with the held likings and habits by meaning, through the write
path with the shipped embedder (writepath.held_relation)."""

from conftest import Tenant
from facts.flows import list_facts, say


def contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts]


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
