"""A held health state ended by its event, a held constraint relaxed in part, through the write path
(docs/extraction.md, "Session 29: health states that end or are relaxed in part")."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


def active(facts: list[dict[str, object]]) -> list[dict[str, object]]:
    return [fact for fact in facts if fact["object_value"] != "none"]


@pytest.mark.parametrize(
    ("held", "later", "gone", "new"),
    [
        ("我在备孕，所以最近酒一口都不碰", "怀上了！刚满8周，医生让补叶酸", "备孕", "8周"),
        ("我近视600度，不戴眼镜啥也看不见", "上个月做了全飞秒，视力5.0，终于不用戴眼镜了", "近视", "全飞秒"),
    ],
)
async def test_a_state_ends_by_its_event(tenant: Tenant, held: str, later: str, gone: str, new: str) -> None:
    await say(tenant, held)
    await say(tenant, later)
    facts = await list_facts(tenant, user_id="u-1")
    assert not any(gone in str(fact["content"]) for fact in active(facts)), facts
    assert any(new in str(fact["content"]) for fact in facts), facts


@pytest.mark.parametrize(
    ("held", "later", "gone", "kept"),
    [
        (
            "我是痛风，海鲜啤酒都不能碰",
            "最近尿酸控制住了，医生说海鲜可以少吃点，啤酒还是别喝",
            "都不能碰",
            "啤酒还是别喝",
        ),
        (
            "I'm vegetarian, have been for about 10 years",
            "started eating fish again. still no meat though",
            "vegetarian",
            "still no meat",
        ),
    ],
)
async def test_a_partial_relaxation_keeps_what_remains(
    tenant: Tenant, held: str, later: str, gone: str, kept: str
) -> None:
    await say(tenant, held)
    await say(tenant, later)
    facts = active(await list_facts(tenant, user_id="u-1"))
    assert not any(gone in str(fact["content"]) for fact in facts), facts
    assert any(
        kept in str(fact["content"]) and fact["memory_type"] == "CONSTRAINT" and fact["scope"] == "USER"
        for fact in facts
    ), facts


async def test_someone_elses_birth_keeps_the_pregnancy(tenant: Tenant) -> None:
    await say(tenant, "I'm pregnant, 10 weeks, so no alcohol")
    await say(tenant, "My sister's baby was born yesterday, a little boy!")
    facts = active(await list_facts(tenant, user_id="u-1"))
    assert any("pregnant" in str(fact["content"]) for fact in facts), facts


async def test_a_pregnancy_said_with_a_passing_state_lasts(tenant: Tenant) -> None:
    await say(tenant, "我怀孕五个月了，最近容易累。", session_id="s1")
    await say(tenant, "今天好累", session_id="s1", user_id="u-2")  # a mood alone stays refused
    facts = await list_facts(tenant, user_id="u-1")
    assert any("怀孕" in str(f["content"]) and f["memory_type"] == "CONSTRAINT" for f in facts), facts
    assert await list_facts(tenant, user_id="u-2") == []
    body = {"user_id": "u-1", "session_id": "s2", "query": "帮我计划一次短途旅行。", "token_budget": 1500}
    response = await tenant.post("/v1/context", json=body)
    assert "怀孕" in response.json()["text"]


async def test_a_birth_words_the_ending_with_the_whole_message(tenant: Tenant) -> None:
    await say(tenant, "我怀孕了，七个月，咖啡都不敢喝", session_id="s1")
    await say(tenant, "宝宝出生了！是个男孩，小名叫豆豆", session_id="s3")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("七个月" in str(f["content"]) for f in active(facts)), facts
    assert any("豆豆" in str(f["content"]) for f in facts), facts
