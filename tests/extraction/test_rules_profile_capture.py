"""What the profile needs to be told (docs/context.md, "The user's profile"): everyday statements about
the user, their household and their plans are stored at USER scope in any wording; their look-alikes
store nothing lasting. Mechanisms: the user named after a statement's first words and leads
(``said_gates.HOLDS_FOR_ME``, ``LEAD``), the wider family's homes (``KIN``, ``HOME``), gate words
inside longer Chinese words (``ZH_WORDS_AROUND``), trips keyed by where they go (``plans``), orders
for every occasion of a kind (``requirements``)."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope

KEPT = [
    # leads and the user named after the first words
    ("Honestly, I find museums boring.", "user"),
    ("Tea over coffee for me, every time.", "user"),
    ("Home for me is a small flat in Leeds.", "user"),
    ("When I travel I like to stay in small family-run guesthouses.", "user"),
    ("甜的东西我一般不碰。", "user"),
    ("周末我们一般去爬山。", "user"),
    # gate words that were only parts of other words or times
    ("我睡觉特别轻，一点声音就醒。", "user"),
    ("My dad is 80 and doesn't walk very well these days.", "father"),
    ("I keep two rabbits in the garden.", "user"),
    ("家里的猫咪咪已经十五岁了，要每天喂药。", "猫咪"),
    # the wider family's homes, kept with them
    ("My sister Ana lives in Valencia.", "sister"),
    ("我岳母跟我们一起住。", "岳母"),
    ("我姐姐住在上海。", "姐姐"),
]

NOTHING_LASTING = [
    "My brother hates cilantro.",
    "My cousin is terrified of spiders.",
    "My sister said she lives too far away.",
    "老板让我周末加班。",
    "我同事对花生过敏。",
    "That's too much for me.",
    "Can you find a hotel for me?",
    "I keep forgetting my keys.",
    "I'm flying to Rome tonight.",
    "我这周末要去杭州玩。",
    "I'll be in London next week.",
    "My sister is going to Paris in May.",
    "我姐姐五一去大理。",
    "这次出差就住便宜点的酒店吧。",
    "这首歌我不喜欢。",
    "德语我不学了。",
]


@pytest.mark.parametrize(("text", "subject"), KEPT)
def test_an_everyday_statement_is_kept_at_user_scope(text: str, subject: str) -> None:
    candidates = read(text, task_id=None)
    assert [c.subject for c in candidates] == [subject]
    assert all(c.scope is Scope.USER and c.memory_type is MemoryType.FACT for c in candidates)


@pytest.mark.parametrize("text", NOTHING_LASTING)
def test_a_look_alike_keeps_nothing_lasting(text: str) -> None:
    assert not [c for c in read(text, task_id=None) if c.scope is Scope.USER]


@pytest.mark.parametrize(
    ("first", "moved", "subject", "when"),
    [
        ("I'm flying to Tokyo on 12 March.", "The Tokyo trip moved to 19 March.", "tokyo", "19 March"),
        (
            "We're going to Lisbon in April.",
            "My trip to Lisbon has been pushed back to 3 May.",
            "lisbon",
            "3 May",
        ),
        ("我五一要去大理玩。", "大理的行程改到端午了。", "大理", "端午"),
        ("我们国庆去西安。", "去西安的行程推迟到十月十五号了。", "西安", "十月十五号"),
    ],
)
def test_a_trip_and_its_move_share_one_key(first: str, moved: str, subject: str, when: str) -> None:
    (planned,) = read(first, task_id=None)
    (changed,) = read(moved, task_id=None)
    assert (planned.subject, planned.predicate) == (changed.subject, changed.predicate) == (subject, "trip")
    assert changed.object_value == when
    assert planned.scope is changed.scope is Scope.USER


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Whenever you book a hotel for me, make it a non-smoking room.", "non-smoking room", "required"),
        ("Whenever you book me a flight, get an aisle seat.", "aisle seat", "required"),
    ],
)
def test_an_order_for_every_occasion_is_a_standing_rule(text: str, subject: str, value: str) -> None:
    (candidate,) = read(text, task_id=None)
    assert (candidate.subject, candidate.object_value) == (subject, value)
    assert candidate.memory_type is MemoryType.CONSTRAINT and candidate.scope is Scope.USER


def test_a_measure_word_is_not_only() -> None:
    """有只柯基 is "have a corgi" (只 the measure word), not a rule "only …"."""
    candidates = read("我家有只柯基叫豆豆。", task_id=None)
    assert [c.memory_type for c in candidates] == [MemoryType.FACT]
    assert [c.object_value for c in read("我只喝美式。", task_id=None)] == ["only"]
