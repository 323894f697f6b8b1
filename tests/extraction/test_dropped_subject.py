"""The subject dropped in English chat is said again before the readers run
(``extraction.rules.dropped_subject``; docs/extraction.md, "The dropped subject")."""

import pytest

from memory_center.extraction.rules.dropped_subject import with_subject


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("honestly can't stand jazz", "honestly I can't stand jazz"),
        ("ditched firefox, using brave instead", "I ditched firefox, I'm using brave instead"),
        ("closed out chase, everything's at schwab now", "I closed out chase, everything's at schwab now"),
        ("been listening to coltrane all week", "I've been listening to coltrane all week"),
        ("obsessed with my new air fryer", "I'm obsessed with my new air fryer"),
        ("just finished moving into my place in boise", "I just finished moving into my place in boise"),
        ("Turned 30 on Saturday", "I turned 30 on Saturday"),
        ("Used to drink coffee, switched to tea", "I used to drink coffee, I switched to tea"),
        ("haven't had meat in 3 years", "I haven't had meat in 3 years"),
        ("usually get an aisle seat", "I usually get an aisle seat"),
        ("don't do spicy food at all", "I don't do spicy food at all"),
        ("lol just got a puppy", "lol I just got a puppy"),
        ("adore thai food", "I adore thai food"),
        ("cycling to the office since march", "I've been cycling to the office since march"),
        ("swimming every morning these days", "I've been swimming every morning these days"),
        ("climbing twice a week lately", "I've been climbing twice a week lately"),
    ],
)
def test_the_users_own_clause_gets_its_subject(said: str, read: str) -> None:
    assert with_subject(said) == read


@pytest.mark.parametrize(
    "said",
    [
        "never book me on red-eyes",  # an order to the assistant
        "cycling to work since march is great",  # the activity is the subject of a verb of its own
        "swimming in the lake tomorrow",  # one occasion, no span
        "camping for the weekend, back on monday",
        "don't use emojis",
        "don't use bullet points",
        "Don't bother offering me seat upgrades.",
        "Quit sending me those newsletters.",
        "Let's say 3k instead.",
        "Let's go with the Hilton",
        "Never mind what I told you about Porto.",
        "Shared rooms are a dealbreaker.",
        "always book the window seat",
        "Living out of boxes but so happy",  # no home said
        "going forward cc my assistant on scheduling emails",
        "Book me a flight to Rome",
        "Need a hotel in Rome",
        "running is my thing",  # an activity as the subject
        "morning runs are the best",
        "single malt is my favourite",
        "Wedding in Porto next month",
        "got it, thanks",  # an acknowledgement
        "love that for you",
        "sounds good",
        "Red wine gives me headaches",
        "loves jazz, my dad",  # a taste verb of someone else's
        "I live in Berlin",  # the subject is there
        "我不吃香菜",  # Chinese readers are written for the subject left out
    ],
)
def test_what_is_no_dropped_subject_is_left_as_said(said: str) -> None:
    assert with_subject(said) == said


def test_a_clause_after_someone_elses_is_theirs() -> None:
    assert with_subject("my sister is great, moved to Berlin") == "my sister is great, moved to Berlin"
    said = "I'm fine, he moved to Berlin, started at SAP"
    assert with_subject(said) == said


def test_a_clause_after_the_users_own_is_the_users() -> None:
    said = "my friend dragged me to a jazz bar and i'm obsessed, been listening to coltrane all week"
    assert with_subject(said).endswith("I've been listening to coltrane all week")


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("and i'm obsessed?? no regrets", "and i'm obsessed! no regrets"),
        ("i got promoted!?", "i got promoted!"),
    ],
)
def test_a_statement_closed_by_two_marks_is_an_exclamation(said: str, read: str) -> None:
    assert with_subject(said) == read


@pytest.mark.parametrize("said", ["I should get a dog??", "is it raining??", "I'm on the list?"])
def test_a_question_stays_one(said: str) -> None:
    assert with_subject(said) == said
