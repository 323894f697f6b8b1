"""A held health state ended by its event, a held constraint relaxed in part (``rules.health_states``;
docs/extraction.md, "Session 29: health states that end or are relaxed in part")."""

import pytest

from memory_center.extraction.rules.health_states import HeldState, relaxed, states_ended


def held(subject: str, predicate: str, value: str, content: str, constraint: bool = True) -> HeldState:
    return HeldState(subject, predicate, value, constraint, content)


PREGNANT = held("pregnant", "condition", "has", "I'm pregnant")
TRYING = held("user", "said:备孕", "我在备孕，所以最近酒一口都不碰", "我在备孕，所以最近酒一口都不碰")
TRYING_EN = held("user", "said:trying", "x", "I'm trying to get pregnant so no alcohol for me")
MYOPIA = held("user", "said:近视", "我近视600度", "我近视600度")
NURSING = held("user", "said:哺乳", "x", "我在哺乳期，咖啡一口不喝")


@pytest.mark.parametrize(
    ("one", "text"),
    [
        (PREGNANT, "Baby's here!! Little Theo, born Tuesday. Finally can have a glass of wine lol"),
        (PREGNANT, "She arrived! Our daughter Mia was born on Saturday"),
        (TRYING, "怀上了！刚满8周，医生让补叶酸"),
        (TRYING_EN, "We're expecting!! 8 weeks today"),
        (MYOPIA, "上个月做了全飞秒，视力5.0，终于不用戴眼镜了"),
        (NURSING, "孩子已经断奶了，终于可以喝咖啡了"),
    ],
)
def test_an_end_event_ends_the_held_state(one: HeldState, text: str) -> None:
    assert states_ended(text, [one]) == [one]


@pytest.mark.parametrize(
    ("one", "text"),
    [
        (PREGNANT, "My sister's baby was born yesterday, a little boy!"),
        (TRYING, "我闺蜜怀上了，真替她高兴"),
        (TRYING_EN, "I'm trying to get pregnant, still no alcohol"),  # the state's own words
        (MYOPIA, "明年打算去做全飞秒"),
        (
            held("user", "said:近视", "x", "I'm short-sighted, about -4"),
            "Thinking about getting LASIK next year",
        ),
        (held("白内障", "condition", "has", "我有白内障"), "我妈昨天做了白内障手术，挺顺利的"),
    ],
)
def test_someone_elses_event_or_a_plan_ends_nothing(one: HeldState, text: str) -> None:
    assert states_ended(text, [one]) == []


GOUT_RULE = held("海鲜啤酒都碰", "restriction", "cannot", "海鲜啤酒都不能碰")
LACTOSE = held("乳糖不耐", "condition", "has", "我乳糖不耐，喝牛奶就拉肚子")
VEGAN = held("user", "diet", "纯素", "纯素")
SHELLFISH = held("海鲜", "allergy", "allergic", "我对海鲜过敏")
BESIDE = held("贝类", "preference", "dislike", "我对海鲜过敏，虾蟹贝类都不能吃", constraint=False)


@pytest.mark.parametrize(
    ("held_now", "text", "revised"),
    [
        ([GOUT_RULE], "最近尿酸控制住了，医生说海鲜可以少吃点，啤酒还是别喝", [GOUT_RULE]),
        ([LACTOSE], "最近在吃乳糖酶片，喝点酸奶啥的问题不大了，纯牛奶还是不行", [LACTOSE]),
        ([VEGAN], "体检说我缺B12，开始吃鸡蛋了，奶还是不喝", [VEGAN]),
        ([SHELLFISH, BESIDE], "复查说贝类没问题了，虾蟹还是不能吃", [SHELLFISH, BESIDE]),
        (
            [held("gout", "condition", "has", "I have gout so no beer and no red meat")],
            "doctor says red meat in moderation is ok but beer is still off limits",
            None,
        ),
    ],
)
def test_a_partial_relaxation_revises_the_held_constraint(
    held_now: list[HeldState], text: str, revised: list[HeldState] | None
) -> None:
    assert relaxed(text, held_now) == (revised if revised is not None else held_now)


@pytest.mark.parametrize(
    ("held_now", "text"),
    [
        ([GOUT_RULE], "如果尿酸降下来了，是不是海鲜能少吃点？"),
        ([VEGAN], "我老公开始吃鸡蛋了，肉还是不吃"),
        (
            [held("peanut", "allergy", "allergic", "Allergic to peanuts")],
            "Still no peanuts for me, but the kids can have them",
        ),
        ([GOUT_RULE], "海鲜啤酒还是不能碰"),  # nothing relaxed: the rule said again
    ],
)
def test_a_question_someone_elses_diet_or_a_rule_said_again_revise_nothing(
    held_now: list[HeldState], text: str
) -> None:
    assert relaxed(text, held_now) == []
