"""Chinese corrections, switches, moves and stages of schooling as general readings (pure; session 14,
docs/extraction.md "Chinese corrections among comments" and "Stages of schooling")."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.frames import read_frames
from memory_center.extraction.held_kinds import named
from memory_center.extraction.held_stages import held_stage, stages_said
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.typed_spans import Span, spans, spelt_alike


def _message(text: str) -> ExtractionInput:
    return ExtractionInput(
        text=text,
        role="user",
        user_id="u",
        session_id="s",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime.now(UTC),
    )


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("说错了，是四年级，过完暑假刚升上去的。", "四", "number"),  # a grade is a number of its class
        (
            "记错了，是2022年3月，她才两岁多。",
            "2022年3月",
            "number",
        ),  # a year; the age in the comment is no rival
        ("不对不对，小区名打错了，是翠园，园林的园", "翠园", "name"),  # the mistake clause names its topic
        (
            "等下，刚上秤称了，68，之前那个数是过年前的",
            "68",
            "number",
        ),  # 等下 is a marker; a comma before digits parts
        ("说错了，房租是4300，去年涨过一次。", "4300", "number"),  # the topic before 是; 一次 is no value
        ("搞错了，公司在长宁区，去年就搬过去了。", "长宁区", "name"),
    ],
)
def test_a_chinese_correction_reads_its_value_among_comments(text: str, value: str, kind: str) -> None:
    said = read_later_correction(_message(text))
    assert said is not None, text
    assert said.value == value and said.new.kind == kind, said


@pytest.mark.parametrize("text", ["不对，我住在上海", "这个账单不对，是不是算错了？", "我们部门的领导姓王。"])
def test_no_correction_is_read_in_a_statement_or_a_question(text: str) -> None:
    assert read_later_correction(_message(text)) is None


def test_grade_and_year_are_units_and_a_radical_is_no_time() -> None:
    assert [(s.text, s.unit) for s in spans("我儿子今年上三年级")] == [("三", "grade")]
    assert next((s.text, s.unit) for s in spans("宝宝是2021年3月出生的")) == ("2021", "year")
    assert spans("三点水那个") == []


def test_a_respelt_name_is_found_in_a_held_memory_of_free_text() -> None:
    new = Span("name", 0, 2, "翠园", "翠园")
    assert [s.text for s in spelt_alike("我家住翠苑小区，快递一般放门卫", new)] == ["翠苑"]
    assert spelt_alike("我家住在北京朝阳", new) == []
    assert spelt_alike("我家住翠园小区", new) == []  # said already: nothing to respell


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("现在都去瑞幸了，便宜一半。", "瑞幸", "coffee_shop"),
        ("现在主要刷交行的卡。", "交行", "bank"),
        ("入了台小米14，拍照确实香", "小米14", "phone_model"),
        (
            "卡到期以后跟同事去了超级猩猩，团课氛围好太多",
            "超级猩猩",
            "organisation",
        ),  # with a colleague: the user's
        (
            "我从鹅厂离职了，下个月去字节跳动报到",
            "字节跳动",
            "organisation",
        ),  # a settled change with its date
        ("我在天通苑那套小两居的房贷每个月六千多", "天通苑", "place"),  # a district is a place
    ],
)
def test_values_of_the_service_kinds_and_districts_are_named(text: str, value: str, kind: str) -> None:
    found = {(one.value, kind) for one in named(text) for kind in one.kinds}
    assert (value, kind) in found, named(text)


@pytest.mark.parametrize(
    "text",
    [
        "我同事上个月搬到深圳了",
        "周末去望京吃饭",
        "下周去字节面试",
        "今天星巴克排队太长，随便在瑞幸买了一杯。",
    ],
)
def test_someone_elses_move_an_outing_or_one_occasion_names_nothing(text: str) -> None:
    assert named(text) == []


def test_a_residence_said_with_zhu_after_the_place_is_framed() -> None:
    assert [(one.slot.name, one.value) for one in read_frames("我在成都住，房子租在高新区。")] == [
        ("residence", "成都")
    ]


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("上周末领养了一只橘猫，取名叫芝麻。", ("pet", "name", "芝麻")),
        ("我这边从救助站领了只柯基，叫元宝", ("pet", "name", "元宝")),
        ("家里养了条金毛，叫可乐", ("pet", "name", "可乐")),
        ("我和女朋友小雅在一起四年了。", ("partner", "name", "小雅")),
        ("现在在和一个叫林悦的姑娘约会。", ("partner", "name", "林悦")),
        ("现在的男朋友是个医生，叫陈默", ("partner", "name", "陈默")),
    ],
)
def test_a_pet_or_partner_named_beside_it_is_theirs(text: str, reading: tuple[str, str, str]) -> None:
    result = read_message(_message(text))
    assert reading in {(c.subject, c.predicate, c.object_value) for c in result}, result


def test_a_measure_word_after_le_is_no_only_rule() -> None:
    result = read_message(_message("我现在养了只布偶猫，叫雪糕。"))
    assert all(c.object_value != "only" for c in result), result


@pytest.mark.parametrize(
    ("text", "person", "said"),
    [
        ("儿子上高一以后作业多了好多，天天写到十一点。", "儿子", "高一"),
        ("女儿第一天背着新书包去小学，进校门前哭得稀里哗啦", "女儿", "小学"),
        ("研究生开学第一周，导师就甩给我一堆文献", "user", "研究生"),
    ],
)
def test_a_stage_of_schooling_is_said_of_its_person(text: str, person: str, said: str) -> None:
    assert [(one.person, one.stage.said) for one in stages_said(text)] == [(person, said)]


@pytest.mark.parametrize(
    "text", ["我大学同学下周结婚", "大年初一去拜年", "我想读研", "我侄子上高一了", "这个大一点"]
)
def test_no_stage_is_read_of_someone_else_a_date_or_a_wish(text: str) -> None:
    assert stages_said(text) == []


def test_a_later_stage_is_a_higher_level_or_a_later_year() -> None:
    held = held_stage("我儿子在实验小学上三年级")
    assert held is not None and held.year == 3
    (later,) = stages_said("儿子上初一了")
    (same_level,) = stages_said("儿子在小学挺开心")
    assert later.stage.later_than(held) and not same_level.stage.later_than(held)
