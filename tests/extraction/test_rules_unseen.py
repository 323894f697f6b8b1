"""Sentences of the unseen-sentence probes (docs/evaluation.md) the rule extractor reads, one family
at a time: single-valued slots (car, language), a pronoun or a topic said first, alternatives of a
choice, job changes, budgets named by their item, later corrections — and the look-alikes that must
give nothing."""

from datetime import UTC, datetime

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.later import read_later_correction


def keys(text: str) -> list[tuple[str | None, str | None, str | None]]:
    return [(c.subject, c.predicate, c.object_value) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the car the user drives
        ("I drive a Tesla.", [("user", "car", "Tesla")]),
        ("I sold my Tesla and bought a Volvo.", [("user", "car", "Volvo")]),
        ("I traded in the Civic for a Mazda.", [("user", "car", "Mazda")]),
        ("My car is a Honda Civic.", [("user", "car", "Honda Civic")]),
        ("I bought a new Ford Focus last month", [("user", "car", "Ford Focus")]),
        ("我把那辆宝马卖了，现在开特斯拉。", [("user", "car", "特斯拉")]),
        ("我换了一辆比亚迪。", [("user", "car", "比亚迪")]),
        ("我的车是丰田。", [("user", "car", "丰田")]),
        # the language to speak
        ("Please talk to me in English.", [("user", "language", "English")]),
        ("I'd prefer Spanish from now on.", [("user", "language", "Spanish")]),
        ("以后用英文跟我交流吧。", [("user", "language", "英文")]),
        ("跟我说中文就行。", [("user", "language", "中文")]),
        # a pronoun, a topic said first, a past stance as the topic
        ("I've come around to spicy food, I enjoy it now.", [("spicy food", "preference", "like")]),
        ("I used to hate olives, but now I love them", [("olive", "preference", "like")]),
        ("香菜我以前不吃，现在挺喜欢的。", [("香菜", "preference", "like")]),
        ("可乐我已经不喝了。", [("可乐", "preference", "dislike")]),
        ("火锅我已经吃腻了。", [("火锅", "preference", "dislike")]),
        (
            "I like spicy food but I can't eat it anymore",
            [("spicy food", "preference", "like"), ("spicy food", "restriction", "cannot")],
        ),
        ("I can't do it", []),  # a memory about "it" with nothing it stands for is none
        # options of a choice, phrased as what suits the user
        ("Actually aisle seats are better for me.", [("aisle seat", "preference", "like")]),
        ("我还是喜欢靠过道的位子。", [("靠过道位子", "preference", "like")]),
        ("靠过道的位子更适合我", [("靠过道位子", "preference", "like")]),
        # stances in other words
        ("To be honest I don't enjoy hiking anymore.", [("hiking", "preference", "dislike")]),
        ("These days I actually quite like podcasts.", [("podcast", "preference", "like")]),
        ("I'm not keen on cruises.", [("cruise", "preference", "dislike")]),
        ("I go swimming every Friday.", [("swimming", "preference", "like")]),
        ("我每周五都去游泳。", [("游泳", "preference", "like")]),
        ("最近不太想吃海鲜了，吃腻了。", [("海鲜", "preference", "dislike")]),
        (
            "我对猫毛过敏，但对狗毛不过敏。",
            [("猫毛", "allergy", "allergic"), ("狗毛", "allergy", "not_allergic")],
        ),
        # moves and jobs
        ("We've just moved down to Brighton.", [("user", "residence", "Brighton")]),
        ("我们家年初搬去长沙了。", [("user", "residence", "长沙")]),
        ("I switched careers and became a teacher.", [("user", "job", "teacher")]),
        ("我转行做设计师了。", [("user", "job", "设计师")]),
        ("I left Deloitte in June, I'm at KPMG now.", [("user", "workplace", "KPMG")]),
        ("我离职了，现在在字节", [("user", "workplace", "字节")]),
        ("我辞职了，现在在家", [("user", "workplace", "none")]),  # left the job; home is no employer
        ("I've joined Microsoft as a designer.", [("user", "workplace", "Microsoft")]),
        # corrections in the same message, rules, budgets
        ("我住在天津，哦不，是在石家庄。", [("user", "residence", "石家庄")]),
        ("My tickets must always be refundable.", [("refundable ticket", "preference", "required")]),
        (
            "I never pay more than 120 pounds a night for a hotel.",
            [("hotel_budget", "max_amount", "120 GBP/night")],
        ),
        ("住酒店一晚最多八百块。", [("hotel_budget", "max_amount", "800 元/晚")]),
        ("机票别超过三千五。", [("flight_budget", "max_amount", "3500 元")]),
        ("I can go up to 250 dollars a night now.", [("hotel_budget", "max_amount", "250 USD/night")]),
    ],
)
def test_reads(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert keys(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "我买了一辆自行车",  # a bike is no car
        "I drive a bus",
        "I have a dog",
        "I bought a new phone",
        "我开会到很晚",
        "I want a refund",
        "I left the party early, I'm at home now",  # left a party, not a job; home is no employer
        "My flight must be tomorrow",  # a date, not a quality
        "My sister moved to Rome.",
        "We moved the meeting to Friday",
        "I used to live in Paris.",
        "I can go up to 300 now",  # a number with no unit and no item
        "我换了一辆车",  # a car, but which one is not said
        "I bought a new car",
        "We moved to a new office",  # the household did not move
        "我离开了北京，现在在上海",  # left a city, not a job
        "这件事我不太清楚",  # a topic said first, but no stance on it
        "那家餐厅我去过",
    ],
)
def test_look_alikes_give_no_such_memory(text: str) -> None:
    assert not [
        k for k in keys(text) if k[1] in ("car", "workplace", "residence", "language", "preference", "max")
    ]


def _later(text: str) -> tuple[str, str | None] | None:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    found = read_later_correction(message)
    return None if found is None else (found.value, found.instead_of)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wait, no, it's May 12th.", ("May 12th", None)),
        ("Not Oracle, I meant Salesforce.", ("Salesforce", "Oracle")),
        ("Not Oracle, it's Salesforce", ("Salesforce", "Oracle")),
        ("不是刘芳，是刘方", ("刘方", "刘芳")),
        ("打错字了，是刘方。", ("刘方", None)),
        ("Not now, later", None),
        ("Not today, I'm busy", None),
    ],
)
def test_later_corrections(text: str, expected: tuple[str, str | None] | None) -> None:
    assert _later(text) == expected
