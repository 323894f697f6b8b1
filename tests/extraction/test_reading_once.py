"""Work the readers of one message share (docs/benchmarks.md, "Session 17, write-path cost"): the splits of
a text are kept (``rules.split``), a slot's cues are matched by one pattern (``schema.names_cue``), and a
statement's cued slots are found once (``held_kinds_en``); each gives what the work done again gave."""

import re

import pytest

from memory_center.extraction.held_kinds_en import named
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.schema import SLOTS, Slot, names_cue

TEXTS = [
    "I switched from Notion to Obsidian, but my team still uses Confluence.",
    "我从印象笔记换成了Notion，但是同事还在用飞书。",
    "Dr. Patel said it's fine. I live in Leeds; we moved in May!",
    "my airline is KLM now, the bank is Monzo, and I'm flying economy",
]


def _names_cue_one_by_one(statement: str, slot: Slot) -> bool:
    """Each cue searched on its own, as the cue test was written before one pattern per slot."""
    folded = statement.casefold()
    return any(
        cue in folded if re.search(r"[\u4e00-\u9fff]", cue) else re.search(rf"\b{re.escape(cue)}\b", folded)
        for cue in slot.cues
    )


@pytest.mark.parametrize("text", TEXTS)
def test_a_split_kept_is_a_new_list_each_time(text: str) -> None:
    first = statements(text)
    first.append("changed by its caller")
    assert statements(text) != first
    assert statements(text) == statements(text)
    for statement in statements(text):
        one = clauses(statement)
        one.clear()
        assert clauses(statement), statement  # a list of its own, whole again


def test_a_switch_is_still_two_clauses() -> None:
    assert clauses("I switched from Notion to Obsidian") == [
        "I stopped using Notion",
        "I switched to Obsidian",
    ]
    assert clauses("我从印象笔记换成了Notion") == ["我不再用印象笔记", "我换成Notion"]


@pytest.mark.parametrize(
    "statement",
    [
        *TEXTS,
        "My bank account is with ING.",
        "the airlines lounge was packed",
        "我的工资卡是招商银行的",
        "Our gym membership at PureGym ends soon",
        "no cue here at all",
    ],
)
def test_one_pattern_per_slot_finds_the_cues_each_search_found(statement: str) -> None:
    assert [names_cue(statement, slot) for slot in SLOTS] == [
        bool(_names_cue_one_by_one(statement, slot)) for slot in SLOTS
    ]


def test_names_read_twice_are_read_the_same() -> None:
    text = (
        "Started at KPMG this week, my Capgemini laptop goes back Friday. I fly with an airline called Flyr."
    )
    assert named(text) == named(text)
    assert named(text, unowned=True) == named(text, unowned=True)


def test_a_long_text_is_split_as_a_short_one() -> None:
    sentence = "I live in Leeds, but I work in York. "
    assert statements(sentence * 80) == statements(sentence) * 80  # past the length whose splits are kept
    body = ", ".join(["I live in Leeds"] * 300)
    assert clauses(body) == ["I live in Leeds"] * 300
