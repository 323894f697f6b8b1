"""A held thing of the user's or a relative's life ended by an event, through the write path
(writepath.held_turns with rules.life_events): the held memory is superseded by the event's words; a
relative's event ends the relative's memory, never the user's; someone else's ends nothing."""

from typing import Any

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant, user_id: str) -> str:
    facts: list[dict[str, Any]] = await list_facts(tenant, user_id=user_id)
    return " | ".join(sorted(fact["content"] for fact in facts)).casefold()


async def test_a_relatives_job_left_is_ended_by_the_event(tenant: Tenant) -> None:
    await say(tenant, "我老公在银行上班", user_id="l-1")
    await say(tenant, "我老公辞职开了家烧烤店，这阵子天天忙到半夜", user_id="l-1")
    held = await contents(tenant, "l-1")
    assert "在银行上班" not in held and "烧烤店" in held, held


async def test_leaving_a_job_ends_the_job_title_too(tenant: Tenant) -> None:
    await say(tenant, "我在新东方当英语老师", user_id="l-2")
    await say(tenant, "不在新东方干了，自己出来开了个小工作室做留学咨询", user_id="l-2")
    held = await contents(tenant, "l-2")
    assert "我在新东方当英语老师" not in held and "工作室" in held, held


async def test_an_account_closed_ends_the_bank(tenant: Tenant) -> None:
    await say(tenant, "We bank with Chase for everything", user_id="l-3")
    await say(
        tenant, "We closed the Chase accounts and moved over to a credit union, Summit CU", user_id="l-3"
    )
    assert "we bank with chase for everything" not in await contents(tenant, "l-3")


async def test_someone_elses_event_keeps_the_memories(tenant: Tenant) -> None:
    await say(tenant, "I drive a Subaru Outback", user_id="l-4")
    await say(tenant, "My brother sold his Outback and bought a Jeep", user_id="l-4")
    await say(tenant, "My husband works at the post office", user_id="l-4")
    await say(tenant, "My husband's coworker resigned and opened a food truck", user_id="l-4")
    held = await contents(tenant, "l-4")
    assert "i drive a subaru outback" in held and "my husband works at the post office" in held, held
