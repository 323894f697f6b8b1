"""Corrections whose value was read wrong, through the write path (session 29, helper jwhose): a price the
landlord asks is the user's and its correction replaces the held price; a Chinese name corrected by
describing its characters replaces the held name; a look-alike that only says how a name is written
changes nothing."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant) -> list[str]:
    return sorted(f["content"] for f in await list_facts(tenant, user_id="u-1"))


@pytest.mark.parametrize(
    ("first", "correction", "now"),
    [
        (
            "my landlord wants £950 a month for the flat",
            "actually scratch that it's £1,050, it went up in january and I forgot",
            "my landlord wants £1050 a month for the flat",  # in the held value's style
        ),
        ("房东每个月收我三千二的房租", "说错了，是三千五，去年涨的", "房东每个月收我三千五的房租"),
        ("我儿子小名叫豆豆", "是逗逗，逗号的逗，不是豆子的豆，输入法坑我", "我儿子小名叫逗逗"),
        ("我家猫叫咪咪", "打错了，是米米，大米的米，不是咪咪的咪", "我家猫叫米米"),
    ],
)
async def test_the_corrected_value_replaces_the_held_one(
    tenant: Tenant, first: str, correction: str, now: str
) -> None:
    await say(tenant, first, session_id="s-1")
    answer = await say(tenant, correction, session_id="s-1")
    assert [c["governance_reason"] for c in answer["candidates"]] == ["supersedes"]
    assert await contents(tenant) == [now]


async def test_how_a_name_is_written_changes_nothing(tenant: Tenant) -> None:
    await say(tenant, "我女儿小名叫甜甜", session_id="s-1")
    await say(tenant, "甜甜的甜是甜蜜的甜，很多人写成田", session_id="s-1")
    assert await contents(tenant) == ["我女儿小名叫甜甜"]
