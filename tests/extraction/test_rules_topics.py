"""Probe 7's classes on the rule extractor alone (docs/evaluation.md, "Probe 7 and probe 8"): what a
retraction names by topic or takes back whole, a state that ended (job, home, car, partner), a budget
revised in everyday words, and the end of a period a stance is held for — and the look-alikes that
must give nothing."""

from datetime import UTC, datetime

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.periods import period_end
from memory_center.extraction.rules.retract import Retraction, names_key, read_retraction


def _said(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))


def keys(text: str) -> list[tuple[str | None, str | None, str | None]]:
    return [(c.subject, c.predicate, c.object_value) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Forget what I said about my job.", Retraction("my job")),
        ("Scratch the bit about where I live.", Retraction("where i live")),
        ("Drop the part I told you about my diet.", Retraction("my diet")),
        ("刚才说的工作的事别记了", Retraction("工作")),
        ("忘了我刚才说的住的地方吧", Retraction("住的地方")),
        ("刚才说的饮食那块不算", Retraction("饮食")),
        ("Please forget everything I said earlier.", Retraction(None, everything=True)),
        ("Forget everything I told you today.", Retraction(None, everything=True)),
        ("Forget all of that.", Retraction(None, everything=True)),
        ("Disregard everything I've told you so far.", Retraction(None, everything=True)),
        ("我刚才说的都忘了吧", Retraction(None, everything=True)),
        ("之前说的全部作废", Retraction(None, everything=True)),
        ("刚才说的全都不算了", Retraction(None, everything=True)),
    ],
)
def test_retractions_read(text: str, expected: Retraction) -> None:
    assert read_retraction(_said(text)) == expected


@pytest.mark.parametrize(
    "text", ["Forget it.", "Forget that.", "算了，忘了吧", "Forget everything else, book the train."]
)
def test_a_bare_forget_is_no_retraction(text: str) -> None:
    assert read_retraction(_said(text)) is None


@pytest.mark.parametrize(
    ("about", "subject", "predicate", "named"),
    [
        ("my job", "user", "workplace", True),
        ("my job", "user", "job", True),
        ("工作", "user", "workplace", True),
        ("where i live", "user", "residence", True),
        ("住的地方", "user", "residence", True),
        ("my diet", "user", "diet", True),
        ("allergies", "peanut", "allergy", True),
        ("对象", "partner", "name", True),
        ("my kids", "youngest son", "name", True),
        ("money", "hotel_budget", "max_amount", True),
        ("钱", "budget", "max_amount", True),
        ("my name", "user", "name", True),
        ("my wife's name", "partner", "name", True),
        ("my wife's name", "user", "name", False),  # the partner's name, not the user's
        ("my job", "user", "residence", False),
        ("my diet", "peanut", "allergy", False),
        ("the weather", "user", "residence", False),
    ],
)
def test_a_topic_word_names_the_keys_of_its_topic(
    about: str, subject: str, predicate: str, named: bool
) -> None:
    assert names_key(about, subject, predicate) is named


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an employer changed or left
        ("I switched jobs, I'm at Google now.", [("user", "workplace", "Google")]),
        ("Started a new job at Siemens last week.", [("user", "workplace", "Siemens")]),
        ("I left Acme for a startup.", [("user", "workplace", "a startup")]),
        ("I left Acme to join Stripe.", [("user", "workplace", "Stripe")]),
        ("I quit my job at Deloitte last month.", [("user", "workplace", "none")]),
        ("I don't work at Siemens anymore.", [("user", "workplace", "none")]),
        ("I got laid off.", [("user", "workplace", "none")]),
        ("I switched jobs.", [("user", "workplace", "unknown")]),
        ("我换工作了，现在在华为", [("user", "workplace", "华为")]),
        ("我已经从阿里离职了", [("user", "workplace", "none")]),
        ("我不在腾讯干了", [("user", "workplace", "none")]),
        ("我被裁了", [("user", "workplace", "none")]),
        ("我换工作了", [("user", "workplace", "unknown")]),
        # a home, job or car that ended
        ("I don't live in Lyon anymore.", [("user", "residence", "none")]),
        ("我已经不住杭州了", [("user", "residence", "none")]),
        ("I'm not a nurse anymore.", [("user", "job", "none")]),
        ("我现在不当老师了", [("user", "job", "none")]),
        ("I sold my car last week.", [("user", "car", "none")]),
        ("I don't have a car anymore.", [("user", "car", "none")]),
        ("我把车卖了", [("user", "car", "none")]),
        ("I sold my Tesla and bought a Volvo.", [("user", "car", "Volvo")]),
        # a relationship ended
        ("Lisa and I aren't together anymore.", [("partner", "name", "none")]),
        ("I'm not with Ben anymore.", [("partner", "name", "none")]),
        ("We've split, it's over.", [("partner", "name", "none")]),
        ("我俩已经不在一起了", [("partner", "name", "none")]),
        ("我跟男朋友吹了", [("partner", "name", "none")]),
        # a budget revised in everyday words
        ("I can only spend 500 euros now.", [("budget", "max_amount", "500 EUR")]),
        ("预算少一点，两千就行", [("budget", "max_amount", "2000")]),
        ("预算再压一压，最多两千", [("budget", "max_amount", "2000")]),
        ("酒店预算低一点，五百就够了", [("hotel_budget", "max_amount", "500")]),
        # probe 8's misses
        ("I handed in my notice at Accenture last week.", [("user", "workplace", "none")]),
        ("Just started at Barclays.", [("user", "workplace", "Barclays")]),
        ("我被公司裁员了", [("user", "workplace", "none")]),
        ("车已经卖掉了", [("user", "car", "none")]),
        ("我们俩分手了", [("partner", "name", "none")]),
        ("This week I'm staying away from cheese.", [("cheese", "preference", "dislike")]),
        ("I'm avoiding pasta for the next three weeks.", [("pasta", "preference", "dislike")]),
        # a stance for a while
        ("I'm off red wine for the next two weeks.", [("red wine", "preference", "dislike")]),
        ("I'm cutting out bread for a month.", [("bread", "preference", "dislike")]),
    ],
)
def test_reads(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert keys(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I left Paris last year.",  # a place, not a job
        "I quit my job in 2019.",  # long ago: says nothing of now
        "I left Acme for personal reasons.",
        "I'm quitting my job.",  # an intention: no stance on "job"
        "I'm not with you on that.",
        "We split the bill.",
        "我们分开走吧",
        "我最多两千",  # a limit on nothing named
        "预算是个问题",
    ],
)
def test_look_alikes_give_no_such_memory(text: str) -> None:
    assert not [
        k for k in keys(text) if k[1] in ("workplace", "residence", "job", "car", "name", "preference", "max")
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Make it 500 instead.", "500"),
        ("Let's make it Porto instead.", "Porto"),
        ("Change it to 450.", "450"),
    ],
)
def test_a_change_of_the_last_value_is_a_later_correction(text: str, value: str) -> None:
    said = read_later_correction(_said(text))
    assert said is not None and said.value == value


