"""A held value given up by the side of a contrast it stands on, or by a membership left to lapse
(extraction.held_kinds.given_up_before, kinds_en.GIVEN_UP_EN): the new value of its kind replaces it; the
held value on the kept side, or named beside the new one with no word of giving it up, stays."""

from memory_center.extraction.held_given_up_en import gives_up
from memory_center.extraction.held_kinds import HeldValue, given_up_before, replacing
from memory_center.extraction.held_kinds_en import named


def held(slot: str, value: str) -> HeldValue:
    return HeldValue(slot, value, "user", slot)


def replaced(text: str, slot: str, value: str) -> list[tuple[str, str]]:
    return [(one.slot.name, one.value) for one in replacing(named(text), [held(slot, value)], {})]


def test_the_held_value_after_a_word_of_contrast_is_given_up() -> None:
    assert given_up_before("Apple Music instead of Spotify", "spotify")
    assert given_up_before("Aldi in place of Tesco this year", "tesco")
    assert given_up_before("went with Monzo rather than the Barclays one", "barclays")
    assert replaced("I'm on Apple Music instead of Spotify now.", "music_service", "Spotify") == [
        ("music_service", "Apple Music")
    ]


def test_the_held_value_on_the_kept_side_stays() -> None:
    assert not given_up_before("Spotify instead of Apple Music", "spotify")
    assert replaced("I'm on Spotify instead of Apple Music.", "music_service", "Spotify") == []
    assert replaced("I'm on Apple Music and Spotify both.", "music_service", "Spotify") == []  # no contrast
    assert not given_up_before("I.ve been all over Spotify.s new feature", "spotify")  # no word of contrast


def test_a_membership_left_to_lapse_is_given_up() -> None:
    assert gives_up("Let the Costco membership lapse. Aldi does the job fine.", "Costco")
    assert gives_up("My Netflix subscription expired and I didn't renew.", "Netflix")
    assert not gives_up("My Costco membership renews in May.", "Costco")
    assert not gives_up("Costco had a sale on tyres.", "Costco")
