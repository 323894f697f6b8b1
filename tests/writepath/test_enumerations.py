"""An enumeration is no correction (docs/evaluation.md, "Session 22: orders and enumerations"): a value said
of another thing than the held memory's ("Choir is Thursday" after "My boxing class is Monday at 7", 书法课是
周六 after 我的游泳课在周二, another lesson of the kind) leaves the memory as it is; the same thing said
with a new value, or a marked correction, still replaces it."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.extraction.held_times_en import retimed
from memory_center.extraction.rules.anew import Held, updated_in
from memory_center.extraction.rules.flips import Held as FlipHeld
from memory_center.extraction.rules.flips import Kind
from memory_center.extraction.rules.value_topics import topic_of


async def contents(tenant: Tenant) -> list[str]:
    return sorted(fact["content"] for fact in await list_facts(tenant, user_id="u-1"))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Choir is Thursday.", "Choir"),
        ("Wednesday is the recital", "recital"),
        ("Pottery's on Thursday at 7.", "Pottery"),
        ("书法课是周六", "书法课"),
        ("it's 8", ""),
        ("刚称了一下是65公斤", ""),
        ("Halvorson, with an o", ""),
    ],
)
def test_the_thing_a_value_is_said_of(text: str, topic: str) -> None:
    assert topic_of(text) == topic


def test_another_thing_of_the_kind_is_no_update_of_the_held_one() -> None:
    assert updated_in(Held("我的游泳课在周二"), "我的吉他课在周三晚上") is None
    assert updated_in(Held("我的游泳课在周二"), "我的游泳课改到周四了") is not None
    assert updated_in(Held("房租每月3800"), "续租合同签完，每月4200") is not None  # one thing, its frame
    held = [(FlipHeld(Kind.HABIT, "spanish lesson"), "My Spanish lesson is Wednesday at 5")]
    assert retimed("My tennis lesson is Saturday at 10.", held) == []


@pytest.mark.parametrize(
    ("first", "then", "kept"),
    [
        ("My boxing class is Monday at 7.", "Choir is Thursday.", "Monday"),
        ("My cello lesson is Friday at 4.", "Swimming is Sunday at 10, cello is Friday.", "Friday"),
        ("我的游泳课在周二", "书法课是周六", "周二"),
        ("我的游泳课在周二", "我的吉他课在周三晚上", "周二"),
        ("我的例会在上午十点", "周报评审在下午三点", "十点"),
    ],
)
async def test_an_enumeration_leaves_the_held_memory(
    tenant: Tenant, first: str, then: str, kept: str
) -> None:
    await say(tenant, first, session_id="s-1")
    [held] = await contents(tenant)
    await say(tenant, then, session_id="s-1")
    assert held in await contents(tenant) and kept in held


@pytest.mark.parametrize(
    ("first", "then", "new"),
    [
        ("My boxing class is Monday at 7.", "Sorry, Tuesday, not Monday.", "Tuesday"),
        ("我的游泳课在周二", "不对，游泳课是周四", "周四"),
        ("我的吉他课在周三晚上", "说错了，是周五晚上", "周五"),
    ],
)
async def test_a_correction_of_the_same_thing_still_replaces(
    tenant: Tenant, first: str, then: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    [held] = await contents(tenant)
    await say(tenant, then, session_id="s-1")
    now = await contents(tenant)
    assert held not in now and any(new in content for content in now)
