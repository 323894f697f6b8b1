"""A correction said in the future tense ("no wait, she'll be 10", issue 24) is a marked correction
like "he's 8" (``extraction.rules.later``): the held value of its type is replaced."""

from conftest import Tenant
from facts.flows import list_facts, say


async def test_a_future_tense_correction_replaces_the_held_value(tenant: Tenant) -> None:
    await say(tenant, "My son Theo turns 6 in October.", session_id="s-1")
    await say(tenant, "no wait, he'll be 7. I always lose track.", session_id="s-1")
    facts = await list_facts(tenant, user_id="u-1")
    assert [("7" in f["content"], "6" in f["content"]) for f in facts] == [(True, False)], facts
