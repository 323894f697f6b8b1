"""A held life slot ended and its new value started in one message, through the write path
(writepath.life_replacements): the new value is stored on the slot's key and the held memory is gone; a
plan or hesitation keeps the held home."""

from typing import Any

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant, user_id: str) -> str:
    facts: list[dict[str, Any]] = await list_facts(tenant, user_id=user_id)
    return " | ".join(sorted(fact["content"] for fact in facts)).casefold()


async def test_keys_handed_back_and_a_new_home_from_saturday(tenant: Tenant) -> None:
    await say(
        tenant, "Living in Leith at the moment, tiny flat but two minutes from the water.", user_id="c-1"
    )
    await say(
        tenant, "Keys handed back in Leith!! We're in a wee semi in Portobello from Saturday", user_id="c-1"
    )
    held = await contents(tenant, "c-1")
    assert "portobello" in held and "living in leith" not in held, held


async def test_a_resignation_and_next_months_workplace(tenant: Tenant) -> None:
    await say(tenant, "我在一家外企做财务", user_id="c-2")
    await say(tenant, "在外企熬了五年，上周递了辞呈，下个月去朋友的创业公司管账", user_id="c-2")
    held = await contents(tenant, "c-2")
    assert "创业公司" in held and "我在一家外企做财务" not in held, held


async def test_an_engagement_turns_the_girlfriend_into_a_fiancee(tenant: Tenant) -> None:
    await say(tenant, "My girlfriend Aoife and I are doing long distance, she's in Galway.", user_id="c-3")
    await say(tenant, "BIG NEWS. Aoife said yes!!! 💍 we're engaged", user_id="c-3")
    facts = await list_facts(tenant, user_id="c-3")
    assert any(f["predicate"] == "relationship" and f["object_value"] == "engaged to Aoife" for f in facts), (
        facts
    )
    assert "doing long distance" not in await contents(tenant, "c-3")


async def test_a_flat_considered_keeps_the_held_home(tenant: Tenant) -> None:
    await say(tenant, "我住在南京鼓楼", user_id="c-4")
    await say(tenant, "看中了苏州一套房，还在犹豫要不要买，首付有点紧，纠结", user_id="c-4")
    held = await contents(tenant, "c-4")
    assert "我住在南京鼓楼" in held, held
