"""Likings said in everyday English frames (extraction.rules.liking_frames, read by the stance readers):
a verb of consuming, a fondness noun after the thing, a pseudo-cleft, a go-to with its occasion, and
the discourse words around a clause — with the look-alikes that give no liking."""

from datetime import UTC, datetime

import pytest

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.flips import Held, Kind, named_turns, turns_away
from memory_center.extraction.rules.liking_frames import liked_thing, without_discourse
from memory_center.extraction.rules.reader import read_message


def keys(text: str) -> set[tuple[str, str, str]]:
    message = ExtractionInput(text, "user", "u-1", "s-1", None, None, None, datetime.now(UTC))
    return {(c.subject or "", c.predicate or "", c.object_value or "") for c in read_message(message)}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I listen to a lot of jazz while I work.", "jazz"),
        ("I drink green tea in the afternoon.", "green tea"),
        ("I eat porridge most mornings.", "porridge"),
        ("I play squash twice a week.", "squash"),
        ("I watch loads of anime on weekends.", "anime"),
        ("I play chess online most evenings.", "chess"),
        ("I'm a huge horror movie fan.", "horror movie"),
        ("I'm a coffee snob, honestly.", "coffee"),
        ("Celtics fan, through and through.", "celtic"),
        ("Red wine is my go-to with dinner.", "red wine"),
        ("Pho is my go-to comfort food.", "pho"),
        ("White wine is what I reach for.", "white wine"),
    ],
)
def test_a_liking_in_an_everyday_frame_is_read(text: str, thing: str) -> None:
    assert liked_thing(text) == thing
    assert (thing, "preference", "like") in keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I watch my weight.",  # the user's own thing
        "I listen to my gut.",
        "I watch what I eat.",  # a clause, no thing
        "I eat out a lot.",  # a particle
        "I play it safe.",  # a pronoun
        "I'm having a coffee.",  # one of the moment
        "I drink a beer after work.",
        "I jog every morning.",  # no thing after the verb
        "I play padel on Thursday evenings.",  # set days: a habit kept as said, replaced by its frame
        "I use Gmail for all my email.",  # a tool: its slot's
        "I mostly read sci-fi novels.",  # a verb the free-text reader keeps: a habit, kept as said
        "My brother listens to jazz all day.",  # someone else
        "Do you listen to jazz while you work?",  # a question
        "I listened to a lot of jazz last night.",  # a past event
    ],
)
def test_look_alikes_give_no_liking_of_a_frame(text: str) -> None:
    assert liked_thing(text) is None
    assert not any(predicate == "preference" and value == "like" for _, predicate, value in keys(text))


def test_a_known_option_stays_its_slots_value() -> None:
    assert liked_thing("I drink oat milk.") is None  # the milk slot's option (``attributes``)
    assert ("user", "milk", "oat milk") in keys("I drink oat milk.")


def test_discourse_words_around_a_stance_are_set_aside() -> None:
    assert without_discourse("Turns out I'm a breakfast person after all.") == "I'm a breakfast person"
    assert ("breakfast", "preference", "like") in keys("Turns out I'm a breakfast person after all.")
    assert keys("I'm a morning person after all.") == {
        ("user", "said:i'm a morning person after all", "I'm a morning person after all")
    }  # a kind of person that is no thing liked stays as said


def test_a_liking_of_a_habit_frame_is_turned_by_drifting_away_from_it() -> None:
    held = Held(Kind.STANCE, "sci-fi novel")
    message = "I've drifted away from sci-fi, it's mostly history books for me lately."
    assert turns_away(message)
    assert named_turns(message, [held])
    assert not named_turns("My sister drifted away from sci-fi years ago.", [held])  # someone else's
