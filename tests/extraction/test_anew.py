"""A held memory's topic said with a new value and no marker (pure: ``extraction.rules.anew``): the one
held value of the new value's shape is replaced; look-alikes (another thing, someone else's, a one-off,
a second one, a question, a plan) change nothing."""

import pytest

from memory_center.extraction.rules.anew import Held, clauses, may_update, updated_in


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        (Held("my water bill is $60 a month"), "water bill came in at 75 this month, ouch", "60", "75"),
        (Held("my yoga class is on fridays"), "tea before my saturday yoga class", "fridays", "saturday"),
        (Held("i wake up at 6:30 on weekdays"), "waking up at 5:50 for the new shift", "6:30", "5:50"),
        (Held("my vet is Dr. Ames", "Dr. Ames", True), "our vet Dr. Kowalski is kind", "Ames", "Kowalski"),
        (Held("my coach is a guy named Marco", "Marco", True), "my coach Lena is strict", "Marco", "Lena"),
        (Held("my run is 5 km every morning"), "my run is 8 km now, legs are dead", "5", "8"),
        (Held("我每月话费80"), "这个月话费交了95，流量超了", "80", "95"),
        (Held("我的班主任是王老师", "王老师", True), "李老师这个班主任管得好严", "王老师", "李老师"),
        (Held("我每周六上午上书法课"), "周日上午书法课之前先去买纸", "周六", "周日"),
        (Held("我每天9点上班"), "10点上班之后轻松多了", "9点", "10点"),
        (Held("我房租每月3800"), "续租合同签完，每月4200，肉疼", "3800", "4200"),
    ],
)  # fmt: skip
def test_the_topic_said_with_a_new_value_replaces_it(held: Held, said: str, old: str, new: str) -> None:
    assert may_update(said)
    sub = updated_in(held, said)
    assert sub is not None and old in sub.old and new in sub.new
    assert held.text[sub.start : sub.end] == sub.old


@pytest.mark.parametrize(
    ("held", "said"),
    [
        (Held("my water bill is $60 a month"), "my phone bill is $45 a month"),  # another thing
        (Held("my water bill is $60 a month"), "my neighbour's water bill is 90, crazy"),  # someone else's
        (Held("my water bill is $60 a month"), "Jake's water bill is 90"),  # a possessive
        (Held("i pay $40 a month for parking"), "paid 12 for parking at the airport today"),  # a one-off
        (Held("my yoga class is on fridays"), "i also have a yoga class on tuesdays"),  # a second one
        (Held("i wake up at 6:30 on weekdays"), "should i wake up at 5:30 instead?"),  # a question
        (Held("i wake up at 6:30 on weekdays"), "if i wake up at 5:30 i could run first"),  # hypothetical
        (Held("my water bill is $60 a month"), "my water bill isn't 75, that was the gas"),  # denied
        (Held("my water bill is $60 a month"), "water bill is still 60, fine"),  # the same value
        (Held("my water bill is $60 a month"), "water bill is 2 pages long"),  # far off as an amount
        (Held("my run is 5 km every morning"), "my run took 40 minutes"),  # another unit
        (Held("I'm on 10mg lisinopril"), "the doctor put me on amlodipine 5mg"),  # another thing's amount
        (Held("My club meets Tuesday nights at Victoria Park."), "Club is Wednesday nights at Hackney Wick."),
        (Held("my coach is a guy named Marco", "Marco", True), "my sister's coach Lena is strict"),
        (Held("我每月话费80"), "我健身卡每月300"),
        (Held("我房租每月3800"), "我房贷每月3500"),  # 房 is no head of 房租
        (Held("我每月话费80"), "我妈妈话费每月50"),
        (Held("我的班主任是王老师", "王老师", True), "我朋友的班主任是李老师"),
        (Held("我每周六上午上书法课"), "我周日上午也有书法课"),
        (Held("我每周六上午上书法课"), "我周日上午有数学课"),
        (Held("我每天9点上班"), "如果10点上班会不会好一点"),
        (Held("我每月停车费500"), "今天在商场停车花了20"),
        (Held("my alarm goes off at 6:15"), "set an alarm for 3:00 to take the roast out"),  # an instance
        (Held("i have guitar lessons on mondays"), "no guitar lesson on wednesday, teacher is sick"),
        (Held("i have guitar lessons on mondays"), "guitar lesson cancelled on wednesday"),
        (Held("我每天7点起床"), "明天6点起床赶飞机"),
    ],
)  # fmt: skip
def test_look_alikes_replace_nothing(held: Held, said: str) -> None:
    assert updated_in(held, said) is None


@pytest.mark.parametrize(
    ("said", "gate"),
    [
        ("paid 2050 in rent this month", True),
        ("林姐当我们主管第一次开组会就训人", True),
        ("is 5:30 too early for an alarm?", False),  # a question
        ("sounds good, thanks", False),  # no value
        ("如果6点起床会不会更有效率", False),
        ("i also have a piano lesson on thursdays", False),
    ],
)
def test_the_gate_before_any_memory_is_read(said: str, gate: bool) -> None:
    assert may_update(said) is gate


def test_clauses_keep_numbers_and_titles() -> None:
    assert clauses("rent is 1,800, ugh. Dr. Brennan said so") == [
        "rent is 1,800",
        "ugh",
        "Dr. Brennan said so",
    ]
