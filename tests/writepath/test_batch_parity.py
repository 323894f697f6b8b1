"""The same messages give the same memories posted one at a time (``POST /v1/events``) or together
(``POST /v1/events/batch``): every write-path step after extraction reads what the user said earlier,
in a batch too (``writepath.service.process_many``). Conversations from the outcome sets whose batch
result once differed (docs/evaluation.md, "Session 26: batch against single")."""

from typing import Any

import pytest

from conftest import Tenant
from factories import message
from facts.flows import list_facts

CONVERSATIONS: list[tuple[list[tuple[str, str]], str, str]] = [
    # a diagnosis corrected: the held one retired (writepath.held_health)
    (
        [
            ("s1", "I'm lactose intolerant so dairy is mostly out for me"),
            ("s2", "blood work came back and it's not lactose at all, it's a casein allergy — so even "
                   "lactose-free milk is off the table, any milk protein really"),
        ],
        "casein",
        "lactose intolerant",
    ),
    # a code near-copied: the held number corrected (writepath.restated_correction)
    (
        [
            ("s1", "my number for pharmacy texts is 555-0142"),
            ("s1", "sorry, 555-0124, I swapped the last digits"),
        ],
        "555-0124",
        "555-0142",
    ),
    # a held slot's new value in passing (writepath.kind_replacements)
    (
        [("s1", "My bank is Barclays."), ("s1", "Moved all my accounts over to Monzo last week.")],
        "Monzo",
        "Barclays",
    ),
    (
        [("s1", "我住在杭州。"), ("s1", "来成都第一个月，火锅吃到怕了，箱子总算都拆完了")],
        "成都",
        "杭州",
    ),
]  # fmt: skip


def bodies(user: str, said: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [message(text, user_id=user, session_id=f"{user}-{session}") for session, text in said]


async def active(tenant: Tenant, user: str) -> list[tuple[Any, ...]]:
    facts = await list_facts(tenant, user_id=user, limit=500)
    fields = ("memory_type", "scope", "subject", "predicate", "object_value", "content")
    return sorted(tuple(fact[name] for name in fields) for fact in facts)


@pytest.mark.parametrize(("said", "new", "old"), CONVERSATIONS)
async def test_a_conversation_in_one_batch_leaves_the_memories_it_leaves_one_by_one(
    tenant: Tenant, said: list[tuple[str, str]], new: str, old: str
) -> None:
    for body in bodies("u-single", said):
        response = await tenant.post("/v1/events", json=body)
        assert response.status_code == 201, response.text
    response = await tenant.post("/v1/events/batch", json={"events": bodies("u-batch", said)})
    assert response.status_code == 200, response.text
    assert all("error" not in item for item in response.json()["results"])
    single = await active(tenant, "u-single")
    assert any(new in fact[-1] for fact in single), single  # the conversation changes something
    assert not any(old in fact[-1] for fact in single), single
    assert await active(tenant, "u-batch") == single


async def test_two_users_interleaved_in_one_batch_each_get_their_own_update(tenant: Tenant) -> None:
    said = [("u-a", "My bank is Barclays."), ("u-b", "我住在杭州。")]
    said += [
        ("u-a", "Moved all my accounts over to Monzo last week."),
        ("u-b", "来成都第一个月，箱子总算都拆完了"),
    ]
    events = [message(text, user_id=user, session_id=f"{user}-s1") for user, text in said]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    a, b = await active(tenant, "u-a"), await active(tenant, "u-b")
    assert any("Monzo" in fact[-1] for fact in a) and not any("Barclays" in fact[-1] for fact in a), a
    assert any("成都" in fact[-1] for fact in b) and not any("杭州" in fact[-1] for fact in b), b
