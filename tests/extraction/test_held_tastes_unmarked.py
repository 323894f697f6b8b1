"""Tastes and habits changed without the usual change markers (pure; docs/extraction.md, "Session 26:
tastes and habits changed without their markers"): a new liking said as present experience, the held one
of its slot replaced by kind, by the doing a held habit keeps to, by a choice in its topic, or by a turned
stance on the held value in the same message; a liking added beside the held one replaces nothing."""

from memory_center.extraction.held_relation_en import Relation, compared, relate, stances, things
from memory_center.extraction.held_relation_zh import HeldZh, replaced_zh, stances_zh
from memory_center.extraction.held_tastes import kinds_named, other_kind, same_doing_zh
from memory_center.extraction.held_used_en import given_up


def _related(held: str, text: str) -> list[Relation]:
    """The relations of a message to one held liking, every compared pair at a cosine below every floor
    of meaning: only what needs no cosine relates."""
    found = things(stances(text))
    pairs = compared(found, [held])
    return relate(found, [True], [[0.3 if row else None] for row in pairs], [False], [held])


def test_an_option_said_inside_a_longer_one_is_that_one() -> None:
    assert kinds_named("lo-fi hip hop on repeat")["music"] == {3}
    assert other_kind("lo-fi hip hop on repeat during work", "jazz is all I listen to while working")


def test_present_experience_replaces_the_held_option_of_its_kind() -> None:
    steak = _related("I like my steak well done", "ordering it medium rare every time since")
    assert [relation.sure for relation in steak] == [True]
    music = _related(
        "jazz is basically all I listen to while I'm working",
        "lo-fi hip hop on repeat during work these days, jazz just distracts me tbh",
    )
    assert music and all(relation.sure for relation in music)
    eggs = _related("I take my eggs scrambled", "I've been ordering them poached every time since")
    assert eggs


def test_a_liking_beside_the_held_one_or_someone_elses_replaces_nothing() -> None:
    assert not _related("I like my steak well done", "I also order it medium rare every time since")
    assert not _related("I'm a cat person", "my sister says dogs are the best")


def test_a_used_value_is_given_up_only_beside_a_new_thing_taken_up() -> None:
    switch = things(
        stances("haven't booked a Delta flight in over a year, United's lounges just win me over")
    )
    assert given_up(switch, ["Delta"]) == [0]
    grocery = things(
        stances(
            "Trader Joe's has been my weekly grocery run for months, Whole Foods prices just aren't worth it"
        )
    )
    assert given_up(grocery, ["Whole Foods"]) == [0]
    alone = things(stances("Delta prices just aren't worth it"))
    assert given_up(alone, ["Delta"]) == []


def test_chinese_immersion_by_the_held_habits_doing_replaces_it() -> None:
    assert same_doing_zh("最近连着三个月回购的都是雅诗兰黛", "我护肤只用兰蔻")
    assert same_doing_zh("最近单曲循环的全是陈奕迅", "听歌我只听周杰伦，别的都入不了耳")
    assert not same_doing_zh("最近单曲循环的全是陈奕迅", "我护肤只用兰蔻")
    found = stances_zh("最近单曲循环的全是陈奕迅，周董的新歌真听不下去了")
    assert replaced_zh(found, [HeldZh("", "听歌我只听周杰伦，别的都入不了耳", None)]) == [(0, 0)]


def test_chinese_kinds_choices_and_look_alikes() -> None:
    season = stances_zh("今年夏天热到中暑两次，我宣布我最爱秋天")
    assert replaced_zh(season, [HeldZh("", "我最喜欢的季节是夏天", None)])
    phone = stances_zh("苹果的生态真香，手表耳机手机一套下来体验太顺了")
    assert replaced_zh(phone, [HeldZh("", "我用安卓手机，小米13", None)])
    bedtime = stances_zh("睡前刷手机越刷越精神，这阵子改成泡脚听播客了，睡得好多了")
    assert replaced_zh(bedtime, [HeldZh("", "我睡前习惯刷短视频放松一下", None)])
    added = stances_zh("偶尔也听听邓紫棋，也不错")
    assert not replaced_zh(added, [HeldZh("", "我喜欢听五月天", None)])
    theirs = stances_zh("我妈最喜欢秋天，说秋天凉快")
    assert not replaced_zh(theirs, [HeldZh("", "我最喜欢的季节是春天", None)])


def test_a_habit_taken_up_beside_the_held_one_turned_needs_no_cosine() -> None:
    running = _related(
        "Running is my thing, I do a 5k most mornings before work",
        "my knees said nope to running. been doing swimming laps in the mornings and honestly loving it",
    )
    assert [relation.sure for relation in running] == [True]
    found = things(stances("I've completely come around. dogs are the best 🐶 cats are kinda aloof tbh"))
    pairs = compared(found, ["I'm a cat person, dogs are too much work"])
    # the write path gives a liking's thing as its kind's words when it names one option ("cat")
    relations = relate(found, [True], [[0.0 if row else None] for row in pairs], [False], ["cat"])
    assert relations and all(relation.sure for relation in relations)
