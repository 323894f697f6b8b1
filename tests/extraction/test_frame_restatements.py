"""Frame restatements, the pure reading (extraction.held_frames_en, docs/extraction.md "Frame
restatements"): a first-person statement in the frame of a held one, with another value."""

import pytest

from memory_center.extraction.held_frames_en import frame_of, may_restate, restated
from memory_center.extraction.rules.free_text import read_free_text
from memory_center.governance.lasting import dates_a_change, says_one_time


@pytest.mark.parametrize(
    ("clause", "frame"),
    [
        ("My school run is a ten minute drive", ("my", "school run", "be", "", "a ten minute drive")),
        ("our choir meets on Wednesday nights", ("my", "choir", "meet", "on", "Wednesday nights")),
        ("I get my hair cut at Ruby's now", ("i", "my hair cut", "get", "at", "Ruby's")),
        ("My council tax is £1,480 a year", ("my", "council tax", "be", "", "£1,480 a year")),
    ],
)  # fmt: skip
def test_the_frame_and_its_value(clause: str, frame: tuple[str, ...]) -> None:
    assert frame_of(clause) == frame


def test_a_bare_head_only_for_a_new_statement() -> None:
    assert frame_of("Choir is Thursday nights at the church hall") is None
    assert frame_of("Choir is Thursday nights at the church hall", bare=True) == (
        "",
        "choir",
        "be",
        "",
        "Thursday nights at the church hall",
    )


@pytest.mark.parametrize(
    "clause",
    [
        "my flatmate's car is a Polo",  # another's thing
        "if my phone bill is £40 I'll scream",  # a condition
        "my lunch is a meal deal today",  # this time only
        "is my dentist in Balham?",  # a question
        "my boss is not a morning person",  # a negation
        "I moved to Leeds in May",  # a change, the turn readers' words
    ],
)
def test_no_frame(clause: str) -> None:
    assert frame_of(clause) is None


def test_a_held_statement_said_again_with_another_value() -> None:
    held = [
        "My school run is a ten minute drive",
        "I get my hair cut at Ruby's",
        "Our choir meets on Mondays",
    ]
    text = "our choir meets on Wednesday nights, the hall changed hands"
    assert may_restate(text)
    assert restated(text, held) == [(2, "our choir meets on Wednesday nights")]


def test_a_bare_head_says_again_a_held_schedule() -> None:
    """A schedule said bare and with another verb ("Choir is …" after "our choir meets …")."""
    held = ["Our choir meets Monday nights at St Anne's"]
    assert restated("Choir is Thursday nights at the church hall.", held) == [
        (0, "Choir is Thursday nights at the church hall")
    ]


@pytest.mark.parametrize(
    ("held", "text"),
    [
        ("My rent is £1,050 a month", "Rent is due on the first, remind me"),  # another attribute
        ("Our choir meets Monday nights", "Choir is great fun, you should come"),  # no schedule
        ("My school run is a ten minute drive", "the school run is chaos"),  # "the": anyone's
        ("Our choir meets on Mondays", "our choir meets on Mondays, as ever"),  # the same value
        ("My brother is a plumber", "my brother is 29, can you believe it"),  # another attribute of a person
        ("My school run is a ten minute drive", "my school run is a nightmare today"),  # this time only
        ("My school run is a ten minute drive", "is my school run a ten minute drive by bike?"),
        ("我的通勤是地铁四十分钟", "我的通勤是骑车二十分钟"),  # English only
    ],
)  # fmt: skip
def test_look_alikes_restate_nothing(held: str, text: str) -> None:
    assert restated(text, [held]) == []


@pytest.mark.parametrize(
    ("statement", "kept"),
    [
        ("I play squash on Wednesday evenings", True),  # a habit of set days no reader reads
        ("I cycle to work on Fridays", True),  # kept before too
        ("I love going to the market on Saturdays", False),  # the liking is the readers'
    ],
)
def test_a_habit_of_set_days_is_kept_as_free_text(statement: str, kept: bool) -> None:
    """What no reader reads of a habit said with its days stays a free-text memory, so that a later
    statement in its frame has something to replace (rules.free_text)."""
    assert (read_free_text(statement) is not None) == kept


@pytest.mark.parametrize(
    "said",
    ["I turned 35 on Sunday, feeling ancient", "I'm a senior developer at Monzo as of this month's review"],
)
def test_turned_and_as_of_date_a_change(said: str) -> None:
    """A calendar word beside "turned" or "as of" dates the change (governance.lasting.CHANGED_EN): the
    new age or title lasts and replaces the held one, no detail of this time only."""
    assert dates_a_change(said)
    assert not says_one_time(said)
