"""People's names typed in lower case are read with their capitals where a name stands
(``extraction/rules/name_casing.py``), and nothing else is touched."""

import pytest

from memory_center.extraction.rules.name_casing import with_names_capitalised
from memory_center.extraction.rules.place_casing import typed_in_lower_case


def read(text: str) -> str:
    return with_names_capitalised(text, typed_in_lower_case(text))


@pytest.mark.parametrize(
    ("typed", "read_as"),
    [
        ("my manager is a guy named tom, super chill", "my manager is a guy named Tom, super chill"),
        ("had my first 1:1 with my manager rachel today", "had my first 1:1 with my manager Rachel today"),
        ("got engaged! her name is priya", "got engaged! her name is Priya"),
        (
            "My manager is jessica and she hates long emails",
            "My manager is Jessica and she hates long emails",
        ),
        ("my manager is now alicia", "my manager is now Alicia"),
        ("my doctor is dr. morris", "my doctor is Dr. Morris"),
        ("i see dr patel for my teeth", "i see Dr Patel for my teeth"),
        ("our cat is called miso", "our cat is called Miso"),
        ("my son leo turns 7", "my son Leo turns 7"),
    ],
)
def test_a_name_where_a_name_stands_is_capitalised(typed: str, read_as: str) -> None:
    assert read(typed) == read_as


@pytest.mark.parametrize(
    "typed",
    [
        "my manager is nice but way too busy",  # no name after the role
        "my wife will pick up the car",  # a first name that is an everyday word
        "my boss mark is away",  # the same
        "i called him back after lunch",  # a function word after "called"
        "our dog is named after my grandpa",
        "the dr. said i should rest",  # "the dr.": no title of a name
        "dr. said i should rest",  # an everyday word after the title
        "My manager is Rachel and my wife is anna",  # the user types capitals: their casing stands
        "my manager is rachel" * 40,  # longer than the readers take
    ],
)
def test_nothing_else_is_touched(typed: str) -> None:
    assert read(typed) == typed
