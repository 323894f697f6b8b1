"""The stance of an English statement's clauses and their relation to held memories (pure:
extraction.held_relation_en); the similarities are given, as the write path measures them."""

from memory_center.extraction.held_relation_en import (
    OPPOSED,
    compared,
    held_polarity,
    may_change,
    may_relate,
    relate,
    stances,
    things,
    voiced,
)


def polarity(text: str) -> list[tuple[str, bool]]:
    return [(one.clause, one.positive) for one in stances(text)]


def test_a_clause_against_and_one_for_something_else() -> None:
    assert polarity("country got kinda old tbh, my car playlist is wall to wall jazz these days") == [
        ("country got kinda old tbh", False),
        ("my car playlist is wall to wall jazz these days", True),
    ]
    found = stances("I've been drinking green tea every morning and honestly don't miss coffee at all")
    assert [(one.positive, one.lasting) for one in found] == [(True, True), (False, True)]


def test_a_change_of_mind_is_lasting_and_new() -> None:
    (one,) = stances("ok weirdly I've become a window seat person")
    assert one.positive and one.lasting and one.changed
    (mind,) = stances("plot twist: I've come to love mushrooms")
    assert voiced(mind) == "I've come to love mushrooms"


def test_look_alikes_take_no_stance() -> None:
    for text in (
        "my husband can't stand coffee, he's all about green tea",
        "skipped my run today, way too icy out",
        "would Tidal be worth it? my friend swears by it",
        "if my elbow keeps hurting I might have to give up tennis",
        "oh yeah I just LOVE burning my tongue off, said no one ever 🙄",
        "我现在不喝咖啡了",
    ):
        assert stances(text) == [], text
    assert not may_relate("Can you book a table for two at 7?")
    # a lead of time alone is no stance (a standing order is the readers's)
    assert not may_change(stances("From now on, I never eat sushi."))
    # a change said with no thing ("I get it now") lets the liking beside it be compared
    said = stances("cats are the best, I get it now")
    assert may_change(said) and [one.clause for one in things(said)] == ["cats are the best"]


def test_a_held_statement_against_its_thing() -> None:
    assert held_polarity("I'm honestly not a cat person, they kind of freak me out", None) is False
    assert held_polarity("I swim laps every Saturday", None) is True
    assert held_polarity("anything", False) is False


def test_the_nearest_held_memory_of_the_other_polarity_is_turned() -> None:
    found = stances("rom-coms feel so predictable to me lately")
    held = ["I love a good rom-com on a Friday night", "I go running every morning"]
    assert compared(found, held) == [[0]]  # only a memory sharing a content word is measured
    (relation,) = relate(found, [True, True], [[0.64, None]], [False, True])
    assert relation.held == 0
    assert relate(found, [False, True], [[0.64, None]], [False, True]) == []  # same polarity
    assert relate(found, [True, True], [[OPPOSED - 0.01, None]], [False, True]) == []


def test_a_memory_sharing_no_word_is_not_compared() -> None:
    found = stances("wine just gives me a headache now")
    assert compared(found, ["I love a good glass of whiskey after dinner"]) == [[]]
    assert relate(found, [True], [[None]], [False]) == []


def test_a_new_value_of_a_held_habit_replaces_it_only_when_said_as_a_change() -> None:
    held = ["I always get an aisle seat when I fly"]
    found = stances("I pick the window seat every time now")
    assert compared(found, held) == [[0]]
    (relation,) = relate(found, [True], [[0.56]], [True])
    assert relation.held == 0 and relation.sure
    assert relate(stances("I pick the aisle seat every time now"), [True], [[0.95]], [True]) == []
    # a liking replaced by a change said with no choice: unsure, for review (docs/extraction.md, Session 23)
    (liking,) = relate(found, [True], [[0.56]], [False])
    assert not liking.sure
    assert stances("I pick the window seat every time") == []  # no change said: nothing to compare
