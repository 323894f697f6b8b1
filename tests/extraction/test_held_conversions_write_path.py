"""A taste or habit changed by a conversion, through the write path with the shipped embedder
(docs/extraction.md, "Session 27: tastes and habits changed by a conversion")."""

from conftest import Tenant
from facts.flows import contents, list_facts, say


async def test_a_conversion_to_the_rival_side_replaces_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "I'm definitely a dog person.")
    await say(
        tenant,
        "Our neighbour's cat moved in with us and now I'm firmly a cat person, dogs feel like too much work.",
    )
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "I'm definitely a dog person" not in facts, facts
    assert any("cat person" in one for one in facts), facts


async def test_a_chinese_side_taken_anew_replaces_the_held_side(tenant: Tenant) -> None:
    await say(tenant, "我是猫派，狗太闹腾了受不了。")
    await say(tenant, "帮朋友养了一个月柯基之后，我彻底变成狗派，猫反而觉得太高冷。")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "我是猫派，狗太闹腾了受不了" not in facts, facts
    assert any("狗派" in one for one in facts), facts


async def test_a_wish_and_a_liking_of_both_replace_nothing(tenant: Tenant) -> None:
    await say(tenant, "I'm a night owl, rarely asleep before 1am.")
    await say(tenant, "I'd love to become a morning person one day, but honestly it's not happening.")
    await say(tenant, "我喜欢吃川菜。")
    await say(tenant, "最近也挺爱吃日料的，寿司刺身都行。")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert "I'm a night owl, rarely asleep before 1am" in facts, facts
    assert "我喜欢吃川菜" in facts, facts
