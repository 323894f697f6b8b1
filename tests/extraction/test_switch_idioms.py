"""Session 28: switches said with everyday idioms, and choices only weighed (docs/extraction.md)."""

import pytest

from conftest import Tenant
from extraction.test_rules import read
from facts.flows import list_facts, say
from memory_center.extraction.frames import read_frames
from memory_center.extraction.rules.dropped_subject import with_subject
from memory_center.extraction.rules.endorsed import endorsed_clause, weighed
from memory_center.governance.policies import is_passing_mood


def slots(text: str) -> set[tuple[str | None, str | None]]:
    """What the rules read, with the subject the write path gives a statement that drops it."""
    return {(c.predicate, c.object_value) for c in read(with_subject(text), None) if c.subject == "user"}


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Bitwarden convert here, moved all my logins last week", "password_manager", "Bitwarden"),
        ("Brave is my daily driver these days, Safari kept crashing", "browser", "Brave"),
        ("Grubhub has the better deals so that's my go-to for dinner delivery", "food_delivery", "Grubhub"),
        ("honestly Deezer won me over, the flow playlists are great", "music_service", "Deezer"),
        ("got a OnePlus 12 last month and not going back", "phone_model", "OnePlus 12"),
        ("the Novablasts ruined every other trainer for me", "running_shoes", "Novablasts"),
        ("made the jump to Proton Mail for email, not looking back", "email_service", "Proton Mail"),
    ],
)
def test_an_idiom_of_a_lasting_choice_reads_the_option_of_its_clause(
    text: str, slot: str, value: str
) -> None:
    assert (slot, value) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "thinking about switching to Deezer, is it worth it?",
        "considering a move to Bitwarden, anyone tried it?",
        "compared Lyft and Uber for the concert, Lyft was cheaper",
        "maybe I'll try the Novablast someday",
    ],
)
def test_a_choice_only_weighed_names_no_option(text: str) -> None:
    assert weighed(text)
    found = slots(text)
    assert not any(predicate and not predicate.startswith("said:") for predicate, _ in found), found


def test_the_idiom_marks_its_own_clause() -> None:
    text = "Firefox is my daily driver these days, Chrome eats all my RAM"
    where = endorsed_clause(text)
    assert where is not None and text[where[0] : where[1]].startswith("Firefox")
    assert endorsed_clause("I browse with Chrome") is None


def test_an_option_named_inside_a_longer_one_is_not_read_apart() -> None:
    assert ("food_delivery", "Uber Eats") in slots("I order lunch through Uber Eats most days")


def test_an_option_of_two_slots_takes_the_slot_its_cue_names() -> None:
    assert ("email_service", "Outlook") in slots("I use Outlook for my personal email")
    assert ("calendar", "Outlook") in slots("I use Outlook for my calendar")


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("外卖一般用美团点", "food_delivery", "美团"),
        ("乐刻到期没续，转去超级猩猩上团课了", "gym", "超级猩猩"),
        ("健身房办的是乐刻的卡", "gym", "乐刻"),
        ("现在上网都用Edge了，360广告太多", "browser", "Edge"),
        ("现在邮件都走163邮箱了，QQ邮箱基本不看", "email_service", "163邮箱"),
    ],
)
def test_chinese_frames_of_a_kind(text: str, slot: str, value: str) -> None:
    assert (slot, value) in {(one.slot.name, one.value) for one in read_frames(text)}


def test_a_mood_word_inside_a_name_is_no_mood() -> None:
    assert not is_passing_mood("饿了么会员红包多，最近都在饿了么点")
    assert is_passing_mood("最近好饿")


async def test_an_idiomatic_switch_replaces_the_held_option(tenant: Tenant) -> None:
    await say(tenant, "I keep all my passwords in Dashlane")
    await say(tenant, "Bitwarden gang now, moved every login over on the weekend")
    facts = [str(fact["content"]) for fact in await list_facts(tenant, user_id="u-1")]
    assert not any("Dashlane" in one for one in facts), facts
    assert any("Bitwarden" in one for one in facts), facts


async def test_a_choice_only_weighed_keeps_the_held_option(tenant: Tenant) -> None:
    await say(tenant, "I listen to music on Deezer")
    await say(tenant, "thinking about moving to Tidal, worth the price?")
    facts = [str(fact["content"]) for fact in await list_facts(tenant, user_id="u-1")]
    assert any("Deezer" in one for one in facts), facts
    assert not any("Tidal" in one for one in facts), facts
