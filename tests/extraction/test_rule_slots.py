"""Standing rules about how the assistant answers, said without always/never, and their slots
(``rules/rule_slots``): every row's examples, look-alikes included, and a change of a slot's rule."""

import pytest

from extraction.test_rules import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.rule_slots import MANNER_ROWS, SLOT_ROWS, manner_rule, rule_slot


@pytest.mark.parametrize(
    ("slot", "said", "value"), [(row.slot, said, value) for row in SLOT_ROWS for said, value in row.examples]
)
def test_every_slot_row_reads_its_examples(slot: str, said: str, value: str | None) -> None:
    reading = rule_slot(said)
    if value is None:
        assert reading is None or reading.predicate != slot, reading
    else:
        assert reading is not None and (reading.predicate, reading.object_value) == (slot, value), reading
        assert reading.memory_type is MemoryType.CONSTRAINT and reading.subject == "user"


@pytest.mark.parametrize(("said", "thing"), [example for row in MANNER_ROWS for example in row.examples])
def test_every_manner_row_reads_its_examples(said: str, thing: str | None) -> None:
    reading = manner_rule(said)
    assert (reading.subject if reading is not None else None) == thing, reading


@pytest.mark.parametrize(
    ("first", "second", "slot"),
    [
        (
            "Always answer me in Spanish, I'm trying to practice",
            "so English with me for everything please",
            "language",
        ),
        (
            "Address me as Dr. Hart in all replies please",
            "the Dr. Hart thing feels stiff, just call me Ellie",
            "name",
        ),
        ("叫我小王就行", "都快四十的人了，小王听着别扭，叫我老王吧", "name"),
        ("提醒我事情的时候都提前一天说", "提前一天太早了，提前两个小时提醒我最合适", "reminder_lead"),
        ("keep your answers short please", "give me detailed answers from now on", "answer_length"),
    ],
)
def test_a_new_rule_of_a_slot_has_the_held_rules_key(first: str, second: str, slot: str) -> None:
    """One key per slot, a CONSTRAINT: governance supersedes the held rule with the new one."""
    [old], [new] = read(first), read(second)
    assert (old.subject, old.predicate) == (new.subject, new.predicate) == ("user", slot)
    assert old.object_value != new.object_value
    assert new.memory_type is MemoryType.CONSTRAINT and new.scope is Scope.USER


@pytest.mark.parametrize(
    "said",
    [
        "keep this one short, I'm about to board",
        "my boss likes to be called Dr. Lee, he's old school",
        "my daughter wants everyone to call her Bea now",
        "这次提前一天提醒我就行",
        "我们老板喜欢别人叫他陈总",
        "明天早上七点叫我起床",
        "这段代码不用解释了，直接改好发我",
        "do you usually keep answers this short?",
    ],
)
def test_look_alikes_are_no_standing_rule(said: str) -> None:
    assert not [c for c in read(said) if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER]


def test_a_lead_said_after_a_named_event_is_that_events() -> None:
    keys = [(c.subject, c.predicate) for c in read("小雨的生日是5月20日，请提前一周提醒我")]
    assert keys == [("小雨", "birthday")]


def test_how_others_call_the_user_stays_the_name_fact() -> None:
    [found] = read("My friends call me Jo.")
    assert (found.memory_type, found.predicate, found.object_value) == (MemoryType.FACT, "name", "Jo")
