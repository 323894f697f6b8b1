"""Probe 9's classes on the rule extractor alone (docs/evaluation.md, "Probe 9 and probe 10"): the
value an ending names (``ExtractedCandidate.ends``; "" when it names none), pets and partners no
longer had, possessions that are no stance, amounts revised in fragments (later corrections), a name
said after the clause that introduced a pet — and the look-alikes that must give nothing."""

from datetime import UTC, datetime

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import read_later_correction


def _said(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))


def endings(text: str) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return [(c.subject, c.predicate, c.object_value, c.ends) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "ends"),
    [
        ("I don't live in Lyon anymore.", "user", "residence", "Lyon"),
        ("i dont live in lyon anymore", "user", "residence", "lyon"),
        ("I'm no longer living in Madrid.", "user", "residence", "Madrid"),
        ("I've moved away from Leeds.", "user", "residence", "Leeds"),
        ("I moved out last week.", "user", "residence", ""),
        ("I don't live there anymore.", "user", "residence", ""),
        ("我已经不住杭州了", "user", "residence", "杭州"),
        ("我不在北京住了", "user", "residence", "北京"),
        ("我早就不住上海了", "user", "residence", "上海"),
        ("我搬走了", "user", "residence", ""),
        ("那边我已经不住了", "user", "residence", ""),
        ("杭州我已经不住了", "user", "residence", "杭州"),
        ("我不再住在杭州了", "user", "residence", "杭州"),
        ("I'm not at Oracle anymore.", "user", "workplace", "Oracle"),
        ("I quit my job at Deloitte last month.", "user", "workplace", "Deloitte"),
        ("I got laid off.", "user", "workplace", ""),
        ("我不在阿里干了", "user", "workplace", "阿里"),
        ("腾讯我已经不干了", "user", "workplace", "腾讯"),
        ("工作我不干了", "user", "workplace", ""),
        ("I don't work there anymore.", "user", "workplace", ""),
        ("I don't have a job anymore.", "user", "workplace", ""),
        ("I've left the company.", "user", "workplace", ""),
        ("I'm no longer a teacher.", "user", "job", "teacher"),
        ("I'm not in sales anymore.", "user", "job", "sales"),
        ("我现在不当老师了", "user", "job", "老师"),
        ("我已经不做销售了", "user", "job", "销售"),
        ("I sold the BMW last month.", "user", "car", "BMW"),
        ("I gave up my car.", "user", "car", ""),
        ("I don't drive anymore.", "user", "car", ""),
        ("我把宝马卖了", "user", "car", "宝马"),
        ("我不开宝马了", "user", "car", "宝马"),
        ("那辆宝马我卖了", "user", "car", "宝马"),
        ("I dont have the car anymore", "user", "car", ""),
        ("I'm not with Vodafone anymore.", "partner", "name", "Vodafone"),
        ("I'm single.", "partner", "name", ""),
        ("I don't have a girlfriend anymore.", "partner", "name", ""),
        ("我跟小王分手了", "partner", "name", "小王"),
        ("我没有女朋友了", "partner", "name", ""),
        ("I no longer have a dog.", "dog", "name", ""),
        ("Sadly our cat passed away last month.", "cat", "name", ""),
        ("We had to rehome our dog.", "dog", "name", ""),
        ("我现在没养狗了", "dog", "name", ""),
        ("狗狗送人了", "dog", "name", ""),
        ("我那只猫送走了", "cat", "name", ""),
        ("猫咪已经送给朋友了", "cat", "name", ""),
        ("我家狗狗前两天去世了", "dog", "name", ""),
        ("Max died last week, we don't have a dog anymore.", "dog", "name", ""),
        ("I broke up with Sam a few weeks ago.", "partner", "name", "Sam"),
    ],
)
def test_an_ending_names_the_value_it_ends(text: str, subject: str, predicate: str, ends: str) -> None:
    assert endings(text) == [(subject, predicate, "none", ends)]


@pytest.mark.parametrize(
    "text",
    [
        "I no longer have a bike.",
        "I don't have a dog, I have two cats.",
        "I'm not with them anymore.",
        "We're not with them on that.",
        "I'm not with you on that, sorry.",
        "My sister doesn't live in Rome anymore.",
        "他已经不住北京了",
        "我不在家了",
        "我已经不是健身房会员了",
        "改成两千五吧",
        "Bump it up to 1200.",
        "Let's go with 450.",
        "I don't have a car, never had one.",
        "我不养宠物",
        "I don't live with my parents anymore.",
        "I don't have the TV anymore",
        "Im not with vodafone any more",
    ],
)
def test_look_alikes_and_fragments_give_no_candidate(text: str) -> None:
    assert read(text, task_id=None) == []


def test_other_readings_end_nothing() -> None:
    assert all(c.ends is None for c in read("I live in Munich, I love tea and my dog is called Rex.", None))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("make it 2,500", "2,500"),
        ("Let's say 3k instead.", "3k"),
        ("Bump it up to 1200.", "1200"),
        ("Actually make that 700.", "700"),
        ("Let's go with 450.", "450"),
        ("改成两千五吧", "两千五"),
        ("调到三千吧", "三千"),
        ("降到四千就行", "四千"),
        ("还是四千吧", "四千"),
        ("Say 650 instead.", "650"),
    ],
)
def test_an_amount_revised_in_a_fragment_is_a_later_correction(text: str, value: str) -> None:
    said = read_later_correction(_said(text))
    assert said is not None and said.value == value and said.instead_of is None


@pytest.mark.parametrize("text", ["Make it quick.", "Let's do it.", "还是算了吧", "Say hi to Tom."])
def test_a_fragment_without_an_amount_or_instead_is_none(text: str) -> None:
    assert read_later_correction(_said(text)) is None


@pytest.mark.parametrize(
    ("text", "role", "name"),
    [
        ("我养了一只狗，叫豆豆", "dog", "豆豆"),
        ("We got a puppy, she's called Luna.", "dog", "Luna"),
        ("我有一个女儿，叫朵朵", "daughter", "朵朵"),
    ],
)
def test_a_name_after_the_clause_introducing_a_pet_or_child_is_theirs(
    text: str, role: str, name: str
) -> None:
    assert [(c.subject, c.predicate, c.object_value) for c in read(text, task_id=None)] == [
        (role, "name", name)
    ]
