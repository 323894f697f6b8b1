"""Periods a query names relative to the request's instant (pure), in English and Chinese."""

from datetime import UTC, datetime, timedelta, timezone

import pytest

from memory_center.retrieval.relative_dates import Period, relative_periods

NOW = datetime(2026, 12, 1, 22, 30, tzinfo=UTC)  # a Tuesday


def day(month: int, number: int, year: int = 2026) -> datetime:
    return datetime(year, month, number, tzinfo=UTC)


@pytest.mark.parametrize(
    ("query", "start", "end"),
    [
        ("What did I have for dinner yesterday?", day(11, 30), day(12, 1)),
        ("Where did we go last night?", day(11, 30), day(12, 1)),
        ("What did I say the day before yesterday?", day(11, 29), day(11, 30)),
        ("What did I order 3 days ago?", day(11, 28), day(11, 29)),
        ("What did I buy two days ago?", day(11, 29), day(11, 30)),
        ("What's on my plate today?", day(12, 1), day(12, 2)),
        ("Which meetings did I have last week?", day(11, 23), day(11, 30)),
        ("What did I read a week ago?", day(11, 23), day(11, 30)),
        ("What is planned this week?", day(11, 30), day(12, 7)),
        ("How much did I spend last month?", day(11, 1), day(12, 1)),
        ("What did I try two months ago?", day(10, 1), day(11, 1)),
        ("Where did I travel last year?", day(1, 1, 2025), day(1, 1, 2026)),
        ("昨天晚饭吃了什么？", day(11, 30), day(12, 1)),
        ("我前天说了什么？", day(11, 29), day(11, 30)),
        ("三天前我买了什么？", day(11, 28), day(11, 29)),
        ("上周末去哪儿玩了？", day(11, 23), day(11, 30)),
        ("上个星期开了几次会？", day(11, 23), day(11, 30)),
        ("这个月花了多少钱？", day(12, 1), day(1, 1, 2027)),
        ("上个月体检结果怎么样？", day(11, 1), day(12, 1)),
        ("两个月前我在学什么？", day(10, 1), day(11, 1)),
        ("去年去过哪些国家？", day(1, 1, 2025), day(1, 1, 2026)),
        ("前年在哪里工作？", day(1, 1, 2024), day(1, 1, 2025)),
    ],
)
def test_periods_a_query_names(query: str, start: datetime, end: datetime) -> None:
    assert relative_periods(query, NOW) == (Period(start, end),)


@pytest.mark.parametrize(
    "query",
    [
        "What did John do the week before August 3, 2023?",  # relative to a named date, not to now
        "What happened in the last week of May?",
        "What may help me sleep?",
        "When did Melanie go camping in June?",
        "Do I prefer window seats?",
        "我每个星期去几次健身房？",  # every week names no period
        "我喜欢什么运动？",
    ],
)
def test_queries_naming_no_relative_period(query: str) -> None:
    assert relative_periods(query, NOW) == ()


def test_a_month_back_crosses_the_year() -> None:
    january = datetime(2027, 1, 15, 9, 0, tzinfo=UTC)
    assert relative_periods("last month", january) == (Period(day(12, 1), day(1, 1, 2027)),)
    assert relative_periods("两个月前", january) == (Period(day(11, 1), day(12, 1)),)


def test_the_instant_is_read_in_utc() -> None:
    """Half past midnight in Shanghai is still the day before in UTC: "yesterday" is two days back
    there, one day back in UTC, the zone every stored time is kept in."""
    shanghai = datetime(2026, 12, 2, 0, 30, tzinfo=timezone(timedelta(hours=8)))
    (period,) = relative_periods("yesterday", shanghai)
    assert period == Period(day(11, 30), day(12, 1))
    assert period.holds(datetime(2026, 11, 30, 23, 59, tzinfo=UTC))
    assert not period.holds(datetime(2026, 12, 1, 0, 0, tzinfo=UTC))
