"""A correction read against the memory it corrects (extraction.rules.restated): the old value named, else the
held span most like a new one by shape, said in the memory's frame; look-alikes carry none."""

import pytest

from memory_center.extraction.rules.restated import may_correct, restated_in


@pytest.mark.parametrize(
    ("held", "said", "old", "new"),
    [
        # the old value named: the new one before it, or after it
        ("My cat Pepper is a tabby", "she's a calico, not a tabby", "tabby", "calico"),
        ("My accountant is Greta Olsen", "it's Olson not Olsen, she corrects everyone", "Olsen", "Olson"),
        ("Our gate code is 5512", "8812! not 5512, brain is mush", "5512", "8812"),
        ("I was born in Kent", "I said Kent earlier but I meant Essex", "Kent", "Essex"),
        ("我骑的是雅迪电动车", "是爱玛，不是雅迪", "雅迪", "爱玛"),
        ("我女儿上小班", "哦不是小班，是中班", "小班", "中班"),
        # the memory's frame said again with another value
        ("My son's school starts at 8:10", "sorry, his school starts at 8:40", "8:10", "8:40"),
        ("I'm 52", "lol I'm 53 actually", "52", "53"),
        ("My locker number is 318", "wrong number, it's 381", "318", "381"),
        ("My blood type is O negative", "oops, A negative", "O", "A"),
        ("我家住在雁塔区", "说错了，是碑林区，雁塔是我上班的地方", "雁塔区", "碑林区"),
        # a comment's subject is the wrong one
        ("We're flying out on Friday", "my mistake, Saturday. Friday is when we pack", "Friday", "Saturday"),
    ],
)  # fmt: skip
def test_the_held_span_the_correction_replaces(held: str, said: str, old: str, new: str) -> None:
    sub = restated_in(held, said)
    assert sub is not None and (sub.old, sub.new) == (old, new)
    assert held[sub.start : sub.end] == old


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("I wake up at 6:30", "Sorry, I'm late replying"),
        ("My rent is $1,400", "I mean it, the rent is killing me"),
        ("I'm 41", "My sister is 39, sorry, 38"),  # someone else's value after a clause about them
        ("I live in Denver", "Actually, my brother lives in Austin"),
        ("I wake up at 6:30", "actually I have a meeting at 7:30"),  # words of its own, no frame
        ("I live in Leeds", "not sure what to cook tonight"),
        ("我在杭州工作", "我是说真的，杭州的夏天太热了"),
        ("我身高170", "不对不对，我说的是我老公，他175"),
        ("My dog is called Rex", "Is Max a better name?"),
    ],
)  # fmt: skip
def test_look_alikes_replace_nothing(held: str, said: str) -> None:
    assert restated_in(held, said) is None


def test_only_a_message_that_may_correct_reads_the_held_memories() -> None:
    assert may_correct("72! not 27") and may_correct("口误，是荣耀") and may_correct("typo haha")
    assert not may_correct("I'm not sure what to do") and not may_correct("Thanks, that helps")
