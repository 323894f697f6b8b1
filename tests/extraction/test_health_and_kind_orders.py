"""Health whatever its tense, and orders general by what they govern (docs/extraction.md, "Health
whatever its tense" and "Orders without a marker"): the user's health told as news, a change, a hedge
or a list is a lasting USER CONSTRAINT; an order on the user's things of a kind, on any or every
thing, on a recurring situation, or with 以后 / 每次 / 给我的 is a standing rule; someone else's health,
a day's ailment, a question, a supposition, a one-off and an organisation's rule store nothing lasting
of the user."""

import pytest

from extraction.test_rules_judgement import read as read_all
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.kind_orders import FIRST, LAST, read_kind_order


def lasting_constraints(text: str) -> list[str]:
    return [
        f"{c.subject} {c.content}"
        for c in read_all(text, task_id=None)
        if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER
    ]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Doc upped my levothyroxine to 100mcg last week", "levothyroxine"),
        ("Fractured my wrist in March, still in a cast, so typing is slow", "wrist"),
        ("I'm 30 weeks along so nothing too strenuous", "weeks along"),
        ("Switched from omeprazole to famotidine last month", "famotidine"),
        ("Allergies: sesame, kiwi, and latex.", "sesame"),
        ("I think I might be allergic to kiwi? my mouth itches after", "kiwi"),
        ("We're expecting, due in May", "expecting"),
        ("二甲双胍从一天一次改成一天两次了", "二甲双胍"),
        ("前几天脚踝扭伤了，医生说两个月内不能打球", "打球"),
        ("我最近在吃氟西汀", "氟西汀"),
        ("我在备孕，咖啡已经戒了", "咖啡"),
        ("医生让我每天吃一片叶酸", "叶酸"),
        ("I'm on a strict low-purine diet for my gout", "purine"),
    ],
)
def test_the_users_health_binds_whatever_its_tense(text: str, word: str) -> None:
    assert any(word in said for said in lasting_constraints(text)), text


@pytest.mark.parametrize(
    "text",
    [
        "had a bad migraine yesterday, better now",
        "My wife is allergic to latex",
        "my brother just got put on insulin",
        "What if I'm allergic to penicillin?",
        "If I were pregnant I'd skip the sushi",
        "ugh I'm basically allergic to meetings",
        "我感觉我对上班过敏哈哈",
        "昨天胃疼，今天好多了",
        "我儿子对芒果过敏",
        "我们公司规定周五下午不开会",
    ],
)
def test_look_alikes_of_health_store_nothing_lasting_of_the_user(text: str) -> None:
    assert not [said for said in lasting_constraints(text) if said.startswith("user ")], text


@pytest.mark.parametrize(("rows", "table"), [(FIRST, True), (LAST, False)])
def test_every_row_reads_its_examples(rows: tuple, table: bool) -> None:
    for row in rows:
        assert row.examples
        for said, subject, value in row.examples:
            reading = read_kind_order(said, first=table)
            if subject is None:
                assert reading is None, said
                continue
            assert reading is not None, said
            assert (reading.memory_type, reading.subject.casefold(), reading.object_value) == (
                MemoryType.CONSTRAINT,
                subject.casefold(),
                value,
            ), said
            assert reading.lasting


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("keep my texts brief", "brief"),
        ("Remind me two days before any deadline", "deadline"),
        ("Exit row for me whenever I fly long haul", "exit row"),
        ("I'd appreciate it if all times were in 24-hour format from now on", "24-hour"),
        ("每次订餐厅给我都选安静的", "安静"),
        ("写周报的时候语气正式一点", "正式"),
        ("金额都保留两位小数", "小数"),
        ("给我的摘要要控制在三百字以内", "三百字"),
        ("以后跟我聊天别用敬语", "敬语"),
        ("Fill me in on my calendar each morning", "calendar"),
        ("给我订酒店的时候选高层的房间", "高层"),
    ],
)
def test_orders_general_by_what_they_govern_are_standing_rules(text: str, word: str) -> None:
    assert any(word in said.casefold() for said in lasting_constraints(text)), text


@pytest.mark.parametrize(
    "text",
    [
        "keep this email short",
        "check my emails",
        "Cancel all my meetings this afternoon",
        "Give me every option",
        "这次帮我订个靠窗的座位",
        "最近都用微信支付了",
        "大家都用微信",
        "我同事写代码的时候喜欢听歌",
        "I'm on my way to the doctor",
        "Tea over coffee for me, every time.",
    ],
)
def test_one_offs_and_others_give_no_standing_rule(text: str) -> None:
    assert not lasting_constraints(text), text
