"""A switch "from X to Y" ends the held medicine X and keeps what the user takes now; a health statement
inside a request is kept as a USER CONSTRAINT (``rules.held_doses.switches``, ``rules.own_health``),
over HTTP with PostgreSQL."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        (
            "I take atorvastatin every night.",
            "My GP moved me from atorvastatin to rosuvastatin.",
            "atorvastatin",
            "rosuvastatin",
        ),
        ("我每天吃厄贝沙坦。", "医生把我的药从厄贝沙坦换成了替米沙坦。", "厄贝沙坦", "替米沙坦"),
    ],
)
async def test_a_switch_ends_the_held_medicine(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    assert any(f["subject"] == old for f in await list_facts(tenant, user_id="u-1"))
    await say(tenant, later, session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert not any(f["subject"] == old and f["object_value"] == "takes" for f in facts)
    assert not any(f["content"] == first.rstrip("。.") for f in facts)
    assert any(
        new in f["content"] and f["memory_type"] == "CONSTRAINT" and f["scope"] == "USER" for f in facts
    )


async def test_someone_elses_switch_changes_nothing(tenant: Tenant) -> None:
    await say(tenant, "I take atorvastatin every night.", session_id="s-1")
    await say(tenant, "My dad's doctor moved him from atorvastatin to rosuvastatin.", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert any(f["subject"] == "atorvastatin" and f["object_value"] == "takes" for f in facts)


async def test_health_inside_a_request_is_a_user_constraint(tenant: Tenant) -> None:
    await say(
        tenant, "can you find a bakery near the office that does gluten free stuff, since i've got celiac"
    )
    facts = await list_facts(tenant, user_id="u-1")
    assert any(
        "celiac" in f["content"] and f["memory_type"] == "CONSTRAINT" and f["scope"] == "USER" for f in facts
    )
