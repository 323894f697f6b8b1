"""A first message that states a lasting fact is read even with a tail that asks or plans (``heads``),
and the people in the user's life are read by name or role (``people_named``), with look-alikes; the
correction's reading of the shapes such a first message is corrected with (``later``, ``typed``)."""

from dataclasses import dataclass
from datetime import UTC, datetime

import pytest

from extraction.test_rules_judgement import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.heads import head_of
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.people_named import read_person_in_life
from memory_center.extraction.rules.typed import NAME_EN
from memory_center.extraction.rules.typed_spans import held_spans, spans
from memory_center.writepath.typed_correction import correction_of


def _lasting(text: str) -> list[tuple[str, str | None, str | None, str]]:
    return [
        (c.subject or "", c.predicate, c.object_value, c.content)
        for c in read(text, task_id=None)
        if c.scope is Scope.USER
    ]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Kayla's birthday is June 14, can you remind me a week before?", "kayla", "birthday", "June 14"),
        ("Dad's birthday is October 2nd, help me plan something small", "father", "birthday", "October 2nd"),
        ("小雨的生日是5月20日，请提前一周提醒我", "小雨", "birthday", "5月20日"),
        (
            "my landlord is Derek Simmons if you ever need to email him about the boiler",
            "landlord",
            "name",
            "Derek Simmons",
        ),
        (
            "my plumber is Kevin Doyle, can you draft a text asking when he's free?",
            "plumber",
            "name",
            "Kevin Doyle",
        ),
        ("my boss is Linda Park if you ever need to cc her on anything", "user", "manager", "Linda Park"),
        ("我的房东叫李志强，有事可以给他发邮件", "房东", "name", "李志强"),
        ("Max goes to Brookfield Elementary, he's in 2nd grade", "max", "school", "Brookfield Elementary"),
        ("我女儿在阳光小学上三年级，能不能推荐几本课外书", "女儿", "school", "阳光小学"),
        ("Lily is in 3rd grade, could you suggest some math games for her?", "lily", "grade", "3rd grade"),
    ],
)
def test_a_person_in_the_users_life(text: str, subject: str, predicate: str, value: str) -> None:
    found = _lasting(text)
    assert [(s, p, v) for s, p, v, _ in found] == [(subject, predicate, value)], found


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("My employee ID is 58213, you'll need it for the expense portal", "My employee ID is 58213"),
        (
            "my brother lives in Austin, I'm going to visit him at some point this year",
            "my brother lives in Austin",
        ),
        (
            "my neighbour is Tom Reilly, he's got a spare key if anything happens",
            "my neighbour is Tom Reilly",
        ),
        ("Kayla's birthday is June 14, can you remind me a week before?", "Kayla's birthday is June 14"),
        ("我妈妈住在成都，我打算国庆回去看她", "我妈妈住在成都"),
        ("我哥哥住在上海，能不能帮我查一下机票", "我哥哥住在上海"),
        # a tail that hedges what the user may do about it (session 18)
        (
            "my passport expires march 2026 so i might need to renew before the trip",
            "my passport expires march 2026",
        ),
        ("I live in Austin, but I might move next year", "I live in Austin"),
        ("我房租每月3800，可能要涨", "我房租每月3800"),
    ],
)
def test_the_head_is_kept_without_its_tail(text: str, content: str) -> None:
    found = _lasting(text)
    assert [said for *_, said in found] == [content], found


@pytest.mark.parametrize(
    "text",
    [
        "Jake's going to Lisbon next week, can you recommend some restaurants for him?",
        "if my landlord ever calls, tell him I'm away until Monday",
        "if I ever move to Berlin I'd want a flat near a park",
        "Tina is going to the concert on Saturday, do you know what time doors open?",
        "I'm going to visit Austin at some point this year, what should I see?",
        "my coworker said her landlord is a nightmare lol",
        "my landlord is a nightmare, can you draft a complaint?",
        "my boss is French, so keep emails formal",
        "Sam's birthday party is on Saturday, can you find a cake?",
        "小李下周要去北京出差，帮他订个酒店",
        "如果我以后搬到深圳，你觉得住哪里好",
        "I drink coffee only if it's decaf",
        "I might move to Lisbon, so I should learn some Portuguese",
        "maybe I'll get a dog, I should look at shelters",
    ],
)
def test_look_alikes_keep_nothing_lasting(text: str) -> None:
    assert _lasting(text) == []


@pytest.mark.parametrize(
    ("body", "head"),
    [
        ("I live in Austin, but not anymore", None),
        ("I live in Austin, sorry, Houston", None),
        ("can you book a table, my wife is vegetarian", None),
        ("my sister lives in Denver, I might fly out there in the spring", "my sister lives in Denver"),
    ],
)
def test_a_tail_that_changes_the_head_keeps_the_statement_whole(body: str, head: str | None) -> None:
    found = head_of(body)
    assert (found[0] if found else None) == head


