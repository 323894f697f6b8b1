"""English updates said in another shape (pure; docs/extraction.md, "A title at an employer", "A
timetable is no liking", "Frame restatements"): a job title said at an employer is the job; a thing
named by its clock time is no liking; the user's pay said as what they are on is the frame of "my
salary is …", and the statement before a question is still said; look-alikes read nothing of the kind."""

from datetime import UTC, datetime

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.held_frames_en import apposed, frame_of, restated
from memory_center.extraction.held_kinds_en import named
from memory_center.extraction.held_types_en import typed_employers
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.asserted import before_question
from memory_center.extraction.rules.openings import is_question


def keys(text: str) -> dict[tuple[str, str], str]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    return {(c.subject or "", c.predicate or ""): c.object_value or "" for c in read_message(message)}


def test_a_title_said_at_an_employer_is_the_job() -> None:
    said = "I've been Director of Analytics at Morgan Lewis since the 1st, still wrapping my head around it"
    assert keys(said)[("user", "job")] == "Director of Analytics"
    assert (
        keys("Been Senior Associate at Clifford Chance since January")[("user", "job")] == "Senior Associate"
    )
    assert keys("Lead Product Designer at Figma as of last week, finally")[("user", "job")] == (
        "Lead Product Designer"
    )
    assert keys("I've been head chef at Dishoom since the summer")[("user", "job")] == "head chef"


def test_a_title_of_someone_else_a_question_or_a_wish_is_no_job_of_the_users() -> None:
    assert ("user", "job") not in keys("my sister is Director of Analytics at Deloitte, she loves it")
    assert ("user", "job") not in keys("would Head of Product at Monzo be a realistic next step for me?")
    assert ("user", "job") not in keys("Senior Associate at Clifford Chance was the dream")
    assert ("user", "job") not in keys("I've been a guest at the Hilton since Tuesday")


def test_a_thing_named_by_its_clock_time_is_no_liking() -> None:
    read = keys("I take the 8:10 train into the city every morning")
    assert not any(predicate == "preference" for _, predicate in read)
    assert any(value == "I take the 8:10 train into the city every morning" for value in read.values())
    assert keys("I take the bus every morning").get(("bus", "preference")) == "like"


def test_the_users_pay_said_as_what_they_are_on_is_the_frame_of_their_salary() -> None:
    assert frame_of("I'm on £55k") == frame_of("my salary is £55k")
    assert restated("I'm on £55k, how much should I be putting into my pension?", ["My salary is £48k."])
    assert restated("I make $97k since the raise", ["I earn $85k a year"])
    assert not restated("I'm on £55k a year", ["I'm on £55k"])


def test_pay_look_alikes_restate_nothing() -> None:
    held = ["I earn £55k a year"]
    assert not restated("how much would I take home if I was on £70k?", held)
    assert not restated("my brother is on £70k", held)
    assert not restated("I'm on 20mg now", ["I'm on 10mg of sertraline"])


def test_the_statement_before_a_question_keeps_its_numbers() -> None:
    said = "my rent is £1,250 now, is that too much for a one-bed in Bristol?"
    assert before_question(said, is_question) == "my rent is £1,250 now"
    assert restated(said, ["my rent is £1,100 a month"]) == [(0, "my rent is £1,250 now")]
    assert not restated("is my rent £1,250 now?", ["my rent is £1,100 a month"])


def test_a_name_set_beside_the_users_noun_of_an_organisation_slot_is_its_value() -> None:
    assert [(one.value, one.kinds) for one in named("leg day at my new gym, Gymbox, destroyed me")] == [
        ("Gymbox", {"gym"})
    ]
    assert apposed("my new company, Brightline, does a free lunch", "Brightline") == {"workplace"}
    assert apposed("my new gym Gymbox has a sauna", "Gymbox") == {"gym"}


def test_a_name_beside_someone_elses_noun_or_a_person_is_no_value() -> None:
    assert not named("my brother's gym, Gymbox, is huge")
    assert not named("would my new gym, Gymbox, be worth it?")
    assert not apposed("my editor, Jane, hated the draft", "Jane")


def test_an_employer_named_by_its_type_in_a_span_of_working_life() -> None:
    said = typed_employers("First week at the pharma company done. Weird not wearing scrubs.")
    assert [(one.value, one.kinds) for one in said] == [("pharma company", {"organisation"})]
    assert [one.value for one in typed_employers("three weeks at the law firm and I have a desk plant")] == [
        "law firm"
    ]


def test_an_ending_another_persons_span_a_question_or_a_place_is_no_typed_employer() -> None:
    assert not typed_employers("my last week at the firm was emotional")
    assert not typed_employers("my brother's first week at the new company was rough")
    assert not typed_employers("Leo's first week at the new company went well")
    assert not typed_employers("would my first week at the new company be easier with a laptop?")
    assert not typed_employers("first day at the beach was lovely")
