"""One more item of a thing of many the user holds, said by itself (session 27, issue 24: pure,
``extraction.held_beside``): pets and children by the schema's cardinality, cuisines, sports and
languages by kind; look-alikes keep nothing: someone else's, a one-off, a question, a denial, the held
item said again, a single-valued slot."""

import pytest

from memory_center.extraction.held_beside import beside, may_add


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("We have a cat called Miso", "We also got a rabbit called Pepper, the kids begged for one."),
        ("I love Italian food, pasta especially", "Also really into Japanese food, ramen above all."),
        ("We have a dog named Biscuit", "There's a hamster as well, Nibbles, who lives in my son's room."),
        ("I play tennis on Sundays", "Doing some bouldering too on Fridays."),
        ("I have a son, Leo, who's nine", "My daughter Ava just turned four."),
        ("我喜欢打羽毛球", "周末偶尔也去游泳。"),
        ("我有一个女儿，在读初中", "我儿子今年刚上小学，天天不想起床。"),
        ("我养了一只狗叫豆豆", "家里还有一只猫，叫咪咪。"),
        ("我喜欢吃川菜", "粤菜也挺爱吃的。"),
    ],
)
def test_one_more_item_is_kept_beside(held: str, said: str) -> None:
    assert may_add(said)
    kept = beside([held], said)
    assert kept is not None and kept.rstrip("。.") in said.replace("，", ",").rstrip("。.")


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("I play football every week", "I tried surfing once in Cornwall, never again."),  # a one-off
        ("We have a cat called Miso", "My sister also got a rabbit."),  # someone else's
        ("We have a cat called Miso", "Should we also get a rabbit?"),  # a question
        ("We have a cat called Miso", "We'd never get a rabbit though."),  # a denial
        ("I love Italian food", "Italian food again tonight, yum."),  # the held item, a one-off
        ("I love Thai food", "Mexican food is fine I guess."),  # no word of addition: maybe a change
        ("我有个女儿叫朵朵", "我姐姐的儿子今年上初中了。"),  # someone else's child
        ("我喜欢打篮球", "上个月试过一次潜水，感觉一般。"),  # tried once
        ("我喜欢打羽毛球", "今天也去游泳了。"),  # today
        ("I wear a size 42 shoe", "Also my shoe size is 43."),  # a single-valued slot: not here
        ("We have a cat called Miso", "Rabbits are so cute."),  # no item the user has
    ],
)
def test_look_alikes_keep_nothing(held: str, said: str) -> None:
    assert beside([held], said) is None