def _correction(text: str) -> tuple[str, bool] | None:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    said = read_later_correction(message)
    return None if said is None else (said.value, said.bare)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sorry it's Galloway, with a G", ("Galloway", False)),
        ("I gave you the wrong member number last time, it's 30471", ("30471", False)),
        (
            "hey I gave you the wrong employee number the other day, it's 58231. swapped the last two digits",
            ("58231", False),
        ),
    ],
)
def test_corrections_of_a_first_message(text: str, expected: tuple[str, bool]) -> None:
    assert _correction(text) == expected


def test_a_code_of_letters_and_digits_is_one_value() -> None:
    assert [(s.kind, s.key) for s in spans("我的车牌号是沪A12345")] == [("number", "A12345")]
    assert [(s.kind, s.key) for s in spans("I ran 10km at 5pm")] == [("number", "10"), ("time", "17:00")]


def test_a_chinese_city_held_is_a_place_name() -> None:
    [held] = held_spans("我哥哥住在杭州", "我哥哥住在杭州", None)
    assert (held.kind, held.text, held.unit) == ("name", "杭州", "place")


def test_a_correction_lead_may_say_when_the_value_was_said() -> None:
    found = _lasting("correction from the other day: our anniversary is the 14th of May")
    assert [(s, p, v) for s, p, v, _ in found] == [("user", "anniversary", "the 14th of May")]


@dataclass(frozen=True)
class _Held:
    subject: str
    predicate: str
    object_value: str
    content: str
    memory_type: MemoryType = MemoryType.FACT
    scope: Scope = Scope.USER
    importance: float = 0.5


@pytest.mark.parametrize(
    ("held", "text", "corrected"),
    [
        (
            _Held("landlord", "name", "Derek Simmons", "my landlord is Derek Simmons"),
            "oh it's Simmonds, with a d. sorry",
            "my landlord is Derek Simmonds",
        ),
        (
            _Held(
                "max",
                "school",
                "Brookfield Elementary",
                "Max goes to Brookfield Elementary, he's in 2nd grade",
            ),
            "sorry, Brookside! there are like four Brook-something schools around here",
            "Max goes to Brookside Elementary, he's in 2nd grade",
        ),
        (
            _Held("noah", "school", "Westfield Middle School", "Noah goes to Westfield Middle School"),
            "sorry, Westbrook Middle, not Westfield",
            "Noah goes to Westbrook Middle School",
        ),
        (
            _Held("user", "said:x", "x", "I train at the gym on Elm Street, the 24h one"),
            "wait no, Oak Street. not sure why I said Elm, that's where the library is",
            "I train at the gym on Oak Street, the 24h one",
        ),
        (
            _Held("user", "anniversary", "Sept 12", "our wedding anniversary is Sept 12"),
            "ugh actually it's the 21st",
            "our wedding anniversary is Sept 21st",
        ),
        (
            _Held("user", "said:x", "x", "我家住翠苑小区"),
            "不对不对，小区名打错了，是翠园，园林的园",
            "我家住翠园小区",
        ),
        (
            _Held("儿子", "said:x", "x", "我儿子今年上三年级"),
            "说错了，是四年级，过完暑假刚升上去的。",
            "我儿子今年上四年级",
        ),
        (
            _Held("user", "weight", "72公斤", "我体重72公斤"),
            "等下，刚上秤称了，68，之前那个数是过年前的",
            "我体重68公斤",
        ),
        (
            _Held("宝宝", "said:x", "x", "我家宝宝是2021年3月出生的"),
            "记错了，是2022年3月，她才两岁多。",
            "我家宝宝是2022年3月出生的",
        ),
    ],
)
def test_a_held_memory_corrected(held: _Held, text: str, corrected: str) -> None:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    said = read_later_correction(message)
    assert said is not None
    candidate = correction_of(held, said)
    assert candidate is not None and candidate.content == corrected


@pytest.mark.parametrize(
    ("text", "subject", "name"),
    [
        ("My sister's name is Katherine", "sister", "Katherine"),
        ("my brother is called Tom", "brother", "Tom"),
        ("我姐姐叫张婷", "姐姐", "张婷"),
    ],
)
def test_a_relative_s_name_is_kept_with_the_relative(text: str, subject: str, name: str) -> None:
    reading = read_person_in_life(text)
    assert reading is not None and (reading.subject, reading.predicate, reading.object_value) == (
        subject,
        "name",
        name,
    )


def test_a_relative_s_nationality_is_no_name() -> None:
    assert read_person_in_life("my sister is French") is None


def test_a_name_ends_at_a_full_stop_before_a_space() -> None:
    names = [match.group("v") for match in NAME_EN.finditer("Priya Sharma. Shah is the other Priya")]
    assert names[0] == "Priya Sharma"
    assert [match.group("v") for match in NAME_EN.finditer("at St. Mary's")] == ["St. Mary's"]
