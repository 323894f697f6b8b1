"""Slots by meaning through the write path (writepath.slotted) with the shipped embedder: a statement no
rule places, about the user, becomes the slot's new value and replaces the held one; a look-alike does
not; and a stance on an option stored before the slot had one key is replaced by the slot's new value."""

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
