"""Two opposite ACTIVE memories under different keys are never served as current without a conflict line
(issue 24 point 4; docs/context.md, "Opposite memories under different keys"), over HTTP on the real
database: the context states the pair, newer first, and retrieve flags both items; look-alikes (other
things, the same stance, multi-valued slots) never do."""

from datetime import UTC, datetime
from typing import Any

from memory_factory import add_fact, context, retrieve

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, list_facts, submit
from memory_center.enums import MemoryType

OLDER = datetime(2026, 1, 5, tzinfo=UTC)
NEWER = datetime(2026, 2, 9, tzinfo=UTC)


def proposal(content: str, subject: str, predicate: str, value: str, source_type: str) -> dict[str, Any]:
    evidence = evidence_body(content, source_type=source_type, user_id="u-1")
    return candidate_body(
        content,
        subject=subject,
        predicate=predicate,
        object_value=value,
        memory_type="PREFERENCE",
        evidence=evidence,
    )


def disputed(answer: dict[str, Any], fact_id: str) -> list[dict[str, Any]]:
    [item] = [item for item in answer["items"] if item["id"] == fact_id]
    conflicts: list[dict[str, Any]] = item["conflicts"]
    return conflicts


async def test_an_agents_liking_and_the_users_never_are_stated_as_a_conflict(tenant: Tenant) -> None:
    liking = await submit(
        tenant, proposal("CRM: likes coffee, three cups a day", "user", "likes", "coffee", "TOOL_RESULT")
    )
    never = await submit(
        tenant, proposal("Doesn't drink coffee at all", "coffee", "preference", "never", "USER_STATED")
    )
    assert {fact["id"] for fact in await list_facts(tenant, user_id="u-1")} == {
        liking["fact"]["id"],
        never["fact"]["id"],
    }, "both stay ACTIVE: governance does not compare these two keys"
    old_id, new_id = liking["fact"]["id"], never["fact"]["id"]

    built = await context(tenant, query="get me something to drink", user_id="u-1")

    (note,) = built["sections"]["conflicts"]
    assert note["ids"] == [new_id, old_id] and note["across_keys"] is True
    assert "[Conflicts]\n- two records disagree: Doesn't drink coffee at all (" in built["text"]
    assert "vs CRM: likes coffee, three cups a day (" in built["text"]
    assert built["text"].count("[disputed, see Conflicts]") == 2

    found = await retrieve(tenant, query="coffee", user_id="u-1")
    assert [(c["id"], c["across_keys"]) for c in disputed(found, new_id)] == [(old_id, True)]
    assert [(c["id"], c["across_keys"]) for c in disputed(found, old_id)] == [(new_id, True)]
    assert disputed(found, new_id)[0]["message"] == note["message"]


async def test_two_homes_under_two_keys_are_a_conflict_newer_first(tenant: Tenant) -> None:
    """Stored before governance compared the two keys (legacy rows): the read path still says so."""
    paris = await add_fact(
        tenant, "I live in Paris", user_id="u-1", subject="user", predicate="residence", object_value="Paris",
        valid_from=OLDER,
    )  # fmt: skip
    lyon = await add_fact(
        tenant, "Home is Lyon now", user_id="u-1", subject="user", predicate="home_city", object_value="Lyon",
        valid_from=NEWER,
    )  # fmt: skip

    built = await context(tenant, query="find a plumber near my home", user_id="u-1")

    (note,) = built["sections"]["conflicts"]
    assert note["ids"] == [str(lyon), str(paris)]
    assert note["message"].startswith("two records disagree: Home is Lyon now (2026-02-09")
    found = await retrieve(tenant, user_id="u-1")  # no query: the structured read of the user's memories
    assert [c["id"] for c in disputed(found, str(paris))] == [str(lyon)]


async def test_another_users_or_another_sessions_memory_is_no_conflict(tenant: Tenant) -> None:
    await add_fact(
        tenant, "Loves horror films", user_id="u-1", subject="horror films", predicate="preference",
        object_value="like", memory_type=MemoryType.PREFERENCE,
    )  # fmt: skip
    await add_fact(
        tenant, "Can't watch horror films", user_id="u-2", subject="watching horror films",
        predicate="preference", object_value="dislike", memory_type=MemoryType.PREFERENCE,
    )  # fmt: skip

    built = await context(tenant, query="pick a film for tonight", user_id="u-1")

    assert built["sections"]["conflicts"] == [] and "[Conflicts]" not in built["text"]


PREF = "preference"
LOOK_ALIKES = [
    (("Loves green tea", "green tea", PREF, "like"),
     ("Doesn't like black tea", "black tea", PREF, "dislike")),
    (("Likes coffee", "coffee", PREF, "like"),
     ("Dislikes coffee ice cream", "coffee ice cream", PREF, "dislike")),
    (("Likes watching football", "watching football", PREF, "like"),
     ("Hates playing football", "playing football", PREF, "dislike")),
    (("Likes morning runs", "morning runs", PREF, "like"),
     ("Dislikes morning meetings", "morning meetings", PREF, "dislike")),
    (("Loves Italian food", "italian food", PREF, "like"), ("Loves Thai food", "thai food", PREF, "like")),
    (("喜欢绿茶", "绿茶", PREF, "like"), ("不喜欢红茶", "红茶", PREF, "dislike")),
    (("喜欢看足球", "看足球", PREF, "like"), ("不喜欢踢足球", "踢足球", PREF, "dislike")),
    (("Has a cat called Miso", "user", "pets", "cat Miso"),
     ("Has a dog called Rex", "user", "pet", "dog Rex")),
    (("Speaks Spanish", "user", "language", "Spanish"), ("Speaks German", "user", "languages", "German")),
    (("Allergic to peanuts", "user", "allergy", "peanuts"),
     ("Allergic to shellfish", "user", "allergies", "shellfish")),
]  # fmt: skip


async def test_look_alikes_are_never_a_conflict(tenant: Tenant) -> None:
    """Different things, the same stance, and two values of a multi-valued slot (each pair under two
    keys, as the read path would have to tell them apart)."""
    for index, pair in enumerate(LOOK_ALIKES):
        user = f"u-look-{index}"
        for (content, subject, predicate, value), when in zip(pair, (OLDER, NEWER), strict=True):
            await add_fact(
                tenant, content, user_id=user, subject=subject, predicate=predicate, object_value=value,
                valid_from=when, index=False,
            )  # fmt: skip

        built = await context(tenant, query="plan my week", user_id=user)

        assert all(said[0] in built["text"] for said in pair), built["text"]
        assert built["sections"]["conflicts"] == [] and "[Conflicts]" not in built["text"], pair
