"""A held value said anew beside a name or month the memory says, said again (session 27, issue 24:
``extraction.rules.anew``): the name said again is the topic (Oslo, Elm Street, 幸福路); a size may be said
as a number ("Shoe size is 43"); look-alikes change nothing: another thing of the kind ("the return
flight"), someone else's, a count of the topic ("30 flats"), the held value itself said again."""

import pytest

from memory_center.extraction.rules.anew import Held, updated_in


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        (
            Held("Our flight to Oslo leaves on the 9th of June"),
            "It's the 11th of June that we fly to Oslo.",
            "9th",
            "11th",
        ),
        (Held("We live at number 42 on Elm Street"), "The house is 24 Elm Street. Twenty-four.", "42", "24"),
        (Held("I wear a size 42 shoe, EU sizing"), "Shoe size is 43 EU to be precise", "42", "43"),
        (
            Held("My passport expires in March 2029"),
            "Passport expiry is March 2031, I checked",
            "2029",
            "2031",
        ),
        (
            Held("Our wedding anniversary is on May 3rd"),
            "Our anniversary falls on May 5th, so I need to book",
            "3rd",
            "5th",
        ),
        (Held("我家住在幸福路18号"), "我家是幸福路81号，快递老送错", "18号", "81号"),
        (Held("我们结婚纪念日是10月1日"), "结婚纪念日是10月8日，得提前订餐厅", "1日", "8日"),
    ],
)
def test_a_value_said_anew_beside_a_name_said_again(held: Held, said: str, old: str, new: str) -> None:
    sub = updated_in(held, said)
    assert sub is not None and (sub.old, sub.new) == (old, new)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        (Held("Our outbound flight to Rome is on 2 May"), "The return flight from Rome is on 9 May."),
        (Held("We live at 7 Birch Road"), "Our neighbours at 9 Birch Road are moving out next month."),
        (
            Held("My flat is number 12 on Harbour Street"),
            "There are 30 flats in our building and only one lift.",
        ),
        (
            Held("Our flight to Oslo leaves on the 9th of June"),
            "Still the 9th of June for Oslo, 11th for the hotel.",
        ),
        (Held("I wear a size 42 shoe"), "My husband's shoe size is 45."),
        (Held("我们7月2号飞西安"), "回程是7月9号。"),
    ],
)
def test_look_alikes_beside_a_name_replace_nothing(held: Held, said: str) -> None:
    assert updated_in(held, said) is None
