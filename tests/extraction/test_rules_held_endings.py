"""A held liking or habit ended in a statement of its own, named by the held memory's words (pure:
rules.held_endings), and the new liking said in its place put in the user's voice (rules.taken_up)."""

import pytest

from memory_center.extraction.rules.flips import Held, Kind
from memory_center.extraction.rules.held_endings import ended, known_words, may_end
from memory_center.extraction.rules.taken_up import taken_up

CILANTRO = (
    Held(Kind.HABIT, "cilantro"),
    "honestly cilantro is my favourite herb, I throw it on basically everything",
)
HOT_SAUCE = (Held(Kind.STANCE, "cholula"), "I put hot sauce on literally everything, Cholula is my favourite")
HORROR = (Held(Kind.STANCE, "horror movie"), "I love horror movies, the gorier the better tbh")
RUN = (Held(Kind.STANCE, "around 5k"), "I go for a run every morning before work, usually around 5k")
SWIM = (Held(Kind.HABIT, "I swim laps every morning"), "I swim laps every morning")
CORIANDER_ZH = (Held(Kind.STANCE, "香菜"), "我超爱吃香菜，什么菜都要多放")
DURIAN_ZH = (Held(Kind.STANCE, "水果"), "榴莲是我最爱的水果")
OLIVES = (Held(Kind.AGAINST, "olive"), "I hate olives")
GAMES_ZH = (Held(Kind.STANCE, "游戏"), "我是个游戏迷，每晚都打英雄联盟")
LOL_ZH = (Held(Kind.STANCE, "英雄联盟"), "我是个游戏迷，每晚都打英雄联盟")
HELD = [CILANTRO, HOT_SAUCE, HORROR, RUN, SWIM, CORIANDER_ZH, DURIAN_ZH, OLIVES]


def saids(text: str, held: list[tuple[Held, str]] = HELD) -> list[str]:
    return [memory.said for memory in ended(text, held)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "can you leave the cilantro out of that salsa recipe? somewhere along the way it started tasting "
            "like dish soap to me, can't stand the stuff anymore",
            ["cilantro"],
        ),
        (
            "no hot sauce on my tacos please. my stomach got sensitive and I can't handle the stuff anymore",
            ["cholula"],
        ),
        ("ok after last night's film I think I'm done with gore for good lol", ["horror movie"]),
        (
            "my knee's been wrecked so mornings are laps at the pool, "
            "haven't laced up my running shoes in months",
            ["around 5k"],
        ),
        (
            "these days it's rowing in the mornings, haven't been swimming since the spring",
            ["I swim laps every morning"],
        ),
        ("帮我点份牛肉面，备注别放香菜。也不知道从什么时候开始，那个味道我是真受不了了", ["香菜"]),
        ("别再给我推荐榴莲了，前阵子吃太多，现在闻到那个味就想吐", ["水果"]),
    ],
)
def test_an_ending_in_a_statement_of_its_own_names_the_held_memory_by_its_words(
    text: str, expected: list[str]
) -> None:
    assert saids(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "can you leave the cilantro out tonight? my guest can't stand it",  # someone else's aversion
        "skip the cilantro this time. I'm not feeling it today",  # one occasion
        "is cilantro the same as coriander? my friend can't stand it",
        "do you think I'll ever get sick of horror movies?",  # a question
        "Oh sure, I'm SO done with hot sauce, said no one ever",  # sarcasm
        "My sister is done with horror movies. I still love them",
        "I haven't been swimming since I started running and I feel great",  # "since" no time
        "olives? I can't stand them, never could",  # a held dislike is not ended by a negative message
        "帮我点份牛肉面，备注别放香菜。今天不想吃那个味",
        "我朋友受不了香菜，今天这碗面先别放了",
    ],
)
def test_look_alikes_end_nothing(text: str) -> None:
    assert saids(text) == []


def test_words_of_a_statement_another_memory_is_named_by_its_key_are_left_to_it() -> None:
    assert saids("英雄联盟打不动了，已经半年没上号了", [GAMES_ZH, LOL_ZH]) == ["英雄联盟"]


def test_known_words_leave_out_generic_words_and_amounts_and_read_comparatives() -> None:
    words = known_words(*HORROR)
    assert {"horror", "gor"} <= words and "better" not in words and "tbh" not in words
    assert known_words(*RUN) == frozenset({"run"})


def test_the_gate_is_cheap_and_statement_level() -> None:
    assert may_end("can you leave the cilantro out? can't stand the stuff anymore")
    assert not may_end("can you leave the cilantro out of that salsa recipe?")
    assert not may_end("I love cilantro.")


@pytest.mark.parametrize(
    ("text", "voiced"),
    [
        (
            "I'm done with gore for good. give me a cozy murder mystery instead",
            ["I'm into a cozy murder mystery now"],
        ),
        (
            "these days it's rowing in the mornings, haven't been swimming since",
            ["I'm into rowing in the mornings these days"],
        ),
        (
            "so sick of true crime. been burning through sci-fi audiobooks instead",
            ["I've been burning through sci-fi audiobooks"],
        ),
        ("膝盖受伤以后改成早上游泳了，跑鞋好几个月没穿了", ["我现在喜欢早上游泳"]),
        ("王者卸载了。这阵子下班就玩塞尔达", ["我最近下班就玩塞尔达"]),
    ],
)
def test_the_new_liking_is_put_in_the_users_voice(text: str, voiced: list[str]) -> None:
    assert taken_up(text, frozenset({"gor", "swim", "crime", "跑步", "王者", "跑鞋"})) == voiced


def test_no_new_liking_from_a_question_someone_else_or_the_ended_thing() -> None:
    ended_words = frozenset({"gor"})
    assert taken_up("done with gore. could you find me a cozy mystery instead?", ended_words) == []
    assert taken_up("done with gore. my wife is into cozy mysteries now", ended_words) == []
    assert taken_up("I'm so done with gore now", ended_words) == []
