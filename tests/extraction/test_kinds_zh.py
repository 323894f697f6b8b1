"""A habit or a new liking of a kind-mate of a held one (``extraction.kinds_zh``, ``held_habits.kind_mate``,
pure): two teas, two coffee chains, two sports share no words but a kind of the table."""

import pytest

from memory_center.extraction.held_habits import habits_said, liked_again, replaced_habit
from memory_center.extraction.held_kinds import free_text_values, named, replacing
from memory_center.extraction.kinds_zh import kind_mates, kind_names
from memory_center.governance.lasting import says_one_time


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我平时爱喝茉莉花茶", "这阵子天天泡碧螺春"),
        ("我买咖啡一般去Tims", "每天一杯瑞幸，离地铁口近"),
        ("我周末喜欢打乒乓球", "周末都去攀岩，练得手臂酸"),
        ("我爱吃东北菜", "最近迷上了泰国菜，酸辣的"),  # a new liking says a habit of a kind-mate
        ("我晚饭后一般喝点黄酒", "晚饭后都喝点清酒"),  # a shared topic (晚饭后) whose value is said alike
        ("我下班后习惯打台球", "下班后天天去游泳"),
        (
            "我吃饭喜欢看美剧下饭",
            "吃饭的时候都看脱口秀了",
        ),  # 后天天 is after work every day, not the day after tomorrow
    ],
)
def test_a_habit_of_a_kind_mate_replaces_the_held_one(held: str, said: str) -> None:
    found = habits_said(said)
    assert found and any(replaced_habit(held, one) for one in found), (held, said)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("我爱喝茉莉花茶", "我也喝碧螺春，换换口味"),  # one more
        ("我周末打乒乓球", "周末还会去攀岩"),  # one more
        ("我爱喝茉莉花茶", "我老婆天天泡碧螺春"),  # someone else
        ("我买咖啡一般去Tims", "今天同事请了杯瑞幸"),  # one occasion, someone else's doing
        ("我不喝黄酒", "晚饭后都喝点清酒"),  # a held dislike: no habit of the kind held
        ("我每天都喝咖啡", "最近天天喝咖啡，瑞幸的"),  # the held thing said again
        ("我爱喝茉莉花茶", "难道我就不能偶尔泡杯碧螺春吗"),  # a rhetorical question
        ("我周末喜欢打乒乓球", "最近天天喝瑞幸"),  # no kind shared
    ],
)
def test_look_alikes_replace_nothing(held: str, said: str) -> None:
    assert not any(replaced_habit(held, one) for one in habits_said(said)), (held, said)


def test_a_new_liking_of_a_thing_held_as_disliked_turns_it() -> None:
    [said] = habits_said("最近爱上了榴莲，越吃越香")
    assert liked_again("", "我受不了榴莲的味道", said)


def test_names_are_read_longest_first_and_latin_ones_as_whole_words() -> None:
    assert set(kind_names("我喝茉莉花茶")) == {"茉莉花茶"}
    assert set(kind_names("Costa's 拿铁")) == {"costa", "拿铁"}
    assert kind_names("Costarica") == {}
    assert kind_mates("我爱喝拿铁", "天天喝豆浆") == "drink"
    assert kind_mates("我爱喝拿铁", "天天喝生椰拿铁") == ""


def test_an_employer_held_in_free_text_is_replaced_by_another_said_in_passing() -> None:
    [held] = free_text_values("user", "said:x", "我在百度做算法")
    assert held.slot == "workplace" and held.free_text
    [one] = replacing(named("快手的食堂比想象的好吃"), [held], {})
    assert one.value == "快手" and one.ends == (held,)
    assert replacing(named("我在百度做了五年"), [held], {}) == []  # the same employer
    for other in ("我朋友在百度做算法", "我以前在百度做算法", "我在百度附近住"):
        assert free_text_values("user", "said:x", other) == [], other


def test_after_work_every_day_is_no_day_after_tomorrow() -> None:
    assert not says_one_time("下班后天天去打羽毛球")
    assert says_one_time("后天去打羽毛球")
