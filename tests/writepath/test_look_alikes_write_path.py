"""Messages that look like a change and are none keep the held memory and store nothing lasting,
through the write path (docs/extraction.md, "Session 30: look-alikes that change nothing")."""

from typing import Any

from conftest import Tenant
from facts.flows import list_facts, say

LASTING = {"USER", "AGENT", "DEPARTMENT", "TENANT"}


def lasting_values(facts: list[dict[str, Any]]) -> set[tuple[object, object]]:
    return {(fact["predicate"], fact["object_value"]) for fact in facts if fact["scope"] in LASTING}


def lasting_text(facts: list[dict[str, Any]]) -> str:
    return " ".join(str(fact["content"]) for fact in facts if fact["scope"] in LASTING)


async def test_a_courier_s_delivery_is_no_move(tenant: Tenant) -> None:
    await say(tenant, "我住在朝阳区，望京这边")
    await say(tenant, "快递又给我送到海淀去了，气死，地址明明写得清清楚楚")
    found = lasting_values(await list_facts(tenant, user_id="u-1"))
    assert ("residence", "朝阳区") in found and ("residence", "海淀") not in found, found


async def test_a_marked_joke_changes_nothing(tenant: Tenant) -> None:
    await say(tenant, "I'm a Liverpool fan, obviously.")
    await say(tenant, "That's it, I'm supporting Everton from here on out. (kidding obviously 😂 YNWA)")
    facts = await list_facts(tenant, user_id="u-1")
    assert "Liverpool" in lasting_text(facts) and "Everton" not in lasting_text(facts)


async def test_a_playful_resolution_keeps_the_held_commute(tenant: Tenant) -> None:
    await say(tenant, "我每天坐地铁上班，10号线")
    await say(tenant, "今天地铁又挤成沙丁鱼罐头，我决定以后骑大象上班🐘")
    found = lasting_values(await list_facts(tenant, user_id="u-1"))
    assert found == {("commute", "地铁")}, found


async def test_a_hesitation_keeps_the_held_phone(tenant: Tenant) -> None:
    await say(tenant, "My phone is a Pixel 7.")
    await say(tenant, "Eyeing up the new Galaxy but my Pixel still works fine so I'm holding off")
    found = lasting_values(await list_facts(tenant, user_id="u-1"))
    assert found == {("phone_model", "Pixel 7")}, found


async def test_a_passing_illness_is_no_lasting_constraint(tenant: Tenant) -> None:
    await say(tenant, "这两天感冒了，嗓子疼得要命，医生开了点阿莫西林，吃三天")
    assert not lasting_values(await list_facts(tenant, user_id="u-1"))


async def test_a_pet_s_diet_is_no_constraint_of_the_user_s(tenant: Tenant) -> None:
    await say(tenant, "我家猫肾不好，只能吃处方粮，贵得离谱")
    facts = await list_facts(tenant, user_id="u-1")
    assert not [fact for fact in facts if fact["memory_type"] == "CONSTRAINT"], facts


async def test_a_weekly_class_moved_this_week_stays_on_its_day(tenant: Tenant) -> None:
    await say(tenant, "我每周三晚上去上游泳课")
    await say(tenant, "这周三游泳馆检修，课挪到周四了")
    facts = await list_facts(tenant, user_id="u-1")
    assert "周三" in lasting_text(facts) and "周四" not in lasting_text(facts)


async def test_a_real_move_still_replaces(tenant: Tenant) -> None:
    await say(tenant, "我住在浦东")
    await say(tenant, "上个月搬家了，现在住在徐汇")
    found = lasting_values(await list_facts(tenant, user_id="u-1"))
    assert ("residence", "徐汇") in found and ("residence", "浦东") not in found, found
