"""An order under a generic condition is kept as a USER-scope standing rule and shows in the context of
a matching request in a new session; a one-off order keeps nothing lasting (over HTTP with PostgreSQL,
``extraction.rules.conditioned``)."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


@pytest.mark.parametrize(
    ("said", "word", "ask"),
    [
        (
            "whenever you suggest restaurants check they have outdoor seating first",
            "outdoor seating",
            "Suggest a restaurant for Friday night.",
        ),
        ("我问菜谱的话默认按两个人的量给", "两个人", "给我一个红烧肉的菜谱"),
    ],
)
async def test_a_conditioned_order_is_a_rule_in_the_context(
    tenant: Tenant, said: str, word: str, ask: str
) -> None:
    await say(tenant, said, session_id="s-1")
    facts = await list_facts(tenant, user_id="u-1")
    rules = [f for f in facts if f["memory_type"] == "CONSTRAINT" and f["scope"] == "USER"]
    assert any(word in f["content"] for f in rules), facts
    context = await tenant.post("/v1/context", json={"query": ask, "user_id": "u-1", "session_id": "s-2"})
    assert context.status_code == 200, context.text
    assert word in context.json()["text"]


async def test_a_one_off_order_keeps_no_rule(tenant: Tenant) -> None:
    await say(tenant, "Book me a table with outdoor seating tonight.", session_id="s-1")
    facts = await list_facts(tenant, user_id="u-1")
    assert not [f for f in facts if f["scope"] == "USER" and "outdoor" in f["content"]], facts
