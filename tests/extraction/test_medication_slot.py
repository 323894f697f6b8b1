"""One medicine per purpose (``extraction.rules.medication_slot``): a new medicine of a held one's
purpose, said with a word of change or of now, takes its place; a question, a plan, someone else's
medicine, an added one and a stand-in change nothing."""

import pytest

from memory_center.extraction.rules.medication_slot import held_medicines, switched


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        (
            ("metformin", "medication", "takes", "I take metformin twice a day"),
            "I'm on Januvia now",
            "metformin",
            "Januvia",
        ),
        (
            ("type 1 diabetic", "condition", "has", "Type 1 diabetic, on Lantus at night"),
            "the endo switched me over to Tresiba",
            "lantus",
            "Tresiba",
        ),
        (
            ("甲亢", "condition", "has", "我有甲亢,一直吃甲巯咪唑"),
            "后来医生让我改吃丙硫氧嘧啶",
            "甲巯咪唑",
            "丙硫氧嘧啶",
        ),
        (
            ("降压药", "medication", "takes", "我吃降压药,硝苯地平"),
            "目前吃的是厄贝沙坦",
            "硝苯地平",
            "厄贝沙坦",
        ),
    ],
)
def test_a_new_medicine_of_the_same_purpose_takes_the_slot(
    held: tuple[str, str, str, str], said: str, old: str, new: str
) -> None:
    found = switched(said, held_medicines(*held))
    assert [(one.held.medicine, one.new) for one in found] == [(old, new)]
    assert new in found[0].reworded() and old not in found[0].reworded().casefold()


@pytest.mark.parametrize(
    "said",
    [
        "Is Januvia any good compared to metformin?",
        "If they ever put me on Januvia I'd want to know the side effects",
        "My uncle's doctor switched him to Januvia",
        "They added Januvia on top of the metformin",
        "Pharmacy ran out of metformin, so I'm on Januvia just for a few days",
        "我爸现在吃西格列汀",
        "药房二甲双胍断货了,先拿西格列汀凑合几天",
        "I started on atorvastatin now too",  # another purpose: the metformin stays
    ],
)
def test_no_switch(said: str) -> None:
    held = held_medicines("metformin", "medication", "takes", "I take metformin twice a day")
    held += held_medicines("二甲双胍", "medication", "takes", "我吃二甲双胍")
    assert switched(said, held) == []


def test_a_medicine_of_no_held_purpose_switches_nothing() -> None:
    held = held_medicines("sertraline", "medication", "takes", "I take sertraline")
    assert switched("I'm on lisinopril now", held) == []
