"""Corrections by the value's shape and by the noun they name, through the write path (session 23,
issue 24 point 3): a near-copy of a held code said right after, marked or not, supersedes the memory;
a correction naming its noun replaces the value beside it; a Chinese place is found by its frame;
look-alikes store nothing over the held memory."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant) -> list[str]:
    return sorted(f["content"] for f in await list_facts(tenant, user_id="u-1"))


@pytest.mark.parametrize(
    ("first", "correction", "old", "new"),
    [
        ("我的车牌是京A12345", "京A12354，后两位是54我老搞反", "12345", "12354"),
        ("My membership ID is GX-40718", "GX-40781, I keep flipping those", "40718", "40781"),
        ("I'm 5'9 and weigh about 170 lbs, for the meal plan", "Scratch the weight, it's 182.", "170", "182"),
        ("My son is 12 and wears shoe size 7", "Scratch the shoe size, it's 8 now", "size 7", "size 8"),
        ("我们公司在海淀区中关村那边", "说错了，是朝阳区望京那边，我脑子糊涂了", "中关村", "望京"),
        ("我房租每个月4500，押一付三", "哦是4800，今年涨过一次了", "4500", "4800"),
    ],
)  # fmt: skip
async def test_the_held_value_is_corrected(
    tenant: Tenant, first: str, correction: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    answer = await say(tenant, correction, session_id="s-1")
    assert [c["governance_reason"] for c in answer["candidates"]] == ["supersedes"]
    [content] = await contents(tenant)
    assert new in content and old not in content
    assert "5'9" not in first or "5'9" in content  # the height stays: the weight was named


@pytest.mark.parametrize(
    ("first", "said"),
    [
        ("My membership ID is GX-40718", "my wife's membership ID is GX-40781"),
        ("My desk number is 318", "meeting room 381 is booked for us today"),
        ("我的车牌是京A12345", "车牌号是多少来着，京A12354吗？"),
    ],
)
async def test_look_alikes_leave_the_held_memory(tenant: Tenant, first: str, said: str) -> None:
    await say(tenant, first, session_id="s-1")
    [held] = await contents(tenant)
    await say(tenant, said, session_id="s-1")
    assert held in await contents(tenant)
