"""A new taste or habit said the way people talk (pure: ``extraction.held_tastes`` through
``held_relation_en.relate`` and ``held_relation_zh``; docs/extraction.md, "Session 25: new tastes said as
habits")."""

from extraction.test_rules_judgement import read
from memory_center.extraction.held_relation_en import Relation, compared, relate, stances, things
from memory_center.extraction.held_relation_zh import HeldZh, relate_zh, replaced_zh, stances_zh
from memory_center.extraction.held_tastes import exclusive, fading, immersed, other_kind, same_kind
from memory_center.extraction.rules.flips import Turn, clause_turn
from memory_center.extraction.rules.split import clauses


def _related(held: str, liking: bool, text: str, cosine: float = 0.3) -> list[Relation]:
    """The relations of a message to one held memory, every compared pair at ``cosine`` (below every
    floor of meaning: only what needs no cosine relates)."""
    found = things(stances(text))
    pairs = compared(found, [held])
    similarity = [[cosine if row else None] for row in pairs]
    return relate(found, [liking], similarity, [False], [held])


def test_options_of_one_kind_and_one_option_in_other_words() -> None:
    assert other_kind("nothing but ambient for months", "I listen to a lot of jazz while I work")
    assert other_kind("I can't start the day without an espresso", "I'm a tea person")
    assert other_kind("I've gotten really into historical fiction", "My favourite genre is science fiction")
    assert same_kind("sci-fi just doesn't grab me", "My favourite genre to read is science fiction")
    assert same_kind("I think I've turned into a runner", "I hate running")
    assert same_kind("can't start the day without a proper espresso", "I can't stand coffee")
    assert not other_kind("I've gotten into gardening", "I read a lot of science fiction")  # no kind shared
    assert not same_kind(
        "I really like rarely cooked dishes", "I like my steak rare"
    )  # "rarely" is no "rare"


def test_immersion_and_fading_are_read_by_their_forms() -> None:
    for said in (
        "I've gotten really into true crime",
        "early nights have grown on me",
        "I can't start my day without a flat white",
        "My work playlist has been nothing but ambient",
        "It's olive oil in everything for me now",
        "I think I've turned into a runner",
        "It's been country on repeat for me lately",
    ):
        assert immersed(said), said
    assert exclusive("nothing but ambient") and not exclusive("I've gotten really into true crime")
    for said in (
        "sci-fi just doesn't grab me like it used to",
        "black coffee just tastes harsh to me these days",
        "rock just sounds noisy to me these days",
        "jazz has lost its appeal",
    ):
        assert fading(said), said
    assert not fading("oat milk tastes great to me now")
    assert not fading("I still love it like I used to")


def test_a_new_option_said_by_immersion_replaces_the_held_one_of_its_kind() -> None:
    (relation,) = _related(
        "I listen to a lot of jazz while I work",
        True,
        "Cool. My work playlist has been nothing but ambient for the past couple of months.",
    )
    assert relation.sure  # "nothing but": exclusive
    (relation,) = _related(
        "My favourite genre to read is science fiction",
        True,
        "Oh, and I've gotten really into historical fiction, sci-fi just doesn't grab me like it used to.",
    )
    assert relation.sure  # the held option is said to fade
    (relation,) = _related(
        "My go-to workout is weightlifting", True, "I've gotten really into cycling lately."
    )
    assert not relation.sure  # immersion alone: the pair waits for review


def test_the_held_option_in_other_words_of_the_opposite_stance_is_turned() -> None:
    assert _related(
        "I hate running", False, "Did my third 10k and loved it, I think I've turned into a runner."
    )
    said = "Bought a grinder last month and I can't start the day without a proper espresso."
    assert _related("I can't stand coffee", False, said)
    assert _related("I'm a tea person", True, said)
    assert _related("I love lattes", True, "I can't stand espresso") == []  # no fading form, no immersion


def test_look_alikes_replace_nothing() -> None:
    assert _related("I'm a tea person", True, "I love coffee too, I have one every afternoon.") == []
    assert (
        _related("I listen to jazz while I work", True, "My daughter's playlist is nothing but K-pop.") == []
    )
    assert _related("I read a lot of science fiction", True, "I've gotten into gardening lately.") == []
    assert _related("I listen to a lot of jazz", True, "I love jazz, and ambient too these days.") == []
    assert _related("I go to bed around 11pm", True, "I was out like a light by 9 last night.") == []
    assert _related("I hate running", False, "My brother has turned into a runner.") == []
    assert _related("I love jazz", True, "I've never gotten into ambient.") == []


def test_these_days_is_no_occasion_and_nothing_but_is_one_clause() -> None:
    assert clause_turn("black coffee just tastes harsh to me these days") is Turn.TASTE
    assert clause_turn("this coffee is harsh") is None  # one serving
    assert clause_turn("butter just feels too heavy these days") is Turn.TASTE
    assert clauses("My playlist has been nothing but ambient") == ["My playlist has been nothing but ambient"]
    assert len(clauses("I like tea but coffee is fine")) == 2


def test_a_habit_at_its_clock_time_is_kept_in_the_users_words() -> None:
    (candidate,) = read("I usually go to bed around 11pm.")
    assert candidate.subject == "user" and (candidate.predicate or "").startswith("said:")
    (liking,) = read("I always have coffee in the morning")
    assert liking.subject == "coffee in the morning"


def test_chinese_immersion_and_fading() -> None:
    found = stances_zh("这两个月工作时只听白噪音了。")
    assert [one.positive for one in found] == [True]
    assert replaced_zh(found, [HeldZh("", "我工作的时候听爵士乐", None)]) == [(0, 0)]
    found = stances_zh("这个月跑了三次十公里，感觉自己成了跑步爱好者。")
    assert relate_zh(found, [HeldZh("跑步", "我讨厌跑步", False)]) == [(0, 0)]
    found = stances_zh("上个月买了个磨豆机，现在每天早上不来杯浓缩就没法开工。")
    assert [one.positive for one in found] == [True]
    assert replaced_zh(found, [HeldZh("茶", "我喜欢喝茶", True)]) == [(0, 0)]
    found = stances_zh("最近迷上了历史小说，科幻没以前那么吸引我了。")
    assert replaced_zh(found, [HeldZh("科幻小说", "我爱看科幻小说", True)]) == [(0, 0)]
    # someone else's, or one more beside the held one
    assert stances_zh("我女儿的歌单这阵子全是韩流。") == []
    also = stances_zh("最近也迷上了白噪音")
    assert replaced_zh(also, [HeldZh("", "我工作的时候听爵士乐", None)]) == []


def test_a_chinese_option_given_up_in_other_words_is_turned() -> None:
    found = stances_zh("入了个墨水屏阅读器，真香警告，这半年都在上面看的，纸书落灰了")
    held = HeldZh("纸质书", "看书我只看纸质书，电子屏看久了眼睛疼", True)
    assert relate_zh(found, [held]) == [(1, 0)]  # 纸书 is the option 纸质书 (held_routines)
    # a sibling judged, no giving up: the kind's liking stays
    assert relate_zh(stances_zh("美式太苦了"), [HeldZh("咖啡", "我爱喝咖啡", True)]) == []