@pytest.mark.parametrize("text", ["Make it quick.", "Make it a double.", "Make sure you book early."])
def test_make_it_without_a_value_is_no_correction(text: str) -> None:
    assert read_later_correction(_said(text)) is None


WEDNESDAY = datetime(2026, 12, 2, 15, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "said_at", "end"),
    [
        ("This month I'm off sugar.", WEDNESDAY, datetime(2027, 1, 1, tzinfo=UTC)),
        ("这个月我不吃甜食", WEDNESDAY, datetime(2027, 1, 1, tzinfo=UTC)),
        ("I'm not drinking coffee this week.", WEDNESDAY, datetime(2026, 12, 7, tzinfo=UTC)),
        ("这礼拜我不吃辣", WEDNESDAY, datetime(2026, 12, 7, tzinfo=UTC)),
        ("这周我戒咖啡", datetime(2026, 12, 6, 23, tzinfo=UTC), datetime(2026, 12, 7, tzinfo=UTC)),  # Sunday
        ("本月我不喝酒", datetime(2027, 2, 10, tzinfo=UTC), datetime(2027, 3, 1, tzinfo=UTC)),
        ("I'm off red wine for the next two weeks.", WEDNESDAY, datetime(2026, 12, 16, 15, 30, tzinfo=UTC)),
        ("I'm cutting out bread for a month.", WEDNESDAY, datetime(2027, 1, 1, 15, 30, tzinfo=UTC)),
        ("接下来三天我不吃肉", WEDNESDAY, datetime(2026, 12, 5, 15, 30, tzinfo=UTC)),
        ("No dairy for 10 days.", WEDNESDAY, datetime(2026, 12, 12, 15, 30, tzinfo=UTC)),
    ],
)
def test_the_end_of_a_named_period(text: str, said_at: datetime, end: datetime) -> None:
    assert period_end(text, said_at) == end


@pytest.mark.parametrize(
    "text",
    [
        "I've been off sugar for a month.",  # how long it has lasted
        "Tonight I don't want spicy food.",  # depends on the user's time zone: the session's lifetime
        "I'm off sugar for a few weeks.",  # a vague length
        "I love sugar.",
    ],
)
def test_no_named_period(text: str) -> None:
    assert period_end(text, WEDNESDAY) is None


def test_a_stance_for_a_period_carries_its_end_and_a_lasting_one_none() -> None:
    [held] = read("This month I'm off chocolate.", task_id=None)
    [lasting] = read("I love chocolate.", task_id=None)
    assert held.valid_until is not None and held.valid_until.day == 1
    assert lasting.valid_until is None
