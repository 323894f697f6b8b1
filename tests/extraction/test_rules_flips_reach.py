"""A stance flipped on the same thing without a marker (rules.flips, rules.anchors, turn_words): a turn
read over the clauses that go on about the thing, a "like" of likeness, amounts cutting Chinese
anchors, Chinese topics shared by content characters, and a held dislike turned by a liking. Pure."""

import pytest

from memory_center.extraction.rules.anchors import anchors, shared_characters
from memory_center.extraction.rules.flips import Held, Kind, named_turns, turns_away, unsure_turns
from memory_center.extraction.rules.topics import fronted_topic


def stance(thing: str) -> Held:
    return Held(Kind.STANCE, thing)


def habit(statement: str) -> Held:
    return Held(Kind.HABIT, statement)


def against(thing: str) -> Held:
    return Held(Kind.AGAINST, thing)


def test_amounts_cut_chinese_anchors() -> None:
    assert anchors("我每天晚上都要跑五公里") == {"跑"}
    assert anchors("我每天都要喝一杯咖啡") == {"咖啡"}
    assert anchors("我超爱喝可乐，一天好几罐") == {"可乐"}


def test_shared_characters_measure_a_chinese_topic() -> None:
    assert shared_characters("我周末最爱去游泳馆游泳", "泳池的氯气让我皮肤过敏，我就没再去游了。") == 2
    assert shared_characters("喜欢看电影", "电视剧我早就不追了。") == 1
    assert shared_characters("I love jazz", "爵士乐太吵") == 0


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        # "tastes like" is no liking; the turn is in the clause after
        (
            "Black licorice tastes like cough medicine to me these days, I can't stand it.",
            stance("black licorice"),
        ),
        ("The Kindle lives in a drawer since screens at night wreck my sleep.", habit("I read on my Kindle")),
        ("Cold brew makes my heart race, so I've sworn off it.", stance("cold brew")),
        ("Spicy ramen wrecks my stomach these days, so it's off the menu for me.", stance("spicy ramen")),
        ("The crossword habit fizzled out once I started working early shifts.", habit("I do the crossword")),
        ("膝盖受伤以后，夜跑我就没再坚持下去。", habit("我每天晚上都要跑五公里")),
        # a later clause that points back at the thing ("它")
        ("KTV太吵，去一次耳朵嗡嗡响好几天，我对它没什么兴趣。", habit("周末我最喜欢去KTV唱歌")),
        ("自从崴了脚，爬山这事我就搁下了。", habit("我每个周六都去爬山")),
        # named by two shared content characters, the turn anywhere in the message
        ("泳池的氯气让我皮肤过敏，我就没再去游了。", habit("我周末最爱去游泳馆游泳")),
        # a later Chinese clause that leaves its object out; a verb given up (不吃了, 不睡了)
        ("麻辣烫太油了，吃完嗓子疼，我现在不吃了。", stance("麻辣烫")),
        ("午睡睡完反而更困，我就不睡了。", habit("我每天中午都要午睡一小时")),
    ],
)
def test_a_turn_without_a_marker_turns_the_held_memory(message: str, memory: Held) -> None:
    assert turns_away(message)
    assert named_turns(message, [memory]) == [memory]


@pytest.mark.parametrize(
    "message",
    [
        "Olives have really grown on me, I love them now.",
        "Olives on pizza, I love that now.",
        "Olives have won me over.",
    ],
)
def test_a_liking_said_again_turns_a_held_dislike(message: str) -> None:
    assert named_turns(message, [against("olives")]) == [against("olives")]


