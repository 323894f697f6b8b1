"""A held medicine's slot given another medicine of its purpose (``writepath.medication_switches``),
over HTTP with PostgreSQL: the old medicine is no longer current, the new one is the user's
CONSTRAINT, the condition stays; someone else's switch and a stand-in change nothing."""

from conftest import Tenant
from facts.flows import list_facts, say


async def test_a_medicine_inside_a_condition_is_replaced_and_the_condition_stays(tenant: Tenant) -> None:
    await say(tenant, "Hypothyroid for years, managed with levothyroxine", session_id="s-1")
    await say(tenant, "my endocrinologist moved me onto Synthroid last month", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("levothyroxine" in f["content"] for f in facts)
    current = [f for f in facts if "Synthroid" in f["content"]]
    assert current and all(f["memory_type"] == "CONSTRAINT" and f["scope"] == "USER" for f in current)
    assert any("hypothyroid" in f["content"].casefold() for f in facts)


async def test_a_medicine_of_its_own_ends_and_the_new_one_is_stored(tenant: Tenant) -> None:
    await say(tenant, "我每天吃瑞舒伐他汀降血脂", session_id="s-1")
    await say(tenant, "最近医生让我改吃阿托伐他汀了", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("瑞舒伐他汀" in f["content"] for f in facts)
    assert any("阿托伐他汀" in f["content"] and f["memory_type"] == "CONSTRAINT" for f in facts)


async def test_someone_elses_switch_and_a_stand_in_change_nothing(tenant: Tenant) -> None:
    await say(tenant, "I take escitalopram for anxiety", session_id="s-1")
    await say(tenant, "My girlfriend's psychiatrist switched her to sertraline", session_id="s-2")
    await say(tenant, "Chemist only had sertraline this once, so that's what I got", session_id="s-3")
    facts = await list_facts(tenant, user_id="u-1")
    assert any("escitalopram" in f["content"] for f in facts)
