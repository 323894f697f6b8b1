"""Chinese readings by shape, not by phrase (pure): an order to the assistant worded as a liking is a
standing rule (``rules.addressed_zh``); a count before a thing and a duration after it are no part of the
thing (``text.zh_thing``). Each with look-alikes that must keep their reading or give none."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.addressed_zh import addressed
from memory_center.extraction.rules.text import zh_thing


@pytest.mark.parametrize(
    ("message", "word", "value"),
    [
        ("以后整理会议纪要都帮我标出待办事项。", "待办", "required"),
        ("每次订外卖顺便提醒我用优惠券。", "优惠券", "required"),
        ("聊天轻松一点，别跟我打官腔。", "官腔", "never"),
        ("以后给我发的文件都转成PDF格式。", "PDF", "required"),
    ],
)
def test_an_order_to_the_assistant_worded_as_a_liking_is_a_standing_rule(
    message: str, word: str, value: str
) -> None:
    rules = [c for c in read(message) if word.lower() in c.content.lower() + (c.subject or "").lower()]
    assert rules, message
    assert all(c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER for c in rules), rules
    assert {c.object_value for c in rules} == {value}


@pytest.mark.parametrize(
    "message",
    [
        "我喜欢朋友给我写明信片。",  # the user's own liking: 我 is its subject
        "我老婆以后都让你帮她订机票。",  # someone else's order
        "你以后会帮我订经济舱吗？",  # a question
        "今天帮我点一份不辣的。",  # one occasion
        "这次跟我说话客气点就行。",  # one occasion
        "我同事总是跟我抱怨加班。",  # someone else's habit
    ],
)
def test_look_alikes_of_an_order_to_the_assistant_give_no_standing_rule(message: str) -> None:
    assert not [c for c in read(message) if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER]


@pytest.mark.parametrize(
    ("clause", "statement", "expected"),
    [
        ("以后都帮我订靠窗", "以后都帮我订靠窗。", True),
        ("不用跟我客气", "说话随意点，不用跟我客气。", True),
        ("我喜欢别人帮我拿主意", "我喜欢别人帮我拿主意。", False),
        ("帮我订靠窗", "帮我订靠窗。", False),  # no word of every time, no bare imperative: one task
        ("以后都帮我妈订票", "以后都帮我妈订票。", False),
    ],
)
def test_addressed(clause: str, statement: str, expected: bool) -> None:
    assert addressed(clause, statement) is expected


@pytest.mark.parametrize(
    ("phrase", "thing"),
    [
        ("三瓶啤酒", "啤酒"),
        ("一碗米线", "米线"),
        ("奶茶已经半年", "奶茶"),
        ("可乐快两个月了", "可乐"),
        ("一小勺", ""),
        # look-alikes: a count that names a kind, a way of saying, a duration alone
        ("一等座", "一等座"),
        ("五星酒店", "五星酒店"),
        ("一个人旅行", "一个人旅行"),
        ("一口气", "一口气"),
        ("两年", "两年"),
    ],
)
def test_a_count_and_a_duration_are_no_part_of_a_thing(phrase: str, thing: str) -> None:
    assert zh_thing(phrase) == thing


def test_a_stance_said_again_with_a_duration_keeps_the_key_of_the_held_one() -> None:
    held = read("我很爱喝奶茶。")
    again = read("我戒奶茶已经半年了。")
    assert [(c.subject, c.object_value) for c in held] == [("奶茶", "like")]
    assert [(c.subject, c.object_value) for c in again] == [("奶茶", "dislike")]


@pytest.mark.parametrize(
    ("clause", "turned"),
    [
        ("网易云的会员没续", True),  # a verb of going on negated: it ended
        ("瑜伽课不续了", True),
        ("羽毛球没继续打", True),
        ("我继续用网易云", False),  # going on, said plainly
        ("会员续了一年", False),
    ],
)
def test_a_verb_of_going_on_negated_is_an_ending(clause: str, turned: bool) -> None:
    from memory_center.extraction.rules.flips import Turn, clause_turn

    assert (clause_turn(clause) is Turn.QUIT) is turned


@pytest.mark.parametrize("clause", ["会员还没续", "我还没戒烟", "健身卡尚未续费"])
def test_not_yet_done_ends_nothing(clause: str) -> None:
    from memory_center.extraction.rules.flips import clause_turn

    assert clause_turn(clause) is None
