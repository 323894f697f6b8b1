"""A standing order of any words, once a frame says it holds for every task of a kind or from now on
(``rules.directives``: ``_any_order``, ``_lasting_order``, ``_manner``); a one-off, someone else's task
or a statement of the user's own plans gives no rule."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.conditions import read_health
from memory_center.extraction.rules.directives import read_directive
from memory_center.extraction.rules.model import REQUIRED


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Whenever you suggest recipes, give quantities in grams.", "give quantities in grams"),
        ("When you write emails on my behalf, sign them 'Best, Priya'.", "sign them 'Best, Priya"),
        ("Going forward, quote prices to me in euros.", "quote prices to me in euros"),
        ("From now on, write dates as day/month/year.", "write dates as day/month/year"),
        (
            "Before you recommend any app, check whether it has a free tier.",
            "check whether it has a free tier",
        ),
        ("Please keep your answers short.", "answers short"),
        ("Always answer me in plain English.", "answer in plain English"),
        ("从现在开始，所有金额都用人民币显示。", "人民币显示"),
    ],
)
def test_an_order_of_any_words_in_a_lasting_frame_is_a_rule(text: str, subject: str) -> None:
    reading = read_directive(text)
    assert reading is not None and (reading.subject, reading.object_value) == (subject, REQUIRED)


@pytest.mark.parametrize(
    "text",
    [
        "When you get a chance, book me a haircut.",  # soon, once
        "Before you go, remind me about the dentist.",  # once
        "When you see Tom, tell him hi.",  # no task of the assistant for the user
        "From now on I'm going to run every morning.",  # the user's plan, no order
        "Whenever you're booking flights, I prefer mornings.",  # a stance: read by the stance readers
        "以后我想去日本。",  # a wish
    ],
)
def test_no_rule_from_a_one_off_or_a_statement(text: str) -> None:
    assert read_directive(text) is None


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("Lactose intolerant, fyi.", "lactose", "intolerance"),
        ("anyway type 1 diabetic here", "type 1 diabetic", "condition"),
        ("Allergic to peanuts btw", "peanut", "allergy"),
        ("Coeliac here.", "coeliac", "condition"),
    ],
)
def test_health_said_without_its_subject_is_the_users(text: str, subject: str, predicate: str) -> None:
    reading = read_health(text)
    assert reading is not None and (reading.subject, reading.predicate) == (subject, predicate)


@pytest.mark.parametrize("text", ["Super tired today.", "My mum is diabetic.", "Not allergic to anything."])
def test_no_health_fragment_from_a_mood_or_someone_else(text: str) -> None:
    reading = read_health(text)
    assert reading is None or reading.subject not in {"tired", "diabetic"}


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        (
            "for flights: aisle seat always, middle seat never.",
            [("aisle seat", "required"), ("middle seat", "never")],
        ),
        ("Hotels with a gym every time.", [("hotels with a gym", "required")]),
        ("Thanks as always", []),
        ("Love you always", []),
    ],
)
def test_an_adverb_after_its_thing_makes_a_rule(text: str, rules: list[tuple[str, str]]) -> None:
    readings = read(text, task_id=None)
    assert [(c.subject, c.object_value) for c in readings] == rules


@pytest.mark.parametrize(
    "text",
    [
        "My buddy Dave swears by cold showers every morning, says it fixed his life.",
        "My mate loves sushi.",
        "My bestie is obsessed with pilates.",
    ],
)
def test_a_friend_by_any_common_name_is_someone_else(text: str) -> None:
    assert [c for c in read(text, task_id=None) if c.subject == "user"] == []
