"""Standing rules said as refusals, as requirements for every time, and across a sentence's commas
(extraction/rules/rule_rows.py REFUSALS, extraction/rules/orders.py); and the look-alikes that stay out."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.orders import as_one_order


def _read(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(c.memory_type.value, c.subject, c.object_value) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("I flatly refuse to stay at motels", "motel", "never"),
        ("I will never fly with Wizz Air again", "wizz air", "never"),
        ("That's a firm no to timeshare presentations", "timeshare presentation", "never"),
        ("Red-eye flights are out of the question", "red-eye flight", "never"),
        ("Bunk beds are off-limits for me", "bunk bed", "never"),
        ("I'm not fine with shared kitchens", "shared kitchen", "never"),
        ("I need a window seat each time", "window seat", "required"),
        ("Make sure each hotel you book for me has free parking", "free parking", "required"),
        ("Could you make sure my rooms are always quiet?", "quiet room", "required"),
        ("Don't ask me if I want extra legroom, the answer is always yes", "extra legroom", "required"),
        ("Going forward, please skip the travel insurance", "travel insurance", "never"),
        ("海鲜就免了，以后别给我点", "海鲜", "never"),
        ("不用问我要不要发票了，都要", "发票", "required"),
        ("每次订餐厅都要包间", "包间", "required"),
        ("别在我开会的时候打电话", "开会电话", "never"),
    ],
)
def test_a_refusal_or_an_every_time_requirement_is_a_standing_rule(
    said: str, subject: str, value: str
) -> None:
    assert ("CONSTRAINT", subject, value) in _read(said)


@pytest.mark.parametrize(
    "said",
    [
        "I refuse to believe it",  # no action on a thing
        "The Paris trip is off the table",  # one plan of the conversation, no rule
        "I'm not OK with the price",
        "Let's skip dessert tonight",  # once
        "Skip the museum, we're short on time",
        "算了，不用问了",
        "这个就算了，别推荐了",  # the thing is pointed at
        "I never realised that",
        "No exceptions",
    ],
)
def test_look_alikes_give_no_rule(said: str) -> None:
    assert not [c for c in _read(said) if c[0] == "CONSTRAINT"]


def test_a_sentence_without_a_rule_across_its_commas_is_left_as_it_is() -> None:
    for said in ("民宿挺好的，下次还住", "I skipped breakfast, it was late", "不用问了，谢谢"):
        assert as_one_order(said) == said
