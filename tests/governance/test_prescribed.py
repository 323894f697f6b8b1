"""A carer's restriction for a named time (``governance.prescribed``) is the user's health for that
time: no one-time detail (``governance.lasting.says_one_time``), and its period counts from now."""

from datetime import UTC, datetime, timedelta

import pytest

from memory_center.extraction.look_alikes import not_lasting
from memory_center.extraction.rules.conditions import tells_health
from memory_center.extraction.rules.periods import period_end
from memory_center.governance.lasting import says_one_time
from memory_center.governance.prescribed import as_period, prescribed


@pytest.mark.parametrize(
    "text",
    [
        "my orthopedist says no tennis for eight weeks",
        "Dentist said nothing hot to drink for the next few days",
        "医生交代这个星期别碰辣的",
        "大夫说两周之内不能洗澡",
    ],
)
def test_a_carers_order_for_a_while_is_no_one_time_detail(text: str) -> None:
    assert prescribed(text)
    assert not says_one_time(text)


@pytest.mark.parametrize(
    "text",
    [
        "no tennis for me this week, too busy",  # no carer
        "the doctor says I'm fine",  # no restriction, no time
        "I've been off caffeine for a month since the doctor told me to",  # lasted, not ordered ahead
        "should I avoid coffee for a week, doctor?",  # a question
        "the vet says no walks for the dog for two weeks",  # the pet's
    ],
)
def test_no_carers_order(text: str) -> None:
    assert not prescribed(text)


def test_a_chinese_within_length_counts_from_now() -> None:
    said = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert period_end(as_period("医生说三周内别跑步"), said) == said + timedelta(days=21)


@pytest.mark.parametrize(
    ("text", "passing"),
    [
        ("I got a nasty stomach bug, doc said only bland food and fluids for a few days", True),
        ("得了重感冒，医生说这三天别出门", True),
        ("sprained my ankle and the physio says no running for six weeks", False),
        ("上周打球把脚踝崴了,医生说一个月内别做剧烈运动。", False),
    ],
)
def test_an_order_for_days_passes_with_the_illness(text: str, passing: bool) -> None:
    # an acute illness's order for a few days is no lasting health; a week or longer is
    assert (not_lasting(text) == "illness") is passing


def test_an_order_for_days_is_no_lasting_health() -> None:
    # the order's days say it passes with the bug; weeks say how long the user's health holds
    short = "I got a nasty stomach bug, doc said only plain rice and toast for the next two days"
    assert says_one_time(short) and not tells_health(short)
    long = "the physio says no climbing for six weeks"
    assert not says_one_time(long) and tells_health(long)
