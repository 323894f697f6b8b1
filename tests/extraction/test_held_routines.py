"""A stance flipped as a story (pure: ``extraction.held_routines`` through ``held_relation_en.relate`` and
``held_relation_zh``; docs/extraction.md, "Session 24: a stance flipped as a story")."""

from memory_center.extraction.held_relation_en import apostrophes, compared, held_polarity, relate, stances
from memory_center.extraction.held_relation_zh import HeldZh, StanceZh, relate_zh, replaced_zh, stances_zh
from memory_center.extraction.held_routines import options_named, other_option


def test_options_of_one_routine_name_each_other() -> None:
    assert other_option(
        "I've turned into a 5am person", "I'm a proper night owl, my best work happens after 11pm"
    )
    assert other_option("早睡早起真香", "我是重度夜猫子，不到两点睡不着")
    assert other_option("so it's library books for me from here on", "I read pretty much only on my Kindle")
    assert other_option("最近都去商场试穿了再买", "我买衣服都在淘宝上买，方便")
    assert not other_option("I'm a night owl these days", "I'm a proper night owl")  # the same option
    assert not other_option("I switched to paper straws", "I read on my Kindle")  # paper is no book
    assert options_named("I read the news online") == {}


def test_a_lasting_clause_for_another_option_replaces_surely_whatever_the_cosine() -> None:
    held = ["I'm a proper night owl, my best work happens after 11pm"]
    found = stances("Since the baby arrived I've turned into a 5am person and I actually prefer it.")
    pairs = compared(found, held)
    assert pairs[0] == [0]
    similarity = [[0.36 if row else None] for row in pairs]
    (relation,) = relate(found, [True], similarity, [True], held)
    assert relation.held == 0 and relation.sure
    assert relate(found, [True], similarity, [True]) == []  # no routine given: below the floor


def test_a_hypothetical_or_someone_else_replaces_no_routine() -> None:
    assert stances("if I ever have kids I guess I'd have to turn into a morning person") == []
    assert stances("my wife has turned into a morning person since the baby") == []
    assert stances_zh("要是以后当了爸爸，估计只能变成早起的人了") == []
    also = [StanceZh("最近也都看纸质书了", "最近也都看纸质书了", True)]
    assert replaced_zh(also, [HeldZh("", "我平时看书都用kindle", None)]) == []  # an addition


def test_a_surprise_is_no_question_and_a_negation_typed_bare_is_read() -> None:
    said = [one.clause for one in stances("plot twist: I actually LOVE running now?? who knew")]
    assert "plot twist: I actually LOVE running now" in said
    assert stances("do you think I'd love running now??") == []
    assert apostrophes("i cant stand running, dont ask") == "i can't stand running, don't ask"
    assert not held_polarity("honestly i cant stand running", None)


def test_a_chinese_story_names_its_thing_beside_the_stance() -> None:
    found = stances_zh("被朋友拉去上了几节私教课，结果练上瘾了，现在一周去四次健身房")
    assert [one.positive for one in found] == [True] and "健身房" in found[0].words
    assert relate_zh(found, [HeldZh("健身", "我最讨厌健身房，又闷又无聊", False)]) == [(0, 0)]
    # someone else's story stays theirs
    assert stances_zh("我老公去了趟湖南回来就爱上吃辣了，现在顿顿离不开辣椒") == []


def test_a_liking_of_a_member_turns_a_held_dislike_of_the_kind() -> None:
    found = stances_zh("说来好笑，去年去了趟波尔多，回来就迷上红酒了，周末晚上总要小酌一杯")
    assert relate_zh(found, [HeldZh("酒", "我不喝酒的，一滴都不碰", False)]) == [(0, 0)]
    assert relate_zh(found, [HeldZh("酒", "我爱喝酒", True)]) == []  # a liking of the kind stays


def test_markers_of_a_story_are_data() -> None:
    (stance,) = stances_zh("不放辣都觉得没味儿")
    assert stance.positive and relate_zh([stance], [HeldZh("辣", "辣的完全受不了", False)]) == [(0, 0)]
    assert [one.positive for one in stances_zh("在云南待了一个月，现在离不开香菜了，什么菜都要撒一把")] == [
        True
    ]
    found = stances_zh("kindle借给表妹以后，又重新捡起纸质书了，翻页的感觉还是纸书好")
    assert replaced_zh(found, [HeldZh("", "我平时看书都用kindle", None)]) == [(0, 0)]
    assert replaced_zh(found, [HeldZh("kindle", "我不用kindle", False)]) == []  # a dislike is left
