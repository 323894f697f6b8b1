"""Slots by meaning through the write path (writepath.slots_by_meaning) with the shipped embedder: a
statement no rule places, about the user, becomes the slot's new value and replaces the held one; a
look-alike does not; and a stance on an option stored before the slot had one key is replaced by the
slot's new value."""

from conftest import Tenant
from facts.flows import candidate_body, list_facts, say, submit


def active(facts: list[dict[str, object]], predicate: str) -> list[object]:
    return [fact["object_value"] for fact in facts if fact["predicate"] == predicate]


async def test_a_new_doctor_said_in_other_words_replaces_the_held_one(tenant: Tenant) -> None:
    await say(tenant, "My doctor is Dr. Ahmed.")
    said = await say(tenant, "Dr. Okafor is looking after me these days.")
    assert [(c["subject"], c["predicate"]) for c in said["candidates"]] == [("user", "doctor")], said
    assert active(await list_facts(tenant, user_id="u-1"), "doctor") == ["Dr. Okafor"]


async def test_a_look_alike_is_not_placed_in_a_slot(tenant: Tenant) -> None:
    await say(tenant, "My doctor is Dr. Ahmed.")
    for text in ("My sister's doctor is Dr. Okafor.", "I saw Dr. Okafor once about my knee."):
        said = await say(tenant, text)
        assert all(c["predicate"] != "doctor" for c in said["candidates"]), said
    assert active(await list_facts(tenant, user_id="u-1"), "doctor") == ["Dr. Ahmed"]


async def test_the_slots_new_value_replaces_a_liking_stored_in_the_old_shape(tenant: Tenant) -> None:
    old = candidate_body(
        "I always fly British Airways",
        subject="british airways",
        predicate="preference",
        object_value="like",
        memory_type="PREFERENCE",
    )
    await submit(tenant, old)
    await say(tenant, "I fly Virgin these days.")
    facts = await list_facts(tenant, user_id="u-1")
    assert [(f["subject"], f["predicate"], f["object_value"]) for f in facts] == [
        ("user", "airline", "Virgin")
    ]


async def test_a_held_slot_is_recognised_in_a_new_phrasing_and_only_when_held(tenant: Tenant) -> None:
    said = await say(tenant, "李医生接手了我的治疗。", user_id="u-5")  # no doctor held: too unsure
    assert all(c["predicate"] != "doctor" for c in said["candidates"]), said
    await say(tenant, "My doctor is Dr. Ahmed.")
    said = await say(tenant, "李医生接手了我的治疗。")  # the doctor held: the prior decides
    assert [(c["predicate"], c["object_value"]) for c in said["candidates"]] == [("doctor", "李医生")], said
    assert active(await list_facts(tenant, user_id="u-1"), "doctor") == ["李医生"]


async def test_a_chinese_statement_without_its_subject_needs_the_held_slots_cue(tenant: Tenant) -> None:
    await say(tenant, "我的工资卡是工商银行的。")
    await say(tenant, "现在都去瑞幸了。")  # no cue of the bank: not the bank
    assert active(await list_facts(tenant, user_id="u-1"), "bank") == ["工商银行的"]
    await say(tenant, "工资卡换到招商银行了。")
    assert active(await list_facts(tenant, user_id="u-1"), "bank") == ["招商银行"]
