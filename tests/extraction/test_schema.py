"""The memory-key schema (extraction.schema) and the engines that read it: slot frames and options
(rules.attributes), health in any wording (rules.conditions), stances turned against (rules.flips)."""

from datetime import UTC, datetime

import pytest

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.flips import turned, turns_away
from memory_center.extraction.schema import BY_NAME, SLOTS, describe, option_of, single_valued
from memory_center.governance.matching import alternatives


def read(text: str) -> list[tuple[str, str | None, str | None, str | None, str]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    return [
        (c.memory_type.value, c.subject, c.predicate, c.object_value, c.scope.value)
        for c in read_message(message)
    ]


def test_the_schema_has_sixty_slots_each_with_examples_in_both_languages() -> None:
    assert len(SLOTS) >= 60
    assert len(BY_NAME) == len(SLOTS)
    for slot in SLOTS:
        assert slot.cues and len(slot.examples) >= 2, slot.name
        assert any(not e.isascii() for e in slot.examples) and any(e.isascii() for e in slot.examples)
        # an organisation may list well-known names too (gyms): a "?" frame takes only a listed one
        assert not slot.options or slot.value in ("option", "text", "organisation"), slot.name
    assert single_valued("residence") and not single_valued("pets") and not single_valued("unknown")
    assert "airline (one, option)" in describe()


def test_options_of_one_single_valued_slot_are_alternatives() -> None:
    assert option_of("lufthansa") == ("airline", "lufthansa")
    assert option_of("如家酒店") == ("hotel_chain", "如家")
    assert option_of("paying with paypal") == ("payment_method", "paypal")
    assert option_of("tea") is None
    assert option_of("klm to hilton") is None  # two slots named: no one option
    assert alternatives("klm", "lufthansa") and alternatives("高铁出差", "出差改坐飞机")
    assert not alternatives("tea", "coffee") and not alternatives("klm", "hilton hotel")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lufthansa is my airline these days.", ("PREFERENCE", "user", "airline", "Lufthansa", "USER")),
        ("I'm on a Pixel now.", ("PREFERENCE", "user", "phone_model", "Pixel", "USER")),
        ("最近都住全季了。", ("PREFERENCE", "user", "hotel_chain", "全季", "USER")),
        ("My dentist is Dr. Patel.", ("FACT", "user", "dentist", "Dr. Patel", "USER")),
        ("我的牙医是王医生。", ("FACT", "user", "dentist", "王医生", "USER")),
        ("My shoe size is 42.", ("FACT", "user", "shoe_size", "42", "USER")),
        ("我穿38码的鞋。", ("FACT", "user", "shoe_size", "38码", "USER")),
        ("I'm 34 years old.", ("FACT", "user", "age", "34", "USER")),
        ("Home is Denver now.", ("FACT", "user", "residence", "Denver", "USER")),
        (
            "We just finished unpacking in our new flat in Leeds.",
            ("FACT", "user", "residence", "Leeds", "USER"),
        ),
        ("Monday is my first day at KPMG.", ("FACT", "user", "workplace", "KPMG", "USER")),
        ("新买了一辆比亚迪。", ("FACT", "user", "car", "比亚迪", "USER")),
    ],
)
def test_a_slot_is_read_from_the_schema(text: str, expected: tuple[str, ...]) -> None:
    assert read(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "My flat is tiny.",  # no value of the slot's type
        "I hate Ryanair.",  # a stance: the preference reader's, not a slot
        "My sister started at Google.",  # someone else
        "If I lived in Paris, I'd cycle everywhere.",
        "I'm forever losing my phone.",  # "phone" is no option one names
        "I have a meeting.",
    ],
)
def test_a_statement_is_never_forced_into_a_slot(text: str) -> None:
    assert all(
        row[2] not in {"job", "workplace", "residence", "contact_channel", "condition"} for row in read(text)
    )
    assert not any(row[1] == "ryanair" and row[3] == "like" for row in read(text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("I have type 1 diabetes.", "type 1 diabetes", "condition"),
        ("我有高血压。", "高血压", "condition"),
        ("I get migraines from bright lights.", "migraines", "condition"),
        ("I take blood thinners every day.", "blood thinner", "medication"),
        ("I'm on insulin.", "insulin", "medication"),
        ("我每天都要吃降压药。", "降压药", "medication"),
        ("Shellfish makes me break out in hives.", "shellfish", "allergy"),
        ("Dairy gives me terrible stomach cramps.", "dairy", "allergy"),
        ("我一吃芒果嘴就肿。", "芒果", "allergy"),
    ],
)
def test_health_in_any_wording_is_a_user_constraint(text: str, subject: str, predicate: str) -> None:
    rows = read(text)
    assert (MemoryType.CONSTRAINT.value, subject, predicate) in [row[:3] for row in rows]
    assert all(row[4] == Scope.USER.value for row in rows if row[0] == MemoryType.CONSTRAINT.value)


def test_a_stance_turned_against_names_the_held_subject() -> None:
    held = ["horror movie", "jazz", "辣"]
    assert turns_away("Horror movies give me nightmares, so I skip them these days.")
    assert turned("Horror movies give me nightmares, so I skip them these days.", held) == ["horror movie"]
    assert turned("最近胃不好，辣的一口都不碰了。", held) == ["辣"]
    assert not turns_away("My brother doesn't like horror movies anymore.")  # someone else
    assert not turns_away("Don't you like jazz?")  # a question
    assert not turns_away("I love jazz.")  # no turn-away word
    assert turned("I can't stand loud bars.", held) == []  # names nothing held


def test_a_phone_switched_is_the_phone_not_a_phone_number() -> None:
    """Was a look-alike ("a phone, not a phone number": nothing); with the key schema a switch of
    phone is a memory, the slot's value (the phone, never the fruit)."""
    assert read("我手机换成了苹果。") == [("PREFERENCE", "user", "phone_model", "苹果手机", "USER")]
    assert read("我买了一辆自行车。") == []  # a bicycle is no car
