"""Session 30: corrections as one mechanism, through the write path (docs/extraction.md, "Session 30:
corrections as one mechanism"): a marker (打反了, 前面说的有问题, a leading "*") or "X, not Y" with the
held Y replaces the held value; a value of someone else's ("he's a 45, not a 43 like me") or a wrong value
no memory holds ("room 12, not 21") changes nothing; an allergy found ends the held "no allergies"."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant) -> list[str]:
    return sorted(f"{f['content']} | {f['object_value']}" for f in await list_facts(tenant, user_id="u-1"))


@pytest.mark.parametrize(
    ("first", "correction", "sessions", "new", "old"),
    [
        ("我的办公室在15楼，电梯出来右转", "打反了，是51楼，15楼是健身房", ("s-1", "s-1"), "51楼", "15楼"),
        (
            "我每周游泳4公里，在准备比赛",
            "前面说的有问题，每周是6公里，4是去年的量",
            ("s-1", "s-2"),
            "6公里",
            "4公里",
        ),
        ("我家的猫叫球球", "*秋秋，输入法的锅", ("s-1", "s-1"), "秋秋", "球球"),
        (
            "My flight lands at 5:15pm on Sunday.",
            "not 5:15 but 7:15, wrong line",
            ("s-1", "s-1"),
            "7:15pm",
            "5:15",
        ),
    ],
)
async def test_a_marked_or_named_correction_replaces_the_held_value(
    tenant: Tenant, first: str, correction: str, sessions: tuple[str, str], new: str, old: str
) -> None:
    await say(tenant, first, session_id=sessions[0])
    await say(tenant, correction, session_id=sessions[1])
    held = await contents(tenant)
    assert any(new in one for one in held), held
    assert not any(old in one for one in held), held


@pytest.mark.parametrize(
    ("first", "other", "kept"),
    [
        ("My shoe size is 41.", "Bought my dad slippers, he's a 44, not a 41 like me.", "41"),
        (
            "My commute is about 25 minutes by tram.",
            "The talk is in room 14, not 41, don't let me get lost.",
            "25",
        ),
    ],
)
async def test_someone_else_s_value_or_a_wrong_value_not_held_changes_nothing(
    tenant: Tenant, first: str, other: str, kept: str
) -> None:
    await say(tenant, first, session_id="s-1")
    before = await contents(tenant)
    await say(tenant, other, session_id="s-2")
    after = await contents(tenant)
    assert [one for one in after if kept in one] == [one for one in before if kept in one]


@pytest.mark.parametrize(
    ("first", "found"),
    [
        (
            "No food allergies for me, I eat anything.",
            "Turns out I'm allergic to sesame, the clinic confirmed it on Friday.",
        ),
        ("我不过敏，什么都能吃", "上周查出来对花生过敏"),
    ],
)
async def test_an_allergy_found_ends_the_held_no_allergies(tenant: Tenant, first: str, found: str) -> None:
    await say(tenant, first, session_id="s-1")
    held = [one for one in await contents(tenant) if "allerg" in one or "过敏" in one]
    assert held
    await say(tenant, found, session_id="s-2")
    after = await contents(tenant)
    assert not set(held) & set(after), after
    assert any(("sesame" in one or "花生" in one) for one in after), after
