"""A Chinese frame restated with another value (docs/extraction.md, "Frames restated"): an amount in
the frame of a held one (月薪, 家住…楼, 近视…度), a clause opening with a held habit's topic (早餐是…), a
word of change (变成, 改到), and a year of a stage said with 读 (读研一); pure, every gate a look-alike."""

import pytest

from memory_center.extraction.held_habits import amounts_said, habits_said, replaced_amount, replaced_habit
from memory_center.extraction.held_stages import Stage, held_stage


@pytest.mark.parametrize(
    ("held", "said", "old"),
    [
        ("我月薪九千", "我月薪一万三，房贷压力小点了", "九千"),  # 万一 of 一万三… is no "in case"
        ("我们家住五楼", "我们家住十九楼，风景不错", "五楼"),
        ("我散光两百度", "散光三百度了，看屏幕有点重影", "两百度"),
        ("我房租每月三千五", "每月四千一的房租真心贵", "三千五"),
        ("我每月生活费2000元", "生活费3000元一个月", "2000"),
    ],
)
def test_an_amount_in_the_frame_of_a_held_one_replaces_it(held: str, said: str, old: str) -> None:
    found = amounts_said(said)
    assert [replaced_amount(held, one, own=True) for one in found] == [old], (held, said, found)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我月薪九千", "我房租每月三千五"),  # no frame shared
        ("我们家住五楼", "我表姐家住二十楼"),  # someone else
        ("我月薪九千", "月薪两万的岗位多吗？"),  # a question
        ("我月薪九千", "要是月薪一万五就好了"),  # a hypothetical
        ("我们家住五楼", "这次酒店住在十二楼"),  # one occasion
        ("我散光两百度", "今天三十五度，热死了"),  # no frame shared
    ],
)
def test_look_alike_amounts_replace_nothing(held: str, said: str) -> None:
    assert not any(replaced_amount(held, one, own=True) for one in amounts_said(said)), (held, said)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我午饭一般吃面条", "午饭是一份轻食沙拉"),  # the frame opens with the held topic
        ("我夜宵一般吃烧烤", "夜宵变成了一碗燕麦粥"),  # a word of change
        ("我跑步一般在早上", "跑步改到晚上了"),
    ],
)
def test_a_frame_restated_with_another_value_replaces_the_held_habit(held: str, said: str) -> None:
    found = habits_said(said)
    assert found and any(replaced_habit(held, one) for one in found), (held, said)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我午饭一般吃面条", "午饭是一天里最重要的一顿吗"),  # a question
        ("我午饭一般吃面条", "我老公午饭是一份盒饭"),  # someone else
        ("我午饭一般吃面条", "今天午饭是一份盒饭"),  # one occasion
        ("我午饭一般吃面条", "晚饭是一份盒饭"),  # another topic
        ("我午饭一般吃面条", "要是午饭变成沙拉就好了"),  # a hypothetical
        ("我住在朝阳", "房子是租的"),  # no habit held
    ],
)
def test_look_alike_frames_replace_nothing(held: str, said: str) -> None:
    assert not any(replaced_habit(held, one) for one in habits_said(said)), (held, said)


def test_a_stage_said_with_du_keeps_its_year() -> None:
    assert held_stage("我在读研二，论文开题了") == Stage(5, 2, "读研二")
    assert held_stage("我在读博") == Stage(6, None, "读博")
    later = held_stage("研三了")
    assert later is not None and later.later_than(Stage(5, 2, "读研二"))


def test_a_bedtime_said_in_digits_from_a_dated_start_is_read() -> None:
    from memory_center.extraction.frames import read_frames

    (one,) = read_frames("这个月开始每天23:15就上床了，精神好多了")
    assert (one.slot.name, one.value, one.presupposed) == ("bedtime", "23:15", False)
    assert read_frames("我女儿每天20:30就睡了") == []  # someone else's


def test_a_calendar_word_that_starts_a_habit_is_no_one_time_word() -> None:
    from memory_center.governance.lasting import says_one_time

    assert not says_one_time("这周开始每天早上跑步")
    assert says_one_time("这周开始在杭州出差")  # no word of lasting: this week's trip
    assert says_one_time("这个月每天都加班")  # no start: this month only


def test_at_home_after_a_word_of_habit_is_a_habit_kept_as_free_text() -> None:
    from memory_center.extraction.rules.free_text import read_free_text

    kept = read_free_text("我晚上一般都宅在家里看综艺")
    assert kept is not None and kept.predicate.startswith("said:")
    assert read_free_text("我在家呢") is None  # where the user is now
    assert read_free_text("我今天在家办公") is None  # one day


def test_a_childs_stage_a_question_presupposes_is_said() -> None:
    from memory_center.extraction.held_stages import stages_said

    (one,) = stages_said("儿子初三的化学怎么补比较好？")
    assert (one.person, one.stage.said, one.statement) == ("儿子", "初三", "儿子在读初三")
    assert stages_said("儿子初三的时候要不要住校？") == []  # a time to come
    assert stages_said("孩子明年上初三的话要准备什么？") == []  # a plan
    assert stages_said("我表哥儿子初三的化学怎么补？") == []  # someone else's child


def test_food_delivery_frames_and_a_switch_said_with_zhuan() -> None:
    from memory_center.extraction.frames import read_frames

    assert [(f.slot.name, f.value) for f in read_frames("我平时点外卖用美团")] == [("food_delivery", "美团")]
    assert [(f.slot.name, f.value) for f in read_frames("会员到期了，转去用饿了么")] == [
        ("food_delivery", "饿了么")
    ]
    assert read_frames("我同事用饿了么点外卖") == []  # someone else's
    assert read_frames("你用美团点外卖吗？") == []
