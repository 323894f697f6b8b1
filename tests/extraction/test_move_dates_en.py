"""A time of an occasion beside a move is the move's date, not a trip (extraction.held_kinds_en.usable):
"Signed the lease on a place in Denver, moving out of Portland this weekend" tells the new home, while
the same time beside a purchase, a class, a visit or a new pet names no home."""

from memory_center.extraction.held_kinds_en import judged, named


def places(text: str) -> list[str]:
    return [one.value for one in named(text) if "place" in one.kinds]


def test_a_move_dated_this_weekend_names_the_new_home_and_the_old_one() -> None:
    assert places("Signed the lease on a place in Denver, moving out of Portland this weekend.") == [
        "Denver",
        "Portland",
    ]
    assert places("Moved into our flat in Glasgow this weekend.") == ["Glasgow"]


def test_the_same_time_beside_no_move_stays_an_occasion() -> None:
    for text in (
        "Bought a new jacket in Denver this weekend.",  # a purchase on a trip
        "Started a pottery class in Leeds this weekend.",  # "started" without "at": no job, no home
        "We got a new puppy this weekend, a collie from a farm near York.",
        "Visiting Denver this weekend, so excited.",
        "Thinking about moving out of Portland next year.",  # a plan
    ):
        assert places(text) == [], text
    assert judged("Flying to Denver this weekend for a conference.") == []
