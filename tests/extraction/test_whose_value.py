"""Corrections and clauses whose value or owner was read wrong (session 29, helper jwhose; docs/extraction.md,
"Session 29: corrections and clauses whose value or owner is read wrong"): a name corrected by describing
its characters names the old name, a Chinese amount before 的 is a value, an errand for others is one
occasion, a price asked of the user is their cost, and a statement that only supposes fills no slot."""

from datetime import UTC, datetime

import pytest

from extraction.test_rules import read
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.frames import read_frames
from memory_center.extraction.rules.dropped_subject import with_subject
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.spelt_chars import with_old_named
from memory_center.extraction.rules.supposed import only_supposes
from memory_center.extraction.rules.typed_spans import spans
from memory_center.extraction.slot_sense import open_statements
from memory_center.retrieval.unrecorded import imagined


def _message(text: str) -> ExtractionInput:
    return ExtractionInput(
        text=text,
        role="user",
        user_id="u-1",
        session_id="s-1",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime.now(UTC),
    )


@pytest.mark.parametrize(
    ("said", "new", "old"),
    [
        ("是逗逗，逗号的逗，不是豆子的豆，输入法坑我", "逗逗", "豆豆"),
        ("是田田，田野的田，不是甜的甜", "田田", "甜甜"),
        ("打错了，是米米，大米的米，不是咪咪的咪", "米米", "咪咪"),
        ("是小雨，下雨的雨，不是宇宙的宇", "小雨", "小宇"),
        ("逗逗，不是豆子的豆", "逗逗", "豆豆"),  # one character in the name: the one described
    ],
)  # fmt: skip
def test_a_wrong_character_names_the_old_name(said: str, new: str, old: str) -> None:
    correction = read_later_correction(_message(said))
    assert correction is not None
    assert (correction.value, correction.instead_of, correction.bare) == (new, old, False)


@pytest.mark.parametrize(
    "said",
    [
        "甜甜的甜是甜蜜的甜，很多人写成田",  # how the held name is written: no correction
        "豆豆这个名字是他奶奶起的，豆子的豆",
        "不是豆子的豆",  # no name said
        "是小雨，不是宇宙的宇",  # which of 小雨's characters is meant is not said
    ],
)
def test_descriptions_without_a_correction_stay_as_said(said: str) -> None:
    assert with_old_named(said) == said


def test_a_chinese_amount_before_de_is_a_value() -> None:
    assert [span.key for span in spans("房东每个月收我三千二的房租")] == ["3200"]
    assert not spans("万一的话")


@pytest.mark.parametrize(
    "said",
    [
        "Ordering for the office lunch — 4 chicken wraps, 2 falafel, and a tuna one for Gary",
        "Picking up pizzas for the team — 3 margheritas and a pepperoni for Dave",
        "I'm ordering flowers for my mum's birthday, a dozen roses",
        "I'm getting a birthday cake for my colleague Priya, chocolate with raspberries",
        "Grabbing lunch for the office: 5 beef burgers and a chicken salad for Tom",
    ],
)
def test_an_errand_for_others_is_one_occasion(said: str) -> None:
    assert read(said, None) == []


@pytest.mark.parametrize(
    "said",
    [
        "I'm ordering for the whole family every Friday",  # done every week: a habit
        "I'm saving for a house",  # no errand
        "I'm getting a tattoo for my 30th",  # for no one else
    ],
)
def test_an_errand_look_alike_is_kept(said: str) -> None:
    assert [c.subject for c in read(said, None)] == ["user"]


def test_a_restored_subject_keeps_the_verb_in_lower_case() -> None:
    assert with_subject("Ordering for the office lunch") == "I'm ordering for the office lunch"
    assert with_subject("Been vegan for years") == "I've been vegan for years"


@pytest.mark.parametrize(
    "said",
    [
        "my landlord wants £950 a month for the flat",
        "my landlord charges £1,200 a month for the house",
        "房东每个月收我三千二的房租",
    ],
)
def test_a_price_asked_of_the_user_is_their_cost(said: str) -> None:
    [candidate] = read(said, None)
    assert candidate.subject == "user" and candidate.content == said


@pytest.mark.parametrize(
    "said", ["my landlord wants me to fix the boiler myself", "my landlord is a nightmare"]
)
def test_the_landlords_own_doing_is_not_the_users(said: str) -> None:
    assert read(said, None) == []


SUPPOSED = [
    "If I won the lottery I'd move to Lisbon and open a surf shop tbh",
    "If I had the money I'd live in Barcelona, no question",
    "In another life I'd have moved to Tokyo and opened a ramen bar",
    "要是我中了彩票，我就搬去大理开个客栈",
    "假如我会说法语，我早就去巴黎工作了",
]
HOLDS = [
    "I'd move to Lisbon tomorrow if my job allowed it, but for now I'm in Leeds",
    "If it rains I take the bus to work, otherwise I cycle",
    "如果下雨我就坐地铁上班，平时骑车",
    "如果明天下雨我就不去了",  # a real plan of a near day
    "If I'm late, I'd like a text",
]


@pytest.mark.parametrize("said", SUPPOSED)
def test_a_supposition_fills_no_slot(said: str) -> None:
    assert only_supposes(said)
    assert read_frames(said) == [] and open_statements(said, []) == []
    assert imagined(said, "Where do I live?")
    assert not imagined(said, "What would I do if I won the lottery?")  # the request supposes too


@pytest.mark.parametrize("said", HOLDS)
def test_what_holds_is_no_supposition(said: str) -> None:
    assert not only_supposes(said) and not imagined(said, "Where do I live?")
