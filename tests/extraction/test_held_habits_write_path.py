"""Chinese habits and measures said anew through the write path (``extraction.held_habits``): the held
habit of the same topic ends, worded by the new statement; someone else's habit leaves it."""

from conftest import Tenant
from facts.flows import list_facts, say


def _contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts]


async def test_a_habit_of_the_same_topic_with_another_value_ends_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "我的午饭一般是公司食堂", session_id="s-1")
    await say(tenant, "我同事午饭都是自己带饭", session_id="s-2")
    assert any("食堂" in content for content in _contents(await list_facts(tenant, user_id="u-1")))
    await say(tenant, "午饭都是自己带饭，省钱又健康", session_id="s-3")
    contents = _contents(await list_facts(tenant, user_id="u-1"))
    assert not any("食堂" in content for content in contents), contents
    assert any("带饭" in content for content in contents), contents


async def test_a_weight_said_anew_replaces_the_held_weight(tenant: Tenant) -> None:
    await say(tenant, "我体重62公斤", session_id="s-1")
    await say(tenant, "这周称了下58公斤，瘦了", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert [f["object_value"] for f in facts if f["predicate"] == "weight"] == ["58公斤"], facts


async def test_a_habit_changed_lately_ends_the_held_one_as_a_lasting_memory(tenant: Tenant) -> None:
    await say(tenant, "我晚上习惯泡一杯菊花茶", session_id="s-1")
    await say(tenant, "这阵子晚上都是一杯热牛奶", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("菊花茶" in str(f["content"]) for f in facts), facts
    assert [f["scope"] for f in facts if "牛奶" in str(f["content"])] == ["USER"], facts


async def test_a_habit_of_a_disliked_thing_turns_the_dislike(tenant: Tenant) -> None:
    await say(tenant, "我讨厌吃茄子", session_id="s-1")
    await say(tenant, "这阵子天天吃茄子，红烧的特别下饭", session_id="s-2")
    stances = [f for f in await list_facts(tenant, user_id="u-1") if f["subject"] == "茄子"]
    assert [f["object_value"] for f in stances] == ["like"], stances


async def test_a_frame_restated_with_another_amount_ends_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "我月薪九千", session_id="s-1")
    await say(tenant, "我同事月薪两万", session_id="s-2")
    assert any("九千" in content for content in _contents(await list_facts(tenant, user_id="u-1")))
    await say(tenant, "我月薪一万三，想存点钱", session_id="s-3")
    contents = _contents(await list_facts(tenant, user_id="u-1"))
    assert not any("九千" in content for content in contents), contents
    assert any("一万三" in content for content in contents), contents


async def test_a_habit_frame_restated_with_no_word_of_habit_ends_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "我午饭一般吃面条", session_id="s-1")
    await say(tenant, "午饭是一份轻食沙拉", session_id="s-2")
    contents = _contents(await list_facts(tenant, user_id="u-1"))
    assert not any("面条" in content for content in contents), contents
    assert any("沙拉" in content for content in contents), contents
