"""Dates a query names (pure): days, months, years in English and Chinese, and the guard for "may"."""

from datetime import UTC, datetime, timedelta, timezone

import pytest

from memory_center.retrieval.named_dates import NamedDate, named_dates, on_named_date


@pytest.mark.parametrize(
    ("query", "dates"),
    [
        ("What did Gina find for her store on 1 February, 2023?", [NamedDate(2023, 2, 1)]),
        ("What did Jon get accepted for on May 23, 2023?", [NamedDate(2023, 5, 23)]),
        ("What painting did she show on October 13th 2023?", [NamedDate(2023, 10, 13)]),
        ("What did John do the week before August 3, 2023?", [NamedDate(2023, 8, 3)]),
        ("What setback did Melanie face in October 2023?", [NamedDate(2023, 10)]),
        ("When did Melanie go camping in June?", [NamedDate(None, 6)]),
        ("How many times has she gone to the beach in 2023?", [NamedDate(2023)]),
        ("Notes from 2023-05-08", [NamedDate(2023, 5, 8)]),
        ("When is the 13 August party?", [NamedDate(None, 8, 13)]),
        ("我2023年5月8日去了哪里？", [NamedDate(2023, 5, 8)]),
        ("我5月8号做了什么？", [NamedDate(None, 5, 8)]),
        ("我５月去了哪里？", [NamedDate(None, 5)]),  # full-width digits
        ("2022年我换了几次工作？", [NamedDate(2022)]),
        ("What did we plan in May?", [NamedDate(None, 5)]),
        ("Did the March deadline move? And in March 2024?", [NamedDate(2024, 3)]),
        ("Between June and July 2023", [NamedDate(2023, 7), NamedDate(None, 6)]),
    ],
)
def test_dates_a_query_names(query: str, dates: list[NamedDate]) -> None:
    assert list(named_dates(query)) == dates


@pytest.mark.parametrize(
    "query",
    [
        "What may help with the pain?",
        "May I ask what she painted?",
        "Did they march for the cause?",
        "When did Caroline go to the support group?",
        "How long ago was her 18th birthday?",
        "She ran 5 km at 10:30",
        "我上周去了哪里？",  # relative dates are not read
        "我13月去了哪里？",  # no such month
    ],
)
def test_queries_naming_no_date(query: str) -> None:
    assert named_dates(query) == ()


def test_a_time_is_on_a_named_date_in_utc() -> None:
    at = datetime(2023, 5, 8, 23, 30, tzinfo=UTC)
    assert NamedDate(2023, 5, 8).holds(at)
    assert NamedDate(None, 5).holds(at) and NamedDate(2023).holds(at)
    assert not NamedDate(2023, 5, 9).holds(at) and not NamedDate(2022, 5).holds(at)
    # 01:30 on 9 May in UTC+2 is 23:30 on 8 May in UTC.
    assert NamedDate(2023, 5, 8).holds(at.astimezone(timezone(timedelta(hours=2))))
    assert on_named_date(at, (NamedDate(2023, 6), NamedDate(2023, 5, 8)))
    assert not on_named_date(at, ())
