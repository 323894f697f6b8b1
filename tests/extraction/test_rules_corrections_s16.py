"""Corrections as one mechanism, session 16: times and days of the month in words are typed values
written in the held style, a named wrong value pairs with the new value of its own type, a habit of
saying names the wrong one, a date pointed at ("it's April 30") may correct, and a dated plan of the
user is kept so that a correction has something to correct."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.free_text import read_free_text
from memory_center.extraction.rules.later import read_later_correction
from memory_center.extraction.rules.reader import read_message
from memory_center.extraction.rules.restated import may_correct, only_pointed, restated_in
from memory_center.extraction.rules.typed_spans import new_value, spans


@pytest.mark.parametrize(
    ("said", "kind", "key"),
    [
        ("midnight", "time", "00:00"),
        ("noon", "time", "12:00"),
        ("half seven", "time", "07:30"),
        ("quarter past five", "time", "05:15"),
        ("quarter to six", "time", "05:45"),
        ("ten to six", "time", "05:50"),
        ("half past 7pm", "time", "19:30"),
        ("six thirty", "time", "06:30"),
        ("the fourteenth", "day", "14"),
        ("twenty-second", "day", "22"),
        ("the thirtieth", "day", "30"),
    ],
)  # fmt: skip
def test_times_and_days_in_words_are_typed_values(said: str, kind: str, key: str) -> None:
    value = new_value(said)
    assert value is not None and (value.kind, value.spans[0].key) == (kind, key)


@pytest.mark.parametrize("text", ["I work half days", "half an hour", "my second marriage", "the second go"])
def test_words_that_are_no_time_or_day(text: str) -> None:
    assert not [span for span in spans(text) if span.kind in ("time", "day")]


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        ("go to bed around 11", "more like midnight honestly", "11", "midnight"),
        ("My alarm goes off at 6:15 on weekdays", "sorry, quarter past five, not 6:15", "6:15", "5:15"),
        ("Our anniversary is on the 4th of May", "the fourteenth, I mean, sorry", "4th", "14th"),
        ("My yoga class is on Saturdays at 10", "it's at noon, not 10", "10", "noon"),
        ("My daughter's birthday is June 12", "sorry typo — June 21, not the 12th", "June 12", "June 21"),
        ("I'm from Leeds", "well ok, Bradford. I just say Leeds, it is easier", "Leeds", "Bradford"),
        ("my lease ends March 31", "hm, checked the contract and it's April 30", "March 31", "April 30"),
        ("My insurance renews on 1 March", "just checked the letter and it's 1 April", "1 March", "1 April"),
    ],
)  # fmt: skip
def test_the_held_span_and_its_new_value(held: str, said: str, old: str, new: str) -> None:
    sub = restated_in(held, said)
    assert sub is not None and (sub.old, sub.new) == (old, new)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("I live in Leeds", "I always tell people Leeds is the best"),
        ("I live in Oslo.", "Did I say Oslo? Yes, Oslo."),
        ("I wake up at 6:30", "it's 7:30 now, I'm late"),
        ("My lease ends March 31", "it's April 30 today"),
        ("I go to bed at 11", "actually last night it was more like 2, the baby was up"),
    ],
)  # fmt: skip
def test_look_alikes_replace_nothing(held: str, said: str) -> None:
    assert restated_in(held, said) is None


def test_a_date_pointed_at_may_correct_only_the_session() -> None:
    said = "hm, looked again and it's July 31"
    assert may_correct(said) and only_pointed(said)
    assert not only_pointed("sorry, it's July 31")  # marked: any memory of the user's
    assert not may_correct("it's a nice day") and not may_correct("it's 7:30 now")


@pytest.mark.parametrize(
    "text",
    [
        "I've got a dentist appointment on March 3rd",
        "We're getting married in Valencia on June 7",
        "My flight home is on the 12th",
        "I have a job interview at Barclays on Thursday at 10",
    ],
)
def test_a_dated_plan_of_the_user_is_kept(text: str) -> None:
    reading = read_free_text(text)
    assert reading is not None and reading.subject == "user"


@pytest.mark.parametrize(
    "text",
    [
        "I had a dentist appointment on March 3rd",
        "I'm scared about tomorrow's interview",
        "I'm at the dentist",
        "my neighbour's kid is having a party on Sunday at 3",
    ],
)
def test_no_plan_of_the_user_is_no_dated_memory(text: str) -> None:
    assert read_free_text(text) is None


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        ("I'm in apartment 4B", "4D* fat fingers", "4B", "4D"),  # a code, a letter mistyped
        ("I'm in flat 12C", "12E* sorry", "12C", "12E"),
    ],
)
def test_a_code_spelt_alike(held: str, said: str, old: str, new: str) -> None:
    sub = restated_in(held, said)
    assert sub is not None and (sub.old, sub.new) == (old, new)


def test_a_comment_about_the_wrong_one_names_it() -> None:
    said = "Hillside Primary. The Hillcrest one is across town"
    read = read_later_correction(_said(said))
    assert read is not None and (read.value, read.instead_of) == ("Hillside Primary", "Hillcrest")


@pytest.mark.parametrize(
    "text",
    ["I'm in apartment 4B if you ever need to put the address on anything", "I'm in flat 12C, knock loudly"],
)
def test_an_address_said_as_where_the_user_is_is_kept(text: str) -> None:
    assert [candidate.subject for candidate in read_message(_said(text))] == ["user"]


def test_a_favourite_is_the_users_whatever_its_kind() -> None:
    read = read_message(_said("my favourite team is Everton"))
    assert [(c.subject, c.predicate, c.object_value) for c in read] == [("team", "favourite", "Everton")]


def _said(text: str) -> ExtractionInput:
    return ExtractionInput(text, "user", "u", "s", None, None, None, datetime.now(UTC))
