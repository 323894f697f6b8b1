"""Place names typed in lower case are capitalised before the readers run
(``extraction.rules.place_casing``; docs/extraction.md, "Place names typed in lower case")."""

import pytest

from memory_center.extraction.rules.place_casing import with_places_capitalised


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("settled into our berlin flat, lmao", "settled into our Berlin flat, lmao"),
        ("i'm based in austin, tx", "i'm based in Austin, tx"),
        ("closing on our own house in maple grove friday", "closing on our own house in Maple Grove friday"),
        ("I live in denver", "I live in Denver"),
        ("Moved to denver last year. I love it", "Moved to Denver last year. I love it"),
    ],
)
def test_a_place_where_a_place_stands_gets_its_capital(said: str, read: str) -> None:
    assert with_places_capitalised(said) == read


@pytest.mark.parametrize(
    "said",
    [
        "i'm reading a book in bed",  # a place's name as an everyday word, where no place stands
        "nice to meet you",
        "I moved to Denver from boston",  # the user types names with capitals: their casing stands
        "我住在北京",
        "did i say lyon? it's lille",  # no place word before it
    ],
)
def test_everything_else_is_left_as_typed(said: str) -> None:
    assert with_places_capitalised(said) == said
