"""One-off orders and feelings are no standing rules (``rules.one_off``, docs/evaluation.md "Session 22:
orders and enumerations"): an order about one thing pointed at, on the objects of one action (a
quantifier over them, a 把 before them) is a task detail of the session; a feeling about a recurring
event is no order. Real rules keep their recurring scope or their norm."""

import pytest

from extraction.test_health_and_kind_orders import lasting_constraints
from memory_center.extraction.rules.one_off import describes, one_action


@pytest.mark.parametrize(
    "text",
    [
        "Send all my photos to Dana",
        "Don't cc Marcus on this one, he's on leave",
        "把所有文件都发给小王",
        "这封先别抄送小周了",
        "把这几张表都改成横向的",
    ],
)
def test_an_order_for_one_action_now_is_no_rule(text: str) -> None:
    assert one_action(text), text
    assert not lasting_constraints(text), text


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Always book aisle seats", "aisle"),
        ("From now on, send all invoices to my accountant Bill", "invoice"),
        ("I want all my invoices saved as PDF", "pdf"),
        ("Rule of thumb: bcc my lawyer on anything about the lease", "lawyer"),
        ("以后订酒店都要无烟房", "无烟房"),
        ("以后所有照片都传到家庭相册", "相册"),
        ("所有的会议邀请都要抄送给我的助理小林", "小林"),
        ("所有酒店都不要靠近机场", "机场"),
        ("每次订机票都给我选靠过道的座位", "过道"),
    ],
)
def test_a_recurring_scope_or_a_norm_keeps_the_rule(text: str, word: str) -> None:
    assert not one_action(text), text
    assert any(word in said.casefold() for said in lasting_constraints(text)), text


@pytest.mark.parametrize("text", ["CC Priya on everything", "所有邮件都抄送小刘", "所有的合同都给我打印两份"])
def test_a_bare_everything_is_left_to_the_rules(text: str) -> None:
    assert not one_action(text), "every email, every contract to come: not the objects of one action"


@pytest.mark.parametrize("text", ["每次开会都好累", "每次写周报都写得我头疼", "每次出差回来都累得要死"])
def test_a_feeling_about_a_recurring_event_is_no_order(text: str) -> None:
    assert not lasting_constraints(text), text


@pytest.mark.parametrize(
    ("order", "feeling"),
    [
        ("都好累", True),
        ("写得我头疼", True),
        ("都要很简短", False),
        ("别太官方", False),
        ("都记得抄送我", False),
    ],
)
def test_a_description_is_told_from_an_instruction(order: str, feeling: bool) -> None:
    assert describes(order) is feeling
