"""A held medicine said again with another dose, or stopped (``extraction.rules.held_doses``, pure):
read against the user's held ``<medicine> / medication = takes`` memories."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.held_doses import may_redose, redosed

HELD = [("sertraline", "I take 50mg of sertraline every morning"), ("二甲双胍", "我在吃二甲双胍，一天两次")]


@pytest.mark.parametrize(
    ("text", "medicine", "stopped"),
    [
        ("The psychiatrist put my sertraline up to 100mg.", "sertraline", False),
        ("Sertraline is 75mg now.", "sertraline", False),  # a dose the held memory does not say
        ("They halved the sertraline this month.", "sertraline", False),
        ("My GP took me off sertraline last week.", "sertraline", True),
        ("I stopped taking the sertraline in March.", "sertraline", True),
        ("医生把二甲双胍减成一天一次了。", "二甲双胍", False),
        ("二甲双胍我已经停了。", "二甲双胍", True),
        ("医生让我把二甲双胍停了。", "二甲双胍", True),
    ],
)
def test_a_new_dose_or_a_stop_of_a_held_medicine(text: str, medicine: str, stopped: bool) -> None:
    assert may_redose(text)
    [found] = redosed(text, HELD)
    assert (found.medicine, found.stopped) == (medicine, stopped)


@pytest.mark.parametrize(
    "text",
    [
        "Is sertraline ok with coffee?",  # a question
        "Took my 50mg sertraline already.",  # the held dose again
        "My sister takes 100mg of sertraline.",  # someone else's
        "我妈也在吃二甲双胍，一天一次。",
        "I bumped into Dana at the pharmacy.",  # no held medicine named
        "Lexapro went up to 20mg.",  # a medicine not held
    ],
)
def test_look_alikes_change_no_medicine(text: str) -> None:
    assert redosed(text, HELD) == []


@pytest.mark.parametrize(
    "text", ["我每天早上空腹吃一片优甲乐。", "我睡前吃3毫克褪黑素。", "我饭后吃二甲双胍。"]
)
def test_a_medicine_taken_at_a_time_of_the_day_is_read_as_one(text: str) -> None:
    # the time it is taken (空腹, 睡前, 饭后) is no part of the medicine (rules.named_health)
    assert [(c.predicate, c.object_value) for c in read(text)] == [("medication", "takes")]
