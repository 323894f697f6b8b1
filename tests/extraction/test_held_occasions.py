"""A new habit of the same routine replaces the held one (docs/extraction.md, "Session 28: a new habit of
the same routine"): the pure readers of ``rules.routines`` and ``held_occasions``."""

import pytest

from memory_center.extraction.held_occasions import HeldHabit, replaced
from memory_center.extraction.held_usage import Held, may_apply, read_usage
from memory_center.extraction.rules.routines import habit_now, occasion_led, other_days, same_occasion

CLIMBING = "Wednesday evenings are for climbing at the wall"


def ends(held: Held, said: str) -> bool:
    return may_apply(said) and bool(read_usage(said, [held]).ended)


def free(content: str) -> Held:
    return Held("user", "said:" + content.casefold(), content, content)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        # the same day and part of it, a routine of the day, the same routine at another time
        (free(CLIMBING), "wednesday evenings are choir practice lately"),
        (Held("podcast", "preference", "like", "I listen to podcasts on my commute"),
         "my commute is all language lessons these days"),
        (free("I hit the gym at 7am before work"), "I lift after dinner these days"),
        (free("周五晚上一般去打球"), "这阵子周五晚上都在家写代码"),
        (free("早饭一般吃包子"), "最近早饭都是燕麦粥"),
        # a thing held as disliked, had now; a food the held diet rules out, eaten now
        (Held("tea", "preference", "dislike", "I can't stand tea"), "a matcha every afternoon these days"),
        (Held("user", "diet", "vegetarian", "I'm vegetarian"), "bacon's back on the menu for me"),
        (Held("user", "diet", "素食", "我吃素"), "最近每天都吃点牛肉"),
        # another option of the commute said of the morning
        (Held("user", "commute", "公交", "我坐公交通勤"), "早上骑车太舒服了"),
    ],
)  # fmt: skip
def test_a_new_habit_of_the_routine_ends_the_held_one(held: Held, said: str) -> None:
    assert ends(held, said)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        # one time, another day, a plan, someone else's, the same habit said again
        (free(CLIMBING), "this wednesday was a work dinner"),
        (free(CLIMBING), "thursday evenings are choir practice lately"),
        (free("周五晚上一般去打球"), "最近周四晚上都在家写代码"),
        (free("I hit the gym at 7am before work"), "might try lifting after dinner someday"),
        (Held("user", "diet", "vegetarian", "I'm vegetarian"), "my wife has bacon every morning lately"),
        (Held("user", "diet", "素食", "我吃素"), "昨天聚餐破例吃了块牛肉"),
        (free(CLIMBING), "wednesday evenings are still climbing lately"),
        (Held("user", "commute", "公交", "我坐公交通勤"), "今天早上骑车去的"),
        (Held("user", "commute", "bus", "my commute is 50 minutes on two buses"),
         "my brother's commute is an hour on the train"),
        (Held("tea", "preference", "dislike", "I can't stand tea"), "I still never touch tea these days"),
    ],
)  # fmt: skip
def test_a_look_alike_keeps_the_held_one(held: Held, said: str) -> None:
    assert not ends(held, said)


def test_occasions() -> None:
    assert same_occasion("saturday nights are for valorant", "saturdays are BG3 nights")
    assert not same_occasion("saturday nights are for valorant", "sunday nights are BG3 nights")
    assert not same_occasion("Sunday mornings are for long runs", "sunday nights are for films")
    assert same_occasion("I do my groceries on sunday mornings", "groceries are a thursday run these days")
    assert other_days("周六晚上固定打麻将", "最近周日晚上都在家追剧")
    assert not other_days("周六买菜", "最近周日买菜")


def test_habit_said_now_and_led_by_its_occasion() -> None:
    assert habit_now("saturdays are BG3 nights")
    assert habit_now("最近晚饭配一小杯红酒")
    assert not habit_now("my husband's been eating chicken every night lately")
    assert not habit_now("想试试睡前冥想")
    assert occasion_led("午饭一般在食堂吃")
    assert occasion_led("Friday nights are board game nights with my flatmates")
    assert not occasion_led("今天午饭吃了面")
    assert not occasion_led("lunch was great today")


def test_someone_elses_held_habit_is_not_ended() -> None:
    held = HeldHabit("user", "said:x", "my sister swims at lunch", "my sister swims at lunch")
    assert not replaced("lunch is a walk these days", "lunch is a walk these days", held)
