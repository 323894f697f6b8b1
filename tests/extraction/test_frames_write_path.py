"""Slot frames through the write path (writepath.slots_by_meaning, writepath.follow): a first statement holds
its employer as well as its job; a later statement that names a new value of a held slot, said or only
presupposed, replaces it; a presupposed value of a slot the user does not hold stores nothing; and the
memory stored from the same words as the replaced one follows the new value in a new revision (one
batch and one event alike)."""

from conftest import Tenant
from factories import message
from facts.flows import list_facts, revisions, say


def active(facts: list[dict[str, object]]) -> dict[str, object]:
    return {str(fact["predicate"]): (fact["object_value"], fact["content"]) for fact in facts}


async def test_a_new_employer_replaces_the_old_and_the_job_follows_in_its_words(tenant: Tenant) -> None:
    first = await say(tenant, "I'm an accountant at Deloitte.")
    assert {(c["predicate"], c["object_value"]) for c in first["candidates"]} == {
        ("job", "accountant"),
        ("workplace", "Deloitte"),
    }
    await say(tenant, "Started at KPMG this week, same kind of work but much better hours.", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    held = active(facts)
    assert held["workplace"][0] == "KPMG"
    assert held["job"] == ("accountant", "I'm an accountant at KPMG")
    job = next(fact for fact in facts if fact["predicate"] == "job")
    history = await revisions(tenant, str(job["id"]))
    assert [r["content"] for r in history][-2:] in (
        ["I'm an accountant at Deloitte", "I'm an accountant at KPMG"],
        ["I'm an accountant at KPMG", "I'm an accountant at Deloitte"],
    )


async def test_a_presupposed_value_replaces_only_a_held_slot(tenant: Tenant) -> None:
    said = await say(tenant, "What's the right tire pressure for my Kia Sorento?", user_id="u-9")
    assert said["candidates"] == [] or all(c["predicate"] != "car" for c in said["candidates"]), said
    await say(tenant, "I drive a Subaru Outback.")
    await say(tenant, "What's the right tire pressure for my Kia Sorento?", session_id="s-2")
    held = active(await list_facts(tenant, user_id="u-1"))
    assert held["car"] == ("Kia Sorento", "My car is Kia Sorento.")


async def test_a_chinese_carrier_switch_follows_into_the_number_note_in_a_batch(tenant: Tenant) -> None:
    events = [
        message("我的手机号是移动的。"),
        message("手机号携号转网到电信，资费便宜一半。", session_id="s-2"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    facts = await list_facts(tenant, user_id="u-1")
    assert all("移动" not in str(fact["content"]) for fact in facts), facts
    assert active(facts)["mobile_network"][0] == "电信"


async def test_saying_the_held_value_again_changes_nothing(tenant: Tenant) -> None:
    await say(tenant, "我在字节跳动做运营。")
    said = await say(tenant, "字节跳动的同事都挺好相处。", session_id="s-2")
    framed = [c for c in said["candidates"] if c["predicate"] == "workplace"]
    assert all(c["governance_reason"] == "duplicate_merged" for c in framed), said
    facts = [f for f in await list_facts(tenant, user_id="u-1") if f["predicate"] == "workplace"]
    assert [(f["object_value"], f["revision"]) for f in facts] == [("字节跳动", 1)]


async def test_an_ending_does_not_follow_into_the_memories_said_with_it(tenant: Tenant) -> None:
    await say(tenant, "I'm an accountant at Deloitte.")
    await say(tenant, "I don't work at Deloitte anymore.", session_id="s-2")
    held = active(await list_facts(tenant, user_id="u-1"))
    assert held["workplace"][0] == "none"  # the employer ended: a supersede by an ending
    assert held["job"] == ("accountant", "I'm an accountant at Deloitte")


async def test_the_users_new_car_said_in_passing_replaces_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "I drive a Golf.")
    await say(tenant, "Picked up the new Tesla from the dealer yesterday.", session_id="s-2")
    held = active(await list_facts(tenant, user_id="u-1"))
    assert held["car"][0] == "Tesla"


async def test_a_thing_said_in_passing_stores_nothing_without_a_held_value(tenant: Tenant) -> None:
    said = await say(tenant, "Picked up the new Tesla from the dealer yesterday.")
    assert all(c["predicate"] != "car" for c in said["candidates"]), said
    await say(tenant, "I drive a Golf.")
    await say(tenant, "My sister bought the new Tesla.", session_id="s-2")
    assert active(await list_facts(tenant, user_id="u-1"))["car"][0] == "Golf"


async def test_a_switch_said_beside_the_ending_is_worded_by_its_own_clause(tenant: Tenant) -> None:
    await say(tenant, "I use Spotify for music.")
    said = await say(tenant, "Cancelled Spotify, I'm on Apple Music these days.", session_id="s-2")
    assert [c["content"] for c in said["candidates"] if c["predicate"] == "music_service"] == [
        "I'm on Apple Music these days"
    ], said
    facts = await list_facts(tenant, user_id="u-1")
    assert all("Spotify" not in str(fact["content"]) for fact in facts), facts


async def test_a_value_said_beside_no_ending_keeps_the_whole_statement(tenant: Tenant) -> None:
    said = await say(tenant, "I'm on Apple Music these days, the playlists are great.")
    assert [c["content"] for c in said["candidates"] if c["predicate"] == "music_service"] == [
        "I'm on Apple Music these days, the playlists are great"
    ], said


async def test_a_chinese_value_of_the_held_kind_replaces_the_held_slot(tenant: Tenant) -> None:
    """Held-slot comparison by kind (writepath.kind_replacements): no frame, no verb, the user left out."""
    await say(tenant, "我住在合肥。")
    await say(tenant, "来宁波半年多了，慢慢适应了。", session_id="s-2")
    assert active(await list_facts(tenant, user_id="u-1"))["residence"][0] == "宁波"
    await say(tenant, "我开的是一辆马自达3。", user_id="u-2")
    await say(tenant, "上周刚提了小鹏P7，马自达给我表弟了。", user_id="u-2", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-2")
    assert [f["object_value"] for f in facts if f["predicate"] == "car"] == ["小鹏P7"]
    assert all("马自达3" not in str(f["content"]) for f in facts), facts  # the free-text memory ended


async def test_a_chinese_trip_or_someone_elses_move_leaves_the_held_slot(tenant: Tenant) -> None:
    await say(tenant, "我在腾讯上班。")
    await say(tenant, "我同事跳槽去了字节。", session_id="s-2")
    await say(tenant, "下周去上海出差三天。", session_id="s-2")
    held = active(await list_facts(tenant, user_id="u-1"))
    assert held["workplace"][0] == "腾讯" and "residence" not in held
