"""A held value said anew without its subject, by meaning (pure half: ``extraction.rules.anew_sense``):
a statement with one new value of the held value's type, said as a level, pairs with the memory; a
look-alike (someone else's, a one-off event, a question, a hypothetical, the held value again) does not."""

import pytest

from memory_center.extraction.rules.anew_sense import pairings


@pytest.mark.parametrize(
    ("held", "said", "old", "new", "close"),
    [
        ("My rent is $1800 a month", "Landlord bumped it to $1950 this month.", "1800", "1950", True),
        ("I weigh 210 pounds", "Down to 185 after the diet, feels great.", "210", "185", True),
        ("My commute is 40 minutes each way", "New bus route cut it to 25 minutes.", "40", "25", False),
        ("I live on the 4th floor", "We moved up to the 9th floor last month.", "4th", "9th", False),
        ("我月薪12000", "今年涨薪了，到手15000。", "12000", "15000", True),
        ("我家住3楼", "好的。我们搬到隔壁单元18楼了。", "3", "18", False),
        ("我一个月话费80块", "换了个套餐，一个月58。", "80", "58", True),
    ],
)  # fmt: skip
def test_one_new_value_said_as_a_level_pairs(held: str, said: str, old: str, new: str, close: bool) -> None:
    [pairing] = pairings(held, said)
    assert (pairing.sub.old, pairing.sub.new, pairing.close) == (old, new, close)
    assert held[pairing.sub.start : pairing.sub.end] == old
    assert old not in pairing.held and new not in pairing.said


def test_a_memory_about_another_person_pairs_only_with_them() -> None:
    assert pairings("My son is in 2nd grade", "He started 3rd grade this fall, loves his teacher.", True)
    assert pairings("我儿子上小学二年级", "开学升三年级了，作业多了不少。", True)
    assert not pairings("My son is in 2nd grade", "I started 3rd grade today haha", True)
    assert not pairings("My rent is $1400 a month", "She pays $1500 now.", False)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("My rent is $1400 a month", "My brother's rent is $2100, crazy."),  # someone else's
        ("我月薪9000", "我老公月薪到手15000。"),
        ("I weigh 180 pounds", "My dog weighs 60 pounds now, he's huge."),  # another thing's
        ("My rent is $1400 a month", "Paid $160 for parking today, ridiculous."),  # a one-off
        ("I weigh 180 pounds", "Deadlifted 200 pounds at the gym."),  # an event's amount
        ("I sleep 7 hours a night", "Worked 8 hours straight, exhausted."),
        ("我体重75公斤", "行李箱有23公斤，超重了。"),
        ("I weigh 180 pounds", "Could I get down to 170 by summer?"),  # a question
        ("我体重75公斤", "能减到70公斤吗？"),
        ("My rent is $1400 a month", "If it went up to 1600 I'd have to move."),  # a hypothetical
        ("我月薪9000", "要是能涨到12000就好了。"),
        ("My rent is $1400 a month", "Still $1400, it's now the cheapest on the street."),  # the held value
        ("My rent is $1400 a month and parking is $80", "Landlord bumped it to $1500."),  # two held values
    ],
)  # fmt: skip
def test_look_alikes_pair_with_nothing(held: str, said: str) -> None:
    assert pairings(held, said) == []
