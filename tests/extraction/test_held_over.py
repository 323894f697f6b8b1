"""A held value spoken of as over, or still held (extraction.held_over; docs/extraction.md, "Session 24:
a held value spoken of as over"): the past tense or a standing complaint right after the held value in
its clause is over; a clause that still holds it is not; a listed name is a value of every option slot
that lists it."""

import pytest

from memory_center.extraction.held_over import may_keep, option_slots, spoken_as_over, still_held


@pytest.mark.parametrize(
    ("clause", "old"),
    [
        ("VS Code felt so sluggish after a while", "VS Code"),
        ("Sainsbury's prices were getting silly", "Sainsbury's"),
        ("the Uber surge pricing drove me mad", "Uber"),
        ("Google Calendar's interface was so clunky", "Google Calendar"),
        ("the Fiesta used to rattle at 70", "Fiesta"),
        ("Hillcrest just wasn't working for him", "Hillcrest"),
        ("QQ音乐以前老是推些口水歌", "QQ音乐"),
        ("滴滴之前老是加价", "滴滴"),
        ("印象笔记那会儿老是同步出错", "印象笔记"),
    ],
)  # fmt: skip
def test_a_held_value_in_the_past_or_a_complaint_is_over(clause: str, old: str) -> None:
    assert spoken_as_over(clause, old)


@pytest.mark.parametrize(
    ("clause", "old"),
    [
        ("but Firefox is still my main browser", "Firefox"),
        ("but I'm not leaving Spotify", "Spotify"),
        ("Spotify was my first app and it is still my main one", "Spotify"),
        ("Monzo has been brilliant", "Monzo"),
        ("Netflix is our streaming service", "Netflix"),
        ("我还是习惯网易云", "网易云"),
        ("今天滴滴叫不到车", "滴滴"),
        ("the Chromebook was on sale", "Chrome"),
    ],
)  # fmt: skip
def test_a_held_value_said_in_the_present_or_still_held_is_not_over(clause: str, old: str) -> None:
    assert not spoken_as_over(clause, old)


def test_a_held_value_still_held_beside_a_new_one() -> None:
    said = "got 3 free months of Apple Music, might poke around but I'm not leaving Spotify"
    assert may_keep(said) and still_held(said, "Spotify")
    assert still_held("朋友推荐QQ音乐，我还是习惯网易云", "网易云")
    assert not still_held("Deezer's my music app, Tidal was too expensive", "Tidal")
    assert not still_held("still 80 tabs tho, Chrome was eating all my RAM", "Chrome")


def test_a_listed_name_is_a_value_of_every_slot_that_lists_it() -> None:
    assert {"bank", "payment_method"} <= option_slots("Monzo")
    assert option_slots("Garmin Connect") == {"fitness_app"}
    assert option_slots("nothing listed") == frozenset()


def test_a_past_event_of_a_held_value_is_news_of_it_not_its_end() -> None:
    assert not spoken_as_over("Costco had a sale on tyres", "Costco")
    assert not spoken_as_over("Monzo emailed me about the new app", "Monzo")
