"""A held standing rule revised, lifted or given a rule beside it (docs/extraction.md, "Session 29: a
held standing rule revised, lifted or excepted"): pure readings against held rules the rule extractor
reads, look-alikes included."""

import pytest

from extraction.test_rules import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.anew import may_update
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.revised_rules import BESIDE, LIFTED, REVISED, may_revise, revisions
from memory_center.extraction.rules.rule_aspects import aspects_of
from memory_center.extraction.rules.withdrawn_rules import HeldRule, withdrawn
from memory_center.governance.lasting import says_exception


def held(*said: str) -> list[HeldMemory]:
    """The standing rules the rule extractor reads from each statement, as the write path holds them."""
    rules = [
        HeldMemory(c.subject or "", c.predicate or "", c.object_value or "", c.content)
        for text in said
        for c in read(text, None)
        if c.memory_type is MemoryType.CONSTRAINT and c.scope is Scope.USER
    ]
    assert len(rules) == len(said), rules
    return rules


def done(text: str, rules: list[HeldMemory]) -> list[tuple[str, int | None, str, str]]:
    ordered = [c.content for c in read(text, None) if c.memory_type is MemoryType.CONSTRAINT]
    return [(one.kind, one.at, one.predicate, one.value) for one in revisions(text, rules, ordered)]


@pytest.mark.parametrize(
    ("rule", "later", "aspect", "value"),
    [
        (
            "Always quote prices to me in pounds",
            "Would you show prices in euros going forward?",
            "currency",
            "euros",
        ),
        (
            "Always use 12-hour time with me",
            "24-hour times from now on please, I work shifts",
            "clock",
            "24-hour",
        ),
        (
            "Always answer me in a chatty tone",
            "Could you be more formal with me from now on?",
            "tone",
            "formal",
        ),
        ("以后所有价格都用港币显示", "我回内地工作了，价格都换成人民币吧", "currency", "人民币"),
        ("以后距离都用英里给我说", "距离以后改成公里吧", "units", "公里"),
    ],
)
def test_a_lasting_request_of_another_value_revises_the_rule(
    rule: str, later: str, aspect: str, value: str
) -> None:
    assert done(later, held(rule)) == [(REVISED, 0, aspect, value)]


@pytest.mark.parametrize(
    ("rule", "later"),
    [
        ("Never mention my diet in meal ideas", "you can mention my diet again, it's going well"),
        (
            "Don't recommend any casinos to me",
            "feel free to suggest casinos again, I'm in Vegas for work a lot",
        ),
        ("Please never bring up my old job", "it's fine to talk about it again, I've moved on"),
        ("别再给我推荐综艺了", "综艺现在又可以推给我了"),
        ("以后别跟我提我前公司", "前公司的事现在可以提了"),
    ],
)
def test_a_permission_said_as_a_change_lifts_the_prohibition(rule: str, later: str) -> None:
    assert done(later, held(rule)) == [(LIFTED, 0, "", "")]


@pytest.mark.parametrize(
    ("rule", "later", "aspect", "value"),
    [
        ("Always give me lengths in centimetres", "for woodworking stuff use inches tho", "units", "inches"),
        ("以后所有金额都用人民币显示", "美股相关的金额用美元就行", "currency", "美元"),
    ],
)
def test_a_scoped_value_is_a_rule_beside_the_held_one(rule: str, later: str, aspect: str, value: str) -> None:
    assert done(later, held(rule)) == [(BESIDE, None, aspect, value)]


def test_an_addition_to_a_kind_of_answer_is_a_rule_beside_it() -> None:
    rules = held("以后每次给我写月报都按 收入/支出 两段来")
    assert done("月报以后再加一段 结余，放最后", rules) == [(BESIDE, None, "preference", "required")]


@pytest.mark.parametrize(
    ("rule", "later"),
    [
        (
            "Always quote prices to me in pounds",
            "just this once give me the price in dollars, it's for my cousin",
        ),
        ("Always quote prices to me in pounds", "What's 20 pounds in euros?"),
        ("Always quote prices to me in pounds", "my sister wants prices in euros going forward"),
        ("Always quote prices to me in pounds", "Keep showing prices in pounds going forward"),
        ("Never mention my diet in meal ideas", "I mentioned my diet to my doctor again"),
        ("Never mention my diet in meal ideas", "can I mention my diet to my trainer again?"),
        ("以后所有价格都用港币显示", "这次的报价用美元算一下"),
        ("以后所有价格都用港币显示", "今天例外，价格用人民币说"),
        ("别再给我推荐综艺了", "我朋友说综艺可以推给他"),
        ("Always give me distances in kilometres", "I run in miles these days, old habit from school"),
        ("Always give me distances in kilometres", "The loop is 5 miles from now on, they closed the bridge"),
        ("以后距离都用公里给我说", "我跑步以后都用英里记"),
        ("以后别在晚上10点以后给我发提醒", "今晚特殊，11点提醒我收快递"),
    ],
)
def test_a_look_alike_changes_no_rule(rule: str, later: str) -> None:
    assert done(later, held(rule)) == []


def test_a_pronoun_lifts_only_the_one_prohibition_of_its_act() -> None:
    one = held("Never bring up my brother in suggestions")
    assert done("ok you can mention him again", one) == [(LIFTED, 0, "", "")]
    two = held("Never bring up my brother in suggestions", "Never talk about my old band")
    assert done("ok you can mention him again", two) == []  # which one: nothing is lifted


def test_a_value_in_two_aspects_goes_by_its_cue() -> None:
    assert set(aspects_of("weights in pounds please")) == {"units"}
    assert set(aspects_of("prices in pounds please")) == {"currency"}
    assert set(aspects_of("switch to pounds")) == {"units", "currency"}


def test_a_marked_one_off_says_nothing_anew() -> None:
    assert says_exception("今晚特殊，12点提醒我") and says_exception("tomorrow is an exception, book the 7am")
    assert not says_exception("no exceptions please") and not says_exception("我的工作比较特殊")
    assert not may_update("今晚特殊，12点提醒我收一下衣服")
    assert not may_revise("just this once show it in miles")


def test_a_hyphenated_reference_withdraws_its_rule() -> None:
    rule = HeldRule("cool-down", "preference", "required", "After each workout, always add a cool-down")
    assert withdrawn("drop the cool-down thing, I stretch on my own", [rule]) == [0]
