"""A compatible statement never replaces a held memory (writepath.compatible, ``extraction.rules.holders``):
a question, a value of another holder, or another qualified subject leaves the held memory ACTIVE,
whichever step read the statement; a real update still supersedes it."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def said(tenant: Tenant) -> str:
    facts = await list_facts(tenant, user_id="u-1")
    return " | ".join(f"{f['object_value']} {f['content']}" for f in facts)


@pytest.mark.parametrize(
    ("first", "later", "held", "kept"),
    [
        ("我体重68公斤", "我的行李箱有23公斤，会超重吗？", "68", "23"),
        ("我住在西湖区", "我公司在滨江区", "西湖", "滨江"),
        ("My flight out is on the 14th.", "And the flight back is on the 21st.", "14th", ""),
        ("我大儿子叫小宝", "小儿子叫豆豆", "小宝", ""),
    ],
)
async def test_a_compatible_statement_leaves_the_held_memory(
    tenant: Tenant, first: str, later: str, held: str, kept: str
) -> None:
    await say(tenant, first, session_id="s-1")
    assert held in await said(tenant)
    await say(tenant, later, session_id="s-2")
    now = await said(tenant)
    assert held in now
    assert kept in now


async def test_a_real_update_still_replaces_the_held_memory(tenant: Tenant) -> None:
    await say(tenant, "我住在西湖区", session_id="s-1")
    await say(tenant, "上个月搬到滨江区了", session_id="s-2")
    now = await said(tenant)
    assert "滨江" in now and "西湖" not in now
