"""Frame restatements on the write path (writepath.held_turns, docs/extraction.md "Frame restatements"):
a held statement of the user's said again in its frame with another value ends, and the new value is
kept; look-alikes (another's thing, a question, a condition, one time only) change nothing."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant) -> list[str]:
    return [f["content"] for f in await list_facts(tenant, user_id="u-1")]


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        ("My school run is a ten minute drive.", "My school run is a twenty minute walk with the buggy.",
         "ten minute", "twenty minute"),
        ("Our choir meets on Monday evenings.", "our choir meets on Wednesday evenings, new hall",
         "Monday", "Wednesday"),
        ("I get my hair cut at Ruby's on Park Road.", "I get my hair cut at the barber by the station now.",
         "Ruby", "barber by the station"),
    ],
)  # fmt: skip
async def test_a_statement_said_again_in_its_frame_replaces_the_held_one(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    assert any(old in content for content in await contents(tenant))
    await say(tenant, later, session_id="s-2")
    held = await contents(tenant)
    assert not any(old in content for content in held)
    assert any(new in content for content in held)


@pytest.mark.parametrize(
    ("first", "later"),
    [
        ("My school run is a ten minute drive.", "My sister's school run is an hour, poor her."),
        ("My school run is a ten minute drive.", "if my school run was a walk I'd be thrilled"),
        ("My school run is a ten minute drive.", "my school run is a bus ride today, car's in the garage"),
        ("Our choir meets on Monday evenings.", "does our choir meet on Fridays in December?"),
    ],
)  # fmt: skip
async def test_look_alikes_leave_the_held_statement(tenant: Tenant, first: str, later: str) -> None:
    await say(tenant, first, session_id="s-1")
    before = await contents(tenant)
    await say(tenant, later, session_id="s-2")
    assert [content for content in await contents(tenant) if content in before] == before
