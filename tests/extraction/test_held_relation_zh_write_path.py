"""A new Chinese statement turns the held liking, dislike or statement it names with the opposite
polarity, across sessions, through the write path and the real database (writepath.held_relation)."""

from conftest import Tenant
from facts.flows import contents, list_facts, say


async def test_a_held_dislike_is_turned_by_a_general_shape_of_liking(tenant: Tenant) -> None:
    await say(tenant, "我不太喜欢猫，总觉得有点吓人", session_id="s1")
    await say(tenant, "去朋友家玩了几次，现在觉得猫真可爱", session_id="s2")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("吓人" in one for one in facts), facts
    assert any("猫真可爱" in one for one in facts), facts


async def test_a_held_statement_is_ended_by_a_clause_against_its_thing(tenant: Tenant) -> None:
    await say(tenant, "我买衣服只在实体店买", session_id="s1")
    await say(tenant, "实体店太贵了，现在衣服全在网上买", session_id="s2")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any(fact["content"] == "我买衣服只在实体店买" for fact in facts), contents(facts)
    assert any("网上买" in one for one in contents(facts)), contents(facts)


async def test_someone_elses_stance_and_one_occasion_leave_the_held_liking(tenant: Tenant) -> None:
    await say(tenant, "我特别爱喝咖啡", session_id="s1")
    await say(tenant, "我朋友说咖啡太苦了，他受不了", session_id="s2")
    await say(tenant, "今天这家咖啡太难喝了", session_id="s2")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "我特别爱喝咖啡" in facts, facts