def test_a_held_dislike_in_chinese_and_as_an_activity() -> None:
    assert named_turns("苦瓜现在我反而挺爱吃的，清热。", [against("苦瓜")]) == [against("苦瓜")]
    assert named_turns("I've come around on running, I actually enjoy it now.", [against("running")])


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("I still hate olives, I love pickles though.", against("olives")),  # the liking is of another thing
        ("My wife loves olives.", against("olives")),  # someone else
        ("Do you love olives?", against("olives")),  # a question
        ("Olives taste like the sea.", against("olives")),  # likeness, no liking
        ("Olives are fine, I guess.", against("olives")),
        ("I love olives.", stance("olives")),  # a liking never turns a liking
        ("My wife can't stand jazz, so I only play it in the car.", stance("jazz")),
        ("The cold brew at the airport today was awful.", stance("cold brew")),  # a one-off
        ("I hate the music they blast in coffee shops.", stance("coffee")),  # someone else's music
        ("If my elbow gets worse I'll have to give up tennis.", habit("I play tennis every weekend")),
        ("我老公受不了火锅的味道。", stance("火锅")),
        ("今天这杯奶茶太甜了，难喝。", habit("我每天都喝奶茶")),
        ("泳池的氯气让我皮肤过敏，我就没再去游了。", habit("我喜欢看电影")),  # nothing shared
        (
            "麻辣烫太油了，吃完嗓子疼，最近都换成凉皮了。",
            stance("凉皮"),
        ),  # the later clause names its own thing
    ],
)
def test_look_alikes_turn_nothing(message: str, memory: Held) -> None:
    assert named_turns(message, [memory]) == []
    assert unsure_turns(message, [memory]) == []


def test_one_shared_character_is_an_unsure_turn() -> None:
    memory = habit("我喜欢看电影")
    assert named_turns("电视剧我早就不追了。", [memory]) == []
    assert unsure_turns("电视剧我早就不追了。", [memory]) == [memory]
    assert unsure_turns("电视剧我不看。", [stance("电影")]) == []  # a bare negation needs a sure name


def test_a_fronted_chinese_topic_leaves_its_time_word() -> None:
    assert fronted_topic("胡萝卜现在我挺爱吃的") == ("胡萝卜", "我挺爱吃胡萝卜")
    assert fronted_topic("可乐我已经不喝了") == ("可乐", "我已经不喝可乐")


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("Olives taste like soap to me lately, no idea what changed.", Held(Kind.STANCE, "olive")),
        (
            "I find heavy metal exhausting these days, it just sounds like noise.",
            Held(Kind.HABIT, "Heavy metal is my favourite music"),
        ),
        ("Turns out mushrooms are delicious, I'm a convert.", Held(Kind.AGAINST, "mushroom")),
        ("Reality TV feels fake and loud to me now.", Held(Kind.HABIT, "I binge reality TV every weekend")),
    ],
)
def test_a_judgement_of_the_held_thing_by_the_polarity_lexicon_turns_it(message: str, memory: Held) -> None:
    """A word that judges the thing bad (or, for a held dislike, good) turns it, whatever the phrase
    (``turn_words.EVALUATION_BAD`` / ``EVALUATION_GOOD``)."""
    assert named_turns(message, [memory]) == [memory]


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("The sushi last night was awful, the rice was cold.", Held(Kind.STANCE, "sushi")),
        ("This coffee is bland.", Held(Kind.STANCE, "coffee")),
        ("The curry here is awful.", Held(Kind.STANCE, "curry")),
        ("My husband thinks jazz is dull.", Held(Kind.STANCE, "jazz")),
        ("Is jazz boring?", Held(Kind.STANCE, "jazz")),
        ("Oh great, mushrooms again.", Held(Kind.AGAINST, "mushroom")),
        ("Mushrooms are not delicious.", Held(Kind.AGAINST, "mushroom")),
    ],
)
def test_a_judgement_of_one_serving_or_of_someone_else_turns_nothing(message: str, memory: Held) -> None:
    assert named_turns(message, [memory]) == []


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("Green tea has replaced coffee for me in the mornings.", Held(Kind.STANCE, "black coffee")),
        ("I swapped my Fitbit for a Garmin.", Held(Kind.USED, "Fitbit")),
        ("Coffee was replaced by green tea in my mornings.", Held(Kind.STANCE, "coffee")),
        ("I swapped my Golf for a Tesla.", Held(Kind.HAD, "Golf")),  # a car swapped away is gone
    ],
)
def test_the_thing_given_up_for_another_turns(message: str, memory: Held) -> None:
    assert named_turns(message, [memory]) == [memory]


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("Green tea has replaced coffee for me in the mornings.", Held(Kind.STANCE, "green tea")),
        ("I swapped my Fitbit for a Garmin.", Held(Kind.USED, "Garmin")),
        ("I replaced the battery in my Kindle.", Held(Kind.USED, "Kindle")),
        ("My sister replaced coffee with tea.", Held(Kind.STANCE, "coffee")),
    ],
)
def test_the_new_thing_a_part_replaced_or_someone_elses_swap_turns_nothing(
    message: str, memory: Held
) -> None:
    assert named_turns(message, [memory]) == []
