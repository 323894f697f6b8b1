"""A Chinese habit said again of a held habit's topic with another value, and a weight or an age said
anew (``extraction.held_habits``, pure): the topic found by the words the two share, every gate as a
look-alike."""

import pytest

from memory_center.extraction.held_habits import (
    amounts_said,
    habits_said,
    replaced_amount,
    replaced_habit,
    shared_topic,
)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我订外卖一般用饿了么", "订外卖都在美团上点了"),
        ("我晚上一般看小说", "这阵子晚上天天去夜跑"),
        ("我通勤一般听播客", "通勤都在背单词"),
        ("我剪视频一直用Premiere", "剪视频全用剪映了"),
        ("我记账一直用随手记", "记账现在换成鲨鱼记账了"),  # a change marker says the new habit too
    ],
)
def test_a_habit_of_the_same_topic_with_another_value_replaces_the_held_one(held: str, said: str) -> None:
    found = habits_said(said)
    assert found and any(replaced_habit(held, one) for one in found), (held, said)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我喜欢喝绿茶", "我每天都喝绿茶"),  # the same value: the same habit
        ("我晚上一般看小说", "晚上也会看看剧"),  # one more habit
        ("我晚上一般看小说", "今天晚上就看电影吧"),  # one occasion
        ("我晚上一般看小说", "我老婆晚上都看综艺"),  # someone else
        ("我晚上一般看小说", "难道晚上都要看书吗？"),  # a question
        ("我晚上一般看小说", "晚上都不看书了"),  # negated: the turn step's
        ("我住在朝阳", "我们公司都在朝阳"),  # no habit held
        ("我晚上一般看小说", "白天都在开会"),  # no topic shared
        ("我每周二晚上有羽毛球课", "我周末一般去爬山"),  # two habits of one kind at other times
        ("我每天早上喝绿茶", "晚上一般喝普洱"),  # the same, two times of day
    ],
)
def test_look_alikes_replace_nothing(held: str, said: str) -> None:
    assert not any(replaced_habit(held, one) for one in habits_said(said)), (held, said)


def test_the_topic_is_what_the_two_share_once_habit_and_time_words_are_set_aside() -> None:
    assert shared_topic("我早餐一般是包子", "最近早餐都是燕麦") == "早餐"
    assert shared_topic("我一般坐公交", "我天天都骑车") == ""


def test_a_weight_or_an_age_said_anew_replaces_the_held_amount() -> None:
    (weight,) = amounts_said("昨天称了下71公斤，瘦了点")
    assert replaced_amount("我体重76公斤", weight, own=True) == "76公斤"
    (age,) = amounts_said("女儿7岁了，开始换牙")
    assert replaced_amount("我女儿今年6岁", age, own=False) == "6岁"
    (other,) = amounts_said("我哥体重90公斤")
    assert replaced_amount("我体重76公斤", other, own=True) == ""
    (child,) = amounts_said("我侄子7岁了")
    assert replaced_amount("我女儿今年6岁", child, own=False) == ""
    assert amounts_said("我想减到60公斤") == []


def test_a_dated_change_is_worded_without_its_date_so_it_lasts() -> None:
    (one,) = habits_said("这阵子午饭都是自己带饭")
    assert one.statement == "午饭都是自己带饭"


def test_a_chinese_habit_no_reader_read_is_kept_as_free_text() -> None:
    from memory_center.extraction.rules.free_text import read_free_text

    kept = read_free_text("我晚上习惯泡一杯菊花茶")
    assert kept is not None and kept.predicate.startswith("said:")
    assert read_free_text("我喜欢吃火锅") is None  # a liking is the readers'


def test_a_habit_of_a_thing_held_as_disliked_turns_the_dislike() -> None:
    from memory_center.extraction.held_habits import liked_again

    (said,) = habits_said("这阵子天天喝豆浆，越喝越顺口")[:1]
    assert liked_again("豆浆", "", said)  # a keyed dislike named whole
    assert liked_again("", "我不喝豆浆，有股豆腥味", said)  # a free-text dislike sharing the thing
    assert not any(liked_again("", "我不喝豆浆", one) for one in habits_said("我老公天天喝豆浆"))
    assert not any(liked_again("豆浆", "", one) for one in habits_said("我还是天天不喝豆浆"))
