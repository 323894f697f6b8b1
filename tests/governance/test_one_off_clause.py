"""Session 26: a one-off judged by the clause that names the new option (governance.lasting,
docs/extraction.md "Session 26: one-offs by their clause"), the pure part."""

import pytest

from extraction.test_rules import read
from memory_center.governance.lasting import kept_anew, one_off


@pytest.mark.parametrize(
    ("statement", "value"),
    [
        ("今天在拼多多买了包纸巾，挺便宜", "拼多多"),
        ("Flew Ryanair to Dublin this once, never again.", "Ryanair"),
        ("Booked this one stay on Expedia because it had a deal.", "Expedia"),
        ("Paid with my Amex at the market this morning, their phone reader was down.", "Amex"),
        ("下午同事请客，喝了杯蜜雪冰城。", "蜜雪冰城"),
        ("今晚一直叫不到车，就用高德打了一次。", "高德"),
        ("Grabbed a meal deal at Tesco today on my lunch break.", "Tesco"),
    ],
)
def test_one_occasion_at_another_option_is_a_one_off(statement: str, value: str) -> None:
    assert one_off(statement, value)


@pytest.mark.parametrize(
    ("statement", "value"),
    [
        ("the pool at my David Lloyd club is freezing today", "David Lloyd"),
        ("我常去的金吉鸟今天人特别多，等器械等了半天。", "金吉鸟"),
        ("Signed up at Blue Bottle today with a monthly subscription.", "Blue Bottle"),
        ("今天办了超级猩猩的年卡。", "超级猩猩"),
        ("今天把工资卡换到了招商银行。", "招商银行"),
        ("Started at KPMG this week, same kind of work but much better hours.", "KPMG"),
        ("I bought a Tesla today", "Tesla"),
        ("入了个iPhone 15，小米给我妈用了", "iPhone"),
        ("picked up a used Subaru Outback yesterday", "Subaru Outback"),
    ],
)
def test_a_held_option_or_a_settled_change_said_today_is_no_one_off(statement: str, value: str) -> None:
    assert not one_off(statement, value)


def test_a_value_told_as_held_passes_a_time_word() -> None:
    assert kept_anew("the pool at my David Lloyd club is freezing today", "David Lloyd")
    assert not kept_anew("Grabbed a coffee at Costa today, my usual Pret was shut", "Costa")


def test_a_one_off_is_read_for_the_task_only() -> None:
    (reading,) = read("今天在拼多多买了包纸巾，挺便宜")
    assert (reading.predicate, reading.scope.value) == ("shopping_platform", "TASK")
    (held,) = read("我网购都用京东")
    assert held.scope.value == "USER"
