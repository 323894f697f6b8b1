"""Switches with no change word through the write path (docs/extraction.md, "Session 24: a held value
spoken of as over"): a new value of a held slot said beside the held value in the past tense or as a
complaint replaces it; a new value beside a held value still held, or someone else's, leaves it."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


def text_of(fact: dict[str, object]) -> str:
    return " ".join(str(fact.get(name) or "") for name in ("content", "object_value", "subject"))


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        ("I edit everything in VS Code.",
         "Neovim has completely taken over my life, VS Code felt so sluggish", "VS Code", "Neovim"),
        ("My bank is Barclays.", "Monzo's been brilliant for my salary, Barclays kept charging me fees",
         "Barclays", "Monzo"),
        ("I track all my runs on Strava.", "Moved over to Garmin Connect, the Strava paywall got ridiculous",
         "Strava", "Garmin Connect"),
        ("I drive a VW Golf.", "The Tesla's range is plenty for my commute, I charge it at home overnight",
         "Golf", "Tesla"),
        ("My son Jamie goes to Hillcrest Primary.",
         "We moved Jamie to Oakfield this term, Hillcrest just wasn't working", "Hillcrest", "Oakfield"),
        ("我打车常用滴滴", "花小猪便宜太多了，滴滴之前老是加价", "滴滴", "花小猪"),
        ("我点外卖用饿了么", "美团外卖的红包多多了，饿了么之前配送老超时", "饿了么", "美团"),
    ],
)  # fmt: skip
async def test_a_new_value_beside_a_held_value_spoken_of_as_over_replaces_it(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    assert any(old in text_of(fact) for fact in await list_facts(tenant, user_id="u-1"))
    await say(tenant, later, session_id="s-2")
    held = await list_facts(tenant, user_id="u-1")
    assert not any(old in text_of(fact) and new not in text_of(fact) for fact in held), held
    assert any(new in text_of(fact) for fact in held), held


@pytest.mark.parametrize(
    ("first", "later", "old", "new"),
    [
        ("Spotify's my music app, have had it forever.",
         "got 3 free months of Apple Music with the new phone, might poke around but I'm not leaving Spotify",
         "Spotify", "Apple Music"),
        ("Netflix is our streaming service.", "Watched the new show at my sister's on her Disney+, wild",
         "Netflix", "Disney+"),
        ("我听歌用网易云", "朋友推荐QQ音乐，我还是习惯网易云", "网易云", "QQ音乐"),
    ],
)  # fmt: skip
async def test_a_held_value_still_held_or_someone_elses_new_one_leaves_it(
    tenant: Tenant, first: str, later: str, old: str, new: str
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, later, session_id="s-2")
    held = await list_facts(tenant, user_id="u-1")
    assert any(old in text_of(fact) for fact in held), held
    assert not any(new in str(fact.get("object_value") or "") for fact in held), held
