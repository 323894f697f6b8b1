"""A held Chinese liking or habit turned by its kind (rules.thing_kinds, rules.flips): 戒糖了 after
爱喝奶茶, 碳酸饮料喝不下了 after 爱喝可乐; a Chinese judgement of the thing (嫌苦, 看着闷) and "lately"
(这阵子) in a turn. Pure; the write path is in test_flips_write_path.py."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.flips import Held, Kind, named_turns, turn_readings
from memory_center.extraction.rules.thing_kinds import kind_words


def stance(thing: str) -> Held:
    return Held(Kind.STANCE, thing)


def test_kind_words_come_from_the_members_a_thing_names() -> None:
    assert {"糖", "甜的", "咖啡因"} <= kind_words("奶茶")
    assert {"咖啡因", "咖啡"} <= kind_words("冰美式")  # a member inside the thing's words
    assert {"酒", "酒精"} <= kind_words("我每天下班都要喝杯啤酒")
    assert kind_words("跑步") == frozenset()
    assert {"caffein", "dairi"} <= kind_words("I love milk tea")  # English kinds, by stem


@pytest.mark.parametrize(
    ("message", "thing"),
    [
        ("最近戒糖了，甜的饮料一口都不喝。", "奶茶"),
        ("咖啡因我现在一点都不碰了。", "美式"),
        ("含咖啡因的东西我都不碰了。", "冰美式"),
        ("碳酸饮料我现在喝不下了，喝完就打嗝难受。", "可乐"),
        ("现在油炸的东西吃了就胃胀，受不了了。", "炸鸡"),
        ("短视频我已经卸载了，睡前改看纸质书。", "刷抖音"),
        ("这半年肠胃不行，辣的基本不碰了。", "火锅"),
        ("酒我已经戒了，体检查出脂肪肝。", "啤酒"),
        ("手游我全删了，太浪费时间。", "王者荣耀"),
        ("熬夜是真熬不动了。", "凌晨两点才睡"),
    ],
)
def test_a_turn_of_the_kind_turns_the_held_thing(message: str, thing: str) -> None:
    assert named_turns(message, [stance(thing)]) == [stance(thing)]


@pytest.mark.parametrize(
    ("message", "thing"),
    [
        ("最近反倒迷上了燕麦拿铁，美式喝着嫌苦。", "美式"),  # a judgement of the thing: 嫌苦
        ("最近突然喜欢上亮色，黑白灰看着有点闷。", "黑白灰"),
        ("控糖三个月了，甜的东西现在觉得齁得慌。", "甜品"),
        ("综艺我是看腻了，套路都差不多，这阵子追纪录片去了。", "综艺"),  # 这阵子: lately, no occasion
        ("这阵子周末反而在家坐不住了，游戏基本不碰了。", "宅在家里打游戏"),
    ],
)
def test_chinese_judgements_and_lately_turn(message: str, thing: str) -> None:
    assert named_turns(message, [stance(thing)]) == [stance(thing)]


@pytest.mark.parametrize(
    ("message", "thing"),
    [
        ("我不太爱吃甜的。", "奶茶"),  # a bare negation of the kind: the thing itself may still be liked
        ("我朋友戒糖了。", "奶茶"),  # someone else
        ("甜的我还是很喜欢。", "奶茶"),  # still held
        ("今天不想喝含咖啡因的。", "咖啡"),  # one occasion
        ("要是哪天戒酒了，我就去跑马拉松。", "啤酒"),  # a condition
        ("碳酸饮料我现在喝不下了。", "跑步"),  # no kind of it
        ("这次的火锅太油腻了。", "火锅"),  # one occasion, named by the thing itself
    ],
)
def test_look_alikes_of_a_kind_turn_nothing(message: str, thing: str) -> None:
    assert named_turns(message, [stance(thing)]) == []


@pytest.mark.parametrize(
    ("text", "thing", "stance"),
    [
        ("我是重度绿茶爱好者，每天泡好几壶。", "绿茶", "like"),  # a fan of the thing: who the user is
        ("我是榴莲死忠粉，闻着都香。", "榴莲", "like"),
        ("我是咖啡控。", "咖啡", "like"),
        ("奶茶被我戒掉了，太甜。", "奶茶", "dislike"),  # 被 is no part of the fronted topic
    ],
)
def test_a_chinese_fan_and_a_passive_topic_are_read(text: str, thing: str, stance: str) -> None:
    assert (thing, "preference", stance) in [(c.subject, c.predicate, c.object_value) for c in read(text)]


@pytest.mark.parametrize("text", ["我是党员。", "我是一名程序员。", "我是夜猫子。"])
def test_being_someone_is_no_fandom(text: str) -> None:
    assert not [c for c in read(text) if c.predicate == "preference" and c.object_value == "like"]


@pytest.mark.parametrize(
    ("message", "held"),
    [
        ("I've had to give up coffee, it was wrecking my sleep.", "cold brew"),
        ("I've stopped doing cardio since the knee surgery.", "I go to spin class twice a week"),
        ("I've cut sugar out entirely.", "I really like milk chocolate"),
    ],
)
def test_an_english_turn_said_of_the_kind_ends_a_held_thing_of_it(message: str, held: str) -> None:
    [(memory, _)] = turn_readings(message, [Held(Kind.HABIT, held)])
    assert memory.said == held


@pytest.mark.parametrize(
    ("message", "held"),
    [
        ("My husband gave up caffeine last year.", "latte"),  # someone else's turn
        ("Caffeine is everywhere these days.", "latte"),  # no turn
    ],
)
def test_an_english_kind_without_the_users_turn_ends_nothing(message: str, held: str) -> None:
    assert turn_readings(message, [Held(Kind.STANCE, held)]) == []


def test_a_later_sentence_about_others_does_not_hide_the_users_turn() -> None:
    message = "I unsubscribed from every true-crime show I had. They were giving me nightmares."
    assert turn_readings(message, [Held(Kind.STANCE, "true-crime podcast")])
