"""Standing rules said as instructions, someone else's rule reported or adopted, caps kept for every one
of a kind, and tentative trials (docs/extraction.md, "Session 27: standing rules said as instructions,
someone else's rules, caps")."""

import pytest

from extraction.test_rules import read
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.reported_rules import reported
from memory_center.governance.lasting import says_one_time, says_trial


def _user_constraints(said: str) -> list[str]:
    return [
        candidate.content
        for candidate in read(said)
        if candidate.memory_type is MemoryType.CONSTRAINT and candidate.scope is Scope.USER
    ]


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("跟我说时间的时候，按北京时间来算，我人在国外也一样。", "北京时间"),
        ("凡是涉及理财投资的建议，先把风险讲清楚再说收益。", "风险"),
        ("只要是讲历史的内容，都把年代标出来。", "年代"),
        ("给我推荐电影的时候，先说清楚有没有恐怖镜头。", "恐怖"),
        ("以后帮我订酒店，每晚别超过500块。", "500"),
        ("when you tell me the weather, give it in Celsius, I never got used to Fahrenheit", "Celsius"),
        ("if you're recommending books to me, skip anything longer than 400 pages", "400 pages"),
        ("Our travel policy says economy only, so book me economy from now on.", "economy"),
        ("Keep hotels under $200 a night, that's my company's cap.", "200"),
        ("Keep my lunch orders under $15, that's all the per diem covers.", "15"),
    ],
)
def test_an_instruction_for_a_kind_of_answer_is_the_users_standing_rule(said: str, word: str) -> None:
    assert any(word in content for content in _user_constraints(said)), read(said)


@pytest.mark.parametrize(
    "said",
    [
        "我们公司规定所有对外邮件都必须抄送主管，好烦。",
        "公司规定出差住酒店每晚不能超过400，烦死了。",
        "领导要求我们周报必须周五下午之前交。",
        "我们学校要求老师每天都要打卡，真麻烦。",
        "my company requires two-factor login on literally everything now, such a pain",
        "my boss makes us submit timesheets every Friday by noon, ugh",
        "My editor insists every article uses the Oxford comma and it drives me up the wall.",
        "跟我说这件事的时候，我都快哭了",
        "帮我订个酒店，别太贵",
        "When you book the hotel, ask for a late checkout",
        "Keep the hotel under $200 a night",
        "Keep flights under $300 for this trip",
    ],
)
def test_a_reported_rule_or_one_occasion_is_no_standing_rule(said: str) -> None:
    assert not _user_constraints(said), read(said)


@pytest.mark.parametrize(
    ("said", "adopted"),
    [
        ("我们公司规定所有对外邮件都必须抄送主管，好烦。", ""),
        ("my boss makes us submit timesheets every Friday by noon, ugh", ""),
        (
            "Our travel policy says economy only, so book me economy from now on.",
            "book me economy from now on",
        ),
        ("公司规定出差住酒店每晚不能超过400，你以后帮我订酒店也按这个来", "你以后帮我订酒店也按这个来"),
        ("Keep hotels under $200 a night, that's my company's cap.", None),
        ("My doctor says I can't have gluten", None),
        ("我妈做饭从来不放辣", None),
    ],
)
def test_reported_names_the_adopting_order(said: str, adopted: str | None) -> None:
    assert reported(said) == adopted


def test_a_doctors_word_stays_the_users_health() -> None:
    [candidate] = read("My doctor says I can't have gluten")
    assert (candidate.subject, candidate.predicate, candidate.scope) == ("gluten", "restriction", Scope.USER)


@pytest.mark.parametrize(
    "said",
    [
        "gonna try a hot yoga class tmrw bc my freind has a spare pass, no idea if ill like it lol",
        "thinking of trying a pottery workshop, not sure it's really my thing",
        "might give that new climbing gym a shot on saturday, we'll see how it goes",
        "明天想去试试看攀岩，也不知道自己会不会喜欢。",
        "朋友送了张普拉提体验卡，周末去上一节试试。",
    ],
)
def test_a_tentative_trial_is_nothing_lasting(said: str) -> None:
    assert says_one_time(said)
    assert all(candidate.scope not in (Scope.USER,) for candidate in read(said)), read(said)


@pytest.mark.parametrize(
    "said",
    [
        "I'm going to try to eat less meat from now on",
        "I tried sushi last year and now I love it",
        "以后周末都去试试新餐厅",
    ],
)
def test_no_trial_in_a_lasting_or_past_statement(said: str) -> None:
    assert not says_trial(said)


def test_a_conjunction_is_no_verb_of_the_body() -> None:
    """ "… tmrw bc my friend …, no idea if ill like it": "ill" after "bc my" is no reaction."""
    assert not [
        c
        for c in read("gonna try a hot yoga class bc my friend has a pass, ill like it")
        if c.predicate == "allergy"
    ]
    [candidate] = read("Peanuts make me ill")
    assert (candidate.subject, candidate.predicate) == ("peanut", "allergy")
