"""Slots that generalise (issue 24, points 2 and 4): typed values and their masks (extraction.slot_values),
which statements may be about a slot (extraction.slot_sense), habit verbs and head nouns as slot data
(rules.slotted), and one key per single-valued slot whatever the value."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import read_message
from memory_center.extraction.schema import BY_NAME, linked_slot, value_slot
from memory_center.extraction.slot_sense import (
    HELD_MARGIN,
    HELD_SURE,
    MARGIN,
    SURE,
    choose,
    examples,
    open_statements,
)
from memory_center.extraction.slot_values import find_value, masked


def keys(text: str) -> list[tuple[str | None, str | None, str | None]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    return [(c.subject, c.predicate, c.object_value) for c in read_message(message)]


@pytest.mark.parametrize(
    ("text", "value", "kind", "mask"),
    [
        ("Dr. Lewis took over my care this year.", "Dr. Lewis", "person", "X took over my care this year."),
        ("I keep my money at Nationwide.", "Nationwide", "name", "I keep my money at X."),
        ("Turkish Airlines is who I fly with now.", "Turkish Airlines", "name", "X is who I fly with now."),
        ("I turned 35 last week.", "35", "amount", "I turned X last week."),
        ("现在由李医生负责我的治疗。", "李医生", "person", "现在由某某负责我的治疗。"),
        ("最近都坐山航了。", "山航", "name", "最近都坐某某了。"),
        ("我现在打车都用T3出行。", "T3", "name", "我现在打车都用某某出行。"),
        ("easyJet is the only airline I book.", "easyJet", "name", "X is the only airline I book."),
    ],
)
def test_a_statement_has_one_typed_value_and_a_mask(text: str, value: str, kind: str, mask: str) -> None:
    found = find_value(text)
    assert found is not None and (found.text, found.kind) == (value, kind)
    assert masked(text, found) == mask


@pytest.mark.parametrize(
    "text",
    ["I met Sarah and Tom in Leeds.", "I'm so tired.", "我很好。", "I love my iPad and my eBay finds."],
)
def test_no_value_or_two_values_is_no_value(text: str) -> None:
    assert find_value(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "My sister lives in Bristol.",  # another person
        "我老公在腾讯上班。",
        "I flew Virgin once, years ago.",  # a one-off
        "I rented a Tesla for the weekend.",
        "上次坐过一次海航。",
        "I'm flying to Paris next week.",
        "Do you know Qantas?",  # a question
        "I used to bank with Lloyds.",  # a past state
        "Great weather in Rome.",  # not about the user
        "I moved to York. Scratch that, forget I said it.",  # taken back
        "I was going to move to York.",  # a plan
        "Don't save this: Dr. Lewis took over my care.",
    ],
)
def test_a_look_alike_is_never_open_for_a_slot(text: str) -> None:
    assert open_statements(text, []) == []


def test_a_placed_statement_is_not_read_again() -> None:
    text = "I live in Leeds. Dr. Lewis took over my care."
    assert [one.statement for one in open_statements(text, ["I live in Leeds"])] == [
        "Dr. Lewis took over my care."
    ]


def test_a_slot_is_chosen_only_when_sure_clearly_ahead_and_of_the_value_type() -> None:
    person = find_value("Dr. Lewis took over my care.")
    assert person is not None
    assert (
        choose(person, {"doctor": SURE + 0.05, "dentist": SURE + 0.05 - MARGIN - 0.01}, BY_NAME)
        == BY_NAME["doctor"]
    )
    assert choose(person, {"doctor": SURE - 0.01, "dentist": 0.1}, BY_NAME) is None  # not sure
    assert choose(person, {"doctor": SURE + 0.05, "dentist": SURE}, BY_NAME) is None  # not clearly ahead
    assert choose(person, {"airline": 0.99, "bank": 0.1}, BY_NAME) is None  # a person is no airline
    assert choose(person, {"children": 0.99, "bank": 0.1}, BY_NAME) is None  # multi-valued: never replaced
    assert all(text for _, text in examples())


def test_a_held_slot_is_chosen_at_the_lower_thresholds_and_only_it() -> None:
    person = find_value("Dr. Lewis looks after my teeth these days.")
    assert person is not None
    scores = {"dentist": HELD_SURE + 0.01, "doctor": HELD_SURE + 0.01 - HELD_MARGIN - 0.01}
    assert choose(person, scores, BY_NAME) is None  # no prior: below SURE
    assert choose(person, scores, BY_NAME, frozenset({"dentist"})) == BY_NAME["dentist"]
    assert choose(person, scores, BY_NAME, frozenset({"doctor"})) is None  # the prior is not the best slot
    close = {"dentist": HELD_SURE + 0.01, "doctor": HELD_SURE}
    assert choose(person, close, BY_NAME, frozenset({"dentist"})) is None  # not ahead by HELD_MARGIN
    low = {"dentist": HELD_SURE - 0.01, "doctor": 0.1}
    assert choose(person, low, BY_NAME, frozenset({"dentist"})) is None  # below HELD_SURE
    amount = find_value("I turned 35 last week.")
    assert amount is not None
    assert choose(amount, {"dentist": 0.99, "doctor": 0.1}, BY_NAME, frozenset({"dentist"})) is None  # type


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I fly Virgin these days.", ("user", "airline", "Virgin")),
        ("I bank with Starling.", ("user", "bank", "Starling")),
        ("I pay with Klarna these days.", ("user", "payment_method", "Klarna")),
        ("I commute by e-scooter.", ("user", "commute", "e-scooter")),
        ("最近都坐山航了。", ("user", "airline", "山航")),
        ("我现在用微众银行。", ("user", "bank", "微众银行")),
        ("我最近改喝椰奶了。", ("user", "milk", "椰奶")),
        ("I use a Framework laptop.", ("user", "computer", "Framework laptop")),
        ("I always fly British Airways.", ("user", "airline", "British Airways")),  # a liking of an option
        ("我一般坐高铁出差。", ("user", "travel_mode", "高铁出差")),
        ("I turned 35 last week.", ("user", "age", "35")),
        ("我上周满31岁了。", ("user", "age", "31")),
        ("Our office moved to Shoreditch.", ("user", "office", "Shoreditch")),
        ("我们办公室搬到了国贸。", ("user", "office", "国贸")),
        ("在成都的新家终于收拾好了。", ("user", "residence", "成都")),
        ("在字节的第一周挺顺利的。", ("user", "workplace", "字节")),
        ("Picked up my new Kia EV6 yesterday.", ("user", "car", "Kia EV6")),
    ],
)
def test_a_slot_by_its_habit_verb_head_noun_or_frame(text: str, expected: tuple[str, str, str]) -> None:
    assert keys(text) == [expected]


@pytest.mark.parametrize(
    ("text", "not_slot"),
    [
        ("I fly to Berlin every month.", "airline"),
        ("I stay in Leeds.", "hotel_chain"),
        ("I love Spotify.", "music_service"),  # a taste stays a stance
        ("I usually take the train.", "commute"),  # an everyday word is no commute said
        ("I rented a Tesla for the weekend.", "car"),
        ("我的公司在北京。", "workplace"),  # where it is, not which one
        ("Our new office in Madrid opens next month.", "office"),
        ("我一般住大床房。", "hotel_chain"),  # a kind of room (governance.choices)
        ("我一般住经济型酒店", "hotel_chain"),  # a kind of hotel, not a chain
        ("In general I prefer boutique hotels", "hotel_chain"),
        ("My team is in Berlin.", "team"),
    ],
)
def test_a_statement_is_not_forced_into_the_slot(text: str, not_slot: str) -> None:
    assert all(predicate != not_slot for _, predicate, _ in keys(text))


def test_one_key_per_single_valued_option_slot_and_its_old_shape() -> None:
    assert value_slot("airline") is BY_NAME["airline"] and value_slot("seat") is None  # seat: by option
    assert value_slot("language") is None and value_slot("diet") is None  # many; a constraint
    assert linked_slot("user", "airline") == "airline"
    assert linked_slot("lufthansa", "preference") == "airline"  # stored before the slot had one key
    assert linked_slot("tea", "preference") is None and linked_slot("user", "residence") is None
