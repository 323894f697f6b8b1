"""A taste or habit changed by a conversion or a comparison, and its look-alikes (pure: ``held_tastes``,
``held_routines``, ``held_relation_en``, ``held_relation_zh``; docs/extraction.md, "Session 27: tastes and
habits changed by a conversion")."""

from datetime import UTC, datetime

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.frames import read_frames
from memory_center.extraction.held_relation_en import (
    Relation,
    compared,
    names_narrower,
    relate,
    stances,
    things,
)
from memory_center.extraction.held_relation_zh import HeldZh, relate_zh, replaced_zh, stances_zh
from memory_center.extraction.held_routines import other_option, preferred
from memory_center.extraction.held_tastes import exclusive, immersed, other_kind
from memory_center.extraction.rules.reader import read_message
from memory_center.extraction.rules.tastes_zh import tastes


def _related(held: str, liking: bool, text: str) -> list[Relation]:
    """The relations of a message to one held memory, every compared pair below every floor of meaning:
    only what needs no cosine relates."""
    found = things(stances(text))
    pairs = compared(found, [held])
    return relate(found, [liking], [[0.3 if row else None] for row in pairs], [False], [held])


def _read(text: str) -> list[tuple[str, str, str]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    return [(c.subject or "", c.predicate or "", c.object_value or "") for c in read_message(message)]


def test_a_conversion_or_a_comparison_is_a_change_of_side() -> None:
    for said in (
        "I'm a total convert, remote work suits me way better than the office ever did",
        "now I'm firmly a cat person",
        "I've gone deep into sci-fi this year",
        "I'm a Linux convert now",
    ):
        assert immersed(said) and exclusive(said), said
    assert not immersed("I'm a cat person")  # said plainly, no change of side


def test_the_rival_of_a_comparison_names_no_option() -> None:
    said = "remote work suits me way better than the office ever did"
    assert "office" not in preferred(said)
    assert other_option(said, "I much prefer being in the office with people")
    assert not other_option("the office suits me better than working from home", "I love the office")
    assert "睡懒觉" not in preferred("早起比睡懒觉舒服多了")


def test_an_english_conversion_replaces_the_held_side() -> None:
    converted = (
        "Six months of working from home later and I'm a total convert — remote work suits me way better"
        " than the office ever did."
    )
    assert _related("I much prefer being in the office with people", True, converted)
    cat = (
        "Our neighbour's cat basically moved in with us and now I'm firmly a cat person, dogs feel like too"
        " much work."
    )
    relations = _related("dog", True, cat)
    assert relations and all(relation.sure for relation in relations)
    assert other_kind("I've gone deep into sci-fi this year", "Thrillers are my favourite genre")


def test_english_look_alikes_relate_nothing() -> None:
    held = "I'm a night owl, rarely asleep before 1am"
    assert not _related(
        held, True, "I'd love to become a morning person one day, but honestly it's not happening."
    )
    assert not _related(
        "I'm a cat person", True, "My brother has become a total dog person since he got his labrador."
    )
    assert not _related(
        "I love jazz", True, "I've also been getting into hip hop lately, alongside my jazz records."
    )
    assert not _related(
        "I prefer working from the office", True, "Worked from home on Monday because of the train strike."
    )


def test_a_side_taken_in_chinese_is_a_taste() -> None:
    assert [(thing, said) for thing, said, _ in tastes("我是猫派，狗太闹腾了受不了。")] == [
        ("猫", "like"),
        ("狗", "dislike"),
    ]
    assert tastes("我老婆是猫派。") == []


def test_a_chinese_conversion_replaces_the_held_side() -> None:
    found = stances_zh("帮朋友养了一个月柯基之后，我彻底变成狗派，猫反而觉得太高冷。")
    held = "我是猫派，狗太闹腾了受不了"
    assert replaced_zh(found, [HeldZh("猫", held, True)])
    assert relate_zh(found, [HeldZh("狗", held, False)])
    assert replaced_zh(
        stances_zh("这两年口味变清淡了，更爱吃粤菜，早茶、白切鸡那种。"),
        [HeldZh("川菜", "我最喜欢吃川菜", True)],
    )
    coffee = stances_zh("最近开始喝黑咖啡，一点糖都不加，反而觉得更香。")
    assert replaced_zh(coffee, [HeldZh("", "我喝咖啡一般要加两块糖", None)])
    cinema = stances_zh("这两年基本都在家用投影看片，电影院去得越来越少。")
    assert relate_zh(cinema, [HeldZh("电影院", "我看电影喜欢去电影院", True)])


def test_chinese_look_alikes_relate_nothing() -> None:
    assert stances_zh("我老婆最近彻底变成狗派了，天天刷柯基视频。") == []
    assert stances_zh("真希望自己能变成早睡早起的人啊。") == []
    japanese = stances_zh("最近也挺爱吃日料的，寿司刺身都行。")
    assert not replaced_zh(japanese, [HeldZh("川菜", "我喜欢吃川菜", True)])
    once = stances_zh("今天奶没了，只好喝了杯黑咖啡。")
    assert not replaced_zh(once, [HeldZh("", "我喝咖啡要加奶", None)])


def test_a_chinese_bedtime_at_its_clock_and_a_diet_after_a_lead() -> None:
    framed = {(one.slot.name, one.value) for one in read_frames("每天十点半准时上床，早上六点起来跑步。")}
    assert ("bedtime", "十点半") in framed
    assert ("bedtime", "晚上十二点以后") in {
        (one.slot.name, one.value) for one in read_frames("我一般晚上十二点以后才睡。")
    }
    said = (
        "Tried a bit of my dad's steak at Christmas, then a bit more, and long story short I eat meat these"
        " days."
    )
    assert ("user", "diet", "none") in _read(said)
    assert ("user", "diet", "none") not in _read(
        "I had a bite of turkey at Thanksgiving, but I'm still vegetarian."
    )


def test_a_rival_given_up_and_one_option_in_its_own_words() -> None:
    said = "These days it's podcasts all the way on my commute, I haven't put an album on in weeks."
    assert [one.positive for one in stances(said)] == [True, False]
    assert other_kind(
        "These days it's podcasts all the way on my commute", "I just listen to music on my commute"
    )
    linux = "I'm a Linux convert now, moved everything off the Mac and I'm not going back."
    assert ("user", "computer", "Linux") in _read(linux)
    assert ("user", "computer", "Mac") not in _read(linux)
    assert not names_narrower("console", ["console gaming"])
    assert names_narrower("coffee", ["noisy coffee shops"])
