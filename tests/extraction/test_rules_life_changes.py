"""A held life slot changed by one message that ends it and starts the new value (rules.life_changes):
the ending said of the slot's things (keys, last shift, degree, proposal) and a start with a value of
the slot's type make one change; a plan, hesitation, someone else's event or a break change nothing."""

import pytest

from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.life_changes import changes
from memory_center.extraction.rules.model import HeldMemory

SAID = FREE_TEXT_PREDICATE + "x"


def said(content: str, subject: str = "user") -> HeldMemory:
    return HeldMemory(subject, SAID, content, content)


@pytest.mark.parametrize(
    ("held", "text", "predicate", "value"),
    [
        (
            HeldMemory("user", "residence", "Clontarf", "I live in Clontarf"),
            "Gave the landlord his keys back this morning, we're in a terrace in Drumcondra as of tonight!",
            "residence",
            "Drumcondra",
        ),
        (
            said("We rent a flat in Park Slope"),
            "The lease on the Park Slope place is up. Jersey City starting the 1st.",
            "residence",
            "Jersey City",
        ),
        (
            said("I teach maths at Hillcrest Secondary"),
            "Cleared out my classroom today. Head of department at Oakfield from September!!",
            "workplace",
            "Oakfield",
        ),
        (
            said("I'm a nurse on the cardiac ward"),
            "Last shift on cardiac was Friday. Starting in community nursing next month",
            "job",
            "community nursing",
        ),
        (
            HeldMemory("user", "job", "final year med student", "I'm a final year med student at Trinity"),
            "Graduated yesterday!!! Intern year at Beaumont starts in July",
            "workplace",
            "Beaumont",
        ),
        (
            said("我在一家外企做财务"),
            "上周递了辞呈，下个月去朋友的创业公司管账",
            "workplace",
            "朋友的创业公司",
        ),
        (
            said("我在上海徐汇租房住"),
            "徐汇的房子退了，押金也拿回来了，这周末开始住到浦东张江",
            "residence",
            "浦东张江",
        ),
        (said("我在武汉大学读研二"), "毕业典礼结束了！七月份去腾讯深圳报到", "workplace", "腾讯深圳"),
        (
            said("My girlfriend Aoife and I are doing long distance", "girlfriend"),
            "Aoife said yes!!! 💍 we're engaged",
            "relationship",
            "engaged to Aoife",
        ),
        (said("我和男朋友在一起三年了"), "我们今天领证啦！！", "relationship", "married"),
    ],
)
def test_an_ending_and_a_start_change_the_held_slot(
    held: HeldMemory, text: str, predicate: str, value: str
) -> None:
    found = changes(text, [held])
    assert [(one.predicate, one.value, one.ended) for one in found] == [(predicate, value, (0,))], found


@pytest.mark.parametrize(
    ("held", "text"),
    [
        (HeldMemory("user", "residence", "南京鼓楼", "我住在南京鼓楼"), "看中了苏州一套房，还在犹豫要不要买"),
        (said("I'm renting in Stoneybatter"), "Thinking about handing back the keys and going home to Mayo"),
        (
            said("I work as a paramedic in Cardiff"),
            "My sister's last shift was today, she starts at the council on Monday.",
        ),
        (
            said("I'm a junior doctor at St Vincent's"),
            "Last shift before my fortnight in Lanzarote!! Back on the 14th",
        ),
        (said("My girlfriend Chloe lives in Glasgow", "girlfriend"), "My brother got engaged last night!"),
        (HeldMemory("user", "workplace", "阿里", "我在阿里做运营"), "我同事今天最后一天上班，下周去字节了"),
        (said("我女朋友在北京读博"), "我闺蜜昨天领证了，我当伴娘"),
        (
            HeldMemory("user", "residence", "西安曲江", "我住在西安曲江"),
            "房东说明年可能要卖房，到时候也许得搬",
        ),
        (said("I teach maths at Hillcrest"), "Cleared out my classroom at Hillcrest today, summer at last"),
    ],
)
def test_a_plan_someone_elses_event_or_a_break_changes_nothing(held: HeldMemory, text: str) -> None:
    assert changes(text, [held]) == []
