"""A correction read against each held memory (writepath.restated_correction): the frame said again with
another value, the old value named beside a value of no typed kind, a comment about the wrong one; in the
session or in a new one. The corrected memory supersedes the held one; look-alikes change nothing."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def active(tenant: Tenant) -> list[str]:
    facts = await list_facts(tenant, user_id="u-1")
    return sorted(f"{f['object_value']} | {f['content']}" for f in facts)


@pytest.mark.parametrize(
    ("first", "correction", "session", "old", "new"),
    [
        ("My son's bus comes at 7:20.", "sorry, his bus comes at 7:05", "s-1", "7:20", "7:05"),
        ("We have a beagle called Toast.", "Correction: a basset, not a beagle.", "s-1", "beagle", "basset"),
        ("My PIN reminder is 4391.", "4931! not 4391", "s-2", "4391", "4931"),
        ("我老家在江苏盐城。", "说错了，是江苏泰州，盐城是我外婆家", "s-2", "盐城", "泰州"),
        ("我开的是五菱宏光。", "是五菱缤果，不是宏光", "s-1", "宏光", "缤果"),
    ],
)  # fmt: skip
async def test_the_correction_replaces_the_held_memory(
    tenant: Tenant, first: str, correction: str, session: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, correction, session_id=session)
    held = await active(tenant)
    assert any(new in fact for fact in held), held
    assert not any(old in fact for fact in held), held


@pytest.mark.parametrize(
    "said",
    [
        ("I wake up at 6:30.", "Actually I have a dentist appointment at 7:30 tomorrow."),
        ("I'm 41.", "My sister is 39, sorry, 38."),
        ("I live in Denver.", "Sorry, I'm late, traffic was awful."),
        ("我在杭州工作。", "不是吧，杭州这么热？"),
    ],
)
async def test_look_alikes_change_nothing(tenant: Tenant, said: tuple[str, str]) -> None:
    await say(tenant, said[0], session_id="s-1")
    before = await active(tenant)
    await say(tenant, said[1], session_id="s-1")
    assert [fact for fact in await active(tenant) if fact in before] == before
