"""A gate word "<verb>了" inside a longer Chinese word is no gate (``said_gates.WORDS_BEFORE_GATE_VERB``;
docs/extraction.md, "Frames restated"): 点外卖了 holds no sale, 好吃了 no meal, 累死了 no death, 起来了 no
coming; the verb itself still gates (我把车卖了, 昨天吃了火锅)."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules import said_gates as g


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("我现在都点外卖了", "外卖"),
        ("食堂比以前好吃了", "好吃"),
        ("跑完累死了", "累死"),
        ("我六点就起来了", "起来"),
        ("都十二点了还没睡", "二点"),
    ],
)
def test_a_longer_word_holding_a_gate_verb_is_masked(text: str, masked: str) -> None:
    assert masked not in g.unmasked(text)
    assert g.PAST_ZH.search(g.unmasked(text)) is None


@pytest.mark.parametrize("text", ["我把车卖了", "昨天吃了火锅", "我去了一趟成都", "我的猫死了"])
def test_the_verb_itself_still_gates(text: str) -> None:
    assert g.unmasked(text) == text


def test_a_delivery_app_said_with_the_order_ending_in_le_is_read() -> None:
    assert [(c.predicate, c.object_value) for c in read("我现在都用饿了么点外卖了", task_id=None)] == [
        ("food_delivery", "饿了么")
    ]


def test_a_habit_said_with_takeaway_is_kept() -> None:
    assert [c.content for c in read("我现在午饭都吃外卖了", task_id=None)] == ["我现在午饭都吃外卖了"]


def test_a_car_sold_still_ends_the_car() -> None:
    assert [(c.predicate, c.object_value) for c in read("我把宝马卖了", task_id=None)] == [("car", "none")]
