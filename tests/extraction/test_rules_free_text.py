"""Development set of the free-text fallback (``rules/free_text.py``): first-person statements about
the user that no slot or rule reads are kept as free text (FACT, USER scope); the look-alikes beside
them store nothing lasting. Written before the fallback was built; its first run is in
docs/extraction.md."""

from typing import Any

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope
from memory_center.governance.sensitive import find_sensitive

STORED: list[Any] = [
    # English
    "My son Leo just turned nine.",
    "We have three grandchildren.",
    "I'm learning to play the cello.",
    "I'm training for a triathlon in September.",
    "I walk the dog every morning before breakfast.",
    "I'm an early riser and I'm most focused before noon.",
    "I volunteer at the food bank on weekends.",
    "I grew up on a farm in Iowa.",
    "I have a twin sister.",
    "I'm studying for the bar exam.",
    "I commute by ferry.",
    "Our house has a big garden.",
    "I write poetry in my spare time.",
    "I'm colour-blind.",
    "I collect vintage fountain pens.",
    "We homeschool our kids.",
    "I run a small bakery.",
    "I drive a 2015 Golf, it's getting old.",  # "old" of how a thing is, not of a state that is over
    "I have a standing meeting with my manager every monday at 10.",  # a habit done with someone
    "My niece graduates on June 28th.",  # a close one's day of the calendar
    "The kids are 7 and 10.",  # a parent's own children, with no "my"
    "I'm on the 7:52 train most days.",  # "most days" is a habit, not a doing of the moment
    # Chinese
    "我儿子今年上小学三年级。",
    "我们家有三口人。",
    "我在学弹吉他。",
    "我最近在准备考研。",
    "我每天骑车上班。",
    "我是个夜猫子，晚上效率最高。",
    "我周末在社区做志愿者。",
    "我从小在农村长大。",
    "我有一个双胞胎哥哥。",
    "我在自学日语。",
    "我们家住在一楼，有个小院子。",
    "我业余时间写小说。",
    "我收藏老邮票。",
    "我每周练三次瑜伽课。",
    "我开了一家小咖啡馆。",
]

NOTHING_LASTING = [
    # questions
    "Do you know any good cello teachers?",
    "我该怎么准备考研？",
    # requests and orders to the agent
    "Book me a table for two at eight.",
    "Remind me to call the dentist.",
    "帮我查一下明天的天气。",
    "提醒我下午三点开会。",
    "I need you to find me a cheap flight.",
    # other people as the subject, quoted speech
    "My brother hates flying.",
    "My boss loves golf.",
    "My colleague is learning Spanish.",
    "我朋友在学弹吉他。",
    "我同事每天骑车上班。",
    'She said "I love this place".',
    "He told me he's moving to Paris.",
    "My old car was a Golf.",  # a state that is over
    "I'm having dinner with my sister tonight.",  # a doing with someone, once
    "My niece says the party is on June 28th.",  # reported
    "I'm on the phone right now.",  # a doing of the moment
    # hypotheticals
    "If I had more time I'd learn the piano.",
    "I would move to Spain if I could.",
    "要是我有钱，我就去环游世界。",
    "如果明天下雨我就不去了。",
    # one-offs and moods
    "I'm so tired today.",
    "I'm cooking pasta tonight.",
    "This time I'll take the bus.",
    "好累啊。",
    "我今天加班到很晚。",
    "这次我坐高铁去。",
    "I'm hungry.",
    "我心情不太好。",
    # marked sarcasm
    "Oh yeah, I just love waiting in line for hours. Not!",
    # greetings, thanks, small talk
    "Hi there!",
    "Thanks, that's great.",
    "谢谢你的帮助！",
    "你好呀",
    "OK, sounds good.",
    # plans for one occasion
    "I'm going to the cinema on Friday.",
    "I'll be in London next week.",
    "我下周要去北京出差。",
    "我打算周末去爬山。",
    # opinions about other things, not the user
    "I think the movie was too long.",
    "我觉得这家店不错。",
]


def _free_text(text: str) -> list[str]:
    return [
        c.content
        for c in read(text, task_id=None)
        if c.subject == "user" and (c.predicate or "").startswith("said:")
    ]


@pytest.mark.parametrize("text", STORED)
def test_a_statement_about_the_user_is_kept(text: str) -> None:
    candidates = read(text, task_id=None)
    assert candidates, "nothing stored"
    assert all(c.scope is Scope.USER for c in candidates)
    free = [c for c in candidates if (c.predicate or "").startswith("said:")]
    if free:
        (candidate,) = free
        assert candidate.memory_type is MemoryType.FACT
        assert 0.6 <= candidate.confidence < 0.8


@pytest.mark.parametrize("text", NOTHING_LASTING)
def test_a_look_alike_keeps_nothing_lasting(text: str) -> None:
    assert not [c for c in read(text, task_id=None) if c.scope is Scope.USER]


@pytest.mark.parametrize("text", [text if isinstance(text, str) else str(text.values[0]) for text in STORED])
def test_the_same_statement_has_the_same_key(text: str) -> None:
    first, again = read(text, task_id=None), read("  " + text.rstrip("。.") + "!", task_id=None)
    assert [(c.subject, c.predicate) for c in first] == [(c.subject, c.predicate) for c in again]


def test_a_statement_read_by_a_rule_is_not_kept_twice() -> None:
    assert _free_text("I live in Leeds.") == []
    assert _free_text("我对花生过敏。") == []
    assert len(read("I love jazz.", task_id=None)) == 1


@pytest.mark.parametrize(
    "text",
    [
        "My passport number is E12345678.",
        "我的身份证号是110101199003074514。",
        "My password is Tr0ub4dor&3xyz.",
    ],
)
def test_sensitive_data_kept_as_free_text_is_found_by_the_policy(text: str) -> None:
    for candidate in read(text, task_id=None):
        texts = (candidate.content, candidate.predicate or "", candidate.object_value or "")
        assert any(find_sensitive(t, include_email=True) for t in texts)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Always book me an aisle seat, never a middle seat",
            [("aisle seat", "required"), ("middle seat", "never")],
        ),
        (
            "Always book me an aisle seat, not a middle seat!",
            [("aisle seat", "required"), ("middle seat", "never")],
        ),
        ("Never put me in a hostel, always a hotel.", [("hostel", "never"), ("hotel", "required")]),
        (
            "Always book refundable tickets, never the cheap non-refundable ones.",
            [("refundable ticket", "required"), ("cheap non-refundable one", "never")],
        ),
    ],
)
def test_both_halves_of_always_never_are_standing_rules(text: str, expected: list[tuple[str, str]]) -> None:
    candidates = read(text, task_id=None)
    assert [(c.subject, c.object_value) for c in candidates] == expected
    assert all(c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER for c in candidates)


def test_a_habit_said_with_always_never_stays_a_liking() -> None:
    candidates = read("I always take the train, never the bus.", task_id=None)
    assert [(c.subject, c.object_value, c.memory_type) for c in candidates] == [
        ("train", "like", MemoryType.PREFERENCE),
        ("bus", "dislike", MemoryType.PREFERENCE),
    ]
