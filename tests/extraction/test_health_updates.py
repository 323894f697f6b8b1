"""Health updates and corrections (session 26, pure): a held allergy cleared by a result or its diagnosis
corrected (``rules.health_cleared``), a medicine replaced or re-dosed without its name
(``rules.held_doses``), a diet ended by eating its foods again (``rules.health``), and the words around a
correction (``rules.relayed``, ``rules.near_copy``)."""

from datetime import UTC, datetime

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.health_cleared import HeldHealth, cleared, corrects_diagnosis, may_clear
from memory_center.extraction.rules.held_doses import redosed, switched_to
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.near_copy import copied

ALLERGIES = [
    HeldHealth("peanut", "preference", "never", "Peanuts are a big no for me"),
    HeldHealth("芒果", "allergy", "allergic", "我对芒果过敏，碰一下嘴就肿"),
    HeldHealth("lactose intolerant", "condition", "has", "I'm lactose intolerant"),
    HeldHealth("小麦", "allergy", "allergic", "我对小麦过敏"),
    HeldHealth("kiwi", "allergy", "allergic", "I'm allergic to kiwi"),
]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        (
            "did the oral food challenge last week and PASSED!! peanut butter toast for breakfast today",
            "peanut",
        ),
        ("skin prick test for peanuts came back negative, can't believe it", "peanut"),
        ("turns out I've outgrown my peanut allergy", "peanut"),
        ("去医院做了过敏原检测，芒果居然是阴性！", "芒果"),
        ("芒果脱敏治疗成功了，现在随便吃", "芒果"),
    ],
)
def test_a_result_clears_the_held_allergy(text: str, subject: str) -> None:
    assert may_clear(text)
    [found] = cleared(text, ALLERGIES)
    assert (found.held.subject, found.instead) == (subject, "")


@pytest.mark.parametrize(
    ("text", "subject", "instead"),
    [
        (
            "blood work came back and it's not lactose at all, it's a casein allergy",
            "lactose intolerant",
            "casein allergy",
        ),
        ("复查结果出来了，不是小麦过敏，是乳糜泻，以后必须严格无麸质", "小麦", "乳糜泻"),
    ],
)
def test_a_diagnosis_corrected_names_the_new_one(text: str, subject: str, instead: str) -> None:
    assert corrects_diagnosis(text)
    [found] = cleared(text, ALLERGIES)
    assert (found.held.subject, found.instead) == (subject, instead)
    assert "not " not in found.said and "不是" not in found.said  # the ending's words deny nothing


@pytest.mark.parametrize(
    "text",
    [
        "my friend's kiwi allergy test came back negative today, lucky her",  # someone else's result
        "my kiwi allergy test is next Tuesday, fingers crossed",  # a test still to come
        "covid test came back negative, phew",  # names no held allergy
        "我朋友做了过敏原检测，芒果是阴性",
        "下周去医院做芒果过敏原检测",
        "did the peanut test come back negative?",  # a question
    ],
)
def test_look_alikes_clear_nothing(text: str) -> None:
    assert cleared(text, ALLERGIES) == []


HELD_MEDICINES = [
    ("lisinopril", "I take lisinopril every morning"),
    ("阿托伐他汀", "我每天吃阿托伐他汀降血脂"),
]


@pytest.mark.parametrize(
    ("text", "medicine"),
    [
        ("the lisinopril cough was unbearable so my cardiologist switched me to losartan", "lisinopril"),
        ("my doctor switched me to losartan", "lisinopril"),  # unnamed: the same purpose
        ("医生给我换成了瑞舒伐他汀，以后吃这个", "阿托伐他汀"),
    ],
)
def test_a_medicine_replaced_ends_the_held_one(text: str, medicine: str) -> None:
    [found] = redosed(text, HELD_MEDICINES)
    assert (found.medicine, found.stopped, found.switched) == (medicine, True, True)


def test_a_prescribed_medicine_taken_from_now_on_replaces_the_named_one() -> None:
    text = "上周复查医生说二甲双胍对我肠胃刺激太大，给我开了西格列汀，以后就吃这个"
    assert switched_to(text) == ["西格列汀"]
    [found] = redosed(text, [("二甲双胍", "我每天吃二甲双胍控血糖")])
    assert found.switched


@pytest.mark.parametrize(
    "text",
    [
        "my doctor put me on insulin too",  # added, not switched
        "my doctor switched me to metformin",  # another purpose than the held ones
        "my mum got switched to losartan",  # someone else's
    ],
)
def test_a_medicine_added_or_of_another_purpose_ends_nothing(text: str) -> None:
    assert redosed(text, HELD_MEDICINES) == []


def test_a_dose_re_set_without_the_medicine_named_rewords_the_one_held_in_that_unit() -> None:
    held = [("优甲乐", "我每天早上空腹吃50微克优甲乐"), ("二甲双胍", "二甲双胍一天两次")]
    [found] = redosed("复查甲功，医生说量不够，调到75微克了", held)
    assert (found.medicine, found.stopped) == ("优甲乐", False)
    assert redosed("今天临时多吃了25微克", held) == []  # a single dose
    assert redosed("took an extra 10mg just once today", [("cetirizine", "10mg of cetirizine daily")]) == []


@pytest.mark.parametrize(
    "text",
    [
        "so after two years I started eating fish and eggs again, doctor was worried about my B12",
        "I eat fish now",
    ],
)
def test_eating_a_diets_foods_again_ends_the_diet(text: str) -> None:
    assert ("user", "diet", "none") in {(c.subject, c.predicate, c.object_value) for c in read(text)}


def _said(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u", "s", None, None, None, datetime.now(UTC))


@pytest.mark.parametrize(
    ("text", "value", "old"),
    [
        ("hang on, my husband just yelled from the kitchen that it's October 5th 🙈", "October 5th", None),
        ("ugh I meant 170 not 180, fat thumb", "170", "180"),
    ],
)
def test_a_relayed_correction_and_one_with_a_comment(text: str, value: str, old: str | None) -> None:
    said = read_later_correction(_said(text))
    assert said is not None and (said.value, said.instead_of) == (value, old)


def test_a_partners_own_value_is_no_relayed_correction() -> None:
    assert read_later_correction(_said("my wife says she's 38")) is None


def test_a_phone_number_with_two_digits_swapped_is_a_near_copy() -> None:
    found = copied("my number for pharmacy texts is 555-0142", "sorry, 555-0124, I swapped the last digits")
    assert found is not None and (found.old, found.new) == ("555-0142", "555-0124")


def test_an_everyday_word_is_an_option_only_with_a_capital() -> None:
    assert ("user", "supermarket", "Target") in {
        (c.subject, c.predicate, c.object_value) for c in read("I shop at Target")
    }
    assert all(c.predicate != "supermarket" for c in read("I'm trying to figure out a protein target"))
