"""Life changes told as a narrative (session 26, docs/extraction.md "Session 26: life changes told as a
narrative"): ending rows, beginning frames, a near date beside a change, the divorce, a child's school,
and the look-alikes that change nothing. Pure readers, no mocks."""

import pytest

from extraction.test_rules import read
from memory_center.extraction.frames import read_frames
from memory_center.extraction.held_schools import schools_said
from memory_center.extraction.held_schools_en import schools_said as schools_said_en
from memory_center.extraction.rules.life_events import Owned, ended_by_events
from memory_center.extraction.rules.started import DIVORCED, New, relation_status
from memory_center.governance.lasting import says_one_time

HUAWEI = Owned("user", "workplace", "华为", "我在华为做硬件工程师")
SCHOOL = Owned("user", "school", "Ohio State", "I'm a junior at Ohio State")
LEO = Owned("son", "school", "Oakwood Elementary", "my son Leo is in 4th grade at Oakwood Elementary")
GYM = Owned("user", "said:i go to planet fitness on 5th street", "I go to Planet Fitness on 5th street")
MARRIED = Owned("user", "said:我和老公结婚五年了", "我和老公结婚五年了", "我和老公结婚五年了")
BOYFRIEND = Owned("男朋友", "said:我男朋友阿诚在广州工作", "我男朋友阿诚在广州工作", "我男朋友阿诚在广州工作")
HELD = [HUAWEI, SCHOOL, LEO, GYM, MARRIED, BOYFRIEND]


def ended(text: str) -> list[Owned]:
    return [HELD[index] for index in ended_by_events(text, HELD)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("周五是我在华为最后一天，下周去小米报到", [HUAWEI]),
        ("graduation pics are up! starting at a consulting firm in August", [SCHOOL]),
        ("we ended up pulling Leo out of Oakwood, he's doing better at Riverside Montessori", [LEO]),
        ("cancelled PF and signed up at the climbing gym down the block, Boulder Barn", [GYM]),
        ("离婚手续上周办完了，心里空落落的", [MARRIED, BOYFRIEND]),
        ("分手三个月了，朋友给我介绍了个男生", [MARRIED, BOYFRIEND]),
        # look-alikes: someone else's ending, a graduation of someone else's
        ("我同事周五在华为最后一天", []),
        ("my sister graduated from Yale last week", []),
        ("参加了表妹的毕业典礼", []),
        ("我闺蜜离婚了", []),
    ],
)
def test_an_ending_told_in_a_narrative_ends_the_held_value(text: str, expected: list[Owned]) -> None:
    assert ended(text) == expected


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("first week in Austin done! still unpacking boxes", "residence", "Austin"),
        ("房贷批下来了，钥匙也拿到手，下周搬进亦庄的新家", "residence", "亦庄"),
        ("终于搬出来自己住了！在苏州园区租了个一室一厅", "residence", "苏州园区"),
        ("big news, we closed on a house in Austin and the movers come tomorrow", "residence", "Austin"),
        ("昨天在阿里交了工牌，下个月一号去美团入职", "workplace", "美团"),
        ("Mate40摔碎了屏，干脆买了台iPhone 15", "phone_model", "iPhone 15"),
        (
            "cancelled PF and signed up at the climbing gym down the block, Boulder Barn",
            "gym",
            "Boulder Barn",
        ),
    ],
)
def test_a_beginning_told_in_a_narrative_is_said(text: str, slot: str, value: str) -> None:
    assert [(one.slot.name, one.value, one.presupposed) for one in read_frames(text)] == [
        (slot, value, False)
    ]


@pytest.mark.parametrize(
    "text",
    ["first week in Paris was amazing, flying home Sunday", "我们在杭州租了个房子度假一周"],
)
def test_a_place_of_a_trip_is_no_home(text: str) -> None:
    assert all(one.presupposed for one in read_frames(text) if one.slot.name == "residence")


@pytest.mark.parametrize(
    ("text", "one_time"),
    [
        ("周五是我在华为最后一天，下周去小米报到", False),
        ("the movers come tomorrow, we closed on a house in Austin", False),
        ("女儿下个月去蓝天幼儿园报到", False),
        ("我下个月要搬到上海", True),  # a plan
        ("下周去北京出差", True),  # no change
        ("I'll start at Google next week", True),
        ("tomorrow I start at the hotel for the conference", True),  # a trip
    ],
)
def test_a_near_date_beside_a_change_dates_it(text: str, one_time: bool) -> None:
    assert says_one_time(text) is one_time


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "the divorce was finalized on Friday. weird mix of relief and sadness",
            [("partner", "name", "none")],
        ),
        ("离婚手续上周办完了，心里空落落的", [("partner", "name", "none")]),
        (
            "RIP Bubbles ... anyway we adopted a tabby kitten from the shelter, named her Mochi",
            [("pet", "name", "Mochi")],
        ),
        ("团子寿终正寝了😢 前两天从朋友那接了只柯基回家，叫它馒头", [("pet", "name", "馒头")]),
        ("my sister's divorce was finalized on Monday", []),
        ("I adopted a new workflow, called it Sprint", []),
    ],
)
def test_the_rules_read_a_narrated_partner_or_pet(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert [(c.subject, c.predicate, c.object_value) for c in read(text)] == expected


def test_a_divorce_is_a_status() -> None:
    ended_partner = New("partner", "name", "none")
    assert relation_status("the divorce was finalized on Friday", ended_partner) == DIVORCED
    assert relation_status("we broke up, I'm single now", ended_partner) == "single"


def test_a_child_moved_to_a_school_names_it_after_the_ending() -> None:
    said = schools_said_en(
        "we took Ava out of Maple Grove in the spring, she's thriving at Hillside Academy",
        {"ava": "daughter"},
    )
    assert [(one.child, one.school) for one in said] == [("daughter", "Hillside Academy")]
    said = schools_said("女儿从阳光幼儿园退园了，下个月去蓝天幼儿园报到")
    assert [(one.child, one.school) for one in said] == [("女儿", "蓝天幼儿园")]
