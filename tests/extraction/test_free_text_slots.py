"""The current-practice gate and the aspect profiles of free-text memories (pure half:
``extraction.free_text_slots``): a statement of the user's practice now passes, a look-alike (a question,
someone else's, one occasion, an addition, a supposition, a past state) does not; two statements agree on
their slot by their aspect profiles, whatever their values."""

import pytest

from memory_center.extraction.free_text_slots import (
    days_of,
    others_memory,
    practice_wording,
    same_slot,
    says_current_practice,
)


@pytest.mark.parametrize(
    "said",
    [
        "these days I mostly cook Thai food at home",
        "Sunday mornings are all yoga lately",
        "I've been cycling to the office since spring",
        "Lunch today was my usual poke bowl",
        "现在晚上都去跑步",
        "最近早饭改吃煎饼了",
        "我一般十一点睡",
    ],
)  # fmt: skip
def test_a_practice_told_now_passes(said: str) -> None:
    assert says_current_practice(said)


@pytest.mark.parametrize(
    "said",
    [
        "Do you usually run in the mornings?",  # a question
        "My brother goes climbing every weekend these days",  # someone else's
        "我姐现在每天都去游泳",
        "Dinner tonight was a pizza for once",  # one occasion
        "今天中午破例吃了麦当劳",
        "I also listen to a lot of folk lately",  # an addition
        "我也经常听民谣",
        "If I had time I'd swim every morning",  # a supposition
        "要不要改成晚上跑步?",
        "I used to cycle to work every day",  # a past state
        "以前我每天都喝可乐",
        "The train got too pricey",  # no practice at all
    ],
)  # fmt: skip
def test_a_look_alike_does_not_pass(said: str) -> None:
    assert not says_current_practice(said)


def test_an_occasion_word_is_left_out_of_the_usual() -> None:
    assert practice_wording("Lunch today was my usual poke bowl.") == "Lunch was my usual poke bowl"
    assert practice_wording("I run every morning.") == "I run every morning"


ASPECTS = ("music", "morning", "sleep", "lunch")


def scores(*values: float) -> dict[str, float]:
    return dict(zip(ASPECTS, values, strict=True))


def test_the_same_leading_aspect_agrees_and_another_does_not() -> None:
    held = scores(0.60, 0.30, 0.20, 0.10)
    assert same_slot(held, scores(0.55, 0.35, 0.15, 0.10)) is not None
    assert same_slot(held, scores(0.10, 0.20, 0.60, 0.30)) is None


def test_days_of_the_week_and_another_persons_memory() -> None:
    assert days_of("Friday nights are board game nights") == {"fri"}
    assert days_of("现在每周日都去爬山") == days_of("Sundays are for hiking") == {"sun"}
    assert others_memory("My niece Rosie is obsessed with dinosaurs.")
    assert not others_memory("I go running every morning")
