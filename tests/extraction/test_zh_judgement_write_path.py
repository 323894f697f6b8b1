"""Chinese corrections, moves and stages through the write path (session 14): the held memory a later
message corrects or outgrows is the one changed, and someone else's change leaves it."""

from conftest import Tenant
from facts.flows import list_facts, say


def _contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts if str(fact["object_value"]) != "none"]


async def test_a_grade_corrected_with_a_comment_replaces_the_held_grade(tenant: Tenant) -> None:
    await say(tenant, "我儿子今年上三年级。", session_id="s-1")
    await say(tenant, "说错了，是四年级，过完暑假刚升上去的。", session_id="s-1")
    contents = _contents(await list_facts(tenant, user_id="u-1"))
    assert any("四年级" in content for content in contents), contents
    assert not any("三年级" in content for content in contents), contents


async def test_a_respelt_name_corrects_the_free_text_that_holds_it(tenant: Tenant) -> None:
    await say(tenant, "我家住翠苑小区，快递一般放门卫", session_id="s-1")
    await say(tenant, "不对不对，小区名打错了，是翠园，园林的园", session_id="s-1")
    contents = _contents(await list_facts(tenant, user_id="u-1"))
    assert contents == ["我家住翠园小区，快递一般放门卫"], contents


async def test_a_later_stage_of_the_same_child_ends_the_earlier_one(tenant: Tenant) -> None:
    await say(tenant, "我儿子在读初一。", session_id="s-1")
    await say(tenant, "我侄子上高一了，天天住校。", session_id="s-2")
    assert any("初一" in content for content in _contents(await list_facts(tenant, user_id="u-1")))
    await say(tenant, "儿子上高一以后作业多了好多，天天写到十一点。", session_id="s-3")
    contents = _contents(await list_facts(tenant, user_id="u-1"))
    assert not any("初一" in content for content in contents), contents
    assert any("高一" in content for content in contents), contents


async def test_a_district_move_replaces_the_residence_and_a_colleagues_move_does_not(tenant: Tenant) -> None:
    await say(tenant, "我跟两个同事合租在回龙观。", session_id="s-1")
    await say(tenant, "我同事上个月搬到天通苑了。", session_id="s-2")
    residence = [f for f in await list_facts(tenant, user_id="u-1") if f["predicate"] == "residence"]
    assert [f["object_value"] for f in residence] == ["回龙观"], residence
    await say(tenant, "我在天通苑那套小两居的房贷每个月六千多，压力不小。", session_id="s-3")
    residence = [f for f in await list_facts(tenant, user_id="u-1") if f["predicate"] == "residence"]
    assert [f["object_value"] for f in residence] == ["天通苑"], residence


async def test_a_student_starting_a_job_ends_the_school(tenant: Tenant) -> None:
    await say(tenant, "我在浙大读研，明年毕业", session_id="s-1")
    await say(tenant, "答辩过了！毕业证拿到了，下周一去网易报到", session_id="s-2")
    held = {str(f["predicate"]): str(f["object_value"]) for f in await list_facts(tenant, user_id="u-1")}
    assert held.get("workplace") == "网易" and held.get("school") == "none", held
