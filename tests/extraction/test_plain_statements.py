"""Plain statements of liking, habit, appointment and identity are kept (session 22, issues 24/25): a
favourite with words of degree, a bare thing "all day", a fronted "mostly", 主要 as a habit adverb, a
scheduled event with a day or hour (``extraction.rules.schedule``: the user's until its day ends) and
我是<occupation> — with the look-alikes that keep nothing lasting. The write-path tests run through the
HTTP API on the real PostgreSQL."""

from datetime import UTC, datetime

import pytest

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.reader import read_message
from memory_center.extraction.rules.schedule import read_schedule, recurs, scheduled_end

SUNDAY = datetime(2026, 12, 6, 15, 0, tzinfo=UTC)


def keys(text: str, said_at: datetime = SUNDAY) -> set[tuple[str, str, str, str]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, said_at)
    return {
        (c.subject or "", c.predicate or "", c.object_value or "", c.scope.value)
        for c in read_message(message)
    }


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Spicy food is my absolute favourite", ("spicy food", "preference", "like", "USER")),
        ("Sushi is hands down my favourite.", ("sushi", "preference", "like", "USER")),
        ("Thai food has become my absolute favorite.", ("thai food", "preference", "like", "USER")),
        ("Coffee all day", ("coffee", "preference", "like", "USER")),
        ("Sparkling water all day, every day.", ("sparkling water", "preference", "like", "USER")),
        ("Mostly I listen to podcasts on my commute.", ("podcast", "preference", "like", "USER")),
        ("我最近主要看悬疑小说。", ("悬疑小说", "preference", "like", "USER")),
        ("我平时主要听播客。", ("播客", "preference", "like", "USER")),
        ("咖啡一天到晚喝。", ("咖啡", "preference", "like", "USER")),
        ("我是程序员", ("user", "job", "程序员", "USER")),
        ("我现在是老师了。", ("user", "job", "老师", "USER")),
        (
            "The dentist appointment is Tuesday at 3.",
            ("dentist appointment", "scheduled", "Tuesday at 3", "USER"),
        ),
        ("儿子的钢琴课在周六上午", ("儿子的钢琴课", "scheduled", "周六上午", "USER")),
        ("牙医预约改到周四上午十点了。", ("牙医预约", "scheduled", "周四上午十点", "USER")),
    ],
)
def test_a_plain_statement_gives_its_memory(text: str, key: tuple[str, str, str, str]) -> None:
    assert key in keys(text), (text, keys(text))


@pytest.mark.parametrize(
    "text",
    [
        "Is spicy food bad for you?",
        "My friend's favourite is sushi",
        "Sushi is my least favourite.",
        "Sushi is not my favourite.",
        "Sushi is my wife's favourite.",
        "If I had to choose, ramen would be my favourite.",
        "Meetings all day.",
        "Rain all day yesterday.",
        "我是说明天",
        "我是昨天到的。",
        "我是会员",
        "我是家长",
        "我主要是想问一下价格",
        "我朋友最喜欢寿司。",
        "Is the dentist appointment on Tuesday or Wednesday?",
        "The meeting is at the office.",
        "My meeting was on Tuesday.",
        "牙医预约是周二吗？",
        "会议在三楼",
    ],
)
def test_a_look_alike_gives_no_lasting_liking_job_or_event(text: str) -> None:
    lasting = {key for key in keys(text) if key[3] == "USER" and not key[1].startswith("said:")}
    assert lasting == set(), (text, lasting)


def test_when_a_scheduled_event_ends() -> None:
    assert scheduled_end("dentist appointment", "Tuesday at 3", SUNDAY) == datetime(2026, 12, 9, tzinfo=UTC)
    assert scheduled_end("appointment", "tomorrow at 2pm", SUNDAY) == datetime(2026, 12, 8, tzinfo=UTC)
    assert scheduled_end("job interview", "3 June at 9am", SUNDAY) == datetime(2027, 6, 4, tzinfo=UTC)
    assert scheduled_end("牙医预约", "周二下午三点", SUNDAY) == datetime(2026, 12, 9, tzinfo=UTC)
    assert scheduled_end("meeting", "next Sunday", SUNDAY) == datetime(2026, 12, 14, tzinfo=UTC)
    for event, when in (("yoga class", "Tuesdays at 6pm"), ("游泳课", "每周三下午"), ("钢琴课", "周六上午")):
        assert recurs(event, when) and scheduled_end(event, when, SUNDAY) is None, (event, when)
    assert not recurs("dentist appointment", "Tuesday at 3")
    assert read_schedule("The class is full") is None
    assert read_schedule("我们在周六上课") is None


async def test_an_appointment_is_the_users_until_its_day_and_a_move_replaces_its_time(tenant: Tenant) -> None:
    [first] = (await say(tenant, "The dentist appointment is Tuesday at 3."))["candidates"]
    assert first["governance_reason"] == "accepted", first
    [moved] = (await say(tenant, "The dentist appointment got moved to Thursday at 11."))["candidates"]
    assert moved["governance_reason"] == "supersedes", moved
    facts = [fact for fact in await list_facts(tenant, user_id="u-1") if fact["predicate"] == "scheduled"]
    assert [(fact["subject"], fact["object_value"], fact["scope"]) for fact in facts] == [
        ("dentist appointment", "Thursday at 11", "USER")
    ]
    assert facts[0]["valid_until"] is not None, "a one-off event is no memory beyond its day"


async def test_a_weekly_lesson_and_a_job_last_and_look_alikes_keep_nothing(tenant: Tenant) -> None:
    for text in ("女儿的游泳课是每周三下午。", "我是程序员"):
        [candidate] = (await say(tenant, text))["candidates"]
        assert candidate["governance_reason"] == "accepted", candidate
    for text in ("我是说明天", "My friend's favourite is sushi", "Is spicy food bad for you?"):
        assert (await say(tenant, text))["candidates"] == [], text
    facts = await list_facts(tenant, user_id="u-1")
    assert sorted(
        (fact["subject"], fact["object_value"], fact["scope"], fact["valid_until"]) for fact in facts
    ) == [
        ("user", "程序员", "USER", None),
        ("女儿的游泳课", "每周三下午", "USER", None),
    ]


def test_a_recurring_event_told_as_ones_own_is_left_to_the_free_text_habit() -> None:
    """ "My yoga class is on Tuesdays" is a habit the free-text reader keeps (and a later habit of its
    topic replaces there); another's or an unowned recurring event, and a one-off of one's own, are read."""
    assert read_schedule("My yoga class is on Tuesdays at 6pm") is None
    assert read_schedule("I've got piano lessons on Saturdays") is None
    assert read_schedule("女儿的游泳课是每周三下午") is not None
    assert read_schedule("I have a dentist appointment on Tuesday at 3") is not None
    assert ("user", "said:my yoga class is on tuesdays at 6pm") in {
        key[:2] for key in keys("My yoga class is on Tuesdays at 6pm")
    }
