"""Sentences of the false-memory probes (docs/evaluation.md, "Probe 5 and probe 6") the rule extractor
reads, one rule at a time: sarcasm, a statement taken back, a plan called off, a question after a
statement, a consequence of a condition, and stances held for a bounded time — each with look-alikes
that must still be stored."""

from datetime import UTC, datetime

import pytest

from extraction.test_rules_unseen import keys
from memory_center.enums import Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import read_message
from memory_center.governance.lasting import says_one_time


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # sarcasm gives nothing; a sincere "oh" does not make it sarcasm
        ("I love Monday mornings, said no one ever.", []),
        ("Oh sure, I just love sitting on the tarmac for three hours.", []),
        ("我最喜欢周末加班了，才怪。", []),
        ("Oh, and I love jazz.", [("jazz", "preference", "like")]),
        ("I love sure things.", [("sure thing", "preference", "like")]),
        # taken back: the statement it closes, or the one before when it stands alone
        ("From now on call me Your Majesty. Just kidding!", []),
        ("以后叫我陛下吧，开个玩笑。", []),
        ("I moved to York. Scratch that, forget I said it.", []),
        ("我搬到武汉了。刚才说错了，当我没说。", []),
        ("I love jazz. I'm a billionaire, just kidding.", [("jazz", "preference", "like")]),
        ("Scratch that, I live in Leeds.", [("user", "residence", "Leeds")]),
        ("I'm not kidding, I love olives.", [("olive", "preference", "like")]),
        ("我现在爱吃香菜了。哈哈，当我没说过。", []),
        # a plan called off is no memory; what the user keeps instead is
        ("I was going to switch to Vim but I'm staying with Emacs.", [("user", "editor", "Emacs")]),
        ("本来想换成Mac的，想了想还是继续用Windows吧。", [("windows", "preference", "like")]),
        ("本来下个月要搬去上海，现在不搬了。", []),
        ("本来想把丰田卖了换特斯拉，后来没换。", []),
        ("I'm staying with my parents.", []),
        ("I'm sticking with Emacs.", [("user", "editor", "Emacs")]),
        ("我不吃辣。", [("辣", "preference", "dislike")]),
        # a question after a statement: the statement is read; a tag question keeps it a question
        ("I love jazz, do you think I'd like opera?", [("jazz", "preference", "like")]),
        ("我喜欢喝绿茶，你呢？", [("绿茶", "preference", "like")]),
        ("我喜欢喝绿茶，对吧？", []),
        ("Do you like jazz, or opera?", []),
        # what follows a condition is its consequence
        ("假如我住在厦门，每天都能看海。", []),
        ("我对花生过敏，要是能吃花生就好了。", [("花生", "allergy", "allergic")]),
        # "off" something, and a time word is no part of the thing
        ("This month I'm off sugar.", [("sugar", "preference", "dislike")]),
        ("I'm off to Paris.", []),
        ("I'm not drinking coffee this week.", [("coffee", "preference", "dislike")]),
        ("这周先不喝咖啡了。", [("咖啡", "preference", "dislike")]),
        ("最近减肥，暂时不喝奶茶了。", [("奶茶", "preference", "dislike")]),
        ("今天想吃点清淡的", [("清淡", "preference", "like")]),
    ],
)
def test_what_the_user_does_not_assert(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert keys(text) == expected


def _scope(text: str) -> Scope:
    message = ExtractionInput(text, "user", "u", "s", None, None, None, datetime.now(UTC))
    (candidate,) = read_message(message)
    return candidate.scope


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        # a stance held for a bounded time is the session's
        ("I'm not drinking coffee this week.", Scope.SESSION),
        ("这个月我戒糖。", Scope.SESSION),
        ("最近减肥，暂时不喝奶茶了。", Scope.SESSION),
        # a calendar word that dates a change is when it happened, not how long it holds
        ("I moved to Berlin this week.", Scope.USER),
        ("I started at Google this week.", Scope.USER),
        ("我这周入职腾讯了。", Scope.USER),
        ("I gave up coffee.", Scope.USER),
    ],
)
def test_a_bounded_state_is_the_sessions_and_a_dated_change_lasts(text: str, scope: Scope) -> None:
    assert _scope(text) is scope


def test_a_calendar_word_dates_a_change_only_in_the_past_and_alone() -> None:
    assert not says_one_time("I moved to Berlin this week")
    assert says_one_time("I'm moving to Berlin next week")  # a plan: one-time
    assert says_one_time("This time I switched to an aisle seat")  # "this time" is no date
    assert says_one_time("I'm in Paris this week")


def test_an_age_reached_on_a_near_date_is_lasting() -> None:
    assert not says_one_time("My son Leo turns 7 next month and he is obsessed with dinosaurs.")
    assert not says_one_time("女儿下个月满六岁了，特别喜欢小猫")
    assert says_one_time("My husband turns 40 next week so this time get a bigger cake")
    assert says_one_time("Book a table for my son's party next month")


@pytest.mark.parametrize(
    "text",
    [
        "We rented a Jeep for the holiday in Iceland.",
        "Test drove a Polestar today, fun but way too expensive.",
        "Borrowing my dad's Audi while mine is in the shop.",
    ],
)
def test_a_thing_used_for_a_holiday_a_test_drive_or_borrowed_is_one_time(text: str) -> None:
    assert says_one_time(text)
    said = read_message(ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC)))
    assert all(candidate.scope is not Scope.USER for candidate in said), said


def test_a_lasting_rental_is_no_one_off() -> None:
    assert not says_one_time("We rent a flat in Leeds.")


@pytest.mark.parametrize(
    "text",
    [
        "My best friend started at BMW this week.",
        "My older sister moved to Leeds.",
        "My new boss loves golf.",
    ],
)
def test_another_person_after_my_and_a_word_is_no_memory_of_the_users(text: str) -> None:
    said = read_message(ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC)))
    assert [c for c in said if c.subject == "user"] == [], said


def test_the_users_own_thing_after_my_and_a_word_is_still_theirs() -> None:
    text = "My new job at Google is great."
    said = read_message(ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC)))
    assert [(c.predicate, c.object_value) for c in said] == [("workplace", "Google")]
