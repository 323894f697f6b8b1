"""A Chinese statement of the user's own habit said with 只 or 都 is a habit, not a standing rule
(``rules.own_habits``; docs/extraction.md, "Frames restated"); an order to the agent keeps its rule."""

import pytest

from conftest import Tenant
from extraction.test_rules_judgement import read
from facts.flows import list_facts, say
from memory_center.extraction.rules.own_habits import own_habit


@pytest.mark.parametrize(
    "text", ["我喝茶只喝绿茶", "我的闲钱都放余额宝", "我吃面只吃手擀面", "我喝水只喝矿泉水"]
)
def test_the_users_own_habit_is_kept_as_a_habit(text: str) -> None:
    assert own_habit(text)
    assert [(c.memory_type.value, c.object_value) for c in read(text, task_id=None)] == [("FACT", text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("高铁只订二等座", "only"),
        ("酒店只订有健身房的", "only"),
        ("我只能吃流食", "only"),
        ("以后帮我订机票都选靠过道的座位", "required"),
        ("我喝茶只要你推荐绿茶", None),
        ("我只住五星级酒店", "only"),
        ("我只喝美式", "only"),
    ],
)
def test_an_order_or_a_restriction_is_no_own_habit(text: str, value: str | None) -> None:
    assert not own_habit(text)
    if value is not None:
        assert value in [c.object_value for c in read(text, task_id=None)]


async def test_a_held_own_habit_is_ended_by_a_later_habit_of_its_topic(tenant: Tenant) -> None:
    await say(tenant, "我吃米饭只吃东北大米", session_id="s-1")
    await say(tenant, "这半年吃米饭只吃泰国香米，香", session_id="s-2")
    contents = [str(f["content"]) for f in await list_facts(tenant, user_id="u-1")]
    assert not any(content == "我吃米饭只吃东北大米" for content in contents), contents
    assert any("泰国香米" in content for content in contents), contents
