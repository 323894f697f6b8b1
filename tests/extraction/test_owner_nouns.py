"""The owner noun of a statement against a slot's head (extraction.owner_nouns, issue 24): a value said of
another thing (a suitcase, the company, the car's colour, the flight back) is never the user's slot
value; the user's own statements, and a thing named by the slot's own head, are."""

import pytest

from memory_center.enums import MemoryType
from memory_center.extraction.owner_nouns import (
    agrees,
    attribute_value,
    foreign_owner,
    misplaced,
    other_owner,
    owner_noun,
)
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.reader import read_clause
from memory_center.extraction.schema import BY_NAME


@pytest.mark.parametrize(
    ("statement", "slot"),
    [
        ("我的行李箱有23公斤", "weight"),
        ("这个箱子重30公斤", "weight"),
        ("我公司在滨江区", "residence"),
        ("我们公司总部在北京", "residence"),
        ("My suitcase is 23 kg, will that be over the limit?", "weight"),
        ("My dog weighs 30 kg", "weight"),
        ("My company is in Shoreditch", "residence"),
        ("Our office is in Manchester", "residence"),
        ("My car is 12 years old", "age"),
        ("My car's colour is silver", "car"),
    ],
)  # fmt: skip
def test_a_value_of_another_thing_is_not_the_users_slot(statement: str, slot: str) -> None:
    assert owner_noun(statement) is not None
    assert foreign_owner(statement, BY_NAME[slot])


@pytest.mark.parametrize(
    ("statement", "slot"),
    [
        ("我体重65公斤", "weight"),
        ("我住在滨江区", "residence"),
        ("我家在滨江区", "residence"),
        ("我的汽车是特斯拉", "car"),
        ("我的工资卡在农行", "bank"),
        ("我的手机卡是联通的", "mobile_network"),
        ("我的银行卡换成招行了", "bank"),
        ("我现在的公司是美团", "workplace"),
        ("I weigh 70 kg", "weight"),
        ("My new car is a Cupra", "car"),
        ("My usual is a flat white", "coffee_order"),
        ("My home is Leeds", "residence"),
        ("My car's in the shop", "car"),
        ("I got a new car, a white Tesla", "car"),
    ],
)  # fmt: skip
def test_the_users_own_value_and_the_slots_own_head_agree(statement: str, slot: str) -> None:
    assert not foreign_owner(statement, BY_NAME[slot])


def test_an_owner_owned_by_something_else_never_agrees() -> None:
    assert not agrees("car's colour", BY_NAME["car"])
    assert not agrees("回程的航班", BY_NAME["car"])
    assert agrees("new car", BY_NAME["car"]) and agrees("汽车", BY_NAME["car"])


def test_a_description_of_a_held_thing_names_no_new_one() -> None:
    car = BY_NAME["car"]
    assert (
        attribute_value(car, "white")
        and attribute_value(car, "白色的")
        and attribute_value(car, "12 years old")
    )
    assert (
        not attribute_value(car, "a Volvo")
        and not attribute_value(car, "Toyota")
        and not attribute_value(car, "比亚迪")
    )
    assert attribute_value(BY_NAME["workplace"], "in Shoreditch")
    assert not attribute_value(BY_NAME["bank"], "宁波银行的")  # a choice's 是…的 names its provider
    assert not attribute_value(BY_NAME["residence"], "in Leeds")


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("我的汽车是白色的", "car"),
        ("My car is white", "car"),
        ("My car's colour is silver", "car"),
        ("My company is in Shoreditch", "workplace"),
        ("My car is 12 years old", "age"),
    ],
)
def test_the_rules_read_no_slot_of_another_things_value(text: str, predicate: str) -> None:
    reading = read_clause(text)
    assert reading is None or reading.predicate != predicate


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("我的汽车是特斯拉", "car", "特斯拉"),
        ("My car is a Volvo", "car", "Volvo"),
        ("I weigh 70 kg", "weight", "70 kg"),
        ("我住在滨江区", "residence", "滨江区"),
        ("My employer is Accenture", "workplace", "Accenture"),
    ],
)
def test_the_rules_still_read_the_users_own_value(text: str, predicate: str, value: str) -> None:
    reading = read_clause(text)
    assert reading is not None and (reading.predicate, reading.object_value) == (predicate, value)


def test_a_clause_about_another_thing_updates_no_held_memory() -> None:
    held = "My flight to Boston is on the 14th"
    assert other_owner("And the flight back is on the 21st.", held)
    assert other_owner("回程的航班是21号", "去的航班是12号")
    assert not other_owner("My flight to Boston got moved to the 16th", held)
    assert not other_owner("my rent is 2050 now", "my rent is $1800 a month")


def test_a_colour_is_how_a_thing_looks_never_which_one_it_is() -> None:
    phone = Reading(MemoryType.PREFERENCE, "user", "phone_model", "黑色", lasting=True)
    assert misplaced(phone, "我的手机壳是黑色的")
    assert not misplaced(
        Reading(MemoryType.PREFERENCE, "user", "phone_model", "华为手机", lasting=True), "我用华为手机"
    )
