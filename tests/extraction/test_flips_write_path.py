"""A held thing turned against or gone, through the write path (writepath.held_turns): the memory the
message names is superseded through governance — a liking by a dislike, a free-text statement, a
pet's name or a favourite by "none" — one message at a time and in a batch; look-alikes keep it."""

from typing import Any

from conftest import Tenant
from factories import message
from facts.flows import list_facts, say


async def active(tenant: Tenant, user_id: str = "u-1") -> list[dict[str, Any]]:
    return await list_facts(tenant, user_id=user_id)


def contents(facts: list[dict[str, Any]]) -> list[str]:
    return sorted(fact["content"] for fact in facts)


async def test_a_liking_turned_in_other_words_is_superseded(tenant: Tenant) -> None:
    await say(tenant, "I love long hikes in the mountains.")
    turned = await say(tenant, "Hiking bores me now.")
    [candidate] = turned["candidates"]
    assert (candidate["subject"], candidate["object_value"]) == ("long hikes in the mountains", "dislike")
    assert candidate["governance_reason"] == "supersedes", candidate
    facts = await active(tenant)
    assert [(f["subject"], f["object_value"]) for f in facts] == [("long hikes in the mountains", "dislike")]


async def test_a_free_text_statement_given_up_is_superseded(tenant: Tenant) -> None:
    await say(tenant, "I bake sourdough bread every Sunday.")
    await say(tenant, "Baking bores me now.")
    facts = await active(tenant)
    assert [(f["object_value"], f["content"]) for f in facts] == [("none", "Baking bores me now.")]


async def test_a_pet_that_died_ends_its_name_and_a_look_alike_does_not(tenant: Tenant) -> None:
    await say(tenant, "We have a cat called Mochi.", user_id="u-2")
    await say(tenant, "My sister's cat passed away yesterday.", user_id="u-2")  # someone else's
    assert [f["object_value"] for f in await active(tenant, "u-2")] == ["Mochi"]
    await say(tenant, "咪咪前几天走了。", user_id="u-2")  # names another pet: nothing held ends
    await say(tenant, "Mochi passed away last week.", user_id="u-2")
    assert [(f["subject"], f["object_value"]) for f in await active(tenant, "u-2")] == [("cat", "none")]


async def test_a_diet_turns_a_liking_of_meat(tenant: Tenant) -> None:
    await say(tenant, "我最爱吃红烧肉。")
    await say(tenant, "我喜欢喝奶茶。")
    await say(tenant, "我吃素好久了。")
    assert contents(await active(tenant)) == ["我吃素好久了。", "我喜欢喝奶茶"]


async def test_look_alikes_keep_the_liking(tenant: Tenant) -> None:
    await say(tenant, "I love pizza.")
    for text in (
        "I don't feel like pizza tonight.",
        "My brother can't stand pizza anymore.",
        "Does pizza ever make you feel sick?",
        "If pizza ever bores me, I'll tell you.",
        "I still love pizza, even though my doctor wants me to cut down.",
    ):
        await say(tenant, text)
        assert [f["object_value"] for f in await active(tenant) if f["subject"] == "pizza"] == ["like"], text


async def test_a_batch_turns_what_an_earlier_message_of_it_said(tenant: Tenant) -> None:
    said = ("I adore horror films.", "Horror movies give me nightmares these days, so I stay away from them.")
    events = [message(text, user_id="u-3") for text in said]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    facts = await active(tenant, "u-3")
    assert [(f["subject"], f["object_value"]) for f in facts] == [("horror film", "dislike")]


async def test_a_slot_value_given_up_ends_through_its_key(tenant: Tenant) -> None:
    await say(tenant, "I listen on Apple Music.", user_id="u-3")  # user / music_service
    for text in ("My brother cancelled Apple Music.", "Apple Music bores me these days, though."):
        await say(tenant, text, user_id="u-3")  # someone else; a dislike is no cancellation
    held = [(f["predicate"], f["object_value"]) for f in await active(tenant, "u-3")]
    assert ("music_service", "Apple Music") in held, held
    await say(tenant, "I've unsubscribed from Apple Music.", user_id="u-3")
    facts = await active(tenant, "u-3")
    assert [f["object_value"] for f in facts if f["predicate"] == "music_service"] == ["none"], facts


async def test_a_liking_said_again_supersedes_a_held_dislike(tenant: Tenant) -> None:
    await say(tenant, "I can't stand olives.", user_id="u-4")
    await say(tenant, "Olives have really grown on me, I love them now.", user_id="u-4")
    facts = await active(tenant, "u-4")
    assert [f["object_value"] for f in facts if "olive" in f["subject"]] == ["like"], facts


async def test_a_habit_turned_without_a_marker_is_superseded(tenant: Tenant) -> None:
    await say(tenant, "我每天晚上都要跑五公里。", user_id="u-5")
    await say(tenant, "膝盖受伤以后，夜跑我就没再坚持下去。", user_id="u-5")
    assert "我每天晚上都要跑五公里" not in contents(await active(tenant, "u-5"))


async def test_a_turn_named_by_one_character_waits_for_review_as_a_conflict(tenant: Tenant) -> None:
    await say(tenant, "我喜欢看电影。", user_id="u-6")
    turned = await say(tenant, "电视剧我早就不追了。", user_id="u-6")
    waiting = [c for c in turned["candidates"] if c["status"] == "NEEDS_CONFIRMATION"]
    assert waiting, turned["candidates"]
    assert any("电影" in f["content"] for f in await active(tenant, "u-6"))  # the held memory stays
    body = {"user_id": "u-6", "session_id": "u-6-ask", "query": "推荐点周末的娱乐", "token_budget": 1500}
    response = await tenant.post("/v1/context", json=body)
    assert response.status_code == 200, response.text
    assert "[Conflicts]" in response.json()["text"], response.json()["text"]


async def test_a_chinese_liking_turned_by_its_kind_is_superseded(tenant: Tenant) -> None:
    await say(tenant, "我特别爱喝奶茶，三分糖那种。", user_id="u-5")
    await say(tenant, "我很喜欢看综艺。", user_id="u-5")
    await say(tenant, "我朋友戒糖了。", user_id="u-5")  # someone else: nothing turns
    assert {f["object_value"] for f in await active(tenant, "u-5") if f["subject"] == "奶茶"} == {"like"}
    await say(tenant, "最近戒糖了，甜的饮料一口都不喝。", user_id="u-5")  # said of the kind
    await say(tenant, "综艺我是看腻了，这阵子追纪录片去了。", user_id="u-5")  # lately: lasting
    facts = {f["subject"]: f for f in await active(tenant, "u-5")}
    assert facts["奶茶"]["object_value"] == "dislike"
    assert (facts["综艺"]["object_value"], facts["综艺"]["scope"]) == ("dislike", "USER")
    assert facts["综艺"]["content"] == "综艺我是看腻了，这阵子追纪录片去了"  # 这阵子 (lately) is no one time
