"""Session 25: switches, corrections and one-offs (docs/extraction.md), the pure parts."""

import pytest

from extraction.test_rules import read
from memory_center.extraction.held_over import over_for
from memory_center.extraction.held_theirs import mine, names_which, respelt_surname, resurnamed, theirs
from memory_center.governance.lasting import one_off
from memory_center.governance.matching import alternatives


@pytest.mark.parametrize(
    ("statement", "value", "expected"),
    [
        ("Whole Foods had a sale today so I grabbed a few things there.", "Whole Foods", True),
        ("Tried a spin class at SoulCycle with a friend today, fun one-off.", "SoulCycle", True),
        ("Had to take United this once because Delta was sold out.", "United", True),
        ("Starting today I'm doing all my grocery shopping at Aldi", "Aldi", False),
        ("我从鹅厂离职了，下个月去字节跳动报到", "字节跳动", False),
        ("今天开始我改骑车上班了，地铁太挤。", "骑车", False),
        ("I start at Stripe next month", "Stripe", False),
    ],
)
def test_a_value_said_for_this_time_only_is_a_one_off(statement: str, value: str, expected: bool) -> None:
    assert one_off(statement, value) is expected


def test_options_of_one_choice_in_the_same_words_are_alternatives() -> None:
    assert alternatives("window seats on trains", "aisle seats on trains")
    assert alternatives("高铁靠窗座位", "高铁靠过道座位")
    assert not alternatives("window seats on trains", "aisle seats on planes")
    assert not alternatives("window seats on trains", "window seat on trains")


def test_a_thing_with_a_word_of_lasting_after_it_is_required() -> None:
    found = {
        (c.subject, c.object_value)
        for c in read("Aisle seats on trains from now on, my knees need the room.")
    }
    assert ("aisle seats on trains", "required") in found
    assert ("user", "Bob") in {(c.subject, c.object_value) for c in read("Call me Bob from now on.")}


def test_a_held_value_spoken_of_as_over_beside_what_holds_now() -> None:
    assert over_for("Ally for everything now, Chase's fees were ridiculous.", "Chase") == (True, "Ally")
    assert over_for("I'm in Hokas for all my runs now, the Pegasus were killing my shins.", "Pegasus") == (
        True,
        None,
    )
    assert over_for("Chase was great today, I love it now", "Chase") == (False, None)
    assert over_for("My sister uses Ally now, Chase was too pricey for her", "Chase") == (False, None)


def test_a_correction_that_gives_the_value_to_someone_else() -> None:
    (one,) = theirs("Hang on, Lincoln is where my nephew goes. My son's at Jefferson Elementary.")
    assert (one.value, one.who, one.rest) == ("Lincoln", "nephew", "My son's at Jefferson Elementary")
    (dentist,) = theirs("Wait, Dr. Patel is my wife's dentist. Mine is Dr. Kim.")
    assert (dentist.value, mine(dentist.rest)) == ("Dr. Patel", "Dr. Kim")
    (school,) = theirs("说错了，实验小学是我侄子的学校，我儿子在育才小学。")
    assert (school.value, school.who) == ("实验小学", "侄子")
    assert theirs("My nephew goes to Jefferson Elementary, it's just down the road.") == []
    assert theirs("Hang on, Lincoln is where my nephew goes too.") == []


def test_which_of_two_people_of_one_name_is_no_correction() -> None:
    assert names_which("Not Zhang the CEO, Zhang my manager, he signed off on my leave.")
    assert names_which("不是张总，是我领导老张，他批了我的假。")
    assert not names_which("不是张伟，是张玮")
    assert not names_which("not Zhang Wei, Zhang Li")


def test_a_surname_spelt_out_corrects_the_held_one() -> None:
    assert [(c.subject, c.predicate, c.object_value) for c in read("我领导姓张。")] == [
        ("user", "manager", "张")
    ]
    assert respelt_surname("啊不是，姓章，立早章。") == "章"
    assert respelt_surname("哦不对，是汪，三点水的汪。") == "汪"
    assert respelt_surname("我姓章，立早章") is None  # no correction
    assert resurnamed("我领导姓张", "张", "章") == ("我领导姓章", "章")
    assert resurnamed("我领导姓章", "章", "章") is None
