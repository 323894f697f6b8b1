"""Polite and indirect requests are standing rules; a request asked as a question is still one
(extraction/rules/requests.py)."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import RuleExtractor
from memory_center.extraction.rules.reader import read_clause
from memory_center.extraction.rules.requests import as_imperative, base_verb, is_request
from memory_center.extraction.rules.standing import read_standing_rule

VERBS = frozenset({"book", "schedule", "reply", "call", "place", "plan", "email"})


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("I'd appreciate it if you never booked me on flights before 8am", "flights before 8am", "never"),
        ("Would you mind not calling me on Sundays", "phone call", "never"),
        ("Can you always send me the receipt", "receipt", "required"),
        ("I'd prefer you not to mention my salary", "salary", "never"),
        ("It is essential that you never disclose my health data", "health data", "never"),
        ("I want you to only contact me on weekdays", "contact", "only"),
        ("Please kindly stop emailing me promotions", "promotion", "never"),
        ("Kindly refrain from texting me", "text message", "never"),
        ("I'd much rather you didn't recommend cruises to me", "cruise", "never"),
        ("No more newsletters please", "newsletter", "never"),
        ("No further upgrade offers, thanks", "upgrade offer", "never"),
        ("记得每次都给我开发票", "开发票", "required"),
        ("以后每次都要先跟我确认", "先跟我确认", "required"),
        ("记得以后都用顺丰寄", "顺丰寄", "required"),
        ("I'd be happy if you stopped calling me on my mobile", "phone call", "never"),
        ("You should always cc my manager", "manager", "required"),
        ("Please avoid spicy dishes when you order for me", "spicy dish", "never"),
        ("请永远先发邮件给我确认", "先发邮件给我确认", "required"),
        ("麻烦每次都给我开纸质发票", "开纸质发票", "required"),
    ],
)
def test_a_polite_or_indirect_request_is_a_standing_rule(said: str, subject: str, value: str) -> None:
    reading = read_standing_rule(said)
    assert reading is not None, said
    assert (reading.memory_type.value, reading.subject, reading.object_value) == (
        "CONSTRAINT",
        subject,
        value,
    )


@pytest.mark.parametrize(
    "said",
    [
        "I want you to remember that I like tea",  # a request, but not a rule: the like is read elsewhere
        "I'd rather you booked me an aisle seat",  # a choice, not an order that lasts
        "No more questions",
        "No more, thanks",
        "Can you book me a flight",
        "记得带伞",
        "我要求退款",
        "我每次出差都住如家",
        "You always forget my name",
        "我永远是你的朋友",
    ],
)
def test_what_only_looks_like_a_request_is_no_rule(said: str) -> None:
    reading = read_standing_rule(said)
    assert reading is None or reading.memory_type.value != "CONSTRAINT", reading


def test_the_imperative_of_a_request() -> None:
    assert as_imperative("I'd rather you didn't email me", VERBS) == "don't email me"
    assert as_imperative("I would appreciate it if you always booked me a quiet room", VERBS) == (
        "always book me a quiet room"
    )
    assert (
        as_imperative("It's important to me that you never scheduled calls", VERBS) == "never schedule calls"
    )
    assert as_imperative("Always book me an aisle seat", VERBS) is None, "not a polite lead: read as it is"


@pytest.mark.parametrize(
    ("past", "base"),
    [
        ("booked", "book"),
        ("scheduled", "schedule"),
        ("replied", "reply"),
        ("sent", "send"),
        ("planned", "plan"),
    ],
)
def test_a_past_tense_action_in_its_base_form(past: str, base: str) -> None:
    assert base_verb(past, VERBS) == base
    assert base_verb("walked", VERBS) == "walked", "a verb that is no action of a rule stays as it is"


def test_a_request_asked_as_a_question_is_read() -> None:
    assert is_request("Could you please never share my address with anyone?")
    assert is_request("Would you mind not calling me after 9pm?")
    assert not is_request("Could you book me a table for two?")
    assert read_clause("Could you please never share my address with anyone") is not None


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("Whatever happens, don't seat me near the toilets.", [("near the toilet", "never")]),
        ("One more thing, never text me after 10pm.", [("text message", "never")]),
        ("I live in Oslo, never call me before noon.", [("user", "Oslo"), ("phone call", "never")]),
        ("I love tea, never drink coffee.", [("tea", "like"), ("coffee", "dislike")]),
    ],
)
async def test_a_later_clause_that_is_an_order_keeps_no_implied_i(
    message: str, expected: list[tuple[str, str]]
) -> None:
    """ "…, don't seat me …" is an order to the agent, not "I don't seat me …"."""
    said = ExtractionInput(message, "user", "u", "s", None, None, None, datetime.now(UTC))
    result = await RuleExtractor().extract(said)
    assert [(c.subject, c.object_value) for c in result.candidates] == expected
